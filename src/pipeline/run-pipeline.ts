/**
 * The whole run, in stage order: acquire (I/O) → parse → analyze (compare, judge, report data;
 * pure) → publish (I/O). The Action and the CLI differ only in the ports they pass.
 */
import { sidesOf, type Acquisition, type LegAcquisition } from '../acquire/acquisition.js'
import { withoutBytes, type ResultFile } from '../model/result-file.js'
import { parseSidesInTurn, type ParsedSide, type SidesParser } from '../parse/parse-files.js'
import type { LegReport, ReportData } from '../report/report.js'
import type { AnalysisSettings } from '../settings/settings.js'
import { analyzeParsed } from './analyze.js'
import type { ParsedSides } from './read-sides.js'

/** The I/O at both ends of the pipeline: where results come from, where the report goes. */
export interface PipelinePorts {
  acquire(): Promise<Acquisition>
  publish(report: ReportData): Promise<void>
  /** How the sides' files are parsed; default: one after the other in this thread. */
  readonly parseSides?: SidesParser
}

/** One run: acquire → parse → analyze → publish; returns the report's data. */
export async function runPipeline(
  settings: AnalysisSettings,
  ports: PipelinePorts,
): Promise<ReportData> {
  const acquisition = await ports.acquire()
  const parsed = await parseAcquisitions([acquisition], settings, ports.parseSides)
  const report = analyzeParsed(acquisition, parsed, settings)
  await ports.publish(report)
  return report
}

/** The ports of a run over matrix legs: one acquisition per leg, one publication for all. */
export interface LegsPipelinePorts {
  acquire(): Promise<readonly LegAcquisition[]>
  publish(legs: readonly LegReport[]): Promise<void>
  readonly parseSides?: SidesParser
}

/**
 * The Action's run: like `runPipeline`, with one analysis per matrix leg (test/field-cases.md F25), each leg compared
 * only with the same leg on base, and all legs published together (one comment).
 */
export async function runLegsPipeline(
  settings: AnalysisSettings,
  ports: LegsPipelinePorts,
): Promise<readonly LegReport[]> {
  const legs = await ports.acquire()
  const acquisitions = legs.map((l) => l.acquisition)
  const parsed = await parseAcquisitions(acquisitions, settings, ports.parseSides)
  const reports = legs.map(({ leg, acquisition }) => ({
    leg,
    report: analyzeParsed(acquisition, parsed, settings),
  }))
  await ports.publish(reports)
  return reports
}

/**
 * Parses every side of every acquisition with `parser`; nothing when the policy is invalid. The
 * parser takes the files over: the acquisition keeps each file's name (the report counts and names
 * files) but not its bytes, so each file's bytes can be freed once it is decoded.
 */
async function parseAcquisitions(
  acquisitions: readonly Acquisition[],
  settings: AnalysisSettings,
  parser: SidesParser = parseSidesInTurn,
): Promise<ParsedSides> {
  if (settings.policy.problems.length > 0) return new Map()
  const sides = acquisitions.flatMap(sidesOf)
  // Every list is copied before any is emptied: two sides may share one.
  const owned = sides.map((side) => [...side.files])
  for (const side of sides) {
    const files = side.files as ResultFile[]
    files.forEach((file, i) => (files[i] = withoutBytes(file)))
  }
  const parsed = await parser(owned, settings.format)
  const empty: ParsedSide = { results: [], diagnostics: [], environments: new Map(), filesRead: 0 }
  return new Map(sides.map((side, i) => [side, parsed[i] ?? empty]))
}

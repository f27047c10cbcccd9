/**
 * The whole run, in stage order: acquire (I/O) → parse → analyze (compare, judge, report data;
 * pure) → publish (I/O). The Action and the CLI differ only in the ports they pass.
 */
import type { Acquisition, LegAcquisition } from '../acquire/acquisition.js'
import type { ReadLimits, SidesParser } from '../parse/parse-files.js'
import type { LegReport, ReportData } from '../report/report.js'
import type { AnalysisSettings } from '../settings/settings.js'
import { analyzeParsed } from './analyze.js'
import { parseAcquisitions } from './parse-acquisitions.js'

/** The I/O at both ends of the pipeline: where results come from, where the report goes. */
export interface PipelinePorts {
  acquire(): Promise<Acquisition>
  publish(report: ReportData): Promise<void>
  /** How the sides' files are parsed; default: one after the other in this thread. */
  readonly parseSides?: SidesParser
  /** The side caps and the run's budget; default: DEFAULT_READ_LIMITS (tests pass small ones). */
  readonly limits?: ReadLimits
}

/** One run: acquire → parse → analyze → publish; returns the report's data. */
export async function runPipeline(
  settings: AnalysisSettings,
  ports: PipelinePorts,
): Promise<ReportData> {
  const acquired = await ports.acquire()
  const read = await parseAcquisitions([acquired], settings, ports.parseSides, ports.limits)
  // The acquisition as the run's budget left it (history runs left out, and the note saying so).
  const [acquisition = acquired] = read.acquisitions
  const report = analyzeParsed(acquisition, read.parsed, settings)
  await ports.publish(report)
  return report
}

/** The ports of a run over matrix legs: one acquisition per leg, one publication for all. */
export interface LegsPipelinePorts {
  acquire(): Promise<readonly LegAcquisition[]>
  publish(legs: readonly LegReport[]): Promise<void>
  readonly parseSides?: SidesParser
  readonly limits?: ReadLimits
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
  const read = await parseAcquisitions(acquisitions, settings, ports.parseSides, ports.limits)
  const reports = legs.map(({ leg, acquisition }, i) => ({
    leg,
    report: analyzeParsed(read.acquisitions[i] ?? acquisition, read.parsed, settings),
  }))
  await ports.publish(reports)
  return reports
}

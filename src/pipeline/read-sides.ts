/**
 * Reading the acquired sides into results for compare: each side's parsed files, its rounds when
 * paired (else its files of different runs kept apart), the policy's annotations, and every diagnostic found on the way, counted per side.
 */
import type { Acquisition, SideFiles } from '../acquire/acquisition.js'
import type { RunSet } from '../compare/compare-runs.js'
import type { BenchmarkResult } from '../model/benchmark-result.js'
import type { Diagnostic } from '../model/diagnostic.js'
import {
  assignRounds,
  combineSummaryBlocks,
  mixedFormatWarnings,
  parseResultFiles,
  readGoProcsOfSide,
  separateRuns,
  type ParsedSide,
} from '../parse/parse-files.js'
import {
  countProblems,
  noProblems,
  type InputSide,
  type PolicyRules,
  type ProblemCounts,
  type SideEnvironment,
} from '../policy/judge.js'
import type { AnalysisSettings } from '../settings/settings.js'

/** Each side's files as parsed, keyed by the acquisition's own `SideFiles` objects. */
export type ParsedSides = ReadonlyMap<SideFiles, ParsedSide>

/** Reads sides one by one, gathering their diagnostics in reading order. */
export interface SideReader {
  /**
   * One side's results, annotated by the policy; paired sides get their rounds (the run's
   * `roundPattern`). A side missing from the parsed sides is parsed here.
   */
  read(side: SideFiles, paired: boolean, whose: InputSide): readonly BenchmarkResult[]
  /** Adds diagnostics found outside a side's files (acquire's, the references'). */
  record(whose: InputSide, found: readonly Diagnostic[]): void
  /**
   * The problems found reading a side (its own, its files', mixed formats), errors first then
   * warnings, in the order found; empty for a side not read. What a reference without results
   * names as the reason.
   */
  problemsOf(side: SideFiles): readonly Diagnostic[]
  /** Per-file environments of a side read so far, for the policy's environment check. */
  environmentOf(side: SideFiles): SideEnvironment | undefined
  /** The diagnostics recorded since the last `take`, in order; each listed once. */
  take(): Diagnostic[]
  /** Errors per side, so far. */
  readonly problems: ProblemCounts
}

/**
 * A reader over `parsedSides`. The same diagnostic on two sides (a file compared with itself) is
 * listed once and counted per side, so an `error` verdict attributes each error to its side.
 */
export function sideReader(
  parsedSides: ParsedSides,
  settings: Pick<AnalysisSettings, 'format' | 'roundPattern'>,
  rules: Pick<PolicyRules, 'annotate'>,
): SideReader {
  let diagnostics: Diagnostic[] = []
  const problems = noProblems()
  const listed = new Set<string>()
  const environments = new Map<SideFiles, SideEnvironment>()
  const problemsOf = new Map<SideFiles, Diagnostic[]>()
  const record = (whose: InputSide, found: readonly Diagnostic[]) => {
    for (const d of found) {
      const key = JSON.stringify([d.severity, d.file, d.location, d.message])
      if (listed.has(key)) continue
      listed.add(key)
      diagnostics.push(d)
    }
    problems[whose] += countProblems(found)
  }
  return {
    read(side, paired, whose) {
      record(whose, side.diagnostics)
      const parsed = parsedSides.get(side) ?? parseResultFiles(side.files, settings.format)
      record(whose, parsed.diagnostics)
      const mixed = mixedFormatWarnings(parsed.results, whose)
      record(whose, mixed)
      const found = [...side.diagnostics, ...parsed.diagnostics, ...mixed]
      problemsOf.set(side, [
        ...found.filter((d) => d.severity === 'error'),
        ...found.filter((d) => d.severity === 'warning'),
      ])
      environments.set(side, parsed)
      // A Go run split over files reads its GOMAXPROCS suffixes from all of them together.
      // perf stat blocks of one command are summaries of N runs each: combined, not one sample each.
      const blocks = combineSummaryBlocks(readGoProcsOfSide(parsed.results), !paired)
      record(whose, blocks.diagnostics)
      const { results } = blocks
      // Files of different runs do not pool; on a paired side each file is a round, its own run.
      if (!paired) {
        const runs = separateRuns(results)
        record(whose, runs.diagnostics)
        return rules.annotate(runs.results)
      }
      const rounds = assignRounds(results, settings.roundPattern)
      record(whose, rounds.diagnostics)
      return rules.annotate(rounds.results)
    },
    record,
    problemsOf: (side) => problemsOf.get(side) ?? [],
    environmentOf: (side) => environments.get(side),
    take() {
      const taken = diagnostics
      diagnostics = []
      return taken
    },
    problems,
  }
}

/** Head, base, history and control as read, with what the judge and the report need of them. */
export interface ReadRuns {
  readonly head: readonly BenchmarkResult[]
  /** Empty when there is no baseline. */
  readonly base: readonly BenchmarkResult[]
  readonly history: readonly (readonly BenchmarkResult[])[]
  /** What compare is given: the sides above, the A/A control, and whether base and head pair. */
  readonly runSet: RunSet
  /** Why there is no baseline (acquire's sentence), else undefined. */
  readonly missing: string | undefined
  readonly environments: {
    readonly base: SideEnvironment | undefined
    readonly head: SideEnvironment | undefined
  }
}

/**
 * Reads head, base, the history runs and the A/A control, in that order (the order their
 * diagnostics are listed in). Only head and base are paired, when `paired`.
 */
export function readRuns(acquisition: Acquisition, reader: SideReader, paired: boolean): ReadRuns {
  const head = reader.read(acquisition.head, paired, 'head')
  const baseFiles = acquisition.base
  if ('missing' in baseFiles) reader.record('base', baseFiles.diagnostics)
  const base = 'missing' in baseFiles ? [] : reader.read(baseFiles, paired, 'base')
  const history = acquisition.history.map((run) => reader.read(run, false, 'history'))
  const control = acquisition.control
    ? reader.read(acquisition.control, false, 'control')
    : undefined
  return {
    head,
    base,
    history,
    runSet: { base, head, history, ...(control ? { control } : {}), paired },
    missing: 'missing' in baseFiles ? baseFiles.missing : undefined,
    environments: {
      base: 'missing' in baseFiles ? undefined : reader.environmentOf(baseFiles),
      head: reader.environmentOf(acquisition.head),
    },
  }
}

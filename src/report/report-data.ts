import type { Comparison } from '../model/comparison.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { Geomean, Verdict } from '../model/verdict.js'

/** What was compared with what: facts from acquire, shown above the table (DESIGN.md §5 item 2). */
export interface RunContext {
  readonly headSha?: string
  readonly baseSha?: string
  readonly baseBranch?: string
  /** The base branch run whose results were used, when they came from artifacts. */
  readonly baseRun?: { readonly id: number; readonly url: string; readonly createdAt: string }
  /** Commits the PR's base is ahead of the base run's commit; null when unknown. */
  readonly commitsBehind?: number | null
  readonly historyRuns: number
  readonly controlRuns: number
  /** Where the head's and base's results came from, for the method section (untrusted). */
  readonly headSource: string
  readonly baseSource: string
  /** Link to the full report (the job summary of this run). */
  readonly fullReportUrl?: string
}

/** Effective settings shown in the method section. */
export interface MethodSummary {
  readonly threshold: number
  readonly noiseFloor: number
  readonly fdr: number
  readonly failOn: string
  readonly failOnInconclusive: boolean
  readonly format: string
}

/** Everything a renderer needs; renderers are pure (data in, string out). */
export interface ReportData {
  readonly verdict: Verdict
  readonly comparisons: readonly Comparison[]
  readonly geomean: Geomean | null
  /** Suite-level findings (whole-suite shift, detectability, calibration), plain sentences. */
  readonly findings: readonly string[]
  readonly diagnostics: readonly Diagnostic[]
  readonly context: RunContext
  readonly method: MethodSummary
}

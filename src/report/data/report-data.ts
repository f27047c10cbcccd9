import type { Environment } from '../../model/benchmark-result.js'
import type { Comparison } from '../../model/comparison.js'
import type { Diagnostic } from '../../model/diagnostic.js'
import type { RunContext } from '../../model/run-context.js'
import type { Geomean, Verdict } from '../../model/verdict.js'
import type { ReferenceReport } from './reference-report.js'

// Facts from acquire (model/run-context.ts); re-exported where the report's readers look for them.
export type { RunContext }

/** Effective settings shown in the method section; relative values (0.05 = 5 %). */
export interface MethodSummary {
  readonly threshold: number
  readonly noiseFloor: number
  readonly fdr: number
  readonly failOn: string
  readonly failOnInconclusive: boolean
  readonly format: string
  /** Test level; CIs are 1 − α. */
  readonly alpha?: number
  /** Band for exact (deterministic) metrics. */
  readonly thresholdDeterministic?: number
  /** τ_geo, the geomean band, and the assumed between-run floor of the geomean. */
  readonly geomeanThreshold?: number
  readonly geomeanNoiseFloor?: number
  /** Fewer samples on a side → inconclusive. */
  readonly minSamples?: number
  /**
   * The effective policy: its file (null: none, the defaults apply) and one plain line per
   * setting or rule it adds (untrusted text from the repository; escape before rendering).
   */
  readonly policy?: { readonly file: string | null; readonly lines: readonly string[] }
}

/** Base and head environments, each merged over the side's files (see `mergeEnvironments`). */
export interface SideEnvironments {
  readonly base: Environment
  readonly head: Environment
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
  /**
   * Per-run medians of the earlier base runs (history), oldest first, in the comparison's
   * canonical unit, keyed by `Comparison.key`; only for comparisons that changed or are
   * inconclusive. Runs that lack the benchmark are skipped.
   */
  readonly history?: Readonly<Record<string, readonly number[]>>
  readonly environments?: SideEnvironments
  /**
   * Head against named references besides the base, in the order given; each is its
   * own FDR family, so `comparisons` (head against the base) do not depend on them.
   */
  readonly references?: readonly ReferenceReport[]
}

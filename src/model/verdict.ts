import type { Interval } from './comparison.js'

export const VERDICT_LEVELS = [
  'pass',
  'warn',
  'fail',
  'inconclusive',
  'no-baseline',
  'error',
] as const
export type VerdictLevel = (typeof VERDICT_LEVELS)[number]

export const VERDICT_EMOJI: Readonly<Record<VerdictLevel, string>> = {
  pass: '✅',
  warn: '🟡',
  fail: '❌',
  inconclusive: '🔵',
  'no-baseline': '⚪',
  error: '⛔',
}

/** The overall verdict of docs/method.md §12 with the reasons behind it, most important first. */
export interface Verdict {
  readonly level: VerdictLevel
  /** One sentence for the comment's first line. */
  readonly headline: string
  readonly reasons: readonly string[]
  /**
   * `Comparison.key`s of the gated comparisons an active waiver of the policy file accepts
   * (regressions and possible regressions): every output counts them as waived, apart from the
   * ones that count. Absent: none.
   */
  readonly waived?: readonly string[]
}

/** Suite geometric mean of head/base ratios over gated comparisons (docs/method.md §12.1). */
export interface Geomean {
  readonly ratio: number
  /** Fixed-effect (measurement) CI; null when no comparison had a CI. */
  readonly ci: Interval | null
  /** True when some comparisons had no CI and the interval covers the rest only. */
  readonly partial: boolean
  /** Between-benchmark t interval (reported, never gated on). */
  readonly betweenBenchmarkCi: Interval | null
  readonly count: number
  /** How many of the `count` members are time metrics (wall or CPU time); absent in older reports. */
  readonly timed?: number | undefined
  /**
   * Gated comparisons left out because they are exactly 0 on both sides (Go's `0 B/op`,
   * `0 allocs/op`): a ratio 0/0 says nothing and would pull the mean toward 0 %.
   */
  readonly zeroLeftOut?: number | undefined
  /** Between-run floor of the geomean (relative) and where it came from. */
  readonly floor: { readonly value: number; readonly source: string }
  /** Suite rule S (docs/method.md §12.2): a diffuse change no single benchmark shows. */
  readonly suite?: SuiteRule | undefined
}

/**
 * Suite rule S of docs/method.md §12.2 over the B_g gated comparisons with a standard error:
 * case `history` (a Student t against the run-to-run variance of the suite geomeans), `paired`
 * (every member paired or exact: the fixed-effect interval) or `none` (no history: warn only,
 * against φ_geo).
 */
export interface SuiteRule {
  readonly case: 'history' | 'paired' | 'none'
  /** B_g and ḡ (mean worse-positive log change of the members, not drift-normalised). */
  readonly members: number
  readonly mean: number
  /** se_fe = √(Σ se_b²)/B_g. */
  readonly standardError: number
  /** The geomeans g_0..g_K of the base runs (case history), else null. */
  readonly historyGeomeans: readonly number[] | null
  /** φ_geo of case none (log scale); 0 otherwise. */
  readonly floor: number
  /** Case history: the one-sided p of the fail and of the warn test. */
  readonly pFail: number | null
  readonly pWarn: number | null
  readonly fail: boolean
  readonly warn: boolean
}

import type { BenchmarkId, Direction, MetricKind, RunFailure } from './benchmark-result.js'

/** Classes of docs/verdicts.md (docs/method.md's regressed/improved/unchanged map one to one). */
export const CHANGE_CLASSES = [
  'regression',
  'improvement',
  'no-change',
  'inconclusive',
  'added',
  'removed',
  'not-compared',
  'failed',
] as const
export type ChangeClass = (typeof CHANGE_CLASSES)[number]

export const STRENGTHS = [
  'strong',
  'likely',
  'unverified',
  'exact',
  'equivalent',
  'in-noise',
  'run-to-run-noise',
] as const
export type Strength = (typeof STRENGTHS)[number]

/** Rows of docs/method.md §11's decision table, as written there (`2a`, `2b` between 2 and 3). */
export const DECISION_ROWS = [
  '0',
  '1',
  '2',
  '2a',
  '2b',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
] as const
export type DecisionRow = (typeof DECISION_ROWS)[number]

/**
 * Rows of §11 where neither a test nor an exact comparison was made: invalid data (0), too few
 * samples (2a), below the printed resolution (2b) and untestable (3, 4). Every other row is
 * tested (5–14) or exact (1, 2).
 */
export const UNTESTED_ROWS: ReadonlySet<DecisionRow> = new Set<DecisionRow>([
  '0',
  '2a',
  '2b',
  '3',
  '4',
])

/** The row was reached by a test or an exact comparison (not one of `UNTESTED_ROWS`). */
export function isTestedRow(row: DecisionRow): boolean {
  return !UNTESTED_ROWS.has(row)
}

/** A two-sided confidence interval. `level` is the achieved confidence (≥ the nominal 0.95). */
export interface Interval {
  readonly lower: number
  readonly upper: number
  readonly level: number
}

/** Per-revision statistics of docs/method.md §3, in the metric's canonical unit. */
export interface RevisionStats {
  readonly n: number
  readonly median: number
  /** Raw median absolute deviation (unscaled). */
  readonly mad: number
  readonly min: number
  readonly max: number
  readonly mean: number
  /** Sample standard deviation (n − 1); null for n < 2 or when the harness gave none. */
  readonly sd: number | null
  /** sd / mean; null when sd is null. */
  readonly cv: number | null
  /** 1.4826 · MAD(ln x): the robust relative dispersion used by the noise floor (docs/method.md §3). */
  readonly logDispersion: number | null
  /** Distribution-free CI of the median; null when n is too small for 95 %. */
  readonly medianCi: Interval | null
  /** Tukey fence counts (type-7 quartiles); outliers are reported, never removed. */
  readonly outliers: { readonly mild: number; readonly severe: number }
  /** True when these figures come from a harness summary, not from raw samples. */
  readonly fromSummary: boolean
}

export const TEST_METHODS = [
  'mann-whitney-exact',
  'mann-whitney-exact-ties',
  'mann-whitney-normal',
  'welch-log-summary',
  'signed-rank-exact',
  'signed-rank-normal',
  'stratified-rank-sum',
  'random-effects-hksj',
  'deterministic',
  'none',
] as const
export type TestMethod = (typeof TEST_METHODS)[number]

export const FLOOR_SOURCES = [
  'paired',
  'deterministic',
  'history',
  'aa-control',
  'assumed',
] as const
export type FloorSource = (typeof FLOOR_SOURCES)[number]

/** Between-run noise floor φ_b (docs/method.md §10), as a relative change (0.1 = 10 %). */
export interface NoiseFloor {
  readonly value: number
  readonly source: FloorSource
}

/**
 * The statistic a comparison's change compares, and base and head are shown with: `median` for
 * raw samples (the change is the Hodges–Lehmann shift; sides as median ± MAD) and the median/MAD
 * approximation; `mean` when the change compares harness summaries' means (docs/method.md §5).
 */
export const CENTRE_STATISTICS = ['median', 'mean'] as const
export type CentreStatistic = (typeof CENTRE_STATISTICS)[number]

/** Signs of paired differences (docs/method.md §6): n+, n−, n0. */
export interface SignCounts {
  readonly positive: number
  readonly negative: number
  readonly zero: number
}

/**
 * Which side's run failed, with each side's failure (class `failed`, docs/architecture.md §3):
 * `head` is "failed on the PR" and fails the verdict by default; `base` alone is shown only.
 */
export interface ComparisonFailure {
  readonly side: 'head' | 'base' | 'both'
  readonly head: RunFailure | null
  readonly base: RunFailure | null
}

/**
 * One benchmark × metric compared between base (or a named reference) and head.
 * `ratio` and `ci` are head/base in the metric's own orientation (> 1 means the number grew);
 * whether that is worse depends on `direction`.
 */
export interface Comparison {
  /** `base`, or the name of a reference run (`references` in the policy file). */
  readonly against: string
  /** Stable key from `benchmarkKey` plus the metric name. */
  readonly key: string
  readonly benchmark: BenchmarkId
  /** Display label of the benchmark (untrusted text: escape before rendering). */
  readonly label: string
  readonly metric: MetricKind
  readonly metricName: string
  readonly unit: string
  readonly direction: Direction
  /** In the FDR family and the verdict (docs/architecture.md §3, policy). */
  readonly gated: boolean
  readonly base: RevisionStats | null
  readonly head: RevisionStats | null
  /** Effect estimate head/base (Hodges–Lehmann ratio, or exact ratio); null when not estimable. */
  readonly ratio: number | null
  readonly ci: Interval | null
  readonly pValue: number | null
  /** BH-adjusted p over the gated family; null outside the family. */
  readonly qValue: number | null
  /**
   * Conditional-BH q of the minimum-effect p-values "worse by more than θ" and "better by more
   * than θ" (docs/method.md §9.2–9.3); absent outside the family.
   */
  readonly qUp?: number | null
  readonly qDown?: number | null
  /** Suite drift D subtracted from this comparison's shift before it was judged (§10.0); absent: 0. */
  readonly driftShift?: number
  /**
   * History path only (§10.3): the benchmark's moderated run-to-run sd (log scale) and how many
   * base runs measured it.
   */
  readonly runToRun?: {
    readonly sd: number
    readonly runs: number
    /** One of `runs` is the A/A control run (the rest are base runs); absent: none is. */
    readonly control?: boolean
  }
  /**
   * Its part in suite rule S (§12.2): worse-positive log change (not drift-normalised) and
   * standard error; absent when it is not a member (untested, not gated).
   */
  readonly suiteShare?: { readonly delta: number; readonly se: number }
  /** Smallest p the test can reach at these sample sizes. */
  readonly pMin: number | null
  readonly method: TestMethod
  readonly floor: NoiseFloor
  readonly class: ChangeClass
  readonly strength: Strength | null
  /** Plain-language reasons; the first one explains the class. */
  readonly reasons: readonly string[]
  /** Smallest relative change this comparison could call significant at its n, when inconclusive. */
  readonly minimumDetectableEffect: number | null
  readonly signs: SignCounts | null
  /** What `ratio` compares and the sides are shown with; absent (median) in older JSON reports. */
  readonly centre?: CentreStatistic
  /**
   * The band the decision measured the change against, relative (0.1 = 10 %): θ_det on the exact
   * path, θ_u when untestable (docs/method.md §7), else θ_b (§10.6). Absent for invalid data and
   * for added, removed, not-compared and failed; in memory only (the JSON report's reasons say it).
   */
  readonly band?: number
  /**
   * A wall-time regression the same benchmark's CPU time does not show (docs/method.md §8,
   * `wall-time-only: inconclusive`): class inconclusive, `decisionRow` still the row that found the
   * wall-time change (see `decisionRow`); the CPU time's change (head/base) for the verdict's
   * reason. In memory only; `isWaiting` reads it.
   */
  readonly waiting?: { readonly cpuRatio: number }
  /**
   * The §11 row the decision table reached; absent for added, removed and not-compared. Two
   * readings after the table change the class but keep the row (docs/method.md §11): a regression
   * or improvement of a metric whose direction is unknown, and a wall-time regression CPU time
   * does not show (`waiting`, §8) are inconclusive on the row that found the change (3, 5–8). The
   * row says what the evidence showed, the class what the verdict makes of it: read the class for
   * the verdict.
   */
  readonly decisionRow?: DecisionRow
  /** Adapter id of the results (head's, else base's), e.g. `google-benchmark-json`: for re-run filters. */
  readonly format?: string
  /** Present exactly when `class` is `failed`: which side failed and what its harness said. */
  readonly failure?: ComparisonFailure
}

/** The history path's measured run-to-run variation of one comparison (docs/method.md §10.3). */
export type RunToRun = NonNullable<Comparison['runToRun']>

/**
 * A wall-time regression made inconclusive because the same benchmark's CPU time did not change
 * (docs/method.md §8): the verdict counts it as waiting, neither as a regression nor in the suite.
 */
export function isWaiting(
  c: Comparison,
): c is Comparison & { readonly waiting: { readonly cpuRatio: number } } {
  return c.waiting !== undefined
}

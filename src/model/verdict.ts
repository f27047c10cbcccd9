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
}

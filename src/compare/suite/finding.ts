/**
 * Suite-level findings of the comparison: `decideVerdict` warns on some kinds, and the report
 * shows each message once, before the rows (docs/comment.md).
 */

/**
 * - `detectability`: with M tests and n samples an isolated change cannot reach the FDR (§9); warns.
 * - `calibration`: an A/A pair shows changes the within-run statistics do not expect (§10.4); warns.
 * - `suite-shift`: most gated benchmarks moved together by a similar amount; informational.
 * - `sample-size`: some comparisons cannot detect an isolated change at their n; informational.
 * - `renamed`: a base and a head benchmark whose names differ only in characters a reader cannot
 *   see (or only before NFKC) were compared as one; informational, shown first.
 */
export const FINDING_KINDS = [
  'detectability',
  'calibration',
  'suite-shift',
  'sample-size',
  'renamed',
] as const
export type FindingKind = (typeof FINDING_KINDS)[number]

export interface Finding {
  readonly kind: FindingKind
  /** One plain-English sentence with the numbers that matter. */
  readonly message: string
  /** Display labels of the benchmarks concerned (untrusted text), possibly empty. */
  readonly benchmarks: readonly string[]
}

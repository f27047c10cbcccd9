/** The verdict over matrix legs (test/field-cases.md F25): what the step's exit status and the comment's headline use. */
import type { Verdict, VerdictLevel } from '../model/verdict.js'

/** One matrix leg's verdict; `leg` is `''` when the results have no legs. */
export interface LegVerdict {
  readonly leg: string
  readonly report: {
    readonly verdict: Verdict
    /** `headMissing` is set for a leg the base run has and the head run lacks. */
    readonly context?: { readonly headMissing?: string | undefined }
  }
}

/** Worst first: the overall verdict of several legs is the worst leg's. */
const SEVERITY: readonly VerdictLevel[] = [
  'error',
  'fail',
  'inconclusive',
  'warn',
  'pass',
  'no-baseline',
]

/**
 * The verdict over all legs (F25): the worst leg's level, so one failing leg fails the step, and a
 * leg without a baseline (a new leg) neither masks nor fails the others. A leg the head run lacks
 * (its own verdict `fail` or `warn`, docs/verdicts.md "Matrix legs") is counted among the legs and
 * named again in the headline, e.g. `fail in 1 of 3 legs (windows); 1 leg missing on the PR
 * (windows)`. One leg: its own verdict. No legs: `error`.
 */
export function legsVerdict(legs: readonly LegVerdict[]): Verdict {
  const [only] = legs
  if (!only) return { level: 'error', headline: 'no results to report', reasons: [] }
  if (legs.length === 1) return only.report.verdict
  const level = SEVERITY.find((l) => legs.some((leg) => leg.report.verdict.level === l)) ?? 'error'
  const worst = legs.filter((leg) => leg.report.verdict.level === level).map((leg) => leg.leg)
  const unmatched = legs.filter((leg) => leg.report.verdict.level === 'no-baseline')
  const noBaseline =
    level === 'no-baseline' || unmatched.length === 0
      ? ''
      : `; no baseline for ${unmatched.map((leg) => leg.leg).join(', ')}`
  const absent = legs.filter((leg) => leg.report.context?.headMissing !== undefined)
  const missing =
    absent.length === 0
      ? ''
      : `; ${absent.length} ${absent.length === 1 ? 'leg' : 'legs'} missing on the PR (${absent.map((leg) => leg.leg).join(', ')})`
  return {
    level,
    headline: `${level} in ${worst.length} of ${legs.length} legs (${worst.join(', ')})${missing}${noBaseline}`,
    reasons: legs.map((l) => `${l.leg}: ${l.report.verdict.level} — ${l.report.verdict.headline}`),
  }
}

/** The verdict over matrix legs (test/field-cases.md F25): what the step's exit status and the comment's headline use. */
import { onHead, type HeadKind } from '../model/head-place.js'
import { agree, plural } from '../model/plural.js'
import type { Verdict, VerdictLevel } from '../model/verdict.js'

/** One matrix leg's verdict; `leg` is `''` when the results have no legs. */
export interface LegVerdict {
  readonly leg: string
  readonly report: {
    readonly verdict: Verdict
    /** `headMissing` is set for a leg the base run has and the head run lacks. */
    readonly context?: {
      readonly headMissing?: string | undefined
      readonly headKind?: HeadKind | undefined
    }
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

/** What the worst legs did, agreeing with their count: `1 of 3 legs fails`, `2 of 3 legs fail`. */
const DID: Readonly<Record<VerdictLevel, readonly [one: string, many: string]>> = {
  fail: ['fails', 'fail'],
  warn: ['warns', 'warn'],
  error: ['has an error', 'have errors'],
  inconclusive: ['is inconclusive', 'are inconclusive'],
  pass: ['passes', 'pass'],
  'no-baseline': ['has nothing to compare with', 'have nothing to compare with'],
}

/**
 * The verdict over all legs (F25): the worst leg's level, so one failing leg fails the step, and a
 * leg without a baseline (a new leg) neither masks nor fails the others. The headline says which
 * legs decided it without repeating the level the comment's first line already gives, as one
 * leg's headline does (`fail — 1 of 3 legs fails (mac)`). A leg the head run lacks (its own
 * verdict `fail` or `warn`, docs/verdicts.md "Matrix legs") is counted among the legs and named
 * again, where the event puts the head (`onHead`): `1 of 3 legs fails (windows); 1 leg missing on
 * the PR (windows)`, "… missing in this push" on a push. One leg: its own verdict. No legs: `error`.
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
  const where = onHead(absent[0]?.report.context?.headKind)
  const missing =
    absent.length === 0
      ? ''
      : `; ${plural(absent.length, 'leg')} missing ${where} (${absent.map((leg) => leg.leg).join(', ')})`
  const [one, many] = DID[level]
  const which =
    worst.length === legs.length
      ? `${legs.length === 2 ? 'both legs' : `all ${legs.length} legs`} ${many}`
      : `${worst.length} of ${plural(legs.length, 'leg')} ${agree(worst.length, one, many)}`
  return {
    level,
    headline: `${which} (${worst.join(', ')})${missing}${noBaseline}`,
    reasons: legs.map((l) => `${l.leg}: ${l.report.verdict.level} — ${l.report.verdict.headline}`),
  }
}

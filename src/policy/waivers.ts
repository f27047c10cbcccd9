/** Waivers of the policy file: accepted regressions, each up to a size and until a date. */
import { changeStep, limitText, percentChangeText } from '../model/percent-figures.js'
import type { Comparison } from '../model/comparison.js'
import { compilePattern, describePattern } from './benchmark-pattern.js'
import type { Standing } from './decide-verdict.js'
import { describeLocation, type Waiver } from './policy.js'

export interface WaiverReview {
  /** `waived` for a gated (possible) regression an active waiver accepts; else `counts`. */
  readonly standingOf: (comparison: Comparison) => Standing | undefined
  /** Why a matching waiver did not apply (expired, or the regression is larger than it accepts). */
  readonly notes: readonly string[]
  /** Waivers past their date, reported whether or not anything matched them. */
  readonly expired: readonly Waiver[]
}

/**
 * Matches gated regressions and possible regressions (inconclusive, estimate worse) with the
 * first waiver whose pattern and metric match. An active waiver (today ≤ `expires`, UTC dates)
 * accepts the comparison when its estimated change, worse-positive, is at most `maxRegression`;
 * a larger one still counts, and so does one whose only matching waivers have expired.
 *
 * @param waivers the policy's waivers, in file order
 * @param comparisons every comparison of the run
 * @param today the date waivers expire against, YYYY-MM-DD (injected: the shells pass the clock)
 */
export function reviewWaivers(
  waivers: readonly Waiver[],
  comparisons: readonly Comparison[],
  today: string,
): WaiverReview {
  if (waivers.length === 0) return { standingOf: () => undefined, notes: [], expired: [] }
  const compiled = waivers.map((waiver) => ({ waiver, matches: compilePattern(waiver.pattern) }))
  const active = compiled.filter(({ waiver }) => waiver.expires >= today)
  const expired = compiled.filter(({ waiver }) => waiver.expires < today)
  const standings = new Map<Comparison, Standing>()
  const notes: string[] = []
  for (const c of comparisons) {
    if (!c.gated || !regressionLike(c)) continue
    const applies = ({ waiver, matches }: (typeof compiled)[number]) =>
      (waiver.metric === undefined ||
        waiver.metric === c.metric ||
        waiver.metric === c.metricName) &&
      matches(c.benchmark)
    const change = worse(c)
    const waiver = active.find(applies)?.waiver
    const name = `${c.label} (${c.metricName})`
    // Worse-positive (a throughput that fell reads +), at the step the table's Change column uses.
    const step = changeStep(((c.ratio ?? 1) - 1) * 100, c.ci)
    const shown = percentChangeText(Math.exp(change), step, ' ')
    // The limit as the policy file sets it, written as a threshold is (model/percent-figures.ts).
    const limit = waiver === undefined ? '' : limitText(waiver.maxRegression, ' ')
    if (waiver && change <= Math.log1p(waiver.maxRegression)) {
      standings.set(c, {
        kind: 'waived',
        reason: `${name}: ${shown} accepted by the waiver for ${describePattern(waiver.pattern)} (up to ${limit}, until ${waiver.expires}): ${waiver.reason}`,
      })
    } else if (waiver) {
      notes.push(
        `${name}: ${shown} is more than the waiver for ${describePattern(waiver.pattern)} accepts (${limit}), so it counts`,
      )
    } else {
      const lapsed = expired.find(applies)?.waiver
      if (lapsed)
        notes.push(
          `${name}: the waiver at ${describeLocation(lapsed.at)} expired on ${lapsed.expires}, so this change counts`,
        )
    }
  }
  return {
    standingOf: (c) => standings.get(c),
    notes,
    expired: expired.map(({ waiver }) => waiver),
  }
}

/** A regression, or an inconclusive comparison whose estimate is a regression (rows 12–13). */
function regressionLike(c: Comparison): boolean {
  return c.class === 'regression' || (c.class === 'inconclusive' && worse(c) > 0)
}

/** Worse-positive log change (docs/method.md §0); 0 without a ratio. */
function worse(c: Comparison): number {
  const delta = c.ratio === null ? 0 : Math.log(c.ratio)
  return c.direction === 'higher-is-better' ? -delta : delta
}

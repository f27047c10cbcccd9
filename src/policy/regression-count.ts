/**
 * How many gated regressions a run has, by strength: the one count the verdict headline, the
 * comment's count line, the terminal text, the JSON report and the step outputs all say
 * (docs/verdicts.md, Counts). Written once here so no two outputs can disagree.
 */
import type { Comparison } from '../model/comparison.js'
import { plural } from '../model/plural.js'

/**
 * Gated regressions of a run; `total` = `firm` + `likely` + `unverified` + `waived`. A waived
 * regression is counted once, as waived, whatever its strength: it is still a regression, but
 * the policy accepts it, so it never counts toward the verdict.
 */
export interface RegressionCount {
  readonly total: number
  /** `strong` and `exact`, not waived: beyond the threshold and the noise floor, interval included. */
  readonly firm: number
  /** `likely`, not waived: significant, estimate beyond the floor, interval reaching into the band. */
  readonly likely: number
  /** `unverified`, not waived: too few samples for a test, the change beyond the assumed variation. */
  readonly unverified: number
  /** Accepted by an active waiver of the policy file (any strength). */
  readonly waived: number
}

/**
 * Counts the gated comparisons classed `regression` by strength, the waived ones apart.
 *
 * @param comparisons any comparisons; the ungated ones are left out (they are informational)
 * @param waived `Comparison.key`s a waiver accepts (the verdict's `waived`); default none
 */
export function countRegressions(
  comparisons: readonly Comparison[],
  waived: readonly string[] = [],
): RegressionCount {
  const accepted = new Set(waived)
  let firm = 0
  let likely = 0
  let unverified = 0
  let waivedCount = 0
  for (const c of comparisons) {
    if (!c.gated || c.class !== 'regression') continue
    if (accepted.has(c.key)) waivedCount++
    else if (c.strength === 'likely') likely++
    else if (c.strength === 'unverified') unverified++
    else firm++
  }
  return {
    total: firm + likely + unverified + waivedCount,
    firm,
    likely,
    unverified,
    waived: waivedCount,
  }
}

/** Adds the counts of several legs. */
export function addRegressionCounts(counts: readonly RegressionCount[]): RegressionCount {
  const sum = (key: keyof RegressionCount) => counts.reduce((s, c) => s + c[key], 0)
  return {
    total: sum('total'),
    firm: sum('firm'),
    likely: sum('likely'),
    unverified: sum('unverified'),
    waived: sum('waived'),
  }
}

/**
 * The count in words: `2 regressions (+1 likely)`, `1 likely regression`, `3 regressions`,
 * `1 regression (+1 waived)`, `1 waived regression`, `0 regressions`. The firm ones lead; the
 * weaker and the waived ones are added in parentheses, so the first number is what is beyond the
 * noise floor and counts toward the verdict.
 */
export function regressionCountText(count: RegressionCount): string {
  const weaker: [number, string][] = (
    [
      [count.likely, 'likely'],
      [count.unverified, 'unverified'],
      [count.waived, 'waived'],
    ] as [number, string][]
  ).filter(([n]) => n > 0)
  const [only] = weaker
  if (count.firm === 0 && only && weaker.length === 1)
    return plural(count.total, `${only[1]} regression`)
  const words = weaker.map(([n, kind]) => `${n.toLocaleString('en-US')} ${kind}`)
  if (count.firm === 0 && weaker.length > 1)
    return `${plural(count.total, 'regression')} (${words.join(', ')})`
  const extra = words.length > 0 ? ` (${words.map((w) => `+${w}`).join(', ')})` : ''
  return `${plural(count.firm, 'regression')}${extra}`
}

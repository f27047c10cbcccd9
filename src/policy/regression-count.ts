/**
 * How many gated regressions a run has, by strength: the one count the verdict headline, the
 * comment's count line, the terminal text, the JSON report and the step outputs all say
 * (docs/verdicts.md, Counts). Written once here so no two outputs can disagree.
 */
import type { Comparison } from '../model/comparison.js'

/** Gated regressions of a run; `total` = `firm` + `likely` + `unverified`. */
export interface RegressionCount {
  readonly total: number
  /** `strong` and `exact`: beyond the threshold and the noise floor, interval included. */
  readonly firm: number
  /** `likely`: significant, estimate beyond the floor, interval reaching into the band. */
  readonly likely: number
  /** `unverified`: too few samples for a test, the change beyond the assumed variation. */
  readonly unverified: number
}

/**
 * Counts the gated comparisons classed `regression` by strength.
 *
 * @param comparisons any comparisons; the ungated ones are left out (they are informational)
 */
export function countRegressions(comparisons: readonly Comparison[]): RegressionCount {
  let firm = 0
  let likely = 0
  let unverified = 0
  for (const c of comparisons) {
    if (!c.gated || c.class !== 'regression') continue
    if (c.strength === 'likely') likely++
    else if (c.strength === 'unverified') unverified++
    else firm++
  }
  return { total: firm + likely + unverified, firm, likely, unverified }
}

/** Adds the counts of several legs. */
export function addRegressionCounts(counts: readonly RegressionCount[]): RegressionCount {
  const sum = (key: keyof RegressionCount) => counts.reduce((s, c) => s + c[key], 0)
  return {
    total: sum('total'),
    firm: sum('firm'),
    likely: sum('likely'),
    unverified: sum('unverified'),
  }
}

/**
 * The count in words: `2 regressions (+1 likely)`, `1 likely regression`, `3 regressions`,
 * `0 regressions`. The firm ones lead; the weaker ones are added in parentheses, so the first
 * number is what is beyond the noise floor.
 */
export function regressionCountText(count: RegressionCount): string {
  const weaker: string[] = []
  if (count.likely > 0) weaker.push(`${count.likely} likely`)
  if (count.unverified > 0) weaker.push(`${count.unverified} unverified`)
  if (count.firm === 0 && weaker.length === 1)
    return plural(count.total, count.likely > 0 ? 'likely regression' : 'unverified regression')
  if (count.firm === 0 && weaker.length > 1)
    return `${plural(count.total, 'regression')} (${weaker.join(', ')})`
  const extra = weaker.length > 0 ? ` (${weaker.map((w) => `+${w}`).join(', ')})` : ''
  return `${plural(count.firm, 'regression')}${extra}`
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`
}

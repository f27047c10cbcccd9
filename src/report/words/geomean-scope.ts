/** What the suite geomean is taken over, in the words the comment and the terminal share. */
import type { Geomean } from '../../model/verdict.js'
import { formatChangeInterval, formatChangeWithInterval } from './format-quantity.js'
import { isAre, plural } from '../../model/plural.js'

/**
 * `2 timed metrics`, `6 gated metrics (5 timed)`, or `6 gated metrics` for a report without the
 * split; then `, leaving out 4 exactly 0 on both sides` when some were (docs/method.md §12.1).
 */
export function geomeanScope(geomean: Geomean): string {
  const { count, timed } = geomean
  const members =
    timed === undefined || timed === 0
      ? plural(count, 'gated metric')
      : timed === count
        ? plural(count, 'timed metric')
        : `${plural(count, 'gated metric')} (${timed.toLocaleString('en-US')} timed)`
  const zero = geomean.zeroLeftOut ?? 0
  return zero > 0
    ? `${members}, leaving out ${zero.toLocaleString('en-US')} that ${isAre(zero)} exactly 0 on both sides`
    : members
}

/**
 * The geomean's interval after its value, in the words the comment and the terminal share:
 * ` [−0.4 %, +2.1 %]`; when only some members have an interval, it is given with their own
 * geomean, `; over the 3 of 5 with an interval: +0.6 % [−0.4 %, +2.1 %]`, since beside the
 * centre of all members it could exclude the value it follows (docs/method.md §12.1). A report
 * without `ciSubset` (older JSON) keeps the interval with "(interval over the comparisons that
 * have one)". Nothing without an interval.
 */
export function geomeanIntervalText(geomean: Geomean): string {
  if (!geomean.ci) return ''
  // After the centre its caller prints with formatChange: rounded at that centre's step.
  const interval = formatChangeInterval(geomean.ratio, geomean.ci.lower, geomean.ci.upper)
  if (!geomean.partial) return ` ${interval}`
  const subset = geomean.ciSubset
  if (subset === undefined) {
    // Not the centre's interval: rounded at its own step.
    const apart = formatChangeInterval(null, geomean.ci.lower, geomean.ci.upper)
    return ` ${apart} (interval over the comparisons that have one)`
  }
  const own = formatChangeWithInterval(subset.ratio, geomean.ci)
  return `; over the ${subset.count.toLocaleString('en-US')} of ${geomean.count.toLocaleString('en-US')} with an interval: ${own}`
}

/** What the suite geomean is taken over, in the words the comment and the terminal share. */
import type { Geomean } from '../../model/verdict.js'
import { formatChange, formatChangeInterval, formatChangeWithInterval } from './format-quantity.js'
import { isAre, plural } from '../../model/plural.js'

const NBSP = '\u00a0'

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
 * The geomean's change with its interval, in the words the comment and the terminal share, the
 * centre and the interval rounded together (model/percent-figures.ts): `+2.3 % [+0.4 %, +4.2 %]`.
 * When only some members have an interval, the centre of all of them stands alone and the interval
 * follows with their own geomean, `+246 %; over the 3 of 5 with an interval: −0.1 % [−3.9 %,
 * +3.2 %]`, since beside the centre of all members it could exclude the value it follows
 * (docs/method.md §12.1). A report without `ciSubset` (older JSON) keeps the interval, at its own
 * step, with "(interval over the comparisons that have one)". The centre alone without an
 * interval.
 *
 * @param space between a number and `%`: a no-break space, or a plain one for the terminal
 */
export function geomeanChangeText(geomean: Geomean, space = NBSP): string {
  if (!geomean.ci) return formatChange(geomean.ratio, space)
  if (!geomean.partial) return formatChangeWithInterval(geomean.ratio, geomean.ci, space)
  const centre = formatChange(geomean.ratio, space)
  const subset = geomean.ciSubset
  if (subset === undefined) {
    // Not the centre's interval: rounded at its own step.
    const apart = formatChangeInterval(geomean.ci.lower, geomean.ci.upper, space)
    return `${centre} ${apart} (interval over the comparisons that have one)`
  }
  const own = formatChangeWithInterval(subset.ratio, geomean.ci, space)
  return `${centre}; over the ${subset.count.toLocaleString('en-US')} of ${geomean.count.toLocaleString('en-US')} with an interval: ${own}`
}

/** What the suite geomean is taken over, in the words the comment and the terminal share. */
import type { Geomean } from '../../model/verdict.js'
import { plural } from './plural.js'

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
    ? `${members}, leaving out ${zero.toLocaleString('en-US')} that ${zero === 1 ? 'is' : 'are'} exactly 0 on both sides`
    : members
}

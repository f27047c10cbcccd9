/** The gated comparisons' geomean with suite rule S (docs/method.md §12.1–12.2). */
import type { Comparison } from '../../model/comparison.js'
import type { Geomean, SuiteRule } from '../../model/verdict.js'
import type { LogFloor } from '../floors/noise-floor.js'
import { normalQuantile } from '../nulls/distributions.js'
import { geomeanOf, type GeomeanItem } from './geomean.js'

/**
 * Geomean over the gated comparisons with a finite estimate, in the worse-positive orientation
 * (ratios of higher-is-better metrics inverted, so > 1 always means worse), of the shifts before
 * drift normalisation (§12.1: δ_b = δ̃_b + D), leaving out those exactly 0 on both sides (counted
 * in `zeroLeftOut`: nothing to take a ratio of). The fixed-effect interval uses each member's
 * standard error of rule S (the Moses se, 0 for exact comparisons and single values on the
 * history path); comparisons without one leave the interval partial. Rule S (`suite`) and φ_geo
 * come from the suite step.
 *
 * @param comparisons classified comparisons of the run
 * @param suite rule S, or null with fewer than 2 members
 * @param floor φ_geo as the report shows it
 */
export function suiteGeomean(
  comparisons: readonly Comparison[],
  suite: SuiteRule | null,
  floor: LogFloor,
  settings: { readonly alpha: number },
): Geomean | null {
  const z = normalQuantile(1 - settings.alpha / 2)
  const items: GeomeanItem[] = []
  let timed = 0
  let zeroLeftOut = 0
  for (const c of comparisons) {
    if (!c.gated || c.ratio === null) continue
    if (
      c.class === 'added' ||
      c.class === 'removed' ||
      c.class === 'not-compared' ||
      c.class === 'failed'
    )
      continue
    const flip = c.direction === 'higher-is-better' ? -1 : 1
    const delta = flip * (Math.log(c.ratio) + (c.driftShift ?? 0))
    if (!Number.isFinite(delta)) continue
    if (zeroOnBothSides(c)) {
      zeroLeftOut++
      continue
    }
    if (c.metric === 'wall-time' || c.metric === 'cpu-time') timed++
    const share = c.suiteShare
    items.push({
      delta,
      ci: share === undefined ? null : { lower: delta - z * share.se, upper: delta + z * share.se },
    })
  }
  const geomean = geomeanOf(items, floor, settings.alpha)
  if (geomean === null) return null
  const counted = { ...geomean, timed, zeroLeftOut }
  return suite === null ? counted : { ...counted, suite }
}

/** Every sample 0 on both sides: nothing to take a ratio of (docs/method.md §12.1). */
function zeroOnBothSides(c: Comparison): boolean {
  const zero = (side: Comparison['base']) => side !== null && side.min === 0 && side.max === 0
  return zero(c.base) && zero(c.head)
}

/** The gated comparisons' geomean with its between-run floor (docs/method.md §12.1–12.2). */
import type { Comparison } from '../../model/comparison.js'
import type { Geomean } from '../../model/verdict.js'
import { worseLogChange } from '../evidence/comparison-record.js'
import { geomeanFloor, geomeanOf, type GeomeanItem } from './geomean.js'
import type { RunFloors } from '../floors/run-floors.js'

/**
 * Geomean over the gated comparisons with a finite estimate, leaving out those exactly 0 on both
 * sides (counted in `zeroLeftOut`), in the worse-positive orientation
 * (ratios of higher-is-better metrics inverted, so > 1 always means worse), with φ_geo from
 * `geomeanFloor`: 0 when all of them are paired or deterministic, else history, A/A or assumed.
 *
 * @param comparisons classified comparisons of the run
 * @param floors measured floors of the run (history and control geomeans)
 */
export function suiteGeomean(
  comparisons: readonly Comparison[],
  floors: Pick<RunFloors, 'geomeanHistory' | 'geomeanControlShift'>,
  settings: { readonly geomeanNoiseFloor: number; readonly alpha: number },
): Geomean | null {
  const candidates = comparisons.filter((c) => c.gated && worseLogChange(c) !== null)
  const members = candidates.filter((c) => !zeroOnBothSides(c))
  const items = members.map((c): GeomeanItem => {
    const flip = c.direction === 'higher-is-better' ? -1 : 1
    const delta = worseLogChange(c) ?? NaN
    if (c.ci === null) return { delta, ci: null }
    const [a, b] = [flip * Math.log(c.ci.lower), flip * Math.log(c.ci.upper)]
    return { delta, ci: { lower: Math.min(a, b), upper: Math.max(a, b) } }
  })
  const floor = geomeanFloor({
    allPairedOrDeterministic: members.every(
      (c) => c.floor.source === 'paired' || c.floor.source === 'deterministic',
    ),
    allDeterministic: members.every((c) => c.floor.source === 'deterministic'),
    historyGeomeans: floors.geomeanHistory,
    controlShift: floors.geomeanControlShift,
    geomeanNoiseFloor: settings.geomeanNoiseFloor,
    alpha: settings.alpha,
    memberFloors: members.map((c) => Math.log1p(c.floor.value)),
  })
  const geomean = geomeanOf(items, floor, settings.alpha)
  if (geomean === null) return null
  const timed = members.filter((c) => c.metric === 'wall-time' || c.metric === 'cpu-time').length
  return { ...geomean, timed, zeroLeftOut: candidates.length - members.length }
}

/** Every sample 0 on both sides: nothing to take a ratio of (docs/method.md §12.1). */
function zeroOnBothSides(c: Comparison): boolean {
  const zero = (side: Comparison['base']) => side !== null && side.min === 0 && side.max === 0
  return zero(c.base) && zero(c.head)
}

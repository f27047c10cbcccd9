/** The suite geomean over the comparisons that count fully, for the verdict's geomean rules. */
import { geomeanOf } from '../compare/compare-runs.js'
import { type Comparison, type FloorSource, FLOOR_SOURCES } from '../model/comparison.js'
import type { Geomean } from '../model/verdict.js'

/**
 * The geomean of docs/method.md §12.1 again, without the comparisons a policy lets count less
 * (`gate: warn`, waived): otherwise the diffuse-regression rule would fail the verdict on the
 * very regression the policy caps at warn or accepts. The run's between-run floor φ_geo is kept.
 * Returns `geomean` itself when every member counts.
 *
 * @param geomean the run's geomean over all gated comparisons (from compare)
 * @param comparisons every comparison of the run
 * @param counts whether a gated comparison counts fully
 */
export function countedGeomean(
  geomean: Geomean | null,
  comparisons: readonly Comparison[],
  counts: (comparison: Comparison) => boolean,
): Geomean | null {
  if (geomean === null) return null
  const members = comparisons.filter((c) => c.gated && worseLog(c) !== null)
  const counted = members.filter(counts)
  if (counted.length === members.length) return geomean
  const items = counted.map((c) => {
    const flip = c.direction === 'higher-is-better' ? -1 : 1
    const delta = worseLog(c) ?? NaN
    if (c.ci === null) return { delta, ci: null }
    const [a, b] = [flip * Math.log(c.ci.lower), flip * Math.log(c.ci.upper)]
    return { delta, ci: { lower: Math.min(a, b), upper: Math.max(a, b) } }
  })
  const source = (FLOOR_SOURCES as readonly string[]).includes(geomean.floor.source)
    ? (geomean.floor.source as FloorSource)
    : 'assumed'
  const alpha = 1 - (geomean.ci?.level ?? 0.95)
  return geomeanOf(items, { log: Math.log1p(geomean.floor.value), source }, alpha)
}

function worseLog(c: Comparison): number | null {
  if (c.ratio === null || !Number.isFinite(Math.log(c.ratio))) return null
  if (
    c.class === 'added' ||
    c.class === 'removed' ||
    c.class === 'not-compared' ||
    c.class === 'failed'
  )
    return null
  return (c.direction === 'higher-is-better' ? -1 : 1) * Math.log(c.ratio)
}

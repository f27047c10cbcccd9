/** The suite geomean over the comparisons that count fully, for the verdict's suite rule. */
import { evaluateSuiteRule, geomeanOf, normalQuantile } from '../compare/compare-runs.js'
import { type Comparison, type FloorSource, FLOOR_SOURCES } from '../model/comparison.js'
import type { Geomean } from '../model/verdict.js'

/**
 * The geomean of docs/method.md §12.1 and suite rule S (§12.2) again, without the comparisons a
 * policy lets count less (`gate: warn`, waived): otherwise the diffuse-regression rule would fail
 * the verdict on the very regression the policy caps at warn or accepts. The run's history
 * geomeans and φ_geo are kept. Returns `geomean` itself when every member counts.
 *
 * @param geomean the run's geomean over all gated comparisons (from compare)
 * @param comparisons every comparison of the run
 * @param counts whether a gated comparison counts fully
 * @param geomeanThreshold τ_geo (0.02)
 */
export function countedGeomean(
  geomean: Geomean | null,
  comparisons: readonly Comparison[],
  counts: (comparison: Comparison) => boolean,
  geomeanThreshold: number,
): Geomean | null {
  if (geomean === null) return null
  const members = comparisons.filter((c) => c.gated && worseLog(c) !== null)
  const counted = members.filter(counts)
  if (counted.length === members.length) return geomean
  const alpha = 1 - (geomean.ci?.level ?? 0.95)
  const z = normalQuantile(1 - alpha / 2)
  const items = counted.map((c) => {
    const delta = worseLog(c) ?? NaN
    const share = c.suiteShare
    return {
      delta,
      ci: share === undefined ? null : { lower: delta - z * share.se, upper: delta + z * share.se },
    }
  })
  const source = (FLOOR_SOURCES as readonly string[]).includes(geomean.floor.source)
    ? (geomean.floor.source as FloorSource)
    : 'assumed'
  const again = geomeanOf(items, { log: Math.log1p(geomean.floor.value), source }, alpha)
  if (again === null) return null
  const rule = geomean.suite
  if (rule === undefined) return again
  const shares = counted.flatMap((c) => (c.suiteShare === undefined ? [] : [c]))
  let sum = 0
  let squares = 0
  let floors = 0
  for (const c of shares) {
    const share = c.suiteShare as { delta: number; se: number }
    sum += share.delta
    squares += share.se * share.se
    if (c.floor.source === 'assumed' || c.floor.source === 'aa-control')
      floors += Math.log1p(c.floor.value) ** 2
  }
  const count = shares.length
  const suite = evaluateSuiteRule(
    {
      members: count,
      mean: count === 0 ? 0 : sum / count,
      standardError: count === 0 ? 0 : Math.sqrt(squares) / count,
      allPairedOrExact: rule.case === 'paired',
      memberFloor: count === 0 ? 0 : Math.sqrt(floors) / count,
    },
    {
      historyGeomeans: rule.case === 'history' ? rule.historyGeomeans : null,
      controlShift: null,
      geomeanThreshold,
      geomeanNoiseFloor: Math.expm1(rule.floor),
      alpha,
    },
  )
  // geomeanOf never sets a rule: `again` carries none, and gets the one judged here.
  return suite === null ? again : { ...again, suite }
}

/** Worse-positive log change before drift normalisation (§12.1), or null. */
function worseLog(c: Comparison): number | null {
  if (c.ratio === null || !Number.isFinite(Math.log(c.ratio))) return null
  if (
    c.class === 'added' ||
    c.class === 'removed' ||
    c.class === 'not-compared' ||
    c.class === 'failed'
  )
    return null
  return (c.direction === 'higher-is-better' ? -1 : 1) * (Math.log(c.ratio) + (c.driftShift ?? 0))
}

/** Wall time cross-checked against the same benchmark's CPU time (docs/method.md §8). */
import type { Comparison } from '../../model/comparison.js'
import type { WallTimeOnly } from '../statistics-settings.js'
import { ratioChange } from '../evidence/percent-text.js'
import { wallCpuPairs } from './wall-cpu-pairs.js'

/**
 * docs/method.md §8, "wall time against CPU time": a wall-time regression of a benchmark whose CPU
 * time (same run, same reference) is unchanged (class no-change) was time spent waiting, not
 * computing: runner contention (preemption on a shared runner) or a new wait in the code (sleep,
 * I/O, a lock). One run cannot tell the two apart, so with `mode` `inconclusive` (the default) the
 * regression becomes inconclusive with that reason and what would resolve it; with `regression`
 * it is kept as the wall time says. A CPU time that also regressed, or was itself not resolved
 * (inconclusive), changes nothing; improvements are left alone (they never fail). Wall and CPU
 * time are paired by `wallCpuPairs` (same benchmark, same reference).
 *
 * A changed comparison keeps its `decisionRow` (3, 5 or 6; docs/method.md §11): the row records
 * which test found the wall-time change, the class and `waiting` what the verdict makes of it
 * (`isWaiting`), so the JSON report still shows the evidence behind the class.
 *
 * @param comparisons all comparisons of one run, any order
 * @param mode the policy's `wall-time-only`
 * @returns the comparisons in the same order; the changed ones carry `waiting`
 */
export function crossCheckCpuTime(
  comparisons: readonly Comparison[],
  mode: WallTimeOnly,
): Comparison[] {
  if (mode === 'regression' || !comparisons.some((c) => c.metric === 'cpu-time'))
    return [...comparisons]
  const cpuOf = new Map<Comparison, Comparison>()
  for (const { wall, cpu } of wallCpuPairs(comparisons)) cpuOf.set(wall, cpu)
  return comparisons.map((c) => {
    if (c.metric !== 'wall-time' || c.class !== 'regression' || c.strength === 'exact') return c
    const other = cpuOf.get(c)
    if (other === undefined || other.class !== 'no-change' || other.ratio === null) return c
    // Each change at the step its own interval sets, as the table's Change column and the headline
    // print it (model/percent-figures.ts).
    const wall = c.ratio === null ? '' : ` ${ratioChange(c.ratio, c.ci)}`
    const name = other.metricName
    const reason =
      `wall time${wall} but CPU time ${ratioChange(other.ratio, other.ci)} (${name}, no change), ` +
      'so the extra time was spent waiting rather than computing, on runner contention or a new ' +
      'wait in the code (sleep, I/O, a lock) that one run cannot tell apart; re-run the ' +
      `benchmarks, gate ${name} instead (its gate set to fail under the policy's metrics), or set ` +
      "the policy's wall-time-only to regression to count it"
    return {
      ...c,
      class: 'inconclusive',
      strength: null,
      reasons: [reason, ...c.reasons],
      waiting: { cpuRatio: other.ratio },
    }
  })
}

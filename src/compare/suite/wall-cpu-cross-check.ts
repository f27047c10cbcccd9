/** Wall time cross-checked against the same benchmark's CPU time (docs/method.md §8). */
import type { Comparison } from '../../model/comparison.js'
import type { WallTimeOnly } from '../statistics-settings.js'
import { percentChange } from '../evidence/percent-text.js'

/**
 * docs/method.md §8, "wall time against CPU time": a wall-time regression of a benchmark whose CPU
 * time (same run, same reference) is unchanged (class no-change) was time spent waiting, not
 * computing: runner contention (preemption on a shared runner) or a new wait in the code (sleep,
 * I/O, a lock). One run cannot tell the two apart, so with `mode` `inconclusive` (the default) the
 * regression becomes inconclusive with that reason and what would resolve it; with `regression`
 * it is kept as the wall time says. A CPU time that also regressed, or was itself not resolved
 * (inconclusive), changes nothing; improvements are left alone (they never fail).
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
  const cpu = new Map<string, Comparison>()
  for (const c of comparisons)
    if (c.metric === 'cpu-time') {
      const key = benchmarkOf(c)
      if (!cpu.has(key)) cpu.set(key, c)
    }
  return comparisons.map((c) => {
    if (c.metric !== 'wall-time' || c.class !== 'regression' || c.strength === 'exact') return c
    const other = cpu.get(benchmarkOf(c))
    if (other === undefined || other.class !== 'no-change' || other.ratio === null) return c
    const wall = c.ratio === null ? '' : ` ${percentChange(Math.log(c.ratio))}`
    const reason =
      `wall time${wall} but CPU time ${percentChange(Math.log(other.ratio))} (${other.metricName}, no change): ` +
      'the extra time was spent waiting, not computing: runner contention or a new wait in the code ' +
      '(sleep, I/O, a lock), which one run cannot tell apart; re-run the benchmarks, or gate ' +
      `${other.metricName} instead (metrics: ${other.metricName}: gate: fail); the policy's wall-time-only: regression counts it`
    return {
      ...c,
      class: 'inconclusive',
      strength: null,
      reasons: [reason, ...c.reasons],
      waiting: { cpuRatio: other.ratio },
    }
  })
}

/** The comparison key without its metric name, and the reference it is against. */
function benchmarkOf(c: Comparison): string {
  const suffix = JSON.stringify(c.metricName)
  const benchmark = c.key.endsWith(suffix) ? c.key.slice(0, -suffix.length) : c.key
  return `${c.against}\u0000${benchmark}`
}

import { describe, expect, it } from 'vitest'
import type { Comparison } from '../../model/comparison.js'
import { crossCheckCpuTime } from './wall-cpu-cross-check.js'

/** A comparison of one benchmark's metric as compare leaves it; only what the check reads matters. */
function timed(
  metric: 'wall-time' | 'cpu-time',
  cls: Comparison['class'],
  ratio: number,
  options: { benchmark?: string; strength?: Comparison['strength']; against?: string } = {},
): Comparison {
  const benchmark = options.benchmark ?? 'BM_Sum/4096'
  const metricName = metric === 'wall-time' ? 'real_time' : 'cpu_time'
  return {
    against: options.against ?? 'base',
    key: `${JSON.stringify(benchmark)}${JSON.stringify(metricName)}`,
    benchmark: { name: benchmark },
    label: benchmark,
    metric,
    metricName,
    unit: 'ns',
    direction: 'lower-is-better',
    gated: metric === 'wall-time',
    base: null,
    head: null,
    ratio,
    ci: { lower: ratio * 0.9, upper: ratio * 1.1, level: 0.95 },
    pValue: 0.001,
    qValue: 0.001,
    pMin: 1e-5,
    method: 'mann-whitney-exact',
    floor: { value: 0.1, source: 'assumed' },
    class: cls,
    strength: options.strength ?? (cls === 'regression' ? 'strong' : 'equivalent'),
    reasons: [`${metricName} ${cls}`],
    minimumDetectableEffect: null,
    signs: null,
    decisionRow: cls === 'regression' ? '5' : '9',
  }
}

describe('wall time against CPU time (docs/method.md §8)', () => {
  it('A/A aa1 → aa2: wall +100.2 %, CPU +0.56 % unchanged → inconclusive, waiting', () => {
    const wall = timed('wall-time', 'regression', 2.002)
    const cpu = timed('cpu-time', 'no-change', 1.0056)
    const [checked, same] = crossCheckCpuTime([wall, cpu], 'inconclusive')
    expect(checked).toMatchObject({
      class: 'inconclusive',
      strength: null,
      decisionRow: '5',
      waiting: { cpuRatio: 1.0056 },
    })
    // Each change at the step of its own ±10 % interval (whole percents), as the table prints it.
    expect(checked?.reasons).toEqual([
      "wall time +100 % but CPU time +1 % (cpu_time, no change), so the extra time was spent waiting rather than computing, on runner contention or a new wait in the code (sleep, I/O, a lock) that one run cannot tell apart; re-run the benchmarks, gate cpu_time instead (its gate set to fail under the policy's metrics), or set the policy's wall-time-only to regression to count it",
      'real_time regression',
    ])
    expect(same).toBe(cpu)
  })

  it('keeps a regression CPU time confirms (a real +20 %), and any with wall-time-only: regression', () => {
    const wall = timed('wall-time', 'regression', 1.51)
    expect(
      crossCheckCpuTime([wall, timed('cpu-time', 'regression', 1.227)], 'inconclusive')[0],
    ).toBe(wall)
    expect(crossCheckCpuTime([wall, timed('cpu-time', 'no-change', 1.0)], 'regression')[0]).toBe(
      wall,
    )
  })

  it('needs the CPU time of the same benchmark and reference, resolved as no change', () => {
    const wall = timed('wall-time', 'regression', 2)
    const other = timed('cpu-time', 'no-change', 1, { benchmark: 'BM_Hash' })
    const reference = timed('cpu-time', 'no-change', 1, { against: 'main' })
    const untested = timed('cpu-time', 'inconclusive', 1.01)
    for (const cpu of [other, reference, untested])
      expect(crossCheckCpuTime([wall, cpu], 'inconclusive')[0]).toBe(wall)
  })

  it('leaves improvements alone: they never fail', () => {
    const faster = timed('wall-time', 'improvement', 0.5)
    expect(crossCheckCpuTime([faster, timed('cpu-time', 'no-change', 1)], 'inconclusive')[0]).toBe(
      faster,
    )
  })
})

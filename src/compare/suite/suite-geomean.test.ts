import { describe, expect, it } from 'vitest'
import { comparison } from '../../../test/support/report-builders.js'
import { suiteGeomean } from './suite-geomean.js'

const floor = { log: Math.log1p(0.08), source: 'assumed' } as const
const settings = { alpha: 0.05 }

/** A Go run's two allocation counters, 0 B/op and 0 allocs/op on both sides. */
function zeroCounter(name: string, metricName: string) {
  const zero = comparison({
    id: { name },
    metricName,
    metric: 'allocations',
    unit: 'count',
    base: 0,
    head: 0,
    class: 'no-change',
    strength: 'exact',
  })
  const side = { ...zero.base!, median: 0, mad: 0, min: 0, max: 0, mean: 0 }
  return { ...zero, ratio: 1, ci: { lower: 1, upper: 1, level: 1 }, base: side, head: side }
}

describe('suiteGeomean', () => {
  const timed = [
    comparison({
      id: { name: 'BenchmarkA' },
      metricName: 'ns/op',
      base: 100,
      head: 110,
      class: 'regression',
    }),
    comparison({
      id: { name: 'BenchmarkB' },
      metricName: 'ns/op',
      base: 100,
      head: 107.6,
      class: 'regression',
    }),
  ]

  it('leaves out the metrics exactly 0 on both sides, and counts them', () => {
    const zeros = [zeroCounter('BenchmarkA', 'B/op'), zeroCounter('BenchmarkA', 'allocs/op')]
    const geomean = suiteGeomean([...timed, ...zeros], null, floor, settings)
    // sqrt(1.10 · 1.076) = 1.0880 (+8.8 %); with the two 0/0 ratios of 1 it would be +4.3 %.
    expect(geomean?.ratio).toBeCloseTo(Math.sqrt(1.1 * 1.076), 12)
    expect(geomean).toMatchObject({ count: 2, timed: 2, zeroLeftOut: 2 })
  })

  it('keeps a counter that is 0 on one side only', () => {
    const grew = comparison({
      id: { name: 'BenchmarkA' },
      metricName: 'allocs/op',
      metric: 'allocations',
      base: 0,
      head: 1,
      class: 'not-compared',
    })
    const kept = { ...grew, class: 'regression' as const, ratio: 2, ci: null }
    const geomean = suiteGeomean([...timed, kept], null, floor, settings)
    expect(geomean).toMatchObject({ count: 3, timed: 2, zeroLeftOut: 0 })
  })
})

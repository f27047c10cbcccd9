import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { Z_975, studentTQuantile } from '../nulls/distributions.js'
import { geomeanOf } from './geomean.js'

interface G01 {
  inputs: { ratios: number[]; ci95_ratio: [number, number][] }
  expected: {
    geomean_log: number
    geomean_ratio: number
    ci95_ratio_fixed: [number, number]
    ci95_ratio_between_benchmarks_t: [number, number]
    'z_0.975': number
    't_0.975_df4': number
  }
}
const g01 = vectorCase('g01_geomean') as G01
const assumed = { log: Math.log1p(0.05), source: 'assumed' } as const

describe('geometric mean of ratios (vector g01)', () => {
  const items = g01.inputs.ratios.map((ratio, i) => ({
    delta: Math.log(ratio),
    ci: {
      lower: Math.log(g01.inputs.ci95_ratio[i]![0]),
      upper: Math.log(g01.inputs.ci95_ratio[i]![1]),
    },
  }))
  const geomean = geomeanOf(items, assumed, 0.05)!

  it('uses the reference critical values', () => {
    expect(Math.abs(Z_975 - g01.expected['z_0.975'])).toBeLessThanOrEqual(1e-12)
    expect(Math.abs(studentTQuantile(0.975, 4) - g01.expected['t_0.975_df4'])).toBeLessThanOrEqual(
      1e-9,
    )
  })

  it('gives the geomean and both intervals', () => {
    expect(Math.abs(Math.log(geomean.ratio) - g01.expected.geomean_log)).toBeLessThanOrEqual(1e-12)
    expect(
      Math.abs(Math.log(geomean.ci!.lower) - Math.log(g01.expected.ci95_ratio_fixed[0])),
    ).toBeLessThanOrEqual(1e-12)
    expect(
      Math.abs(Math.log(geomean.ci!.upper) - Math.log(g01.expected.ci95_ratio_fixed[1])),
    ).toBeLessThanOrEqual(1e-12)
    const between = g01.expected.ci95_ratio_between_benchmarks_t
    expect(
      Math.abs(Math.log(geomean.betweenBenchmarkCi!.lower) - Math.log(between[0])),
    ).toBeLessThanOrEqual(1e-9)
    expect(
      Math.abs(Math.log(geomean.betweenBenchmarkCi!.upper) - Math.log(between[1])),
    ).toBeLessThanOrEqual(1e-9)
    expect(geomean).toMatchObject({ partial: false, count: 5, floor: { source: 'assumed' } })
    expect(geomean.floor.value).toBeCloseTo(0.05, 15)
  })

  it('centres a partial interval on the benchmarks that have one', () => {
    const partial = geomeanOf([...items, { delta: 0.5, ci: null }], assumed, 0.05)!
    expect(partial.partial).toBe(true)
    expect(partial.count).toBe(6)
    expect(Math.log(partial.ci!.lower)).toBeCloseTo(Math.log(geomean.ci!.lower), 14)
    // The interval's centre is the five members' geomean, not the six's.
    expect(partial.ciSubset!.count).toBe(5)
    expect(Math.log(partial.ciSubset!.ratio)).toBeCloseTo(Math.log(geomean.ratio), 14)
    expect(Math.log(partial.ratio)).toBeCloseTo((5 * Math.log(geomean.ratio) + 0.5) / 6, 14)
  })

  it('has no geomean without benchmarks', () => {
    expect(geomeanOf([], assumed, 0.05)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { geomeanScope } from './geomean-scope.js'

const geomean = {
  ratio: 1.088,
  ci: null,
  partial: false,
  betweenBenchmarkCi: null,
  count: 2,
  floor: { value: 0.05, source: 'assumed' },
}

describe('geomeanScope', () => {
  it('says over what the geomean is taken and what it left out', () => {
    expect(geomeanScope({ ...geomean, timed: 2, zeroLeftOut: 2 })).toBe(
      '2 timed metrics, leaving out 2 that are exactly 0 on both sides',
    )
    expect(geomeanScope({ ...geomean, count: 6, timed: 5, zeroLeftOut: 0 })).toBe(
      '6 gated metrics (5 timed)',
    )
    expect(geomeanScope({ ...geomean, count: 3, timed: 0 })).toBe('3 gated metrics')
    expect(geomeanScope(geomean)).toBe('2 gated metrics')
    // One left out is one that *is* 0 (the tester's "leaving out 1 that are exactly 0").
    expect(geomeanScope({ ...geomean, timed: 2, zeroLeftOut: 1 })).toBe(
      '2 timed metrics, leaving out 1 that is exactly 0 on both sides',
    )
  })
})

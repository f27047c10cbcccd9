import { describe, expect, it } from 'vitest'
import { geomeanChangeText, geomeanScope } from './geomean-scope.js'

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

describe('geomeanChangeText', () => {
  it('rounds the centre and its interval together, as a table cell is', () => {
    const ci = { lower: 1.05, upper: 1.127, level: 0.95 }
    expect(geomeanChangeText({ ...geomean, ci })).toBe('+8.8\u00a0% [+5.0\u00a0%, +12.7\u00a0%]')
    // A ±53 % interval: whole percents for the centre too (it printed +240.3 % before).
    const wide = { ...geomean, ratio: 3.403, ci: { lower: 2.84, upper: 3.89, level: 0.95 } }
    expect(geomeanChangeText(wide, ' ')).toBe('+240 % [+184 %, +289 %]')
    expect(geomeanChangeText(geomean)).toBe('+8.8\u00a0%')
  })

  it('gives a partial interval with its own centre, never beside a centre it excludes', () => {
    // A tester's Catch2 A/A suite: untestable members (means set by outliers) pulled the
    // geomean of all five to +246 %, while the three with an interval centre on −0.1 %.
    const ci = { lower: 0.961, upper: 1.032, level: 0.95 }
    const partial = { ...geomean, ratio: 3.46, count: 5, ci, partial: true }
    expect(geomeanChangeText({ ...partial, ciSubset: { ratio: 0.9987, count: 3 } })).toBe(
      '+246\u00a0%; over the 3 of 5 with an interval: −0.1\u00a0% [−3.9\u00a0%, +3.2\u00a0%]',
    )
    // A report written before `ciSubset` existed keeps the interval, labelled.
    expect(geomeanChangeText(partial, ' ')).toBe(
      '+246 % [−3.9 %, +3.2 %] (interval over the comparisons that have one)',
    )
  })
})

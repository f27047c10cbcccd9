import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vectorCases } from '../../../test/reference/reference-set.js'
import { sortedCopy } from '../order-statistics/descriptive.js'
import { hodgesLehmannShift } from './shift-estimate.js'

interface UnpairedCase {
  id: string
  kind: string
  inputs: { base: number[]; head: number[] }
  expected: {
    hodges_lehmann: {
      hl_log_shift: number
      k: number
      ci_log: [number, number] | null
      ci_achieved_conf?: number | null
    }
  }
}

const cases = vectorCases() as UnpairedCase[]
const unpaired = cases.filter((c) => c.kind === 'unpaired')
const logs = (values: readonly number[]): Float64Array => sortedCopy(values.map(Math.log))

describe('Hodges–Lehmann shift and Moses CI on the reference vectors', () => {
  it.each(unpaired.map((c) => [c.id, c] as const))('%s: estimate, k and CI', (_, c) => {
    const shift = hodgesLehmannShift(logs(c.inputs.base), logs(c.inputs.head), 0.05)
    const expected = c.expected.hodges_lehmann
    expect(Math.abs(shift.estimate - expected.hl_log_shift)).toBeLessThanOrEqual(1e-12)
    expect(shift.k).toBe(expected.k)
    if (expected.ci_log === null) {
      expect(shift.ci).toBeNull()
      return
    }
    expect(Math.abs(shift.ci!.lower - expected.ci_log[0])).toBeLessThanOrEqual(1e-12)
    expect(Math.abs(shift.ci!.upper - expected.ci_log[1])).toBeLessThanOrEqual(1e-12)
    if (typeof expected.ci_achieved_conf === 'number') {
      expect(shift.ci!.level).toBeCloseTo(expected.ci_achieved_conf, 12)
    }
  })
})

describe('selection without materialising the pairs', () => {
  const sample = (length: number, seed: number): number[] =>
    Array.from({ length }, (_, i) => Math.log(100 + ((i * 7919 + seed * 104729) % 1009) / 37))

  function bruteForce(base: number[], head: number[], orders: number[]): number[] {
    const all: number[] = []
    for (const b of head) for (const a of base) all.push(b - a)
    all.sort((x, y) => x - y)
    return orders.map((k) => all[k - 1]!)
  }

  it('agrees with a full sort above the direct-selection limit (150 × 160 pairs)', () => {
    const base = sample(150, 1)
    const head = sample(160, 2).map((x) => x + 0.01)
    const shift = hodgesLehmannShift(sortedCopy(base), sortedCopy(head), 0.05)
    const total = 150 * 160
    const [low, mid1, mid2, high] = bruteForce(base, head, [
      shift.k,
      total / 2,
      total / 2 + 1,
      total - shift.k + 1,
    ])
    expect(shift.estimate).toBe((mid1! + mid2!) / 2)
    expect(shift.ci?.lower).toBe(low)
    expect(shift.ci?.upper).toBe(high)
  })
})

describe('properties of the shift estimate', () => {
  const positive = fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), {
    minLength: 1,
    maxLength: 25,
  })

  it('lies inside its CI', () => {
    fc.assert(
      fc.property(positive, positive, (base, head) => {
        const shift = hodgesLehmannShift(logs(base), logs(head), 0.05)
        if (shift.ci === null) return
        expect(shift.ci.lower).toBeLessThanOrEqual(shift.estimate)
        expect(shift.estimate).toBeLessThanOrEqual(shift.ci.upper)
      }),
      { seed: 42, numRuns: 200 },
    )
  })

  it('inverts when base and head swap', () => {
    fc.assert(
      fc.property(positive, positive, (base, head) => {
        const forward = hodgesLehmannShift(logs(base), logs(head), 0.05)
        const backward = hodgesLehmannShift(logs(head), logs(base), 0.05)
        expect(backward.estimate).toBeCloseTo(-forward.estimate, 12)
        if (forward.ci === null) {
          expect(backward.ci).toBeNull()
          return
        }
        expect(backward.ci!.lower).toBeCloseTo(-forward.ci.upper, 12)
        expect(backward.ci!.upper).toBeCloseTo(-forward.ci.lower, 12)
      }),
      { seed: 7, numRuns: 200 },
    )
  })
})

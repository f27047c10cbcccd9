import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inferQuantum, isBelowResolution } from './resolution.js'

describe('printed resolution (docs/method.md §7, row 2b)', () => {
  it.each([
    [[3e7, 4e7], 1e7],
    [[1200, 1300, 1500, 1100], 100],
    [[12, 13, 15], 1],
    [[0.25, 0.5, 0.75], 0.01],
    [[1234.5678901234, 1.5], 0],
  ])('infers the quantum of %j as %s', (values, quantum) => {
    expect(inferQuantum(values)).toBeCloseTo(quantum, 12)
  })

  it('0.03 s against 0.04 s as printed differ by one quantum: below resolution', () => {
    expect(
      isBelowResolution({ values: [3e7], quantum: 1e7 }, { values: [4e7], quantum: 1e7 }),
    ).toBe(true)
    expect(
      isBelowResolution({ values: [3e7], quantum: 1e7 }, { values: [5e7], quantum: 1e7 }),
    ).toBe(false)
  })

  it('samples on two adjacent printed levels cannot resolve a change', () => {
    expect(isBelowResolution({ values: [3000, 3000, 4000] }, { values: [4000, 4000, 3000] })).toBe(
      true,
    )
  })

  it('integer samples spread over several levels are resolvable (vector u02)', () => {
    expect(
      isBelowResolution({ values: [10, 10, 11, 12, 12] }, { values: [11, 12, 12, 13, 13] }),
    ).toBe(false)
  })

  it('does not infer a quantum from fewer than four values', () => {
    expect(isBelowResolution({ values: [100] }, { values: [200] })).toBe(false)
  })

  it('agrees with its definition: range within max(declared, inferred quantum)', () => {
    // Printed-looking values: integers times a power of ten, so quanta are often inferred.
    const value = fc
      .tuple(fc.integer({ min: 1, max: 60 }), fc.constantFrom(1e-3, 0.1, 1, 100, 1e7))
      .map(([digits, scale]) => digits * scale)
    const side = fc.record({
      values: fc.array(value, { minLength: 1, maxLength: 6 }),
      quantum: fc.option(fc.constantFrom(0.1, 1, 10, 1e7), { nil: undefined }),
    })
    fc.assert(
      fc.property(side, side, (base, head) => {
        const all = [...base.values, ...head.values]
        let quantum = Math.max(base.quantum ?? 0, head.quantum ?? 0)
        if (all.length >= 4) quantum = Math.max(quantum, inferQuantum(all))
        const range = Math.max(...all) - Math.min(...all)
        const expected = quantum > 0 && range <= quantum * (1 + 1e-9)
        expect(isBelowResolution(base, head)).toBe(expected)
      }),
      { seed: 7, numRuns: 2000 },
    )
  })
})

import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { driftGate, suiteDrift } from './suite-drift.js'

interface BiweightCase {
  inputs: { x: number[]; c: number; iterations: number }
  expected: {
    start: {
      h: number
      index_1based: number
      lo: number
      hi: number
      midpoint: number
      length: number
    }
    s0: number
    c: number
    iterations: number
    location: number
    scale: number
    n_inside: number
    astropy_convention?: { iterates: number[] }
  }
}

const RELATIVE = 1e-10
function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(RELATIVE * Math.abs(expected))
}

describe('suite drift: shorth start, biweight location and scale (vectors b01–b03)', () => {
  it.each(['b01_biweight_contaminated', 'b02_biweight_ties', 'b03_biweight_b20'])('%s', (id) => {
    const c = vectorCase(id) as BiweightCase
    expect([c.inputs.c, c.inputs.iterations]).toEqual([6, 20])
    const drift = suiteDrift(c.inputs.x)
    const start = c.expected.start
    expect(drift.startCount).toBe(start.h)
    expect(drift.startIndex).toBe(start.index_1based)
    const sorted = [...c.inputs.x].sort((a, b) => a - b)
    expect(sorted[drift.startIndex - 1]).toBe(start.lo)
    expect(sorted[drift.startIndex + drift.startCount - 2]).toBe(start.hi)
    expectClose(drift.start, start.midpoint)
    expectClose(drift.startLength, start.length)
    expectClose(drift.sigma0, c.expected.s0)
    expectClose(drift.location, c.expected.location)
    expectClose(drift.scale, c.expected.scale)
    expect(drift.inside).toBe(c.expected.n_inside)
    const iterates = c.expected.astropy_convention?.iterates
    if (iterates) {
      expect(drift.iterates.length).toBe(iterates.length)
      iterates.forEach((value, i) => {
        expectClose(drift.iterates[i]!, value)
      })
    } else {
      expect(drift.iterates.length).toBe(0)
    }
  })

  it('keeps the lowest index when two start intervals are equally short', () => {
    // h = 1 for B = 1..3: every single value is a zero-length interval; the first sorted wins.
    const drift = suiteDrift([0.3, 0.1, 0.2])
    expect(drift.startIndex).toBe(1)
    expect(drift.location).toBe(0.1)
    expect(drift.scale).toBe(0)
  })

  it('gives every shift itself when all are equal', () => {
    const drift = suiteDrift(new Array<number>(25).fill(0.02))
    expect([drift.location, drift.scale, drift.inside, drift.sigma0]).toEqual([0.02, 0, 25, 0])
  })

  it('does not depend on the order of the shifts', () => {
    const x = (vectorCase('b01_biweight_contaminated') as BiweightCase).inputs.x
    const reversed = suiteDrift([...x].reverse())
    const forward = suiteDrift(x)
    expectClose(reversed.location, forward.location)
    expectClose(reversed.scale, forward.scale)
  })

  it('refuses an empty suite and non-finite shifts', () => {
    expect(() => suiteDrift([])).toThrow(RangeError)
    expect(() => suiteDrift([0.1, Number.NaN])).toThrow(RangeError)
  })
})

describe('drift gate', () => {
  it('subtracts D_raw only inside the band, the band edge included', () => {
    expect(driftGate(0.01, 0.02)).toBe(0.01)
    expect(driftGate(-0.02, 0.02)).toBe(-0.02)
    expect(driftGate(0.021, 0.02)).toBe(0)
    expect(driftGate(Number.NaN, 0.02)).toBe(0)
  })
})

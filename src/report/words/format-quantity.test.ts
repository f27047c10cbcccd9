import { describe, expect, it } from 'vitest'
import {
  displayScale,
  formatChange,
  formatChangeInterval,
  formatProbability,
  formatQuantity,
  formatSignificant,
} from './format-quantity.js'

const NBSP = '\u00a0'

describe('formatQuantity', () => {
  it.each([
    [12_345_678, 'ns', `12.35${NBSP}ms`],
    [990.1, 'ns', `990.1${NBSP}ns`],
    [1100, 'ns', `1.100${NBSP}µs`],
    [6.4396e9, 'ns', `6.440${NBSP}s`],
    [2048, 'B', `2.000${NBSP}KiB`],
    [1_204_311, 'ops/s', `1.204M${NBSP}ops/s`],
    [28.33, 'ops/s', `28.33${NBSP}ops/s`],
    [5.5404 * 1024 ** 3, 'B/s', `5.540${NBSP}GiB/s`],
    [12, 'count', '12'],
    [13.5, 'count', '13.50'],
    [990, 'ns', `990${NBSP}ns`],
    [3.5, 'parse_ms/blk', `3.500${NBSP}parse_ms/blk`],
  ])('%d %s reads as %s', (value, unit, expected) => {
    expect(formatQuantity(value, unit)).toBe(expected)
  })

  it('shares one scale across a row, the one its smallest value reads at least 1 in', () => {
    const scale = displayScale('ns', [990.1, 1100])
    expect(formatQuantity(990.1, 'ns', scale)).toBe(`990.1${NBSP}ns`)
    expect(formatQuantity(1100, 'ns', scale)).toBe(`1,100${NBSP}ns`)
    // The tester's tinybench row: 1,008 ops/s against 689.5 ops/s, once shown as 0.6895k ops/s.
    const rate = displayScale('ops/s', [1008.2, 689.5])
    expect(formatQuantity(689.5, 'ops/s', rate)).toBe(`689.5${NBSP}ops/s`)
    expect(formatQuantity(1008.2, 'ops/s', rate)).toBe(`1,008${NBSP}ops/s`)
    const bytes = displayScale('B', [900 * 1024, 2 * 1024 ** 2])
    expect(formatQuantity(2 * 1024 ** 2, 'B', bytes)).toBe(`2,048${NBSP}KiB`)
  })

  it('shows zero in the canonical unit', () => {
    expect(formatQuantity(0, 'ns', displayScale('ns', [0, 0]))).toBe(`0${NBSP}ns`)
    expect(formatQuantity(0, 'ns', displayScale('ns', [0, 1500]))).toBe(`0${NBSP}µs`)
  })

  it('never renders NaN or Infinity', () => {
    expect(formatQuantity(Number.NaN, 'ns')).toBe('n/a')
    expect(formatQuantity(Number.POSITIVE_INFINITY, 'ns')).toBe('n/a')
  })
})

describe('formatSignificant', () => {
  it('groups thousands and never prints -0', () => {
    expect(formatSignificant(1_161_100)).toBe('1,161,100')
    expect(formatSignificant(-0.00001, 2)).toBe('-0.000010')
    expect(formatSignificant(-0)).toBe('0')
  })
})

describe('formatChange', () => {
  it.each([
    [1.017, `+1.7${NBSP}%`],
    [1.111, `+11.1${NBSP}%`],
    [0.976, `−2.4${NBSP}%`],
    [1.0000001, `0.0${NBSP}%`],
    [0.9999999, `0.0${NBSP}%`],
    [3.5, `+250${NBSP}%`],
    [0, 'not measurable'],
    [null, 'not measurable'],
    [Number.NaN, 'not measurable'],
  ])('ratio %d reads as %s', (ratio, expected) => {
    expect(formatChange(ratio)).toBe(expected)
  })
})

describe('formatChange with a plain space', () => {
  it('writes the same change with the space it is given', () => {
    expect(formatChange(1.017, ' ')).toBe('+1.7 %')
    expect(formatChange(0.976, ' ')).toBe('−2.4 %')
    expect(formatChange(1.0000001, ' ')).toBe('0.0 %')
    expect(formatChangeInterval(1.021, 1.06, ' ')).toBe('[+2.1 %, +6.0 %]')
  })

  it('is zero exactly when the signed rounding is', () => {
    for (const ratio of [1.0005, 0.9995, 1.00049999, 0.99950001, 1 + 1e-12, 1 - 1e-12, 1])
      expect(formatChange(ratio) === `0.0${NBSP}%`).toBe(
        Number(((ratio - 1) * 100).toFixed(1)) === 0,
      )
  })
})

describe('displayScale', () => {
  it('picks the largest scale the smallest non-zero finite value reaches, the canonical one for zero', () => {
    expect(displayScale('ns', [990, 1500, Number.NaN])).toEqual({ factor: 1, label: `${NBSP}ns` })
    expect(displayScale('ns', [1100, 1500, 0])).toEqual({ factor: 1e3, label: `${NBSP}µs` })
    expect(displayScale('ns', [0, Number.POSITIVE_INFINITY])).toEqual({
      factor: 1,
      label: `${NBSP}ns`,
    })
    expect(displayScale('ns', [1e-4])).toEqual({ factor: 1e-3, label: `${NBSP}ps` })
    expect(displayScale('ops/s', [2.5e6])).toEqual({ factor: 1e6, label: `M${NBSP}ops/s` })
    expect(displayScale('B/s', [-3 * 1024])).toEqual({ factor: 1024, label: `${NBSP}KiB/s` })
    expect(displayScale('widgets', [5e9])).toEqual({ factor: 1, label: `${NBSP}widgets` })
  })
})

describe('formatProbability', () => {
  it.each([
    [0.0079365, '0.0079'],
    [0.0015047, '0.0015'],
    [3.1e-6, '<0.0001'],
    [0.4457, '0.446'],
    [1, '1'],
    [null, '—'],
  ])('%d reads as %s', (p, expected) => {
    expect(formatProbability(p)).toBe(expected)
  })
})

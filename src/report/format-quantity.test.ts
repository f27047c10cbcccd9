import { describe, expect, it } from 'vitest'
import {
  displayScale,
  formatChange,
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

  it('shares one scale across a row', () => {
    const scale = displayScale('ns', [990.1, 1100])
    expect(formatQuantity(990.1, 'ns', scale)).toBe(`0.9901${NBSP}µs`)
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

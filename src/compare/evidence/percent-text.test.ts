import { describe, expect, it } from 'vitest'
import { percentBand, percentChange } from './percent-text.js'

describe('percentages in reasons', () => {
  it.each([
    [Math.log(1.099), '+9.9 %'],
    [Math.log(0.8), '−20 %'],
    [Math.log(1.0004), '+0.04 %'],
    [0, '0 %'],
    [Infinity, 'up from 0'],
    [-Infinity, '−100 %'],
  ])('writes δ = %s as %s', (delta, text) => {
    expect(percentChange(delta)).toBe(text)
  })

  it('writes the assumed floor ln 1.1 as ±10 %', () => {
    expect(percentBand(Math.log1p(0.1))).toBe('±10 %')
  })
})

import { describe, expect, it } from 'vitest'
import { changeWithIntervalText } from '../../model/percent-figures.js'
import { percentBand, percentChange, ratioChange } from './percent-text.js'

describe('percentages in reasons', () => {
  it.each([
    [Math.log(1.099), '+9.9 %'],
    [Math.log(0.8), '−20.0 %'],
    // Without an interval a change is rounded to 0.1 point (model/percent-figures.ts).
    [Math.log(1.0004), '0.0 %'],
    [0, '0.0 %'],
    [Math.log(3.403), '+240 %'],
    [Infinity, 'up from 0'],
    [-Infinity, '−100 %'],
  ])('writes δ = %s without an interval as %s', (delta, text) => {
    expect(percentChange(delta)).toBe(text)
  })

  it('rounds a change at the step its interval sets, as the table prints it', () => {
    // +240.3 % under a ±53 % interval: whole percents, the figure the table's cell starts with.
    const interval = { lower: 2.84, upper: 3.89 }
    const logInterval = { lower: Math.log(2.84), upper: Math.log(3.89) }
    expect(percentChange(Math.log(3.403), logInterval)).toBe('+240 %')
    expect(ratioChange(3.403, interval)).toBe('+240 %')
    expect(changeWithIntervalText(3.403, interval, ' ')).toBe('+240 % [+184 %, +289 %]')
    // A narrow interval keeps the tenth: +100.2 % [+99.5 %, +100.9 %].
    expect(ratioChange(2.002, { lower: 1.995, upper: 2.009 })).toBe('+100.2 %')
    expect(ratioChange(null, null)).toBe('not measurable')
  })

  it('writes the assumed floor ln 1.1 as ±10 %, and a huge band as a bound', () => {
    expect(percentBand(Math.log1p(0.1))).toBe('±10 %')
    expect(percentBand(Math.log1p(0.004))).toBe('±0.4 %')
    expect(percentBand(Math.log1p(31))).toBe('more than ±1,000 %')
  })
})

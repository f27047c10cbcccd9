import { describe, expect, it } from 'vitest'
import {
  bandText,
  changeAtIntervalText,
  changeStep,
  changeWithIntervalText,
  detectableText,
  limitText,
  percentChangeText,
} from './percent-figures.js'

const S = ' '

describe('changeStep: two significant digits of the interval half-width, 0.1 to 1', () => {
  it('reads the step off the shorter side of the interval', () => {
    expect(changeStep(3.1416, { lower: 0.951, upper: 1.111 })).toBe(0.1)
    expect(changeStep(240.3, { lower: 2.84, upper: 3.89 })).toBe(1)
    // [−99.7 %, +36,000 %] around +11.6 %: the near side (111 points) sets whole percents.
    expect(changeStep(11.6, { lower: 0.003, upper: 357 })).toBe(1)
  })

  it('falls back to 0.1, or 1 from ±100 %, without an interval', () => {
    expect(changeStep(13.18)).toBe(0.1)
    expect(changeStep(240.3)).toBe(1)
    expect(changeStep(0, { lower: 1, upper: 1 })).toBe(0.1)
  })
})

describe('a change and its interval, rounded alike', () => {
  it('prints a ±8 % interval to tenths and a ±53 % one to whole percents', () => {
    expect(changeWithIntervalText(1.031416, { lower: 0.951, upper: 1.111 }, S)).toBe(
      '+3.1 % [−4.9 %, +11.1 %]',
    )
    expect(changeWithIntervalText(3.403, { lower: 2.84, upper: 3.89 }, S)).toBe(
      '+240 % [+184 %, +289 %]',
    )
    expect(changeWithIntervalText(1, { lower: 1, upper: 1 }, S)).toBe('0.0 % [0.0 %, 0.0 %]')
  })

  it('keeps the change of a very wide interval, the far bound at two digits, never −100 %', () => {
    expect(changeWithIntervalText(1.116, { lower: 0.003, upper: 357.4 }, S)).toBe(
      '+12 % [−99.7 %, +36,000 %]',
    )
    expect(percentChangeText(0.0004, 1, S)).toBe('−99.96 %')
  })

  it('keeps a bound near 0 on its side of 0: an interval that excludes no change says so', () => {
    // Whole tens for the far side of +266 % would print +3.3 % and −1.1 % alike as `0 %`.
    expect(changeWithIntervalText(3.66, { lower: 1.0329, upper: 4.13 }, S)).toBe(
      '+266 % [+3.3 %, +313 %]',
    )
    expect(changeWithIntervalText(2.41, { lower: 0.9895, upper: 3.735 }, S)).toBe(
      '+141 % [−1.0 %, +270 %]',
    )
  })

  it('quotes the change alone as the table shows it beside its interval', () => {
    const ci = { lower: 2.84, upper: 3.89 }
    expect(changeAtIntervalText(3.403, ci, S)).toBe('+240 %')
    expect(
      changeWithIntervalText(3.403, ci, S).startsWith(changeAtIntervalText(3.403, ci, S)),
    ).toBe(true)
    expect(changeAtIntervalText(1.1318, { lower: 1.12, upper: 1.14 }, S)).toBe('+13.2 %')
    expect(percentChangeText(1.3, undefined, S)).toBe('+30.0 %')
  })
})

describe('bands and detectable changes', () => {
  it('writes a band as compare writes it: a trailing .0 dropped, a bound from 1,000 %', () => {
    expect(bandText(0.1, S)).toBe('±10 %')
    expect(bandText(0.112, S)).toBe('±11.2 %')
    expect(bandText(0.0046, S)).toBe('±0.46 %')
    expect(bandText(12, S)).toBe('more than ±1,000 %')
  })

  it('gives a detectable change symmetric while its sides are close, else both sides', () => {
    expect(detectableText(0.1, S)).toBe('±10 %')
    expect(detectableText(0.142, S)).toBe('±14.2 %')
    // ln-symmetric ±2.19: +795.8 % slower, −88.8 % faster (never −795.8 %).
    expect(detectableText(7.958, S)).toBe('−88.8 % / +795.8 %')
    expect(detectableText(0.8, S)).toBe('−44.4 % / +80 %')
    expect(detectableText(3123, S)).toBe('more than −90.9 % / +1,000 %')
  })
})

describe('a configured limit on a change (a waiver)', () => {
  it('is written as a threshold is, signed, and never as a bound', () => {
    const S = ' '
    expect(limitText(0.3, S)).toBe('+30 %')
    expect(limitText(0.125, S)).toBe('+12.5 %')
    expect(limitText(0.005, S)).toBe('+0.5 %')
    expect(limitText(25, S)).toBe('+2,500 %')
    expect(limitText(0, S)).toBe('0 %')
    expect(limitText(Number.NaN, S)).toBe('n/a')
    expect(limitText(0.3)).toBe('+30\u00a0%')
  })
})

import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { sampleSd } from '../order-statistics/descriptive.js'
import { satterthwaiteDf, type VarianceTerm } from './satterthwaite.js'

type Component = [number, number | 'inf']
interface Sw01 {
  inputs: { x1: number[]; x2: number[]; components: Component[] }
  expected: { df: number }
}
interface Sw02 {
  inputs: { components: Component[]; components_inf: Component[] }
  expected: { df: number; df_inf: number }
}

const RELATIVE = 1e-10
const terms = (components: Component[]): VarianceTerm[] =>
  components.map(([variance, df]) => ({
    variance,
    df: df === 'inf' ? Number.POSITIVE_INFINITY : df,
  }))
function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(RELATIVE * Math.abs(expected))
}

describe('Satterthwaite degrees of freedom (vectors sw01, sw02)', () => {
  it('sw01: two terms s_i²/n_i give the Welch–Satterthwaite df', () => {
    const c = vectorCase('sw01_satterthwaite_two_terms') as Sw01
    // The components are s²/n with n − 1 df of the two samples.
    const fromSamples = [c.inputs.x1, c.inputs.x2].map((x) => {
      return { variance: sampleSd(x)! ** 2 / x.length, df: x.length - 1 }
    })
    terms(c.inputs.components).forEach((term, i) => {
      expectClose(fromSamples[i]!.variance, term.variance)
      expect(fromSamples[i]!.df).toBe(term.df)
    })
    expectClose(satterthwaiteDf(terms(c.inputs.components)), c.expected.df)
  })

  it('sw02: the history terms, and a term with infinite df drops out of the denominator', () => {
    const c = vectorCase('sw02_satterthwaite_history_terms') as Sw02
    expectClose(satterthwaiteDf(terms(c.inputs.components)), c.expected.df)
    expectClose(satterthwaiteDf(terms(c.inputs.components_inf)), c.expected.df_inf)
  })

  it('drops zero terms whatever their df, and is infinite when only known variances remain', () => {
    expect(
      satterthwaiteDf([
        { variance: 2e-5, df: 9 },
        { variance: 0, df: 0 },
      ]),
    ).toBeCloseTo(9, 12)
    expect(satterthwaiteDf([{ variance: 1e-4, df: Number.POSITIVE_INFINITY }])).toBe(
      Number.POSITIVE_INFINITY,
    )
  })

  it('refuses V = 0, negative or NaN variances and df ≤ 0 on a positive term', () => {
    expect(() => satterthwaiteDf([])).toThrow(RangeError)
    expect(() => satterthwaiteDf([{ variance: 0, df: 4 }])).toThrow(RangeError)
    expect(() => satterthwaiteDf([{ variance: -1e-5, df: 4 }])).toThrow(RangeError)
    expect(() => satterthwaiteDf([{ variance: Number.NaN, df: 4 }])).toThrow(RangeError)
    expect(() => satterthwaiteDf([{ variance: 1e-5, df: 0 }])).toThrow(RangeError)
  })
})

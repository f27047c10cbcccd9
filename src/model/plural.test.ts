import { describe, expect, it } from 'vitest'
import { agree, isAre, plural, wasWere } from './plural.js'

describe('counts in words', () => {
  it('puts the noun in the singular for exactly one, grouping thousands', () => {
    expect([0, 1, 2, 12_000].map((n) => plural(n, 'gated metric'))).toEqual([
      '0 gated metrics',
      '1 gated metric',
      '2 gated metrics',
      '12,000 gated metrics',
    ])
    expect(plural(3, 'no change', 'no change')).toBe('3 no change')
  })

  it('makes the verb agree with the same count', () => {
    expect([0, 1, 2].map((n) => `${wasWere(n)} ${isAre(n)} ${agree(n, 'fails', 'fail')}`)).toEqual([
      'were are fail',
      'was is fails',
      'were are fail',
    ])
  })
})

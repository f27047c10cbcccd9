import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ANY_ONE, literalAtom, matchWildcards, STAR, type WildcardAtom } from './wildcard-match.js'

const atomsOf = (glob: string): WildcardAtom[] =>
  Array.from(glob, (c) => (c === '*' ? STAR : c === '?' ? ANY_ONE : literalAtom(c)))

/** The same glob as a lazy backtracking regex: the reference for small inputs. */
const reference = (glob: string) =>
  new RegExp(
    `^${Array.from(glob, (c) => (c === '*' ? '(.*?)' : c === '?' ? '.' : c)).join('')}$`,
    'su',
  )

describe('matchWildcards', () => {
  it('agrees with a lazy backtracking regex on whether and where stars match', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '*', '?'), maxLength: 8 }),
        fc.string({ unit: fc.constantFrom('a', 'b'), maxLength: 12 }),
        (glob, text) => {
          const match = matchWildcards(atomsOf(glob), text)
          const expected = reference(glob).exec(text)
          expect(match !== null).toBe(expected !== null)
          if (!match || !expected) return
          const stars = Array.from(glob).flatMap((c, k) => (c === '*' ? [k] : []))
          const runs = stars.map((k) => {
            const [start, end] = match.spans[k] ?? [0, 0]
            return text.slice(start, end)
          })
          expect(runs).toEqual(expected.slice(1))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('reports the span of every atom', () => {
    expect(matchWildcards(atomsOf('a*b?'), 'axxbc')?.spans).toEqual([
      [0, 1],
      [1, 3],
      [3, 4],
      [4, 5],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { INSERTION_SORT_LIMIT, sortInto } from './sort-small.js'

/** What `Float64Array#sort` makes of the same values: the reference order. */
const native = (values: readonly number[]) => Float64Array.from(values).sort()

describe('sortInto: small samples sorted as the native typed-array sort does', () => {
  it.each([
    ['timings with repeats', [1007.05, 1006.1, 997.451, 998.742, 1006.1, 994.518, 997.753]],
    ['already ascending', [1, 2, 3, 4, 5]],
    ['descending', [50, 40, 30, 20, 10, 5]],
    ['one value', [42]],
    ['none', []],
    ['zeros of both signs (native order: −0 first)', [3, 0, -0, 1, -0, 0]],
    ['NaN (native order: last)', [2, NaN, 1]],
    ['negative values', [-1.5, 2.25, -3, 0.5]],
  ])('%s', (_, values) => {
    const out = new Float64Array(values.length)
    sortInto(values, out)
    expect(Array.from(out).map((x) => Object.is(x, -0))).toEqual(
      Array.from(native(values)).map((x) => Object.is(x, -0)),
    )
    expect(out).toEqual(native(values))
  })

  it('takes the native sort above the insertion-sort limit', () => {
    const values = Array.from({ length: INSERTION_SORT_LIMIT + 7 }, (_, i) => (i * 7919) % 101)
    const out = new Float64Array(values.length)
    sortInto(values, out)
    expect(out).toEqual(native(values))
  })
})

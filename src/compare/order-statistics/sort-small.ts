/** Ascending copies of small samples, faster than a typed array's native sort for them. */

/** Up to this many values are insertion-sorted; more go to the native sort. */
export const INSERTION_SORT_LIMIT = 32

/**
 * Writes `values` into `out` (same length) in ascending order, exactly as `Float64Array#sort`
 * orders them. A typed array's native sort enters the runtime on every call, which costs more
 * than sorting 20 values, so small samples without zeros are insertion-sorted here.
 * Distinct finite values have one ascending order, and equal non-zero values are the same bits,
 * so the result is identical; zeros (whose −0 the native sort puts before +0) and NaN (last)
 * take the native sort.
 *
 * @param values samples, any order
 * @param out destination of the same length
 */
export function sortInto(values: ArrayLike<number>, out: Float64Array): void {
  const n = values.length
  if (n > INSERTION_SORT_LIMIT) {
    nativeSortInto(values, out)
    return
  }
  for (let i = 0; i < n; i++) {
    const value = values[i] as number
    // A zero (±0) or NaN: only the native sort orders those as it does.
    if (value === 0 || value !== value) {
      nativeSortInto(values, out)
      return
    }
    let j = i
    while (j > 0 && (out[j - 1] as number) > value) {
      out[j] = out[j - 1] as number
      j--
    }
    out[j] = value
  }
}

function nativeSortInto(values: ArrayLike<number>, out: Float64Array): void {
  for (let i = 0; i < values.length; i++) out[i] = values[i] as number
  out.sort()
}

/** In-place selection of order statistics (Hoare's FIND with an introselect fallback). */

/**
 * Places the order statistics with the given 0-based ranks at their positions in
 * `values[0..length)` and returns them, in O(length) expected time. Median-of-three pivots; a
 * range that fails to shrink within 2·log₂(length) rounds is sorted instead, so the worst case
 * stays O(length·log length) even on the structured arrays pair differences make.
 *
 * @param values scratch array, reordered in place
 * @param length number of leading entries in use
 * @param ranks 0-based ranks, each in [0, length), ascending
 * @returns the selected values, in the order of `ranks`
 */
export function selectRanks(
  values: Float64Array,
  length: number,
  ranks: readonly number[],
): number[] {
  const result: number[] = []
  let left = 0
  for (const rank of ranks) {
    result.push(selectRank(values, left, length - 1, rank))
    // Everything before `rank` is ≤ it now, so the next (larger) rank lies at or after it.
    left = rank
  }
  return result
}

function selectRank(values: Float64Array, left: number, right: number, rank: number): number {
  let budget = 2 * Math.ceil(Math.log2(right - left + 2))
  while (right > left) {
    if (budget-- === 0) {
      values.subarray(left, right + 1).sort()
      return get(values, rank)
    }
    const pivot = medianOfThree(values, left, (left + right) >>> 1, right)
    let i = left
    let j = right
    while (i <= j) {
      while (get(values, i) < pivot) i++
      while (get(values, j) > pivot) j--
      if (i <= j) {
        const swap = get(values, i)
        values[i] = get(values, j)
        values[j] = swap
        i++
        j--
      }
    }
    if (rank <= j) right = j
    else if (rank >= i) left = i
    else return get(values, rank)
  }
  return get(values, rank)
}

function medianOfThree(values: Float64Array, a: number, b: number, c: number): number {
  const x = get(values, a)
  const y = get(values, b)
  const z = get(values, c)
  if (x < y) return y < z ? y : x < z ? z : x
  return x < z ? x : y < z ? z : y
}

function get(values: Float64Array, index: number): number {
  return values[index] as number
}

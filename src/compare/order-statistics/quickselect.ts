/** In-place selection of order statistics (Hoare's FIND with an introselect fallback). */

/**
 * Places the order statistics with the given 0-based ranks at their positions in
 * `values[0..length)` and returns them, in O(length) expected time. Median-of-three pivots; the
 * ranks are selected together, each partition serving every rank on its side (the four
 * ranks of a shift estimate cost little more than one); a range that fails to shrink within
 * 2·log₂(length) rounds is sorted instead, so the worst case stays O(length·log length) even on
 * the structured arrays pair differences make.
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
  placeRanks(values, length, ranks)
  return ranks.map((rank) => get(values, rank))
}

/**
 * `selectRanks` without the array of results: afterwards `values[rank]` holds each order
 * statistic, for callers that read a few of them at once.
 */
export function placeRanks(values: Float64Array, length: number, ranks: readonly number[]): void {
  selectInRange(values, 0, length - 1, ranks, 0, ranks.length, 2 * Math.ceil(Math.log2(length + 1)))
}

/** Places `ranks[from..to)`, all within [left, right], at their positions. */
function selectInRange(
  values: Float64Array,
  left: number,
  right: number,
  ranks: readonly number[],
  from: number,
  to: number,
  budget: number,
): void {
  while (from < to && right > left) {
    if (budget-- === 0) {
      values.subarray(left, right + 1).sort()
      return
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
    // [left, j] ≤ pivot ≤ [i, right]; the ranks strictly between j and i hold the pivot already.
    let leftEnd = from
    while (leftEnd < to && (ranks[leftEnd] as number) <= j) leftEnd++
    let rightStart = leftEnd
    while (rightStart < to && (ranks[rightStart] as number) < i) rightStart++
    selectInRange(values, left, j, ranks, from, leftEnd, budget)
    left = i
    from = rightStart
  }
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

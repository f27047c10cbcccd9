/** Order statistics of a row-sorted implicit matrix without materialising it. */
import { selectRanks } from './quickselect.js'

/** An implicit matrix whose every row is ascending: pairwise differences, Walsh averages. */
export interface RowSortedMatrix {
  readonly rows: number
  rowLength(row: number): number
  value(row: number, column: number): number
}

/**
 * The k-th smallest entry (1-based) of a row-sorted matrix, in the style of Johnson & Mizoguchi
 * (1978) / Monahan (1984) but deterministic: each round takes the weighted median of the rows'
 * candidate medians as pivot, counts entries below it by binary search per row, and drops at
 * least a quarter of the candidates. When few candidates remain they are gathered into
 * `scratch` and selected directly. O(rows·log(columns)·log(entries)) time, O(rows) memory.
 *
 * @param matrix the implicit matrix
 * @param k 1-based rank in [1, total entries]
 * @param scratch working array; its length bounds the final gather
 */
export function selectInRowSortedMatrix(
  matrix: RowSortedMatrix,
  k: number,
  scratch: Float64Array,
): number {
  const { rows } = matrix
  const low = new Int32Array(rows)
  const high = Int32Array.from({ length: rows }, (_, row) => matrix.rowLength(row))
  let eliminatedBelow = 0
  for (;;) {
    let candidates = 0
    for (let row = 0; row < rows; row++) candidates += (high[row] as number) - (low[row] as number)
    if (candidates <= scratch.length) {
      let length = 0
      for (let row = 0; row < rows; row++) {
        for (let c = low[row] as number; c < (high[row] as number); c++)
          scratch[length++] = matrix.value(row, c)
      }
      return selectRanks(scratch, length, [k - eliminatedBelow - 1])[0] as number
    }
    const pivot = weightedMedianOfRowMedians(matrix, low, high)
    const below = new Int32Array(rows)
    const atOrBelow = new Int32Array(rows)
    let countBelow = eliminatedBelow
    let countAtOrBelow = eliminatedBelow
    for (let row = 0; row < rows; row++) {
      const from = low[row] as number
      const to = high[row] as number
      below[row] = firstIndex(matrix, row, from, to, (x) => x >= pivot)
      atOrBelow[row] = firstIndex(matrix, row, from, to, (x) => x > pivot)
      countBelow += (below[row] as number) - from
      countAtOrBelow += (atOrBelow[row] as number) - from
    }
    if (k <= countBelow) high.set(below)
    else if (k <= countAtOrBelow) return pivot
    else {
      low.set(atOrBelow)
      eliminatedBelow = countAtOrBelow
    }
  }
}

function weightedMedianOfRowMedians(
  matrix: RowSortedMatrix,
  low: Int32Array,
  high: Int32Array,
): number {
  const medians: { value: number; weight: number }[] = []
  let total = 0
  for (let row = 0; row < matrix.rows; row++) {
    const weight = (high[row] as number) - (low[row] as number)
    if (weight === 0) continue
    medians.push({ value: matrix.value(row, (low[row] as number) + (weight >> 1)), weight })
    total += weight
  }
  medians.sort((a, b) => a.value - b.value)
  let running = 0
  for (const median of medians) {
    running += median.weight
    if (2 * running >= total) return median.value
  }
  return NaN
}

/** First column in [from, to) whose value satisfies the monotone predicate, else `to`. */
function firstIndex(
  matrix: RowSortedMatrix,
  row: number,
  from: number,
  to: number,
  predicate: (value: number) => boolean,
): number {
  let lo = from
  let hi = to
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (predicate(matrix.value(row, mid))) hi = mid
    else lo = mid + 1
  }
  return lo
}

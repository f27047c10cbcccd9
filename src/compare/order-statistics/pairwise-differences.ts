/** Order statistics of pairwise differences and Walsh averages (docs/method.md §4.3, §6, §14). */
import { placeRanks, selectRanks } from './quickselect.js'
import { selectOrdersInRowSortedMatrix, type RowSortedMatrix } from './sorted-matrix-select.js'

/** Up to this many pairs are materialised and quickselected; above, the X+Y matrix is searched. */
export const DIRECT_SELECTION_LIMIT = 20_000

// One reusable buffer, kept as a trick (docs/method.md §14 budget): a Float64Array per call, up to
// 20 000 values, would be allocated off V8's heap twice per comparison, which costs more than
// selecting in it. It stays module-private and never escapes: every function here fills it,
// selects, and copies the chosen values out before returning, and none of them is re-entered
// while it runs (all synchronous, no callbacks into callers' code between fill and copy).
const scratch = new Float64Array(DIRECT_SELECTION_LIMIT)

/**
 * Order statistics of the m·n differences head_j − base_i: quickselect over a reused buffer up
 * to 20 000 pairs, else selection in the implicit row-sorted matrix (no pair array).
 *
 * @param base ascending base values (log scale in practice)
 * @param head ascending head values
 * @param orders 1-based ranks in [1, m·n], ascending
 * @returns the selected differences, in the order of `orders`
 */
export function selectPairwiseDifferences(
  base: Float64Array,
  head: Float64Array,
  orders: readonly number[],
): number[] {
  const n = base.length
  if (head.length * n > DIRECT_SELECTION_LIMIT) {
    const matrix: RowSortedMatrix = {
      rows: head.length,
      rowLength: () => n,
      // Row j ascends as base descends: b_j − a_{n−1−c}, the same arithmetic as the fill below.
      value: (row, column) => (head[row] as number) - (base[n - 1 - column] as number),
    }
    return selectOrdersInRowSortedMatrix(matrix, orders, scratch)
  }
  let length = 0
  for (let j = 0; j < head.length; j++) {
    const b = head[j] as number
    for (let i = 0; i < n; i++) scratch[length++] = b - (base[i] as number)
  }
  return selectRanks(scratch, length, toRanks(orders))
}

/**
 * Order statistics of the n(n+1)/2 Walsh averages (d_i + d_j)/2, i ≤ j, by the same two routes.
 *
 * @param differences ascending paired differences d (log ratios), zeros included
 * @param orders 1-based ranks in [1, n(n+1)/2], ascending
 */
export function selectWalshAverages(
  differences: Float64Array,
  orders: readonly number[],
): number[] {
  const n = differences.length
  if ((n * (n + 1)) / 2 > DIRECT_SELECTION_LIMIT) {
    const matrix: RowSortedMatrix = {
      rows: n,
      rowLength: (row) => row + 1,
      value: (row, column) => ((differences[column] as number) + (differences[row] as number)) / 2,
    }
    return selectOrdersInRowSortedMatrix(matrix, orders, scratch)
  }
  let length = 0
  for (let j = 0; j < n; j++) {
    const dj = differences[j] as number
    for (let i = 0; i <= j; i++) scratch[length++] = ((differences[i] as number) + dj) / 2
  }
  return selectRanks(scratch, length, toRanks(orders))
}

function toRanks(orders: readonly number[]): number[] {
  return orders.map((order) => order - 1)
}

/**
 * The median of the m·n differences head_j − base_i and, when k > 0, their k-th smallest and
 * largest (the Moses interval's ends): `selectMedianAndBounds` over `selectPairwiseDifferences`,
 * with the direct route written out so that a small comparison allocates no arrays of orders and
 * results.
 *
 * @param base ascending base values (log scale in practice)
 * @param head ascending head values
 * @param k interval order; 0 for no bounds
 */
export function differenceMedianAndBounds(
  base: Float64Array,
  head: Float64Array,
  k: number,
): MedianAndBounds {
  const n = base.length
  const total = head.length * n
  if (total > DIRECT_SELECTION_LIMIT) {
    return selectMedianAndBounds(
      (orders) => selectPairwiseDifferences(base, head, orders),
      total,
      k,
    )
  }
  let length = 0
  for (let j = 0; j < head.length; j++) {
    const b = head[j] as number
    for (let i = 0; i < n; i++) scratch[length++] = b - (base[i] as number)
  }
  // 0-based ranks of the middle value(s), as selectMedianAndBounds orders them.
  const odd = total % 2 === 1
  const lowMiddle = odd ? (total - 1) / 2 : total / 2 - 1
  const highMiddle = odd ? lowMiddle : total / 2
  const ranks =
    k > 0
      ? odd
        ? [k - 1, lowMiddle, total - k]
        : [k - 1, lowMiddle, highMiddle, total - k]
      : odd
        ? [lowMiddle]
        : [lowMiddle, highMiddle]
  placeRanks(scratch, length, ranks)
  const low = scratch[lowMiddle] as number
  const median = odd ? low : (low + (scratch[highMiddle] as number)) / 2
  const bounds = k > 0 ? ([scratch[k - 1] as number, scratch[total - k] as number] as const) : null
  return { median, bounds }
}

/** The median of `total` implicit values and, when k > 0, the k-th smallest and largest. */
export interface MedianAndBounds {
  readonly median: number
  readonly bounds: readonly [number, number] | null
}

/**
 * Selects the median (mean of the two middle values for an even count) and the order
 * statistics k and total − k + 1 in one pass of `select`.
 *
 * @param select returns the values of ascending 1-based orders
 * @param total number of values
 * @param k interval order; 0 for no bounds
 */
export function selectMedianAndBounds(
  select: (orders: readonly number[]) => number[],
  total: number,
  k: number,
): MedianAndBounds {
  const middle = total % 2 === 1 ? [(total + 1) / 2] : [total / 2, total / 2 + 1]
  const selected = select(k > 0 ? [k, ...middle, total - k + 1] : middle)
  const first = k > 0 ? 1 : 0
  const low = selected[first] as number
  const median = middle.length === 1 ? low : (low + (selected[first + 1] as number)) / 2
  const bounds =
    k > 0 ? ([selected[0] as number, selected[selected.length - 1] as number] as const) : null
  return { median, bounds }
}

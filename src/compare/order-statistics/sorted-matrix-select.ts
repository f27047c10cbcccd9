/** Order statistics of a row-sorted implicit matrix without materialising it. */
import { selectRanks } from './quickselect.js'

/**
 * An implicit matrix whose every row ascends, and every column too (on the rows that have it):
 * pairwise differences, Walsh averages. Row lengths may differ (Walsh: row j has j + 1 entries).
 */
export interface RowSortedMatrix {
  readonly rows: number
  rowLength(row: number): number
  value(row: number, column: number): number
}

/**
 * The k-th smallest entry (1-based) of a row- and column-sorted matrix, in the style of Johnson &
 * Mizoguchi (1978) / Monahan (1984) but deterministic: each round counts the entries below a pivot
 * with a staircase walk over the sorted columns and narrows each row's window. The first pivot is
 * the weighted median of the rows' candidate medians, which always removes at least a quarter of
 * the candidates. Later pivots take a Newton step on the count: from the last pivot's rank and the
 * density of entries around it (read off the rows' spacing at the walk's boundary), to a margin
 * on the far side of k from the last cut, so that rounds cut from both sides and a smooth matrix
 * of a million entries needs three or four (Floyd & Rivest's idea, with the density in place of
 * their sample). A Newton round that removes less than a quarter, or whose step leaves
 * the candidates' range, is followed by a median round. When few candidates remain they are
 * gathered into `scratch` and selected directly. O((rows + columns)·log(entries)) time, O(rows)
 * memory.
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
  const high = new Int32Array(rows)
  let widest = 0
  for (let row = 0; row < rows; row++) {
    high[row] = matrix.rowLength(row)
    widest = Math.max(widest, high[row] as number)
  }
  // A round costs about rows + columns steps; gathering costs a few steps per candidate.
  const gatherAt = Math.min(scratch.length, GATHER_FACTOR * (rows + widest))
  // Newton steps aim this far past k, so that the next round can cut the other side as close.
  const margin = Math.max(1, Math.floor(gatherAt / 4))
  const below = new Int32Array(rows)
  const atOrBelow = new Int32Array(rows)
  const medians = new Float64Array(rows)
  const weights = new Float64Array(rows)
  let eliminatedBelow = 0
  // The last pivot, its rank (entries below it), the density of entries there, the side it cut.
  let last = { pivot: NaN, rank: NaN, density: NaN, cutAbove: false }
  for (;;) {
    let candidates = 0
    for (let row = 0; row < rows; row++) candidates += (high[row] as number) - (low[row] as number)
    if (candidates <= gatherAt) {
      let length = 0
      for (let row = 0; row < rows; row++) {
        for (let c = low[row] as number; c < (high[row] as number); c++)
          scratch[length++] = matrix.value(row, c)
      }
      return selectRanks(scratch, length, [k - eliminatedBelow - 1])[0] as number
    }
    const aim = last.cutAbove ? k - margin : k + margin
    let pivot = newtonPivot(matrix, low, high, last, aim)
    const stepped = !Number.isNaN(pivot)
    if (!stepped) {
      let count = 0
      for (let row = 0; row < rows; row++) {
        const weight = (high[row] as number) - (low[row] as number)
        if (weight === 0) continue
        medians[count] = matrix.value(row, (low[row] as number) + (weight >> 1))
        weights[count++] = weight
      }
      pivot = weightedMedian(medians, weights, count, candidates)
    }
    const countBelow = eliminatedBelow + staircase(matrix, pivot, low, high, low, below, false)
    const countAtOrBelow =
      eliminatedBelow + staircase(matrix, pivot, low, high, below, atOrBelow, true)
    let remaining: number
    const cutAbove = k <= countBelow
    if (cutAbove) {
      remaining = countBelow - eliminatedBelow
      high.set(below)
    } else if (k <= countAtOrBelow) return pivot
    else {
      remaining = eliminatedBelow + candidates - countAtOrBelow
      low.set(atOrBelow)
      eliminatedBelow = countAtOrBelow
    }
    // A step that removed little (a skewed or lumpy stretch) is followed by a median round.
    const density = !stepped || remaining <= 0.75 * candidates ? densityAt(matrix, below) : NaN
    last = { pivot, rank: countBelow, density, cutAbove }
  }
}

/** Candidates a final gather may hold, per row and column of the matrix. */
const GATHER_FACTOR = 1

/** Entries on each side of a row's boundary that its local spacing is measured over. */
const SPACING_SPAN = 4

/**
 * Entries per unit value around the pivot whose `below` boundaries a walk found: the sum over the
 * rows the pivot falls inside of 1 / (their mean spacing over a few entries either side).
 */
function densityAt(matrix: RowSortedMatrix, boundaries: Int32Array): number {
  let density = 0
  for (let row = 0; row < matrix.rows; row++) {
    const length = matrix.rowLength(row)
    const c = boundaries[row] as number
    if (c <= 0 || c >= length) continue
    const from = Math.max(0, c - SPACING_SPAN)
    const to = Math.min(length - 1, c + SPACING_SPAN - 1)
    const spacing = (matrix.value(row, to) - matrix.value(row, from)) / (to - from)
    if (spacing > 0) density += 1 / spacing
  }
  return density
}

/**
 * The Newton step from the last pivot towards rank `aim`, when it lands strictly inside the
 * candidates' range; else NaN (a median round follows). Never 0, whose sign a pivot equal to an
 * entry might not share (such a pivot is returned as the entry).
 */
function newtonPivot(
  matrix: RowSortedMatrix,
  low: Int32Array,
  high: Int32Array,
  last: { readonly pivot: number; readonly rank: number; readonly density: number },
  aim: number,
): number {
  if (!(last.density > 0 && Number.isFinite(last.density))) return NaN
  const pivot = last.pivot + (aim - last.rank) / last.density
  let floor = Infinity
  let ceiling = -Infinity
  for (let row = 0; row < matrix.rows; row++) {
    const start = low[row] as number
    const end = high[row] as number
    if (start >= end) continue
    floor = Math.min(floor, matrix.value(row, start))
    ceiling = Math.max(ceiling, matrix.value(row, end - 1))
  }
  return pivot > floor && pivot < ceiling && pivot !== 0 ? pivot : NaN
}

/**
 * Several order statistics of the matrix (1-based, ascending). An order right after the previous
 * one (the two middle entries of an even count) costs one walk instead of a selection: it is the
 * previous value again when that value repeats, else the smallest entry above it.
 *
 * @param orders 1-based ranks in [1, total entries], ascending
 */
export function selectOrdersInRowSortedMatrix(
  matrix: RowSortedMatrix,
  orders: readonly number[],
  scratch: Float64Array,
): number[] {
  const selected: number[] = []
  orders.forEach((order, i) => {
    const previous = selected[i - 1]
    selected.push(
      previous !== undefined && orders[i - 1] === order - 1
        ? nextAfter(matrix, order - 1, previous)
        : selectInRowSortedMatrix(matrix, order, scratch),
    )
  })
  return selected
}

/** The (k+1)-th smallest entry given the k-th, `kth`: one staircase walk, O(rows + columns). */
function nextAfter(matrix: RowSortedMatrix, k: number, kth: number): number {
  let atOrBelow = 0
  let above = Infinity
  let c = 0
  for (let row = matrix.rows - 1; row >= 0; row--) {
    const end = matrix.rowLength(row)
    if (c > end) c = end
    while (c < end && matrix.value(row, c) <= kth) c++
    atOrBelow += c
    if (c < end) above = Math.min(above, matrix.value(row, c))
  }
  return atOrBelow > k ? kth : above
}

/**
 * For every row, the first column in [low, high) whose value is ≥ pivot (`orEqual`: > pivot),
 * written to `out`; returns how many window entries lie before those columns. Candidates below
 * `low` are already known to be below the pivot and those from `high` above it, and the boundary
 * can only move right as rows go up (columns ascend), so one walk from the last row to the first
 * costs O(rows + columns). `from` gives a known lower bound per row.
 */
function staircase(
  matrix: RowSortedMatrix,
  pivot: number,
  low: Int32Array,
  high: Int32Array,
  from: Int32Array,
  out: Int32Array,
  orEqual: boolean,
): number {
  let count = 0
  let c = 0
  for (let row = matrix.rows - 1; row >= 0; row--) {
    const end = high[row] as number
    if (c > end) c = end
    const start = from[row] as number
    if (c < start) c = start
    if (orEqual) while (c < end && matrix.value(row, c) <= pivot) c++
    else while (c < end && matrix.value(row, c) < pivot) c++
    out[row] = c
    count += c - (low[row] as number)
  }
  return count
}

/**
 * The smallest of `values[0..count)` whose weight, with that of all smaller values, reaches half
 * the total: a weighted quickselect, O(count) expected. Reorders both arrays.
 */
function weightedMedian(
  values: Float64Array,
  weights: Float64Array,
  count: number,
  total: number,
): number {
  const half = total / 2
  let lo = 0
  let hi = count - 1
  let before = 0
  for (;;) {
    if (lo >= hi) return values[lo] as number
    const pivot = values[(lo + hi) >>> 1] as number
    // Three-way partition of [lo, hi]: < pivot | = pivot | > pivot.
    let lt = lo
    let gt = hi
    let i = lo
    let less = 0
    let equal = 0
    while (i <= gt) {
      const v = values[i] as number
      if (v < pivot) {
        less += weights[i] as number
        swap(values, weights, lt++, i++)
      } else if (v > pivot) swap(values, weights, i, gt--)
      else {
        equal += weights[i] as number
        i++
      }
    }
    if (before + less >= half) hi = lt - 1
    else if (before + less + equal >= half) return pivot
    else {
      before += less + equal
      lo = gt + 1
    }
  }
}

function swap(values: Float64Array, weights: Float64Array, a: number, b: number): void {
  const v = values[a] as number
  values[a] = values[b] as number
  values[b] = v
  const w = weights[a] as number
  weights[a] = weights[b] as number
  weights[b] = w
}

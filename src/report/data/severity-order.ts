/**
 * The order rows are shown in: worst first (what blocks a merge first). Sorting 100,000 rows with
 * a comparator that recomputed its keys took most of the terminal report's time, and a comment
 * shows only the first few hundred rows of a table: the keys are computed once per
 * comparison into typed arrays, and a comment's tables are ordered only as far as they are read.
 */
import type { Comparison, Strength } from '../../model/comparison.js'
import { CLASS_ORDER } from '../words/class-labels.js'

const STRENGTH_ORDER: readonly (Strength | null)[] = [
  'exact',
  'strong',
  'likely',
  'unverified',
  null,
]

/** Worst first: class, then strength, then the size of the change in the worse direction, then name. */
export function bySeverity(a: Comparison, b: Comparison): number {
  return (
    rank(a) - rank(b) ||
    compareDescending(worsening(a), worsening(b)) ||
    (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)
  )
}

/** Class, then strength, as one number: strength ranks (−1 to 4) never reach the next class. */
function rank(c: Comparison): number {
  return CLASS_ORDER.indexOf(c.class) * 8 + STRENGTH_ORDER.indexOf(c.strength) + 1
}

/** |log ratio|, so the largest move of either sign sorts first within a class. */
function worsening(c: Comparison): number {
  return c.ratio !== null && c.ratio > 0 ? Math.abs(Math.log(c.ratio)) : 0
}

/**
 * −1 when `a` is the larger, 1 when `b` is, else 0: the sign of `b − a`, a difference of two
 * infinities (NaN) included, without a new heap number per call for a fractional difference.
 */
function compareDescending(a: number, b: number): number {
  return b > a ? 1 : b < a ? -1 : 0
}

/**
 * `bySeverity` on positions in `comparisons`, with each key computed once, and ties going by
 * position: the order a stable sort with `bySeverity` gives, as a total order.
 */
function positionOrder(comparisons: readonly Comparison[]): (i: number, j: number) => number {
  const ranks = new Int8Array(comparisons.length)
  const worsenings = new Float64Array(comparisons.length)
  comparisons.forEach((c, i) => {
    ranks[i] = rank(c)
    worsenings[i] = worsening(c)
  })
  return (i, j) => {
    const byRank = (ranks[i] ?? 0) - (ranks[j] ?? 0)
    if (byRank !== 0) return byRank
    const bySize = compareDescending(worsenings[i] ?? 0, worsenings[j] ?? 0)
    if (bySize !== 0) return bySize
    const a = comparisons[i]?.label ?? ''
    const b = comparisons[j]?.label ?? ''
    return a < b ? -1 : a > b ? 1 : i - j
  }
}

/** `comparisons` sorted by `bySeverity` (stable), as a new array. */
export function sortedBySeverity(comparisons: readonly Comparison[]): Comparison[] {
  const order = Array.from(comparisons.keys()).sort(positionOrder(comparisons))
  return order.flatMap((i) => comparisons[i] ?? [])
}

/** Comparisons in an order computed as far as it is read. */
export interface LazyOrder {
  readonly length: number
  /** The comparison at `index` of the order (0 ≤ index < length), else undefined. */
  at(index: number): Comparison | undefined
  /** The same comparisons in input order, for what does not depend on the order (counts). */
  readonly all: readonly Comparison[]
}

/**
 * `comparisons` in the order `sortedBySeverity` gives, sorted only as far as `at` reads: a binary
 * heap of positions, built in linear time, gives up the next comparison in logarithmic time.
 */
export function severityOrder(comparisons: readonly Comparison[]): LazyOrder {
  const before = positionOrder(comparisons)
  const heap = Int32Array.from(comparisons.keys())
  let size = heap.length
  const siftDown = (from: number) => {
    let parent = from
    for (;;) {
      const left = 2 * parent + 1
      let first = parent
      if (left < size && before(heap[left] ?? 0, heap[first] ?? 0) < 0) first = left
      if (left + 1 < size && before(heap[left + 1] ?? 0, heap[first] ?? 0) < 0) first = left + 1
      if (first === parent) return
      const moved = heap[parent] ?? 0
      heap[parent] = heap[first] ?? 0
      heap[first] = moved
      parent = first
    }
  }
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(i)
  const ordered: Comparison[] = []
  return {
    length: comparisons.length,
    all: comparisons,
    at: (index) => {
      while (ordered.length <= index && size > 0) {
        const top = heap[0] ?? 0
        const c = comparisons[top]
        if (c) ordered.push(c)
        size--
        heap[0] = heap[size] ?? 0
        siftDown(0)
      }
      return ordered[index]
    },
  }
}

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  selectInRowSortedMatrix,
  selectOrdersInRowSortedMatrix,
  type RowSortedMatrix,
} from './sorted-matrix-select.js'

/** Head − base differences, each row ascending (as pairwise-differences builds them). */
function differences(base: readonly number[], head: readonly number[]): RowSortedMatrix {
  const a = Float64Array.from(base).sort()
  const b = Float64Array.from(head).sort()
  const n = a.length
  return {
    rows: b.length,
    rowLength: () => n,
    value: (row, column) => (b[row] as number) - (a[n - 1 - column] as number),
  }
}

/** Walsh averages (d_i + d_j)/2, i ≤ j: row j has j + 1 entries. */
function walsh(values: readonly number[]): RowSortedMatrix {
  const d = Float64Array.from(values).sort()
  return {
    rows: d.length,
    rowLength: (row) => row + 1,
    value: (row, column) => ((d[column] as number) + (d[row] as number)) / 2,
  }
}

function everyEntry(matrix: RowSortedMatrix): number[] {
  const all: number[] = []
  for (let row = 0; row < matrix.rows; row++)
    for (let c = 0; c < matrix.rowLength(row); c++) all.push(matrix.value(row, c))
  return all.sort((x, y) => x - y)
}

// Log timings: a cluster, ties from printed digits, and the odd outlier three times slower.
const logTiming = fc
  .tuple(fc.integer({ min: 980, max: 1020 }), fc.integer({ min: 0, max: 19 }))
  .map(([value, outlier]) => Math.log(outlier === 0 ? 3 * value : value))
const side = fc.array(logTiming, { minLength: 1, maxLength: 40 })

describe('order statistics of an implicit row-sorted matrix', () => {
  it('agrees with a full sort for every rank, with few candidates gathered at a time', () => {
    fc.assert(
      fc.property(side, side, fc.nat(), (base, head, pick) => {
        const matrix = differences(base, head)
        const sorted = everyEntry(matrix)
        const k = 1 + (pick % sorted.length)
        // A small scratch forces several rounds (median and Newton pivots) before the gather.
        expect(selectInRowSortedMatrix(matrix, k, new Float64Array(8))).toBe(sorted[k - 1])
      }),
      { seed: 11, numRuns: 400 },
    )
  })

  it('agrees with a full sort on Walsh averages and on several orders at once', () => {
    fc.assert(
      fc.property(side, fc.nat(), (values, pick) => {
        const matrix = walsh(values)
        const sorted = everyEntry(matrix)
        const k = 1 + (pick % sorted.length)
        const orders = k < sorted.length ? [k, k + 1] : [k]
        expect(selectOrdersInRowSortedMatrix(matrix, orders, new Float64Array(8))).toEqual(
          orders.map((order) => sorted[order - 1]),
        )
      }),
      { seed: 12, numRuns: 300 },
    )
  })

  it('finds the median and 95 % Moses ends of 1000 × 1000 smooth timings', () => {
    const timings = (seed: number, shift: number) =>
      Array.from({ length: 1000 }, (_, i) =>
        Math.log(1000 * (1 + shift) + ((i * 7919 + seed * 104729) % 1009) / 10),
      )
    const matrix = differences(timings(1, 0), timings(2, 0.01))
    const sorted = everyEntry(matrix)
    for (const k of [474_690, 500_000, 500_001, 525_311])
      expect(selectInRowSortedMatrix(matrix, k, new Float64Array(20_000))).toBe(sorted[k - 1])
  })
})

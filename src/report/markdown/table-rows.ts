/**
 * A comment table's rows, listed or formatted on demand: a comment has room for a few
 * hundred rows of a suite's 100,000, so a table formats the rows it shows, not the ones it counts.
 */

/** One bar of the chart beside a table: the row's change in percent, as the table shows it. */
export interface ChartBar {
  /** The benchmark's display label (untrusted; the chart shortens it and makes it visible). */
  readonly label: string
  readonly metric: string
  /** `ratio − 1` in percent, in the metric's own orientation (the table's number). */
  readonly percent: number
  /**
   * The signed change as the row's Change column prints it (`+32.2 %`, plain space), rounded at
   * its interval's step; absent: the chart rounds `percent` as a change without an interval.
   */
  readonly text?: string
  /**
   * The change is a slowdown or otherwise worse (drawn right of the axis), better (left), or null
   * when the metric's direction is unknown (not drawn).
   */
  readonly worse: boolean | null
}

export interface TableRow {
  /** Inert Markdown cells (escaped, single-line, no bare pipes). */
  readonly cells: readonly string[]
  readonly bar?: ChartBar
}

/** Rows formatted on demand. */
export interface RowSource {
  readonly length: number
  /** The cells of row `index` (0 ≤ index < length). */
  cells(index: number): readonly string[]
  /** The chart bar of row `index`, if it has one. */
  bar(index: number): ChartBar | undefined
  /** Whether row `index` has a bar, as `bar(index) !== undefined` says, without making it. */
  hasBar(index: number): boolean
  /** How many of the first `end` rows have a bar. */
  countBars(end: number): number
}

/** A table's rows: listed, or formatted on demand. */
export type TableRows = readonly TableRow[] | RowSource

/**
 * Items read by position: an array, or an order computed as far as it is read (`LazyOrder`),
 * whose `all` holds the same items in any order, for what does not depend on the order.
 */
export interface Sequence<T> {
  readonly length: number
  at(index: number): T | undefined
  readonly all?: readonly T[]
}

/**
 * `items` as rows made by `row` when first needed, then kept.
 *
 * @param hasBar whether `row(item)` has a bar, cheaper than making the row; without it, the row
 *   is made to find out
 */
export function lazyRows<T>(
  items: Sequence<T>,
  row: (item: T) => TableRow,
  hasBar?: (item: T) => boolean,
): RowSource {
  const made = new Map<number, TableRow>()
  const rowAt = (index: number): TableRow | undefined => {
    const item = items.at(index)
    if (item === undefined) return undefined
    let known = made.get(index)
    if (!known) made.set(index, (known = row(item)))
    return known
  }
  const hasBarAt = (index: number): boolean => {
    const item = items.at(index)
    if (item === undefined) return false
    return hasBar ? hasBar(item) : rowAt(index)?.bar !== undefined
  }
  const unordered = Array.isArray(items) ? (items as readonly T[]) : items.all
  return {
    length: items.length,
    cells: (index) => rowAt(index)?.cells ?? [],
    bar: (index) => rowAt(index)?.bar,
    hasBar: hasBarAt,
    countBars: (end) => {
      // Counting them all needs no order: an order computed as it is read stays unread.
      if (end >= items.length && hasBar && unordered) return unordered.filter(hasBar).length
      let count = 0
      for (let i = 0; i < Math.min(end, items.length); i++) if (hasBarAt(i)) count++
      return count
    },
  }
}

/** `rows` as a `RowSource`: a list is read as it is. */
export function rowSource(rows: TableRows): RowSource {
  return isList(rows) ? lazyRows(rows, (row) => row) : rows
}

function isList(rows: TableRows): rows is readonly TableRow[] {
  return Array.isArray(rows)
}

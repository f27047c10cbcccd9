/**
 * The comment as a list of blocks, so the size fitting (fit-blocks.ts) can keep whole rows and
 * whole sections without parsing Markdown back. Display order is the list order; `priority`
 * decides what stays when space runs out (0: always kept).
 */

/** Priorities, most important first (field case F21: the verdict, then regressions and improvements). */
export const PRIORITY = {
  verdict: 0,
  changes: 1,
  notices: 2,
  inconclusive: 3,
  details: 4,
  listings: 5,
} as const

/** One bar of the chart beside a table: the row's change in percent, as the table shows it. */
export interface ChartBar {
  /** The benchmark's display label (untrusted; the chart shortens and sanitises it). */
  readonly label: string
  readonly metric: string
  /** `ratio − 1` in percent, in the metric's own orientation (the table's number). */
  readonly percent: number
  /** The change is a slowdown or otherwise worse (worse-positive orientation). */
  readonly worse: boolean
}

export interface TableRow {
  /** Inert Markdown cells (escaped, single-line, no bare pipes). */
  readonly cells: readonly string[]
  readonly bar?: ChartBar
}

/**
 * Rows formatted on demand (issue 7): a comment has room for a few hundred rows of a suite's
 * 100,000, so a table formats the rows it shows, not the ones it counts.
 */
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

/** Markdown that is kept or dropped whole. */
export interface TextBlock {
  readonly kind: 'text'
  readonly text: string
  readonly priority: number
}

/** A GFM table that may lose rows from its end (never mid-row) when space runs out. */
export interface TableBlock {
  readonly kind: 'table'
  readonly priority: number
  /** Markdown above the table (a heading, a sentence), kept with it. */
  readonly title?: string
  /** Collapsed in `<details>` with this summary; the row count is appended. */
  readonly collapsed?: string
  readonly header: readonly string[]
  readonly rows: TableRows
  /** Markdown below the table, kept with it. */
  readonly footnote?: string
  /** A Mermaid chart of the kept rows' bars follows the table. */
  readonly chart?: boolean
}

export type CommentBlock = TextBlock | TableBlock

export function textBlock(text: string, priority: number): TextBlock {
  return { kind: 'text', text, priority }
}

/** A collapsed section around Markdown that is kept or dropped whole. */
export function detailsBlock(summary: string, body: string, priority: number): TextBlock {
  return textBlock(details(summary, body), priority)
}

/**
 * `<details>` with a summary. The blank lines around the body end the HTML block, so the body
 * is parsed as Markdown; the summary is ours (never untrusted text).
 */
export function details(summary: string, body: string, open = false): string {
  return `<details${open ? ' open' : ''}><summary>${summary}</summary>\n\n${body}\n\n</details>`
}

/** A GFM table from inert cells. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return [tableLine(header), tableLine(header.map(() => '---')), ...rows.map(tableLine)].join('\n')
}

/** One line of a GFM table: `| a | b |`. */
export function tableLine(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`
}

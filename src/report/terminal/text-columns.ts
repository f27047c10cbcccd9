/**
 * Aligned text columns for the terminal (a table of 100,000 rows). Each cell is measured
 * once, and a line is appended as its pieces (cells, runs of spaces, gaps) to one list that is
 * joined once: no padded copy of a cell, and no string per line for the garbage collector.
 */
import { codePointWidth } from '../words/plain-text.js'

/** Two spaces between columns, as benchstat separates them. */
const GAP = '  '

/** Rows of cells with the width of each cell and of each column, in code points. */
export interface MeasuredRows {
  readonly rows: readonly (readonly string[])[]
  /** Width of cell `i` of row `r` at `r × columns + i`. */
  readonly cellWidths: Int32Array
  /** The widest cell of each column, the header's included. */
  readonly widths: readonly number[]
}

/**
 * Measures every cell once.
 *
 * @param header the column titles (their count is the column count)
 * @param rows cells per row; a missing cell counts as empty
 * @param widthOf the width of the cell in `column` of `row`; by default `codePointWidth`, which
 *   reads every character (and first copies a string built by concatenation into one piece): a
 *   caller that knows a cell holds no surrogate pair can answer its `length`
 */
export function measureRows(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  widthOf: (cell: string, column: number, row: number) => number = codePointWidth,
): MeasuredRows {
  const columns = header.length
  const widths = header.map((title) => codePointWidth(title))
  const cellWidths = new Int32Array(rows.length * columns)
  rows.forEach((cells, r) => {
    for (let i = 0; i < columns; i++) {
      const width = widthOf(cells[i] ?? '', i, r)
      cellWidths[r * columns + i] = width
      if (width > (widths[i] ?? 0)) widths[i] = width
    }
  })
  return { rows, cellWidths, widths }
}

/** How one line's cells are drawn: which are right-aligned, and an optional wrapper per cell. */
export interface LineStyle {
  /** Right-align cell `i` (numbers), else left-align it. */
  readonly right: (i: number) => boolean
  /** Wraps cell `i` after padding (colours), or undefined to leave every cell as it is. */
  readonly paint?: ((text: string, i: number) => string) | undefined
}

/**
 * Appends to `parts` the pieces of one line: `cells` padded to `widths`, two spaces apart,
 * without trailing whitespace. Joined, they are the text of padding each cell, joining the cells
 * and trimming the end.
 *
 * @param cellWidths the cells' own widths (`codePointWidth`), from `offset` on
 */
export function appendLine(
  parts: string[],
  cells: readonly string[],
  cellWidths: ArrayLike<number>,
  offset: number,
  widths: readonly number[],
  style: LineStyle,
): void {
  const last = cells.length - 1
  const fill = (i: number) => spaces((widths[i] ?? 0) - (cellWidths[offset + i] ?? 0))
  // The usual end: an unpainted left-aligned cell ending in a visible character. Trimming would
  // only take its padding off again, so it gets none, and the pieces are the line.
  if (last >= 0 && !style.paint && !style.right(last) && endsVisibly(cells[last] ?? '')) {
    // Cells alternate with single runs of spaces (padding and gap together): every piece costs
    // the final join a little, whatever its length.
    let owed = 0
    for (let i = 0; i <= last; i++) {
      const padding = Math.max(0, (widths[i] ?? 0) - (cellWidths[offset + i] ?? 0))
      if (i > 0) owed += GAP.length
      if (style.right(i)) owed += padding
      if (owed > 0) parts.push(spaces(owed))
      parts.push(cells[i] ?? '')
      owed = style.right(i) ? 0 : padding
    }
    return
  }
  let line = ''
  for (let i = 0; i <= last; i++) {
    const cell = cells[i] ?? ''
    const padded = style.right(i) ? fill(i) + cell : cell + fill(i)
    line += (i === 0 ? '' : GAP) + (style.paint ? style.paint(padded, i) : padded)
  }
  parts.push(line.trimEnd())
}

/** The last character is not whitespace (`\s` is the set `trimEnd` removes). */
function endsVisibly(text: string): boolean {
  return text !== '' && !/\s/.test(text.charAt(text.length - 1))
}

/** Runs of spaces by length, built once: padding needs a handful of distinct widths. */
const SPACES: string[] = ['']

/** `count` spaces (none for a count below 1). */
export function spaces(count: number): string {
  if (count <= 0) return ''
  let run = SPACES[count]
  if (run === undefined) {
    run = ' '.repeat(count)
    // Widths are capped by the cells' own caps (a label is at most 80 code points), so this
    // cache stays small; a longer run is still correct, just not kept.
    if (count <= 1024) SPACES[count] = run
  }
  return run
}

/**
 * The terminal report's table (render-terminal.ts): one aligned row per comparison. Built for
 * 100,000 rows: each cell is formatted and measured once, numbers are formatted with
 * plain spaces rather than no-break spaces replaced afterwards, and lines are joined in blocks.
 */
import type { Comparison, RevisionStats } from '../../model/comparison.js'
import { CLASS_NAMES } from '../words/class-labels.js'
import { centreOf, changeWithInterval, type Centre } from '../words/comparison-text.js'
import {
  displayScale,
  formatProbability,
  formatQuantity,
  SPREAD_DIGITS,
} from '../words/format-quantity.js'
import { codePointWidth, plainLine } from '../words/plain-text.js'
import { appendLine, measureRows, type LineStyle } from './text-columns.js'

/** ANSI styles of the terminal report. */
export const STYLE = {
  red: '\u001b[31m',
  green: '\u001b[32m',
  yellow: '\u001b[33m',
  bold: '\u001b[1m',
  dim: '\u001b[2m',
  reset: '\u001b[0m',
} as const

const HEADER = ['benchmark', 'metric', 'base', 'head', 'change (95% CI)', 'q', 'class'] as const
const LABEL_WIDTH = 80
const METRIC_WIDTH = 30
const NBSP = '\u00a0'
const DIVIDER = 'not gated (informational):'

/** Lines joined into one block of text at a time (see `terminalTable`). */
const LINES_PER_BLOCK = 1_000

/**
 * The table as blocks of text, each of one or more lines joined by newlines (join the blocks with
 * newlines too): the header, the gated rows, then (after a divider when both kinds are present)
 * the informational rows, dimmed. Numbers (base, head, change, q) are right-aligned as benchstat
 * aligns them; no-break spaces become spaces. Blocks rather than one string per line: a line's
 * pieces are garbage as soon as its block is joined, so the garbage collector does not copy
 * 100,000 lines around while the rest are built.
 *
 * @param gated gated comparisons in display order (worst first)
 * @param informational the other comparisons in display order
 * @param color ANSI colours: bold header, gated rows coloured by class from the change column on
 * @param waived `Comparison.key`s a waiver of the policy file accepts (the verdict's `waived`):
 *   their class cell says so, as the comment's rows do
 */
export function terminalTable(
  gated: readonly Comparison[],
  informational: readonly Comparison[],
  color: boolean,
  waived: ReadonlySet<string> = new Set(),
): string[] {
  const scales = plainScales()
  const ordered = [...gated, ...informational]
  const { rows, cellWidths, widths } = measureRows(
    HEADER,
    ordered.map((c) => rowCells(c, scales, waived.has(c.key))),
    (cell, column, row) =>
      mayHoldPairs(column, ordered[row]) ? codePointWidth(cell) : cell.length,
  )
  const styles = lineStyles(color)
  const blocks: string[] = []
  let parts: string[] = []
  let lines = 0
  /** Starts a line, first ending the block when it is full. */
  const newLine = () => {
    if (lines === LINES_PER_BLOCK) {
      blocks.push(parts.join(''))
      parts = []
      lines = 0
    }
    if (lines > 0) parts.push('\n')
    lines++
  }
  newLine()
  appendLine(parts, HEADER, HEADER.map(codePointWidth), 0, widths, styles.header)
  rows.forEach((cells, r) => {
    if (r === gated.length && r > 0) {
      newLine()
      parts.push(color ? `${STYLE.dim}${DIVIDER}${STYLE.reset}` : DIVIDER)
    }
    newLine()
    const style = r < gated.length ? styles.gated(gated[r]) : styles.informational
    appendLine(parts, cells, cellWidths, r * HEADER.length, widths, style)
  })
  blocks.push(parts.join(''))
  return blocks
}

/**
 * Whether a cell of the row of `c` may hold a surrogate pair, so that its width must be counted
 * rather than read off its length: the name and metric (untrusted), and base and head when the
 * unit is, as the harness wrote it. The rest is our own text: digits, signs, `—`, `−`, `±`, `µ`,
 * class and strength names, all single UTF-16 units.
 */
function mayHoldPairs(column: number, c: Comparison | undefined): boolean {
  if (column <= 1) return true
  if (column <= 3) return c === undefined || hasSurrogates(c.unit)
  return false
}

function hasSurrogates(text: string): boolean {
  return codePointWidth(text) !== text.length
}

/**
 * The seven cells of a comparison's row: untrusted text made plain and shortened, numbers with
 * ordinary spaces (the formatters' no-break spaces never reach the terminal).
 */
function rowCells(c: Comparison, scales: PlainScales, waived: boolean): string[] {
  // The same centres give the row's scale and its base and head cells.
  const baseCentre = centreOf(c.base, c.centre)
  const headCentre = centreOf(c.head, c.centre)
  const scale = scales(
    displayScale(c.unit, [baseCentre?.value ?? Number.NaN, headCentre?.value ?? Number.NaN]),
  )
  return [
    withSpaces(plainLine(c.label, LABEL_WIDTH)),
    withSpaces(plainLine(c.metricName, METRIC_WIDTH)),
    sideCell(c, c.base, baseCentre, scale),
    sideCell(c, c.head, headCentre, scale),
    // Words and numbers of ours: with a plain space given, no no-break space is left.
    changeWithInterval(c, ' '),
    formatProbability(c.qValue),
    classCell(c, waived),
  ]
}

/** `regression (strong)`, `inconclusive`; `regression (strong; waived)` when a waiver accepts it. */
function classCell(c: Comparison, waived: boolean): string {
  const notes = [...(c.strength ? [c.strength] : []), ...(waived ? ['waived'] : [])]
  return notes.length > 0
    ? `${CLASS_NAMES[c.class][0]} (${notes.join('; ')})`
    : CLASS_NAMES[c.class][0]
}

type Scale = ReturnType<typeof displayScale>
/** A display scale with its label's no-break spaces as spaces (see `plainScales`). */
type PlainScales = (scale: Scale) => Scale

/**
 * Display scales with plain spaces in their labels, each made once per table: rows share a
 * handful of scales, so the cells need no replacing afterwards.
 */
function plainScales(): PlainScales {
  // By factor, then label: a custom unit `µs` and nanoseconds shown in µs share a label only.
  const byFactor = new Map<number, Map<string, Scale>>()
  return (scale) => {
    let byLabel = byFactor.get(scale.factor)
    if (!byLabel) byFactor.set(scale.factor, (byLabel = new Map<string, Scale>()))
    let plain = byLabel.get(scale.label)
    if (!plain) byLabel.set(scale.label, (plain = { ...scale, label: withSpaces(scale.label) }))
    return plain
  }
}

/** `1.234 µs ±5.6 ns (n=20)`: a bare ± is a MAD, as the Markdown table labels it. */
function sideCell(
  c: Comparison,
  stats: RevisionStats | null,
  centre: Centre | null,
  scale: Scale,
): string {
  if (stats === null || centre === null) return stats === null ? '—' : `n/a (n=${stats.n})`
  const spread =
    centre.spread === null ? '' : ` ±${formatQuantity(centre.spread, c.unit, scale, SPREAD_DIGITS)}`
  const what = centre.statistic === 'mean' ? `mean${centre.spread === null ? '' : ' ± sd'}, ` : ''
  // A zero in a prefixed unit takes the unit's own label, no-break space included.
  return withSpaces(`${formatQuantity(centre.value, c.unit, scale)}${spread} (${what}n=${stats.n})`)
}

/** No-break spaces as ordinary spaces; no copy when there are none (the usual case). */
function withSpaces(text: string): string {
  return text.includes(NBSP) ? text.replaceAll(NBSP, ' ') : text
}

/** Columns 2–5 hold numbers: right-aligned, as benchstat aligns them. */
const isNumeric = (i: number) => i >= 2 && i <= 5

/**
 * How the header and the rows are drawn: bold titles; a gated row coloured by its class from the
 * change column on; informational rows dim. Without colour, padding only.
 */
function lineStyles(color: boolean): {
  header: LineStyle
  gated: (c: Comparison | undefined) => LineStyle
  informational: LineStyle
} {
  const plain: LineStyle = { right: isNumeric }
  if (!color) return { header: plain, gated: () => plain, informational: plain }
  const styled = (style: (i: number) => string): LineStyle => ({
    right: isNumeric,
    paint: (text, i) => {
      const s = style(i)
      return s === '' ? text : `${s}${text}${STYLE.reset}`
    },
  })
  const byClass = new Map<string, LineStyle>()
  return {
    header: styled(() => STYLE.bold),
    gated: (c) => {
      const style = c ? classStyle(c) : ''
      let line = byClass.get(style)
      if (!line) byClass.set(style, (line = styled((i) => (i >= 4 ? style : ''))))
      return line
    },
    informational: styled(() => STYLE.dim),
  }
}

function classStyle(c: Comparison): string {
  if (c.class === 'regression') return STYLE.red
  if (c.class === 'improvement') return STYLE.green
  if (c.class === 'inconclusive') return STYLE.yellow
  return ''
}

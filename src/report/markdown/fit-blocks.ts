/**
 * Fits the comment's blocks into a size limit (docs/comment.md, test/field-cases.md F21): whole blocks in
 * priority order; a table that does not fit keeps its header and as many whole rows as fit; a
 * collapsed section is closed whatever is cut. What is left out is counted in one line.
 */
import {
  details,
  markdownTable,
  tableLine,
  type CommentBlock,
  type TableBlock,
} from './comment-blocks.js'
import { rowSource, type ChartBar, type RowSource } from './table-rows.js'
import { plural } from '../../model/plural.js'
import { MAX_CHART_BARS, renderChart } from './render-chart.js'

export interface FitOptions {
  /**
   * Longest body, counted in UTF-8 bytes: never less than the UTF-16 units or the code points
   * of the same text, so the body is under the limit however GitHub counts.
   */
  readonly maxLength: number
  /** Where the omitted rows can be read, e.g. "the job summary and the JSON report". */
  readonly fullReportName: string
  /**
   * Told how many rows and sections were left out, when any were: the job summary's caller then
   * knows not to point the comment at a summary that is itself cut.
   */
  readonly onOmitted?: (rows: number, sections: number) => void
  /** The job summary left rows out too: the footer then names the JSON report as the full one. */
  readonly summaryCut?: boolean
}

/** Room kept for the line that counts what was omitted. */
const OMISSION_RESERVE = 400
const SEPARATOR = 2

/**
 * The comment from its blocks: each block in display order if it was kept, then a line counting
 * the omitted rows and sections (when any), then `footer`. Priority-0 blocks are always kept;
 * the caller keeps them short (capped lists and texts).
 */
export function fitBlocks(
  blocks: readonly CommentBlock[],
  footer: string,
  options: FitOptions,
): string {
  const kept = new Map<number, string>()
  let room = options.maxLength - utf8Length(footer) - OMISSION_RESERVE - 1
  let omittedRows = 0
  let omittedSections = 0
  const order = blocks
    .map((block, index) => ({ block, index }))
    .sort((a, b) => a.block.priority - b.block.priority || a.index - b.index)
  for (const { block, index } of order) {
    const fitted = fitBlock(block, block.priority === 0 ? Infinity : room - SEPARATOR)
    if (fitted) {
      kept.set(index, fitted.text)
      room -= utf8Length(fitted.text) + SEPARATOR
      omittedRows += fitted.omittedRows
    } else if (block.kind === 'table') omittedRows += block.rows.length
    else omittedSections++
  }
  const parts = blocks.flatMap((_, index) => {
    const text = kept.get(index)
    return text === undefined ? [] : [text]
  })
  const omission = omissionLine(omittedRows, omittedSections, options.fullReportName)
  if (omission !== '') options.onOmitted?.(omittedRows, omittedSections)
  return `${[...parts, ...(omission ? [omission] : []), footer].join('\n\n')}\n`
}

/**
 * The Markdown of a block that fits in `budget` bytes (a table possibly trimmed), or undefined.
 * A table's rows are formatted only as far as they could fit: a comment shows a few
 * hundred of 100,000 rows.
 */
function fitBlock(
  block: CommentBlock,
  budget: number,
): { text: string; omittedRows: number } | undefined {
  if (block.kind === 'text')
    return utf8Length(block.text) <= budget ? { text: block.text, omittedRows: 0 } : undefined
  const rows = rowSource(block.rows)
  if (rowLinesFit(rows, budget)) {
    const whole = renderTableBlock(block, rows.length)
    if (utf8Length(whole) <= budget) return { text: whole, omittedRows: 0 }
  }
  const kept = rowsThatFit(block, budget)
  if (kept === 0) return undefined
  return { text: renderTableBlock(block, kept), omittedRows: rows.length - kept }
}

/**
 * Whether the rows' own lines fit in `budget`, each with its newline. When they do not, neither
 * does the whole table, which holds them: the rows after the first that overflows are never
 * formatted to find out.
 */
function rowLinesFit(rows: RowSource, budget: number): boolean {
  let length = 0
  for (let i = 0; i < rows.length; i++) {
    length += utf8Length(tableLine(rows.cells(i))) + 1
    if (length > budget) return false
  }
  return true
}

/**
 * How many leading rows fit: the fixed part (title, header, note, wrapper, chart) is measured with
 * one row, then rows are added while they fit. The chart of fewer rows is never longer than the
 * one measured here, so the estimate is safe; the result is checked once more.
 */
function rowsThatFit(block: TableBlock, budget: number): number {
  const rows = rowSource(block.rows)
  let kept = 1
  let length = utf8Length(renderTableBlock(block, 1, rows.length))
  if (length > budget) return 0
  while (kept < rows.length) {
    const next = utf8Length(tableLine(rows.cells(kept))) + 1
    if (length + next > budget) break
    length += next
    kept++
  }
  while (kept > 0 && utf8Length(renderTableBlock(block, kept)) > budget) kept--
  return kept
}

/**
 * The block with its first `kept` rows; a note counts the rest. `chartRows` sets how many rows
 * the chart is drawn from (the kept ones, unless measuring the widest case).
 */
export function renderTableBlock(block: TableBlock, kept: number, chartRows = kept): string {
  const rows = rowSource(block.rows)
  const omitted = rows.length - kept
  const note = omitted > 0 ? [`… ${omitted.toLocaleString('en-US')} more rows not shown here`] : []
  const body = [
    markdownTable(
      block.header,
      Array.from({ length: kept }, (_, i) => rows.cells(i)),
    ),
    ...note,
    ...(block.footnote ? [block.footnote] : []),
  ].join('\n\n')
  const chart = block.chart ? chartOf(rows, Math.max(kept, chartRows)) : ''
  const inner = chart === '' ? body : `${body}\n\n${chart}`
  const framed = block.collapsed
    ? details(`${block.collapsed} (${rows.length.toLocaleString('en-US')})`, inner)
    : inner
  return block.title ? `${block.title}\n\n${framed}` : framed
}

/**
 * The chart of the first `count` rows' bars. Only the bars the chart can show are made; the others
 * are counted (the chart says how many rows it leaves out).
 */
function chartOf(rows: RowSource, count: number): string {
  const bars: ChartBar[] = []
  let shown = 0
  for (let i = 0; i < count && shown < MAX_CHART_BARS; i++) {
    const bar = rows.hasBar(i) ? rows.bar(i) : undefined
    if (!bar) continue
    bars.push(bar)
    if (Number.isFinite(bar.percent)) shown++
  }
  return renderChart(bars, rows.countBars(count))
}

/** Field case F21's wording. */
function omissionLine(rows: number, sections: number, fullReportName: string): string {
  if (rows === 0 && sections === 0) return ''
  const counted = [
    rows > 0 ? plural(rows, 'more row') : '',
    sections > 0 ? plural(sections, 'more section') : '',
  ].filter(Boolean)
  const what = sections > 0 ? 'full report' : 'full table'
  return `… ${counted.join(' and ')} omitted; ${what} in ${fullReportName}.`
}

/** Length of `text` in UTF-8 bytes, without allocating. */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

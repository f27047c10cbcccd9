/**
 * The chart beside a table of changes (docs/comment.md): a diverging text chart in a fenced code
 * block, so it reads the same on GitHub's web view, in e-mail and notifications, over the API and
 * in a terminal. One row per change, a zero axis `│` in the middle, improvements drawn to its
 * left and regressions to its right, bars scaled to the largest change, the signed number the
 * table shows at the end of the row. (A Mermaid bar chart draws every bar from the axis edge, so
 * it cannot start a bar at zero, and GitHub alone renders it.)
 */
import type { ChartBar } from './table-rows.js'
import { codeBlock } from './escape-markdown.js'
import { displayWidth, visibleText } from '../words/visible-text.js'

/** More rows than this make the chart a second table; the table keeps the rest. */
export const MAX_CHART_BARS = 20
/** Columns of each half: a bar's length is drawn in half columns, 2 × this for the largest. */
const HALF_WIDTH = 20
/** Columns a benchmark name may take; a longer one keeps its head and tail around `…`. */
const NAME_WIDTH = 30
/** Columns a metric name may take where it tells two rows of one benchmark apart. */
const METRIC_WIDTH = 12
/** Characters of a shared prefix or suffix kept for context. */
const CONTEXT = 6
const AXIS = '│'
const FULL = '█'
/** Half blocks: the left half ends a bar that grows right, the right half one that grows left. */
const LEFT_HALF = '▌'
const RIGHT_HALF = '▐'

/**
 * The chart of the first `MAX_CHART_BARS` bars with a finite change, or an empty string when
 * there is none. The caller places it next to the table whose rows the bars come from.
 *
 * A bar is drawn on the side its row's class reads (`ChartBar.worse`: right is worse, whatever
 * the metric's direction), `2 × HALF_WIDTH × |change| / max |change|` half columns long, at
 * least one half column for a change the table does not show as 0.0 %; a bar whose direction is
 * unknown gets no bar and says so. Names are made visible (`visibleText`: a newline is `\x0a`, a
 * zero-width space `\u200b`) and cut to `NAME_WIDTH` columns; the fence is longer than any run
 * of backticks inside (`codeBlock`), so no name can end the block.
 *
 * @param bars the rows' bars in order: all of them, or the leading ones up to the
 *   `MAX_CHART_BARS`th with a finite size (the others cannot be shown)
 * @param total how many rows have a bar, when `bars` holds only the leading ones
 */
export function renderChart(bars: readonly ChartBar[], total = bars.length): string {
  const shown = bars.filter((bar) => Number.isFinite(bar.percent)).slice(0, MAX_CHART_BARS)
  if (shown.length === 0) return ''
  const labels = uniqueLabels(shown)
  const labelWidth = Math.max(...labels.map(displayWidth))
  const numbers = shown.map(barText)
  const numberWidth = Math.max(...numbers.map((n) => n.length))
  const largest = Math.max(...shown.map((bar) => roundedSize(bar.percent)))
  const longest = shown.reduce((a, b) => (roundedSize(b.percent) > roundedSize(a.percent) ? b : a))
  const more = total > shown.length ? `; first ${shown.length} of ${total} rows` : ''
  const indent = ' '.repeat(labelWidth + 2)
  const lines = [
    `Change vs base, bars to scale (longest ${barText(longest).slice(1)}); % as in the table${more}`,
    `${indent}${'improvement ←'.padStart(HALF_WIDTH)}${AXIS}→ regression`,
    ...shown.map((bar, i) => {
      const label = labels[i] ?? ''
      const padded = label + ' '.repeat(labelWidth - displayWidth(label))
      const [left, right] = halves(bar, largest)
      const number = (numbers[i] ?? '').padStart(numberWidth)
      const unknown = bar.worse === null ? ' (direction unknown: not drawn)' : ''
      return `${padded}  ${left}${AXIS}${right} ${number}${unknown}`
    }),
  ]
  if (shown.some(risingImprovement))
    lines.push('A rate (ops/s, MB/s) that rose is an improvement: its + is drawn on the left.')
  return codeBlock(lines.join('\n'), 'text')
}

/** The left and the right half of a row, each `HALF_WIDTH` columns. */
function halves(bar: ChartBar, largest: number): [string, string] {
  const empty = ' '.repeat(HALF_WIDTH)
  const size = roundedSize(bar.percent)
  if (bar.worse === null || size === 0 || !(largest > 0)) return [empty, empty]
  const units = Math.max(1, Math.round((size / largest) * 2 * HALF_WIDTH))
  const full = FULL.repeat(Math.floor(units / 2))
  const odd = units % 2 === 1
  return bar.worse
    ? [empty, `${full}${odd ? LEFT_HALF : ''}`.padEnd(HALF_WIDTH)]
    : [`${odd ? RIGHT_HALF : ''}${full}`.padStart(HALF_WIDTH), empty]
}

/** An improvement whose number went up (a rate, a throughput): drawn left with a `+`. */
function risingImprovement(bar: ChartBar): boolean {
  return bar.worse === false && roundedSize(bar.percent) > 0 && bar.percent > 0
}

/** |change| rounded as the table rounds it (one decimal below 100 %, none above). */
function roundedSize(percent: number): number {
  const size = Math.abs(percent)
  return size >= 100 ? Math.round(size) : Math.round(size * 10) / 10
}

/** The row's number as its Change column prints it (`ChartBar.text`), else `signedText`. */
function barText(bar: ChartBar): string {
  return bar.text ?? signedText(bar.percent)
}

/** `+32.2 %`, `−4.1 %`, `0.0 %`: a change without an interval (format-quantity's formatChange). */
function signedText(percent: number): string {
  const size = roundedSize(percent)
  const digits = Math.abs(percent) >= 100 ? 0 : 1
  if (size === 0) return '0.0 %'
  return `${percent > 0 ? '+' : '−'}${size.toFixed(digits)} %`
}

/**
 * Shortened, visible labels. Names that share a long prefix or suffix (`BenchmarkHandler/route=…
 * /payload=1KiB`) keep what tells them apart; a metric or a number is added where two would still
 * read the same.
 */
function uniqueLabels(bars: readonly ChartBar[]): string[] {
  const names = distinctParts(bars.map((bar) => visibleText(bar.label) || '·')).map((name) =>
    fitWidth(name, NAME_WIDTH),
  )
  const withMetric = names.map((name, i) =>
    names.indexOf(name) !== names.lastIndexOf(name)
      ? `${name} ${fitWidth(visibleText(bars[i]?.metric ?? ''), METRIC_WIDTH)}`
      : name,
  )
  const seen = new Map<string, number>()
  return withMetric.map((label) => {
    const count = (seen.get(label) ?? 0) + 1
    seen.set(label, count)
    return count === 1 ? label : `${label} (${count})`
  })
}

/** Drops the prefix and suffix every name shares (keeping a little context), when names are long. */
function distinctParts(names: readonly string[]): string[] {
  const lists = names.map((name) => Array.from(name))
  const shortest = Math.min(...lists.map((l) => l.length))
  if (names.length < 2 || shortest <= NAME_WIDTH) return [...names]
  const first = lists[0] ?? []
  let prefix = 0
  while (prefix < shortest && lists.every((l) => l[prefix] === first[prefix])) prefix++
  let suffix = 0
  const fromEnd = (list: readonly string[], offset: number) => list[list.length - 1 - offset]
  while (
    suffix < shortest - prefix &&
    lists.every((l) => fromEnd(l, suffix) === fromEnd(first, suffix))
  )
    suffix++
  const cut = Math.max(0, prefix - CONTEXT)
  const keep = Math.max(0, suffix - CONTEXT)
  if (cut === 0 && keep === 0) return [...names]
  return lists.map(
    (l) => `${cut > 0 ? '…' : ''}${l.slice(cut, l.length - keep).join('')}${keep > 0 ? '…' : ''}`,
  )
}

/**
 * `text` in at most `max` columns: when longer, its head (the family, two fifths) and its tail
 * (the parameters, which tell benchmarks apart) around `…`.
 */
function fitWidth(text: string, max: number): string {
  if (displayWidth(text) <= max) return text
  const points = Array.from(text)
  const headRoom = Math.floor(((max - 1) * 2) / 5)
  const head: string[] = []
  let used = 0
  for (const point of points) {
    const width = displayWidth(point)
    if (used + width > headRoom) break
    head.push(point)
    used += width
  }
  const tail: string[] = []
  for (let i = points.length - 1; i >= head.length; i--) {
    const point = points[i] ?? ''
    const width = displayWidth(point)
    if (used + width > max - 1) break
    tail.unshift(point)
    used += width
  }
  return `${head.join('')}…${tail.join('')}`
}

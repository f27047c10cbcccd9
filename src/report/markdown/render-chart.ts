/**
 * A Mermaid `xychart-beta` of the rows beside it (docs/comment.md), in the most conservative
 * syntax GitHub renders: categorical axis, explicit value range, one bar series, no directives.
 * Mermaid draws bars from the axis minimum, not from zero, so a negative bar would mislead: bars
 * are the size of each change, and each label carries the signed number the table shows.
 */
import type { ChartBar } from './table-rows.js'
import { codeBlock } from './escape-markdown.js'

/** More bars than this make the labels unreadable; the table keeps the rest. */
export const MAX_CHART_BARS = 20
const LABEL_HEAD = 12
const LABEL_TAIL = 16
/** Characters of a shared prefix or suffix kept for context. */
const CONTEXT = 6
/** Characters a Mermaid string may hold without quoting rules, entities (`#…;`) or comments (`%%`). */
const UNSAFE_LABEL_CHARACTER = /[^\p{L}\p{N} _./:=+\-,()[\]]/gu

/**
 * The chart of the first `MAX_CHART_BARS` bars, or an empty string when there is nothing to
 * show. The caller places it next to the table whose rows the bars come from.
 *
 * @param bars the rows' bars in order: all of them, or the leading ones up to the
 *   `MAX_CHART_BARS`th with a finite size (the others cannot be shown)
 * @param total how many rows have a bar, when `bars` holds only the leading ones
 */
export function renderChart(bars: readonly ChartBar[], total = bars.length): string {
  const shown = bars.filter((bar) => Number.isFinite(bar.percent)).slice(0, MAX_CHART_BARS)
  if (shown.length === 0) return ''
  const values = shown.map((bar) => roundedSize(bar.percent))
  const labels = uniqueLabels(shown).map(
    (label, i) => `"${label} ${signedText(shown[i]?.percent ?? 0)}"`,
  )
  const top = niceCeiling(Math.max(...values) * 1.1)
  const more = total > shown.length ? `, first ${shown.length} of ${total} rows` : ''
  const source = [
    'xychart-beta horizontal',
    `    title "Size of each change vs base, % (sign as in the table${more})"`,
    `    x-axis [${labels.join(', ')}]`,
    `    y-axis "change, %" 0 --> ${top}`,
    `    bar [${values.map(String).join(', ')}]`,
  ].join('\n')
  return codeBlock(source, 'mermaid')
}

/** |change| rounded as the table rounds it (one decimal below 100 %, none above). */
function roundedSize(percent: number): number {
  const size = Math.abs(percent)
  return size >= 100 ? Math.round(size) : Math.round(size * 10) / 10
}

/** `+32.2%`, `−4.1%`, `0.0%`: the table's number (format-quantity's formatChange) without the space. */
function signedText(percent: number): string {
  const size = roundedSize(percent)
  const digits = Math.abs(percent) >= 100 ? 0 : 1
  if (size === 0) return '0.0%'
  return `${percent > 0 ? '+' : '−'}${size.toFixed(digits)}%`
}

/**
 * Shortened, sanitised labels. Names that share a long prefix or suffix (`BenchmarkHandler/route=…
 * /payload=1KiB`) keep what tells them apart; a metric or a number is added where two would still
 * read the same.
 */
function uniqueLabels(bars: readonly ChartBar[]): string[] {
  const names = distinctParts(bars.map((bar) => sanitize(bar.label))).map(shorten)
  const withMetric = names.map((name, i) =>
    names.indexOf(name) !== names.lastIndexOf(name)
      ? `${name} ${shorten(sanitize(bars[i]?.metric ?? ''))}`
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
  if (names.length < 2 || shortest <= LABEL_HEAD + LABEL_TAIL) return [...names]
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

function sanitize(text: string): string {
  return text.replace(UNSAFE_LABEL_CHARACTER, '·').replace(/\s+/g, ' ').trim() || '·'
}

/** Keeps the head (the family) and the tail (the parameters), which tell benchmarks apart. */
function shorten(text: string): string {
  const points = Array.from(text)
  if (points.length <= LABEL_HEAD + LABEL_TAIL + 1) return text
  return `${points.slice(0, LABEL_HEAD).join('')}…${points.slice(-LABEL_TAIL).join('')}`
}

/** The smallest round number (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k) at or above `value`, at least 1. */
function niceCeiling(value: number): number {
  if (!(value > 1)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((s) => s * power >= value) ?? 10
  return step * power
}

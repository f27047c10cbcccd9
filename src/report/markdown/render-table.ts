import type { Comparison, RevisionStats } from '../../model/comparison.js'
import { classLabel } from '../class-labels.js'
import {
  displayScale,
  formatChange,
  formatChangeInterval,
  formatProbability,
  formatQuantity,
  SPREAD_DIGITS,
} from '../format-quantity.js'
import { codeSpan, inlineText } from './escape-markdown.js'

const CHANGE_HEADER = ['Benchmark', 'Metric', 'Base', 'Head', 'Change (95% CI)', 'q-value', 'Class']

/**
 * The change table of DESIGN.md §5 item 3: base and head median ± raw MAD with n, change with
 * its 95 % CI, q-value, class and strength. Rows are rendered in the order given.
 */
export function renderChangeTable(rows: readonly Comparison[]): string {
  return table(CHANGE_HEADER, rows.map(changeRow))
}

function changeRow(c: Comparison): string[] {
  const scale = displayScale(c.unit, [c.base?.median ?? Number.NaN, c.head?.median ?? Number.NaN])
  const revision = (stats: RevisionStats | null) =>
    stats === null
      ? '—'
      : `${formatQuantity(stats.median, c.unit, scale)} ± ${formatQuantity(stats.mad, c.unit, scale, SPREAD_DIGITS)} (n=${stats.n})`
  const change = c.ci
    ? `${formatChange(c.ratio)} ${formatChangeInterval(c.ci.lower, c.ci.upper)}`
    : formatChange(c.ratio)
  return [
    codeSpan(c.label, { inTable: true }),
    inlineText(c.metricName, 40),
    revision(c.base),
    revision(c.head),
    change,
    formatProbability(c.qValue),
    classLabel(c),
  ]
}

/** A short list table (benchmark, metric, class, reason) for collapsed sections. */
export function renderReasonTable(rows: readonly Comparison[]): string {
  return table(
    ['Benchmark', 'Metric', 'Change', 'Class', 'Why'],
    rows.map((c) => [
      codeSpan(c.label, { inTable: true }),
      inlineText(c.metricName, 40),
      formatChange(c.ratio),
      classLabel(c),
      inlineText(c.reasons[0] ?? '', 300),
    ]),
  )
}

/** GFM table; every cell is already inert Markdown without newlines or bare pipes. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

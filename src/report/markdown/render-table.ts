/** Table rows of the comment (docs/comment.md): every cell inert, single-line Markdown. */
import { benchmarkLabel, failureText, type BenchmarkId } from '../../model/benchmark-result.js'
import type { Comparison, RevisionStats } from '../../model/comparison.js'
import { onHead, type HeadKind } from '../../model/head-place.js'
import { classLabel } from '../words/class-labels.js'
import {
  centreOf,
  changePercent,
  changeWithInterval,
  changeWords,
  sideCentre,
} from '../words/comparison-text.js'
import {
  displayScale,
  formatDetectable,
  formatProbability,
  formatQuantity,
  SPREAD_DIGITS,
} from '../words/format-quantity.js'
import { historySparkline } from '../words/sparkline.js'
import type { ChartBar, TableRow } from './table-rows.js'
import { codeSpan, inlineText } from './escape-markdown.js'

const NBSP = '\u00a0'

export const CHANGE_HEADER = [
  'Benchmark',
  'Metric',
  'Base',
  'Head',
  'Change (95% CI)',
  'q-value',
  'Class',
] as const
export const INCONCLUSIVE_HEADER = [
  'Benchmark',
  'Metric',
  'Change (95% CI)',
  'q-value',
  'Detectable at this n',
  'Why',
] as const
export const REASON_HEADER = ['Benchmark', 'Metric', 'Change', 'Class', 'Why'] as const
export const HEAD_ONLY_HEADER = ['Benchmark', 'Metric', 'Head'] as const
export const FAILED_HEADER = [
  'Benchmark',
  'Metric',
  'Base',
  'Head',
  'Failed',
  'Harness message',
] as const
/** Extra column when earlier base runs were fetched. */
export const HISTORY_HEADER = 'Base history → head'

/** Per-run base medians by `Comparison.key` (ReportData.history), or undefined without history. */
export type HistoryLookup = Readonly<Record<string, readonly number[]>> | undefined

/**
 * Benchmark, metric, base and head median ± raw MAD with n (mean ± sd for summaries compared by
 * their means), change with its 95 % CI, q-value, class and strength (with `note`, e.g. wall against
 * CPU time, after it); plus a sparkline of the base history when `history` is given. The chart
 * bar carries the same change as the Change column.
 */
export function changeRow(c: Comparison, history: HistoryLookup, note?: string): TableRow {
  const scale = displayScale(c.unit, centres(c))
  const cells = [
    codeSpan(c.label, { inTable: true }),
    metricCell(c.metricName),
    revisionCell(c, c.base, scale),
    revisionCell(c, c.head, scale),
    changeWithInterval(c),
    formatProbability(c.qValue),
    note === undefined ? classLabel(c) : `${classLabel(c)}: ${inlineText(note, 200)}`,
    ...(history ? [historyCell(c, history)] : []),
  ]
  const percent = changePercent(c)
  return percent === null ? { cells } : { cells, bar: barOf(c, percent) }
}

/** `INCONCLUSIVE_HEADER` without its Detectable column: for a table whose rows share the figure. */
export const INCONCLUSIVE_SHARED_HEADER = INCONCLUSIVE_HEADER.filter(
  (cell) => cell !== 'Detectable at this n',
)

/**
 * An inconclusive comparison: its change, q, the smallest change it could resolve (left out with
 * `sharedDetectable`, when the table says the figure all its rows share once), and why.
 */
export function inconclusiveRow(
  c: Comparison,
  history: HistoryLookup,
  sharedDetectable = false,
): TableRow {
  const cells = [
    codeSpan(c.label, { inTable: true }),
    metricCell(c.metricName),
    changeWithInterval(c),
    formatProbability(c.qValue),
    ...(sharedDetectable ? [] : [detectableCell(c)]),
    inlineText(c.reasons[0] ?? 'no reason recorded', 240),
    ...(history ? [historyCell(c, history)] : []),
  ]
  const percent = changePercent(c)
  return percent === null ? { cells } : { cells, bar: barOf(c, percent) }
}

/** The Detectable at this n cell: `−44 % / +80 %`, `±8 %` (`formatDetectable`), or `—`. */
export function detectableCell(c: Comparison): string {
  return c.minimumDetectableEffect === null ? '—' : formatDetectable(c.minimumDetectableEffect)
}

/** Benchmark, metric, change in words, class and the first reason: for listings. */
export function reasonRow(c: Comparison): TableRow {
  return {
    cells: [
      codeSpan(c.label, { inTable: true }),
      metricCell(c.metricName),
      changeWithInterval(c),
      classLabel(c),
      inlineText(c.reasons[0] ?? '', 240),
    ],
  }
}

/**
 * A run that failed on a side: each side's value as measured (`failed` where it failed, with the
 * good runs' value of a partly failed side), which side failed (the head as `headKind` names it:
 * **on the PR**, **in this push**, **in the head run**), and the harness's message (untrusted: one
 * line, escaped and capped).
 */
export function failedRow(c: Comparison, headKind?: HeadKind): TableRow {
  const scale = displayScale(c.unit, centres(c))
  const side = (failed: boolean, stats: RevisionStats | null): string => {
    if (!failed) return revisionCell(c, stats, scale)
    return stats === null ? '❌ failed' : `❌ failed; good runs: ${revisionCell(c, stats, scale)}`
  }
  const head = c.failure?.head ?? null
  const base = c.failure?.base ?? null
  const failedOnHead = head !== null
  const onBase = base !== null
  const where = onHead(headKind)
  const message = [
    ...(head === null ? [] : [failureText(head)]),
    ...(base === null ? [] : [`${failedOnHead ? 'base: ' : ''}${failureText(base)}`]),
  ].join('; ')
  return {
    cells: [
      codeSpan(c.label, { inTable: true }),
      metricCell(c.metricName),
      side(onBase, c.base),
      side(failedOnHead, c.head),
      failedOnHead && onBase ? `${where} and on base` : failedOnHead ? `**${where}**` : 'on base',
      inlineText(message, 240),
    ],
  }
}

/** The head's numbers alone (no baseline). */
export function headOnlyRow(c: Comparison): TableRow {
  const scale = displayScale(c.unit, [sideCentre(c, 'head')?.value ?? Number.NaN])
  return {
    cells: [
      codeSpan(c.label, { inTable: true }),
      metricCell(c.metricName),
      revisionCell(c, c.head, scale),
    ],
  }
}

/**
 * Median ± raw MAD (n), or `mean ± sd` when the change compares summaries' means (or the summary
 * has no median), in the row's `scale`.
 */
export function revisionCell(
  c: Comparison,
  stats: RevisionStats | null,
  scale: ReturnType<typeof displayScale>,
): string {
  const centre = centreOf(stats, c.centre)
  if (stats === null || centre === null) return stats === null ? '—' : `n/a (n=${stats.n})`
  // The unit is the harness's text for custom metrics: escape the label, keep the numbers.
  const safe = { factor: scale.factor, label: escapeUnitLabel(scale.label) }
  const value = formatQuantity(centre.value, c.unit, safe)
  // A summary without a spread (one value, or a harness that printed none) shows no ± at all.
  const spread =
    centre.spread === null ? '' : ` ± ${formatQuantity(centre.spread, c.unit, safe, SPREAD_DIGITS)}`
  const what = centre.statistic === 'mean' ? `mean${centre.spread === null ? '' : ' ± sd'}, ` : ''
  return `${value}${spread} (${what}n=${stats.n})`
}

/** Whether `changeRow` and `inconclusiveRow` give `c` a chart bar: when it has a change. */
export function hasChartBar(c: Comparison): boolean {
  return changePercent(c) !== null
}

/** The centres of both sides, for a display scale the row shares. */
function centres(c: Comparison): number[] {
  return [sideCentre(c, 'base')?.value ?? Number.NaN, sideCentre(c, 'head')?.value ?? Number.NaN]
}

function escapeUnitLabel(label: string): string {
  return remembered(UNIT_LABELS, label, () => {
    const spaced = label.startsWith(NBSP)
    const text = spaced ? label.slice(1) : label
    return `${spaced ? NBSP : ''}${inlineText(text, 30)}`
  })
}

function metricCell(name: string): string {
  return remembered(METRIC_NAMES, name, () => inlineText(name, 40))
}

/**
 * Escaped unit labels and metric names by their text: a table's rows share a handful, and
 * escaping runs a dozen patterns (the job summary formats thousands of rows).
 */
const UNIT_LABELS = new Map<string, string>()
const METRIC_NAMES = new Map<string, string>()
/** The texts are untrusted, so the memory is bounded: emptied when this full. */
const REMEMBERED = 1_000

function remembered(memory: Map<string, string>, text: string, make: () => string): string {
  let known = memory.get(text)
  if (known === undefined) {
    if (memory.size >= REMEMBERED) memory.clear()
    memory.set(text, (known = make()))
  }
  return known
}

function historyCell(c: Comparison, history: NonNullable<HistoryLookup>): string {
  const line = historySparkline(
    history[c.key] ?? [],
    sideCentre(c, 'base')?.value ?? null,
    sideCentre(c, 'head')?.value ?? null,
  )
  return line === '' ? '—' : line
}

function barOf(c: Comparison, percent: number): ChartBar {
  const worse =
    c.direction === 'unknown'
      ? null
      : c.direction === 'higher-is-better'
        ? percent < 0
        : percent > 0
  const text = changeWords(c, ' ')
  return { label: chartLabel(c.benchmark), metric: c.metricName, percent, text, worse }
}

/** The label without the suite (a package path is long and rarely tells rows apart in a chart). */
function chartLabel(id: BenchmarkId): string {
  return benchmarkLabel({
    name: id.name,
    ...(id.params ? { params: id.params } : {}),
    ...(id.procs !== undefined ? { procs: id.procs } : {}),
  })
}

import type { Comparison } from '../../model/comparison.js'
import { VERDICT_EMOJI } from '../../model/verdict.js'
import { bySeverity, CLASS_NAMES, CLASS_ORDER, countByClass } from '../class-labels.js'
import type { ReportData } from '../report-data.js'
import { inlineText } from './escape-markdown.js'
import { renderDiagnostics, renderMethod } from './render-details.js'
import { renderContext, renderGeomean } from './render-context.js'
import { renderChangeTable, renderReasonTable } from './render-table.js'

/** GitHub refuses comment bodies over 65,536 characters; keep a margin for the marker and edits. */
export const COMMENT_MAX_LENGTH = 60_000
/** The job summary upload limit is 1 MiB; stay well below it. */
export const SUMMARY_MAX_LENGTH = 900_000

const DOCS_URL = 'https://github.com/bench-verdict/bench-verdict/blob/v1/docs'

export interface RenderOptions {
  /** Longest body in UTF-16 code units (what JavaScript's `length` counts). */
  readonly maxLength: number
  /** Where omitted rows can be read, e.g. "the job summary". */
  readonly fullReportName: string
}

/**
 * The PR comment of DESIGN.md §5 (without the hidden marker, which publish adds): verdict line,
 * counts, what was compared, the changes that matter worst first, collapsed sections, footer.
 * Sections that do not fit in `maxLength` are summarised with a count, never cut mid-table.
 */
export function renderComment(data: ReportData, options: RenderOptions): string {
  const { verdict } = data
  const gated = data.comparisons.filter((c) => c.gated)
  const head = [
    `### ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} — ${inlineText(verdict.headline, 300)}`,
    renderCounts(gated),
    renderContext(data),
    ...renderReasons(data),
  ]
  const moved = new Set<Comparison['class']>(['regression', 'improvement', 'inconclusive'])
  const matters = gated.filter((c) => moved.has(c.class)).sort(bySeverity)
  const unchanged = gated.filter((c) => c.class === 'no-change')
  const informational = data.comparisons
    .filter((c) => !c.gated && (moved.has(c.class) || c.class === 'no-change'))
    .sort(bySeverity)
  const other = data.comparisons
    .filter((c) => !moved.has(c.class) && c.class !== 'no-change')
    .sort(bySeverity)
  const sections = [
    ...(matters.length > 0 ? [`#### Changes that matter\n\n${renderChangeTable(matters)}`] : []),
    ...renderGeomean(data),
    collapsed('Unchanged', unchanged, renderChangeTable),
    collapsed('Informational metrics (not gated)', informational, renderChangeTable),
    collapsed('Added, removed, not compared', other, renderReasonTable),
    renderDiagnostics(data.diagnostics),
    renderMethod(data),
  ].filter((s) => s !== '')
  return fitSections(head, sections, options, renderFooter(data))
}

/** Counts per class over the gated comparisons, the ones the verdict is made of. */
function renderCounts(gated: readonly Comparison[]): string {
  const counts = countByClass(gated)
  return CLASS_ORDER.map((c) => `${counts[c]} ${CLASS_NAMES[c][counts[c] === 1 ? 0 : 1]}`).join(
    ' · ',
  )
}

function renderReasons(data: ReportData): string[] {
  const lines = [...data.verdict.reasons, ...data.findings].map((r) => `- ${inlineText(r, 500)}`)
  return lines.length > 0 ? [lines.join('\n')] : []
}

function renderFooter(data: ReportData): string {
  const full = data.context.fullReportUrl
    ? `[full report (job summary)](${data.context.fullReportUrl}) · `
    : ''
  return `<sub>${full}[what the verdicts mean](${DOCS_URL}/verdicts.md) · [why inconclusive?](${DOCS_URL}/inconclusive.md) · [getting trustworthy numbers](${DOCS_URL}/trustworthy-numbers.md) · bench-verdict</sub>`
}

function collapsed(
  summary: string,
  rows: readonly Comparison[],
  render: (rows: readonly Comparison[]) => string,
): string {
  if (rows.length === 0) return ''
  return `<details><summary>${summary} (${rows.length})</summary>\n\n${render(rows)}\n\n</details>`
}

/**
 * Adds sections in priority order while they fit, then the footer. A table that does not fit
 * keeps its header and as many whole rows as fit; what is left out is counted in one line.
 */
function fitSections(
  head: readonly string[],
  sections: readonly string[],
  options: RenderOptions,
  footer: string,
): string {
  const parts = [...head]
  const reserve = footer.length + 200
  let length = parts.join('\n\n').length
  let omittedRows = 0
  let omittedSections = 0
  for (const section of sections) {
    const room = options.maxLength - length - reserve - 2
    const fitted =
      section.length <= room ? { text: section, omittedRows: 0 } : trimTable(section, room)
    if (fitted) {
      parts.push(fitted.text)
      length += fitted.text.length + 2
      omittedRows += fitted.omittedRows
    } else if (rowCount(section) > 0) omittedRows += rowCount(section)
    else omittedSections++
  }
  const omitted = [
    omittedRows > 0 ? `${omittedRows.toLocaleString('en-US')} more rows` : '',
    omittedSections > 0 ? `${omittedSections} more section${omittedSections === 1 ? '' : 's'}` : '',
  ].filter(Boolean)
  if (omitted.length > 0)
    parts.push(
      `… ${omitted.join(' and ')} omitted; the full report is in ${options.fullReportName}.`,
    )
  parts.push(footer)
  return `${parts.join('\n\n')}\n`
}

/** Keeps a table's header and as many whole rows as fit; undefined when not even one fits. */
function trimTable(
  section: string,
  budget: number,
): { text: string; omittedRows: number } | undefined {
  const lines = section.split('\n')
  const start = lines.findIndex((l) => l.startsWith('| ---'))
  if (start < 1) return undefined
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'))
  const tableEnd = end < 0 ? lines.length : end
  const prefix = lines.slice(0, start + 1)
  const suffix = lines.slice(tableEnd)
  let length = [...prefix, ...suffix].join('\n').length
  let kept = start + 1
  while (kept < tableEnd && length + (lines[kept]?.length ?? 0) + 1 <= budget) {
    length += (lines[kept]?.length ?? 0) + 1
    kept++
  }
  if (kept === start + 1) return undefined
  return { text: [...lines.slice(0, kept), ...suffix].join('\n'), omittedRows: tableEnd - kept }
}

function rowCount(section: string): number {
  return Math.max(
    0,
    section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---')).length - 1,
  )
}

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
  const head = [
    `### ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} — ${inlineText(verdict.headline, 300)}`,
    renderCounts(data.comparisons),
    renderContext(data),
    ...renderReasons(data),
  ]
  const matters = data.comparisons
    .filter(
      (c) =>
        c.class === 'regression' ||
        c.class === 'improvement' ||
        (c.class === 'inconclusive' && c.gated),
    )
    .sort(bySeverity)
  const quiet = data.comparisons.filter((c) => !matters.includes(c))
  const sections = [
    ...(matters.length > 0 ? [renderChangeTable(matters)] : []),
    ...renderGeomean(data),
    collapsed(
      `${count(quiet, 'no-change')} unchanged`,
      quiet.filter((c) => c.class === 'no-change'),
      renderChangeTable,
    ),
    collapsed(
      'Added, removed, not compared, informational',
      quiet.filter((c) => c.class !== 'no-change').sort(bySeverity),
      renderReasonTable,
    ),
    renderDiagnostics(data.diagnostics),
    renderMethod(data),
  ].filter((s) => s !== '')
  return fitSections(head, sections, options)
}

function renderCounts(comparisons: readonly Comparison[]): string {
  const counts = countByClass(comparisons)
  return CLASS_ORDER.map((c) => `${counts[c]} ${CLASS_NAMES[c][counts[c] === 1 ? 0 : 1]}`).join(
    ' · ',
  )
}

function renderReasons(data: ReportData): string[] {
  const lines = [...data.verdict.reasons, ...data.findings].map((r) => `- ${inlineText(r, 500)}`)
  return lines.length > 0 ? [lines.join('\n')] : []
}

function count(rows: readonly Comparison[], cls: Comparison['class']): number {
  return rows.filter((c) => c.class === cls).length
}

function collapsed(
  summary: string,
  rows: readonly Comparison[],
  render: (rows: readonly Comparison[]) => string,
): string {
  if (rows.length === 0) return ''
  return `<details><summary>${summary} (${rows.length})</summary>\n\n${render(rows)}\n\n</details>`
}

/** Adds sections in priority order while they fit; a table that does not fit loses rows, not form. */
function fitSections(
  head: readonly string[],
  sections: readonly string[],
  options: RenderOptions,
): string {
  const parts = [...head]
  const footerReserve = 400
  let length = parts.join('\n\n').length
  let omitted = 0
  for (const section of sections) {
    if (length + section.length + 2 + footerReserve <= options.maxLength) {
      parts.push(section)
      length += section.length + 2
    } else {
      const trimmed = trimTable(section, options.maxLength - length - footerReserve - 2)
      if (trimmed) {
        parts.push(trimmed.text)
        length += trimmed.text.length + 2
        omitted += trimmed.omittedRows
      } else omitted += rowCount(section)
    }
  }
  if (omitted > 0)
    parts.push(
      `… ${omitted.toLocaleString('en-US')} more rows omitted; full table in ${options.fullReportName}.`,
    )
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

/**
 * The PR comment of docs/comment.md, built from blocks so other layouts can reuse the parts:
 * `summaryBlocks` (verdict line, counts, what was compared, notices, reasons, geomean) and
 * `suiteBlocks` (the tables, the chart and the collapsed sections of one suite) are composed by
 * `renderComment`, and `fitBlocks` fits any list of blocks into a size limit. A layout with one
 * section per matrix leg composes the same pieces with its own headings.
 */
import type { Comparison } from '../../model/comparison.js'
import { onHead } from '../../model/head-place.js'
import { severityOrder } from '../data/severity-order.js'
import type { ReportData } from '../data/report-data.js'
import { PRIORITY, textBlock, type CommentBlock, type TableBlock } from './comment-blocks.js'
import { fitBlocks, type FitOptions } from './fit-blocks.js'
import { DOCS_URL, renderFooter } from './render-footer.js'
import {
  renderContext,
  renderCounts,
  renderGeomean,
  renderNotices,
  renderReasons,
  renderVerdictLine,
} from './render-context.js'
import { referenceBlocks } from './render-references.js'
import {
  renderDiagnostics,
  renderEnvironment,
  renderMethod,
  renderRerun,
} from './render-details.js'
import {
  CHANGE_HEADER,
  changeRow,
  FAILED_HEADER,
  failedRow,
  HEAD_ONLY_HEADER,
  hasChartBar,
  headOnlyRow,
  HISTORY_HEADER,
  INCONCLUSIVE_HEADER,
  INCONCLUSIVE_SHARED_HEADER,
  inconclusiveRow,
  REASON_HEADER,
  reasonRow,
  type HistoryLookup,
} from './render-table.js'
import { lazyRows } from './table-rows.js'
import { wallCpuNotes } from '../words/wall-cpu-notes.js'
import { sharedDetectable, sharedDetectableSentence } from '../words/shared-detectable.js'

export { fitBlocks, type FitOptions } from './fit-blocks.js'
export { DOCS_URL, renderFooter } from './render-footer.js'

/** GitHub refuses comment bodies over 65,536 characters; keep a margin for the marker and edits. */
export const COMMENT_MAX_LENGTH = 60_000
/** The job summary upload limit is 1 MiB (bytes); stay well below it. */
export const SUMMARY_MAX_LENGTH = 900_000

export type RenderOptions = FitOptions

export interface SuiteOptions {
  /** Markdown heading of the suite's sections (`####` in the comment; deeper inside a leg). */
  readonly heading?: string
}

const MOVED = new Set<Comparison['class']>(['regression', 'improvement'])
/** After the class of a regression the policy's waiver accepts (its reason is in the verdict's). */
const WAIVED_NOTE = 'waived by the policy file'

/**
 * The PR comment (without the hidden marker, which publish adds): verdict line, counts, what was
 * compared, the changes that matter worst first with their chart, the inconclusive rows and what
 * would resolve them, collapsed sections, footer. Under `maxLength` UTF-8 bytes whatever the suite
 * size: rows that do not fit are counted and pointed to `fullReportName`, never cut mid-table.
 */
export function renderComment(data: ReportData, options: RenderOptions): string {
  return fitBlocks(
    [...summaryBlocks(data), ...suiteBlocks(data)],
    renderFooter([data], options.summaryCut),
    options,
  )
}

/** The top of the comment: always kept (each part is capped in length). */
export function summaryBlocks(data: ReportData, heading = '###'): CommentBlock[] {
  const texts = [
    renderVerdictLine(data, heading),
    // Without a comparison (no baseline, an error) every class would count zero or `added`.
    data.comparisons.length > 0 &&
    data.verdict.level !== 'no-baseline' &&
    data.verdict.level !== 'error'
      ? renderCounts(data)
      : '',
    renderContext(data),
    ...renderNotices(data),
    renderReasons(data),
    renderGeomean(data),
  ]
  return texts.filter((t) => t !== '').map((t) => textBlock(t, PRIORITY.verdict))
}

/**
 * The sections of one suite, in display order: the changes that matter (regressions, then
 * improvements, gated, worst first) with a chart, the inconclusive ones with what would resolve
 * them, head against named references (render-references.ts), then collapsed: unchanged,
 * informational metrics, added/removed/not compared, environment differences, input problems,
 * the re-run list and the method.
 */
/** Classes of a comparison with no two sides to compare. */
const UNCOMPARED = new Set<Comparison['class']>(['added', 'removed', 'not-compared', 'failed'])

export function suiteBlocks(data: ReportData, options: SuiteOptions = {}): CommentBlock[] {
  const heading = options.heading ?? '####'
  const level = data.verdict.level
  if (level === 'error' || level === 'no-baseline') return fallbackBlocks(data, heading)
  const history: HistoryLookup =
    data.context.historyRuns > 0 && data.history ? data.history : undefined
  const withHistory = (header: readonly string[]) =>
    history ? [...header, HISTORY_HEADER] : header
  const section = sections(data.comparisons)
  const gated = section.gatedCount
  const matters = severityOrder(section.matters)
  const inconclusive = severityOrder(section.inconclusive)
  const { unchanged } = section
  // "No gated benchmark changed" only when one was compared: not when all were added or removed.
  const compared = gated > 0 && data.comparisons.some((c) => c.gated && !UNCOMPARED.has(c.class))
  const informational = severityOrder(section.informational)
  const listed = severityOrder(section.listed)
  const notes = wallCpuNotes(data.comparisons)
  // A waived regression's row says so: the count line counts it as waived, not as a regression.
  const waived = new Set(data.verdict.waived)
  const noteOf = (c: Comparison) => {
    const note = notes.get(c)
    if (!waived.has(c.key)) return note
    return note === undefined ? WAIVED_NOTE : `${WAIVED_NOTE}; ${note}`
  }
  const row = (c: Comparison, lookup: HistoryLookup) => changeRow(c, lookup, noteOf(c))
  // One suite-wide detectable change (the band itself) is said once, under the table.
  const shared = sharedDetectable(inconclusive)
  const sharedNote = shared === null ? '' : `${sharedDetectableSentence(shared)} `
  const blocks: (CommentBlock | null)[] = [
    section.failed.length > 0
      ? table({
          priority: PRIORITY.changes,
          title: `${heading} Failed runs: not compared`,
          header: FAILED_HEADER,
          rows: lazyRows(failedFirst(section.failed), (c) => failedRow(c, data.context.headKind)),
          footnote: `A failed run is never compared with the other side nor counted in the geomean; a failure ${onHead(data.context.headKind)} fails the verdict unless the policy says \`on-failure: warn\`.`,
        })
      : null,
    matters.length > 0
      ? table({
          priority: PRIORITY.changes,
          title: `${heading} Changes that matter`,
          header: withHistory(CHANGE_HEADER),
          rows: lazyRows(matters, (c) => row(c, history), hasChartBar),
          chart: true,
        })
      : // A leg missing on the PR compared nothing: its removed rows must not read as "no change".
        compared && inconclusive.length === 0 && data.context.headMissing === undefined
        ? textBlock('No gated benchmark changed beyond the thresholds.', PRIORITY.notices)
        : null,
    inconclusive.length > 0
      ? table({
          priority: PRIORITY.inconclusive,
          title: `${heading} Inconclusive: what would resolve it`,
          header: withHistory(shared === null ? INCONCLUSIVE_HEADER : INCONCLUSIVE_SHARED_HEADER),
          rows: lazyRows(
            inconclusive,
            (c) => inconclusiveRow(c, history, shared !== null),
            hasChartBar,
          ),
          footnote: `${sharedNote}More repetitions shrink the intervals; base-branch history or an A/A control replaces an assumed noise floor with a measured one ([why inconclusive?](${DOCS_URL}/inconclusive.md)).`,
          chart: matters.length === 0,
        })
      : null,
    ...referenceBlocks(data, heading),
    collapsedTable(
      'Unchanged',
      CHANGE_HEADER,
      lazyRows(unchanged, (c) => row(c, undefined), hasChartBar),
    ),
    collapsedTable(
      'Informational metrics, not gated',
      CHANGE_HEADER,
      lazyRows(informational, (c) => row(c, undefined), hasChartBar),
    ),
    collapsedTable('Added, removed, not compared', REASON_HEADER, lazyRows(listed, reasonRow)),
    ...detailsTexts([
      renderEnvironment(data),
      renderDiagnostics(data.diagnostics),
      renderRerun(data),
      renderMethod(data),
    ]),
  ]
  return blocks.filter((b): b is CommentBlock => b !== null)
}

/** The comparisons of each section of `suiteBlocks`, in input order: one pass over the suite. */
function sections(comparisons: readonly Comparison[]) {
  const found = {
    gatedCount: 0,
    /** Gated regressions and improvements. */
    matters: [] as Comparison[],
    inconclusive: [] as Comparison[],
    unchanged: [] as Comparison[],
    /** Not gated, and compared. */
    informational: [] as Comparison[],
    /** Added, removed or not compared, gated or not. */
    listed: [] as Comparison[],
    /** A run failed on a side, gated or not. */
    failed: [] as Comparison[],
  }
  for (const c of comparisons) {
    if (c.gated) found.gatedCount++
    if (c.class === 'failed') found.failed.push(c)
    else if (c.class === 'added' || c.class === 'removed' || c.class === 'not-compared')
      found.listed.push(c)
    else if (!c.gated) found.informational.push(c)
    else if (MOVED.has(c.class)) found.matters.push(c)
    else if (c.class === 'inconclusive') found.inconclusive.push(c)
    else if (c.class === 'no-change') found.unchanged.push(c)
  }
  return found
}

/** Failures on the head before failures on base only; gated before informational; input order. */
function failedFirst(failed: readonly Comparison[]): Comparison[] {
  const rank = (c: Comparison) => (c.failure?.head ? 0 : 2) + (c.gated ? 0 : 1)
  return failed
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c)
}

/**
 * No baseline: the head's numbers and head against named references; error: the problems, open.
 * Then the method.
 */
function fallbackBlocks(data: ReportData, heading: string): CommentBlock[] {
  const head = data.comparisons.filter((c) => c.head !== null)
  const sorted = [...head.filter((c) => c.gated), ...head.filter((c) => !c.gated)]
  const blocks: CommentBlock[] = []
  if (sorted.length > 0)
    blocks.push(
      table({
        priority: PRIORITY.changes,
        title: `${heading} Head results (nothing to compare with)`,
        header: HEAD_ONLY_HEADER,
        rows: lazyRows(sorted, headOnlyRow),
      }),
    )
  if (data.verdict.level === 'no-baseline') blocks.push(...referenceBlocks(data, heading))
  const problems = renderDiagnostics(data.diagnostics, data.verdict.level === 'error')
  if (problems !== '') blocks.push(textBlock(problems, PRIORITY.notices))
  blocks.push(textBlock(renderMethod(data), PRIORITY.details))
  return blocks
}

function table(block: Omit<TableBlock, 'kind'>): TableBlock {
  return { kind: 'table', ...block }
}

function collapsedTable(
  summary: string,
  header: readonly string[],
  rows: TableBlock['rows'],
): TableBlock | null {
  if (rows.length === 0) return null
  return table({ priority: PRIORITY.listings, collapsed: summary, header, rows })
}

function detailsTexts(texts: readonly string[]): CommentBlock[] {
  return texts.filter((t) => t !== '').map((t) => textBlock(t, PRIORITY.details))
}

import { createHash } from 'node:crypto'
import type { ReportData } from '../report/report-data.js'
import { countByClass } from '../report/class-labels.js'
import {
  COMMENT_MAX_LENGTH,
  renderComment,
  SUMMARY_MAX_LENGTH,
} from '../report/markdown/render-comment.js'
import { renderJson, rerunList } from '../report/render-json.js'
import type { CommentPort, LogPort, OutputPort, SummaryPort } from './ports.js'
import { contentHashLine, stickyMarker, upsertStickyComment } from './sticky-comment.js'

export type CommentMode = 'always' | 'on-change' | 'on-regression' | 'never'

/** Where the report goes and in which form. `comments` is null when no comment may be written. */
export interface PublishTargets {
  readonly outputs: OutputPort
  readonly summary: SummaryPort | null
  readonly comments: CommentPort | null
  /** Why `comments` is null (not a pull request, a fork's read-only token …), for the log. */
  readonly noCommentReason: string
  readonly files: { write(path: string, text: string): Promise<string> }
  readonly log: LogPort
}

export interface PublishPlan {
  readonly commentMode: CommentMode
  readonly commentKey: string
  readonly reportFile: string
  readonly markdownFile: string
}

/**
 * Writes the outputs, the report files and the job summary first, then the sticky comment, so a
 * refused comment never hides the verdict (DESIGN.md §7). Comment failures are notices: they never
 * change the exit status, which reflects the benchmarks only.
 */
export async function publishReport(
  report: ReportData,
  plan: PublishPlan,
  targets: PublishTargets,
): Promise<void> {
  const { outputs, log } = targets
  const counts = countByClass(report.comparisons.filter((c) => c.gated))
  outputs.set('verdict', report.verdict.level)
  outputs.set('counts', JSON.stringify(counts))
  outputs.set(
    'regressions',
    String(report.comparisons.filter((c) => c.gated && c.class === 'regression').length),
  )
  outputs.set('rerun', JSON.stringify(rerunList(report.comparisons)))
  const body = renderComment(report, {
    maxLength: COMMENT_MAX_LENGTH,
    fullReportName: 'the job summary and the JSON report',
  })
  outputs.set('report-file', await targets.files.write(plan.reportFile, renderJson(report)))
  outputs.set('markdown-file', await targets.files.write(plan.markdownFile, body))
  if (targets.summary) {
    const full = renderComment(report, {
      maxLength: SUMMARY_MAX_LENGTH,
      fullReportName: 'the JSON report',
    })
    await targets.summary.write(full)
  }
  outputs.set('comment-id', '')
  outputs.set('comment-url', '')
  if (!targets.comments) {
    log.info(`No PR comment: ${targets.noCommentReason}.`)
    return
  }
  if (plan.commentMode === 'never') {
    log.info('No PR comment: the comment input is "never".')
    return
  }
  await writeComment(targets.comments, report, body, plan, targets)
}

async function writeComment(
  port: CommentPort,
  report: ReportData,
  body: string,
  plan: PublishPlan,
  targets: PublishTargets,
): Promise<void> {
  const marker = stickyMarker(plan.commentKey)
  const hash = contentHash(report)
  try {
    if (plan.commentMode === 'on-regression' && !hasRegression(report)) {
      const existing = (await port.listOwnComments()).some((c) => c.body.startsWith(marker))
      if (!existing) {
        targets.log.info('No PR comment: no regression, and the comment input is "on-regression".')
        return
      }
    }
    const result = await upsertStickyComment(
      port,
      marker,
      `${contentHashLine(hash)}\n${body}`,
      plan.commentMode === 'on-change' ? { skipIfHashMatches: hash } : {},
    )
    targets.outputs.set('comment-id', String(result.comment.id))
    targets.outputs.set('comment-url', result.comment.url)
    const removed =
      result.removed > 0 ? `; removed ${result.removed} duplicate(s) from concurrent runs` : ''
    targets.log.info(`PR comment ${result.action}: ${result.comment.url}${removed}`)
  } catch (error) {
    targets.log.notice(
      `The PR comment could not be written (${describeApiError(error)}). The verdict is in the job summary and the step outputs.`,
    )
  }
}

function hasRegression(report: ReportData): boolean {
  return (
    report.verdict.level === 'fail' ||
    report.verdict.level === 'warn' ||
    report.comparisons.some((c) => c.gated && c.class === 'regression')
  )
}

/** A hash of what a reader compares: the verdict and the table's classes and changes (not SHAs or links). */
export function contentHash(report: ReportData): string {
  const essence = {
    verdict: [report.verdict.level, report.verdict.headline],
    rows: report.comparisons.map((c) => [
      c.label,
      c.metricName,
      c.class,
      c.strength,
      c.ratio === null ? null : Math.round(c.ratio * 1000),
    ]),
  }
  return createHash('sha256').update(JSON.stringify(essence)).digest('hex').slice(0, 16)
}

/** Status and message of an API error, without URLs (signed URLs must never reach a log). */
export function describeApiError(error: unknown): string {
  const status = (error as { status?: unknown }).status
  const message =
    error instanceof Error ? error.message.replace(/https?:\/\/\S+/g, '<url>') : 'unknown error'
  return typeof status === 'number' ? `HTTP ${status}: ${message}` : message
}

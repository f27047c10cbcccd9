import { createHash } from 'node:crypto'
import type { Comparison } from '../model/comparison.js'
import { renderLegs, type LegReport } from '../report/report.js'
import { apiStatus, describeApiError } from '../github/api-error.js'
import type { CommentPort, ExistingComment } from '../model/ports.js'
import type { PublishPlan, PublishTargets } from './publish-plan.js'
import {
  contentHashLine,
  producerLine,
  stickyMarker,
  upsertStickyComment,
  type StickyResult,
} from './sticky-comment.js'

/**
 * GitHub refuses comment bodies over 65,536 characters. The renderer counts UTF-8 bytes (never
 * fewer than UTF-16 units or code points); the marker and hidden lines must fit too.
 */
const COMMENT_HARD_LIMIT = 65_536 - 1_000

/**
 * The sticky comment under `plan.commentMode` (docs/comment.md): marker, then the hidden content-hash
 * and producer lines, then `body`. A 422 is retried once with a short body; any other failure, and
 * a reason not to write (a head that moved on), is a notice. Never throws.
 *
 * @returns the comment now on the PR (created, updated, or left as it was), or null when none was
 *   written or kept; the caller sets the `comment-id` and `comment-url` outputs from it
 */
export async function writeComment(
  port: CommentPort,
  legs: readonly LegReport[],
  body: string,
  plan: PublishPlan,
  targets: PublishTargets,
): Promise<ExistingComment | null> {
  const { log } = targets
  const marker = stickyMarker(plan.commentKey)
  const hash = contentHash(legs)
  const hidden = [contentHashLine(hash), ...(plan.producer ? [producerLine(plan.producer)] : [])]
  const compose = (text: string) => [marker, ...hidden, text].join('\n')
  const full = compose(body).length <= COMMENT_HARD_LIMIT ? compose(body) : compose(shortBody(legs))
  try {
    if (plan.commentMode === 'on-regression' && !legs.some((l) => hasRegression(l.report))) {
      const existing = (await port.listOwnComments()).some((c) => c.body.startsWith(marker))
      if (!existing) {
        log.info('No PR comment: no regression, and the comment input is "on-regression".')
        return null
      }
    }
    const reason = await targets.reasonNotToWrite?.()
    if (reason !== undefined) {
      log.notice(
        `No PR comment: ${reason}. The verdict is in the job summary and the step outputs.`,
      )
      return null
    }
    const options = {
      ...(plan.commentMode === 'on-change' ? { skipIfHashMatches: hash } : {}),
      ...(plan.producer ? { producer: plan.producer } : {}),
    }
    let result: StickyResult
    try {
      result = await upsertStickyComment(port, marker, full, options)
    } catch (error) {
      if (apiStatus(error) !== 422) throw error
      log.notice(
        `GitHub refused the comment (${describeApiError(error)}); posting a short version that points to the job summary.`,
      )
      result = await upsertStickyComment(port, marker, compose(shortBody(legs)), options)
    }
    const removed =
      result.removed > 0 ? `; removed ${result.removed} duplicate(s) from concurrent runs` : ''
    if (result.action === 'stale')
      log.notice(
        `The PR comment was left as it is: a newer run already reported on a newer head${removed}.`,
      )
    else log.info(`PR comment ${result.action}: ${result.comment.url}${removed}`)
    return result.comment
  } catch (error) {
    log.notice(
      `The PR comment could not be written (${describeApiError(error)})${hint(error)}. The verdict is in the job summary and the step outputs.`,
    )
    return null
  }
}

function hint(error: unknown): string {
  switch (apiStatus(error)) {
    case 403:
      return /rate limit/i.test(describeApiError(error))
        ? '; the API rate limit was reached'
        : '; the token needs `pull-requests: write` (fork pull requests never get it: see the README on `workflow_run`)'
    case 404:
      return '; the pull request or the comment no longer exists'
    default:
      return ''
  }
}

/** The last resort when even the fitted comment is refused or too long: verdict and a pointer. */
function shortBody(legs: readonly LegReport[]): string {
  return renderLegs(legs, {
    maxLength: 4_000,
    fullReportName: 'the job summary and the JSON report',
  })
}

function hasRegression(report: LegReport['report']): boolean {
  return (
    report.verdict.level === 'fail' ||
    report.verdict.level === 'warn' ||
    report.comparisons.some((c) => c.gated && c.class === 'regression')
  )
}

/**
 * A hash of what a reader compares: per leg, the verdict and the table's classes and changes, and
 * those against named references (not SHAs, links or run ids), so `comment: on-change` skips runs
 * that would show the same.
 */
export function contentHash(legs: readonly LegReport[]): string {
  const row = (c: Comparison) => [
    c.label,
    c.metricName,
    c.class,
    c.strength,
    c.ratio === null ? null : Math.round(c.ratio * 1000),
  ]
  const essence = legs.map((l) => ({
    leg: l.leg,
    verdict: [l.report.verdict.level, l.report.verdict.headline],
    rows: l.report.comparisons.map(row),
    // Only when there are references, so the hashes of comments without them stay as they were.
    ...(l.report.references
      ? {
          references: l.report.references.map((r) => [
            r.name,
            r.missing ?? null,
            r.comparisons.map(row),
          ]),
        }
      : {}),
  }))
  return createHash('sha256').update(JSON.stringify(essence)).digest('hex').slice(0, 16)
}

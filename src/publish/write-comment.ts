import { createHash } from 'node:crypto'
import type { Comparison } from '../model/comparison.js'
import { agree, plural, wasWere } from '../model/plural.js'
import { renderLegs, renderLegsSummary, utf8Length, type LegReport } from '../report/report.js'
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
 * GitHub refuses comment bodies over 65,536 characters. Everything posted is measured in UTF-8
 * bytes (never fewer than UTF-16 units or code points), marker and hidden lines included.
 */
export const COMMENT_LIMIT = 65_536
/** Room for the marker and the hidden lines (each under 250 bytes). */
const HEADER_RESERVE = 1_000

/**
 * The bodies to try, largest first (docs/comment.md): the rendered comment, the same with fewer
 * rows, one summary line per leg, and the verdict alone. Each is built only when the one before
 * does not fit; the last always fits.
 */
function* fittedBodies(
  legs: readonly LegReport[],
  body: string,
  fit: CommentFit,
): Generator<string> {
  yield body
  yield renderLegs(legs, { maxLength: 20_000, ...fit })
  yield renderLegsSummary(legs, { maxLength: 8_000, fullReportName: fit.fullReportName })
  yield renderLegsSummary(legs, { maxLength: 2_000, fullReportName: fit.fullReportName })
}

/**
 * Where the shorter bodies point for what they leave out, and whether the job summary was cut
 * too: the same as the full body's (publish-report.ts), so every form has the same footer.
 */
export interface CommentFit {
  readonly fullReportName: string
  readonly summaryCut: boolean
}

/**
 * The sticky comment under `plan.commentMode` (docs/comment.md): marker, id line, the hidden
 * content-hash and producer lines, then the largest of `fittedBodies` that fits in
 * `COMMENT_LIMIT` with them, so nothing is sent that GitHub must refuse. A 422 is retried once
 * with the next smaller body; any other failure, and a reason not to write (a head that moved on),
 * is a notice. Comments with the marker that this workflow did not write are hidden as outdated
 * and named in a warning (docs/security.md). Never throws.
 *
 * @param fit where the shorter bodies, and the notice that one was posted, point for the rest
 * @returns the comment now on the PR (created, updated, or left as it was), or null when none was
 *   written or kept; the caller sets the `comment-id` and `comment-url` outputs from it
 */
export async function writeComment(
  port: CommentPort,
  legs: readonly LegReport[],
  body: string,
  plan: PublishPlan,
  targets: PublishTargets,
  fit: CommentFit,
): Promise<ExistingComment | null> {
  const { log } = targets
  const marker = stickyMarker(plan.commentKey)
  const hash = contentHash(legs)
  const hidden = [contentHashLine(hash), ...(plan.producer ? [producerLine(plan.producer)] : [])]
  const compose = (text: string) => [...hidden, text].join('\n')
  const room = COMMENT_LIMIT - HEADER_RESERVE - utf8Length(marker)
  const bodies = fittedBodies(legs, body, fit)
  const nextFitting = (): string | undefined => {
    // Not `for…of`: leaving that loop would close the generator, and a 422 asks for the next one.
    for (let next = bodies.next(); next.done !== true; next = bodies.next())
      if (utf8Length(compose(next.value)) <= room) return next.value
    return undefined
  }
  const first = nextFitting() ?? ''
  if (first !== body)
    log.notice(
      `The full comment (${utf8Length(body).toLocaleString('en-US')} bytes) is over GitHub's ${COMMENT_LIMIT.toLocaleString('en-US')}-character limit; posting a shorter form (${utf8Length(first).toLocaleString('en-US')} bytes). Everything is in ${fit.fullReportName}.`,
    )
  try {
    if (!targets.checkWriter || !plan.writer) {
      log.notice('No PR comment: the run id or the workflow file of this run is unknown.')
      return null
    }
    if (plan.commentMode === 'on-regression' && !legs.some((l) => hasRegression(l.report))) {
      const existing = (await port.listOwnComments(marker)).some((c) => c.body.startsWith(marker))
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
      writer: plan.writer,
      checkWriter: targets.checkWriter,
      ...(plan.commentMode === 'on-change' ? { skipIfHashMatches: hash } : {}),
      ...(plan.producer ? { producer: plan.producer } : {}),
    }
    let result: StickyResult
    try {
      result = await upsertStickyComment(port, marker, compose(first), options)
    } catch (error) {
      const smaller = apiStatus(error) === 422 ? nextFitting() : undefined
      if (smaller === undefined) throw error
      log.notice(
        `GitHub refused the comment (${describeApiError(error)}); posting a short version that points to the job summary.`,
      )
      result = await upsertStickyComment(port, marker, compose(smaller), options)
    }
    await hideForeign(port, result.foreign, log, plan.writer.signingKey !== undefined)
    const removed =
      result.removed > 0
        ? `; removed ${plural(result.removed, 'duplicate')} from concurrent runs`
        : ''
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

/** Foreign comments hidden per run: the rest are named only. */
const MAX_HIDDEN = 5

/**
 * Hides (collapses as outdated) comments that carry our marker but were not written by this
 * workflow's runs, and warns with their links: they never stand beside the verdict as if they were
 * it. Never deletes them: that is for a maintainer to decide.
 */
async function hideForeign(
  port: CommentPort,
  foreign: readonly ExistingComment[],
  log: PublishTargets['log'],
  signed: boolean,
): Promise<void> {
  if (foreign.length === 0) return
  let hidden = 0
  for (const comment of foreign.slice(0, MAX_HIDDEN)) {
    try {
      await port.hide?.(comment)
      hidden++
    } catch {
      // Named in the warning below either way.
    }
  }
  const n = foreign.length
  // One comment hidden is "it"; of several, the count hidden (some may have failed) is said.
  const hiddenText =
    hidden === 0
      ? ''
      : `, and ${agree(n, 'it', hidden.toLocaleString('en-US'))} ${wasWere(hidden)} hidden as outdated`
  log.warning(
    `${plural(n, 'comment')} on this pull request ${agree(n, 'carries', 'carry')} the bench-verdict marker but ${wasWere(n)} not written by this workflow's runs (forged, or from a version without id lines${signed ? ', or not signed with this comment-signing-key' : ''}); ${agree(n, 'it', 'they')} ${wasWere(n)} not taken as the verdict${hiddenText}: ${foreign
      .slice(0, MAX_HIDDEN)
      .map((c) => c.url)
      .join(', ')}`,
  )
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

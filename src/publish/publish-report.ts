import {
  countByClass,
  COMMENT_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  renderLegs,
  type LegReport,
  renderJsonChunks,
  reportObject,
  REPORT_SCHEMA_VERSION,
  rerunList,
} from '../report/report.js'
import type { ExistingComment } from '../model/ports.js'
import {
  addRegressionCounts,
  countRegressions,
  legsVerdict,
  regressionCountText,
} from '../policy/judge.js'
import type { PublishPlan, PublishTargets } from './publish-plan.js'
import { writeComment, type CommentFit } from './write-comment.js'

export type { PublishPlan, PublishTargets } from './publish-plan.js'

/**
 * Writes the outputs, the report files and the job summary first, then the sticky comment, so a
 * refused comment never hides the verdict (docs/architecture.md §7); `comment-id` and `comment-url` come
 * last, once each, empty when no comment was written. Comment failures are notices: they never
 * change the exit status, which reflects the benchmarks only. One comment holds every leg.
 */
export async function publishReport(
  legs: readonly LegReport[],
  plan: PublishPlan,
  targets: PublishTargets,
): Promise<void> {
  const { outputs } = targets
  const verdict = legsVerdict(legs)
  const gated = legs.flatMap((l) => l.report.comparisons.filter((c) => c.gated))
  outputs.set('verdict', verdict.level)
  outputs.set('counts', JSON.stringify(countByClass(gated)))
  // The count the headline and the comment's count line say (policy's regression-count.ts).
  const regressions = addRegressionCounts(
    legs.map((l) =>
      countRegressions(
        l.report.comparisons.filter((c) => c.gated),
        l.report.verdict.waived,
      ),
    ),
  )
  outputs.set('regressions', String(regressions.total))
  outputs.set('regressions-text', regressionCountText(regressions))
  outputs.set('headline', verdict.headline)
  outputs.set('rerun', JSON.stringify(rerunOf(legs)))
  let comment: ExistingComment | null = null
  try {
    // The summary first: a comment points to it for the rows it leaves out only when the summary
    // holds them all (a suite of thousands of benchmarks cuts it too).
    const summary = targets.summary ? summaryMarkdown(legs) : undefined
    const summaryCut = summary?.cut ?? false
    const fit = {
      fullReportName:
        summary === undefined || summaryCut
          ? FULL_JSON_REPORT
          : 'the job summary and the JSON report',
      summaryCut,
    }
    const body = renderLegs(legs, { maxLength: COMMENT_MAX_LENGTH, ...fit })
    outputs.set('report-file', await writeOrWarn(targets, plan.reportFile, jsonReport(legs)))
    outputs.set('markdown-file', await writeOrWarn(targets, plan.markdownFile, body))
    if (targets.summary && summary !== undefined) await targets.summary.write(summary.text)
    comment = await commentIfAllowed(targets, legs, body, plan, fit)
  } finally {
    // Each output once, with its final value, even when writing a file failed above: the runner
    // keeps the last value, but a GITHUB_OUTPUT file with an empty then a filled `comment-id`
    // misleads whoever reads it.
    outputs.set('comment-id', comment === null ? '' : String(comment.id))
    outputs.set('comment-url', comment === null ? '' : comment.url)
  }
}

/**
 * Writes one report file and answers its path, or warns and answers '' when it cannot be written
 * (a full disk, a folder a checkout linked out of the workspace): the summary and the comment
 * still follow, as a file the verdict does not depend on must not cost them.
 */
async function writeOrWarn(
  targets: PublishTargets,
  file: string,
  text: string | Iterable<string>,
): Promise<string> {
  try {
    return await targets.files.write(file, text)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    targets.log.warning(`The report file ${file} was not written: ${why}`)
    return ''
  }
}

/** The sticky comment unless there is no way (`targets.comments`) or no wish (`never`) to write it. */
async function commentIfAllowed(
  targets: PublishTargets,
  legs: readonly LegReport[],
  body: string,
  plan: PublishPlan,
  fit: CommentFit,
): Promise<ExistingComment | null> {
  if (!targets.comments) {
    targets.log.info(`No PR comment: ${targets.noCommentReason}.`)
    return null
  }
  if (plan.commentMode === 'never') {
    targets.log.info('No PR comment: the comment input is "never".')
    return null
  }
  return writeComment(targets.comments, legs, body, plan, targets, fit)
}

/**
 * The job summary: every leg in full, up to `SUMMARY_MAX_LENGTH` UTF-8 bytes, under the 1 MiB a
 * step's summary may hold whatever scripts the benchmark names are written in.
 */
function summaryMarkdown(legs: readonly LegReport[]): { text: string; cut: boolean } {
  const omitted: number[] = []
  const text = renderLegs(legs, {
    maxLength: SUMMARY_MAX_LENGTH,
    fullReportName: FULL_JSON_REPORT,
    onOmitted: (rows, sections) => omitted.push(rows + sections),
  })
  return { text, cut: omitted.length > 0 }
}

/** Where every row is whatever the suite size: the report file (the `report-file` output). */
const FULL_JSON_REPORT = 'the JSON report (the file of the `report-file` output)'

/**
 * The JSON report file: one leg's report as docs/architecture.md §6 describes it; with several legs, the
 * overall verdict and one such report per leg under `legs`.
 */
function jsonReport(legs: readonly LegReport[]): string | Iterable<string> {
  const [only] = legs
  // One leg at the benchmark cap is hundreds of MB as one string: written in chunks instead.
  if (legs.length === 1 && only) return renderJsonChunks(only.report)
  const verdict = legsVerdict(legs)
  const document = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    verdict: { level: verdict.level, headline: verdict.headline, reasons: verdict.reasons },
    rerun: rerunOf(legs),
    legs: legs.map((l) => ({ leg: l.leg, ...reportObject(l.report) })),
  }
  return `${JSON.stringify(document, null, 2)}\n`
}

function rerunOf(legs: readonly LegReport[]): string[] {
  const named = legs.flatMap((l) =>
    rerunList(l.report.comparisons).map((label) => (l.leg === '' ? label : `${l.leg}: ${label}`)),
  )
  return [...new Set(named)]
}

import { VERDICT_EMOJI } from '../../model/verdict.js'
import { legsVerdict } from '../../policy/judge.js'
import type { ReportData } from '../data/report-data.js'
import { PRIORITY, textBlock, type CommentBlock } from './comment-blocks.js'
import { codeSpan, inlineText } from './escape-markdown.js'
import {
  fitBlocks,
  renderComment,
  renderFooter,
  suiteBlocks,
  summaryBlocks,
  type RenderOptions,
} from './render-comment.js'
import { renderVerdictLine } from './render-context.js'

/** One matrix leg's report; `leg` is `''` when the results have no legs. */
export interface LegReport {
  readonly leg: string
  readonly report: ReportData
}

/**
 * The comment (or job summary) for one or more matrix legs (docs/architecture.md §1, test/field-cases.md F25). One leg renders as
 * `renderComment` does. Several get the overall verdict and one line per leg, then one section per
 * leg under its own heading: that leg's summary and tables, each compared only with the same leg
 * on base. All legs are fitted together into `options.maxLength`, so what matters most in every
 * leg (verdicts, then regressions and improvements) is kept before any leg's details.
 */
export function renderLegs(legs: readonly LegReport[], options: RenderOptions): string {
  const [first] = legs
  if (!first) return ''
  if (legs.length === 1) return renderComment(first.report, options)
  const verdict = legsVerdict(legs)
  const overview = [
    `### ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} — ${inlineText(verdict.headline, 300)}`,
    legs.map((leg) => `- ${legTitle(leg)}`).join('\n'),
  ].join('\n\n')
  const blocks: CommentBlock[] = [
    textBlock(overview, PRIORITY.verdict),
    ...legs.flatMap((leg) => legBlocks(leg)),
  ]
  return fitBlocks(blocks, renderFooter(legs.map((l) => l.report)), options)
}

/** A leg's heading, its summary without the suite-wide verdict line, and its sections. */
function legBlocks(leg: LegReport): CommentBlock[] {
  const verdictLine = renderVerdictLine(leg.report, '####')
  const summary = summaryBlocks(leg.report, '####').filter(
    (block) => block.kind !== 'text' || block.text !== verdictLine,
  )
  return [
    textBlock(`#### ${legTitle(leg)}`, PRIORITY.verdict),
    ...summary,
    ...suiteBlocks(leg.report, { heading: '#####' }),
  ]
}

function legTitle({ leg, report }: LegReport): string {
  const { verdict } = report
  return `${VERDICT_EMOJI[verdict.level]} ${codeSpan(leg, { maxLength: 100 })}: ${verdict.level} — ${inlineText(verdict.headline, 200)}`
}

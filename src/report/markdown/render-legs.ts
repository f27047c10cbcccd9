import { VERDICT_EMOJI, type VerdictLevel } from '../../model/verdict.js'
import { plural } from '../../model/plural.js'
import { legsVerdict } from '../../policy/judge.js'
import type { ReportData } from '../data/report-data.js'
import { PRIORITY, textBlock, type CommentBlock } from './comment-blocks.js'
import { codeSpan, inlineText } from './escape-markdown.js'
import { utf8Length } from './fit-blocks.js'
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
  return fitBlocks(
    blocks,
    renderFooter(
      legs.map((l) => l.report),
      options.summaryCut,
    ),
    options,
  )
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

/** Legs in the short form: the ones that need a look first, then the rest in the given order. */
const LEG_ORDER: Readonly<Record<VerdictLevel, number>> = {
  fail: 0,
  error: 1,
  warn: 2,
  inconclusive: 3,
  'no-baseline': 4,
  pass: 5,
}

/**
 * The short form of the comment, when the full one cannot be made to fit (docs/comment.md): the
 * overall verdict, one summary line per leg (failing legs first, then by the given order), as many
 * as fit in `maxLength` UTF-8 bytes with the rest counted, and a pointer to `fullReportName`.
 * Always under `maxLength` for any number of legs and names, as long as `maxLength` ≥ 2,000.
 */
export function renderLegsSummary(
  legs: readonly LegReport[],
  options: { readonly maxLength: number; readonly fullReportName: string },
): string {
  const verdict = legsVerdict(legs)
  const heading = `### ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} — ${inlineText(verdict.headline, 300)}`
  const pointer = `The full report${legs.length === 1 ? '' : ' of every leg'} is in ${options.fullReportName}.`
  const ordered = legs
    .map((leg, index) => ({ leg, index }))
    .sort(
      (a, b) =>
        LEG_ORDER[a.leg.report.verdict.level] - LEG_ORDER[b.leg.report.verdict.level] ||
        a.index - b.index,
    )
  // Room for the heading, the pointer, the count line and the separators.
  let room = options.maxLength - utf8Length(heading) - utf8Length(pointer) - 200
  const lines: string[] = []
  // One leg's headline is the heading's: said once.
  for (const { leg } of legs.length === 1 ? [] : ordered) {
    const line = `- ${legTitle(leg)}`
    if (utf8Length(line) + 1 > room) break
    lines.push(line)
    room -= utf8Length(line) + 1
  }
  const left = legs.length === 1 ? 0 : ordered.length - lines.length
  const more = left > 0 ? [`… and ${plural(left, 'more leg')} not listed here.`] : []
  return `${[heading, [...lines, ...more].join('\n'), pointer].filter((p) => p !== '').join('\n\n')}\n`
}

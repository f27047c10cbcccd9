/** The comment's footer: the full report, and the docs that answer this run's questions. */
import type { Comparison } from '../../model/comparison.js'
import type { ReportData } from '../data/report-data.js'
import { safeUrl } from './escape-markdown.js'

export const DOCS_URL = 'https://github.com/bench-verdict/bench-verdict/blob/v1/docs'

/** Classes that went through a test, so a noise floor and a sample size applied to them. */
const TESTED = new Set<Comparison['class']>([
  'regression',
  'improvement',
  'no-change',
  'inconclusive',
])

/**
 * Links to the full report and to the docs. "What the verdicts mean" is always there; the others
 * only when they answer a question this comment raises, so a clean pass is not told to read about
 * inconclusive results it does not have. Several legs share one footer: `reports` are all of them,
 * and the first gives the job summary's link. `summaryCut`: the job summary left rows out too.
 */
export function renderFooter(reports: readonly ReportData[], summaryCut = false): string {
  const url = reports[0]?.context.fullReportUrl
  const summaryUrl = url ? safeUrl(url) : null
  // A job summary cut to its size limit is not the full report: the JSON report file is.
  const full = !summaryUrl
    ? 'Full report: the JSON report'
    : summaryCut
      ? `Full report: the JSON report file ([job summary](${summaryUrl}), shortened)`
      : `Full report: [job summary](${summaryUrl}) and the JSON report file`
  const need = footerNeeds(reports)
  const docs = [
    ...(need.inconclusive ? [`[why inconclusive?](${DOCS_URL}/inconclusive.md)`] : []),
    ...(need.moreSamples ? [`[how to get more samples](${DOCS_URL}/more-samples.md)`] : []),
    ...(need.control ? [`[how to set up an A/A control](${DOCS_URL}/aa-control.md)`] : []),
    `[what the verdicts mean](${DOCS_URL}/verdicts.md)`,
  ]
  return `<sub>${[full, ...docs].join(' · ')} · bench-verdict</sub>`
}

/** Which conditional footer links apply to any of `reports`. */
function footerNeeds(reports: readonly ReportData[]): {
  inconclusive: boolean
  moreSamples: boolean
  control: boolean
} {
  const inconclusive = reports.some(
    (r) =>
      r.verdict.level === 'inconclusive' || r.comparisons.some((c) => c.class === 'inconclusive'),
  )
  return {
    inconclusive,
    moreSamples: inconclusive || reports.some(wantsMoreSamples),
    // An A/A control (like history) replaces an assumed floor with a measured one; with every
    // floor measured, exact or from rounds, setting one up answers nothing here.
    control: reports.some((r) =>
      r.comparisons.some((c) => TESTED.has(c.class) && c.floor.source === 'assumed'),
    ),
  }
}

/**
 * A change short of `strong` for want of samples (`likely`: the interval still reaches into the
 * band; `unverified`: too few for a test), or a gated comparison whose smallest possible p cannot
 * survive the FDR correction among the gated tests (the comment's sample-size note, docs/method.md §9).
 */
function wantsMoreSamples(report: ReportData): boolean {
  const tested = report.comparisons.filter((c) => c.gated && c.pMin !== null)
  const level = report.method.fdr / Math.max(1, tested.length)
  return report.comparisons.some(
    (c) =>
      c.strength === 'likely' ||
      c.strength === 'unverified' ||
      (c.gated && c.pMin !== null && c.pMin > level),
  )
}

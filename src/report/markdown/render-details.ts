/** The collapsed sections below the tables (docs/comment.md), each whole or left out. */
import { floorSourceWords } from '../words/floor-source.js'
import type { Diagnostic } from '../../model/diagnostic.js'
import { environmentDifferences } from '../data/environment-diff.js'
import type { ReportData } from '../data/report-data.js'
import {
  cutRerunLabels,
  failedOnThePr,
  HYPERFINE_RERUN_NOTE,
  rerunFilters,
  rerunList,
  rerunTrust,
} from '../words/rerun-filters.js'
import { details, markdownTable } from './comment-blocks.js'
import { codeBlock, codeSpan, inlineText } from './escape-markdown.js'
import { agree, plural, wasWere } from '../../model/plural.js'
import { onHead, type HeadKind } from '../../model/head-place.js'

const MAX_DIAGNOSTICS = 50
const MAX_ENVIRONMENT_KEYS = 40
const MAX_POLICY_LINES = 30
/** A longer command belongs in the JSON report, not in a comment. */
const MAX_COMMAND_LENGTH = 3_000

/** "Problems found in the inputs": one line per diagnostic, errors first; open when `open`. */
export function renderDiagnostics(diagnostics: readonly Diagnostic[], open = false): string {
  const shown = diagnostics.filter((d) => d.severity !== 'info')
  if (shown.length === 0) return ''
  const order = { error: 0, warning: 1, info: 2 }
  const lines = groupRepeats(shown)
    .sort((a, b) => order[a.diagnostic.severity] - order[b.diagnostic.severity])
    .slice(0, MAX_DIAGNOSTICS)
    .map(({ diagnostic: d, count }) => {
      const where = d.location ? ` ${inlineText(d.location, 120)}` : ''
      const file = d.file ? `${codeSpan(d.file, { maxLength: 120 })}${where}: ` : ''
      const times = count > 1 ? ` (×${count})` : ''
      return `- ${d.severity === 'error' ? '⛔' : '⚠️'} ${file}${inlineText(d.message, 400)}${times}`
    })
  const more =
    shown.length > MAX_DIAGNOSTICS
      ? [`- … ${plural(shown.length - MAX_DIAGNOSTICS, 'more problem')} in the JSON report`]
      : []
  return details(
    `Problems found in the inputs (${shown.length.toLocaleString('en-US')})`,
    [...lines, ...more].join('\n'),
    open,
  )
}

/**
 * Identical diagnostics (same file, place and message, e.g. one file name in several history runs'
 * artifacts) listed once with a count, in first-seen order.
 */
function groupRepeats(
  diagnostics: readonly Diagnostic[],
): { diagnostic: Diagnostic; count: number }[] {
  const groups = new Map<string, { diagnostic: Diagnostic; count: number }>()
  for (const d of diagnostics) {
    const key = JSON.stringify([d.severity, d.file, d.location, d.message])
    const group = groups.get(key)
    if (group) group.count++
    else groups.set(key, { diagnostic: d, count: 1 })
  }
  return [...groups.values()]
}

/** The environment keys whose values differ between base and head (test/field-cases.md F04). */
export function renderEnvironment({ environments }: ReportData): string {
  if (!environments) return ''
  const differences = environmentDifferences(environments.base, environments.head)
  if (differences.length === 0) return ''
  const value = (text: string) => codeSpan(text, { inTable: true, maxLength: 100 })
  const rows = differences
    .slice(0, MAX_ENVIRONMENT_KEYS)
    .map((d) => [inlineText(d.key, 40), value(d.base), value(d.head)])
  const more =
    differences.length > MAX_ENVIRONMENT_KEYS
      ? `\n\n… ${plural(differences.length - MAX_ENVIRONMENT_KEYS, 'more key')} in the JSON report`
      : ''
  return details(
    `Environment differences (${differences.length})`,
    `${markdownTable(['Key', 'Base', 'Head'], rows)}${more}`,
  )
}

/** The benchmarks to re-run, with a ready filter for the harnesses that can select them. */
export function renderRerun({ comparisons, context }: ReportData): string {
  const labels = rerunList(comparisons)
  if (labels.length === 0) return ''
  const trust = rerunTrust(context)
  const built = rerunFilters(comparisons, trust)
  const filters = built.map((filter) => {
    const heading = `**${filter.harness}** (${plural(filter.benchmarks.length, 'benchmark')}):`
    if (filter.command.length > MAX_COMMAND_LENGTH)
      return `${heading} the command is ${filter.command.length.toLocaleString('en-US')} characters long; it is in the JSON report (\`rerunFilters\`).`
    const note = filter.format === 'hyperfine-json' ? `\n\n${HYPERFINE_RERUN_NOTE}` : ''
    return `${heading}\n\n${codeBlock(filter.command, 'sh')}${note}`
  })
  const cut = cutRerunLabels(comparisons).length
  const cutNote =
    cut > 0
      ? [
          `${plural(cut, 'benchmark')} left out of the filters: ${agree(cut, 'its name is', 'their names are')} longer than 200 characters and ${wasWere(cut)} cut when read (\`…#\` and a hash), so no filter can select ${agree(cut, 'it', 'them')} exactly; select ${agree(cut, 'it', 'them')} by hand (the step output \`rerun\` and the JSON report list every name).`,
        ]
      : []
  const covered = built.reduce((n, f) => n + f.benchmarks.length, 0) + cut
  const others =
    covered < labels.length
      ? [
          trust.foreignHead
            ? `${plural(labels.length - covered, 'benchmark')} from harnesses without a filter, or whose names are commands the fork chose (never offered to run here): the step output \`rerun\` and the JSON report list every name.`
            : `${plural(labels.length - covered, 'benchmark')} from harnesses without a filter: the step output \`rerun\` and the JSON report list every name.`,
        ]
      : []
  const intro = rerunIntro(comparisons, context.headKind)
  return details(
    `Re-run what needs a closer look (${labels.length.toLocaleString('en-US')})`,
    [intro, ...filters, ...cutNote, ...others].join('\n\n'),
  )
}

/**
 * What the list holds and why: failed runs are re-run to see whether they fail again; where they
 * failed is said as the event names the head (`onHead`).
 */
function rerunIntro(
  comparisons: ReportData['comparisons'],
  headKind: HeadKind | undefined,
): string {
  const failed = comparisons.some((c) => c.gated && failedOnThePr(c))
  const changed = comparisons.some(
    (c) => c.gated && (c.class === 'regression' || c.class === 'inconclusive'),
  )
  const more = 'more samples shrink the confidence intervals'
  if (!failed)
    return `The regressions and inconclusive comparisons, re-run with more repetitions; ${more}.`
  const first = `The benchmarks that failed ${onHead(headKind)}, first: re-run them to see whether they fail again (the Failed runs table has the harness messages).`
  if (!changed) return first
  return `${first} Then the regressions and inconclusive comparisons, re-run with more repetitions; ${more}.`
}

/** A floor from here up reads as a bound, as formatBand writes it (one degree of freedom). */
const HUGE_FLOOR = 10

/** The method and the effective settings. */
export function renderMethod({ method, context, geomean }: ReportData): string {
  const percent = (x: number) => `${(x * 100).toFixed(1).replace(/\.0$/, '')}%`
  const optional = (value: number | undefined, text: (v: number) => string) =>
    value === undefined ? [] : [text(value)]
  const lines = [
    `- Test: Mann–Whitney U (exact where possible) on raw samples; Hodges–Lehmann shift with its distribution-free ${percent(1 - (method.alpha ?? 0.05))} CI; Welch on log means when only summaries exist; signed-rank on interleaved rounds.`,
    // The Change column is not Head/Base of the medians beside it; say so where readers look
    // when the two disagree (even in sign, with overlapping samples).
    '- Change: with raw samples, the median of the head/base ratios over all pairs of samples (Hodges–Lehmann), the estimate the test and the CI agree with; when the two sides overlap it can differ from the ratio of the Base and Head medians, even in sign.',
    `- Threshold: ${percent(method.threshold)}${method.thresholdDeterministic === undefined ? '' : ` (${percent(method.thresholdDeterministic)} for exact counters)`}; a change must also clear the between-run noise floor: from interleaved rounds, history or an A/A control when given, else assumed at ${percent(method.noiseFloor)}.`,
    // Written as the findings and the q column write it (`FDR 0.05`, `q ≤ 0.05`), not as a percent.
    // The legend of the q-value column and of the q, q↑, q↓ the reasons quote (docs/method.md §9).
    `- Multiple comparisons: Benjamini–Hochberg at FDR ${method.fdr} over the gated metrics. The q-value column (q in the reasons) is the q of "no change"; q↑ and q↓ in a reason are the q of "worse by more than the band" and "better by more than the band" (the arrow is worse or better, whatever the metric's direction), which a strong regression or improvement needs.`,
    // The tables' Base and Head columns; the terminal says the same above its table.
    '- Base and Head: median ± MAD (n), the median absolute deviation of the samples (their spread, not that of the median), over n samples; mean ± sd (n) where the harness gave only summaries.',
    ...optional(method.geomeanThreshold, (band) => {
      const floor =
        method.geomeanNoiseFloor === undefined
          ? ''
          : `, assumed floor ${percent(method.geomeanNoiseFloor)} without history or an A/A control, never below what its benchmarks' own floors imply for their mean`
      // The floor this run applied, which the verdict quotes, can differ from the setting.
      const applied = geomean
        ? ` (this run: ${geomean.floor.value >= HUGE_FLOOR ? 'more than 1,000%' : percent(geomean.floor.value)}, ${inlineText(floorSourceWords(geomean.floor.source, context), 80)})`
        : ''
      return `- Suite geomean band: ${percent(band)}${floor}${applied}.`
    }),
    ...optional(method.minSamples, (n) =>
      n > 1 ? `- Fewer than ${n} samples on a side: inconclusive.` : '',
    ).filter(Boolean),
    `- Fails on: ${inlineText(method.failOn, 20)} regressions${method.failOnInconclusive ? ', and on an inconclusive verdict' : ''}.`,
    ...renderPolicy(method.policy),
    `- Inputs: format ${codeSpan(method.format, { maxLength: 40 })}; head from ${codeSpan(context.headSource, { maxLength: 120 })}; base from ${codeSpan(context.baseSource, { maxLength: 120 })}; ${plural(context.historyRuns, 'earlier base run')}${context.controlRuns > 0 ? `; A/A control: ${plural(context.controlRuns, 'run')}` : ''}.`,
    `- For trustworthy numbers: 10 or more repetitions per side, interleaved rounds when the harness allows it, and base-branch history or an A/A control so the noise floor is measured, not assumed.`,
  ]
  return details('Method', lines.join('\n'))
}

/** The effective policy: its file and one nested line per setting or rule it adds, capped. */
function renderPolicy(policy: ReportData['method']['policy']): string[] {
  if (!policy) return []
  const file =
    policy.file === null
      ? `none (no ${codeSpan('.github/bench-verdict.yml')}), so the defaults apply`
      : codeSpan(policy.file, { maxLength: 120 })
  const lines = policy.lines
    .slice(0, MAX_POLICY_LINES)
    .map((line) => `  - ${inlineText(line, 300)}`)
  const more =
    policy.lines.length > MAX_POLICY_LINES
      ? [`  - … ${plural(policy.lines.length - MAX_POLICY_LINES, 'more rule')} in the JSON report`]
      : []
  return [`- Policy: ${file}`, ...lines, ...more]
}

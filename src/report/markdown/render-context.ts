/** The top of the comment (docs/comment.md): verdict, counts, what was compared, notices. */
import type { ChangeClass, FloorSource } from '../../model/comparison.js'
import { baseOfHead } from '../../model/head-place.js'
import { VERDICT_EMOJI } from '../../model/verdict.js'
import { countRegressions, regressionCountText } from '../../policy/judge.js'
import { CLASS_ORDER, classCount, countByClass } from '../words/class-labels.js'
import { environmentDifferences } from '../data/environment-diff.js'
import { formatBand } from '../words/format-quantity.js'
import type { ReportData } from '../data/report-data.js'
import { floorSourceWords } from '../words/floor-source.js'
import { geomeanChangeText, geomeanScope } from '../words/geomean-scope.js'
import { plural } from '../../model/plural.js'
import { codeSpan, inlineText, safeUrl } from './escape-markdown.js'

/** Verdict reasons and findings shown above the tables; the rest are in the table rows. */
const MAX_REASONS = 5

/** `### ❌ Benchmarks: fail — <one sentence>` */
export function renderVerdictLine({ verdict }: ReportData, heading = '###'): string {
  return `${heading} ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} — ${inlineText(verdict.headline, 300)}`
}

/** Counts per class of docs/verdicts.md over the gated comparisons (the verdict's family). */
const BOLD = new Set<ChangeClass>(['failed', 'regression', 'inconclusive'])

export function renderCounts({ comparisons, verdict }: ReportData): string {
  const gated = comparisons.filter((c) => c.gated)
  const counts = countByClass(gated)
  const regressions = countRegressions(gated, verdict.waived)
  const waived = new Set(verdict.waived)
  // `failed` is named only when a run failed: every other class is always counted.
  const parts = CLASS_ORDER.filter((c) => c !== 'failed' || counts[c] > 0).map((c) => {
    // The regressions as the headline counts them (policy's regression-count.ts); waived ones
    // (regressions, possible regressions) alone do not count toward the verdict: named, not bold.
    const { text, counted } =
      c === 'regression'
        ? {
            text: regressionCountText(regressions),
            counted: regressions.total - regressions.waived,
          }
        : classCount(c, gated, waived)
    return counted > 0 && BOLD.has(c) ? `**${text}**` : text
  })
  const informational = comparisons.length - gated.length
  const scope = `${plural(gated.length, 'gated metric')}${informational > 0 ? `; ${plural(informational, 'more metric')} shown for information` : ''}`
  return `${parts.join(' · ')} (${scope})`
}

/** "What was compared": head, base and branch, base run, commits behind, history, floors. */
export function renderContext(data: ReportData): string {
  const { context } = data
  const parts: string[] = []
  const head = context.headSha
    ? codeSpan(context.headSha.slice(0, 12))
    : codeSpan(context.headSource, { maxLength: 120 })
  const base = context.baseSha
    ? codeSpan(context.baseSha.slice(0, 12))
    : codeSpan(context.baseSource, { maxLength: 120 })
  const branch = context.baseBranch ? ` on ${codeSpan(context.baseBranch, { maxLength: 80 })}` : ''
  // With no baseline nothing was compared: say what was looked for instead. With an error
  // (no head results, an invalid policy file) nothing was compared either: "Compared" would
  // contradict the verdict line above it.
  const level = data.verdict.level
  parts.push(
    level === 'no-baseline'
      ? `Head ${head}; base looked for in ${base}${branch}, none read`
      : level === 'error'
        ? `Head ${head} and base ${base}${branch}: not compared`
        : `Compared head ${head} with base ${base}${branch}`,
  )
  if (context.baseRun) {
    const url = safeUrl(context.baseRun.url)
    const run = `run ${context.baseRun.id}`
    parts.push(`base ${url ? `[${run}](${url})` : run} (${formatUtc(context.baseRun.createdAt)})`)
  }
  if (context.commitsBehind !== undefined && context.commitsBehind !== null)
    parts.push(`${plural(context.commitsBehind, 'commit')} behind ${baseOfHead(context.headKind)}`)
  parts.push(`history: ${plural(context.historyRuns, 'earlier base run')}`)
  if (context.controlRuns > 0) parts.push(`A/A control: ${plural(context.controlRuns, 'run')}`)
  const floors = floorSources(data)
  if (floors !== '') parts.push(floors)
  return parts.join(' · ')
}

/** The order floors are listed in: measured first, then assumed, then those that need none. */
const FLOOR_ORDER: readonly FloorSource[] = [
  'history',
  'aa-control',
  'paired',
  'assumed',
  'deterministic',
]

/**
 * Where the gated comparisons' between-run noise floors came from, in words a reader needs no
 * glossary for: `noise floor: measured from 4 earlier base runs`, or with several sources
 * `noise floor per gated metric: measured from 4 earlier base runs for 18, none needed for 5 exact
 * (deterministic) metrics`. Empty when nothing was compared.
 */
export function floorSources({ comparisons, context, method }: ReportData): string {
  const counts = new Map<FloorSource, number>()
  for (const c of comparisons)
    if (c.gated && c.base !== null && c.head !== null)
      counts.set(c.floor.source, (counts.get(c.floor.source) ?? 0) + 1)
  const sources = FLOOR_ORDER.filter((source) => counts.has(source))
  const assumed = `assumed at ${(method.noiseFloor * 100).toFixed(1).replace(/\.0$/, '')}%`
  const measuredBy: Record<FloorSource, string> = {
    // Without earlier runs the history path's one other base run is the A/A control (§10.4).
    history: floorSourceWords('history', context),
    'aa-control': 'the A/A band of each benchmark',
    paired: 'none needed (interleaved rounds)',
    assumed,
    deterministic: 'none needed (exact, deterministic metrics)',
  }
  const [only] = sources
  if (only !== undefined && sources.length === 1) return `noise floor: ${measuredBy[only]}`
  const part = (source: FloorSource) => {
    const n = counts.get(source) ?? 0
    const count = n.toLocaleString('en-US')
    switch (source) {
      case 'paired':
        return `none needed for ${count} measured in interleaved rounds`
      case 'deterministic':
        return `none needed for ${plural(n, 'exact (deterministic) metric')}`
      default:
        return `${measuredBy[source]} for ${count}`
    }
  }
  return sources.length === 0 ? '' : `noise floor per gated metric: ${sources.map(part).join(', ')}`
}

/**
 * Notices a reader must see before trusting the numbers: results from a fork, and runners that
 * differed between base and head (test/field-cases.md F04).
 */
export function renderNotices(data: ReportData): string[] {
  const notices: string[] = []
  const { fork } = data.context
  if (fork) {
    const url = fork.runUrl ? safeUrl(fork.runUrl) : null
    const run = url ? ` ([the fork's run](${url}))` : ''
    notices.push(
      `⚠️ **From a fork:** the head results were produced by ${codeSpan(fork.repository, { maxLength: 100 })}${run}, i.e. by this pull request's own code, and were read as data only. A pull request can alter its own numbers: treat a pass as the fork's claim.`,
    )
  }
  const environments = data.environments
  if (environments) {
    const runner = environmentDifferences(environments.base, environments.head).filter(
      (d) => d.runner,
    )
    if (runner.length > 0) {
      const what = runner
        .slice(0, 3)
        .map(
          (d) =>
            `${inlineText(d.key, 20)} ${codeSpan(d.base, { maxLength: 60 })} on base, ${codeSpan(d.head, { maxLength: 60 })} on head`,
        )
        .join('; ')
      notices.push(
        `⚠️ **The runners differed** (${what}): part of any change may come from the machine. See "Environment differences" below.`,
      )
    }
  }
  return notices
}

/** The verdict's reasons and the suite findings, capped; the table carries every row. */
export function renderReasons({ verdict, findings }: ReportData): string {
  const reasons = verdict.reasons.filter(
    (r) => r !== verdict.headline && !verdict.headline.includes(r),
  )
  // A finding that warns (the A/A control, detectability) is also a reason: say it once.
  const said = new Set(verdict.reasons)
  const others = findings.filter((f) => !said.has(f))
  const lines = [...capped(reasons, 'reason'), ...capped(others, 'finding')]
  return lines.map((line) => `- ${line}`).join('\n')
}

function capped(texts: readonly string[], noun: string): string[] {
  const shown = texts.slice(0, MAX_REASONS).map((t) => inlineText(t, 500))
  const more = texts.length - shown.length
  return more > 0 ? [...shown, `… and ${plural(more, `more ${noun}`)} (see the tables)`] : shown
}

/** The suite geomean (docs/method.md §12.1), worse-positive, or nothing for fewer than 2 members. */
export function renderGeomean({ geomean, context }: ReportData): string {
  if (!geomean || geomean.count < 2) return ''
  return `**Suite geomean** over ${geomeanScope(geomean)}: ${geomeanChangeText(geomean)}, oriented so that + means slower or worse (throughput inverted); between-run floor ${formatBand(geomean.floor.value)} (${inlineText(floorSourceWords(geomean.floor.source, context), 80)}).`
}

/** ISO-8601 UTC as `2023-09-13 08:00 UTC` (field case F28); the input, escaped, when unparsable. */
export function formatUtc(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return inlineText(iso, 40)
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

import type { Comparison } from '../../model/comparison.js'
import { VERDICT_EMOJI, type VerdictLevel } from '../../model/verdict.js'
import { countRegressions, describeComparison, regressionCountText } from '../../policy/judge.js'
import { CLASS_ORDER, classCount, countByClass } from '../words/class-labels.js'
import { formatDetectable } from '../words/format-quantity.js'
import { sharedDetectable, sharedDetectableSentence } from '../words/shared-detectable.js'
import { geomeanChangeText, geomeanScope } from '../words/geomean-scope.js'
import { floorSources } from '../markdown/render-context.js'
import { agree, plural, wasWere } from '../../model/plural.js'
import { wallCpuNotes } from '../words/wall-cpu-notes.js'
import { plainLine } from '../words/plain-text.js'
import type { ReportData } from '../data/report-data.js'
import { sortedBySeverity } from '../data/severity-order.js'
import { referenceLines } from './terminal-references.js'
import { STYLE, terminalTable } from './terminal-table.js'

export interface TerminalOptions {
  /** ANSI colours; only on a TTY and when NO_COLOR is unset (the shell decides). */
  readonly color: boolean
}

const MAX_NOTES = 20
const LABEL_WIDTH = 80

/**
 * A benchstat-like aligned table for the terminal: gated comparisons worst first, then the
 * informational ones; base and head median ± MAD (n) or mean ± sd, change with its CI, q-value, class. Then the
 * geomean, the verdict and its reasons, the counts, what would resolve the inconclusive rows, and
 * the problems found in the inputs. Untrusted text is stripped of control characters, so a name
 * cannot move the cursor or recolour the terminal. Colours only when `options.color`.
 */
export function renderTerminal(data: ReportData, options: TerminalOptions): string {
  const paint = (text: string, style: string) =>
    options.color && style !== '' ? `${style}${text}${STYLE.reset}` : text
  const gated = sortedBySeverity(data.comparisons.filter((c) => c.gated))
  const informational = sortedBySeverity(data.comparisons.filter((c) => !c.gated))
  const waivedKeys = new Set(data.verdict.waived)
  const verdictLine = paint(
    `${VERDICT_EMOJI[data.verdict.level]} ${data.verdict.level}: ${sanitize(data.verdict.headline)}`,
    VERDICT_STYLE[data.verdict.level],
  )
  // A finding that warns (the A/A control, detectability) is also a reason: said once.
  const reasons = [...new Set([...data.verdict.reasons, ...data.findings])]
    .filter((r) => r !== data.verdict.headline)
    .slice(0, MAX_NOTES)
    .map((r) => `  - ${sanitize(r)}`)
  // An error: its cause (the problems) first, then what was read; no table, no counts.
  if (data.verdict.level === 'error')
    return [
      verdictLine,
      ...problems(data, 'error'),
      ...reasons,
      '',
      compared(data),
      ...(onlyBaseAfterError(data)
        ? [
            `the base's ${plural(data.comparisons.length, 'metric')} ${wasWere(data.comparisons.length)} read; nothing to compare ${agree(data.comparisons.length, 'it', 'them')} with`,
          ]
        : gated.length + informational.length > 0
          ? ['', ...terminalTable(gated, informational, options.color, waivedKeys)]
          : []),
      ...blankBefore(problems(data, 'other')),
      '',
    ].join('\n')
  const table =
    gated.length + informational.length === 0
      ? ['no benchmarks to show']
      : terminalTable(gated, informational, options.color, waivedKeys)
  return [
    compared(data),
    ...judgedWith(data),
    '',
    ...table,
    ...wallCpuLines(data),
    ...geomeanLine(data),
    ...referenceLines(data, sanitize),
    '',
    verdictLine,
    ...reasons,
    ...(data.verdict.level === 'no-baseline' ? [] : counts(gated, data.verdict.waived)),
    ...inconclusiveNotes(gated),
    ...notComparedNotes([...gated, ...informational], data.verdict.reasons),
    ...blankBefore(problems(data, 'all')),
    // The final newline joined in, not appended: a 14 MB report is not copied once more.
    '',
  ].join('\n')
}

const VERDICT_STYLE: Readonly<Record<VerdictLevel, string>> = {
  pass: STYLE.green,
  warn: STYLE.yellow,
  fail: STYLE.red,
  inconclusive: STYLE.yellow,
  'no-baseline': '',
  error: STYLE.red,
}

/** An error with nothing read on the head: every row would be "removed", which is noise. */
function onlyBaseAfterError({ verdict, comparisons }: ReportData): boolean {
  return (
    verdict.level === 'error' &&
    comparisons.length > 0 &&
    comparisons.every((c) => c.class === 'removed')
  )
}

function compared({ context }: ReportData): string {
  const head = context.headSha ? context.headSha.slice(0, 12) : context.headSource
  const base = context.baseSha ? context.baseSha.slice(0, 12) : context.baseSource
  const history =
    context.historyRuns > 0 ? `; history: ${plural(context.historyRuns, 'earlier base run')}` : ''
  const control = context.controlRuns > 0 ? '; A/A control' : ''
  return `base: ${sanitize(base, 200)}  head: ${sanitize(head, 200)}${history}${control}`
}

/**
 * What the numbers were judged with, as the comment's context line and Method section say it:
 * the policy file applied (or none), where the noise floors came from, and what `±` means
 * (benchstat readers take it for a spread of the mean).
 */
function judgedWith(data: ReportData): string[] {
  const lines: string[] = []
  const policy = data.method.policy
  if (policy)
    lines.push(
      policy.file === null
        ? 'policy: no policy file (the defaults)'
        : `policy: ${sanitize(policy.file, 200)}`,
    )
  const floors = floorSources(data)
  if (floors !== '') lines.push(floors.replace(/\u00a0/g, ' '))
  if (data.comparisons.some((c) => c.base !== null || c.head !== null))
    lines.push(
      data.comparisons.some((c) => c.centre === 'mean')
        ? 'base and head: median ± MAD (n); mean ± sd (n) where the harness gave only summaries'
        : 'base and head: median ± MAD (n), the median absolute deviation, not a spread of the mean',
    )
  return lines
}

/** Wall and CPU time of one benchmark that disagree (words/wall-cpu-notes.ts), one line each. */
function wallCpuLines({ comparisons }: ReportData): string[] {
  const notes = [...wallCpuNotes(comparisons, ' ')].slice(0, MAX_NOTES)
  return notes.length === 0
    ? []
    : ['', ...notes.map(([c, note]) => `${sanitize(c.label, LABEL_WIDTH)}: ${note}`)]
}

function geomeanLine({ geomean }: ReportData): string[] {
  if (!geomean || geomean.count < 2) return []
  return [
    '',
    `geomean over ${geomeanScope(geomean)}: ${geomeanChangeText(geomean, ' ')} (+ means slower or worse)`,
  ]
}

function counts(gated: readonly Comparison[], waived: readonly string[] | undefined): string[] {
  const byClass = countByClass(gated)
  const accepted = new Set(waived)
  const parts = CLASS_ORDER.filter((c) => byClass[c] > 0).map((c) =>
    // The regressions as the headline counts them (policy's regression-count.ts).
    c === 'regression'
      ? regressionCountText(countRegressions(gated, waived))
      : classCount(c, gated, accepted).text,
  )
  return parts.length > 0
    ? [`  (${parts.join(', ')} among ${plural(gated.length, 'gated metric')})`]
    : []
}

function inconclusiveNotes(gated: readonly Comparison[]): string[] {
  const inconclusive = gated.filter((c) => c.class === 'inconclusive')
  if (inconclusive.length === 0) return []
  // One suite-wide detectable change (the band itself) is said once, after the list.
  const shared = sharedDetectable(inconclusive)
  const notes = inconclusive.slice(0, MAX_NOTES).map((c) => {
    const mde =
      c.minimumDetectableEffect === null || shared !== null
        ? ''
        : `; detectable at this n: ${formatDetectable(c.minimumDetectableEffect, ' ')}`
    return `  - ${sanitize(c.label, LABEL_WIDTH)} (${sanitize(c.metricName, 30)}): ${sanitize(c.reasons[0] ?? '')}${mde}`
  })
  const more = inconclusive.length - notes.length
  const once = shared === null ? [] : [`  ${sharedDetectableSentence(shared, ' ')}`]
  return ['', 'inconclusive:', ...notes, ...(more > 0 ? [`  … and ${more} more`] : []), ...once]
}

/**
 * Why each metric shown as "not compared" was left out (a NaN or Infinity counter, files of
 * different runs, a harness error), as the Markdown table's reason column says; one the verdict's
 * reasons already name is not said twice.
 */
function notComparedNotes(shown: readonly Comparison[], reasons: readonly string[]): string[] {
  const named = new Set(reasons)
  const left = shown.filter((c) => c.class === 'not-compared' && !named.has(describeComparison(c)))
  if (left.length === 0) return []
  const notes = left
    .slice(0, MAX_NOTES)
    .map(
      (c) =>
        `  - ${sanitize(c.label, LABEL_WIDTH)} (${sanitize(c.metricName, 30)}): ${sanitize(c.reasons[0] ?? 'not compared')}`,
    )
  const more = left.length - notes.length
  return ['', 'not compared:', ...notes, ...(more > 0 ? [`  … and ${more} more`] : [])]
}

/**
 * The warnings and errors found in the inputs, errors first (the cause of what went wrong);
 * `error` or `other` for one severity's lines only.
 */
function problems({ diagnostics }: ReportData, which: 'all' | 'error' | 'other'): string[] {
  const shown = diagnostics.filter(
    (d) =>
      d.severity !== 'info' &&
      (which === 'all' || (which === 'error') === (d.severity === 'error')),
  )
  const ordered = [
    ...shown.filter((d) => d.severity === 'error'),
    ...shown.filter((d) => d.severity !== 'error'),
  ]
  const lines = ordered.slice(0, MAX_NOTES).map((d) => {
    // A diagnostic of no file (the policy's, the run's) has no place to name before its text.
    const where = sanitize([d.file, d.location].filter(Boolean).join(' '), 200)
    // Room for a build note said once for the run with the files that said it (parse/sides/run-notes.ts).
    return `  ${d.severity}: ${where === '' ? '' : `${where}: `}${sanitize(d.message, 600)}`
  })
  const more = ordered.length - lines.length
  return lines.length > 0 ? [...lines, ...(more > 0 ? [`  … and ${more} more`] : [])] : []
}

function blankBefore(lines: readonly string[]): string[] {
  return lines.length > 0 ? ['', ...lines] : []
}

/**
 * Terminal escape sequences, control and bidi characters from untrusted names never reach the
 * TTY; long names are shortened.
 */
function sanitize(text: string, max = 400): string {
  return plainLine(text, max)
}

import type { Comparison } from '../model/comparison.js'
import { VERDICT_EMOJI, type VerdictLevel } from '../model/verdict.js'
import { bySeverity, CLASS_NAMES, CLASS_ORDER, countByClass } from './class-labels.js'
import { centreOf, changeWithInterval, sideCentre } from './comparison-text.js'
import {
  displayScale,
  formatBand,
  formatChange,
  formatChangeInterval,
  formatProbability,
  formatQuantity,
  SPREAD_DIGITS,
} from './format-quantity.js'
import { plural } from './markdown/render-context.js'
import { codePointWidth, plainLine } from './plain-text.js'
import type { ReportData } from './report-data.js'
import { referenceLines } from './terminal-references.js'

export interface TerminalOptions {
  /** ANSI colours; only on a TTY and when NO_COLOR is unset (the shell decides). */
  readonly color: boolean
}

const STYLE = {
  red: '\u001b[31m',
  green: '\u001b[32m',
  yellow: '\u001b[33m',
  bold: '\u001b[1m',
  dim: '\u001b[2m',
  reset: '\u001b[0m',
} as const
const HEADER = ['benchmark', 'metric', 'base', 'head', 'change (95% CI)', 'q', 'class'] as const
/** Columns 2–5 hold numbers: right-aligned, as benchstat aligns them. */
const NUMERIC = new Set([2, 3, 4, 5])
const LABEL_WIDTH = 80
const MAX_NOTES = 20

interface Row {
  readonly cells: readonly string[]
  readonly comparison: Comparison
}

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
  const gated = data.comparisons.filter((c) => c.gated).sort(bySeverity)
  const informational = data.comparisons.filter((c) => !c.gated).sort(bySeverity)
  const rows = [...gated, ...informational].map(terminalRow)
  // A fold, not Math.max(...rows): spreading 150,000 rows overflows the call stack (issue 7).
  const widths = HEADER.map((h, i) =>
    rows.reduce((widest, r) => Math.max(widest, codePointWidth(r.cells[i] ?? '')), h.length),
  )
  const line = (cells: readonly string[], style: (i: number) => string) =>
    cells
      .map((cell, i) => paint(pad(cell, widths[i] ?? 0, NUMERIC.has(i)), style(i)))
      .join('  ')
      .trimEnd()
  const rowLine = (row: Row) =>
    line(row.cells, (i) =>
      row.comparison.gated ? (i >= 4 ? classStyle(row.comparison) : '') : STYLE.dim,
    )
  const table = [
    line(HEADER, () => STYLE.bold),
    ...rows.slice(0, gated.length).map(rowLine),
    ...(informational.length > 0 && gated.length > 0
      ? [paint('not gated (informational):', STYLE.dim)]
      : []),
    ...rows.slice(gated.length).map(rowLine),
  ]
  const verdictStyle = VERDICT_STYLE[data.verdict.level]
  return `${[
    compared(data),
    '',
    ...(rows.length === 0
      ? ['no benchmarks to show']
      : onlyBaseAfterError(data)
        ? [
            `no head results: the base's ${plural(data.comparisons.length, 'metric')} are in the JSON report`,
          ]
        : table),
    ...geomeanLine(data),
    ...referenceLines(data, sanitize),
    '',
    paint(
      `${VERDICT_EMOJI[data.verdict.level]} ${data.verdict.level}: ${sanitize(data.verdict.headline)}`,
      verdictStyle,
    ),
    ...[...data.verdict.reasons, ...data.findings]
      .filter((r) => r !== data.verdict.headline)
      .slice(0, MAX_NOTES)
      .map((r) => `  - ${sanitize(r)}`),
    ...counts(gated),
    ...inconclusiveNotes(gated),
    ...problems(data),
  ].join('\n')}\n`
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
  return verdict.level === 'error' && comparisons.every((c) => c.class === 'removed')
}

function classStyle(c: Comparison): string {
  if (c.class === 'regression') return STYLE.red
  if (c.class === 'improvement') return STYLE.green
  if (c.class === 'inconclusive') return STYLE.yellow
  return ''
}

function terminalRow(c: Comparison): Row {
  const scale = displayScale(c.unit, [
    sideCentre(c, 'base')?.value ?? Number.NaN,
    sideCentre(c, 'head')?.value ?? Number.NaN,
  ])
  const side = (s: Comparison['base']) => {
    const centre = centreOf(s, c.centre)
    if (s === null || centre === null) return s === null ? '—' : `n/a (n=${s.n})`
    const spread =
      centre.spread === null
        ? ''
        : ` ±${formatQuantity(centre.spread, c.unit, scale, SPREAD_DIGITS)}`
    // Labelled as the Markdown table labels it: a bare ± is a MAD.
    const what = centre.statistic === 'mean' ? `mean${centre.spread === null ? '' : ' ± sd'}, ` : ''
    return `${formatQuantity(centre.value, c.unit, scale)}${spread} (${what}n=${s.n})`
  }
  const strength = c.strength ? ` (${c.strength})` : ''
  return {
    cells: [
      sanitize(c.label, LABEL_WIDTH),
      sanitize(c.metricName, 30),
      side(c.base),
      side(c.head),
      changeWithInterval(c),
      formatProbability(c.qValue),
      `${CLASS_NAMES[c.class][0]}${strength}`,
    ].map((s) => s.replace(/\u00a0/g, ' ')),
    comparison: c,
  }
}

function compared({ context }: ReportData): string {
  const head = context.headSha ? context.headSha.slice(0, 12) : context.headSource
  const base = context.baseSha ? context.baseSha.slice(0, 12) : context.baseSource
  const history =
    context.historyRuns > 0
      ? `; history: ${context.historyRuns} earlier base run${context.historyRuns === 1 ? '' : 's'}`
      : ''
  const control = context.controlRuns > 0 ? '; A/A control' : ''
  return `base: ${sanitize(base, 200)}  head: ${sanitize(head, 200)}${history}${control}`
}

function geomeanLine({ geomean }: ReportData): string[] {
  if (!geomean || geomean.count < 2) return []
  const ci = geomean.ci ? ` ${formatChangeInterval(geomean.ci.lower, geomean.ci.upper)}` : ''
  return [
    '',
    `geomean over ${geomean.count} gated metrics: ${formatChange(geomean.ratio)}${ci} (+ means slower or worse)`.replace(
      /\u00a0/g,
      ' ',
    ),
  ]
}

function counts(gated: readonly Comparison[]): string[] {
  const byClass = countByClass(gated)
  const parts = CLASS_ORDER.filter((c) => byClass[c] > 0).map(
    (c) => `${byClass[c]} ${CLASS_NAMES[c][byClass[c] === 1 ? 0 : 1]}`,
  )
  return parts.length > 0 ? [`  (${parts.join(', ')} among ${gated.length} gated metrics)`] : []
}

function inconclusiveNotes(gated: readonly Comparison[]): string[] {
  const inconclusive = gated.filter((c) => c.class === 'inconclusive')
  if (inconclusive.length === 0) return []
  const notes = inconclusive.slice(0, MAX_NOTES).map((c) => {
    const mde =
      c.minimumDetectableEffect === null
        ? ''
        : `; detectable at this n: ${formatBand(c.minimumDetectableEffect).replace(/\u00a0/g, ' ')}`
    return `  - ${sanitize(c.label, LABEL_WIDTH)} (${sanitize(c.metricName, 30)}): ${sanitize(c.reasons[0] ?? '')}${mde}`
  })
  const more = inconclusive.length - notes.length
  return ['', 'inconclusive:', ...notes, ...(more > 0 ? [`  … and ${more} more`] : [])]
}

function problems({ diagnostics }: ReportData): string[] {
  const shown = diagnostics.filter((d) => d.severity !== 'info')
  const lines = shown
    .slice(0, MAX_NOTES)
    .map(
      (d) =>
        `  ${d.severity}: ${sanitize([d.file, d.location].filter(Boolean).join(' '), 200)}: ${sanitize(d.message)}`,
    )
  const more = shown.length - lines.length
  return lines.length > 0 ? ['', ...lines, ...(more > 0 ? [`  … and ${more} more`] : [])] : []
}

/**
 * Terminal escape sequences, control and bidi characters from untrusted names never reach the
 * TTY; long names are shortened.
 */
function sanitize(text: string, max = 400): string {
  return plainLine(text, max)
}

function pad(text: string, size: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, size - codePointWidth(text)))
  return right ? fill + text : text + fill
}

import type { Comparison } from '../model/comparison.js'
import { VERDICT_EMOJI } from '../model/verdict.js'
import { bySeverity, CLASS_NAMES, CLASS_ORDER, countByClass } from './class-labels.js'
import {
  displayScale,
  formatChange,
  formatChangeInterval,
  formatProbability,
  formatQuantity,
  SPREAD_DIGITS,
} from './format-quantity.js'
import type { ReportData } from './report-data.js'

export interface TerminalOptions {
  /** ANSI colours; only on a TTY and when NO_COLOR is unset (the shell decides). */
  readonly color: boolean
}

const RED = '\u001b[31m'
const GREEN = '\u001b[32m'
const BLUE = '\u001b[34m'
const DIM = '\u001b[2m'
const RESET = '\u001b[0m'

/**
 * A benchstat-like aligned table for the terminal: one row per comparison, base and head
 * median ± MAD (n), change with CI, q-value, class; then the verdict and its reasons.
 */
export function renderTerminal(data: ReportData, options: TerminalOptions): string {
  const rows = [...data.comparisons].sort(bySeverity).map((c) => terminalRow(c))
  const header = ['benchmark', 'metric', 'base', 'head', 'change (95% CI)', 'q', 'class']
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => width(r.cells[i] ?? ''))),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => pad(cell, widths[i] ?? 0, i >= 2 && i <= 5))
      .join('  ')
      .trimEnd()
  const paint = (text: string, cls: Comparison['class']) =>
    options.color ? `${colorOf(cls)}${text}${RESET}` : text
  const counts = countByClass(data.comparisons)
  const summary = CLASS_ORDER.filter((c) => counts[c] > 0).map(
    (c) => `${counts[c]} ${CLASS_NAMES[c][counts[c] === 1 ? 0 : 1]}`,
  )
  return (
    [
      line(header),
      ...rows.map((r) => paint(line(r.cells), r.cls)),
      '',
      `${VERDICT_EMOJI[data.verdict.level]} ${data.verdict.level}: ${sanitize(data.verdict.headline)}`,
      ...[...data.verdict.reasons, ...data.findings].map((r) => `  - ${sanitize(r)}`),
      summary.length > 0 ? `  (${summary.join(', ')})` : '',
      ...data.diagnostics
        .filter((d) => d.severity !== 'info')
        .map(
          (d) =>
            `  ${d.severity}: ${sanitize([d.file, d.location].filter(Boolean).join(' '))}: ${sanitize(d.message)}`,
        ),
    ]
      .join('\n')
      .replace(/\n+$/, '') + '\n'
  )
}

function terminalRow(c: Comparison): { cells: string[]; cls: Comparison['class'] } {
  const scale = displayScale(c.unit, [c.base?.median ?? Number.NaN, c.head?.median ?? Number.NaN])
  const side = (s: Comparison['base']) =>
    s
      ? `${formatQuantity(s.median, c.unit, scale)} ±${formatQuantity(s.mad, c.unit, scale, SPREAD_DIGITS)} (n=${s.n})`
      : '—'
  const change = c.ci
    ? `${formatChange(c.ratio)} ${formatChangeInterval(c.ci.lower, c.ci.upper)}`
    : formatChange(c.ratio)
  const strength = c.strength ? ` (${c.strength})` : ''
  return {
    cells: [
      sanitize(c.label),
      sanitize(c.metricName),
      side(c.base),
      side(c.head),
      change,
      formatProbability(c.qValue),
      `${CLASS_NAMES[c.class][0]}${strength}`,
    ].map((s) => s.replace(/\u00a0/g, ' ')),
    cls: c.class,
  }
}

/** Terminal escape sequences and control characters from untrusted names never reach the TTY. */
function sanitize(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '�')
}

function colorOf(cls: Comparison['class']): string {
  if (cls === 'regression') return RED
  if (cls === 'improvement') return GREEN
  if (cls === 'inconclusive') return BLUE
  return cls === 'no-change' ? '' : DIM
}

function width(text: string): number {
  return Array.from(text).length
}

function pad(text: string, size: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, size - width(text)))
  return right ? fill + text : text + fill
}

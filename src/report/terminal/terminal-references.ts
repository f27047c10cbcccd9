/** Named references in the terminal report: readings, then a side-by-side table. */
import { codePointWidth } from '../words/plain-text.js'
import type { Comparison, RevisionStats } from '../../model/comparison.js'
import { CLASS_NAMES } from '../words/class-labels.js'
import { centreOf, changeWithInterval } from '../words/comparison-text.js'
import { displayScale, formatQuantity, SPREAD_DIGITS } from '../words/format-quantity.js'
import { sideBySide, treesOf } from '../data/reference-report.js'
import { referenceSentence } from '../words/reference-sentences.js'
import type { ReportData } from '../data/report-data.js'

/**
 * Lines for the terminal: a blank line, `against references:`, one reading per reference, then
 * the benchmarks that matter side by side (each reference, base, head as median ±MAD (n); head's
 * change against each), aligned like the main table. Nothing without references.
 *
 * @param clean strips control characters from untrusted text and shortens it to `max` characters
 */
export function referenceLines(
  data: ReportData,
  clean: (text: string, max?: number) => string,
): string[] {
  const references = data.references ?? []
  if (references.length === 0) return []
  const quote = {
    name: (t: string) => clean(t, 40),
    label: (t: string) => clean(t, 80),
    text: clean,
  }
  const readings = references.map(
    (r) =>
      `  ${clean(r.name, 40)} (${clean(r.source, 120)}${r.run ? `, run ${r.run.id}` : ''}${r.gate === 'off' ? '' : `, gate: ${r.gate}`}): ${referenceSentence(r, quote)}`,
  )
  const compared = references.filter((r) => r.missing === undefined)
  const rows = sideBySide(data.comparisons, compared).map((row) => {
    const { named, trees } = treesOf(row)
    const scale = displayScale(
      named.unit,
      trees.map((s) => centreOf(s, named.centre)?.value ?? Number.NaN),
    )
    const side = (s: RevisionStats | null) => {
      const centre = centreOf(s, named.centre)
      if (s === null || centre === null) return s === null ? '—' : `n/a (n=${s.n})`
      const spread =
        centre.spread === null
          ? ''
          : ` ±${formatQuantity(centre.spread, named.unit, scale, SPREAD_DIGITS)}`
      const what =
        centre.statistic === 'mean' ? `mean${centre.spread === null ? '' : ' ± sd'}, ` : ''
      return `${formatQuantity(centre.value, named.unit, scale)}${spread} (${what}n=${s.n})`
    }
    const change = (c: Comparison | null) =>
      c === null ? '—' : `${changeWithInterval(c)} ${CLASS_NAMES[c.class][0]}`
    return [
      clean(named.label, 80),
      clean(named.metricName, 30),
      ...trees.map(side),
      ...row.references.map(change),
      change(row.base),
    ].map((cell) => cell.replace(/\u00a0/g, ' '))
  })
  const header = [
    'benchmark',
    'metric',
    ...compared.map((r) => clean(r.name, 40)),
    'base',
    'head',
    ...compared.map((r) => `head vs ${clean(r.name, 40)}`),
    'head vs base',
  ]
  const widths = header.map((h, i) =>
    Math.max(codePointWidth(h), ...rows.map((cells) => codePointWidth(cells[i] ?? ''))),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => {
        const fill = ' '.repeat(Math.max(0, (widths[i] ?? 0) - codePointWidth(cell)))
        return i >= 2 ? fill + cell : cell + fill
      })
      .join('  ')
      .trimEnd()
  return [
    '',
    'against references:',
    ...readings.map((r) => r.replace(/\u00a0/g, ' ')),
    ...(rows.length > 0 ? ['', line(header), ...rows.map(line)] : []),
  ]
}

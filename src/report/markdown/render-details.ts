import type { Diagnostic } from '../../model/diagnostic.js'
import type { ReportData } from '../report-data.js'
import { codeSpan, inlineText } from './escape-markdown.js'

const MAX_DIAGNOSTICS = 50

/** "Problems found in the inputs", collapsed; one line per diagnostic, errors first. */
export function renderDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const shown = diagnostics.filter((d) => d.severity !== 'info')
  if (shown.length === 0) return ''
  const order = { error: 0, warning: 1, info: 2 }
  const lines = [...shown]
    .sort((a, b) => order[a.severity] - order[b.severity])
    .slice(0, MAX_DIAGNOSTICS)
    .map((d) => {
      const where = d.location ? ` ${inlineText(d.location, 120)}` : ''
      const file = d.file ? `${codeSpan(d.file, { maxLength: 120 })}${where}: ` : ''
      return `- ${d.severity === 'error' ? '⛔' : '⚠️'} ${file}${inlineText(d.message, 400)}`
    })
  const more =
    shown.length > MAX_DIAGNOSTICS
      ? [`- … ${shown.length - MAX_DIAGNOSTICS} more in the job log`]
      : []
  return `<details><summary>Problems found in the inputs (${shown.length})</summary>\n\n${[...lines, ...more].join('\n')}\n\n</details>`
}

/** The method and the effective settings, collapsed. */
export function renderMethod({ method, context }: ReportData): string {
  const percent = (x: number) => `${(x * 100).toFixed(1).replace(/\.0$/, '')}%`
  const lines = [
    `- Test: Mann–Whitney U (exact where possible) on raw samples; Hodges–Lehmann shift with its distribution-free 95% CI; Welch on log means when only summaries exist.`,
    `- Threshold: ${percent(method.threshold)}; assumed between-run noise floor: ${percent(method.noiseFloor)} (replaced by history, an A/A control or interleaved rounds when given).`,
    `- Multiple comparisons: Benjamini–Hochberg at FDR ${percent(method.fdr)} over gated metrics.`,
    `- Fails on: ${method.failOn} regressions${method.failOnInconclusive ? ', and on inconclusive' : ''}.`,
    `- Format: ${inlineText(method.format)}; head from ${inlineText(context.headSource)}; base from ${inlineText(context.baseSource)}.`,
  ]
  return `<details><summary>Method</summary>\n\n${lines.join('\n')}\n\n</details>`
}

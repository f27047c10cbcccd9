import type { ReportData } from '../report-data.js'
import { formatChange, formatChangeInterval } from '../format-quantity.js'
import { codeSpan, inlineText } from './escape-markdown.js'

/** "What was compared" (DESIGN.md §5 item 2): head, base, base run, commits behind, history, floor. */
export function renderContext({ context, comparisons }: ReportData): string {
  const parts: string[] = []
  const head = context.headSha
    ? `head ${codeSpan(context.headSha.slice(0, 12))}`
    : `head ${inlineText(context.headSource)}`
  const baseName = context.baseSha
    ? `base ${codeSpan(context.baseSha.slice(0, 12))}`
    : `base ${inlineText(context.baseSource)}`
  const branch = context.baseBranch ? ` on ${codeSpan(context.baseBranch, { maxLength: 80 })}` : ''
  parts.push(`Compared ${head} with ${baseName}${branch}`)
  if (context.baseRun)
    parts.push(
      `base run [#\u200d${context.baseRun.id}](${context.baseRun.url}) (${formatUtc(context.baseRun.createdAt)})`,
    )
  if (context.commitsBehind !== undefined && context.commitsBehind !== null)
    parts.push(
      `${context.commitsBehind} commit${context.commitsBehind === 1 ? '' : 's'} behind the PR's base`,
    )
  parts.push(
    `history: ${context.historyRuns} earlier base run${context.historyRuns === 1 ? '' : 's'}`,
  )
  if (context.controlRuns > 0) parts.push(`A/A control: ${context.controlRuns} run`)
  const sources = new Set(comparisons.filter((c) => c.gated).map((c) => c.floor.source))
  if (sources.size > 0) parts.push(`noise floor: ${[...sources].join(', ')}`)
  return parts.join(' · ')
}

/** ISO-8601 UTC as `2023-09-13 08:00 UTC` (field case F28); the input as is when unparsable. */
export function formatUtc(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return inlineText(iso, 40)
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The suite geomean line (METHOD.md §12.1), or nothing when there is none. */
export function renderGeomean({ geomean }: ReportData): string[] {
  if (!geomean || geomean.count < 2) return []
  const ci = geomean.ci ? ` ${formatChangeInterval(geomean.ci.lower, geomean.ci.upper)}` : ''
  const partial = geomean.partial ? ' (CI over the comparisons that have one)' : ''
  return [
    `**Suite geomean** over ${geomean.count} gated comparisons: ${formatChange(geomean.ratio)}${ci}${partial}; between-run floor ±${(geomean.floor.value * 100).toFixed(1)}\u00a0% (${geomean.floor.source}).`,
  ]
}

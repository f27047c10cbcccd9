/**
 * The comment's section on named references: one reading per reference, then the
 * benchmarks that matter side by side (each reference, base, head; head's change against each).
 */
import type { Comparison } from '../../model/comparison.js'
import { classLabel } from '../words/class-labels.js'
import { centreOf, changeWithInterval } from '../words/comparison-text.js'
import { displayScale } from '../words/format-quantity.js'
import {
  sideBySide,
  treesOf,
  type ReferenceReport,
  type SideBySideRow,
} from '../data/reference-report.js'
import { referenceSentence, type Quoting } from '../words/reference-sentences.js'
import type { ReportData } from '../data/report-data.js'
import { PRIORITY, textBlock, type CommentBlock } from './comment-blocks.js'
import type { TableRow } from './table-rows.js'
import { codeSpan, inlineText, safeUrl } from './escape-markdown.js'
import { formatUtc } from './render-context.js'
import { revisionCell } from './render-table.js'

const NAME_LENGTH = 40

const MARKDOWN: Quoting = {
  name: (text) => codeSpan(text, { maxLength: NAME_LENGTH }),
  label: (text) => codeSpan(text, { maxLength: 80 }),
  text: (text) => inlineText(text, 300),
}

/**
 * The references section, or nothing without references: a heading and one line per reference
 * (where its results came from, its gate when it gates, and its reading), kept with the verdict's
 * notices; then the side-by-side table, which may lose rows when space runs out.
 *
 * @param heading the Markdown heading level of the suite's sections (`####`)
 */
export function referenceBlocks(data: ReportData, heading: string): CommentBlock[] {
  const references = data.references ?? []
  if (references.length === 0) return []
  const lines = references.map((r) => `- ${originText(r)}: ${referenceSentence(r, MARKDOWN)}.`)
  const blocks: CommentBlock[] = [
    textBlock(`${heading} Against references\n\n${lines.join('\n')}`, PRIORITY.notices),
  ]
  const compared = references.filter((r) => r.missing === undefined)
  const rows = sideBySide(data.comparisons, compared)
  if (rows.length > 0)
    blocks.push({
      kind: 'table',
      priority: PRIORITY.inconclusive,
      header: [
        'Benchmark',
        'Metric',
        ...compared.map((r) => codeSpan(r.name, { inTable: true, maxLength: NAME_LENGTH })),
        'Base',
        'Head',
        ...compared.map(
          (r) => `Head vs ${codeSpan(r.name, { inTable: true, maxLength: NAME_LENGTH })}`,
        ),
        'Head vs base',
      ],
      rows: rows.map(sideBySideRow),
      footnote:
        // Say what the ± is: "tree" (a results folder) meant nothing to readers, MAD was unexplained.
        'Each run (reference, base, head): median ± MAD, the median absolute deviation (`mean ± sd` where the cell says so), over n samples. The changes are head’s, with their 95% CI. Each reference is its own FDR family, judged against the same between-run noise floor as the base.',
    })
  return blocks
}

/** `**`v1.4.0`** (tag v1.4.0, [run 123](…) at `abc…` (2026-… UTC), gate: fail)` */
function originText(r: ReferenceReport): string {
  // A reference named by its run id needs no source besides the run's link.
  const parts = r.run && r.source === `run ${r.run.id}` ? [] : [inlineText(r.source, 120)]
  if (r.run) {
    const url = safeUrl(r.run.url)
    const run = `run ${r.run.id}`
    parts.push(
      `${url ? `[${run}](${url})` : run} at ${codeSpan(r.run.headSha.slice(0, 12))} (${formatUtc(r.run.createdAt)})`,
    )
  }
  if (r.gate !== 'off') parts.push(`gate: ${r.gate}`)
  return `**${MARKDOWN.name(r.name)}** (${parts.join(', ')})`
}

function sideBySideRow(row: SideBySideRow): TableRow {
  const { named, trees } = treesOf(row)
  const scale = displayScale(
    named.unit,
    trees.map((s) => centreOf(s, named.centre)?.value ?? Number.NaN),
  )
  const change = (c: Comparison | null) =>
    c === null ? '—' : `${changeWithInterval(c)} ${classLabel(c)}`
  return {
    cells: [
      codeSpan(named.label, { inTable: true }),
      inlineText(named.metricName, 40),
      ...trees.map((s) => (s === null ? '—' : revisionCell(named, s, scale))),
      ...row.references.map(change),
      change(row.base),
    ],
  }
}

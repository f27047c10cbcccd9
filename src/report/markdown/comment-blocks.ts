/**
 * The comment as a list of blocks, so the size fitting (fit-blocks.ts) can keep whole rows and
 * whole sections without parsing Markdown back. Display order is the list order; `priority`
 * decides what stays when space runs out (0: always kept).
 */

import type { TableRows } from './table-rows.js'

/** Priorities, most important first (test/field-cases.md F21: the verdict, then regressions and improvements). */
export const PRIORITY = {
  verdict: 0,
  changes: 1,
  notices: 2,
  inconclusive: 3,
  details: 4,
  listings: 5,
} as const

/** Markdown that is kept or dropped whole. */
export interface TextBlock {
  readonly kind: 'text'
  readonly text: string
  readonly priority: number
}

/** A GFM table that may lose rows from its end (never mid-row) when space runs out. */
export interface TableBlock {
  readonly kind: 'table'
  readonly priority: number
  /** Markdown above the table (a heading, a sentence), kept with it. */
  readonly title?: string
  /** Collapsed in `<details>` with this summary; the row count is appended. */
  readonly collapsed?: string
  readonly header: readonly string[]
  readonly rows: TableRows
  /** Markdown below the table, kept with it. */
  readonly footnote?: string
  /** A diverging text chart of the kept rows' changes follows the table (render-chart.ts). */
  readonly chart?: boolean
}

export type CommentBlock = TextBlock | TableBlock

export function textBlock(text: string, priority: number): TextBlock {
  return { kind: 'text', text, priority }
}

/**
 * `<details>` with a summary. The blank lines around the body end the HTML block, so the body
 * is parsed as Markdown; the summary is ours (never untrusted text).
 */
export function details(summary: string, body: string, open = false): string {
  return `<details${open ? ' open' : ''}><summary>${summary}</summary>\n\n${body}\n\n</details>`
}

/** A GFM table from inert cells. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return [tableLine(header), tableLine(header.map(() => '---')), ...rows.map(tableLine)].join('\n')
}

/** One line of a GFM table: `| a | b |`. */
export function tableLine(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`
}

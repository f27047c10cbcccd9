export { renderLegs, type LegReport } from './markdown/render-legs.js'
export { baseHistory } from './base-history.js'
export { mergeEnvironments } from './environment-diff.js'
export { readReference, type ReferenceOrigin, type ReferenceReport } from './reference-report.js'
export { type MethodSummary, type ReportData, type RunContext } from './report-data.js'
export { countByClass } from './class-labels.js'
export { COMMENT_MAX_LENGTH, SUMMARY_MAX_LENGTH, renderComment } from './markdown/render-comment.js'
export { REPORT_SCHEMA_VERSION, renderJson, reportObject, rerunList } from './render-json.js'
export { plainLine } from './plain-text.js'
export { renderTerminal } from './render-terminal.js'
import type { PreviewAssets, PreviewOutcome } from './preview/preview-page.js'

export type { PreviewAssets, PreviewOutcome }

/**
 * The preview page of a JSON report (`bench-verdict preview`), as GitHub would show its comment.
 * Loaded on first use: its Markdown renderer outweighs the rest of the stage, and no Action run
 * needs it.
 */
export async function previewPage(report: unknown, assets: PreviewAssets): Promise<PreviewOutcome> {
  const preview = await import('./preview/preview-page.js')
  return preview.previewPage(report, assets)
}
export { looksLikeReport } from './read-report-json.js'

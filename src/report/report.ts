/**
 * The report stage's door: what the pipeline hands over (`ReportData`, built in data/) and the
 * renderings the Action and the CLI write from it — the PR comment and job summary (markdown/),
 * the JSON report (json/), the terminal table (terminal/) and the preview page (preview/, loaded
 * on first use). Code outside src/report imports only this file (an ESLint zone says so); the
 * rooms behind it share the words in words/ so every rendering says a change the same way.
 */

// The hand-off: the analysed run, and the pieces of it the pipeline builds with report helpers.
export { type MethodSummary, type ReportData, type RunContext } from './data/report-data.js'
export {
  readReference,
  type ReferenceOrigin,
  type ReferenceReport,
} from './data/reference-report.js'
export { baseHistory } from './data/base-history.js'
export { mergeEnvironments } from './data/environment-diff.js'

// The PR comment and the job summary; one comment per matrix leg when legs are combined.
export { COMMENT_MAX_LENGTH, SUMMARY_MAX_LENGTH, renderComment } from './markdown/render-comment.js'
export { renderLegs, renderLegsSummary, type LegReport } from './markdown/render-legs.js'
export { renderInputProblems } from './markdown/render-input-problems.js'
export { utf8Length } from './markdown/fit-blocks.js'

// The JSON report, and reading one back.
export { renderJson, renderJsonChunks, reportObject } from './json/render-json.js'
export { REPORT_SCHEMA_VERSION } from './json/report-schema.js'
export { looksLikeReport } from './json/read-report-json.js'

// The terminal table of the CLI.
export { renderTerminal } from './terminal/render-terminal.js'

// Words the shell and publish print beside the report.
export { countByClass } from './words/class-labels.js'
export { plainLine } from './words/plain-text.js'
export { rerunList } from './words/rerun-filters.js'

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

/**
 * `bench-verdict preview`: the comment as GitHub shows it, in one HTML file that opens offline —
 * Markdown rendered with GFM tables (marked, with cmark-gfm's reading of `\|` in table rows), the
 * rules of GitHub's Markdown CSS that the page uses inlined. The page runs no script: the comment's
 * chart is text in a code block.
 */
import { Marked } from 'marked'
import { usedCss } from './used-css.js'
import { COMMENT_MAX_LENGTH } from '../markdown/render-comment.js'
import { renderLegs } from '../markdown/render-legs.js'
import { readReportJson } from '../json/read-report-json.js'

/** What the page inlines; the shell reads them from the installed packages. */
export interface PreviewAssets {
  /** github-markdown-css (light); only the rules the page can use are inlined. */
  readonly css: string
}

export type PreviewOutcome =
  | { readonly ok: true; readonly html: string; readonly markdown: string }
  | { readonly ok: false; readonly problems: readonly string[] }

/**
 * A parsed JSON report → the preview page of the comment the Action would post for it (the same
 * renderer and size limit), or the report's schema problems.
 */
export function previewPage(report: unknown, assets: PreviewAssets): PreviewOutcome {
  const read = readReportJson(report)
  if (!read.ok) return read
  const markdown = renderLegs(read.reports, {
    maxLength: COMMENT_MAX_LENGTH,
    fullReportName: 'the job summary and the JSON report',
  })
  return { ok: true, markdown, html: previewHtml(markdown, assets) }
}

/**
 * Markdown → a standalone page styled like a GitHub comment. The Markdown is ours (every
 * untrusted string in it is escaped), and the page still forbids every script and any network
 * access, as GitHub's sanitiser would drop what ours let through.
 */
export function previewHtml(markdown: string, assets: PreviewAssets): string {
  const marked = new Marked({ gfm: true, breaks: false })
  const body = restorePipes(marked.parse(cmarkTablePipes(markdown), { async: false }))
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "script-src 'none'",
    'img-src data:',
    'font-src data:',
  ].join('; ')
  const css = usedCss(assets.css, `<article class="markdown-body">${body}</article>`)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench-verdict comment preview</title>
<style>${css.replace(/<\/style/gi, '<\\/style')}</style>
<style>
body { margin: 0; background: #f6f8fa; }
.comment { box-sizing: border-box; max-width: 912px; margin: 24px auto; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; }
.comment-header { padding: 8px 16px; border-bottom: 1px solid #d1d9e0; background: #f6f8fa; color: #59636e; font: 14px -apple-system, BlinkMacSystemFont, "Segoe UI", sans-serif; border-radius: 6px 6px 0 0; }
.markdown-body { padding: 16px; }
</style>
</head>
<body>
<div class="comment">
<div class="comment-header"><strong>github-actions</strong> commented (preview)</div>
<article class="markdown-body">
${body}
</article>
</div>
</body>
</html>
`
}

/** Stands for an escaped pipe of a table row while marked splits the row's cells. */
const PIPE = '\uE000'

/**
 * cmark-gfm (GitHub) reads every `\|` in a table row as a literal `|` that does not end the
 * cell, inside code spans too, whatever precedes the backslash; marked counts the backslashes
 * before it, so `\\|` (what our escaping writes for a name holding `\|`) splits the cell there.
 * In table rows `\|` becomes a private-use character marked does not split on, turned back
 * into `|` after rendering. A private-use character in the Markdown itself shows as `|` then:
 * preview only.
 */
function cmarkTablePipes(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => (line.startsWith('|') ? line.replaceAll('\\|', PIPE) : line))
    .join('\n')
}

function restorePipes(html: string): string {
  return html.replaceAll(PIPE, '|')
}

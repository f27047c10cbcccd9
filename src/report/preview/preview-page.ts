/**
 * `bench-verdict preview`: the comment as GitHub shows it, in one HTML file that opens offline —
 * Markdown rendered with GFM tables (marked), GitHub's Markdown CSS and Mermaid inlined.
 */
import { Marked } from 'marked'
import { COMMENT_MAX_LENGTH } from '../markdown/render-comment.js'
import { renderLegs } from '../markdown/render-legs.js'
import { readReportJson } from '../json/read-report-json.js'

/** What the page inlines; the shell reads them from the installed packages. */
export interface PreviewAssets {
  /** github-markdown-css (light). */
  readonly css: string
  /** mermaid's browser bundle (`dist/mermaid.min.js`), or null when it is not installed. */
  readonly mermaid: string | null
  /** A fresh random token: only scripts carrying it may run (Content-Security-Policy). */
  readonly nonce: string
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
 * untrusted string in it is escaped), and the page still forbids any script without the nonce
 * and any network access, as GitHub's sanitiser would drop what ours let through.
 */
export function previewHtml(markdown: string, assets: PreviewAssets): string {
  const marked = new Marked({ gfm: true, breaks: false })
  marked.use({
    renderer: {
      code({ text, lang }) {
        if (lang === 'mermaid' && assets.mermaid !== null)
          return `<pre class="mermaid">${escapeHtml(text)}</pre>\n`
        return false
      },
    },
  })
  const body = marked.parse(markdown, { async: false })
  const nonce = assets.nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'nonce-${nonce}'`,
    'img-src data:',
    'font-src data:',
  ].join('; ')
  const scripts =
    assets.mermaid === null
      ? `<script nonce="${nonce}">document.body.dataset.mermaid = 'absent'</script>`
      : `<script nonce="${nonce}">${inlineScript(assets.mermaid)}</script>
<script nonce="${nonce}">
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' })
mermaid.run({ querySelector: 'pre.mermaid' }).then(
  () => { document.body.dataset.mermaid = 'done' },
  (error) => { document.body.dataset.mermaid = 'error: ' + error }
)
</script>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench-verdict comment preview</title>
<style>${assets.css.replace(/<\/style/gi, '<\\/style')}</style>
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
${scripts}
</body>
</html>
`
}

/** A script inlined in HTML must not contain `</script`; in JS, `<\/` means the same. */
function inlineScript(source: string): string {
  return source.replace(/<\/(script)/gi, '<\\/$1')
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/**
 * The comment through a real GFM renderer (Debian's cmark-gfm, installed by .ci/system-packages)
 * and the checks that make untrusted text inert: what GitHub would render, and what its
 * post-render filters (mentions, issue references, commit links) would still find.
 */
import { spawnSync } from 'node:child_process'
import { DOCS_URL } from '../../src/report/markdown/render-comment.js'
import type { ReportData } from '../../src/report/data/report-data.js'

/** Markdown → HTML as GitHub's renderer does it (raw HTML kept: our `<details>` must survive). */
export function renderGfm(markdown: string): string {
  const result = spawnSync(
    'cmark-gfm',
    ['--unsafe', '-e', 'table', '-e', 'strikethrough', '-e', 'autolink', '-e', 'tagfilter'],
    { input: markdown, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (result.error) throw result.error
  if (result.status !== 0) throw new Error(`cmark-gfm failed: ${result.stderr}`)
  return result.stdout
}

/** Tags cmark-gfm makes from Markdown, plus the HTML the comment writes itself. */
const ALLOWED_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'strong',
  'em',
  'del',
  'a',
  'br',
  'hr',
  'blockquote',
  'sub',
  'details',
  'summary',
])

export interface HtmlExpectations {
  /** Links the comment itself writes; any other `<a>` is an autolink from untrusted text. */
  readonly allowedLinks: readonly string[]
  /** `<details>` sections the comment opens (each must close, none nested). */
  readonly details: number
}

/**
 * Everything wrong with rendered comment HTML, as sentences (empty when all is well): tags outside
 * the allowlist (`<img>`, `<script>` …), event-handler attributes, unbalanced or nested
 * `<details>`, table rows whose cell count differs from the header, unexpected links, and text
 * outside code and links that GitHub would turn into a mention, an issue reference or a commit link.
 */
export function htmlProblems(html: string, expect: HtmlExpectations): string[] {
  const problems: string[] = []
  const tags = [...html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)]
  for (const [tag, , name = '', attributes = ''] of tags) {
    if (!ALLOWED_TAGS.has(name.toLowerCase())) problems.push(`unexpected tag ${tag}`)
    if (/\son\w+\s*=/i.test(attributes)) problems.push(`event handler in ${tag}`)
  }
  let depth = 0
  let opened = 0
  for (const [, closing, name = ''] of tags) {
    if (name.toLowerCase() !== 'details') continue
    if (closing) depth--
    else {
      depth++
      opened++
    }
    if (depth < 0 || depth > 1) problems.push(`<details> nested or closed early (depth ${depth})`)
  }
  if (depth !== 0) problems.push(`${depth} <details> left open`)
  if (opened !== expect.details) problems.push(`${opened} <details>, expected ${expect.details}`)
  for (const table of html.matchAll(/<table>([\s\S]*?)<\/table>/g)) {
    const rows = [...(table[1] ?? '').matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(
      (row) => (row[1] ?? '').match(/<t[hd][ >]/g)?.length ?? 0,
    )
    const [header = 0] = rows
    rows.forEach((cells, i) => {
      if (cells !== header) problems.push(`table row ${i} has ${cells} cells, header ${header}`)
    })
  }
  for (const [, href = ''] of html.matchAll(/<a href="([^"]*)"/g))
    if (!expect.allowedLinks.includes(decodeEntities(href)))
      problems.push(`unexpected link ${href}`)
  problems.push(...linkableText(html))
  return problems
}

/** Text GitHub's filters would link: they skip code, pre and links, and run on the rendered text. */
function linkableText(html: string): string[] {
  const text = decodeEntities(
    html
      .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
      .replace(/<code>[\s\S]*?<\/code>/g, ' ')
      .replace(/<a [\s\S]*?<\/a>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
  const patterns: [RegExp, string][] = [
    [/(?:^|[^\w`])@[a-z0-9]/gi, 'mention'],
    [/#\d/g, 'issue reference'],
    [/\bGH-\d/gi, 'GH- reference'],
    [/\b[0-9a-f]{7,40}\b/gi, 'commit-like hex'],
    [/\b(?:https?|ftp):\/\//gi, 'URL'],
    [/\bwww\./gi, 'www autolink'],
  ]
  return patterns.flatMap(([pattern, what]) =>
    [...text.matchAll(pattern)].map(
      (m) => `${what} in rendered text: …${text.slice(Math.max(0, m.index - 20), m.index + 20)}…`,
    ),
  )
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * Table lines of the Markdown source whose cell count differs from their header's, counted the way
 * cmark-gfm splits cells: at every `|` not directly after a backslash.
 */
export function tableShapeProblems(markdown: string): string[] {
  const problems: string[] = []
  let header: number | null = null
  for (const [index, line] of markdown.split('\n').entries()) {
    if (!line.startsWith('|')) {
      header = null
      continue
    }
    const cells = (line.match(/(?<!\\)\|/g)?.length ?? 0) - 1
    if (header === null) header = cells
    else if (cells !== header)
      problems.push(`line ${index + 1} has ${cells} cells, header ${header}`)
  }
  return problems
}

/** `<details>` sections the Markdown source opens (ours start a line). */
export function detailsCount(markdown: string): number {
  return markdown.match(/^<details/gm)?.length ?? 0
}

/** The links the comment writes itself: the docs, the base run, the job summary, a fork's run. */
export function commentLinks(data: ReportData): string[] {
  const { context } = data
  return [
    `${DOCS_URL}/inconclusive.md`,
    `${DOCS_URL}/more-samples.md`,
    `${DOCS_URL}/aa-control.md`,
    `${DOCS_URL}/verdicts.md`,
    ...(context.baseRun ? [context.baseRun.url] : []),
    ...(context.fullReportUrl ? [context.fullReportUrl] : []),
    ...(context.fork?.runUrl ? [context.fork.runUrl] : []),
  ]
}

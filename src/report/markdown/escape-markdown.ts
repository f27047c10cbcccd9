/**
 * Every untrusted string (benchmark names, units, file names, branch names, harness messages)
 * passes through here before it reaches Markdown (DESIGN.md §5). Mention and reference links are
 * added by GitHub after rendering, so they are broken in the source: a zero-width joiner after `@`
 * and `#`, hex runs that look like commit SHAs in code spans, autolink prefixes split.
 */

const ZWJ = '\u200d'
const DEFAULT_MAX_LENGTH = 160

/** Control characters, line and paragraph separators: everything that could end a table row. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
/** Bidi overrides and isolates can make a name read differently from what it is. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g
/** Inline Markdown syntax; text from here never starts a line, so list and heading markers are inert. */
const MARKDOWN_PUNCTUATION = /[\\`*_[\]|~]/g
const HTML_SPECIAL: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }

/** Shortens to `max` code points with an ellipsis; never splits a surrogate pair. */
export function capLength(text: string, max = DEFAULT_MAX_LENGTH): string {
  const points = Array.from(text)
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`
}

/** One line of inert text: no newlines, control or bidi characters. */
export function singleLine(text: string): string {
  return text.replace(LINE_BREAKING, ' ').replace(BIDI_CONTROLS, '')
}

/**
 * Untrusted text as inert Markdown prose or table-cell content: no HTML, no emphasis, no links,
 * no mentions or issue references, no table breaks. Long hex runs become code spans.
 */
export function inlineText(text: string, maxLength = DEFAULT_MAX_LENGTH): string {
  const line = capLength(singleLine(text), maxLength)
  return line
    .split(/\b([0-9a-f]{7,64})\b/i)
    .map((part, index) => (index % 2 === 1 ? codeSpan(part) : escapeProse(part)))
    .join('')
}

function escapeProse(text: string): string {
  return text
    .replace(/[&<>]/g, (c) => HTML_SPECIAL[c] ?? c)
    .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
    .replace(/[@#]/g, (c) => `${c}${ZWJ}`)
    .replace(/(:)(\/\/)/g, `$1${ZWJ}$2`)
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${ZWJ}.`)
}

/**
 * Untrusted text as a code span: literal on GitHub (no HTML, no mentions, no references).
 * The fence is one backtick longer than the longest run inside. In a table cell `|` must still be
 * escaped (GFM splits cells before parsing code spans), so pass `inTable`.
 */
export function codeSpan(
  text: string,
  options: { inTable?: boolean; maxLength?: number } = {},
): string {
  let content = capLength(singleLine(text), options.maxLength ?? DEFAULT_MAX_LENGTH)
  if (options.inTable) content = content.replace(/\|/g, '\\|')
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longestRun + 1)
  const padded = /^[` ]|[` ]$/.test(content) || content === '' ? ` ${content} ` : content
  return `${fence}${padded}${fence}`
}

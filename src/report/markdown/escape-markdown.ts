/**
 * Every untrusted string (benchmark names, units, file names, branch names, harness messages)
 * passes through here before it reaches Markdown (docs/comment.md). Mention and reference links are
 * added by GitHub after rendering, so they are broken in the source: a zero-width joiner after `@`
 * and `#` (and inside `GH-123`), hex runs that look like commit SHAs in code spans, autolink
 * prefixes split. Raw HTML is escaped, so nothing can close our `<details>` early.
 */
import { showInvisible } from '../../model/invisible-characters.js'

const ZWJ = '\u200d'
const DEFAULT_MAX_LENGTH = 160

/** Control characters, line and paragraph separators: everything that could end a table row. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
/** Bidi controls can make a name read differently from what it is. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/**
 * Inline Markdown syntax: code, emphasis, links, table pipes, strikethrough, math (`$`), and the
 * backslash itself so it cannot escape our own syntax.
 */
const MARKDOWN_PUNCTUATION = /[\\`*_[\]|~$]/g
const HTML_SPECIAL: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }
/** Hex runs GitHub could link as a commit (7–40 characters; longer ones are kept in code too). */
const HEX_RUN = /\b([0-9a-f]{7,64})\b/i
/**
 * Markers that start a block when they open a line or a list item's content: a list bullet, an
 * ordered-list number, a setext underline. `#` and `>` are handled by the ZWJ and HTML escapes.
 */
const LEADING_BULLET = /^[-+=]/
const LEADING_NUMBER = /^(\d{1,9})([.)])/

/** Shortens to `max` code points with an ellipsis; never splits a surrogate pair. */
export function capLength(text: string, max = DEFAULT_MAX_LENGTH): string {
  if (text.length <= max) return text
  const points = Array.from(text)
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join('')}…`
}

/**
 * One line of inert text: no newlines or control characters, and every invisible character
 * (Unicode's default-ignorable code points: zero-width spaces and joiners, bidi controls, the soft
 * hyphen, variation selectors …) spelled out as `<U+200B>`, so two names that differ only by one
 * look different (docs/security.md).
 */
export function singleLine(text: string): string {
  return showInvisible(text.replace(LINE_BREAKING, ' '))
}

/**
 * Untrusted text as inert Markdown prose or table-cell content: no HTML, no emphasis, no links,
 * no mentions or issue references, no math, no table breaks, no block markers even at the start
 * of a line or list item. Long hex runs become code spans. At most `maxLength` code points of
 * the input are kept.
 */
export function inlineText(text: string, maxLength = DEFAULT_MAX_LENGTH): string {
  const line = capLength(singleLine(text).trimStart(), maxLength)
  const parts = line.split(HEX_RUN)
  const escaped = parts
    .map((part, index) =>
      index % 2 === 1 && !isFractionDigits(part, parts[index - 1] ?? '')
        ? codeSpan(part)
        : escapeProse(part),
    )
    .join('')
  return escaped.replace(LEADING_BULLET, '\\$&').replace(LEADING_NUMBER, '$1\\$2')
}

/** `0000033` in `0.0000033` is part of a number: digits only, right after a decimal separator. */
function isFractionDigits(run: string, before: string): boolean {
  return /^\d+$/.test(run) && /\d[.,]$/.test(before)
}

function escapeProse(text: string): string {
  return text
    .replace(/[&<>]/g, (c) => HTML_SPECIAL[c] ?? c)
    .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
    .replace(/[@#]/g, (c) => `${c}${ZWJ}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`)
    .replace(/(:)(\/\/)/g, `$1${ZWJ}$2`)
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${ZWJ}.`)
}

/**
 * Untrusted text as a code span: literal on GitHub (no HTML, no mentions, no references).
 * The fence is one backtick longer than the longest run inside. In a table cell `|` must still be
 * escaped (GFM splits cells before parsing code spans, and removes the backslash again), so pass
 * `inTable`.
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

/**
 * Untrusted text as a fenced code block (for commands and filters that must stay exact): the
 * fence is longer than any backtick run inside, so no line can close it early.
 */
export function codeBlock(text: string, language = ''): string {
  const body = text.replace(/\r\n?/g, '\n').replace(BIDI_CONTROLS, '')
  const longestRun = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longestRun + 1)
  return `${fence}${language}\n${body}\n${fence}`
}

/**
 * A URL safe to put in a Markdown link destination: `http(s)` only, with the characters that could
 * end the destination or the link percent-encoded. Null for anything else.
 */
export function safeUrl(url: string): string | null {
  if (!/^https?:\/\/[^\s/]/i.test(url)) return null
  // eslint-disable-next-line no-control-regex -- control characters must not reach a link
  return url.replace(/[\u0000-\u0020\u007f-\u009f()<>"'`\\[\]|]/g, (c) =>
    encodeURIComponent(c).replace(
      /[()'`]/g,
      (p) => `%${p.charCodeAt(0).toString(16).toUpperCase()}`,
    ),
  )
}

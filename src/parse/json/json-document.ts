import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { plural } from '../../model/plural.js'
import type { SourceText } from '../formats/format-adapter.js'
import { firstJsonError } from './json-syntax-error.js'
import { jsonTreeTooLarge } from './json-tree-cost.js'

export type JsonDocument =
  | { readonly ok: true; readonly value: unknown; readonly diagnostics: Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: Diagnostic[] }

/**
 * Reads the one JSON document in `source`. Text before or after it (a harness banner, a log
 * line) is reported and skipped. Bare `NaN`, `Infinity` and `-Infinity` tokens (BenchmarkDotNet,
 * Python's json) are read as `null` and reported. Syntax errors name the line and column. A text
 * whose tree would pass MAX_JSON_TREE_BYTES (json-tree-cost.ts) is refused before it is parsed.
 */
export function readJsonDocument(source: SourceText): JsonDocument {
  const { name, text } = source
  if (text.trim() === '') return { ok: false, diagnostics: [emptyFile(name, text)] }
  // Before any JSON.parse: its tree is built whole before an adapter or a cap sees a result.
  const tooLarge = jsonTreeTooLarge(text)
  if (tooLarge !== undefined)
    return { ok: false, diagnostics: [diagnostic('error', name, '', tooLarge)] }
  const whole = parseWhole(text)
  if (whole) return { ok: true, value: whole.value, diagnostics: [] }
  let firstFailure: Diagnostic[] | undefined
  let from = 0
  for (let tries = 0; tries < MAX_DOCUMENT_STARTS; tries++) {
    const start = nextDocumentStart(text, from)
    if (start < 0) break
    const scan = scanDocument(text, start)
    const attempt = parseFrom(source, start, scan)
    if (attempt.ok) return attempt
    firstFailure ??= attempt.diagnostics
    // A failed candidate's brackets are never re-entered: a sub-object of a broken document
    // must not pass for the document.
    from = scan.end
  }
  return {
    ok: false,
    diagnostics: firstFailure ?? [diagnostic('error', name, '', 'holds no JSON object or array')],
  }
}

/**
 * The common case in one native pass: the text is one JSON object or array and JSON
 * whitespace. The search below then finds that very document with nothing around it and no
 * NaN/Infinity token (JSON.parse refuses them), so its answer would be the same value and no
 * diagnostics. Anything else (a primitive, a banner, a syntax error) takes the search.
 */
function parseWhole(text: string): { value: unknown } | undefined {
  let first = 0
  for (let c = text.charCodeAt(0); c === 32 || c === 9 || c === 10 || c === 13;)
    c = text.charCodeAt(++first)
  const opener = text.charCodeAt(first)
  if (opener !== 123 && opener !== 91) return undefined
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return undefined
  }
}

function parseFrom({ name, text }: SourceText, start: number, scan: Scan): JsonDocument {
  const diagnostics: Diagnostic[] = []
  if (text.slice(0, start).trim() !== '')
    diagnostics.push(
      diagnostic(
        'info',
        name,
        `lines 1–${lineAt(text, start)}`,
        'text before the JSON document was skipped',
      ),
    )
  if (scan.end < text.length && text.slice(scan.end).trim() !== '')
    diagnostics.push(
      diagnostic(
        'info',
        name,
        `line ${lineAt(text, scan.end)}`,
        'text after the JSON document was skipped',
      ),
    )
  let body = text.slice(start, scan.end)
  if (scan.nonFinite.length > 0) {
    body = replaceNonFinite(text, start, scan.end, scan.nonFinite)
    diagnostics.push(
      diagnostic(
        'info',
        name,
        `line ${lineAt(text, scan.nonFinite[0]?.at ?? start)}`,
        `${plural(scan.nonFinite.length, 'NaN/Infinity token')} read as missing values`,
      ),
    )
  }
  try {
    return { ok: true, value: JSON.parse(body) as unknown, diagnostics }
  } catch (error) {
    return { ok: false, diagnostics: [syntaxError(name, text, start, scan.end, error)] }
  }
}

export function emptyFile(name: string, text: string): Diagnostic {
  const message =
    text.length === 0
      ? 'is empty (0 bytes); did the benchmark step fail?'
      : 'holds only whitespace; did the benchmark step fail?'
  return diagnostic('error', name, '', message)
}

/** 1-based line number of the character at `offset`. */
export function lineAt(text: string, offset: number): number {
  let line = 1
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

const MAX_DOCUMENT_STARTS = 8

/**
 * Whether the JSON document in `text` is an array (whose first element is an object or a number,
 * when `firstElement` says so), found past any text before it as `readJsonDocument` finds it: for
 * the sniffers of array formats, whose files may carry a log line or a banner too. A cheap look,
 * not a parse of the document.
 */
export function isJsonArrayDocument(
  text: string,
  firstElement: 'any' | 'object' | 'number' = 'any',
): boolean {
  const start = jsonDocumentStart(text)
  if (start < 0 || text.charCodeAt(start) !== 91) return false
  if (firstElement === 'any') return true
  const first = /^\[\s*(\S)/.exec(text.slice(start, start + 256))?.[1] ?? ''
  return firstElement === 'object' ? first === '{' : /[\d-]/.test(first)
}

/** A bracketed span this short is parsed to tell a log line's `[12:00:01]` from the document. */
const SHORT_SPAN = 4096

/**
 * Offset of the first `{` or `[` that `readJsonDocument` would read as the document, or −1. A
 * span that closes within SHORT_SPAN characters counts only if it parses, as the reader would
 * skip it otherwise; a longer one is taken on sight, so the look stays within a few KiB.
 */
function jsonDocumentStart(text: string): number {
  let from = 0
  for (let tries = 0; tries < MAX_DOCUMENT_STARTS; tries++) {
    const start = nextDocumentStart(text, from)
    if (start < 0) return -1
    const head = text.slice(start, start + SHORT_SPAN)
    const scan = scanDocument(head, 0)
    if (!scan.closed || scan.nonFinite.length > 0 || parses(head.slice(0, scan.end))) return start
    from = start + scan.end
  }
  return -1
}

function parses(json: string): boolean {
  try {
    JSON.parse(json)
    return true
  } catch {
    return false
  }
}

/** Offset of the next `{` or `[` at or after `from` that could open a document, or −1. */
function nextDocumentStart(text: string, from: number): number {
  const opener = /[{[]/g
  opener.lastIndex = from
  for (let match = opener.exec(text); match; match = opener.exec(text)) {
    const after = /\S/.exec(text.slice(match.index + 1, match.index + 256))?.[0]
    if (after === undefined) return match.index
    if (match[0] === '{' ? after === '"' || after === '}' : /["{[\]\d\-tfnNI]/.test(after))
      return match.index
  }
  return -1
}

interface Scan {
  /** Offset just past the document's closing bracket (or the text's end if it never closes). */
  readonly end: number
  readonly closed: boolean
  readonly nonFinite: { at: number; length: number }[]
}

/** Finds the end of the JSON value opening at `start` and any bare NaN/Infinity tokens, in O(n). */
function scanDocument(text: string, start: number): Scan {
  const nonFinite: { at: number; length: number }[] = []
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++
      else if (c === 34) inString = false
      continue
    }
    if (c === 34) inString = true
    else if (c === 123 || c === 91) depth++
    else if (c === 125 || c === 93) {
      depth--
      if (depth === 0) return { end: i + 1, closed: true, nonFinite }
    } else if (c === 78 || c === 73 || c === 45) {
      const token = /^(-?Infinity|NaN)\b/.exec(text.slice(i, i + 9))
      if (token) {
        nonFinite.push({ at: i, length: token[0].length })
        i += token[0].length - 1
      }
    }
  }
  return { end: text.length, closed: false, nonFinite }
}

function replaceNonFinite(
  text: string,
  start: number,
  end: number,
  tokens: Scan['nonFinite'],
): string {
  const parts: string[] = []
  let cursor = start
  for (const token of tokens) {
    parts.push(text.slice(cursor, token.at), 'null')
    cursor = token.at + token.length
  }
  parts.push(text.slice(cursor, end))
  return parts.join('')
}

/**
 * Locates a syntax error. Node's own messages carry no position on every version, so the
 * failing text is re-read with jsonc-parser's scanner (strict JSON), which reports offsets.
 */
function syntaxError(
  name: string,
  text: string,
  start: number,
  end: number,
  error: unknown,
): Diagnostic {
  const first = firstJsonError(text.slice(start, end))
  if (first === undefined) {
    const message = error instanceof Error ? error.message : String(error)
    return diagnostic('error', name, '', `is not valid JSON: ${message}`)
  }
  const offset = start + first.offset
  const found = JSON.stringify(text.slice(offset, offset + Math.min(Math.max(first.length, 1), 20)))
  const what = offset >= end ? 'the document ends early' : `${first.problem} at ${found}`
  return diagnostic('error', name, `line ${lineAt(text, offset)}`, `is not valid JSON: ${what}`)
}

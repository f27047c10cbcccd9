/**
 * Undoes the line wrapping of Catch2's console reporter, which puts test case, section and
 * benchmark names in TextFlow columns (v2 `clara_textflow.hpp`, v3 `catch_textflow.cpp`; same
 * rules). A column breaks a line at the last boundary that fits its width: before a space, before
 * one of `[({<|`, or after one of `])}>.,:;*+-=&/\`; spaces at the break are dropped. When no
 * boundary fits, it cuts the word one character short of the width and adds a `-`.
 */

// One character each, tested with `.test(char)`: an empty string (past either end) is none.
const BREAKABLE_BEFORE = /^[[({<|]$/
const BREAKABLE_AFTER = /^[\])}>.,:;*+\-=&/\\]$/
const WHITESPACE = /^[ \t]$/

/** One printed line of a wrapped name: its text without the indent, and the indent's width. */
export interface WrappedLine {
  readonly text: string
  readonly indent: number
}

/**
 * The name that Catch2 wrapped into `lines`, in a column `width` characters wide (indent
 * included). A hyphen Catch2 added to cut a word is removed. Where the printed text cannot tell
 * whether a space stood at a break (after `,` or before `(`), the usual spelling is assumed:
 * `a, b`, `a - b`, `x | y`, but `std::map<K, V>::find`, `a/b`, `f(x)`, `v[i]`.
 */
export function unwrapName(lines: readonly WrappedLine[], width: number): string {
  let name = lines[0]?.text ?? ''
  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1]
    const next = lines[i]?.text ?? ''
    if (previous === undefined || next === '') continue
    if (isCutWord(previous, next, width)) name = name.slice(0, -1) + next
    else name += (spaceAtBreak(previous.text, next) ? ' ' : '') + next
  }
  return name
}

/**
 * Whether `next` carries on the name printed on `previous` rather than starting another: Catch2
 * would have put the start of `next` on `previous` had it fitted there.
 */
export function continuesName(previous: WrappedLine, next: string, width: number): boolean {
  if (isCutWord(previous, next, width)) return true
  const gap = spaceAtBreak(previous.text, next) ? 1 : 0
  return printedWidth(previous) + gap + printedLength(firstChunk(next)) > width
}

/**
 * A line cut mid-word fills the column exactly, ends in the added `-`, and holds no boundary
 * before it (else Catch2 would have broken there instead).
 */
function isCutWord(previous: WrappedLine, next: string, width: number): boolean {
  const { text } = previous
  if (!text.endsWith('-') || printedWidth(previous) !== width || next === '') return false
  const cut = text.slice(0, -1)
  const original = cut + next
  for (let at = 1; at <= cut.length; at++) if (isBoundary(original, at)) return false
  return true
}

/** Whether the original text had a space where the line broke (see `unwrapName`). */
function spaceAtBreak(before: string, after: string): boolean {
  const last = before.at(-1) ?? ''
  const first = after.at(0) ?? ''
  if (BREAKABLE_AFTER.test(last)) {
    // `a - b`, `x = 1`: an operator with a space before it had one after it too.
    if (before.at(-2) === ' ') return true
    if (last === ',' || last === ';') return true
    if (last === ':') return before.at(-2) !== ':'
    // `f(x) with`, but `map<int>::find`, `f(x).size`.
    if (')]}>'.includes(last)) return /^[\p{L}\p{N}_"'`]/u.test(first)
    return false
  }
  if (BREAKABLE_BEFORE.test(first)) return first === '|'
  return true
}

/** The start of `text` up to its first boundary: what Catch2 could have moved up a line. */
function firstChunk(text: string): string {
  for (let at = 1; at < text.length; at++) if (isBoundary(text, at)) return text.slice(0, at)
  return text
}

function isBoundary(text: string, at: number): boolean {
  const here = text.charAt(at)
  const before = text.charAt(at - 1)
  return (
    at >= text.length ||
    (WHITESPACE.test(here) && !WHITESPACE.test(before)) ||
    BREAKABLE_BEFORE.test(here) ||
    BREAKABLE_AFTER.test(before)
  )
}

function printedWidth(line: WrappedLine): number {
  return line.indent + printedLength(line.text)
}

/** Catch2 v2 measures text in bytes: a non-ASCII character takes its UTF-8 length. */
function printedLength(text: string): number {
  let length = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    length += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return length
}

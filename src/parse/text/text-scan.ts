/**
 * Helpers for adapters that read large texts by index instead of splitting them into lines and
 * matching a regex per line: fields split at the same whitespace as `\s`, compared in
 * place, and copies of short pieces that do not keep the whole text alive.
 */

/**
 * Whether a UTF-16 code unit is whitespace as RegExp `\s` and `String.prototype.trim` see it
 * (WhiteSpace and LineTerminator: ASCII blanks, NBSP, the Unicode space separators, the line and
 * paragraph separators and the BOM).
 */
export function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d)
  if (code < 0xa0) return false
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

/** `isSpace` of every code unit, 1 or 0: a lookup in the loops that read every character. */
const SPACE = new Uint8Array(0x10000)
for (let code = 0; code < SPACE.length; code++) SPACE[code] = isSpace(code) ? 1 : 0

/** Whether the code unit at `text[index]` is whitespace (`isSpace`); `index` must be in `text`. */
export function isSpaceAt(text: string, index: number): boolean {
  return SPACE[text.charCodeAt(index)] === 1
}

/**
 * Splits `text[start, end)` at runs of whitespace, as `split(/\s+/)` does a string that starts and
 * ends with a non-space: `fields` receives the start and end of each field, in pairs (reused from
 * call to call, so that no array is made per line). Returns the number of fields. The first field
 * is known not to end before `scanFrom` (a caller that compared it already).
 */
export function splitFields(
  text: string,
  start: number,
  scanFrom: number,
  end: number,
  fields: number[],
): number {
  let count = 0
  let fieldStart = start
  let i = scanFrom
  for (;;) {
    while (i < end && SPACE[text.charCodeAt(i)] === 0) i++
    fields[2 * count] = fieldStart
    fields[2 * count + 1] = i
    count++
    while (i < end && SPACE[text.charCodeAt(i)] === 1) i++
    if (i >= end) return count
    fieldStart = i
  }
}

/** Whether `text[start, end)` is `word`, compared in place (for short words: units). */
export function isField(text: string, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false
  for (let i = 0; i < word.length; i++)
    if (text.charCodeAt(start + i) !== word.charCodeAt(i)) return false
  return true
}

/**
 * Whether the field that starts at `start` (and ends by `end`) is `word`: `word`, then whitespace
 * or `end`. A slice and `===` compare a longer word (a benchmark name) faster than `startsWith`
 * or a loop.
 */
export function startsWithField(text: string, start: number, end: number, word: string): boolean {
  const wordEnd = start + word.length
  return (
    wordEnd <= end &&
    (wordEnd === end || SPACE[text.charCodeAt(wordEnd)] === 1) &&
    text.slice(start, wordEnd) === word
  )
}

/**
 * `text.slice(start, end)` as a string of its own. V8 keeps a longer substring as a view into the
 * string it was cut from, so a benchmark name cut from a 100 MB file would keep the whole file
 * alive for as long as the results live; a concatenation is flattened into a new string before it
 * is sliced, which leaves a view into that small copy instead.
 */
export function ownCopy(text: string, start = 0, end = text.length): string {
  return ` ${text.slice(start, end)}`.slice(1)
}

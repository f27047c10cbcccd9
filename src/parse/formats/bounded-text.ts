/**
 * Limits for harness strings that end up in benchmark keys and reports. Harnesses can put whole
 * inputs into a name or parameter (pytest ids made from a 40 MB string, test/field-cases.md F27); such
 * text must never reach the comment, yet the key must stay unique.
 */
import { cyrb53 } from '../text/cyrb53.js'

/** Parameter values longer than this are left out of the benchmark key. */
export const PARAM_VALUE_LIMIT = 256

/** Names longer than this are cut, with a hash of the whole name so keys stay distinct. */
export const NAME_LIMIT = 200

/** `name` if short enough, else its first characters, `…` and a hash of the whole name. */
export function boundedName(name: string): string {
  if (name.length <= NAME_LIMIT) return name
  return `${name.slice(0, NAME_LIMIT - 16)}…#${textHash(name)}`
}

/** 53-bit hash (cyrb53) of a string's UTF-16 code units, as 14 hex digits: a stable tag for text that was cut. */
export function textHash(text: string): string {
  const units = new Uint16Array(text.length)
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i)
  return cyrb53(units)
}

/** Parameter values nested deeper than this (arrays of arrays …) are left out of the key. */
export const PARAM_NESTING_LIMIT = 64

/**
 * Whether a value read from JSON nests more than `limit` arrays or objects deep. Checked without
 * recursion: `String()` and `JSON.stringify` recurse, and a hostile file can nest 100,000 deep,
 * which overflows the call stack.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]]
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, depth] = item
    if (current === null || typeof current !== 'object') continue
    if (depth >= limit) return true
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return false
}

/** Failure messages longer than this are cut: a stack trace is not a reason. */
export const FAILURE_MESSAGE_LIMIT = 500

/**
 * A harness's failure message as one line (docs/architecture.md §3): runs of white space, line
 * breaks included, become one space; longer than `FAILURE_MESSAGE_LIMIT` it is cut with `…`;
 * empty, it is `fallback`. The text stays untrusted: renderers escape it.
 */
export function failureMessage(text: string | undefined, fallback: string): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim()
  if (line === '') return fallback
  return line.length <= FAILURE_MESSAGE_LIMIT
    ? line
    : `${line.slice(0, FAILURE_MESSAGE_LIMIT - 1)}…`
}

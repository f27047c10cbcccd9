/**
 * What a JSON text costs once `JSON.parse` has built its tree, estimated in one pass over the text
 * before it is parsed: the tree of a dense file can take 20 times the text (`[{},{},…]`), and it
 * is built whole before any adapter or cap sees a result (docs/security.md "Reading is bounded").
 */

/**
 * Bytes of V8's tree per JSON value (64-bit V8 without pointer compression, as Node ships it),
 * measured with `process.memoryUsage().heapUsed` around `JSON.parse` of a million of each on
 * Node 20: an empty object 56 bytes plus its slot, an empty array 32, a number in an array 8 (a
 * packed double array), a number in an object a 16-byte heap number, a string 16 bytes plus its
 * characters (short repeated strings are shared by the parser, so this overestimates them).
 */
import { SPLIT_RESULTS_ADVICE } from '../text/read-whole-limit.js'

const OBJECT = 56
const ARRAY = 48
const SLOT = 8
const HEAP_NUMBER = 16
const STRING = 16

/**
 * The most one JSON text may build with `JSON.parse` (docs/security.md "Reading is bounded"):
 * with the text itself, the results kept and two parsing threads, what keeps a run under 512 MB.
 * It admits 12 million raw samples in one file (8 bytes each in a packed array), Google Benchmark
 * JSON of 10,000 benchmarks × 20 repetitions (about 60 MB, an estimated 75 MB tree), and not
 * `[{},{},…]` past 4 MiB.
 */
export const MAX_JSON_TREE_BYTES = 96 * 1024 * 1024

/** Below this many characters, no text can build more than MAX_JSON_TREE_BYTES: never scanned. */
const CHECK_FROM = Math.floor(MAX_JSON_TREE_BYTES / 32)

/**
 * Why `JSON.parse(text.slice(from, to))` must not be run: the sentence (after the file's name)
 * saying what the tree would take, or undefined when it fits MAX_JSON_TREE_BYTES. `advice` ends
 * it: what the user can do about a file of this kind.
 */
export function jsonTreeTooLarge(
  text: string,
  from = 0,
  to = text.length,
  advice = `${SPLIT_RESULTS_ADVICE}, or record fewer samples per file`,
): string | undefined {
  if (to - from < CHECK_FROM) return undefined
  const bytes = jsonTreeBytes(text, from, to, MAX_JSON_TREE_BYTES)
  if (bytes <= MAX_JSON_TREE_BYTES) return undefined
  const mib = (n: number) => `${Math.round(n / 1024 / 1024)} MiB`
  return `holds more JSON values than one file may: reading it whole would take over ${mib(MAX_JSON_TREE_BYTES)} of memory (the limit for one JSON text; docs/security.md); not read: ${advice}`
}

/**
 * The estimated heap bytes of the tree `JSON.parse(text.slice(from, to))` builds, read in O(n)
 * without building anything; the scan stops once the estimate passes `stopAbove`. An overestimate for typical result files (shared strings, Smi
 * integers), within about 10 % for dense ones (hyperfine records, empty objects); never called for
 * small texts (the caller's threshold), where it cannot matter.
 */
export function jsonTreeBytes(
  text: string,
  from = 0,
  to = text.length,
  stopAbove = Infinity,
): number {
  let bytes = 0
  // Whether each open container is an array (1) or an object (0), innermost last.
  const inArray: number[] = []
  let top = -1
  let i = from
  while (i < to) {
    const c = text.charCodeAt(i)
    if (c === 34) {
      // To the closing quote (native search), past escaped ones.
      let end = text.indexOf('"', i + 1)
      while (end > 0 && isEscaped(text, end)) end = text.indexOf('"', end + 1)
      if (end < 0 || end >= to) break
      let next = end + 1
      let d = text.charCodeAt(next)
      while (d === 32 || d === 10 || d === 13 || d === 9) d = text.charCodeAt(++next)
      // A key costs nothing of its own (keys are internalized; its value's slot is counted with
      // the value), a value string its header and characters.
      if (d !== 58) bytes += SLOT + STRING + roundUp(end - i - 1)
      i = next
      continue
    }
    if ((c >= 48 && c <= 57) || c === 45) {
      // A number: a double in an array's packed store, a heap number in an object (an integer
      // is a small integer there, but a fraction or exponent is not: counted as one).
      let fraction = false
      let d = c
      while ((d >= 48 && d <= 57) || d === 45 || d === 43 || d === 46 || d === 101 || d === 69) {
        if (d === 46 || d === 101 || d === 69) fraction = true
        d = text.charCodeAt(++i)
      }
      bytes += SLOT + (top === 1 || !fraction ? 0 : HEAP_NUMBER)
      continue
    }
    if (c === 123) {
      bytes += SLOT + OBJECT
      inArray.push((top = 0))
    } else if (c === 91) {
      bytes += SLOT + ARRAY
      inArray.push((top = 1))
    } else if (c === 125 || c === 93) {
      inArray.pop()
      top = inArray[inArray.length - 1] ?? -1
      if (bytes > stopAbove) return bytes
    } else if (c === 116 || c === 102 || c === 110) bytes += SLOT
    i++
  }
  return bytes
}

/** Whether the quote at `at` is escaped: an odd run of backslashes before it. */
function isEscaped(text: string, at: number): boolean {
  let backslashes = 0
  for (let j = at - 1; text.charCodeAt(j) === 92; j--) backslashes++
  return backslashes % 2 === 1
}

function roundUp(length: number): number {
  return Math.ceil(length / 8) * 8
}

/**
 * Untrusted text with nothing hidden in it, for places that show it literally (a suggested shell
 * command, the chart's code block): every character a reader cannot see is written as an escape,
 * and the width such a line takes in a monospace font.
 */

/**
 * Characters a reader cannot see or tell from a space: controls, format characters (zero-width
 * space and joiners, bidi controls, the BOM), separators other than U+0020, and the other
 * default-ignorable code points of Unicode's DerivedCoreProperties (Hangul fillers, variation
 * selectors, tags).
 */
/* eslint-disable no-misleading-character-class -- combining marks (U+034F, U+17B4, U+FE0F…) are
   listed for themselves, never to combine with a neighbour */
export const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\u{1d173}-\u{1d17a}\u{e0000}-\u{e0fff}]/u
/** `HIDDEN`, every match. */
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu')
/* eslint-enable no-misleading-character-class */

/**
 * The escape of one character: `\x0a` for ASCII (a byte in bash), `\u200b` for the rest of the
 * Basic Multilingual Plane, `\U000e0041` above it.
 */
export function codeEscape(character: string): string {
  const code = character.codePointAt(0) ?? 0
  if (code < 0x80) return `\\x${code.toString(16).padStart(2, '0')}`
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`
  return `\\U${code.toString(16).padStart(8, '0')}`
}

/**
 * `text` on one line with every `HIDDEN` character written as its `codeEscape` (`a\x0ab\u200b`):
 * a line break cannot split it and nothing in it is invisible. Everything else is kept.
 */
export function visibleText(text: string): string {
  return text.replace(HIDDEN_ALL, codeEscape)
}

/** Combining marks take no column of their own. */
const ZERO_WIDTH = /\p{M}/u

/**
 * Columns `text` takes in a monospace font: 2 for East Asian Wide and Fullwidth characters and
 * emoji, 0 for combining marks, 1 for the rest. The wide ranges are the main blocks of Unicode's
 * EastAsianWidth.txt (UAX #11) as Markus Kuhn's `mk_wcwidth` lists them, plus the emoji planes.
 * For text already through `visibleText` (no controls or zero-width format characters).
 */
export function displayWidth(text: string): number {
  let width = 0
  for (const character of text) width += characterWidth(character)
  return width
}

function characterWidth(character: string): number {
  const code = character.codePointAt(0) ?? 0
  if (code < 0x300) return 1
  if (ZERO_WIDTH.test(character)) return 0
  return isWide(code) ? 2 : 1
}

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf && code !== 0x303f) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe6f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1f64f) ||
    (code >= 0x1f680 && code <= 0x1f6ff) ||
    (code >= 0x1f900 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  )
}

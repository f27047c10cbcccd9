/** Untrusted text made safe for one line of a terminal or a workflow log. */
import { hasInvisible, showInvisible } from '../../model/invisible-characters.js'

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/**
 * `text` as one plain line: control characters (escape sequences, line breaks) become a space,
 * invisible characters (default-ignorable code points: bidi controls, which could make a name read
 * backwards, zero-width spaces, joiners …) are spelled out as `<U+202E>` (docs/security.md), and
 * more than `max` code points are cut to `max − 1` and an ellipsis.
 *
 * @param text a benchmark name, file name or message from an artifact
 * @param max code points kept at most
 */
export function plainLine(text: string, max: number): string {
  // Most names hold nothing either pattern matches: no need to run them.
  const clean = hasLineControls(text) ? showInvisible(text.replace(LINE_BREAKING, ' ')) : text
  // UTF-16 length bounds the code point count from above: most names skip the split.
  if (clean.length <= max) return clean
  const points = Array.from(clean)
  return points.length <= max ? clean : `${points.slice(0, max - 1).join('')}…`
}

/** Code points (not UTF-16 units) of `text`, the column count of a table cell; no allocation. */
export function codePointWidth(text: string): number {
  let surrogatePairs = 0
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xd800 && unit <= 0xdbff) surrogatePairs++
  }
  return text.length - surrogatePairs
}

/**
 * `text` holds a character `plainLine` replaces or spells out: one of `LINE_BREAKING` or an
 * invisible (default-ignorable) character. A loop over the UTF-16 units, cheaper than running
 * the patterns on every name; the invisible-character pattern runs only on non-ASCII text.
 */
export function hasLineControls(text: string): boolean {
  let nonAscii = false
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    // Printable ASCII, the usual case, is neither.
    if (unit >= 0x20 && unit < 0x7f) continue
    if (
      unit < 0x20 ||
      (unit >= 0x7f && unit <= 0x9f) ||
      unit === 0x2028 ||
      unit === 0x2029 ||
      unit === 0x061c ||
      unit === 0x200e ||
      unit === 0x200f ||
      (unit >= 0x202a && unit <= 0x202e) ||
      (unit >= 0x2066 && unit <= 0x2069)
    )
      return true
    if (unit >= 0x80) nonAscii = true
  }
  return nonAscii && hasInvisible(text)
}

/** Untrusted text made safe for one line of a terminal or a workflow log. */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * `text` as one plain line: control characters (escape sequences, line breaks) become a space, bidi
 * controls are removed (they could make a name read backwards), and more than `max` code points
 * are cut to `max − 1` and an ellipsis.
 *
 * @param text a benchmark name, file name or message from an artifact
 * @param max code points kept at most
 */
export function plainLine(text: string, max: number): string {
  // Most names hold nothing either pattern matches: no need to run them.
  const clean = hasLineControls(text)
    ? text.replace(LINE_BREAKING, ' ').replace(BIDI_CONTROLS, '')
    : text
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
 * `text` holds a character `plainLine` replaces or removes: one of `LINE_BREAKING` or
 * `BIDI_CONTROLS`. A loop over the UTF-16 units, cheaper than running the patterns on every name.
 */
export function hasLineControls(text: string): boolean {
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
  }
  return false
}

/**
 * Characters a reader cannot see, and the loose form of a name that ignores them
 * (docs/security.md "Names are compared and shown with invisible characters visible").
 *
 * Default_Ignorable_Code_Point is the Unicode property (DerivedCoreProperties.txt) of the code
 * points a renderer shows as nothing when it does not support them: zero-width space and joiners
 * (U+200B–U+200D), the soft hyphen (U+00AD), bidi controls (U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069, U+061C), word joiner and invisible operators (U+2060–U+2064), variation
 * selectors, the byte-order mark (U+FEFF), Hangul fillers, tag characters (U+E0000–U+E0FFF) and
 * others. The regex property escape (`\p{…}` with the `u` flag) reads the property from the
 * engine's own Unicode tables: V8 in Node 20 and 24 knows it, so no table is copied here.
 */

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu
const HAS_DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u

/** Whether `text` holds a default-ignorable code point (shown as nothing by most renderers). */
export function hasInvisible(text: string): boolean {
  return HAS_DEFAULT_IGNORABLE.test(text)
}

/**
 * `text` with each default-ignorable code point spelled out as `<U+XXXX>` (four or more hex
 * digits, upper case): `BM_Crc32` + U+200B → `BM_Crc32<U+200B>`. Everything else is kept.
 */
export function showInvisible(text: string): string {
  return hasInvisible(text) ? text.replace(DEFAULT_IGNORABLE, codePointName) : text
}

/**
 * `showInvisible`, and each character that Unicode compatibility (NFKC) folds into another
 * spelled out the same way: a no-break space (U+00A0) looks like a space, a fullwidth `Ｂ`
 * (U+FF22) like `B`. For the rename note, where the two names would otherwise look the same:
 * `hash<U+00A0>x` → `hash x`.
 */
export function showLookalikes(text: string): string {
  // eslint-disable-next-line no-control-regex -- printable ASCII is shown as it is
  if (/^[\u0000-\u007f]*$/.test(text)) return text
  return showInvisible(text).replace(/[^\u0020-\u007e]/gu, (c) =>
    c.normalize('NFKC') === c ? c : codePointName(c),
  )
}

/**
 * Two names for the rename note, each as `showLookalikes` writes it, or, when those still read
 * the same (a composed `é` against `e` + U+0301, Hangul syllables against their jamo), with every
 * character outside printable ASCII spelled out, so the note never shows one name twice.
 */
export function showRenamed(before: string, after: string): [string, string] {
  const shown: [string, string] = [showLookalikes(before), showLookalikes(after)]
  if (shown[0].normalize('NFC') !== shown[1].normalize('NFC')) return shown
  const spell = (text: string) => text.replace(/[^\u0020-\u007e]/gu, codePointName)
  return [spell(before), spell(after)]
}

function codePointName(c: string): string {
  return `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`
}

/**
 * The loose form of a name for pairing: NFKC (compatibility forms folded: fullwidth `Ｂ` → `B`,
 * ligatures, superscripts) with default-ignorable code points removed. Two names with the same
 * loose form look alike to a reader; `matchResults` pairs such a removed/added pair as one renamed
 * benchmark. Plain ASCII is returned as it is.
 */
export function looseName(text: string): string {
  // eslint-disable-next-line no-control-regex -- printable ASCII is its own loose form
  if (/^[\u0000-\u007f]*$/.test(text)) return text
  return text.replace(DEFAULT_IGNORABLE, '').normalize('NFKC').replace(DEFAULT_IGNORABLE, '')
}

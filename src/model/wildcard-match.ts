/**
 * Anchored wildcard matching in O(n·m) time, for globs that meet untrusted names (policy benchmark
 * patterns, `artifact-name` globs; docs/security.md "Glob matching is linear").
 *
 * A compiled glob is a list of atoms: `star` (any run of characters, `/` included) or `one` (one
 * character that passes a test: a literal, `?`, a class). Matching is the classic greedy
 * algorithm with backtracking to the last star only: on a mismatch, the last star seen takes one
 * more character and matching resumes after it; earlier stars are never revisited. That is
 * complete for this pattern language: if the text matches at all, it matches with every star
 * before the last one ending at the leftmost place the atoms after it can start (an exchange
 * argument: moving an earlier segment left leaves more text to the next star, which takes any
 * run), so only the last star needs to try its lengths. Each resumption advances the last star's
 * end by one character and re-reads at most m atoms, so a text of n characters against m atoms
 * costs at most (n + 1)·m steps: `*\/*\/*_fast` against a 13 KB name is about 150,000 steps, where
 * a backtracking regular expression (`^.*\/.*\/.*_fast$`) tries O(n³) splits.
 *
 * The stars' spans are those a lazy backtracking regex (`(.*?)`) would capture: every star as
 * short as the rest of the match allows, leftmost first.
 */

/** One atom of a compiled glob. */
export type WildcardAtom =
  | { readonly kind: 'star' }
  | { readonly kind: 'one'; readonly test: (character: string) => boolean }

/** Where each atom matched: a star's span, a `one` atom's character (code-point indices). */
export interface WildcardMatch {
  /** `[start, end)` of each atom's match in the text's code points, in atom order. */
  readonly spans: readonly (readonly [number, number])[]
  /** The text's code points (what the spans index). */
  readonly characters: readonly string[]
}

/** The atom that matches exactly `character` (one code point). */
export function literalAtom(character: string): WildcardAtom {
  return { kind: 'one', test: (c) => c === character }
}

/** `?`: any one character (one code point, as a regex with the `u` flag). */
export const ANY_ONE: WildcardAtom = { kind: 'one', test: () => true }

/** `*`: any run of characters, the empty run and `/` included. */
export const STAR: WildcardAtom = { kind: 'star' }

/**
 * Whether `text` matches `atoms` whole (anchored at both ends), and where each atom matched.
 * Characters are code points, so `?` takes one whole emoji or astral letter.
 *
 * Time O((n + 1)·m) for n code points and m atoms; memory O(n + m).
 *
 * @returns the match, or null when the text does not match
 */
export function matchWildcards(atoms: readonly WildcardAtom[], text: string): WildcardMatch | null {
  const characters = Array.from(text)
  const n = characters.length
  const m = atoms.length
  // starts[k]: text index where atom k began matching in the current attempt.
  const starts = new Int32Array(m + 1)
  let t = 0
  let p = 0
  // The last star seen (atom index) and the text index its run currently ends at.
  let lastStar = -1
  let lastStarEnd = 0
  while (t < n || p < m) {
    const atom = atoms[p]
    if (atom?.kind === 'star') {
      starts[p] = t
      lastStar = p
      lastStarEnd = t
      p++
      continue
    }
    const character = characters[t]
    if (atom !== undefined && character !== undefined && atom.test(character)) {
      starts[p] = t
      p++
      t++
      continue
    }
    // Mismatch (or one side ran out): give the last star one more character, if any is left.
    if (lastStar < 0 || lastStarEnd >= n) return null
    lastStarEnd++
    t = lastStarEnd
    p = lastStar + 1
  }
  starts[m] = n
  const spans: (readonly [number, number])[] = []
  for (let k = 0; k < m; k++) {
    const start = starts[k] ?? 0
    spans.push(atoms[k]?.kind === 'star' ? [start, starts[k + 1] ?? n] : [start, start + 1])
  }
  return { spans, characters }
}

/** Whether `text` matches `atoms` whole: `matchWildcards(…) !== null`, in the same time. */
export function wildcardsMatch(atoms: readonly WildcardAtom[], text: string): boolean {
  return matchWildcards(atoms, text) !== null
}

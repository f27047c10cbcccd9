import {
  ANY_ONE,
  literalAtom,
  matchWildcards,
  STAR,
  type WildcardAtom,
} from '../model/wildcard-match.js'

/**
 * How the `artifact-name` input selects artifacts: one exact name, or a glob over matrix legs
 * (`bench-results-*`). A leg is named by the part of the artifact name the glob's wildcards
 * matched (`bench-results-*` and `bench-results-linux` → `linux`; several wildcards are joined with
 * `/`); an exact name is the single leg `''`.
 */
export interface ArtifactSelector {
  readonly pattern: string
  /** The exact name, for the API's `name` filter; undefined for a glob, filtered here instead. */
  readonly exactName: string | undefined
  /** The leg of an artifact name, or undefined when the name is not selected. */
  legOf(name: string): string | undefined
}

/**
 * The selector of an `artifact-name` input. Glob syntax (as picomatch reads it, which this
 * replaces): `*` (and `**`) any run of characters, `?` one character, `[abc]`, `[a-z]`, `[!a]` or
 * `[^a]` one character of (or not of) a class, `{a,b}` alternatives (nested braces too), `\x` a
 * literal `x`. Artifact names never hold `/`, so a star taking slashes changes nothing.
 *
 * Artifact names are chosen by the run that uploaded them (a fork's, in the fork-safe mode): each
 * alternative is matched by `matchWildcards`, in O(n·m) time for a name of n characters, never
 * by a backtracking regex (docs/security.md "Glob matching is linear"). Captured parts, as
 * picomatch captured them: each star's run, the class character, and the literal text of each
 * brace group's chosen alternative (the outermost group only, where picomatch also captured the
 * nested ones).
 */
export function artifactSelector(pattern: string): ArtifactSelector {
  if (!/[*?[{]/.test(pattern))
    return { pattern, exactName: pattern, legOf: (name) => (name === pattern ? '' : undefined) }
  const alternatives = expandBraces(pattern).map(compileAlternative)
  return {
    pattern,
    exactName: undefined,
    legOf(name) {
      for (const alternative of alternatives) {
        const match = matchWildcards(alternative.atoms, name)
        if (!match) continue
        const parts = alternative.captures
          .map((capture) =>
            typeof capture === 'string'
              ? capture
              : match.characters
                  .slice(match.spans[capture]?.[0] ?? 0, match.spans[capture]?.[1] ?? 0)
                  .join(''),
          )
          .filter((part) => part !== '')
        return parts.length > 0 ? parts.join('/') : name
      }
      return undefined
    },
  }
}

/** At most this many alternatives from braces: `{a,b}{c,d}…` multiplies. */
const MAX_ALTERNATIVES = 256

/** One brace-free glob, with the text each outer brace group chose marked `\u0000…\u0001`. */
type Alternative = string

/** Expands `{a,b}` groups (outermost first, then nested), keeping the marks of outer choices. */
function expandBraces(pattern: string): Alternative[] {
  const out: Alternative[] = []
  const pending: { text: string; depth: number }[] = [{ text: pattern, depth: 0 }]
  while (pending.length > 0 && out.length < MAX_ALTERNATIVES) {
    const { text, depth } = pending.shift() as { text: string; depth: number }
    const group = firstGroup(text)
    if (!group) {
      out.push(text)
      continue
    }
    const [open, close, options] = group
    // Only the outermost group of the pattern as written is captured (depth 0).
    const [before, after] = depth === 0 ? ['\u0000', '\u0001'] : ['', '']
    for (const option of options)
      pending.push({
        text: text.slice(0, open) + before + option + after + text.slice(close + 1),
        depth: depth + 1,
      })
  }
  return out
}

/** The first top-level `{…,…}` group: its bounds and its comma-separated options. */
function firstGroup(text: string): [number, number, string[]] | undefined {
  for (let open = 0; open < text.length; open++) {
    if (text[open] === '\\') {
      open++
      continue
    }
    if (text[open] !== '{') continue
    let depth = 0
    let from = open + 1
    const options: string[] = []
    for (let i = open; i < text.length; i++) {
      const c = text[i]
      if (c === '\\') i++
      else if (c === '{') depth++
      else if (c === '}' && --depth === 0) {
        options.push(text.slice(from, i))
        // `{a}` is no alternation: picomatch reads it literally.
        if (options.length > 1) return [open, i, options]
        break
      } else if (c === ',' && depth === 1) {
        options.push(text.slice(from, i))
        from = i + 1
      }
    }
  }
  return undefined
}

interface CompiledAlternative {
  readonly atoms: WildcardAtom[]
  /** Per captured part, in order: an atom index (its span), or the literal text a brace chose. */
  readonly captures: (number | string)[]
}

function compileAlternative(alternative: Alternative): CompiledAlternative {
  const atoms: WildcardAtom[] = []
  const captures: (number | string)[] = []
  const characters = Array.from(alternative)
  let chosen: string | undefined
  for (let i = 0; i < characters.length; i++) {
    const c = characters[i] ?? ''
    if (c === '\u0000') chosen = ''
    else if (c === '\u0001') {
      captures.push(chosen ?? '')
      chosen = undefined
    } else if (c === '*') {
      if (atoms.at(-1) !== STAR) {
        atoms.push(STAR)
        captures.push(atoms.length - 1)
      }
    } else if (c === '?') {
      atoms.push(ANY_ONE)
    } else if (c === '[') {
      const end = characters.indexOf(']', i + 2)
      if (end < 0) atoms.push(literalAtom(c))
      else {
        atoms.push(classAtom(characters.slice(i + 1, end)))
        captures.push(atoms.length - 1)
        i = end
      }
    } else {
      const literal = c === '\\' && i + 1 < characters.length ? (characters[++i] ?? '') : c
      atoms.push(literalAtom(literal))
      if (chosen !== undefined) chosen += literal
    }
  }
  return { atoms, captures }
}

/** `[…]`: one character of the class (ranges `a-z`), or not of it after a leading `!` or `^`. */
function classAtom(body: readonly string[]): WildcardAtom {
  const negated = body[0] === '!' || body[0] === '^'
  const members = negated ? body.slice(1) : body
  const ranges: [string, string][] = []
  for (let i = 0; i < members.length; i++) {
    const low = members[i] ?? ''
    const high = members[i + 1] === '-' && i + 2 < members.length ? members[i + 2] : undefined
    if (high === undefined) ranges.push([low, low])
    else {
      ranges.push([low, high])
      i += 2
    }
  }
  const inClass = (c: string) => ranges.some(([low, high]) => c >= low && c <= high)
  return { kind: 'one', test: (c) => inClass(c) !== negated }
}

/** Benchmark patterns of the policy file (globs and regexes) compiled into matchers. */
import { benchmarkLabel, type BenchmarkId } from '../model/benchmark-result.js'
import {
  ANY_ONE,
  literalAtom,
  STAR,
  wildcardsMatch,
  type WildcardAtom,
} from '../model/wildcard-match.js'
import { compileLinearRegex } from './linear-regex.js'
import type { BenchmarkPattern } from './policy.js'

/** Tests one benchmark against a compiled pattern. */
export type BenchmarkMatcher = (benchmark: BenchmarkId) => boolean

const labels = new WeakMap<BenchmarkId, string>()

/** `benchmarkLabel`, memoised per benchmark object (every comparison of a suite is tested). */
export function labelOf(benchmark: BenchmarkId): string {
  let label = labels.get(benchmark)
  if (label === undefined) {
    label = benchmarkLabel(benchmark)
    labels.set(benchmark, label)
  }
  return label
}

/**
 * A glob as wildcard atoms: `*` any run of characters (slashes included, since benchmark names use
 * `/` for parameters, not directories), `?` one character, everything else literal (brackets
 * appear in labels as `[k=v]`, so they are not character classes). Matched by `matchWildcards`,
 * anchored, in O(n·m) time for a name of n characters: a name is untrusted, and a backtracking
 * regular expression of `*\/*\/*_fast` took minutes on a 13 KB name (docs/security.md).
 */
export function globAtoms(glob: string): WildcardAtom[] {
  const atoms: WildcardAtom[] = []
  for (const c of glob) {
    // `**` is one star: the same language, one less atom to try.
    if (c === '*' && atoms.at(-1) === STAR) continue
    atoms.push(c === '*' ? STAR : c === '?' ? ANY_ONE : literalAtom(c))
  }
  return atoms
}

/**
 * Compiles a pattern (see BenchmarkPattern): a glob matches the whole label or the bare name, a
 * regex is searched for in the label. Both match in time linear in the label's length.
 *
 * @throws UnsupportedRegexError for a regex RE2 refuses (not reachable through a validated policy:
 *   its schema compiles every regex first)
 */
export function compilePattern(pattern: BenchmarkPattern): BenchmarkMatcher {
  if (pattern.kind === 'regex') {
    const regex = compileLinearRegex(pattern.text)
    return (benchmark) => regex.test(labelOf(benchmark))
  }
  const atoms = globAtoms(pattern.text)
  return (benchmark) =>
    wildcardsMatch(atoms, labelOf(benchmark)) || wildcardsMatch(atoms, benchmark.name)
}

/** The pattern as written, for messages: a glob in backticks, a regex between slashes. */
export function describePattern(pattern: BenchmarkPattern): string {
  return pattern.kind === 'glob' ? pattern.text : `/${pattern.text}/`
}

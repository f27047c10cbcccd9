/**
 * Policy `benchmark-regex` patterns, compiled by re2js (a pure-JavaScript port of RE2) into
 * matchers whose time is linear in the name. The names they meet are untrusted: a fork chooses
 * them, and a JavaScript backtracking regex such as `(a+)+$` takes exponential time on a name of
 * `a`s that ends in another character (docs/security.md "Policy regexes are matched in linear
 * time").
 *
 * The syntax is RE2's (https://github.com/google/re2/wiki/Syntax), which is JavaScript's for the
 * patterns a policy usually holds (`^BM_Crc`, `Copy$`, `/\d+$`, `(Read|Write)`). What RE2 cannot
 * match in linear time it refuses when the policy is read: backreferences, lookahead and
 * lookbehind, atomic groups and possessive quantifiers. `describeRegexProblem` names the construct.
 */
import { RE2JS, RE2JSException, RE2JSSyntaxException } from 're2js'

/** A compiled policy regex. */
export interface LinearRegex {
  /** Whether the pattern occurs anywhere in `text` (searched, not anchored): O(n) in its length. */
  readonly test: (text: string) => boolean
}

/** A pattern re2js refused, with the words for the policy error. */
export class UnsupportedRegexError extends Error {
  override readonly name = 'UnsupportedRegexError'
}

/**
 * Compiles a policy regex (no flags: case-sensitive, `.` not matching a line break, `^`/`$` at the
 * ends of the label) into a linear-time matcher.
 *
 * @throws UnsupportedRegexError when the text is not valid RE2 syntax; its message says why in
 *   the words of `describeRegexProblem`
 */
export function compileLinearRegex(text: string): LinearRegex {
  let compiled: RE2JS
  try {
    compiled = RE2JS.compile(text)
  } catch (error) {
    throw new UnsupportedRegexError(describeRegexProblem(error))
  }
  return { test: (subject) => compiled.test(subject) }
}

/**
 * What re2js could not compile, in the words of a policy error: a construct JavaScript has and RE2
 * refuses is named as such ("`(?=` is a lookahead, which …"); any other syntax error keeps
 * re2js's own words ("missing closing ): `BM_(Crc`").
 */
export function describeRegexProblem(error: unknown): string {
  if (!(error instanceof RE2JSSyntaxException)) {
    const why = error instanceof Error ? error.message : String(error)
    return error instanceof RE2JSException
      ? `not a regular expression RE2 can compile: ${why}`
      : `not a valid regular expression: ${why}`
  }
  const code = error.error
  const found = javascriptOnly(code, error.input ?? '')
  if (found?.backtracks === false)
    return `\`${found.text}\` is ${found.what}, which RE2 syntax does not have: ${found.instead}`
  if (found)
    return `\`${found.text}\` is ${found.what}, which benchmark-regex does not support: it is matched in time linear in the name (RE2 syntax), without backreferences, lookaround, atomic groups or possessive quantifiers`
  const limit = code === 'invalid repeat count' ? ' (RE2 allows at most 1000 repetitions)' : ''
  return `not a valid regular expression (RE2 syntax): ${code}${error.input ? `: \`${error.input}\`` : ''}${limit}`
}

/** `backtracks`: the construct needs a backtracking engine; else RE2 spells it another way. */
type JavaScriptOnly =
  | { readonly backtracks: true; readonly text: string; readonly what: string }
  | {
      readonly backtracks: false
      readonly text: string
      readonly what: string
      readonly instead: string
    }

/** The JavaScript constructs RE2 refuses, recognised from re2js's error code and offending text. */
function javascriptOnly(code: string, input: string): JavaScriptOnly | undefined {
  if (code === 'invalid escape sequence') {
    if (/^\\[1-9]/.test(input)) return { backtracks: true, text: input, what: 'a backreference' }
    if (input === '\\k') return { backtracks: true, text: '\\k<…>', what: 'a named backreference' }
    if (input === '\\u')
      return {
        backtracks: false,
        text: '\\u',
        what: "JavaScript's `\\uXXXX` escape",
        instead: 'write the character as `\\x{XXXX}`',
      }
    if (input === '\\c')
      return {
        backtracks: false,
        text: '\\c',
        what: "JavaScript's control-character escape",
        instead: 'write it as `\\x01` … `\\x1f`',
      }
    return undefined
  }
  if (code === 'invalid or unsupported Perl syntax') {
    if (input === '(?=') return { backtracks: true, text: '(?=', what: 'a lookahead' }
    if (input === '(?!') return { backtracks: true, text: '(?!', what: 'a negative lookahead' }
    if (input === '(?>') return { backtracks: true, text: '(?>', what: 'an atomic group' }
    return undefined
  }
  if (code === 'invalid named capture') {
    if (input.startsWith('(?<=')) return { backtracks: true, text: '(?<=', what: 'a lookbehind' }
    if (input.startsWith('(?<!'))
      return { backtracks: true, text: '(?<!', what: 'a negative lookbehind' }
    return undefined
  }
  if (code === 'invalid nested repetition operator' && /^[*+?}]\+$/.test(input))
    return { backtracks: true, text: input, what: 'a possessive quantifier' }
  return undefined
}

import { createScanner } from 'jsonc-parser'

/** jsonc-parser's `SyntaxKind` values (a const enum, which isolated modules cannot read). */
const KIND = {
  openBrace: 1,
  closeBrace: 2,
  openBracket: 3,
  closeBracket: 4,
  comma: 5,
  colon: 6,
  firstScalar: 7,
  lastScalar: 11,
  string: 10,
  lineComment: 12,
  blockComment: 13,
  lineBreak: 14,
  trivia: 15,
  unknown: 16,
  end: 17,
} as const

/** jsonc-parser's `ScanError` values 1–6, in words. */
const SCAN_ERRORS = [
  'unexpected end of comment',
  'unexpected end of string',
  'unexpected end of number',
  'invalid unicode',
  'invalid escape character',
  'invalid character',
]

export interface JsonSyntaxError {
  /** What is wrong, in words (`comma expected`, `invalid symbol` …). */
  readonly problem: string
  readonly offset: number
  readonly length: number
}

type Expect = 'value' | 'first-value' | 'key' | 'first-key' | 'colon' | 'after-value'

/**
 * The first syntax error of the strict JSON value in `text` (no comments, no trailing commas), as
 * jsonc-parser's `parseTree` reports it, or undefined when there is none. Iterative and without a
 * tree: a hostile document nested 100,000 deep or 200 MB long costs one pass and a stack of its
 * open brackets, where the recursive parser would overflow the call stack.
 */
export function firstJsonError(text: string): JsonSyntaxError | undefined {
  const scanner = createScanner(text, false)
  const open: number[] = []
  let expect: Expect = 'value'
  for (;;) {
    const kind: number = scanner.scan()
    const at = (problem: string): JsonSyntaxError => ({
      problem,
      offset: scanner.getTokenOffset(),
      length: scanner.getTokenLength(),
    })
    if (kind === KIND.trivia || kind === KIND.lineBreak) continue
    if (kind === KIND.lineComment || kind === KIND.blockComment) return at('invalid comment token')
    const scanError: number = scanner.getTokenError()
    if (scanError !== 0) return at(SCAN_ERRORS[scanError - 1] ?? 'invalid character')
    if (kind === KIND.unknown) return at('invalid symbol')
    if (kind === KIND.end)
      return open.length === 0 && expect === 'after-value' ? undefined : at('value expected')
    const top = open.at(-1)
    switch (expect) {
      case 'value':
      case 'first-value':
        if (kind === KIND.openBrace || kind === KIND.openBracket) {
          open.push(kind)
          expect = kind === KIND.openBrace ? 'first-key' : 'first-value'
        } else if (kind === KIND.closeBracket && expect === 'first-value') {
          open.pop()
          expect = 'after-value'
        } else if (kind >= KIND.firstScalar && kind <= KIND.lastScalar) expect = 'after-value'
        else return at('value expected')
        break
      case 'key':
      case 'first-key':
        if (kind === KIND.string) expect = 'colon'
        else if (kind === KIND.closeBrace && expect === 'first-key') {
          open.pop()
          expect = 'after-value'
        } else return at('property name expected')
        break
      case 'colon':
        if (kind !== KIND.colon) return at('colon expected')
        expect = 'value'
        break
      case 'after-value':
        if (top === undefined) return at('end of file expected')
        if (kind === KIND.comma) expect = top === KIND.openBrace ? 'key' : 'value'
        else if (kind === (top === KIND.openBrace ? KIND.closeBrace : KIND.closeBracket)) open.pop()
        else return at('comma expected')
        break
    }
  }
}

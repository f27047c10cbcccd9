import { createScanner, type ParseErrorCode, type SyntaxKind } from 'jsonc-parser'

/** jsonc-parser's `SyntaxKind` and `ParseErrorCode` values (const enums, which isolated modules cannot read). */
const KIND = {
  openBrace: 1,
  closeBrace: 2,
  openBracket: 3,
  closeBracket: 4,
  comma: 5,
  colon: 6,
  string: 10,
  lineComment: 12,
  blockComment: 13,
  lineBreak: 14,
  trivia: 15,
  unknown: 16,
  end: 17,
} as const satisfies Record<string, SyntaxKind>

const CODE = {
  invalidSymbol: 1,
  propertyNameExpected: 3,
  valueExpected: 4,
  colonExpected: 5,
  commaExpected: 6,
  endOfFileExpected: 9,
  invalidCommentToken: 10,
} as const satisfies Record<string, ParseErrorCode>

/** Scanner errors (`ScanError` 1–6) map onto `ParseErrorCode` 11–16 in the same order. */
const SCAN_ERROR_OFFSET = 10

export interface JsonSyntaxError {
  readonly error: ParseErrorCode
  readonly offset: number
  readonly length: number
}

type Expect = 'value' | 'first-value' | 'key' | 'first-key' | 'colon' | 'after-value'

/**
 * The first syntax error of the strict JSON value in `text` (no comments, no trailing commas), as
 * jsonc-parser's `parseTree` would report it, or undefined when there is none. Iterative and
 * without a tree: a hostile document nested 100,000 deep or 200 MB long costs one pass and a
 * stack of its brackets, where the recursive parser would overflow the call stack.
 */
export function firstJsonError(text: string): JsonSyntaxError | undefined {
  const scanner = createScanner(text, false)
  const open: number[] = []
  let expect: Expect = 'value'
  for (;;) {
    const kind = scanner.scan()
    const at = (error: ParseErrorCode): JsonSyntaxError => ({
      error,
      offset: scanner.getTokenOffset(),
      length: scanner.getTokenLength(),
    })
    if (kind === KIND.trivia || kind === KIND.lineBreak) continue
    if (kind === KIND.lineComment || kind === KIND.blockComment) return at(CODE.invalidCommentToken)
    const scanError = scanner.getTokenError() as number
    if (scanError !== 0) return at((scanError + SCAN_ERROR_OFFSET) as ParseErrorCode)
    if (kind === KIND.unknown) return at(CODE.invalidSymbol)
    if (kind === KIND.end)
      return open.length === 0 && expect === 'after-value' ? undefined : at(CODE.valueExpected)
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
        } else if (isScalar(kind)) expect = 'after-value'
        else return at(CODE.valueExpected)
        break
      case 'key':
      case 'first-key':
        if (kind === KIND.string) expect = 'colon'
        else if (kind === KIND.closeBrace && expect === 'first-key') {
          open.pop()
          expect = 'after-value'
        } else return at(CODE.propertyNameExpected)
        break
      case 'colon':
        if (kind !== KIND.colon) return at(CODE.colonExpected)
        expect = 'value'
        break
      case 'after-value':
        if (top === undefined) return at(CODE.endOfFileExpected)
        if (kind === KIND.comma) expect = top === KIND.openBrace ? 'key' : 'value'
        else if (kind === (top === KIND.openBrace ? KIND.closeBrace : KIND.closeBracket)) open.pop()
        else return at(CODE.commaExpected)
        break
    }
  }
}

/** String, number, true, false and null (SyntaxKind 7–11). */
function isScalar(kind: SyntaxKind): boolean {
  return kind >= 7 && kind <= 11
}

import { describe, expect, it } from 'vitest'
import { compileLinearRegex, UnsupportedRegexError } from './linear-regex.js'

const LINEAR =
  'which benchmark-regex does not support: it is matched in time linear in the name (RE2 syntax), without backreferences, lookaround, atomic groups or possessive quantifiers'

function problem(text: string): string {
  try {
    compileLinearRegex(text)
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedRegexError)
    return (error as Error).message
  }
  throw new Error(`${text} compiled`)
}

describe('compileLinearRegex', () => {
  const labels = [
    'BM_Crc32/1024',
    'BM_Crc32/1024/threads:8',
    'example.com/codec › BenchmarkPrimes (procs 2)',
    'sort [algo=quick, n=1000]',
    'bench-read-fast',
    'BM_Memcpy/64',
    'codec › decode_utf8',
  ]
  // Patterns a policy holds, in the syntax JavaScript and RE2 share: the two engines agree.
  it.each([
    '^BM_Crc',
    'Crc32/\\d+$',
    '/\\d+$',
    '^example\\.com/codec › ',
    '\\(procs [0-9]+\\)$',
    '(Read|read|Memcpy)',
    'algo=(quick|merge)',
    '^[a-z]+-[a-z]+-fast$',
    '\\bdecode_\\w+',
    'threads:\\d{1,2}$',
    '(?<kind>Crc|Memcpy)/64',
  ])('%s matches the labels JavaScript matches', (text) => {
    const regex = compileLinearRegex(text)
    const native = new RegExp(text)
    expect(labels.map((label) => regex.test(label))).toEqual(
      labels.map((label) => native.test(label)),
    )
  })

  it('searches unanchored and is case-sensitive', () => {
    expect(compileLinearRegex('Crc').test('BM_Crc32/1024')).toBe(true)
    expect(compileLinearRegex('crc').test('BM_Crc32/1024')).toBe(false)
    expect(compileLinearRegex('^Crc').test('BM_Crc32/1024')).toBe(false)
    expect(compileLinearRegex('(?i)^bm_crc').test('BM_Crc32/1024')).toBe(true)
  })

  it('decides catastrophic patterns on long hostile names (a backtracking engine takes 2^n steps)', () => {
    const as = 'a'.repeat(13_000)
    expect(compileLinearRegex('(a+)+$').test(`${as}!`)).toBe(false)
    expect(compileLinearRegex('(a+)+$').test(as)).toBe(true)
    expect(compileLinearRegex('(a+)+!$').test(`${as}!`)).toBe(true)
    expect(compileLinearRegex('^(a|aa)+$').test(`${as}b`)).toBe(false)
    expect(compileLinearRegex('^(.*/)*_fast$').test(`${'/'.repeat(13_000)}x`)).toBe(false)
    expect(compileLinearRegex('^(.*/)*_fast$').test(`${'/'.repeat(13_000)}_fast`)).toBe(true)
  })

  it('takes names with lone surrogates and astral characters as text', () => {
    expect(compileLinearRegex('^BM_.$').test('BM_😀')).toBe(true)
    expect(compileLinearRegex('x$').test('BM_\ud800x')).toBe(true)
    expect(compileLinearRegex('\\x{200b}').test('BM_Crc32\u200b')).toBe(true)
  })

  it.each([
    ['(\\w+)_\\1', `\`\\1\` is a backreference, ${LINEAR}`],
    ['(?<n>\\w+)\\k<n>', `\`\\k<…>\` is a named backreference, ${LINEAR}`],
    ['^BM_(?=Crc)', `\`(?=\` is a lookahead, ${LINEAR}`],
    ['^BM_(?!Slow)', `\`(?!\` is a negative lookahead, ${LINEAR}`],
    ['(?<=BM_)Crc', `\`(?<=\` is a lookbehind, ${LINEAR}`],
    ['(?<!Slow)Crc', `\`(?<!\` is a negative lookbehind, ${LINEAR}`],
    ['(?>a+)b', `\`(?>\` is an atomic group, ${LINEAR}`],
    ['a++b', `\`++\` is a possessive quantifier, ${LINEAR}`],
    [
      'caf\\u00e9',
      "`\\u` is JavaScript's `\\uXXXX` escape, which RE2 syntax does not have: write the character as `\\x{XXXX}`",
    ],
    [
      '\\cA',
      "`\\c` is JavaScript's control-character escape, which RE2 syntax does not have: write it as `\\x01` … `\\x1f`",
    ],
    ['BM_(Crc', 'not a valid regular expression (RE2 syntax): missing closing ): `BM_(Crc`'],
    ['[z-a]', 'not a valid regular expression (RE2 syntax): invalid character class range: `z-a`'],
    [
      'a{1001}',
      'not a valid regular expression (RE2 syntax): invalid repeat count: `{1001}` (RE2 allows at most 1000 repetitions)',
    ],
  ])('refuses %s and says why', (text, message) => {
    expect(problem(text)).toBe(message)
  })
})

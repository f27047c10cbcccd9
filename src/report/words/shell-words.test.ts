import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { isGoImportPath, quoteRegex, shellQuote } from './shell-words.js'

/** What bash makes of one word: the argument a command would receive, as UTF-8 text. */
const bashArgument = (word: string): string =>
  execFileSync('bash', ['-c', `printf '%s' ${word}`], { encoding: 'utf8' })

describe('quoteRegex', () => {
  it('escapes regex metacharacters and replaces control characters by any-character', () => {
    expect(quoteRegex('a.b*c(d)[e]{f}|g^$\\h\ni')).toBe(
      'a\\.b\\*c\\(d\\)\\[e\\]\\{f\\}\\|g\\^\\$\\\\h.i',
    )
  })
})

describe('shellQuote', () => {
  it('single-quotes plain words', () => {
    expect(shellQuote("it's")).toBe("'it'\\''s'")
    expect(shellQuote('a b')).toBe("'a b'")
  })

  it('ANSI-C quotes words with control characters, escaping each', () => {
    expect(shellQuote("a\nb'c")).toBe("$'a\\x0ab\\'c'")
  })

  it('spells out invisible characters and runs of spaces, as code points', () => {
    expect(shellQuote('BM_Crc32\u200b')).toBe("$'BM_Crc32\\u200b'")
    expect(shellQuote('a\u00a0b')).toBe("$'a\\u00a0b'")
    expect(shellQuote('a\u202eb')).toBe("$'a\\u202eb'")
    expect(shellQuote('a\u{e0041}')).toBe("$'a\\U000e0041'")
    expect(shellQuote('x   ;y')).toBe("$'x\\x20\\x20\\x20;y'")
  })

  it('gives bash back exactly the text, whatever it holds', () => {
    for (const text of [
      "it's",
      "a\nb'c\\d",
      'BM_Crc32\u200b',
      'a\u00a0b\u202ec',
      `sleep 1${' '.repeat(40)}; echo pwned`,
      '$(touch /tmp/x) `id` ${HOME}',
      'tab\there\r\u0007',
    ])
      expect(bashArgument(shellQuote(text))).toBe(text)
  })
})

describe('isGoImportPath', () => {
  it('accepts the import paths go test prints', () => {
    for (const path of [
      'example.com/codec',
      'github.com/a-b/c_d/v2',
      'gopkg.in/yaml.v3',
      'std~x',
      'a+b',
    ])
      expect(isGoImportPath(path), path).toBe(true)
  })

  it('refuses what could be a flag, a file path, or hide something', () => {
    for (const path of [
      '-exec=/tmp/x',
      '-toolexec=sh -c id',
      '',
      '/abs',
      'a//b',
      'a/',
      './rel',
      '../up',
      'a/.hidden',
      'a b',
      'a\u200b',
      'a;b',
      "a'b",
    ])
      expect(isGoImportPath(path), path).toBe(false)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fuzzParameters } from '../../../test/support/fuzz.js'
import { isField, isSpace, ownCopy, splitFields, startsWithField } from './text-scan.js'

describe('text scanning by index', () => {
  it('sees exactly the whitespace of \\s and trim, for every UTF-16 code unit', () => {
    const differ: number[] = []
    for (let code = 0; code < 0x10000; code++) {
      const char = String.fromCharCode(code)
      const space = /\s/.test(char)
      if (isSpace(code) !== space || (char.trim() === '') !== space) differ.push(code)
    }
    expect(differ).toEqual([])
  })

  it('splits fields as split(/\\s+/) does a trimmed line', () => {
    const line = fc
      .array(fc.constantFrom('a', 'é', '-', '1', ' ', '\t', '\u00a0', '\u2028', '\u3000', '\r'), {
        maxLength: 40,
      })
      .map((chars) => chars.join('').trim())
      .filter((text) => text !== '')
    fc.assert(
      fc.property(line, fc.nat(5), (text, pad) => {
        const padded = `${' '.repeat(pad)}${text}\n`
        const fields: number[] = []
        const count = splitFields(padded, pad, pad, pad + text.length, fields)
        const found = Array.from({ length: count }, (_, i) =>
          padded.slice(fields[2 * i], fields[2 * i + 1]),
        )
        expect(found).toEqual(text.split(/\s+/))
      }),
      fuzzParameters(300),
    )
  })

  it('compares a field in place', () => {
    const text = 'x BenchmarkA-8 \tns/op\u00a0B/op'
    expect(startsWithField(text, 2, text.length, 'BenchmarkA-8')).toBe(true)
    expect(startsWithField(text, 2, text.length, 'BenchmarkA')).toBe(false)
    expect(startsWithField(text, 2, 14, 'BenchmarkA-8')).toBe(true)
    expect(startsWithField(text, 2, 13, 'BenchmarkA-8')).toBe(false)
    expect(isField(text, 16, 21, 'ns/op')).toBe(true)
    expect(isField(text, 16, 21, 'ns/oP')).toBe(false)
    expect(isField(text, 22, 26, 'B/op')).toBe(true)
  })

  it('copies a piece without changing it', () => {
    const text = `${'x'.repeat(100)}BenchmarkSomething/long-name-8${'y'.repeat(100)}`
    expect(ownCopy(text, 100, 130)).toBe(text.slice(100, 130))
    expect(ownCopy('')).toBe('')
    expect(ownCopy('ab')).toBe('ab')
  })
})

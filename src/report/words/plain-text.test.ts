import { describe, expect, it } from 'vitest'
import { codePointWidth, hasLineControls, plainLine } from './plain-text.js'

describe('plain lines from untrusted text', () => {
  it('turns control runs into one space, spells out invisible characters, and cuts by code points', () => {
    expect(plainLine('a\u001b[31mred\r\nb', 100)).toBe('a [31mred b')
    expect(plainLine('evil\u202egnp.exe', 100)).toBe('evil<U+202E>gnp.exe')
    expect(plainLine('BM_Crc32\u200b', 100)).toBe('BM_Crc32<U+200B>')
    expect(plainLine('\u{e0041}x', 100)).toBe('<U+E0041>x')
    expect(plainLine('🚀🚀🚀🚀', 3)).toBe('🚀🚀…')
    expect(plainLine('🚀🚀🚀', 3)).toBe('🚀🚀🚀')
  })

  it('returns a name with nothing to clean as it is, cut the same way', () => {
    expect(plainLine('BM_Sort/1024', 80)).toBe('BM_Sort/1024')
    expect(plainLine('pkg › BenchmarkÜber', 80)).toBe('pkg › BenchmarkÜber')
    expect(plainLine('abcdef', 4)).toBe('abc…')
  })

  it('counts code points, not UTF-16 units', () => {
    expect(codePointWidth('BM_🚀x')).toBe(5)
    expect(codePointWidth('')).toBe(0)
  })
})

describe('hasLineControls', () => {
  it('finds exactly the characters the sanitising patterns match', () => {
    const patterns =
      // eslint-disable-next-line no-control-regex -- the patterns of plain-text.ts, to compare with
      /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Default_Ignorable_Code_Point}/u
    const differ: number[] = []
    for (let unit = 0; unit <= 0xffff; unit++) {
      const text = `a${String.fromCharCode(unit)}b`
      if (hasLineControls(text) !== patterns.test(text)) differ.push(unit)
    }
    expect(differ).toEqual([])
  })

  it('says no for printable names and yes for escapes, line breaks and bidi controls', () => {
    expect(hasLineControls('BM_Sort/1024 › size=1KiB µs')).toBe(false)
    expect(hasLineControls('')).toBe(false)
    expect(hasLineControls('x\u001b[2J')).toBe(true)
    expect(hasLineControls('x\u0085')).toBe(true)
    expect(hasLineControls('x\u2066')).toBe(true)
    expect(hasLineControls('x\u200b')).toBe(true)
    expect(hasLineControls('x\u{e0041}')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { codePointWidth, plainLine } from './plain-text.js'

describe('plain lines from untrusted text', () => {
  it('turns control runs into one space, drops bidi controls, and cuts by code points', () => {
    expect(plainLine('a\u001b[31mred\r\nb', 100)).toBe('a [31mred b')
    expect(plainLine('evil\u202egnp.exe', 100)).toBe('evilgnp.exe')
    expect(plainLine('🚀🚀🚀🚀', 3)).toBe('🚀🚀…')
    expect(plainLine('🚀🚀🚀', 3)).toBe('🚀🚀🚀')
  })

  it('counts code points, not UTF-16 units', () => {
    expect(codePointWidth('BM_🚀x')).toBe(5)
    expect(codePointWidth('')).toBe(0)
  })
})

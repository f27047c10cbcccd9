import { describe, expect, it } from 'vitest'
import { displayWidth, visibleText } from './visible-text.js'

describe('visibleText', () => {
  it('writes out what a reader cannot see and keeps the rest', () => {
    expect(visibleText('a\nb\u200bc\u202ed\u00a0e\u{e0041}')).toBe(
      'a\\x0ab\\u200bc\\u202ed\\u00a0e\\U000e0041',
    )
    expect(visibleText('BM_Crc32/16384 `x` é 漢')).toBe('BM_Crc32/16384 `x` é 漢')
  })
})

describe('displayWidth', () => {
  it('counts wide characters twice and combining marks not at all', () => {
    expect(displayWidth('BM_A')).toBe(4)
    expect(displayWidth('漢字テスト')).toBe(10)
    expect(displayWidth('e\u0301')).toBe(1)
    expect(displayWidth('🚀x')).toBe(3)
  })
})

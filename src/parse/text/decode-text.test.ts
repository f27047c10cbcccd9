import { describe, expect, it } from 'vitest'
import { decodeText } from './decode-text.js'

const text = '[{"name":"parse","unit":"ms","value":12.5}]'

function utf16(value: string, bigEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + value.length * 2)
  bytes.set(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe])
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    bytes[2 + 2 * i + (bigEndian ? 1 : 0)] = code & 0xff
    bytes[2 + 2 * i + (bigEndian ? 0 : 1)] = code >> 8
  }
  return bytes
}

describe('decodeText (field case F11)', () => {
  it('strips a UTF-8 byte-order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)])
    expect(decodeText('f.json', bytes)).toEqual({ text, diagnostics: [] })
  })

  it('decodes UTF-16 LE and BE with a byte-order mark', () => {
    expect(decodeText('f.json', utf16(text, false)).text).toBe(text)
    expect(decodeText('f.json', utf16(text, true)).text).toBe(text)
  })

  it('replaces invalid UTF-8 and says so', () => {
    const decoded = decodeText('f.json', new Uint8Array([0x7b, 0xff, 0x7d]))
    expect(decoded.text).toBe('{\ufffd}')
    expect(decoded.diagnostics[0]?.message).toBe(
      'is not valid UTF-8; undecodable bytes were replaced',
    )
  })
})

describe('decodeText and terminal colours', () => {
  const encode = (value: string) => new TextEncoder().encode(value)

  it('removes colour and other CSI sequences, keeping every line break', () => {
    const coloured =
      '\x1b[1;33mFilters: [benchmark]\r\n\x1b[0m\n\x1b[0m\x1b[0m  fill\n\x1b[2K\x1b[1Gdone\x1b[0m\n'
    const decoded = decodeText('run.txt', encode(coloured))
    expect(decoded.text).toBe('Filters: [benchmark]\r\n\n  fill\ndone\n')
    expect(decoded.diagnostics).toEqual([])
  })

  it('removes OSC sequences (titles, hyperlinks) and two-character escapes', () => {
    const text = '\x1b]0;title\x07a \x1b]8;;https://x.test\x1b\\link\x1b]8;;\x1b\\ b\x1b(B\x1b=c\n'
    expect(decodeText('run.txt', encode(text)).text).toBe('a link bc\n')
  })

  it('never removes a line break, even after an ESC that starts nothing', () => {
    expect(decodeText('run.txt', encode('a\x1b\nb\x1b]0;open\nc\x1b[\n')).text).toBe(
      'a\nb0;open\nc\n',
    )
  })

  it('leaves escapes written as JSON escapes alone', () => {
    const json = '[{"name":"\\u001b[31mred","unit":"ms","value":1}]'
    expect(decodeText('f.json', encode(json)).text).toBe(json)
  })
})

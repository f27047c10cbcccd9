import { describe, expect, it } from 'vitest'
import { readJsonDocument } from './json-document.js'
import { jsonTreeBytes, MAX_JSON_TREE_BYTES } from './json-tree-cost.js'

describe('jsonTreeBytes', () => {
  it('counts what JSON.parse builds per value (V8 on 64 bits, measured)', () => {
    // An empty object: its 8-byte slot and 56 bytes; an empty array: 8 + 48.
    expect(jsonTreeBytes('[{},{}]')).toBe(56 + 2 * 64)
    expect(jsonTreeBytes('[[],[]]')).toBe(56 + 2 * 56)
    // Numbers in an array are packed doubles (a slot each); a fraction in an object is a heap number.
    expect(jsonTreeBytes('[1.5,2.5,3]')).toBe(56 + 3 * 8)
    expect(jsonTreeBytes('{"a":1.5,"b":2}')).toBe(8 + 56 + (8 + 16) + 8)
    // A key costs nothing of its own; a string value its header and characters (rounded to 8).
    expect(jsonTreeBytes('{"key" : "value\\"s"}')).toBe(8 + 56 + (8 + 16 + 8))
    expect(jsonTreeBytes('[true,false,null]')).toBe(56 + 3 * 8)
  })

  it('stops once the estimate passes the given bound', () => {
    const text = `[${Array.from({ length: 1000 }, () => '{}').join(',')}]`
    expect(jsonTreeBytes(text)).toBe(56 + 1000 * 64)
    expect(jsonTreeBytes(text, 0, text.length, 640)).toBeLessThan(1000)
  })
})

describe('readJsonDocument on a text whose tree would be too large', () => {
  it('refuses 2 million empty objects (4 MiB of text, 128 MB as a tree) before parsing them', () => {
    const text = `{"results":[${Array.from({ length: 2_000_000 }, () => '{}').join(',')}]}`
    expect(jsonTreeBytes(text)).toBeGreaterThan(MAX_JSON_TREE_BYTES)
    const document = readJsonDocument({ name: 'out/empty.json', text })
    expect(document).toEqual({
      ok: false,
      diagnostics: [
        {
          severity: 'error',
          file: 'out/empty.json',
          location: '',
          message:
            'holds more JSON values than one file may: reading it whole would take over 96 MiB of memory (the limit for one JSON text; docs/security.md); not read: split the results over several files, or record fewer samples per file',
        },
      ],
    })
  })

  it('reads the same length of raw samples, which take less than their text', () => {
    const samples = Array.from({ length: 400_000 }, (_, i) => (1e-6 * (1 + i / 1e6)).toFixed(9))
    const text = `{"data":[${samples.join(',')}]}`
    expect(text.length).toBeGreaterThan(4_000_000)
    expect(jsonTreeBytes(text)).toBe(8 + 56 + 8 + 48 + 400_000 * 8)
    const document = readJsonDocument({ name: 'samples.json', text })
    expect(document.ok && (document.value as { data: number[] }).data).toHaveLength(400_000)
  })
})

import { describe, expect, it } from 'vitest'
import { isJsonArrayDocument, readJsonDocument } from './json-document.js'

const read = (text: string) => readJsonDocument({ name: 'r.json', text })

describe('readJsonDocument', () => {
  it('reads a plain document without diagnostics', () => {
    const result = read('{"a": [1, 2]}')
    expect(result).toEqual({ ok: true, value: { a: [1, 2] }, diagnostics: [] })
  })

  it('skips and reports text before and after the document', () => {
    const result = read('[INFO] running\nRunning benchmarks\n{"a": 1}\nDone in 3s\n')
    expect(result.ok && result.value).toEqual({ a: 1 })
    expect(result.diagnostics.map((d) => [d.location, d.message])).toEqual([
      ['lines 1–3', 'text before the JSON document was skipped'],
      ['line 3', 'text after the JSON document was skipped'],
    ])
  })

  it('reads NaN and Infinity tokens as null, outside strings only', () => {
    const result = read('{"a": NaN, "b": -Infinity, "c": "NaN and Infinity", "d": Infinity}')
    expect(result.ok && result.value).toEqual({ a: null, b: null, c: 'NaN and Infinity', d: null })
    expect(result.diagnostics[0]?.message).toBe('3 NaN/Infinity tokens read as missing values')
  })

  it('names the line of a syntax error', () => {
    const result = read('{\n  "a": 1,\n  "b": oops\n}')
    expect(result.ok).toBe(false)
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'error',
      file: 'r.json',
      location: 'line 3',
    })
    expect(result.diagnostics[0]?.message).toBe('is not valid JSON: invalid symbol at "oops"')
  })

  it('never returns a sub-object of a broken document', () => {
    const result = read('{"results": [{"command": "a", "times": [1,]}]}')
    expect(result.ok).toBe(false)
  })

  it('says an empty file is empty', () => {
    expect(read('').diagnostics[0]?.message).toBe(
      'is empty (0 bytes); did the benchmark step fail?',
    )
    expect(read(' \n').diagnostics[0]?.message).toBe(
      'holds only whitespace; did the benchmark step fail?',
    )
  })
})

describe('readJsonDocument on truncated files', () => {
  it('says the document ends early and names the last line', () => {
    const result = readJsonDocument({ name: 't.json', text: '{"results": [\n{"command": "a",\n' })
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        file: 't.json',
        location: 'line 3',
        message: 'is not valid JSON: the document ends early',
      },
    ])
  })
})

describe('isJsonArrayDocument (the sniff of array formats)', () => {
  const big = `[${'{"a": 1}, '.repeat(1000)}{"a": 1}]`

  it.each([
    ['[{"a": 1}]', true, true],
    ['  \n[\n  {"a": 1}\n]\n', true, true],
    ['Running\n[INFO] 2024-01-01 build ok {not json}\n[{"a": 1}]\nDone', true, true],
    ['[12:00:01] start\n[{"a": 1}]', true, true],
    ['[12:00:01] start\n{"a": [{"b": 1}]}', false, false],
    ['{"results": [{"a": 1}]}', false, false],
    ['[1, 2, 3]', true, false],
    ['log [INFO] only, no JSON at all', false, false],
    [`log line\n${big.slice(0, 6000)}`, true, true],
  ])('%j: array %s, of objects %s', (text, array, ofObjects) => {
    expect(isJsonArrayDocument(text)).toBe(array)
    expect(isJsonArrayDocument(text, 'object')).toBe(ofObjects)
  })

  it('agrees with the reader on where the document starts', () => {
    const text = 'Running\n[INFO] build {not json}\n[{"name": "a"}]\n'
    const read = readJsonDocument({ name: 'r.json', text })
    expect(read.ok && read.value).toEqual([{ name: 'a' }])
    expect(isJsonArrayDocument(text, 'object')).toBe(true)
  })

  it('tells a numeric array (Criterion tukey.json) from others', () => {
    expect(isJsonArrayDocument('[-5.1, 1.0, 2.5, 8.0]', 'number')).toBe(true)
    expect(isJsonArrayDocument('[{"a": 1}]', 'number')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { rustLibtestJson } from './rust-libtest-json.js'

describe('Rust libtest --format json', () => {
  it('reads the bench events of a real rustc 1.95 run, in ns per iteration', () => {
    const parsed = rustLibtestJson.parse(fixtureSource('rust-libtest-json/bench.jsonl'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.benchmark.name, r.metricName])).toEqual([
      ['crc32_1024', 'ns/iter'],
      ['crc32_1024', 'MB/s'],
      ['crc32_16384', 'ns/iter'],
      ['empty', 'ns/iter'],
      ['newton_200', 'ns/iter'],
      ['primes_20000', 'ns/iter'],
    ])
    expect(parsed.results[0]).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [],
      summary: { n: 1, median: 5115.975126262627 },
      format: 'rust-libtest-json',
      source: { file: 'fixtures/rust-libtest-json/bench.jsonl', line: 5 },
    })
    expect(parsed.results[1]).toMatchObject({ unit: 'B/s', summary: { n: 1, median: 200e6 } })
  })

  it('reports a bad or cut event with its line and reads the others', () => {
    const text = [
      '{ "type": "bench", "name": "a", "median": 10, "deviation": 1 }',
      '{ "type": "bench", "name": "b", "median": "fast", "deviation": 1 }',
      '{ "type": "bench", "name": "c", "med',
    ].join('\r\n')
    const parsed = rustLibtestJson.parse({ name: 'b.jsonl', text })
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual(['a'])
    expect(parsed.diagnostics.map((d) => [d.location, d.message])).toEqual([
      ['line 2: $.median', 'expected number, found a string "fast"; this record was skipped'],
      ['line 3', 'is not a complete JSON event; skipped'],
    ])
  })

  it('is detected from content', () => {
    expect(
      parseText(fixtureSource('rust-libtest-json/bench.jsonl'), 'auto').results[0]?.format,
    ).toBe('rust-libtest-json')
  })
})

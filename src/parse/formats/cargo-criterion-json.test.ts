import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { cargoCriterionJson } from './cargo-criterion-json.js'

describe('cargo-criterion --message-format=json', () => {
  it('reads benchmark-complete messages: samples = measured_values / iteration_count', () => {
    const parsed = cargoCriterionJson.parse(fixtureSource('cargo-criterion-json/messages.jsonl'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.benchmark.name, r.metricName, r.unit])).toEqual([
      ['crc32/1024', 'time', 'ns'],
      ['crc32/1024', 'thrpt', 'B/s'],
      ['crc32/16384', 'time', 'ns'],
      ['crc32/16384', 'thrpt', 'B/s'],
      ['primes up to 20000', 'time', 'ns'],
      ['newton/200', 'time', 'ns'],
    ])
    const crc = parsed.results[0]
    expect(crc?.samples).toHaveLength(20)
    expect(crc?.samples[0]).toBeCloseTo(4_778_222 / 926, 9)
    expect(crc).toMatchObject({
      direction: 'lower-is-better',
      format: 'cargo-criterion-json',
      source: { file: 'fixtures/cargo-criterion-json/messages.jsonl', line: 1 },
    })
  })

  it('converts another unit and falls back to the typical estimate without measurements', () => {
    const text = [
      JSON.stringify({
        reason: 'benchmark-complete',
        id: 'slow',
        iteration_count: [1, 2],
        measured_values: [1.5, 3.1],
        unit: 'ms',
        throughput: [],
      }),
      JSON.stringify({
        reason: 'benchmark-complete',
        id: 'summary only',
        unit: 'ns',
        typical: { estimate: 3419.49, lower_bound: 3375.2, upper_bound: 3465.4, unit: 'ns' },
      }),
      '{"reason":"group-complete","group_name":"g","benchmarks":["slow"]}',
      '{"reason":"benchmark-complete","id":"cut","iteration_co',
    ].join('\r\n')
    const parsed = cargoCriterionJson.parse({ name: 'm.jsonl', text })
    expect(parsed.results.map((r) => [r.benchmark.name, r.samples, r.summary])).toEqual([
      ['slow', [1.5e6, 1.55e6], undefined],
      ['summary only', [], { n: 1, mean: 3419.49 }],
    ])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'm.jsonl',
        location: 'line 4',
        message: 'is not a complete JSON message; skipped',
      },
    ])
  })

  it('is detected from content', () => {
    expect(
      parseText(fixtureSource('cargo-criterion-json/messages.jsonl'), 'auto').results[0]?.format,
    ).toBe('cargo-criterion-json')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { bencherBmfJson } from './bencher-bmf-json.js'

describe('Bencher Metric Format JSON', () => {
  it('reads built-in measures in their units and custom measures with unknown direction', () => {
    const parsed = bencherBmfJson.parse(fixtureSource('bencher-bmf-json/base.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(
      parsed.results.map((r) => [
        r.benchmark.name,
        r.metricName,
        r.metric,
        r.unit,
        r.direction,
        r.summary,
      ]),
    ).toEqual([
      ['parse::small', 'latency', 'wall-time', 'ns', 'lower-is-better', { n: 1, mean: 1820.5 }],
      ['parse::large', 'latency', 'wall-time', 'ns', 'lower-is-better', { n: 1, mean: 182_044 }],
      [
        'parse::large',
        'throughput',
        'throughput',
        'ops/s',
        'higher-is-better',
        { n: 1, mean: 5493.2 },
      ],
      ['bundle', 'file-size', 'memory', 'B', 'lower-is-better', { n: 1, mean: 48_211 }],
      ['cache::lookup', 'hit-rate', 'custom', 'hit-rate', 'unknown', { n: 1, mean: 0.93 }],
    ])
    expect(parsed.results[1]?.source).toEqual({
      file: 'fixtures/bencher-bmf-json/base.json',
      jsonPath: '$["parse::large"].latency',
    })
  })

  it('is detected from content and converts build-time seconds', () => {
    expect(parseText(fixtureSource('bencher-bmf-json/head.json'), 'auto').results[0]?.format).toBe(
      'bencher-bmf-json',
    )
    const parsed = parseText(
      { name: 'b.json', text: '{"build": {"build-time": {"value": 12.5}}}' },
      'auto',
    )
    expect(parsed.results[0]?.summary?.mean).toBe(12.5e9)
  })

  it('skips a malformed measure with its JSON path and keeps the rest', () => {
    const parsed = bencherBmfJson.parse({
      name: 'bad.json',
      text: '{"a": {"latency": {"value": "fast"}}, "b": {"latency": {"value": 3}}}',
    })
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual(['b'])
    expect(parsed.diagnostics[0]?.location).toBe('$.a.latency.value')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { mitataJson } from './mitata-json.js'

describe('mitata JSON', () => {
  it('reads real mitata 1.0 output: samples in ns, groups, args and an error', () => {
    const parsed = mitataJson.parse(fixtureSource('mitata-json/base.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.environment).toEqual({
      cpu: 'AMD EPYC',
      arch: 'x64-linux',
      runtime: 'node 20.20.2',
    })
    expect(parsed.results.map((r) => [r.benchmark, r.samples.length, r.failure?.message])).toEqual([
      [{ name: 'fib(27)' }, 290, undefined],
      [{ suite: 'strings', name: 'join 20000 words' }, 856, undefined],
      [{ name: 'sum of squares $n', params: { n: '2000000' } }, 359, undefined],
      [{ name: 'sum of squares $n', params: { n: '4000000' } }, 56, undefined],
      [{ name: 'throws' }, 0, 'boom'],
    ])
    expect(parsed.results[0]).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      format: 'mitata-json',
      source: { file: 'fixtures/mitata-json/base.json', jsonPath: '$.benchmarks[0].runs[0]' },
    })
    expect(parsed.results[0]?.samples[0]).toBe(1_961_359)
  })

  it('keeps the summary when samples were left out (format: { json: { samples: false } })', () => {
    const text = JSON.stringify({
      layout: [{ name: null }],
      benchmarks: [
        {
          alias: 'a',
          group: 0,
          runs: [
            {
              name: 'a',
              args: {},
              stats: { samples: null, avg: 12.5, p50: 12, min: 11, max: 20, ticks: 4096 },
            },
          ],
        },
      ],
      context: {},
    })
    const parsed = parseText({ name: 'm.json', text }, 'auto')
    expect(parsed.results[0]).toMatchObject({
      format: 'mitata-json',
      samples: [],
      summary: { n: 1, mean: 12.5, median: 12, min: 11, max: 20 },
    })
  })

  it('is detected from content and skips a malformed run with its JSON path', () => {
    expect(parseText(fixtureSource('mitata-json/head.json'), 'auto').results[0]?.format).toBe(
      'mitata-json',
    )
    const parsed = mitataJson.parse({
      name: 'bad.json',
      text: '{"layout":[],"benchmarks":[{"alias":"a","runs":[{"stats":{}},{"name":"b","stats":{"samples":[5]}}]}]}',
    })
    expect(parsed.results.map((r) => [r.benchmark.name, r.samples])).toEqual([['b', [5]]])
    expect(parsed.diagnostics[0]?.location).toBe('$.benchmarks[0].runs[0].name')
  })
})

describe('mitata without samples (F45)', () => {
  it('keeps the median, half the interquartile range as the MAD, and the sample count', () => {
    const parsed = parseText(fixtureSource('mitata-json/no-samples.json'), 'auto')
    expect(parsed.diagnostics).toEqual([])
    // fib(20): 1,945 ticks of ~123 µs, above mitata's batch threshold, so one sample per tick.
    expect(
      parsed.results.map((r) => [
        r.benchmark.name,
        r.samples.length,
        r.summary?.n,
        r.summary?.median,
        r.summary?.mad,
      ]),
    ).toEqual([
      ['fib(20)', 0, 1945, 122780, (136246 - 109285) / 2],
      ['fib(22)', 0, 861, 332924, (375874 - 301796) / 2],
    ])
  })
})

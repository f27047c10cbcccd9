import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { tinybenchTableJson } from './tinybench-table-json.js'

describe('tinybench table() JSON', () => {
  it('reads tinybench 6 rows: mean ± rme, median ± MAD, printed resolution, an error row', () => {
    const parsed = tinybenchTableJson.parse(fixtureSource('tinybench-table-json/v6-base.json'))
    expect(parsed.diagnostics).toEqual([])
    const fib = parsed.results[0]
    expect(fib).toMatchObject({
      benchmark: { name: 'fib(15)' },
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [],
      quantum: 0.1,
      format: 'tinybench-table-json',
    })
    // "8452.9 ± 4.48%" over 30 samples: sd = rme · mean · √n / (100 · t(0.975, 29)).
    expect(fib?.summary).toMatchObject({ n: 30, mean: 8452.9, median: 8332, mad: 445.5 })
    expect(fib?.summary?.sd).toBeCloseTo((4.48 / (100 * 2.04523)) * Math.sqrt(30) * 8452.9, 1)
    expect(parsed.results[3]).toMatchObject({
      benchmark: { name: 'throws' },
      failure: { message: 'boom' },
    })
  })

  it('reads tinybench 2 rows (Average Time (ns), Margin)', () => {
    const parsed = tinybenchTableJson.parse(fixtureSource('tinybench-table-json/v2-base.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.n])).toEqual([
      ['fib(15)', 30],
      ['join 200 words', 30],
      ['sum of squares', 30],
    ])
    expect(parsed.results[0]?.summary?.mean).toBeCloseTo(11_777.3, 6)
    expect(parsed.results[0]?.quantum).toBeUndefined()
  })

  it('is detected from content for all four real files', () => {
    for (const file of ['v2-base.json', 'v2-head.json', 'v6-base.json', 'v6-head.json'])
      expect(
        parseText(fixtureSource(`tinybench-table-json/${file}`), 'auto').results[0]?.format,
      ).toBe('tinybench-table-json')
  })

  it('is detected and read after log lines holding brackets and braces', () => {
    const parsed = parseText(fixtureSource('tinybench-table-json/log-prefix.json'), 'auto')
    expect(parsed.results.map((r) => [r.format, r.benchmark.name, r.summary?.n])).toEqual([
      ['tinybench-table-json', 'sqrt 100k', 1238],
      ['tinybench-table-json', 'sqrt 50k', 2558],
      ['tinybench-table-json', 'weird <script>|`x` 🚀', 6418],
    ])
    expect(parsed.results[0]?.summary?.mean).toBe(242_398)
    expect(parsed.diagnostics.map((d) => d.location)).toEqual(['lines 1–3'])
  })

  it('reports a row without a latency column and keeps the others', () => {
    const parsed = tinybenchTableJson.parse({
      name: 't.json',
      text: '[{"Task name":"a","Samples":3},{"Task name":"b","Latency avg (µs)":"2.50 ± 1.00%","Samples":3}]',
    })
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.mean, r.quantum])).toEqual([
      ['b', 2500, 10],
    ])
    expect(parsed.diagnostics[0]).toMatchObject({
      location: '$[0]',
      message: '"a": no latency column',
    })
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { benchmarkjsText } from './benchmarkjs-text.js'

describe('Benchmark.js text', () => {
  it('reads a real suite run: ops/sec, runs sampled, and an sd undone from the margin of error', () => {
    const parsed = benchmarkjsText.parse(fixtureSource('benchmarkjs-text/base.txt'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual([
      'fib(15)',
      'join 200 words x 1',
      'sum of squares',
    ])
    const fib = parsed.results[0]
    expect(fib).toMatchObject({
      metric: 'throughput',
      unit: 'ops/s',
      direction: 'higher-is-better',
      samples: [],
      quantum: 1,
      format: 'benchmarkjs-text',
      source: { file: 'fixtures/benchmarkjs-text/base.txt', line: 2 },
    })
    // fib(15) x 128,925 ops/sec ±5.00% (83 runs sampled): df 82 → benchmark.js uses t = 1.96.
    expect(fib?.summary?.n).toBe(83)
    expect(fib?.summary?.mean).toBe(128_925)
    expect(fib?.summary?.sd).toBeCloseTo((0.05 / 1.96) * Math.sqrt(83) * 128_925, 6)
  })

  it('splits on the last " x <number> ops/sec" and ignores log noise (field case F18)', () => {
    const parsed = benchmarkjsText.parse({
      name: 'f18.txt',
      text: [
        '(node:1234) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.',
        'Running 3 benchmarks...',
        'text encoder utf8 x 28.33 ops/sec ±3.3% (13 runs sampled)',
        'matrix 4 x 4 multiply x 15.20 ops/sec ±8.8% (7 runs sampled)',
        'regex /a|b/ x 1,204,311 ops/sec ±0.52% (95 runs sampled)',
        'Done!',
      ].join('\n'),
    })
    expect(parsed.diagnostics).toEqual([])
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.summary?.mean, r.summary?.n, r.quantum]),
    ).toEqual([
      ['text encoder utf8', 28.33, 13, 0.01],
      ['matrix 4 x 4 multiply', 15.2, 7, 0.01],
      ['regex /a|b/', 1_204_311, 95, 1],
    ])
    // n = 13 → df 12 → t = 2.179 from benchmark.js's table.
    expect(parsed.results[0]?.summary?.sd).toBeCloseTo((0.033 / 2.179) * Math.sqrt(13) * 28.33, 9)
  })

  it('reads CRLF line endings and is detected from content', () => {
    const text = fixtureSource('benchmarkjs-text/head.txt').text.replace(/\n/g, '\r\n')
    const parsed = parseText({ name: 'head.txt', text }, 'auto')
    expect(parsed.results.map((r) => [r.format, r.benchmark.name, r.summary?.mean])).toEqual([
      ['benchmarkjs-text', 'fib(15)', 129_439],
      ['benchmarkjs-text', 'join 200 words x 1', 6357],
      ['benchmarkjs-text', 'sum of squares', 114_816],
    ])
  })

  it('keeps a single run without an sd and skips a truncated line', () => {
    const parsed = benchmarkjsText.parse({
      name: 't.txt',
      text: 'one x 5.00 ops/sec ±0.00% (1 run sampled)\ntwo x 1,00',
    })
    expect(parsed.results).toHaveLength(1)
    expect(parsed.results[0]?.summary).toEqual({ n: 1, mean: 5 })
  })

  it('is found under the peer Action tool name', () => {
    expect(
      parseText({ name: 'p.txt', text: 'a x 10 ops/sec ±1.00% (5 runs sampled)' }, 'benchmarkjs')
        .results,
    ).toHaveLength(1)
  })
})

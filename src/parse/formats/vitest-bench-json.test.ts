import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { vitestBenchJson } from './vitest-bench-json.js'

describe('vitest bench --outputJson', () => {
  it('reads a real vitest 4.1 report: mean, sd and median in ns with n = sampleCount', () => {
    const parsed = vitestBenchJson.parse(fixtureSource('vitest-bench-json/base.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.benchmark.suite, r.benchmark.name])).toEqual([
      ['kernels.bench.ts > kernels', 'fib(15)'],
      ['kernels.bench.ts > kernels', 'join 200 words'],
      ['kernels.bench.ts > math', 'sum of squares'],
    ])
    const fib = parsed.results[0]
    expect(fib).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [],
      format: 'vitest-bench-json',
      source: {
        file: 'fixtures/vitest-bench-json/base.json',
        jsonPath: '$.files[0].groups[0].benchmarks[0]',
      },
    })
    expect(fib?.summary?.n).toBe(72_403)
    expect(fib?.summary?.mean).toBeCloseTo(6905.862, 2)
    expect(fib?.summary?.sd).toBeCloseTo(9697.285, 2)
    expect(fib?.summary?.median).toBeCloseTo(5589.0, 2)
  })

  it('reads a MAD off p75 − median (the medians are compared when the means are set by outliers)', () => {
    // vitest/a1.json "work" (fixtures/summary-outliers): median 0.017774 ms, p75 0.017843 ms.
    const parsed = vitestBenchJson.parse(fixtureSource('summary-outliers/vitest/a1.json'))
    const work = parsed.results.find((r) => r.benchmark.name === 'work')
    expect(work?.summary?.median).toBeCloseTo(17_774.0, 6)
    expect(work?.summary?.mad).toBeCloseTo((0.017842999999970743 - 0.01777400000014495) * 1e6, 6)
    expect(work?.summary?.n).toBe(1534)
    expect(work?.samples).toEqual([])
  })

  it('uses raw samples when the file has them (ms → ns)', () => {
    const text = JSON.stringify({
      files: [
        {
          filepath: '/x/a.bench.ts',
          groups: [
            {
              fullName: 'a.bench.ts > g',
              benchmarks: [
                { name: 'b', samples: [0.01, 0.012], mean: 0.011, p75: 0.012, sampleCount: 2 },
              ],
            },
          ],
        },
      ],
    })
    const parsed = parseText({ name: 's.json', text }, 'auto')
    expect(parsed.results[0]?.format).toBe('vitest-bench-json')
    expect(parsed.results[0]?.samples).toEqual([10_000, 12_000])
    expect(parsed.results[0]?.summary).toBeUndefined()
  })

  it('is detected from content for every real report', () => {
    for (const file of ['head.json', 'few-iterations.json'])
      expect(parseText(fixtureSource(`vitest-bench-json/${file}`), 'auto').results[0]?.format).toBe(
        'vitest-bench-json',
      )
  })

  it('skips a malformed benchmark with its JSON path and reads the rest', () => {
    const text = JSON.stringify({
      files: [
        {
          groups: [
            { fullName: 'g', benchmarks: [{ name: 1 }, { name: 'ok', mean: 1, sampleCount: 3 }] },
          ],
        },
      ],
    })
    const parsed = vitestBenchJson.parse({ name: 'bad.json', text })
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary])).toEqual([
      ['ok', { n: 3, mean: 1e6 }],
    ])
    expect(parsed.diagnostics[0]?.location).toBe('$.files[0].groups[0].benchmarks[0].name')
  })
  it('reads a benchmark that threw as a failed run (vitest writes no statistics for it and exits 0)', () => {
    // throws.json: BV_FAIL=1, "maybe throw" throws on every call; vitest 4.1.12 writes only
    // id, name, rank, rme: 0 and samples: [] for it (fixtures/vitest-bench-json/PROVENANCE.md).
    const parsed = vitestBenchJson.parse(fixtureSource('vitest-bench-json/throws.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.summary?.n ?? 0, r.failure?.message]),
    ).toEqual([
      ['work', 2233, undefined],
      ['small', 232_744, undefined],
      [
        'maybe throw',
        0,
        'the benchmark threw: vitest wrote no timing for it (and vitest bench exits 0)',
      ],
    ])
    expect(parsed.results[2]?.samples).toEqual([])
    expect(parsed.results[2]?.summary).toBeUndefined()
    expect(parsed.results[2]).not.toHaveProperty('error')
  })
})

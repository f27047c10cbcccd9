import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { googleBenchmarkJson } from './google-benchmark-json.js'

describe('Google Benchmark aggregates only (docs/method.md §5)', () => {
  const parsed = googleBenchmarkJson.parse(
    fixtureSource('summary-outliers/google-benchmark/agg1.json'),
  )
  const result = (name: string, metric: string) =>
    parsed.results.find((r) => r.benchmark.name === name && r.metricName === metric)

  it('gives mean, sd and the _median aggregate with n = repetitions', () => {
    const work = result('BM_Work/1000', 'real_time')
    expect(work?.samples).toEqual([])
    expect(work?.summary?.n).toBe(10)
    expect(work?.summary?.median).toBeGreaterThan(0)
    expect(work?.summary?.sd).toBeGreaterThan(0)
    // No stddev of 0 here: no range is made up.
    expect(work?.summary?.min).toBeUndefined()
  })

  it('reads a _stddev of 0 over 10 repetitions as every repetition equal (min = max = mean)', () => {
    expect(result('BM_Fixed', 'items')?.summary).toEqual({
      n: 10,
      mean: 5000,
      sd: 0,
      median: 5000,
      min: 5000,
      max: 5000,
    })
  })

  it('prefers the iteration rows when the file has both (raw samples win)', () => {
    const both = googleBenchmarkJson.parse(fixtureSource('google-benchmark/base.json'))
    expect(both.results.length).toBeGreaterThan(0)
    for (const r of both.results) {
      expect(r.samples.length).toBeGreaterThan(1)
      expect(r.summary).toBeUndefined()
    }
  })
})

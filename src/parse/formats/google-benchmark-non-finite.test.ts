import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { googleBenchmarkCsv } from './google-benchmark-csv.js'
import { googleBenchmarkJson } from './google-benchmark-json.js'

/** Real libbenchmark 1.7.1 output with NaN and Infinity counters (fixtures/google-benchmark/non-finite). */
describe('Google Benchmark counters written as NaN or Infinity', () => {
  const metric = (file: string, name: string, key: string) =>
    googleBenchmarkJson
      .parse(fixtureSource(`google-benchmark/non-finite/${file}`))
      .results.find((r) => r.benchmark.name === name && r.metricName === key)

  it('keeps a counter that is NaN or Infinity in every repetition, not compared, with why', () => {
    for (const key of ['hit_rate', 'speedup'])
      expect(metric('base.json', 'BM_Ratio', key)).toMatchObject({
        metric: 'custom',
        samples: [],
        error: `counter "${key}" is NaN or Infinity in every repetition: a counter that divides by zero, such as a rate over no items, is written so`,
        source: { jsonPath: '$.benchmarks[0]' },
      })
    // Its finite counter beside it is read as before.
    expect(metric('base.json', 'BM_Ratio', 'items')?.samples).toEqual([42, 42, 42, 42])
  })

  it('reads the finite repetitions of a counter NaN in some, as before', () => {
    const lookup = metric('base.json', 'BM_Lookup', 'hit_rate')
    expect(lookup?.error).toBeUndefined()
    expect(lookup?.samples).toEqual([0.5, 0.5])
  })

  it('keeps a counter whose mean is NaN or Infinity in an aggregates-only file', () => {
    expect(metric('aggregates-only.json', 'BM_Ratio', 'speedup')?.error).toBe(
      'counter "speedup" is NaN or Infinity in its mean: a counter that divides by zero, such as a rate over no items, is written so',
    )
    expect(metric('aggregates-only.json', 'BM_Ratio', 'items')?.summary?.mean).toBe(42)
  })

  it('says the same of the CSV, where the library prints nan, -nan and inf', () => {
    const results = googleBenchmarkCsv.parse(
      fixtureSource('google-benchmark/non-finite/base.csv'),
    ).results
    const of = (name: string, key: string) =>
      results.find((r) => r.benchmark.name === name && r.metricName === key)
    expect(of('BM_Ratio', 'speedup')?.error).toBe(
      'counter "speedup" is NaN or Infinity in every repetition: a counter that divides by zero, such as a rate over no items, is written so',
    )
    expect(of('BM_Ratio', 'hit_rate')?.samples).toEqual([])
    expect(of('BM_Lookup', 'hit_rate')?.samples).toEqual([0.5, 0.5])
  })
})

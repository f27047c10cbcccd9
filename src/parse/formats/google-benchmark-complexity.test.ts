import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { googleBenchmarkJson } from './google-benchmark-json.js'

describe('Google Benchmark Complexity() rows (fixtures/google-benchmark/complexity)', () => {
  const parsed = googleBenchmarkJson.parse(fixtureSource('google-benchmark/complexity/head.json'))

  it('reads the runs and leaves the _BigO and _RMS coefficients out without a warning', () => {
    // They carry run_name "BM_Scan", which no run has: they used to open a group of their own and
    // warn 'benchmark "BM_Scan" has neither iteration rows nor a mean; skipped'.
    // The one warning is Debian's debug build of the library, said of every such file.
    expect(parsed.diagnostics.map((d) => d.location)).toEqual(['$.context.library_build_type'])
    expect([...new Set(parsed.results.map((r) => r.benchmark.name))]).toEqual([
      'BM_Scan/256',
      'BM_Scan/1024',
      'BM_Scan/4096',
    ])
    expect(parsed.results.every((r) => r.samples.length === 1)).toBe(true)
  })
})

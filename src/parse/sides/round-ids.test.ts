import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { assignRounds, DEFAULT_ROUND_PATTERN } from './round-ids.js'

const result = (file: string, name = 'BM_Sort'): BenchmarkResult => ({
  benchmark: { name },
  metric: 'wall-time',
  metricName: 'real_time',
  unit: 'ns',
  direction: 'lower-is-better',
  samples: [10, 11],
  format: 'google-benchmark-json',
  source: { file },
})

describe('round ids from file names (docs/method.md §6)', () => {
  it('takes the last number of the file name, else of the path', () => {
    const { results, diagnostics } = assignRounds(
      [result('out/base-3.json'), result('round07/head.txt', 'BM_Hash')],
      DEFAULT_ROUND_PATTERN,
    )
    expect(results.map((r) => r.rounds)).toEqual([
      ['3', '3'],
      ['07', '07'],
    ])
    expect(diagnostics).toEqual([])
  })

  it('warns when two files read as one round hold the same benchmark', () => {
    const { diagnostics } = assignRounds(
      [result('r1_7/base.json'), result('r2_7/base.json')],
      DEFAULT_ROUND_PATTERN,
    )
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'r2_7/base.json',
        location: '',
        message:
          'has round number 7, as r1_7/base.json does, and both hold BM_Sort: if these are different rounds, set round-pattern (a regular expression whose one group captures the round number) so their names give different numbers',
      },
    ])
  })

  it('accepts one round split over files with different benchmarks', () => {
    const split = [result('round-2/suite-a.json', 'BM_A'), result('round-2/suite-b.json', 'BM_B')]
    expect(assignRounds(split, /round-(\d+)/).diagnostics).toEqual([])
  })
})

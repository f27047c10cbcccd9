import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import {
  assignRounds,
  compileRoundPattern,
  DEFAULT_ROUND_PATTERN,
  RoundPatternError,
} from './round-ids.js'

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

  it('reads a round-pattern in RE2 syntax, with its one group', () => {
    const pattern = compileRoundPattern('round-(\\d+)')
    expect(pattern.exec('out/round-07/base.json')?.[1]).toBe('07')
    expect(pattern.exec('out/base.json')).toBeNull()
    expect(DEFAULT_ROUND_PATTERN.exec('bench-12-of-20.json')?.[1]).toBe('20')
    expect(DEFAULT_ROUND_PATTERN.exec('base.json')).toBeNull()
  })

  it('refuses a pattern without one group, or one RE2 cannot match in linear time', () => {
    expect(() => compileRoundPattern('round-\\d+')).toThrow(
      new RoundPatternError('must have exactly one capturing group (the round number)'),
    )
    expect(() => compileRoundPattern('(\\d)\\1')).toThrow(RoundPatternError)
    expect(() => compileRoundPattern('(\\d+)(?=x)')).toThrow(/lookaround are not supported/)
  })

  it('matches a backtracking-prone pattern against a long hostile file name in linear time', () => {
    // `((\d+)+)x` backtracks exponentially in JavaScript on a run of digits without an x; under
    // RE2 the round id of a fork's 20,000-character name is decided in one pass.
    const pattern = compileRoundPattern('(?:(\\d+)+)x')
    const name = `${'1'.repeat(20_000)}.json`
    expect(pattern.exec(name)).toBeNull()
    const { diagnostics } = assignRounds([result(name)], pattern)
    expect(diagnostics.map((d) => d.message)).toEqual([
      'has no round number in its name; its results are not paired',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { statsOf } from './measure-change.js'
import { measurePair } from './measure-pair.js'
import { matchResults } from '../pairing/match-results.js'
import { poolResults, SampleArena } from '../pairing/pool-results.js'

const result = (name: string, samples: readonly number[], unit = 'ns'): BenchmarkResult => ({
  benchmark: { name },
  metric: 'wall-time',
  metricName: 'real_time',
  unit,
  direction: 'lower-is-better',
  samples,
  format: 'google-benchmark',
  source: { file: 'run.json' },
})

const options = { alpha: 0.05, paired: false, metric: 'wall-time' } as const

describe('measuring one pair at a time', () => {
  const base = [result('BM_Sort', [101, 99, 100, 102, 98]), result('BM_Old', [50, 51, 49])]
  const head = [result('BM_Sort', [131, 129, 130, 132, 128]), result('BM_New', [70, 71])]
  const [sort, added, removed] = matchResults(base, head)

  it('measures a pair with both sides (u01-like: every head sample above every base one)', () => {
    const outcome = measurePair(sort!, null, new SampleArena(), options)
    expect(outcome?.kind).toBe('measured')
    if (outcome?.kind !== 'measured') return
    expect(outcome.measurement.logRatio).toBeCloseTo(Math.log(130 / 100), 12)
    expect(outcome.measurement.base?.median).toBe(100)
    expect(outcome.measurement.head?.median).toBe(130)
    expect(outcome.measurement.separated).toBe(true)
  })

  it('gives the one side of an added or removed benchmark its statistics', () => {
    expect(measurePair(added!, null, new SampleArena(), options)).toEqual({
      kind: 'one-side',
      base: null,
      head: statsOf(poolResults([result('BM_New', [70, 71])]), 0.05),
    })
    const gone = measurePair(removed!, null, new SampleArena(), options)
    expect(gone?.kind === 'one-side' && gone.base?.median).toBe(50)
  })

  it('pools nothing for sides that measure different things', () => {
    expect(
      measurePair(sort!, 'the units differ: ns on base, ms on head', new SampleArena(), options),
    ).toBeNull()
  })

  it('measures each pair the same after the arena was rewound for others', () => {
    const arena = new SampleArena()
    const first = measurePair(sort!, null, arena, options)
    measurePair(added!, null, arena, options)
    expect(measurePair(sort!, null, arena, options)).toEqual(first)
  })
})

import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { statsOf } from './measure-change.js'
import { PairMeasurer } from './measure-pair.js'
import { matchResults } from '../pairing/match-results.js'
import { poolResults } from '../pairing/pool-results.js'

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
    const outcome = new PairMeasurer().measure(sort!, null, options)
    expect(outcome?.kind).toBe('measured')
    if (outcome?.kind !== 'measured') return
    expect(outcome.measurement.logRatio).toBeCloseTo(Math.log(130 / 100), 12)
    expect(outcome.measurement.base?.median).toBe(100)
    expect(outcome.measurement.head?.median).toBe(130)
    expect(outcome.measurement.separated).toBe(true)
  })

  it('gives the one side of an added or removed benchmark its statistics', () => {
    expect(new PairMeasurer().measure(added!, null, options)).toEqual({
      kind: 'one-side',
      base: null,
      head: statsOf(poolResults([result('BM_New', [70, 71])]), 0.05),
    })
    const gone = new PairMeasurer().measure(removed!, null, options)
    expect(gone?.kind === 'one-side' && gone.base?.median).toBe(50)
  })

  it('pools nothing for sides that measure different things', () => {
    expect(
      new PairMeasurer().measure(sort!, 'the units differ: ns on base, ms on head', options),
    ).toBeNull()
  })

  it('measures each pair the same after the arena was rewound for others', () => {
    const measurer = new PairMeasurer()
    const first = measurer.measure(sort!, null, options)
    const again = structuredClone(first)
    measurer.measure(added!, null, options)
    expect(first).toEqual(again)
    expect(measurer.measure(sort!, null, options)).toEqual(first)
  })
})

import { describe, expect, it } from 'vitest'
import type { BenchmarkResult, MetricKind } from '../../model/benchmark-result.js'
import { defaultGating } from '../../policy/default-gating.js'
import { gateMetrics, identityOf, mismatchOf } from './metric-identity.js'
import { matchResults } from './match-results.js'

const result = (
  name: string,
  metricName: string,
  metric: MetricKind,
  unit = 'ns',
): BenchmarkResult => ({
  benchmark: { name },
  metric,
  metricName,
  unit,
  direction: 'lower-is-better',
  samples: [2710.4, 2702.9],
  format: 'google-benchmark',
  source: { file: 'run.json' },
})

describe('identity, agreement and gating of paired metrics', () => {
  const base = [
    result('BM_Crc32/1024', 'real_time', 'wall-time'),
    result('BM_Crc32/1024', 'cpu_time', 'cpu-time'),
    result('BM_Sort', 'real_time', 'wall-time', 'us'),
  ]
  const head = [
    result('BM_Crc32/1024', 'real_time', 'wall-time'),
    result('BM_Crc32/1024', 'cpu_time', 'cpu-time'),
    result('BM_Sort', 'real_time', 'wall-time'),
  ]
  const pairs = matchResults(base, head)
  const identities = pairs.map(identityOf)

  it('takes the identity from the head result', () => {
    expect(identities.map((i) => [i.benchmark.name, i.metricName, i.unit])).toEqual([
      ['BM_Crc32/1024', 'real_time', 'ns'],
      ['BM_Crc32/1024', 'cpu_time', 'ns'],
      ['BM_Sort', 'real_time', 'ns'],
    ])
  })

  it('says when the sides disagree on the unit', () => {
    expect(pairs.map(mismatchOf)).toEqual([null, null, 'the units differ: us on base, ns on head'])
  })

  it('gates the wall time of each benchmark and not the CPU time beside it', () => {
    expect(gateMetrics(pairs, identities, defaultGating)).toEqual([true, false, true])
  })

  it('gates a removed metric together with the metrics the head still has of its benchmark', () => {
    const removed = matchResults(
      [
        result('BM_Crc32/1024', 'real_time', 'wall-time'),
        result('BM_Crc32/1024', 'cpu_time', 'cpu-time'),
      ],
      [result('BM_Crc32/1024', 'cpu_time', 'cpu-time')],
    )
    expect(removed.map((p) => [p.key, p.head === null, p.benchmark])).toEqual([
      ['[null,"BM_Crc32/1024",[],null]"cpu_time"', false, 0],
      ['[null,"BM_Crc32/1024",[],null]"real_time"', true, 0],
    ])
    // The base's wall time is still the primary metric: the CPU time beside it does not gate.
    expect(gateMetrics(removed, removed.map(identityOf), defaultGating)).toEqual([false, true])
  })
})

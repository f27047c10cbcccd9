import { describe, expect, it } from 'vitest'
import type { BenchmarkId, BenchmarkResult } from '../../model/benchmark-result.js'
import { comparisonKey, groupByKey } from './comparison-key.js'
import { findMetric, groupResults } from './result-groups.js'

const result = (
  benchmark: BenchmarkId,
  metricName: string,
  samples: number[],
): BenchmarkResult => ({
  benchmark,
  metric: metricName === 'cpu_time' ? 'cpu-time' : 'wall-time',
  metricName,
  unit: 'ns',
  direction: 'lower-is-better',
  samples,
  format: 'google-benchmark',
  source: { file: 'run.json' },
})

const crc = { name: 'BM_Crc32/1024' }
const sort = { name: 'BM_Sort', params: { n: '64' } }
// A second object for BM_Crc32/1024, as a second file of the same run would carry.
const crcAgain = { name: 'BM_Crc32/1024' }
const results = [
  result(crc, 'real_time', [2710.4, 2702.9]),
  result(crc, 'cpu_time', [2708.1, 2700.3]),
  result(sort, 'real_time', [88.5, 90.1]),
  result(crcAgain, 'real_time', [2705.6]),
]

describe('grouping one side by benchmark and metric name', () => {
  const groups = groupResults(results)

  it('forms the groups of groupByKey, in the same first-seen order', () => {
    const byKey = groupByKey(results)
    expect(groups.groups.map((g) => g.benchmark.key + JSON.stringify(g.metricName))).toEqual([
      ...byKey.keys(),
    ])
    expect(groups.groups.map((g) => g.results)).toEqual([...byKey.values()])
    expect(groups.groups.map((g) => g.index)).toEqual([0, 1, 2])
  })

  it('pools results of equal benchmarks held in different objects', () => {
    expect(groups.groups[0]?.results.map((r) => r.samples)).toEqual([[2710.4, 2702.9], [2705.6]])
  })

  it('finds a group by benchmark key and metric name', () => {
    const key = comparisonKey(results[1] as BenchmarkResult)
    const crcEntry = groups.benchmarks.get(groups.groups[1]?.benchmark.key ?? '')
    const found = crcEntry && findMetric(crcEntry.groups, 'cpu_time')
    expect(found && found.benchmark.key + JSON.stringify(found.metricName)).toBe(key)
    const sortEntry = groups.benchmarks.get(groups.groups[2]?.benchmark.key ?? '')
    expect(sortEntry && findMetric(sortEntry.groups, 'cpu_time')).toBeUndefined()
    expect(groups.benchmarks.get('["nope"]')).toBeUndefined()
    expect([...groups.benchmarks.values()].map((b) => [b.ordinal, b.groups.length])).toEqual([
      [0, 2],
      [1, 1],
    ])
  })
})

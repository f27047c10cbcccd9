import { describe, expect, it } from 'vitest'
import type { Comparison } from '../../model/comparison.js'
import { wallCpuPairs } from './wall-cpu-pairs.js'

/** One metric of a Google Benchmark benchmark, as far as the pairing reads it. */
function metricOf(
  benchmark: string,
  metric: Comparison['metric'],
  metricName: string,
  against = 'base',
): Comparison {
  return {
    against,
    key: `${JSON.stringify(benchmark)}${JSON.stringify(metricName)}`,
    metric,
    metricName,
  } as Comparison
}

describe('wall time paired with CPU time (docs/method.md §8)', () => {
  it('pairs by benchmark and reference, the first of each kind, in benchmark order', () => {
    const sumWall = metricOf('BM_Sum/4096', 'wall-time', 'real_time')
    const hashCpu = metricOf('BM_Hash', 'cpu-time', 'cpu_time')
    const sumCpu = metricOf('BM_Sum/4096', 'cpu-time', 'cpu_time')
    const hashWall = metricOf('BM_Hash', 'wall-time', 'real_time')
    const sumBytes = metricOf('BM_Sum/4096', 'throughput', 'bytes_per_second')
    const sumCpuMain = metricOf('BM_Sum/4096', 'cpu-time', 'cpu_time', 'main')
    const secondCpu = metricOf('BM_Hash', 'cpu-time', 'cpu_time_total')
    expect(
      wallCpuPairs([sumWall, hashCpu, sumBytes, sumCpuMain, sumCpu, hashWall, secondCpu]),
    ).toEqual([
      { wall: sumWall, cpu: sumCpu },
      { wall: hashWall, cpu: hashCpu },
    ])
  })

  it('leaves out a benchmark with only one of the two, or one against another reference', () => {
    const wall = metricOf('BM_Sort', 'wall-time', 'real_time')
    expect(wallCpuPairs([wall])).toEqual([])
    expect(wallCpuPairs([wall, metricOf('BM_Sort', 'cpu-time', 'cpu_time', 'v1.4.0')])).toEqual([])
  })
})

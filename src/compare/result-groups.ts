/** One side's results grouped by benchmark and metric name, without a string key per result. */
import type { BenchmarkId, BenchmarkResult } from '../model/benchmark-result.js'
import { keyOfBenchmark } from './comparison-key.js'

/** The results of one side that share a benchmark key and a metric name, in input order. */
export interface ResultGroup {
  /** `benchmarkKey` of the benchmark (the same string for all its metrics). */
  readonly benchmarkKey: string
  readonly metricName: string
  readonly results: BenchmarkResult[]
  /** Position in first-seen order, for per-group flags kept by the caller. */
  readonly index: number
}

/** The groups of one side in first-seen order, and a lookup by benchmark key and metric name. */
export interface ResultGroups {
  readonly groups: readonly ResultGroup[]
  find(benchmarkKey: string, metricName: string): ResultGroup | undefined
}

/**
 * Groups results as `groupByKey` does (comparison key = benchmark key + metric name, first-seen
 * order), but looks each up by benchmark key and then by metric name among that benchmark's few
 * metrics: concatenating a comparison key per result, and hashing it, cost more than the
 * statistics of a small comparison (issue 7). Consecutive results of one benchmark share its
 * BenchmarkId, so its key is looked up once per run of results.
 *
 * @param results the results of one side, in input order
 */
export function groupResults(results: readonly BenchmarkResult[]): ResultGroups {
  const byBenchmark = new Map<string, ResultGroup[]>()
  const groups: ResultGroup[] = []
  let lastId: BenchmarkId | undefined
  let lastKey = ''
  for (const result of results) {
    if (result.benchmark !== lastId) {
      lastId = result.benchmark
      lastKey = keyOfBenchmark(lastId)
    }
    const metrics = byBenchmark.get(lastKey)
    const group = metrics === undefined ? undefined : findMetric(metrics, result.metricName)
    if (group !== undefined) {
      group.results.push(result)
      continue
    }
    const created: ResultGroup = {
      benchmarkKey: lastKey,
      metricName: result.metricName,
      results: [result],
      index: groups.length,
    }
    groups.push(created)
    if (metrics === undefined) byBenchmark.set(lastKey, [created])
    else metrics.push(created)
  }
  return {
    groups,
    find: (benchmarkKey, metricName) => {
      const metrics = byBenchmark.get(benchmarkKey)
      return metrics === undefined ? undefined : findMetric(metrics, metricName)
    },
  }
}

function findMetric(metrics: readonly ResultGroup[], metricName: string): ResultGroup | undefined {
  for (const group of metrics) if (group.metricName === metricName) return group
  return undefined
}

/** One side's results grouped by benchmark and metric name, without a string key per result. */
import { benchmarkKey, type BenchmarkId, type BenchmarkResult } from '../model/benchmark-result.js'

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
 * statistics of a small comparison (issue 7). The metrics of one benchmark come one after another
 * (each with its own BenchmarkId object), so the key is serialised once per run of results with
 * equal fields; no per-object memo, whose WeakMap of every result's id the collector would trace.
 *
 * @param results the results of one side, in input order
 */
export function groupResults(results: readonly BenchmarkResult[]): ResultGroups {
  const byBenchmark = new Map<string, ResultGroup[]>()
  const groups: ResultGroup[] = []
  let lastId: BenchmarkId | undefined
  let lastKey = ''
  // Indexed loops here and in the other once-per-run passes: the first run of a loop is not yet
  // optimised, and there `for…of` allocates a result object per step (issue 7).
  for (let i = 0; i < results.length; i++) {
    const result = results[i] as BenchmarkResult
    if (result.benchmark !== lastId) {
      if (!sameBenchmark(result.benchmark, lastId)) lastKey = benchmarkKey(result.benchmark)
      lastId = result.benchmark
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

/** Equal suite, name, procs and the same params object: the same `benchmarkKey`, known cheaply. */
function sameBenchmark(id: BenchmarkId, previous: BenchmarkId | undefined): boolean {
  return (
    previous !== undefined &&
    id.name === previous.name &&
    id.suite === previous.suite &&
    id.procs === previous.procs &&
    id.params === previous.params
  )
}

function findMetric(metrics: readonly ResultGroup[], metricName: string): ResultGroup | undefined {
  for (const group of metrics) if (group.metricName === metricName) return group
  return undefined
}

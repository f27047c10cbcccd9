/** One side's results grouped by benchmark and metric name, without a string key per result. */
import {
  benchmarkKey,
  type BenchmarkId,
  type BenchmarkResult,
} from '../../model/benchmark-result.js'

/** One benchmark of a side: its key and its metrics' groups, in first-seen order. */
export interface BenchmarkEntry {
  /** `benchmarkKey` of the benchmark. */
  readonly key: string
  /** Position among the side's benchmarks in first-seen order. */
  readonly ordinal: number
  readonly groups: ResultGroup[]
}

/** The results of one side that share a benchmark key and a metric name, in input order. */
export interface ResultGroup {
  readonly benchmark: BenchmarkEntry
  readonly metricName: string
  readonly results: BenchmarkResult[]
  /** Position in first-seen order, for per-group flags kept by the caller. */
  readonly index: number
}

/** The groups of one side in first-seen order, and its benchmarks by key. */
export interface ResultGroups {
  readonly groups: readonly ResultGroup[]
  readonly benchmarks: ReadonlyMap<string, BenchmarkEntry>
}

/**
 * Groups results as `groupByKey` does (comparison key = benchmark key + metric name, first-seen
 * order), but looks each up by benchmark key and then by metric name among that benchmark's few
 * metrics: concatenating a comparison key per result, and hashing it, cost more than the
 * statistics of a small comparison. The metrics of one benchmark come one after another
 * (each with its own BenchmarkId object), so the key is serialised, and looked up, once per run of
 * results with equal fields; no per-object memo, whose WeakMap of every result's id the collector
 * would trace.
 *
 * @param results the results of one side, in input order
 */
export function groupResults(results: readonly BenchmarkResult[]): ResultGroups {
  const benchmarks = new Map<string, BenchmarkEntry>()
  const groups: ResultGroup[] = []
  let lastId: BenchmarkId | undefined
  let entry: BenchmarkEntry | undefined
  // Indexed loops here and in the other once-per-run passes: the first run of a loop is not yet
  // optimised, and there `for…of` allocates a result object per step.
  for (let i = 0; i < results.length; i++) {
    const result = results[i] as BenchmarkResult
    const id = result.benchmark
    if (entry === undefined || (id !== lastId && !sameBenchmark(id, lastId))) {
      const key = benchmarkKey(id)
      entry = benchmarks.get(key)
      if (entry === undefined) {
        entry = { key, ordinal: benchmarks.size, groups: [] }
        benchmarks.set(key, entry)
      }
    }
    lastId = id
    const group = findMetric(entry.groups, result.metricName)
    if (group !== undefined) {
      group.results.push(result)
      continue
    }
    const created: ResultGroup = {
      benchmark: entry,
      metricName: result.metricName,
      results: [result],
      index: groups.length,
    }
    groups.push(created)
    entry.groups.push(created)
  }
  return { groups, benchmarks }
}

/**
 * The group of a metric among a benchmark's groups, or undefined.
 *
 * @param groups the `groups` of a BenchmarkEntry (a few metrics)
 */
export function findMetric(
  groups: readonly ResultGroup[],
  metricName: string,
): ResultGroup | undefined {
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i] as ResultGroup
    if (group.metricName === metricName) return group
  }
  return undefined
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

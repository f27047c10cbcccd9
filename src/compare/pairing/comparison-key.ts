/** Keys that pair base with head: benchmark key plus metric name (docs/architecture.md §3). */
import {
  benchmarkKey,
  type BenchmarkId,
  type BenchmarkResult,
} from '../../model/benchmark-result.js'

const benchmarkKeys = new WeakMap<BenchmarkId, string>()

/**
 * `benchmarkKey`, memoised per benchmark object: results, identities and comparisons share the
 * adapter's BenchmarkId, and the key is a JSON serialisation worth computing once.
 */
export function keyOfBenchmark(id: BenchmarkId): string {
  let key = benchmarkKeys.get(id)
  if (key === undefined) {
    key = benchmarkKey(id)
    benchmarkKeys.set(id, key)
  }
  return key
}

/**
 * Stable comparison key: `benchmarkKey` plus the harness's metric name.
 *
 * @param result any result
 */
export function comparisonKey(result: Pick<BenchmarkResult, 'benchmark' | 'metricName'>): string {
  return `${keyOfBenchmark(result.benchmark)}${JSON.stringify(result.metricName)}`
}

/** Groups results by comparison key, keeping first-seen order. */
export function groupByKey(results: readonly BenchmarkResult[]): Map<string, BenchmarkResult[]> {
  const groups = new Map<string, BenchmarkResult[]>()
  for (const result of results) {
    const key = comparisonKey(result)
    const group = groups.get(key)
    if (group) group.push(result)
    else groups.set(key, [result])
  }
  return groups
}

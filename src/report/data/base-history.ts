/** Per-run medians of earlier base runs, for the sparklines of the comment. */
import { benchmarkKey, type BenchmarkResult } from '../../model/benchmark-result.js'
import type { Comparison } from '../../model/comparison.js'

const CHANGED = new Set<Comparison['class']>(['regression', 'improvement', 'inconclusive'])

/**
 * The median of each earlier base run, oldest first, for every comparison that changed or is
 * inconclusive (the rows whose sparkline the comment shows); a summary's mean instead where the
 * comparison compares means.
 *
 * @param historyRuns parsed results of the earlier base runs, newest first (as acquire orders them)
 * @param comparisons the run's comparisons; their `key` keys the result
 * @returns `Comparison.key` → medians in the metric's canonical unit; a run without the benchmark
 *   (or without a finite value for it) is skipped; comparisons with no history are absent
 */
export function baseHistory(
  historyRuns: readonly (readonly BenchmarkResult[])[],
  comparisons: readonly Comparison[],
): Record<string, number[]> {
  const wanted = new Map<string, string>()
  const byMeans = new Set<string>()
  for (const c of comparisons) {
    if (!CHANGED.has(c.class)) continue
    const id = identity(c.benchmark, c.metricName)
    wanted.set(id, c.key)
    if (c.centre === 'mean') byMeans.add(id)
  }
  const history: Record<string, number[]> = {}
  if (wanted.size === 0) return history
  for (const run of [...historyRuns].reverse()) {
    const values = new Map<string, number[]>()
    const summaries = new Map<string, number>()
    for (const result of run) {
      const id = identity(result.benchmark, result.metricName)
      if (!wanted.has(id)) continue
      if (result.samples.length > 0) values.set(id, [...(values.get(id) ?? []), ...result.samples])
      else {
        // The statistic the row shows for base and head, so the sparkline ends where they are.
        const centre = byMeans.has(id)
          ? (result.summary?.mean ?? result.summary?.median)
          : (result.summary?.median ?? result.summary?.mean)
        if (centre !== undefined && !summaries.has(id)) summaries.set(id, centre)
      }
    }
    for (const [id, key] of wanted) {
      const samples = values.get(id)
      const median = samples ? medianOf(samples) : summaries.get(id)
      if (median !== undefined && Number.isFinite(median)) (history[key] ??= []).push(median)
    }
  }
  return history
}

/** Our own pairing key (benchmark and metric name), independent of compare's key format. */
function identity(benchmark: BenchmarkResult['benchmark'], metricName: string): string {
  return `${benchmarkKey(benchmark)}\u0000${metricName}`
}

function medianOf(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

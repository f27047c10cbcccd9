/** One benchmark's wall and CPU time against the same reference, paired (docs/method.md §8). */
import type { Comparison } from '../../model/comparison.js'

/** The wall-time and the CPU-time comparison of one benchmark against one reference. */
export interface WallCpuPair {
  readonly wall: Comparison
  readonly cpu: Comparison
}

/**
 * The wall-time and CPU-time comparisons of each benchmark, paired by the benchmark (the
 * comparison key without its metric name) and the reference it is compared against (`against`),
 * so a head-against-base wall time is never read beside a CPU time against a named reference.
 * The first comparison of each kind counts: a harness reports one wall and one CPU time per
 * benchmark. Benchmarks with only one of the two have no pair.
 *
 * @param comparisons one run's comparisons, any order, any references
 * @returns one pair per benchmark and reference that has both, in the order the benchmarks first
 *   appear
 */
export function wallCpuPairs(comparisons: readonly Comparison[]): WallCpuPair[] {
  const byBenchmark = new Map<string, { wall?: Comparison; cpu?: Comparison }>()
  for (const c of comparisons) {
    if (c.metric !== 'wall-time' && c.metric !== 'cpu-time') continue
    const key = benchmarkOf(c)
    let pair = byBenchmark.get(key)
    if (pair === undefined) byBenchmark.set(key, (pair = {}))
    if (c.metric === 'wall-time') pair.wall ??= c
    else pair.cpu ??= c
  }
  const pairs: WallCpuPair[] = []
  for (const { wall, cpu } of byBenchmark.values())
    if (wall !== undefined && cpu !== undefined) pairs.push({ wall, cpu })
  return pairs
}

/** The reference and the comparison key without its metric name, as one map key. */
function benchmarkOf(c: Comparison): string {
  const suffix = JSON.stringify(c.metricName)
  const benchmark = c.key.endsWith(suffix) ? c.key.slice(0, -suffix.length) : c.key
  return `${c.against}\u0000${benchmark}`
}

/** Matching base and head results by benchmark key and metric, pooling repeats (DESIGN.md §3). */
import type { BenchmarkResult } from '../model/benchmark-result.js'
import { groupByKey } from './comparison-key.js'
import { poolResults, SampleArena, type PooledSide } from './pool-results.js'

/** One benchmark × metric with whatever each side has. */
export interface MetricPair {
  readonly key: string
  readonly base: PooledSide | null
  readonly head: PooledSide | null
}

/**
 * Groups each side by comparison key and pools results sharing one, in head order and then the
 * base-only keys in base order. Results with the same key pool as more samples when they share
 * format and environment; otherwise the side carries a conflict and is not compared.
 *
 * @param base results of the base run (or a reference)
 * @param head results of the head run
 */
export function pairResults(
  base: readonly BenchmarkResult[],
  head: readonly BenchmarkResult[],
): MetricPair[] {
  const baseGroups = groupByKey(base)
  const headGroups = groupByKey(head)
  let samples = 0
  for (const result of base) samples += result.samples.length
  for (const result of head) samples += result.samples.length
  const arena = new SampleArena(2 * samples)
  const keys = [
    ...headGroups.keys(),
    ...[...baseGroups.keys()].filter((key) => !headGroups.has(key)),
  ]
  return keys.map((key) => {
    const baseGroup = baseGroups.get(key)
    const headGroup = headGroups.get(key)
    return {
      key,
      base: baseGroup ? poolResults(baseGroup, arena) : null,
      head: headGroup ? poolResults(headGroup, arena) : null,
    }
  })
}

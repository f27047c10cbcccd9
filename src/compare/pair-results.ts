/** Matching base and head results by benchmark key and metric, pooling repeats (DESIGN.md §3). */
import type { BenchmarkResult } from '../model/benchmark-result.js'
import { poolResults, SampleArena, type PooledSide } from './pool-results.js'
import { groupResults, type ResultGroup } from './result-groups.js'

/** One benchmark × metric with whatever each side has. */
export interface MetricPair {
  /** The comparison key (`comparisonKey` of either side's results). */
  readonly key: string
  /** `benchmarkKey` of the benchmark, shared by its metrics. */
  readonly benchmarkKey: string
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
  const baseGroups = groupResults(base)
  const headGroups = groupResults(head)
  let samples = 0
  for (const result of base) samples += result.samples.length
  for (const result of head) samples += result.samples.length
  const arena = new SampleArena(2 * samples)
  const pairs: MetricPair[] = []
  const paired = new Uint8Array(baseGroups.groups.length)
  for (const headGroup of headGroups.groups) {
    const baseGroup = baseGroups.find(headGroup.benchmarkKey, headGroup.metricName)
    if (baseGroup !== undefined) paired[baseGroup.index] = 1
    pairs.push(pairOf(headGroup, baseGroup, headGroup, arena))
  }
  for (const baseGroup of baseGroups.groups) {
    if (paired[baseGroup.index] === 0) pairs.push(pairOf(baseGroup, baseGroup, undefined, arena))
  }
  return pairs
}

function pairOf(
  group: ResultGroup,
  base: ResultGroup | undefined,
  head: ResultGroup | undefined,
  arena: SampleArena,
): MetricPair {
  // The comparison key exactly as `comparisonKey` writes it, built once per pair.
  return {
    key: group.benchmarkKey + JSON.stringify(group.metricName),
    benchmarkKey: group.benchmarkKey,
    base: base ? poolResults(base.results, arena) : null,
    head: head ? poolResults(head.results, arena) : null,
  }
}

/** Matching base and head results by benchmark key and metric (DESIGN.md §3). */
import type { BenchmarkResult } from '../model/benchmark-result.js'
import { groupResults, type ResultGroup } from './result-groups.js'

/** One benchmark × metric with the results each side has for it. */
export interface MetricPair {
  /** The comparison key (`comparisonKey` of either side's results). */
  readonly key: string
  /** `benchmarkKey` of the benchmark, shared by its metrics. */
  readonly benchmarkKey: string
  /** The side's results with this key, in input order (pooled later); null when it has none. */
  readonly base: readonly BenchmarkResult[] | null
  readonly head: readonly BenchmarkResult[] | null
}

/**
 * Groups each side by comparison key, in head order and then the base-only keys in base order.
 * The groups are pooled (`poolResults`) when each pair is measured, one pair at a time, so that
 * no pooled copy of a suite's samples outlives its comparison (issue 7).
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
  const pairs: MetricPair[] = []
  const paired = new Uint8Array(baseGroups.groups.length)
  for (let i = 0; i < headGroups.groups.length; i++) {
    const headGroup = headGroups.groups[i] as ResultGroup
    const baseGroup = baseGroups.find(headGroup.benchmarkKey, headGroup.metricName)
    if (baseGroup !== undefined) paired[baseGroup.index] = 1
    pairs.push(pairOf(headGroup, baseGroup, headGroup))
  }
  for (let i = 0; i < baseGroups.groups.length; i++) {
    const baseGroup = baseGroups.groups[i] as ResultGroup
    if (paired[baseGroup.index] === 0) pairs.push(pairOf(baseGroup, baseGroup, undefined))
  }
  return pairs
}

function pairOf(
  group: ResultGroup,
  base: ResultGroup | undefined,
  head: ResultGroup | undefined,
): MetricPair {
  return {
    // The comparison key exactly as `comparisonKey` writes it, built once per pair.
    key: group.benchmarkKey + JSON.stringify(group.metricName),
    benchmarkKey: group.benchmarkKey,
    base: base ? base.results : null,
    head: head ? head.results : null,
  }
}

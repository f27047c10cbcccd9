/**
 * compare/pairing: base and head results matched by benchmark key and metric (match-results,
 * result-groups, comparison-key), each side pooled into one sample (pool-results, in the scratch
 * room of sample-arena), and who each pair is and whether it gates (metric-identity).
 */
/** Matching base and head results by benchmark key and metric (docs/architecture.md §3). */
import type { BenchmarkId, BenchmarkResult } from '../../model/benchmark-result.js'
import { looseName } from '../../model/invisible-characters.js'
import { findMetric, groupResults, type BenchmarkEntry, type ResultGroup } from './result-groups.js'

/** One benchmark × metric with the results each side has for it. */
export interface MetricPair {
  /** The comparison key (`comparisonKey` of either side's results). */
  readonly key: string
  /** `benchmarkKey` of the benchmark, shared by its metrics. */
  readonly benchmarkKey: string
  /**
   * Which benchmark the pair belongs to, the same small number for all its pairs: the metrics
   * gating looks at together, found without a lookup by key.
   */
  readonly benchmark: number
  /** The side's results with this key, in input order (pooled later); null when it has none. */
  readonly base: readonly BenchmarkResult[] | null
  readonly head: readonly BenchmarkResult[] | null
  /**
   * The base's benchmark when it is named differently from the head's but alike to a reader:
   * the same after NFKC with invisible characters removed (see `pairRenamed`). Undefined when
   * the names are equal.
   */
  readonly renamedFrom?: BenchmarkId
}

/**
 * Groups each side by comparison key, in head order and then the base-only keys in base order.
 * The groups are pooled (`poolResults`) when each pair is measured, one pair at a time, so that
 * no pooled copy of a suite's samples outlives its comparison.
 *
 * @param base results of the base run (or a reference)
 * @param head results of the head run
 */
export function matchResults(
  base: readonly BenchmarkResult[],
  head: readonly BenchmarkResult[],
): MetricPair[] {
  const baseGroups = groupResults(base)
  const headGroups = groupResults(head)
  const pairs: MetricPair[] = []
  const paired = new Uint8Array(baseGroups.groups.length)
  // Each benchmark's number: its head entry's position, else after all of those its base entry's.
  const headCount = headGroups.benchmarks.size
  const renamed = pairRenamed(baseGroups.benchmarks, headGroups.benchmarks)
  let headEntry: BenchmarkEntry | undefined
  let baseEntry: BenchmarkEntry | undefined
  for (let i = 0; i < headGroups.groups.length; i++) {
    const headGroup = headGroups.groups[i] as ResultGroup
    // A benchmark's metrics are consecutive groups: its base entry is looked up once.
    if (headGroup.benchmark !== headEntry) {
      headEntry = headGroup.benchmark
      baseEntry = baseGroups.benchmarks.get(headEntry.key) ?? renamed.baseOf.get(headEntry)
    }
    const baseGroup = baseEntry && findMetric(baseEntry.groups, headGroup.metricName)
    if (baseGroup !== undefined) paired[baseGroup.index] = 1
    const pair = pairOf(headGroup, baseGroup, headGroup, headEntry.ordinal)
    const from = baseGroup?.benchmark.key === headEntry.key ? undefined : baseGroup?.results[0]
    pairs.push(from === undefined ? pair : { ...pair, renamedFrom: from.benchmark })
  }
  for (let i = 0; i < baseGroups.groups.length; i++) {
    const baseGroup = baseGroups.groups[i] as ResultGroup
    if (paired[baseGroup.index] === 1) continue
    // Gated with the head's metrics of the same benchmark, if the head has any.
    const headOfSame =
      headGroups.benchmarks.get(baseGroup.benchmark.key) ?? renamed.headOf.get(baseGroup.benchmark)
    const number = headOfSame ? headOfSame.ordinal : headCount + baseGroup.benchmark.ordinal
    pairs.push(pairOf(baseGroup, baseGroup, undefined, number))
  }
  return pairs
}

/**
 * Base-only and head-only benchmarks whose names are alike to a reader: equal keys after
 * `looseName` (NFKC, default-ignorable code points removed), one on each side. `BM_Crc32` on base
 * and `BM_Crc32` + U+200B on head would otherwise be one removed and one added benchmark, looking
 * the same in the comment, and a regression between them would go unseen (docs/security.md).
 * Only a one-to-one match is paired: two head names alike to one base name are left as they are.
 * Loose keys are computed for the unmatched benchmarks only (usually none).
 */
function pairRenamed(
  base: ReadonlyMap<string, BenchmarkEntry>,
  head: ReadonlyMap<string, BenchmarkEntry>,
): {
  baseOf: Map<BenchmarkEntry, BenchmarkEntry>
  headOf: Map<BenchmarkEntry, BenchmarkEntry>
} {
  const baseOf = new Map<BenchmarkEntry, BenchmarkEntry>()
  const headOf = new Map<BenchmarkEntry, BenchmarkEntry>()
  const unmatched = (side: ReadonlyMap<string, BenchmarkEntry>, other: typeof side) => {
    const byLoose = new Map<string, BenchmarkEntry | null>()
    for (const [key, entry] of side) {
      if (other.has(key)) continue
      const loose = looseName(key)
      byLoose.set(loose, byLoose.has(loose) ? null : entry)
    }
    return byLoose
  }
  const headOnly = unmatched(head, base)
  if (headOnly.size === 0) return { baseOf, headOf }
  for (const [loose, baseEntry] of unmatched(base, head)) {
    const headEntry = headOnly.get(loose)
    if (!baseEntry || !headEntry) continue
    baseOf.set(headEntry, baseEntry)
    headOf.set(baseEntry, headEntry)
  }
  return { baseOf, headOf }
}

function pairOf(
  group: ResultGroup,
  base: ResultGroup | undefined,
  head: ResultGroup | undefined,
  benchmark: number,
): MetricPair {
  return {
    // The comparison key exactly as `comparisonKey` writes it, built once per pair.
    key: group.benchmark.key + JSON.stringify(group.metricName),
    benchmarkKey: group.benchmark.key,
    benchmark,
    base: base ? base.results : null,
    head: head ? head.results : null,
  }
}

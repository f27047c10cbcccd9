/** One side's results for one benchmark × metric, pooled as more samples (DESIGN.md §3). */
import type { BenchmarkResult, SummaryStats } from '../model/benchmark-result.js'
import { logsOf, sortedCopy } from './descriptive.js'

/** Everything one side holds for one benchmark × metric, after pooling. */
export interface PooledSide {
  /** Finite samples, in input order (several results concatenated). */
  readonly samples: readonly number[]
  /** The same samples in ascending order, and their natural logs (NaN or −∞ for values ≤ 0). */
  readonly sorted: Float64Array
  readonly sortedLogs: Float64Array
  /** Round id per sample, or null when any pooled result lacks them. */
  readonly rounds: readonly string[] | null
  /** Harness summary, used only when there are no samples. */
  readonly summary: SummaryStats | null
  readonly quantum: number | undefined
  readonly deterministic: boolean
  /** The harness's error or skip message, when any pooled result carries one. */
  readonly error: string | null
  /** Non-finite samples dropped (METHOD.md §2). */
  readonly droppedNonFinite: number
  /** Results that could not be pooled (different format or environment), described. */
  readonly conflict: string | null
  readonly first: BenchmarkResult
}

/**
 * Pools results of one side and key (DESIGN.md §3): samples concatenated, round ids kept when all
 * carry them, non-finite samples dropped and counted. A lone summary is kept as is; several
 * summaries without samples are not combined (their medians cannot be) and count as a conflict.
 *
 * @param results at least one result with the same comparison key
 */
export function poolResults(results: readonly BenchmarkResult[]): PooledSide {
  const only = results.length === 1 ? results[0] : undefined
  if (only !== undefined && only.samples.every(Number.isFinite)) {
    const rounds = only.rounds?.length === only.samples.length ? only.rounds : null
    return {
      samples: only.samples,
      ...sortedWithLogs(only.samples),
      rounds: only.samples.length > 0 ? rounds : null,
      summary: only.samples.length === 0 ? (only.summary ?? null) : null,
      quantum: only.quantum,
      deterministic: only.deterministic === true,
      error: only.error ?? null,
      droppedNonFinite: 0,
      conflict: null,
      first: only,
    }
  }
  const first = results[0] as BenchmarkResult
  const fingerprint = (r: BenchmarkResult): string =>
    JSON.stringify([r.format, r.unit, sortedEntries(r.environment)])
  const mismatch = results.find((r) => fingerprint(r) !== fingerprint(first))
  const withSamples = results.filter((r) => r.samples.length > 0)
  const samples: number[] = []
  const rounds: string[] = []
  let roundsComplete = true
  let dropped = 0
  for (const result of withSamples) {
    for (const [i, value] of result.samples.entries()) {
      if (!Number.isFinite(value)) {
        dropped++
        continue
      }
      samples.push(value)
      const round = result.rounds?.[i]
      if (round === undefined) roundsComplete = false
      else rounds.push(round)
    }
  }
  const summaries = results.filter((r) => r.samples.length === 0 && r.summary !== undefined)
  const conflict =
    mismatch !== undefined
      ? `results from ${first.source.file} and ${mismatch.source.file} differ in format, unit or environment`
      : withSamples.length === 0 && summaries.length > 1
        ? `${summaries.length} summaries without samples cannot be pooled`
        : null
  return {
    samples,
    ...sortedWithLogs(samples),
    rounds: roundsComplete && samples.length > 0 ? rounds : null,
    summary: withSamples.length === 0 ? (summaries[0]?.summary ?? null) : null,
    quantum: results.reduce<number | undefined>(
      (q, r) => (r.quantum === undefined ? q : Math.max(q ?? 0, r.quantum)),
      undefined,
    ),
    deterministic: results.every((r) => r.deterministic === true),
    error: results.find((r) => r.error !== undefined)?.error ?? null,
    droppedNonFinite: dropped,
    conflict,
    first,
  }
}

function sortedEntries(environment: BenchmarkResult['environment']): [string, string][] {
  return Object.entries(environment ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

function sortedWithLogs(samples: readonly number[]): {
  sorted: Float64Array
  sortedLogs: Float64Array
} {
  const sorted = sortedCopy(samples)
  return { sorted, sortedLogs: logsOf(sorted) }
}

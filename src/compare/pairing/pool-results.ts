/** One side's results for one benchmark × metric, pooled as more samples (docs/architecture.md §3). */
import type { BenchmarkResult, RunFailure, SummaryStats } from '../../model/benchmark-result.js'
import { sortInto } from '../order-statistics/sort-small.js'
import type { SampleRoom } from './sample-arena.js'

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
  /** The harness's skip message (no value, not a failure), when any pooled result carries one. */
  readonly error: string | null
  /** The side's run failed (any pooled result's `failure`; see `pooledFailure`), else null. */
  readonly failure: RunFailure | null
  /** Non-finite samples dropped (docs/method.md §2). */
  readonly droppedNonFinite: number
  /** Results that could not be pooled (different format or environment), described. */
  readonly conflict: string | null
  /** Harness summaries taken as one sample each (repetitions split over files), or 0. */
  readonly summariesAsSamples: number
  /** Files the pooled results came from: more than one when repetitions were split over files. */
  readonly files: number
  readonly first: BenchmarkResult
}

/**
 * Pools results of one side and key (docs/architecture.md §3): samples concatenated, round ids kept when all
 * carry them, non-finite samples dropped and counted. A lone summary is kept as is. Several
 * summaries without samples (one file per repetition, each printing one estimate) cannot be merged
 * into one summary, since medians do not combine; each file's location (median, else mean) becomes
 * one sample instead, the between-repetition spread a careful reviewer would use. Results that mix
 * raw samples with bare summaries are a conflict: the two are different levels of aggregation.
 *
 * @param results at least one result with the same comparison key
 * @param arena where the sorted copies go (valid while its `within` call runs); fresh arrays
 *   without one
 */
export function poolResults(results: readonly BenchmarkResult[], arena?: SampleRoom): PooledSide {
  const only = results.length === 1 ? results[0] : undefined
  if (only !== undefined && allFinite(only.samples) && only.duplicate === undefined) {
    const samples = only.samples
    const rounds = only.rounds?.length === samples.length ? only.rounds : null
    const sorted = room(arena, samples.length)
    const sortedLogs = room(arena, samples.length)
    sortInto(samples, sorted)
    logsInto(sorted, sortedLogs)
    return {
      samples,
      sorted,
      sortedLogs,
      rounds: samples.length > 0 ? rounds : null,
      summary: samples.length === 0 ? (only.summary ?? null) : null,
      quantum: only.quantum,
      deterministic: only.deterministic === true,
      error: only.error ?? null,
      failure: only.failure ?? null,
      droppedNonFinite: 0,
      conflict: null,
      summariesAsSamples: 0,
      files: 1,
      first: only,
    }
  }
  const first = results[0] as BenchmarkResult
  const fingerprint = (r: BenchmarkResult): string =>
    JSON.stringify([r.format, r.unit, sortedEntries(r.environment)])
  const mismatch = results.find((r) => fingerprint(r) !== fingerprint(first))
  const withSamples = results.filter((r) => r.samples.length > 0)
  const summaries = results.filter((r) => r.samples.length === 0 && r.summary !== undefined)
  const summariesAsSamples = withSamples.length === 0 && summaries.length > 1
  const samples: number[] = []
  const rounds: string[] = []
  let dropped = 0
  const take = (value: number, round: string | undefined): void => {
    if (!Number.isFinite(value)) {
      dropped++
      return
    }
    samples.push(value)
    if (round !== undefined) rounds.push(round)
  }
  for (const result of withSamples) {
    for (const [i, value] of result.samples.entries()) take(value, result.rounds?.[i])
  }
  if (summariesAsSamples) {
    for (const result of summaries) take(locationOf(result.summary), result.rounds?.[0])
  }
  const mixed = withSamples.length > 0 ? summaries[0] : undefined
  const duplicate = results.find((r) => r.duplicate !== undefined)?.duplicate
  const conflict =
    duplicate !== undefined
      ? duplicate
      : mismatch !== undefined
        ? `results from ${first.source.file} and ${mismatch.source.file} differ in format, unit or environment`
        : mixed !== undefined
          ? `${(withSamples[0] as BenchmarkResult).source.file} has samples but ${mixed.source.file} only a summary; they cannot be pooled`
          : null
  const { sorted, sortedLogs } = sortedWithLogs(samples, arena)
  return {
    samples,
    sorted,
    sortedLogs,
    rounds: samples.length > 0 && rounds.length === samples.length ? rounds : null,
    summary:
      withSamples.length === 0 && !summariesAsSamples ? (summaries[0]?.summary ?? null) : null,
    quantum: results.reduce<number | undefined>(
      (q, r) => (r.quantum === undefined ? q : Math.max(q ?? 0, r.quantum)),
      undefined,
    ),
    deterministic: results.every((r) => r.deterministic === true),
    error: results.find((r) => r.error !== undefined)?.error ?? null,
    failure: pooledFailure(results),
    droppedNonFinite: dropped,
    conflict,
    summariesAsSamples: summariesAsSamples ? summaries.length : 0,
    files: new Set(results.map((r) => r.source.file)).size,
    first,
  }
}

/**
 * The failure of a side pooled from several results (repetitions split over files): the first
 * failed result's message; failed runs and runs added up over the results when every result says
 * how many it ran (a result without a failure counts its samples as good runs), else left out.
 */
function pooledFailure(results: readonly BenchmarkResult[]): RunFailure | null {
  const failed = results.filter((r) => r.failure !== undefined)
  const first = failed[0]?.failure
  if (first === undefined) return null
  if (failed.length === 1 && results.length === 1) return first
  let failedRuns = 0
  let runs = 0
  for (const r of results) {
    if (r.failure === undefined) {
      runs += r.samples.length
      continue
    }
    if (r.failure.failedRuns === undefined || r.failure.runs === undefined) {
      return { message: first.message }
    }
    failedRuns += r.failure.failedRuns
    runs += r.failure.runs
  }
  return { message: first.message, failedRuns, runs }
}

/** A summary's location: its median when printed, else its mean; NaN when it has neither. */
function locationOf(summary: SummaryStats | undefined): number {
  return summary?.median ?? summary?.mean ?? NaN
}

function sortedEntries(environment: BenchmarkResult['environment']): [string, string][] {
  return Object.entries(environment ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

function sortedWithLogs(
  samples: readonly number[],
  arena: SampleRoom | undefined,
): { sorted: Float64Array; sortedLogs: Float64Array } {
  const sorted = room(arena, samples.length)
  const sortedLogs = room(arena, samples.length)
  sortInto(samples, sorted)
  logsInto(sorted, sortedLogs)
  return { sorted, sortedLogs }
}

/** Room for `length` values: from the arena, or a fresh array of exactly that length. */
function room(arena: SampleRoom | undefined, length: number): Float64Array {
  return arena ? arena.take(length) : new Float64Array(length)
}

function allFinite(values: readonly number[]): boolean {
  for (let i = 0; i < values.length; i++) if (!Number.isFinite(values[i])) return false
  return true
}

function logsInto(sorted: Float64Array, logs: Float64Array): void {
  for (let i = 0; i < sorted.length; i++) logs[i] = Math.log(sorted[i] as number)
}

/**
 * The normalized result model every harness adapter produces (docs/architecture.md §3).
 * Values are canonical: time in ns, bytes in B, rates per second, counts as plain numbers.
 */

export const METRIC_KINDS = [
  'wall-time',
  'cpu-time',
  'throughput',
  'memory',
  'allocations',
  'instructions',
  'cycles',
  'custom',
] as const
export type MetricKind = (typeof METRIC_KINDS)[number]

export type Direction = 'lower-is-better' | 'higher-is-better' | 'unknown'

/** The named thing measured. Its key (see `benchmarkKey`) pairs base with head. */
export interface BenchmarkId {
  /** Package, group, class or file the benchmark belongs to, when the harness names one. */
  readonly suite?: string
  readonly name: string
  /** Parameters that are not part of `name` (hyperfine `-L`, pytest params). */
  readonly params?: Readonly<Record<string, string>>
  /** GOMAXPROCS or thread count, when the harness appends it to the name. */
  readonly procs?: number
}

/** Where a result came from: the file, and a line (1-based) or a JSON path inside it. */
export interface SourceLocation {
  readonly file: string
  readonly line?: number
  readonly jsonPath?: string
}

/** What the harness printed instead of raw samples (docs/method.md §5). Canonical units. */
export interface SummaryStats {
  readonly n: number
  readonly mean?: number
  readonly sd?: number
  readonly median?: number
  readonly min?: number
  readonly max?: number
  /** Raw (unscaled) median absolute deviation. */
  readonly mad?: number
  /**
   * Catch2's `outliers variance`: the share of the variance its analysis attributes to outliers
   * (0–1; above 0.5 Catch2 calls it severely inflated). A diagnostic only (docs/method.md §5).
   */
  readonly outlierVariance?: number
}

/** Facts about the machine and build the harness printed; keys are ours, values as printed. */
export type Environment = Readonly<Record<string, string>>

/** Well-known environment keys, compared between base and head. */
export const ENVIRONMENT_KEYS = [
  'cpu',
  'cores',
  'frequency',
  'os',
  'arch',
  'compiler',
  'runtime',
  'build-type',
] as const

/**
 * What a file says about the one invocation of the harness that wrote it, when the harness records
 * it (Google Benchmark's `context`, pytest-benchmark's `machine_info`, `commit_info` and
 * `datetime`). Several files of one side pool only when they are one run: the same facts, started
 * close together (docs/architecture.md §3 "One run or several").
 */
export interface RunIdentity {
  /** When the invocation started, in ms since the Unix epoch; absent when not printed or unreadable. */
  readonly started?: number
  /** What the invocations of one run share (host, executable, library build): keys ours, values as printed. */
  readonly facts: Readonly<Record<string, string>>
}

/** A failed run as the harness reported it (docs/architecture.md §3). */
export interface RunFailure {
  /** The harness's own message (untrusted text: escape before rendering). */
  readonly message: string
  /** How many of `runs` runs failed, when the harness ran the benchmark several times. */
  readonly failedRuns?: number
  readonly runs?: number
  /**
   * `suite`: the whole suite failed (a Go package that panicked or did not build). The result
   * carrying it is no benchmark: it stands for every benchmark of its `benchmark.suite` this
   * side lacks, which compare reports as failed with this failure (docs/architecture.md §3).
   */
  readonly scope?: 'suite'
}

/**
 * The failure as one phrase: the message, after how many runs failed when the harness ran the
 * benchmark several times (`all 10 runs failed (exit code 2)`, `3 of 10 runs failed (…)`).
 */
export function failureText(failure: RunFailure): string {
  const { failedRuns, runs, message } = failure
  if (failedRuns === undefined || runs === undefined) return message
  const counted =
    failedRuns === runs ? `all ${runs} runs failed` : `${failedRuns} of ${runs} runs failed`
  return `${counted} (${message})`
}

export interface BenchmarkResult {
  readonly benchmark: BenchmarkId
  readonly metric: MetricKind
  /** The harness's own name for the metric (`real_time`, `B/op`, `parse_ms/blk`). */
  readonly metricName: string
  /** Canonical unit (`ns`, `B`, `ops/s`, `B/s`, `count`) or a custom unit as printed. */
  readonly unit: string
  readonly direction: Direction
  /** One value per repetition or round, per iteration, in `unit`. Empty when only `summary` is known. */
  readonly samples: readonly number[]
  /** Harness summary, used when `samples` is empty (and reported beside samples otherwise). */
  readonly summary?: SummaryStats
  /** Round id of each sample, for paired (interleaved) designs; same length as `samples`. */
  readonly rounds?: readonly string[]
  /** Printed resolution in `unit`: the value of one unit in the last printed digit (docs/method.md §7). */
  readonly quantum?: number
  /** The metric does not vary between runs of one build (instruction counts, docs/method.md §8). */
  readonly deterministic?: boolean
  /** Not comparable, and not a failure: the harness skipped the benchmark or recorded no value. */
  readonly error?: string
  /**
   * Set by parse when this benchmark and metric also came from another place on the same side
   * that is not a repetition of the same run (a stale Criterion directory, a file of another
   * run): names both places.
   * The pair is not compared (docs/architecture.md §3).
   */
  readonly duplicate?: string
  /**
   * The benchmark's run failed on this side: a non-zero exit code, an error the harness reported,
   * an exception (docs/architecture.md §3). `samples` then holds only the runs that succeeded,
   * if any, shown and never compared.
   */
  readonly failure?: RunFailure
  /** Adapter id that read this result. */
  readonly format: string
  readonly source: SourceLocation
  readonly environment?: Environment
  /** The invocation that wrote the file, when the harness records one (one object per file). */
  readonly run?: RunIdentity
}

/** Stable identity of a benchmark across runs: suite, name, params and procs, unambiguous. */
export function benchmarkKey(id: BenchmarkId): string {
  return JSON.stringify([id.suite ?? null, id.name, sortedParams(id.params), id.procs ?? null])
}

/** Human-readable label: `suite › name [k=v, …] (procs N)`. Unique whenever keys are unique. */
export function benchmarkLabel(id: BenchmarkId): string {
  const params = sortedParams(id.params)
  const parts = [id.suite ? `${id.suite} › ${id.name}` : id.name]
  if (params.length > 0) parts.push(`[${params.map(([k, v]) => `${k}=${v}`).join(', ')}]`)
  if (id.procs !== undefined) parts.push(`(procs ${id.procs})`)
  return parts.join(' ')
}

function sortedParams(params: BenchmarkId['params']): [string, string][] {
  return params ? Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : []
}

/**
 * Google Benchmark `--benchmark_format=json` / `--benchmark_out_format=json` (v1.5+). Iteration
 * rows are samples, grouped by `run_name`; aggregate rows (`_mean`, `_median`, `_stddev`, `_cv`)
 * are summaries, used only when a run has no iteration rows (`--benchmark_report_aggregates_only`).
 * Complexity rows (`_BigO`, `_RMS`) are coefficients, never timings.
 */
import type { FreshResult } from './format-adapter.js'
import { keepResults } from './result-room.js'
import { z } from 'zod'
import type {
  BenchmarkResult,
  Environment,
  RunFailure,
  RunIdentity,
} from '../../model/benchmark-result.js'
import { boundedName, failureMessage } from './bounded-text.js'
import { DEBUG_LIBRARY_NOTE, nonFiniteCounter } from './google-benchmark-build.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import {
  isOptionalBoolean,
  isOptionalFigure,
  isOptionalNumber,
  isOptionalString,
  isPlainObject,
} from '../json/json-shape-checks.js'
import { toSamples } from './sample-values.js'
import { summaryStats } from './summary-stats.js'
import { nanosecondsPer } from './units.js'
import { readJsonRoot } from '../json/json-root.js'
import { runStart } from './run-start.js'

const Row = z.looseObject({
  name: z.string(),
  run_name: z.string().optional(),
  run_type: z.enum(['iteration', 'aggregate']).optional(),
  aggregate_name: z.string().optional(),
  repetitions: z.number().optional(),
  iterations: z.number().optional(),
  real_time: z.number().nullable().optional(),
  cpu_time: z.number().nullable().optional(),
  time_unit: z.string().optional(),
  error_occurred: z.boolean().optional(),
  error_message: z.string().optional(),
  skipped: z.union([z.boolean(), z.number(), z.string()]).optional(),
  skip_message: z.string().optional(),
})
type Row = z.infer<typeof Row>

/** `Row`, checked by hand: a file holds hundreds of thousands of rows. */
function isRow(value: unknown): value is Row {
  if (!isPlainObject(value)) return false
  const { run_type: runType, skipped } = value
  return (
    typeof value.name === 'string' &&
    isOptionalString(value.run_name) &&
    (runType === undefined || runType === 'iteration' || runType === 'aggregate') &&
    isOptionalString(value.aggregate_name) &&
    isOptionalNumber(value.repetitions) &&
    isOptionalNumber(value.iterations) &&
    isOptionalFigure(value.real_time) &&
    isOptionalFigure(value.cpu_time) &&
    isOptionalString(value.time_unit) &&
    isOptionalBoolean(value.error_occurred) &&
    isOptionalString(value.error_message) &&
    (isOptionalBoolean(skipped) || isOptionalNumber(skipped) || typeof skipped === 'string') &&
    isOptionalString(value.skip_message)
  )
}

const Document = z.object({
  context: z.looseObject({}).optional(),
  benchmarks: z.array(z.unknown()),
})
type Document = z.infer<typeof Document>

function isDocument(value: unknown): value is Document {
  return (
    isPlainObject(value) &&
    Array.isArray(value.benchmarks) &&
    (value.context === undefined || isPlainObject(value.context))
  )
}

/** The schemas with their hand-written checks, for the test that ties each check to its schema. */
export const googleBenchmarkShapes = {
  row: { schema: Row, fits: isRow },
  document: { schema: Document, fits: isDocument },
}

/** Row keys that are not user counters. */
const KNOWN_KEYS = new Set([
  'name',
  'family_index',
  'per_family_instance_index',
  'run_name',
  'run_type',
  'repetitions',
  'repetition_index',
  'threads',
  'iterations',
  'real_time',
  'cpu_time',
  'time_unit',
  'aggregate_name',
  'aggregate_unit',
  'error_occurred',
  'error_message',
  'skipped',
  'skip_message',
  'label',
  'big_o',
  'cpu_coefficient',
  'real_coefficient',
  'rms',
  'manual_time',
  'bytes_per_second',
  'items_per_second',
])

export const googleBenchmarkJson: FormatAdapter<'google-benchmark-json'> = {
  id: 'google-benchmark-json',
  harness: 'Google Benchmark',
  aliases: ['googlecpp'],
  detect: ({ text }) =>
    /"benchmarks"\s*:/.test(text) && /"(run_type|real_time|cpu_time|time_unit)"\s*:/.test(text),
  parse,
}

interface Group {
  readonly runName: string
  readonly path: string
  /** Iteration rows, and beside them their indices in `$.benchmarks` (no object per row). */
  readonly iterations: Row[]
  readonly iterationIndices: number[]
  readonly aggregates: Map<string, { row: Row; index: number }>
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics, isDocument)
  if (!root) return { results: [], diagnostics, environment: {} }
  const environment = environmentOf(root.context ?? {})
  if (environment['build-type'] === 'debug')
    diagnostics.push(
      diagnostic('warning', source.name, '$.context.library_build_type', DEBUG_LIBRARY_NOTE),
    )
  const groups = groupRows(root.benchmarks, source.name, diagnostics)
  const run = root.context === undefined ? undefined : runOf(root.context)
  const results: FreshResult[] = []
  for (const group of groups.values()) {
    const made: FreshResult[] = groupResults(group, source.name, diagnostics)
    if (run !== undefined) for (const result of made) result.run = run
    keepResults(results, made)
  }
  return { results, diagnostics, environment }
}

function groupRows(
  rows: readonly unknown[],
  file: string,
  diagnostics: Diagnostic[],
): Map<string, Group> {
  const groups = new Map<string, Group>()
  // The harness writes a run's rows together: the previous row's group is the usual answer.
  let last: Group | undefined
  for (let index = 0; index < rows.length; index++) {
    const raw = rows[index]
    const row = isRow(raw) ? raw : readRecord(Row, raw, file, rowPath(index), diagnostics)
    if (!row) continue
    // Complexity rows are fitted coefficients, not runs: they must not open a group of their own
    // (`BM_N_BigO` has run_name `BM_N`, a name no iteration row carries).
    if (row.run_type === 'aggregate' && COMPLEXITY_ROWS.has(row.aggregate_name ?? '')) continue
    const runName = row.run_name ?? row.name
    let group = last?.runName === runName ? last : groups.get(runName)
    if (!group) {
      group = {
        runName,
        path: rowPath(index),
        iterations: [],
        iterationIndices: [],
        aggregates: new Map(),
      }
      groups.set(runName, group)
    }
    last = group
    if (row.run_type === 'aggregate') {
      group.aggregates.set(row.aggregate_name ?? '', { row, index })
    } else {
      group.iterations.push(row)
      group.iterationIndices.push(index)
    }
  }
  return groups
}

/** `Complexity()`'s `_BigO` and `_RMS` rows (`aggregate_name`). */
const COMPLEXITY_ROWS: ReadonlySet<string> = new Set(['BigO', 'RMS'])

function rowPath(index: number): string {
  return childPath('$.benchmarks', index)
}

function groupResults(group: Group, file: string, diagnostics: Diagnostic[]): BenchmarkResult[] {
  const failedAt = group.iterations.findIndex(isFailed)
  const failed =
    failedAt >= 0
      ? { row: group.iterations[failedAt] as Row, index: group.iterationIndices[failedAt] ?? 0 }
      : [...group.aggregates.values()].find(({ row }) => isFailed(row))
  if (failed) {
    // `error_occurred` (state.SkipWithError) is a failed run; a skip (SkipWithMessage) is not.
    const failure =
      failed.row.error_occurred === true
        ? { message: failureMessage(failed.row.error_message, 'the benchmark reported an error') }
        : undefined
    const message = failed.row.skip_message ?? 'skipped by the benchmark'
    return [errored(group, file, rowPath(failed.index), message, failure)]
  }
  if (group.iterations.length > 0) return fromIterations(group, file, diagnostics)
  return fromAggregates(group, file, diagnostics)
}

function isFailed(row: Row): boolean {
  return row.error_occurred === true || isSkipped(row)
}

function isSkipped(row: Row): boolean {
  return (
    row.skipped !== undefined &&
    row.skipped !== false &&
    row.skipped !== 0 &&
    row.skipped !== 'NotSkipped'
  )
}

function timeFactor(
  row: Row,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): number | undefined {
  const factor = nanosecondsPer(row.time_unit ?? 'ns')
  if (factor === undefined)
    diagnostics.push(
      diagnostic(
        'error',
        file,
        `${path}.time_unit`,
        `unknown time unit "${row.time_unit ?? ''}"; this benchmark was skipped`,
      ),
    )
  return factor
}

interface MetricSpec {
  readonly key: string
  readonly metric: BenchmarkResult['metric']
  readonly unit: string
  readonly direction: BenchmarkResult['direction']
  /** The printed value's unit is the row's `time_unit` (else the value is already canonical). */
  readonly timed: boolean
}

const TIME_SPECS: readonly MetricSpec[] = [
  { key: 'real_time', metric: 'wall-time', unit: 'ns', direction: 'lower-is-better', timed: true },
  { key: 'cpu_time', metric: 'cpu-time', unit: 'ns', direction: 'lower-is-better', timed: true },
]
const BYTES_RATE: MetricSpec = {
  key: 'bytes_per_second',
  metric: 'throughput',
  unit: 'B/s',
  direction: 'higher-is-better',
  timed: false,
}
const ITEMS_RATE: MetricSpec = {
  key: 'items_per_second',
  metric: 'throughput',
  unit: 'ops/s',
  direction: 'higher-is-better',
  timed: false,
}

/** The metrics `rows` report, with the factor from their time unit to ns (none if unknown). */
function metricSpecs(
  rows: readonly Row[],
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): { specs: MetricSpec[]; time: number } {
  const [first] = rows
  if (!first) return { specs: [], time: 1 }
  const time = timeFactor(first, file, path, diagnostics)
  if (time === undefined) return { specs: [], time: 1 }
  const specs = [...TIME_SPECS]
  let bytesRate = false
  let itemsRate = false
  const counters = new Set<string>()
  for (const r of rows) {
    bytesRate ||= typeof r.bytes_per_second === 'number'
    itemsRate ||= typeof r.items_per_second === 'number'
    // null is a NaN or Infinity the library wrote (json-document.ts reads them so): a counter
    // that divides by zero is kept and reported, never dropped.
    for (const key in r)
      if (!KNOWN_KEYS.has(key) && (typeof r[key] === 'number' || r[key] === null)) counters.add(key)
  }
  if (bytesRate) specs.push(BYTES_RATE)
  if (itemsRate) specs.push(ITEMS_RATE)
  for (const key of counters)
    specs.push({ key, metric: 'custom', unit: 'count', direction: 'unknown', timed: false })
  return { specs, time }
}

function fromIterations(group: Group, file: string, diagnostics: Diagnostic[]): BenchmarkResult[] {
  const rows = group.iterations
  const { specs, time } = metricSpecs(rows, file, group.path, diagnostics)
  return specs.map((spec) => {
    const values = rows.map((row) => numberOrNull(row[spec.key]))
    if (spec.metric === 'custom' && values.every((v) => v === null))
      return base(group, spec, file, {
        samples: [],
        error: nonFiniteCounter(spec.key, 'repetition'),
      })
    const factor = spec.timed ? time : 1
    const samples = toSamples(values, factor, file, `${group.path}.${spec.key}`, diagnostics)
    return base(group, spec, file, { samples })
  })
}

/** Aggregates only: mean ± stddev with n = repetitions (docs/method.md §5), median beside them (test/field-cases.md F09). */
function fromAggregates(group: Group, file: string, diagnostics: Diagnostic[]): BenchmarkResult[] {
  const mean = group.aggregates.get('mean')
  if (!mean) {
    diagnostics.push(
      diagnostic(
        'warning',
        file,
        group.path,
        `benchmark "${group.runName}" has neither iteration rows nor a mean; skipped`,
      ),
    )
    return []
  }
  const rows = [...group.aggregates.values()].map(({ row }) => row)
  const n = mean.row.repetitions ?? mean.row.iterations ?? 1
  const { specs, time } = metricSpecs(rows, file, rowPath(mean.index), diagnostics)
  return specs.map((spec) => {
    const factor = spec.timed ? time : 1
    const value = (kind: string) => {
      const v = numberOrNull(group.aggregates.get(kind)?.row[spec.key])
      return v === null ? undefined : v * factor
    }
    const mean = value('mean')
    if (spec.metric === 'custom' && group.aggregates.get('mean')?.row[spec.key] === null)
      return base(group, spec, file, { samples: [], error: nonFiniteCounter(spec.key, 'mean') })
    const sd = value('stddev')
    // Google Benchmark computes `_stddev` from the repetitions, so 0 over n ≥ 2 of them says every
    // repetition gave the mean: the summary's zero range, evidence of no variation (§5, §8).
    const constant = sd === 0 && n >= 2 && mean !== undefined
    const summary = summaryStats(n, {
      mean,
      sd,
      median: value('median'),
      min: value('min') ?? (constant ? mean : undefined),
      max: value('max') ?? (constant ? mean : undefined),
    })
    return base(group, spec, file, summary ? { samples: [], summary } : { samples: [] })
  })
}

function base(
  group: Group,
  spec: MetricSpec,
  file: string,
  values: Pick<BenchmarkResult, 'samples' | 'summary' | 'error'>,
): BenchmarkResult {
  return {
    benchmark: { name: group.runName },
    metric: spec.metric,
    metricName: spec.key,
    unit: spec.unit,
    direction: spec.direction,
    ...values,
    format: 'google-benchmark-json',
    source: { file, jsonPath: group.path },
  }
}

function errored(
  group: Group,
  file: string,
  path: string,
  message: string,
  failure: RunFailure | undefined,
): BenchmarkResult {
  return {
    benchmark: { name: group.runName },
    metric: 'wall-time',
    metricName: 'real_time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples: [],
    ...(failure === undefined ? { error: message } : { failure }),
    format: 'google-benchmark-json',
    source: { file, jsonPath: path },
  }
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null
}

function environmentOf(context: Record<string, unknown>): Environment {
  const environment: Record<string, string> = {}
  const text = (v: unknown) =>
    typeof v === 'string' || typeof v === 'number' ? String(v) : undefined
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') environment[key] = value
  }
  set('cores', text(context.num_cpus))
  set(
    'frequency',
    context.mhz_per_cpu === undefined ? undefined : `${text(context.mhz_per_cpu) ?? ''} MHz`,
  )
  set('build-type', text(context.library_build_type))
  set(
    'cpu-scaling',
    typeof context.cpu_scaling_enabled === 'boolean'
      ? String(context.cpu_scaling_enabled)
      : text(context.cpu_scaling_enabled),
  )
  return environment
}

/** The `context` fields one invocation's files share: another value means another run. */
const RUN_FACTS = [
  'host_name',
  'executable',
  'library_build_type',
  'library_version',
  'num_cpus',
  'caches',
] as const

/**
 * What `context` says about the invocation (docs/architecture.md §3): its start (`date`, read only
 * with a zone offset, as the library writes it since 1.5) and the facts of `RUN_FACTS`. Load
 * average, CPU frequency and scaling are readings of the moment, not the run's identity (the
 * frequency is in the environment instead). One object per file: results share it.
 */
function runOf(context: Record<string, unknown>): RunIdentity {
  const facts: Record<string, string> = {}
  for (const key of RUN_FACTS) {
    const value = context[key]
    const text =
      typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : key === 'caches' && Array.isArray(value)
          ? cachesText(value)
          : undefined
    if (text !== undefined && text !== '') facts[key] = boundedName(text)
  }
  const started = runStart(context.date, 'unknown')
  return started === undefined ? { facts } : { started, facts }
}

/** The caches as the library prints them on the console: `L1 Data 32 KiB, L2 Unified 512 KiB`. */
function cachesText(caches: readonly unknown[]): string {
  return caches
    .map((cache) => {
      if (!isPlainObject(cache)) return '?'
      const { level, type, size } = cache
      const kib = typeof size === 'number' ? `${size / 1024} KiB` : '?'
      return `L${typeof level === 'number' ? level : '?'} ${typeof type === 'string' ? type : '?'} ${kib}`
    })
    .join(', ')
}

/**
 * Google Benchmark `--benchmark_format=csv` / `--benchmark_out_format=csv` (v1.x). One row per
 * repetition; aggregate rows (`_mean`, `_median`, `_stddev`, `_cv`) carry no run type, so they are
 * told apart by name and used only when a benchmark has no repetition rows. The console context
 * (CPU, debug-build warning) precedes the header when stderr was captured with stdout.
 */
import type { FreshResult } from './format-adapter.js'
import { keepResults } from './result-room.js'
import type {
  BenchmarkResult,
  Environment,
  RunIdentity,
  SummaryStats,
} from '../../model/benchmark-result.js'
import { DEBUG_LIBRARY_NOTE, nonFiniteCounter } from './google-benchmark-build.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { toSamples } from './sample-values.js'
import { summaryStats } from './summary-stats.js'
import { nanosecondsPer, printedQuantum } from './units.js'
import { boundedName, failureMessage } from './bounded-text.js'
import { runStart } from './run-start.js'

const HEADER = /^name,iterations,real_time,cpu_time,time_unit\b/
const AGGREGATE = /^(.*)_(mean|median|stddev|cv)$/
/** Complexity rows (`_BigO`, `_RMS`) hold coefficients and print no iteration count (test/field-cases.md F10). */
const COMPLEXITY = /_(?:BigO|RMS)$/
const FIXED_COLUMNS = new Set(['name', 'iterations', 'time_unit', 'label'])
const FIXED_COLUMNS_WITHOUT_VALUES = new Set(['error_occurred', 'error_message'])

export const googleBenchmarkCsv: FormatAdapter<'google-benchmark-csv'> = {
  id: 'google-benchmark-csv',
  harness: 'Google Benchmark',
  detect: ({ text }) => /^name,iterations,real_time,cpu_time,time_unit\b/m.test(text),
  parse,
}

interface Row {
  readonly cells: ReadonlyMap<string, string>
  readonly line: number
}

interface Series {
  readonly name: string
  readonly line: number
  readonly rows: Row[]
  readonly aggregates: Map<string, Row>
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const lines = source.text.split(/\r?\n/)
  const headerIndex = lines.findIndex((line) => HEADER.test(line))
  const preamble = lines.slice(0, Math.max(headerIndex, 0))
  const environment = environmentOf(preamble)
  const run = runOf(preamble)
  if (environment['build-type'] === 'debug')
    diagnostics.push(diagnostic('warning', source.name, '', DEBUG_LIBRARY_NOTE))
  const columns = splitCsvLine(lines[headerIndex] ?? '')
  const rows: Row[] = []
  lines.slice(headerIndex + 1).forEach((text, offset) => {
    if (text.trim() === '') return
    const line = headerIndex + offset + 2
    const cells = splitCsvLine(text)
    // Error rows end at the message: the user-counter columns are left out.
    const isError = cells[columns.indexOf('error_occurred')] === 'true'
    if (cells.length > columns.length || (cells.length < columns.length && !isError)) {
      diagnostics.push(
        diagnostic(
          'error',
          source.name,
          `line ${line}`,
          `row has ${cells.length} fields, the header ${columns.length}; skipped`,
        ),
      )
      return
    }
    rows.push({ cells: new Map(columns.map((column, i) => [column, cells[i] ?? ''])), line })
  })
  const results: FreshResult[] = []
  for (const series of groupRows(rows).values()) {
    const made: FreshResult[] = seriesResults(series, columns, source.name, diagnostics)
    if (run !== undefined) for (const result of made) result.run = run
    keepResults(results, made)
  }
  return { results, diagnostics, environment }
}

/** `X_mean` is an aggregate of `X` only when `X` exists, or `X_mean` with `X_stddev`/`X_median`. */
function groupRows(rows: readonly Row[]): Map<string, Series> {
  const names = new Set(rows.map((row) => row.cells.get('name') ?? ''))
  const groups = new Map<string, Series>()
  for (const row of rows) {
    const name = row.cells.get('name') ?? ''
    if (COMPLEXITY.test(name) && row.cells.get('iterations') === '') continue
    const aggregate = AGGREGATE.exec(name)
    const base = aggregate?.[1]
    const isAggregate =
      aggregate !== null &&
      base !== undefined &&
      (names.has(base) ||
        (names.has(`${base}_mean`) && (names.has(`${base}_stddev`) || names.has(`${base}_median`))))
    const key = isAggregate ? base : name
    const series: Series = groups.get(key) ?? {
      name: key,
      line: row.line,
      rows: [],
      aggregates: new Map(),
    }
    groups.set(key, series)
    if (isAggregate) series.aggregates.set(aggregate[2] ?? '', row)
    else series.rows.push(row)
  }
  return groups
}

function seriesResults(
  series: Series,
  columns: readonly string[],
  file: string,
  diagnostics: Diagnostic[],
): BenchmarkResult[] {
  const failed = series.rows.find((row) => row.cells.get('error_occurred') === 'true')
  if (failed)
    return [
      {
        ...base(series, 'real_time', file),
        samples: [],
        failure: {
          message: failureMessage(
            failed.cells.get('error_message'),
            'the benchmark reported an error',
          ),
        },
      },
    ]
  const rows = series.rows.length > 0 ? series.rows : [...series.aggregates.values()]
  const unit = rows[0]?.cells.get('time_unit') ?? 'ns'
  const factor = nanosecondsPer(unit)
  if (factor === undefined) {
    diagnostics.push(
      diagnostic(
        'error',
        file,
        `line ${series.line}`,
        `unknown time unit "${unit}"; "${series.name}" was skipped`,
      ),
    )
    return []
  }
  const metrics = columns.filter(
    (column) =>
      !FIXED_COLUMNS.has(column) &&
      !FIXED_COLUMNS_WITHOUT_VALUES.has(column) &&
      rows.some((row) => (row.cells.get(column) ?? '') !== ''),
  )
  return metrics.map((column) => {
    const scale = column === 'real_time' || column === 'cpu_time' ? factor : 1
    const result = base(series, column, file)
    const counter = result.metric === 'custom'
    if (series.rows.length === 0) {
      const mean = series.aggregates.get('mean')?.cells.get(column) ?? ''
      if (counter && mean !== '' && !Number.isFinite(Number(mean)))
        return { ...result, samples: [], error: nonFiniteCounter(column, 'mean') }
      return { ...result, samples: [], ...aggregateSummary(series, column, scale) }
    }
    const texts = series.rows.map((row) => row.cells.get(column) ?? '')
    const values = texts.map((text) => (text === '' ? null : Number(text)))
    // The library prints a counter it cannot compute as nan, -nan or inf: kept, not dropped.
    if (counter && texts.every((text) => text !== '' && !Number.isFinite(Number(text))))
      return { ...result, samples: [], error: nonFiniteCounter(column, 'repetition') }
    const location = `line ${series.line}`
    const samples = toSamples(values, scale, file, location, diagnostics)
    // A loop, not Math.max(...): spreading 100,000+ rows overflows the call stack.
    const quantum = texts.reduce(
      (most, text) => Math.max(most, printedQuantum(text, scale) ?? 0),
      0,
    )
    return { ...result, samples, ...(quantum > 0 ? { quantum } : {}) }
  })
}

/** Aggregates only: mean ± stddev with n = the `_mean` row's iteration count (repetitions). */
function aggregateSummary(
  series: Series,
  column: string,
  scale: number,
): { summary?: SummaryStats } {
  const value = (kind: string) => {
    const text = series.aggregates.get(kind)?.cells.get(column) ?? ''
    return text === '' ? undefined : Number(text) * scale
  }
  const n = Number(series.aggregates.get('mean')?.cells.get('iterations') || 1)
  const summary = summaryStats(n, {
    mean: value('mean'),
    sd: value('stddev'),
    median: value('median'),
  })
  return summary ? { summary } : {}
}

function base(series: Series, column: string, file: string): Omit<BenchmarkResult, 'samples'> {
  const kind =
    column === 'real_time'
      ? { metric: 'wall-time', unit: 'ns', direction: 'lower-is-better' }
      : column === 'cpu_time'
        ? { metric: 'cpu-time', unit: 'ns', direction: 'lower-is-better' }
        : column === 'bytes_per_second'
          ? { metric: 'throughput', unit: 'B/s', direction: 'higher-is-better' }
          : column === 'items_per_second'
            ? { metric: 'throughput', unit: 'ops/s', direction: 'higher-is-better' }
            : { metric: 'custom', unit: 'count', direction: 'unknown' }
  return {
    benchmark: { name: series.name },
    ...(kind as Pick<BenchmarkResult, 'metric' | 'unit' | 'direction'>),
    metricName: column,
    format: 'google-benchmark-csv',
    source: { file, line: series.line },
  }
}

/** RFC 4180 fields: quoted fields may hold commas, and `""` stands for one quote. */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i)
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells
}

/** The console context: `Run on (2 X 2596.13 MHz CPU s)` and the debug-build warning. */
function environmentOf(lines: readonly string[]): Environment {
  const environment: Record<string, string> = {}
  for (const line of lines) {
    const run = /^Run on \((\d+) X ([\d.]+) MHz CPU/.exec(line)
    if (run) {
      environment.cores = run[1] ?? ''
      environment.frequency = `${run[2] ?? ''} MHz`
    }
    if (/Library was built as DEBUG/.test(line)) environment['build-type'] = 'debug'
    if (/CPU scaling is enabled/.test(line)) environment['cpu-scaling'] = 'true'
  }
  return environment
}

/**
 * The invocation, from the console context the library writes into the `--benchmark_out` file
 * before the header (docs/architecture.md §3 "One run or several"): its start (the first line,
 * read only with its zone offset), `Running <executable>`, the CPU count, the caches (as the JSON
 * adapter words them) and the debug-build warning, under the JSON context's names. The host name
 * is not printed. Undefined without a context.
 */
function runOf(lines: readonly string[]): RunIdentity | undefined {
  const facts: Record<string, string> = {}
  const caches: string[] = []
  let started: number | undefined
  for (const line of lines) {
    started ??= runStart(line.trim(), 'unknown')
    const running = /^Running (.+)$/.exec(line)
    if (running) facts.executable = boundedName(running[1] ?? '')
    const cpus = /^Run on \((\d+) X /.exec(line)
    if (cpus) facts.num_cpus = cpus[1] ?? ''
    const cache = /^\s+L(\d+) (\w+) (\d+) ([KMG]i)B\b/.exec(line)
    if (cache) caches.push(`L${cache[1] ?? ''} ${cache[2] ?? ''} ${cacheKib(cache)} KiB`)
    if (/Library was built as DEBUG/.test(line)) facts.library_build_type = 'debug'
  }
  if (caches.length > 0) facts.caches = caches.join(', ')
  if (started === undefined && Object.keys(facts).length === 0) return undefined
  return started === undefined ? { facts } : { started, facts }
}

function cacheKib(match: RegExpExecArray): number {
  const size = Number(match[3] ?? 0)
  return match[4] === 'Mi' ? size * 1024 : match[4] === 'Gi' ? size * 1024 * 1024 : size
}

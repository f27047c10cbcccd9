/**
 * The header and totals shared by callgrind and cachegrind output files: `cmd:`, `events:` and the
 * `summary:` (callgrind also writes `totals:`). Event counts are exact for one build and input
 * (docs/method.md §8), so every event is a deterministic metric. callgrind writes one part per dump
 * (`CALLGRIND_DUMP_STATS`, `--dump-before`, `callgrind_control -d` …), each in its own file
 * (`callgrind.out.<pid>.<part>`) or all in one (`--combine-dumps=yes`), and one file per thread
 * with `--separate-threads=yes`: each part and thread counts only its own stretch of the run, so
 * each is its own benchmark, and only a file holding the whole run is named by the command alone.
 */
import { keepResults } from './result-room.js'
import type { BenchmarkId, BenchmarkResult, Environment } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { ParsedFile, SourceText } from './format-adapter.js'

/** `Ir` is instructions executed; every other event (Dr, D1mr, Bcm, …) is a cost of its own. */
const INSTRUCTIONS = 'Ir'
/** The trigger of the dump callgrind writes when the program ends. */
const END_OF_RUN = 'Program termination'

interface Row {
  readonly values: string[]
  readonly line: number
}

/** One dump: its header lines and counts. */
interface Part {
  number?: string
  trigger?: string
  thread?: string
  events?: Row
  summary?: Row
  readonly totals: Row[]
}

/**
 * One callgrind or cachegrind output file → one result per event of each part, exact counts;
 * `format` is the id of the adapter that reads it. Each part's `summary:` is read, else the sum of
 * its `totals:` lines.
 */
export function parseValgrindProfile(source: SourceText, format: string): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const environment: Record<string, string> = {}
  let command: string | undefined
  const parts: Part[] = [{ totals: [] }]
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const header = /^([a-z]+):\s?(.*)$/.exec(raw.trimEnd())
    if (!header) return
    const [, key = '', rawValue = ''] = header
    const value = rawValue.trim()
    const line = index + 1
    let part = parts[parts.length - 1] ?? { totals: [] }
    if (key === 'part') {
      if (part.number !== undefined || part.events || part.summary || part.totals.length > 0) {
        part = { totals: [] }
        parts.push(part)
      }
      part.number = value
    } else if (key === 'thread') part.thread = value
    else if (key === 'cmd') command = value
    else if (key === 'events') part.events = { values: value.split(/\s+/), line }
    else if (key === 'summary') part.summary = { values: value.split(/\s+/), line }
    else if (key === 'totals') part.totals.push({ values: value.split(/\s+/), line })
    else if (key === 'creator') environment.valgrind = value
    else if (key === 'desc') readDescription(value, part, environment)
  })
  if (!parts.some((part) => part.events))
    return failed(
      source.name,
      diagnostics,
      environment,
      'has no "events:" line; is this a callgrind or cachegrind output file?',
    )
  if (!parts.some((part) => part.summary ?? part.totals[0]))
    return failed(
      source.name,
      diagnostics,
      environment,
      'has no "summary:" or "totals:" line; did valgrind finish?',
    )
  const name = benchmarkName(command, source.name)
  const wholeRun = parts.length === 1 && isWholeRun(parts[0])
  const results: BenchmarkResult[] = []
  let events: Row | undefined
  for (const part of parts) {
    // A part of a combined file without its own `events:` line counts the events of the one before.
    events = part.events ?? events
    const row = part.summary ?? sumOf(part.totals)
    if (!row || !events) continue
    const benchmark = benchmarkOf(name, part, wholeRun)
    keepResults(
      results,
      eventResults(events.values, row, benchmark, source.name, format, diagnostics),
    )
  }
  return { results, diagnostics, environment }
}

function readDescription(value: string, part: Part, environment: Record<string, string>): void {
  const trigger = /^Trigger:\s*(.*)$/.exec(value)
  if (trigger) {
    part.trigger = (trigger[1] ?? '').trim()
    return
  }
  const cache = /^(I1|D1|LL) cache:\s*(.+)$/.exec(value)
  if (cache?.[2] !== undefined) environment[`${cache[1] ?? ''}-cache`] = cache[2]
}

/** The only part of a file, dumped when the program ended: the whole run (or a cachegrind file). */
function isWholeRun(part: Part | undefined): boolean {
  return (
    (part?.number === undefined || part.number === '1') &&
    (part?.trigger === undefined || part.trigger === END_OF_RUN)
  )
}

/**
 * The command names the benchmark; a part of a run adds its number and the trigger that dumped
 * it (`Client Request: <the CALLGRIND_DUMP_STATS_AT text>`), a thread its number, so that files
 * of the same part from repeated runs still pair up and pool.
 */
function benchmarkOf(name: string, part: Part, wholeRun: boolean): BenchmarkId {
  const params: Record<string, string> = {}
  if (!wholeRun) {
    params.part = part.number ?? '1'
    if (part.trigger) params.trigger = part.trigger
  }
  if (part.thread !== undefined) params.thread = part.thread
  return Object.keys(params).length > 0 ? { name, params } : { name }
}

function eventResults(
  names: readonly string[],
  row: Row,
  benchmark: BenchmarkId,
  file: string,
  format: string,
  diagnostics: Diagnostic[],
): BenchmarkResult[] {
  const results: BenchmarkResult[] = []
  names.forEach((event, i) => {
    const text = row.values[i] ?? '0'
    const value = Number(text)
    if (!/^\d+$/.test(text) || !Number.isFinite(value)) {
      diagnostics.push(
        diagnostic(
          'error',
          file,
          `line ${row.line}`,
          `"${event}" count "${text}" is not a whole number; skipped`,
        ),
      )
      return
    }
    results.push({
      benchmark,
      metric: event === INSTRUCTIONS ? 'instructions' : 'custom',
      metricName: event,
      unit: 'count',
      // Ir gates as instructions; the other events (data reads and writes, cache and branch
      // misses) are counts of work too, so fewer is better, but informational until gated.
      direction: 'lower-is-better',
      samples: [value],
      deterministic: true,
      format,
      source: { file, line: row.line },
    })
  })
  return results
}

/**
 * The command valgrind ran, with the executable's directory dropped (`/tmp/build-1234/app -x` →
 * `app -x`) so base and head built in different folders pair up. Without a `cmd:` line, the file
 * name without valgrind's `.<pid>`, `.<part>` and `-<thread>` suffixes (`callgrind.out.4946.2` →
 * `callgrind.out`).
 */
export function benchmarkName(command: string | undefined, file: string): string {
  if (command !== undefined && command !== '') {
    const [program = '', ...args] = command.split(/\s+/)
    return [program.split('/').pop() ?? program, ...args].join(' ')
  }
  const base = file.split(/[\\/]/).pop() ?? file
  return base.replace(/(?:\.\d+){1,2}(?:-\d+)?$/, '')
}

function sumOf(rows: readonly Row[]): Row | undefined {
  const [first] = rows
  if (!first) return undefined
  // One pass over the values: rows × the widest row would let one long line multiply the work.
  const sums: number[] = []
  for (const row of rows) row.values.forEach((v, i) => (sums[i] = (sums[i] ?? 0) + Number(v)))
  const values = sums.map(String)
  return { values, line: first.line }
}

function failed(
  file: string,
  diagnostics: Diagnostic[],
  environment: Environment,
  message: string,
): ParsedFile {
  return {
    results: [],
    diagnostics: [...diagnostics, diagnostic('error', file, '', message)],
    environment,
  }
}

/**
 * The header and totals shared by callgrind and cachegrind output files: `cmd:`, `events:` and the
 * whole-run `summary:` (callgrind also writes `totals:` per part). Event counts are exact for one
 * build and input (METHOD.md §8), so every event is a deterministic metric.
 */
import type { BenchmarkResult, Environment } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { ParsedFile, SourceText } from '../format-adapter.js'

/** `Ir` is instructions executed; every other event (Dr, D1mr, Bcm, …) is a cost of its own. */
const INSTRUCTIONS = 'Ir'

export function parseValgrindProfile(source: SourceText, format: string): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const environment: Record<string, string> = {}
  let command: string | undefined
  let events: { names: string[]; line: number } | undefined
  let summary: { values: string[]; line: number } | undefined
  const totals: { values: string[]; line: number }[] = []
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const header = /^([a-z]+):\s?(.*)$/.exec(raw.trimEnd())
    if (!header) return
    const [, key = '', value = ''] = header
    const line = index + 1
    if (key === 'cmd') command = value.trim()
    else if (key === 'events') events = { names: value.trim().split(/\s+/), line }
    else if (key === 'summary') summary = { values: value.trim().split(/\s+/), line }
    else if (key === 'totals') totals.push({ values: value.trim().split(/\s+/), line })
    else if (key === 'creator') environment.valgrind = value.trim()
    else if (key === 'desc') {
      const cache = /^(I1|D1|LL) cache:\s*(.+)$/.exec(value.trim())
      if (cache?.[2] !== undefined) environment[`${cache[1] ?? ''}-cache`] = cache[2]
    }
  })
  if (!events)
    return failed(
      source.name,
      diagnostics,
      environment,
      'has no "events:" line; is this a callgrind or cachegrind output file?',
    )
  const row = summary ?? sumOf(totals)
  if (!row)
    return failed(
      source.name,
      diagnostics,
      environment,
      'has no "summary:" or "totals:" line; did valgrind finish?',
    )
  const name = benchmarkName(command, source.name)
  const results: BenchmarkResult[] = []
  events.names.forEach((event, i) => {
    const text = row.values[i] ?? '0'
    const value = Number(text)
    if (!/^\d+$/.test(text) || !Number.isFinite(value)) {
      diagnostics.push(
        diagnostic(
          'error',
          source.name,
          `line ${row.line}`,
          `"${event}" count "${text}" is not a whole number; skipped`,
        ),
      )
      return
    }
    results.push({
      benchmark: { name },
      metric: event === INSTRUCTIONS ? 'instructions' : 'custom',
      metricName: event,
      unit: 'count',
      // Ir gates as instructions; the other events are informational until the policy names them.
      direction: event === INSTRUCTIONS ? 'lower-is-better' : 'unknown',
      samples: [value],
      deterministic: true,
      format,
      source: { file: source.name, line: row.line },
    })
  })
  return { results, diagnostics, environment }
}

/**
 * The command valgrind ran, with the executable's directory dropped (`/tmp/build-1234/app -x` →
 * `app -x`) so base and head built in different folders pair up. Without a `cmd:` line, the file
 * name without valgrind's `.<pid>` suffix (`callgrind.out.4946` → `callgrind.out`).
 */
export function benchmarkName(command: string | undefined, file: string): string {
  if (command !== undefined && command !== '') {
    const [program = '', ...args] = command.split(/\s+/)
    return [program.split('/').pop() ?? program, ...args].join(' ')
  }
  const base = file.split(/[\\/]/).pop() ?? file
  return base.replace(/\.\d+(?:-\d+)?$/, '')
}

function sumOf(
  rows: readonly { values: string[]; line: number }[],
): { values: string[]; line: number } | undefined {
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

/**
 * `go test -bench` text output (any Go version; `-count`, `-cpu`, `-benchmem`, `-v`,
 * `b.ReportMetric`). Result lines are `BenchmarkName-P  N  value unit  value unit …`: one sample
 * per line and metric, keyed on package, name and GOMAXPROCS (field cases F01–F04).
 */
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from '../format-adapter.js'
import { normalizeUnit, printedQuantum, type NormalizedUnit } from '../units.js'

const RESULT_LINE = /^Benchmark\S*\s+\d+\s+\S/
const HEADER_LINE = /^([a-z][a-zA-Z0-9_-]*):\s*(.*)$/
const OK_LINE = /^(?:ok|FAIL|---\s+FAIL:?)\s+(\S+)/
const ENVIRONMENT_KEYS: Readonly<Record<string, string>> = {
  goos: 'os',
  goarch: 'arch',
  cpu: 'cpu',
}

export const goTestText: FormatAdapter<'go-test-text'> = {
  id: 'go-test-text',
  harness: 'go test -bench',
  aliases: ['go'],
  detect: ({ text }) => /^Benchmark\S*\s+\d+\s+[\d.]+(?:e[+-]?\d+)?\s+\S+/m.test(text),
  parse,
}

interface Series {
  readonly suite: string | undefined
  readonly name: string
  readonly procs: number
  readonly metricName: string
  readonly line: number
  samples: number[]
  quantum: number
  /** Lines whose package is not known yet (no `pkg:` header): filled in by the next `ok` line. */
  pendingSuite: boolean
}

function parse(source: SourceText): ParsedFile {
  const lines = source.text.split(/\r?\n/).map((text, index) => ({ text, line: index + 1 }))
  return readGoBenchLines(lines, source.name, 'go-test-text')
}

/** One line of `go test -bench` text and the line of the file it was read from (1-based). */
export interface NumberedLine {
  readonly text: string
  readonly line: number
}

/**
 * Reads `go test -bench` text lines (headers, result lines, `ok` lines; anything else is
 * ignored). Shared by the text adapter and the `go test -json` adapter, which rebuilds the
 * lines from output events; `format` is the id stamped on the results.
 */
export function readGoBenchLines(
  lines: Iterable<NumberedLine>,
  file: string,
  format: string,
): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const environment: Record<string, string> = {}
  const series = new Map<string, Series>()
  const shared = new SharedWork()
  let pkg: string | undefined
  let pending: Series[] = []
  for (const { text, line: lineNumber } of lines) {
    const line = text.trimEnd()
    if (RESULT_LINE.test(line)) {
      for (const s of readResultLine(line, lineNumber, file, pkg, series, shared, diagnostics))
        if (s.pendingSuite) pending.push(s)
      continue
    }
    const ok = OK_LINE.exec(line)
    if (ok) {
      if (pkg === undefined) assignPackage(pending, ok[1] ?? '', series)
      pending = []
      pkg = undefined
      continue
    }
    const header = HEADER_LINE.exec(line)
    if (header) {
      const [, key = '', value = ''] = header
      if (key === 'pkg') pkg = value
      const environmentKey = ENVIRONMENT_KEYS[key]
      if (environmentKey) environment[environmentKey] = value
    }
  }
  const results = [...series.values()].map((s) => toResult(s, file, format))
  return { results, diagnostics, environment }
}

function readResultLine(
  line: string,
  lineNumber: number,
  file: string,
  pkg: string | undefined,
  series: Map<string, Series>,
  shared: SharedWork,
  diagnostics: Diagnostic[],
): Series[] {
  const fields = line.split(/\s+/)
  const [fullName = '', iterations = ''] = fields
  if (fields.length % 2 !== 0 || !/^\d+$/.test(iterations)) {
    diagnostics.push(
      diagnostic(
        'error',
        file,
        `line ${lineNumber}`,
        'result line is not "name iterations value unit …"; skipped',
      ),
    )
    return []
  }
  const { name, procs } = splitProcs(fullName)
  const touched: Series[] = []
  for (let i = 2; i < fields.length; i += 2) {
    const text = fields[i] ?? ''
    const unit = fields[i + 1] ?? ''
    const value = Number(text)
    if (!Number.isFinite(value) || !/^[+-]?[\d.]+(?:e[+-]?\d+)?$/i.test(text)) {
      diagnostics.push(
        diagnostic(
          'error',
          file,
          `line ${lineNumber}`,
          `"${text} ${unit}" is not a number and unit; this metric was skipped`,
        ),
      )
      continue
    }
    const key = shared.seriesKey(pkg ?? null, name, procs, unit)
    const existing = series.get(key)
    const normalized = shared.normalized(unit)
    const quantum = printedQuantum(text, normalized.factor) ?? 0
    if (existing) {
      existing.samples.push(value * normalized.factor)
      existing.quantum = Math.max(existing.quantum, quantum)
      touched.push(existing)
    } else {
      const created: Series = {
        suite: pkg,
        name,
        procs,
        metricName: unit,
        line: lineNumber,
        samples: [value * normalized.factor],
        quantum,
        pendingSuite: pkg === undefined,
      }
      series.set(key, created)
      touched.push(created)
    }
  }
  return touched
}

function seriesKey(pkg: string | null, name: string, procs: number, unit: string): string {
  return JSON.stringify([pkg, name, procs, unit])
}

/**
 * What the lines of a file share, worked out once (issue 7): per printed unit, its normalization
 * (a suite prints the same few units on every line), and the `seriesKey` of each unit of the
 * benchmark on the previous line (`-count` prints a benchmark's lines together).
 */
class SharedWork {
  private readonly units = new Map<string, NormalizedUnit>()
  private benchmark:
    { pkg: string | null; name: string; procs: number; keys: Map<string, string> } | undefined

  normalized(unit: string): NormalizedUnit {
    let normalized = this.units.get(unit)
    if (normalized === undefined) {
      normalized = normalizeUnit(unit)
      this.units.set(unit, normalized)
    }
    return normalized
  }

  seriesKey(pkg: string | null, name: string, procs: number, unit: string): string {
    let current = this.benchmark
    if (current?.pkg !== pkg || current.name !== name || current.procs !== procs) {
      current = { pkg, name, procs, keys: new Map() }
      this.benchmark = current
    }
    let key = current.keys.get(unit)
    if (key === undefined) {
      key = seriesKey(pkg, name, procs, unit)
      current.keys.set(unit, key)
    }
    return key
  }
}

/** Older Go prints no `pkg:` header: the package comes from the `ok <pkg>` line after the block (F03). */
function assignPackage(pending: readonly Series[], pkg: string, series: Map<string, Series>): void {
  for (const s of new Set(pending)) {
    series.delete(seriesKey(null, s.name, s.procs, s.metricName))
    series.set(seriesKey(pkg, s.name, s.procs, s.metricName), {
      ...s,
      suite: pkg,
      pendingSuite: false,
    })
  }
}

/** `BenchmarkX-8` → procs 8. Go never prints a `-1` suffix, so a trailing `-1` is part of the name (F02). */
export function splitProcs(fullName: string): { name: string; procs: number } {
  const match = /^(.*)-(\d+)$/.exec(fullName)
  if (match && match[2] !== '1' && match[1]) return { name: match[1], procs: Number(match[2]) }
  return { name: fullName, procs: 1 }
}

function toResult(s: Series, file: string, format: string): BenchmarkResult {
  const normalized = normalizeUnit(s.metricName)
  return {
    benchmark:
      s.suite === undefined
        ? { name: s.name, procs: s.procs }
        : { suite: s.suite, name: s.name, procs: s.procs },
    metric: normalized.metric,
    metricName: s.metricName,
    unit: normalized.unit,
    direction: normalized.direction,
    samples: s.samples,
    ...(s.quantum > 0 ? { quantum: s.quantum } : {}),
    format,
    source: { file, line: s.line },
  }
}

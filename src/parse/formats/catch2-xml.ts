/**
 * Catch2 XML reporter (`-r xml`, v2.9+ and v3) with `BENCHMARK`: one `<BenchmarkResults>` per
 * benchmark, holding `<mean value lowerBound upperBound>` and `<standardDeviation …>` in
 * nanoseconds per iteration, `samples` and `iterations` as attributes; `<failed message>` when the
 * benchmark threw. Benchmarks are keyed by test case (and section) and name. With
 * `--benchmark-no-analysis` Catch2 writes the plain mean and a standardDeviation of 0 with `ci="0"`:
 * no spread was computed, so none is read.
 */
import { keepResult } from './result-room.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { summaryStats } from './summary-stats.js'
import { printedQuantum } from './units.js'
import { failureMessage } from './bounded-text.js'

// An unclosed comment or processing instruction runs to the end of the text, as XML reads it:
// matching it there (`|$`) keeps the scan linear, where retrying at every later `<!--` would not.
const TAG =
  /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|<!--[\s\S]*?(?:-->|$)|<\?[\s\S]*?(?:\?>|$)/g
const ATTRIBUTE = /([\w:.-]+)\s*=\s*"([^"]*)"/g
const SCOPES = new Set(['TestCase', 'Section'])

export const catch2Xml: FormatAdapter<'catch2-xml'> = {
  id: 'catch2-xml',
  harness: 'Catch2',
  detect: ({ text }) => /<(Catch|Catch2TestRun)\b/.test(text) && text.includes('<BenchmarkResults'),
  parse,
}

interface Open {
  readonly name: string
  readonly line: number
  readonly attributes: Readonly<Record<string, string>>
  readonly children: Map<string, Record<string, string>>
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const results: BenchmarkResult[] = []
  const environment: Record<string, string> = {}
  const scopes: string[] = []
  const stack: string[] = []
  let benchmark: Open | undefined
  let unanalysed: number | undefined
  const lineOf = lineCounter(source.text)
  for (const match of source.text.matchAll(TAG)) {
    const [, closing, tag, rawAttributes = '', selfClosing] = match
    if (tag === undefined) continue
    const attributes = readAttributes(rawAttributes)
    const line = lineOf(match.index)
    if (closing) {
      if (stack.pop() !== tag) {
        diagnostics.push(
          diagnostic('error', source.name, `line ${line}`, `unexpected </${tag}>; reading stopped`),
        )
        break
      }
      if (SCOPES.has(tag)) scopes.pop()
      if (tag === 'BenchmarkResults' && benchmark) {
        if (withoutAnalysis(benchmark)) unanalysed ??= benchmark.line
        keepResult(results, toResult(benchmark, scopes, source.name, diagnostics))
        benchmark = undefined
      }
      continue
    }
    if (tag === 'Catch2TestRun' && attributes['catch2-version'])
      environment.harness = `Catch2 v${attributes['catch2-version']}`
    if (benchmark) benchmark.children.set(tag, attributes)
    if (selfClosing) continue
    stack.push(tag)
    if (SCOPES.has(tag)) scopes.push(attributes.name ?? '')
    if (tag === 'BenchmarkResults')
      benchmark = { name: attributes.name ?? '', line, attributes, children: new Map() }
  }
  if (stack.length > 0 && !diagnostics.some((d) => d.severity === 'error'))
    diagnostics.push(
      diagnostic(
        'error',
        source.name,
        `line ${lineOf(source.text.length)}`,
        `the XML ends inside <${stack.join('> <')}>; the file is truncated`,
      ),
    )
  if (unanalysed !== undefined)
    diagnostics.push(
      diagnostic(
        'warning',
        source.name,
        `line ${unanalysed}`,
        'Catch2 ran with --benchmark-no-analysis: it wrote means without a standard deviation, so no change can be tested; run without that flag',
      ),
    )
  return { results, diagnostics, environment }
}

/** `--benchmark-no-analysis`: Catch2 estimated nothing, so its estimates carry no interval. */
function withoutAnalysis(open: Open): boolean {
  const sd = open.children.get('standardDeviation')
  return sd !== undefined && numberOrUndefined(sd.ci) === 0 && numberOrUndefined(sd.value) === 0
}

function toResult(
  open: Open,
  scopes: readonly string[],
  file: string,
  diagnostics: Diagnostic[],
): BenchmarkResult {
  const suite = scopes.filter(Boolean).join(' / ')
  const base = {
    benchmark: suite ? { suite, name: open.name } : { name: open.name },
    metric: 'wall-time',
    metricName: 'mean',
    unit: 'ns',
    direction: 'lower-is-better',
    format: 'catch2-xml',
    source: { file, line: open.line },
  } as const
  const failed = open.children.get('failed')
  // `<failed message=…/>`: the benchmark threw or a REQUIRE failed inside it.
  if (failed)
    return {
      ...base,
      samples: [],
      failure: { message: failureMessage(failed.message, 'the benchmark failed') },
    }
  const mean = numberOrUndefined(open.children.get('mean')?.value)
  const sd = withoutAnalysis(open)
    ? undefined
    : numberOrUndefined(open.children.get('standardDeviation')?.value)
  const n = numberOrUndefined(open.attributes.samples) ?? 1
  // `<outliers variance>`: how much of the variance Catch2 attributes to outliers, shown beside
  // the reason a mean set by outliers is not compared (docs/method.md §5).
  const outlierVariance =
    sd === undefined ? undefined : numberOrUndefined(open.children.get('outliers')?.variance)
  const summary = summaryStats(n, { mean, sd, outlierVariance })
  if (!summary)
    diagnostics.push(
      diagnostic(
        'error',
        file,
        `line ${open.line}`,
        `benchmark "${open.name}" has no <mean value>; it cannot be compared`,
      ),
    )
  else if (summary.mean !== undefined && summary.mean < 0)
    diagnostics.push(
      diagnostic('error', file, `line ${open.line}`, 'negative mean: a time cannot be negative'),
    )
  const quantum = printedQuantum(open.children.get('mean')?.value ?? '', 1)
  return {
    ...base,
    samples: [],
    ...(summary ? { summary } : {}),
    ...(quantum === undefined ? {} : { quantum }),
  }
}

/** 1-based line of increasing offsets, counted once over the text. */
function lineCounter(text: string): (offset: number) => number {
  let line = 1
  let at = 0
  return (offset) => {
    for (; at < offset && at < text.length; at++) if (text.charCodeAt(at) === 10) line++
    return line
  }
}

function readAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, key = '', value = ''] of text.matchAll(ATTRIBUTE)) attributes[key] = decode(value)
  return attributes
}

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (!code.startsWith('#')) return named[code.toLowerCase()] ?? entity
    const point = /^#x/i.test(code) ? parseInt(code.slice(2), 16) : Number(code.slice(1))
    // `&#x110000;` and beyond name no character (String.fromCodePoint would throw): kept as written.
    return point <= 0x10ffff ? String.fromCodePoint(point) : entity
  })
}

function numberOrUndefined(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined
  const value = Number(text)
  return Number.isFinite(value) ? value : undefined
}

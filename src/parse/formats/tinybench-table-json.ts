/**
 * tinybench `bench.table()` rows serialised as JSON (`JSON.stringify(bench.table())`). tinybench 2.x:
 * `Task Name`, `ops/sec`, `Average Time (ns)`, `Margin` (±rme %), `Samples`; tinybench ≥ 3:
 * `Task name`, `Latency avg (ns)` = "mean ± rme%", `Latency med (ns)` = "median ± mad", `Samples`.
 * Values are printed and rounded, so each result carries its printed resolution (quantum).
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import tQuantile from '@stdlib/stats-base-dists-t-quantile'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { isJsonArrayDocument } from '../json/json-document.js'
import { childPath, readRecord } from '../json/json-records.js'
import { summaryStats } from './summary-stats.js'
import { nanosecondsPer, printedQuantum } from './units.js'
import { readJsonRoot } from '../json/json-root.js'
import { failureMessage } from './bounded-text.js'

const Row = z.record(z.string(), z.union([z.string(), z.number(), z.null()]))
type Row = z.infer<typeof Row>

export const tinybenchTableJson: FormatAdapter<'tinybench-table-json'> = {
  id: 'tinybench-table-json',
  harness: 'tinybench table()',
  detect: ({ text }) => /"Task [Nn]ame"\s*:/.test(text) && isJsonArrayDocument(text, 'object'),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const rows = readJsonRoot(source, z.array(z.unknown()), diagnostics)
  const results: BenchmarkResult[] = []
  rows?.forEach((raw, index) => {
    const path = childPath('$', index)
    const row = raw === null ? undefined : readRecord(Row, raw, source.name, path, diagnostics)
    const name = row?.['Task name'] ?? row?.['Task Name']
    if (!row || typeof name !== 'string') {
      if (raw !== null && row)
        diagnostics.push(diagnostic('error', source.name, path, 'row has no task name; skipped'))
      return
    }
    const result = toResult(name, row, source.name, path)
    if (result) keepResult(results, result)
    else diagnostics.push(diagnostic('error', source.name, path, `"${name}": no latency column`))
  })
  return { results, diagnostics, environment: {} }
}

function toResult(name: string, row: Row, file: string, path: string): BenchmarkResult | undefined {
  const base = {
    benchmark: { name },
    metric: 'wall-time',
    metricName: 'latency',
    unit: 'ns',
    direction: 'lower-is-better',
    samples: [],
    format: 'tinybench-table-json',
    source: { file, jsonPath: path },
  } as const
  if (typeof row.Error === 'string')
    return { ...base, failure: { message: failureMessage(row.Error, 'the task threw an error') } }
  const n = typeof row.Samples === 'number' ? row.Samples : Number(row.Samples ?? 1)
  const mean = column(row, /^(?:Latency (?:avg|average)|Average Time) \((\S+)\)$/)
  const median = column(row, /^Latency (?:med|median) \((\S+)\)$/)
  const rme = mean?.spread ?? percent(row.Margin)
  if (!mean && !median) return undefined
  const centre = mean ?? median
  const critical = n > 1 ? tQuantile(0.975, n - 1) : undefined
  // rme = 100 · t · sd / (√n · mean) (tinybench's relative margin of error at 95 %), undone here.
  const sd =
    mean && rme !== undefined && critical !== undefined
      ? (rme / (100 * critical)) * Math.sqrt(n) * mean.value
      : undefined
  const summary = summaryStats(n, {
    mean: mean?.value,
    sd,
    median: median?.value,
    mad: median?.absoluteSpread,
  })
  return {
    ...base,
    ...(summary ? { summary } : {}),
    ...(centre?.quantum === undefined ? {} : { quantum: centre.quantum }),
  }
}

interface Column {
  readonly value: number
  readonly quantum: number | undefined
  /** A `± x%` part, as a percentage. */
  readonly spread: number | undefined
  /** A `± x` part, in ns. */
  readonly absoluteSpread: number | undefined
}

function column(row: Row, header: RegExp): Column | undefined {
  for (const [key, raw] of Object.entries(row)) {
    const unit = header.exec(key)?.[1]
    const factor = unit === undefined ? undefined : nanosecondsPer(unit)
    if (factor === undefined || raw === null) continue
    const [valueText = '', spreadText] = String(raw)
      .split('±')
      .map((part) => part.trim())
    const value = Number(valueText.replace(/,/g, ''))
    if (valueText === '' || !Number.isFinite(value)) return undefined
    const relative = spreadText?.endsWith('%') ? percent(spreadText) : undefined
    const absolute =
      spreadText !== undefined && !spreadText.endsWith('%')
        ? Number(spreadText) * factor
        : undefined
    return {
      value: value * factor,
      // tinybench 2.x writes the mean as an unrounded number: only printed text has a resolution.
      quantum: typeof raw === 'string' ? printedQuantum(valueText, factor) : undefined,
      spread: relative,
      absoluteSpread: absolute !== undefined && Number.isFinite(absolute) ? absolute : undefined,
    }
  }
  return undefined
}

function percent(text: string | number | null | undefined): number | undefined {
  const match = /^±?\s*([\d.]+)\s*%$/.exec(String(text ?? '').trim())
  return match ? Number(match[1]) : undefined
}

/**
 * pyperf (≥ 1.0, file `"version": "1.0"`) JSON from `pyperf timeit -o`, `python bench.py -o` or
 * pyperformance: `benchmarks[].runs[].values` are per-loop values (seconds by default), `warmups`
 * are excluded, calibration runs have no `values`. Metadata merges suite → benchmark → run; `unit`
 * is `second`, `byte` or `integer`, and `name` names the benchmark.
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkResult, Environment } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import { toSamples } from './sample-values.js'
import { readJsonRoot } from '../json/json-root.js'

const Metadata = z.record(z.string(), z.unknown())
const Run = z.object({
  metadata: Metadata.optional(),
  values: z.array(z.number().nullable()).optional(),
})
const Benchmark = z.object({ metadata: Metadata.optional(), runs: z.array(z.unknown()) })
const Document = z.object({
  version: z.string(),
  metadata: Metadata.optional(),
  benchmarks: z.array(z.unknown()),
})

const UNITS: Readonly<
  Record<
    string,
    Omit<BenchmarkResult, 'benchmark' | 'metricName' | 'samples' | 'format' | 'source'>
  >
> = {
  second: { metric: 'wall-time', unit: 'ns', direction: 'lower-is-better' },
  byte: { metric: 'memory', unit: 'B', direction: 'lower-is-better' },
  integer: { metric: 'custom', unit: 'integer', direction: 'unknown' },
}

export const pyperfJson: FormatAdapter<'pyperf-json'> = {
  id: 'pyperf-json',
  harness: 'pyperf',
  detect: ({ text }) =>
    /"benchmarks"\s*:/.test(text) &&
    /"runs"\s*:/.test(text) &&
    /"(?:values|warmups)"\s*:/.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics)
  if (!root) return { results: [], diagnostics, environment: {} }
  const suite = root.metadata ?? {}
  const results: BenchmarkResult[] = []
  root.benchmarks.forEach((raw, index) => {
    const path = childPath('$.benchmarks', index)
    const bench = readRecord(Benchmark, raw, source.name, path, diagnostics)
    if (!bench) return
    const metadata = { ...suite, ...bench.metadata }
    const result = toResult(metadata, bench.runs, source.name, path, diagnostics)
    if (result) keepResult(results, result)
  })
  return { results, diagnostics, environment: environmentOf(suite, root.benchmarks) }
}

function toResult(
  metadata: Record<string, unknown>,
  runs: readonly unknown[],
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult | undefined {
  const name = metadata.name
  if (typeof name !== 'string') {
    diagnostics.push(
      diagnostic('error', file, `${path}.metadata.name`, 'benchmark has no name; skipped'),
    )
    return undefined
  }
  const unitName = typeof metadata.unit === 'string' ? metadata.unit : 'second'
  const unit = UNITS[unitName] ?? { metric: 'custom', unit: unitName, direction: 'unknown' }
  const factor = unitName === 'second' ? 1e9 : 1
  const values: (number | null)[] = []
  runs.forEach((raw, r) => {
    const run = readRecord(Run, raw, file, childPath(`${path}.runs`, r), diagnostics)
    // A loop, not push(...): spreading a run of 100,000+ values overflows the call stack.
    for (const value of run?.values ?? []) values.push(value)
  })
  const samples = toSamples(values, factor, file, `${path}.runs`, diagnostics)
  return {
    benchmark: { name },
    metric: unit.metric,
    metricName: unitName,
    unit: unit.unit,
    direction: unit.direction,
    samples,
    ...(samples.length === 0 ? { error: 'no values (only calibration or warmup runs)' } : {}),
    format: 'pyperf-json',
    source: { file, jsonPath: path },
  }
}

/** Suite metadata, or the first benchmark's when the file holds a single benchmark. */
function environmentOf(
  suite: Record<string, unknown>,
  benchmarks: readonly unknown[],
): Environment {
  const first = benchmarks[0] as { metadata?: Record<string, unknown> } | undefined
  const metadata = { ...first?.metadata, ...suite }
  const environment: Record<string, string> = {}
  const set = (key: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') environment[key] = String(value)
  }
  set('cpu', metadata.cpu_model_name)
  set('cores', metadata.cpu_count)
  set('frequency', metadata.cpu_freq)
  set('os', metadata.platform)
  set(
    'runtime',
    [metadata.python_implementation, metadata.python_version]
      .filter((v) => typeof v === 'string')
      .join(' ') || undefined,
  )
  set('compiler', metadata.python_compiler)
  return environment
}

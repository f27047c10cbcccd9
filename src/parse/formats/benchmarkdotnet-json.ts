/**
 * BenchmarkDotNet JSON exporters (`--exporters json`: `*-report-full.json`, `-report-brief.json`,
 * `-report.json`; v0.11+). Samples are the workload `Result` measurements (`Nanoseconds /
 * Operations` per iteration, overhead removed), else `Statistics.OriginalValues`, else the
 * `Statistics` summary. Names follow `[Namespace.]Type.Method[(Parameters)]` (test/field-cases.md F13). A method
 * indistinguishable from an empty one measures 0 ns: the zeros are kept for the comparison to
 * mark "not compared" (F14). `Memory.BytesAllocatedPerOperation` becomes an allocation metric.
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkId, BenchmarkResult, Environment } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import { toSamples } from './sample-values.js'
import { summaryStats } from './summary-stats.js'
import { readJsonRoot } from '../json/json-root.js'

const figure = z.number().nullable().optional()
const Benchmark = z.object({
  DisplayInfo: z.string().nullable().optional(),
  Namespace: z.string().nullable().optional(),
  Type: z.string().nullable().optional(),
  Method: z.string().nullable().optional(),
  Parameters: z.string().nullable().optional(),
  FullName: z.string().nullable().optional(),
  Statistics: z
    .object({
      OriginalValues: z.array(z.number().nullable()).nullable().optional(),
      N: z.number(),
      Mean: figure,
      StandardDeviation: figure,
      Median: figure,
      Min: figure,
      Max: figure,
    })
    .nullable()
    .optional(),
  Memory: z.object({ BytesAllocatedPerOperation: figure }).nullable().optional(),
  Measurements: z
    .array(
      z.object({
        IterationMode: z.string(),
        IterationStage: z.string().optional(),
        Operations: z.number(),
        Nanoseconds: z.number().nullable(),
      }),
    )
    .nullable()
    .optional(),
})
type Benchmark = z.infer<typeof Benchmark>

const Document = z.object({
  HostEnvironmentInfo: z.looseObject({}).nullable().optional(),
  Benchmarks: z.array(z.unknown()),
})

export const benchmarkDotNetJson: FormatAdapter<'benchmarkdotnet-json'> = {
  id: 'benchmarkdotnet-json',
  harness: 'BenchmarkDotNet',
  aliases: ['benchmarkdotnet'],
  detect: ({ text }) => /"HostEnvironmentInfo"\s*:/.test(text) && /"Benchmarks"\s*:/.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics)
  if (!root) return { results: [], diagnostics, environment: {} }
  const environment = environmentOf(root.HostEnvironmentInfo ?? {}, source.name, diagnostics)
  const entries = root.Benchmarks.flatMap((raw, index) => {
    const path = childPath('$.Benchmarks', index)
    const entry = readRecord(Benchmark, raw, source.name, path, diagnostics)
    return entry ? [{ entry, path }] : []
  })
  const names = entries.map(({ entry }) => nameOf(entry))
  const counts = new Map<string, number>()
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  const results = entries.flatMap(({ entry, path }, i) => {
    const name = names[i] ?? ''
    // Several jobs (runtimes, toolchains) run the same method: the job then joins the key.
    const job = (counts.get(name) ?? 0) > 1 ? jobOf(entry) : undefined
    const benchmark: BenchmarkId = job ? { name, params: { job } } : { name }
    return toResults(entry, benchmark, source.name, path, diagnostics)
  })
  return { results, diagnostics, environment }
}

/** `[Namespace.]Type.Method[(Parameters)]` with empty parts left out (F13). */
function nameOf(entry: Benchmark): string {
  const method = [entry.Namespace, entry.Type, entry.Method].filter(Boolean).join('.')
  if (method === '') return entry.FullName ?? entry.DisplayInfo ?? '(unnamed)'
  return entry.Parameters ? `${method}(${entry.Parameters})` : method
}

function jobOf(entry: Benchmark): string | undefined {
  return /:\s*(.+)$/.exec(entry.DisplayInfo ?? '')?.[1]
}

function toResults(
  entry: Benchmark,
  benchmark: BenchmarkId,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult[] {
  const time = {
    benchmark,
    metric: 'wall-time',
    metricName: 'time',
    unit: 'ns',
    direction: 'lower-is-better',
    format: 'benchmarkdotnet-json',
    source: { file, jsonPath: path },
  } as const
  const measured = (entry.Measurements ?? []).filter(isWorkloadResult)
  const values = measured.length
    ? measured.map((m) => (m.Nanoseconds === null ? null : m.Nanoseconds / m.Operations))
    : (entry.Statistics?.OriginalValues ?? [])
  const where = measured.length ? `${path}.Measurements` : `${path}.Statistics.OriginalValues`
  const samples = toSamples(values, 1, file, where, diagnostics)
  const stats = entry.Statistics
  const summary =
    samples.length === 0 && stats
      ? summaryStats(stats.N, {
          mean: stats.Mean,
          sd: stats.StandardDeviation,
          median: stats.Median,
          min: stats.Min,
          max: stats.Max,
        })
      : undefined
  if (samples.length === 0 && !summary)
    // BenchmarkDotNet exports a benchmark that failed (build error, exception) without any.
    return [
      {
        ...time,
        samples: [],
        failure: { message: 'no measurements: the benchmark failed to run' },
      },
    ]
  if (samples.length > 0 && samples.every((s) => s === 0))
    diagnostics.push(
      diagnostic(
        'info',
        file,
        where,
        `"${benchmark.name}" measures 0 ns, below the timer's resolution: it is not compared`,
      ),
    )
  const results: BenchmarkResult[] = [{ ...time, samples, ...(summary ? { summary } : {}) }]
  const allocated = entry.Memory?.BytesAllocatedPerOperation
  if (typeof allocated === 'number')
    keepResult(results, {
      ...time,
      metric: 'memory',
      metricName: 'Allocated',
      unit: 'B',
      samples: [],
      summary: { n: 1, mean: allocated },
      deterministic: true,
      source: { file, jsonPath: `${path}.Memory` },
    })
  return results
}

/** v0.11+ tag the final workload iterations `Workload`/`Result`; v0.10 used the mode `Result`. */
function isWorkloadResult(m: { IterationMode: string; IterationStage?: string | undefined }) {
  return (
    (m.IterationMode === 'Workload' && m.IterationStage === 'Result') ||
    m.IterationMode === 'Result'
  )
}

function environmentOf(
  info: Record<string, unknown>,
  file: string,
  diagnostics: Diagnostic[],
): Environment {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
  const build = text(info.BuildConfiguration ?? info.Configuration).toLowerCase()
  const entries: [string, string][] = [
    ['cpu', text(info.ProcessorName)],
    ['cores', text(info.LogicalCoreCount)],
    ['os', text(info.OsVersion)],
    ['arch', text(info.Architecture)],
    ['runtime', text(info.RuntimeVersion)],
    ['build-type', build],
    [
      'harness',
      [text(info.BenchmarkDotNetCaption), text(info.BenchmarkDotNetVersion)].join(' ').trim(),
    ],
  ]
  if (build === 'debug')
    diagnostics.push(
      diagnostic(
        'warning',
        file,
        '$.HostEnvironmentInfo.Configuration',
        'the benchmarks were built in Debug configuration; their timings are not representative',
      ),
    )
  if (info.HasAttachedDebugger === true)
    diagnostics.push(
      diagnostic(
        'warning',
        file,
        '$.HostEnvironmentInfo.HasAttachedDebugger',
        'a debugger was attached while the benchmarks ran; their timings are not representative',
      ),
    )
  return Object.fromEntries(entries.filter(([, value]) => value !== ''))
}

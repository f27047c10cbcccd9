/**
 * mitata ≥ 1.0 `await run({ format: 'json' })` (stdout): `benchmarks[].runs[].stats` with per-iteration
 * `samples` in ns (sorted, the two fastest and slowest trimmed by mitata), `avg`, `p50`, `min`, `max`;
 * `context` names the CPU and runtime. `format: { json: { samples: false } }` leaves only the summary.
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkResult, Environment } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { nestsDeeperThan, PARAM_NESTING_LIMIT } from './bounded-text.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import { toSamples } from './sample-values.js'
import { summaryStats } from './summary-stats.js'
import { readJsonRoot } from '../json/json-root.js'

const figure = z.number().nullable().optional()
const Stats = z.looseObject({
  samples: z.array(z.number().nullable()).nullable().optional(),
  avg: figure,
  p50: figure,
  min: figure,
  max: figure,
})
const Run = z.object({
  name: z.string(),
  args: z.record(z.string(), z.unknown()).optional(),
  stats: Stats.nullable().optional(),
  error: z.unknown().optional(),
})
const Benchmark = z.object({
  alias: z.string(),
  group: z.number().optional(),
  runs: z.array(z.unknown()),
})
const Document = z.object({
  layout: z.array(z.object({ name: z.string().nullable().optional() }).nullable()).optional(),
  benchmarks: z.array(z.unknown()),
  context: z.looseObject({}).optional(),
})

export const mitataJson: FormatAdapter<'mitata-json'> = {
  id: 'mitata-json',
  harness: 'mitata',
  detect: ({ text }) =>
    /"benchmarks"\s*:/.test(text) && /"runs"\s*:/.test(text) && /"(?:ticks|layout)"\s*:/.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics)
  if (!root) return { results: [], diagnostics, environment: {} }
  const results: BenchmarkResult[] = []
  root.benchmarks.forEach((rawBenchmark, b) => {
    const benchmarkPath = childPath('$.benchmarks', b)
    const bench = readRecord(Benchmark, rawBenchmark, source.name, benchmarkPath, diagnostics)
    const suite = bench?.group === undefined ? undefined : root.layout?.[bench.group]?.name
    bench?.runs.forEach((rawRun, r) => {
      const path = childPath(`${benchmarkPath}.runs`, r)
      const run = readRecord(Run, rawRun, source.name, path, diagnostics)
      if (run)
        keepResult(
          results,
          toResult(bench.alias, suite ?? undefined, run, source.name, path, diagnostics),
        )
    })
  })
  return { results, diagnostics, environment: environmentOf(root.context ?? {}) }
}

/**
 * Runs of `.args()` benchmarks are keyed on the alias template and their arguments
 * (`sum of squares $n` [n=1000]), as hyperfine's parameters are (test/field-cases.md F19).
 */
function toResult(
  alias: string,
  suite: string | undefined,
  run: z.infer<typeof Run>,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult {
  const args = Object.entries(run.args ?? {})
  const params = Object.fromEntries(
    args.map(([k, v]) => {
      if (!nestsDeeperThan(v, PARAM_NESTING_LIMIT)) return [k, String(v)]
      diagnostics.push(
        diagnostic('info', file, `${path}.args`, `argument "${k}" is nested too deeply to show`),
      )
      return [k, '(nested too deeply)']
    }),
  )
  const benchmark = {
    ...(suite ? { suite } : {}),
    name: args.length > 0 ? alias : run.name,
    ...(args.length > 0 ? { params } : {}),
  }
  const common = {
    benchmark,
    metric: 'wall-time',
    metricName: 'time/iter',
    unit: 'ns',
    direction: 'lower-is-better',
    format: 'mitata-json',
    source: { file, jsonPath: path },
  } as const
  if (!run.stats) return { ...common, samples: [], error: errorMessage(run.error) }
  const samples = toSamples(run.stats.samples ?? [], 1, file, `${path}.stats.samples`, diagnostics)
  if (samples.length > 0) return { ...common, samples }
  // Without samples the count of measurements is not in the file: n = 1, shown but not tested.
  const summary = summaryStats(1, {
    mean: run.stats.avg,
    median: run.stats.p50,
    min: run.stats.min,
    max: run.stats.max,
  })
  return { ...common, samples: [], ...(summary ? { summary } : {}) }
}

function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null | undefined)?.message
  return typeof message === 'string' ? message : 'the benchmark threw an error'
}

function environmentOf(context: Record<string, unknown>): Environment {
  const environment: Record<string, string> = {}
  const cpu = context.cpu as { name?: unknown } | undefined
  if (typeof cpu?.name === 'string') environment.cpu = cpu.name
  // cpu.freq is mitata's own estimate, different on every run: not a fact about the machine.
  if (typeof context.arch === 'string') environment.arch = context.arch
  if (typeof context.runtime === 'string')
    environment.runtime = [context.runtime, context.version]
      .filter((v) => typeof v === 'string')
      .join(' ')
  return environment
}

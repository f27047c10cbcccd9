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
import { failureMessage } from './bounded-text.js'

const figure = z.number().nullable().optional()
const Stats = z.looseObject({
  samples: z.array(z.number().nullable()).nullable().optional(),
  avg: figure,
  p25: figure,
  p50: figure,
  p75: figure,
  ticks: figure,
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
  // mitata keeps the thrown error of a run that failed in place of its stats.
  if (!run.stats) return { ...common, samples: [], failure: { message: errorMessage(run.error) } }
  const samples = toSamples(run.stats.samples ?? [], 1, file, `${path}.stats.samples`, diagnostics)
  if (samples.length > 0) return { ...common, samples }
  // Without samples: the median and quartiles mitata printed, and its sample count (test/field-cases.md F45).
  const n = sampleCount(run.stats)
  const { p25, p75 } = run.stats
  const spread =
    n > 1 && typeof p25 === 'number' && typeof p75 === 'number' && p75 >= p25
      ? { mad: (p75 - p25) / 2 }
      : {}
  const summary = summaryStats(n, {
    mean: run.stats.avg,
    median: run.stats.p50,
    min: run.stats.min,
    max: run.stats.max,
    ...spread,
  })
  return { ...common, samples: [], ...(summary ? { summary } : {}) }
}

/** mitata's default batch: a call of at most 65,536 ns is timed in batches of 4,096 (lib.mjs). */
const BATCH_THRESHOLD_NS = 65_536
const BATCH_SAMPLES = 4096

/**
 * The number of samples behind a summary without samples. mitata's `ticks` is samples ×
 * batch_samples: a fast function (median within 1.5 × the batch threshold and ticks a multiple of
 * 4,096) was batched, each sample the mean of a batch; otherwise each tick is one sample. 1 when
 * `ticks` is missing (older files): the summary is then shown, not tested.
 */
function sampleCount(stats: z.infer<typeof Stats>): number {
  const ticks = stats.ticks
  if (typeof ticks !== 'number' || !Number.isInteger(ticks) || ticks < 1) return 1
  const batched = ticks % BATCH_SAMPLES === 0 && (stats.p50 ?? Infinity) <= 1.5 * BATCH_THRESHOLD_NS
  return batched ? ticks / BATCH_SAMPLES : ticks
}

function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null | undefined)?.message
  return failureMessage(
    typeof message === 'string' ? message : undefined,
    'the benchmark threw an error',
  )
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

/**
 * JMH `-rf json` (v1.x): an array of runs, one per benchmark × params × mode. `primaryMetric.rawData`
 * holds one score per fork and measurement iteration: those are the samples. Modes: `thrpt`
 * (ops per time unit, higher is better, converted to ops/s), `avgt`, `ss` (time per op → ns) and
 * `sample` (`rawDataHistogram`: each iteration's weighted mean becomes one sample). Secondary
 * metrics (`gc.alloc.rate.norm` …) are kept as informational metrics. JMH writes NaN as "NaN".
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkId, BenchmarkResult, Environment } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { PARAM_VALUE_LIMIT } from './bounded-text.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import { toSamples } from './sample-values.js'
import { normalizeUnit, type NormalizedUnit } from './units.js'
import { readJsonRoot } from '../json/json-root.js'

/** JMH prints non-finite doubles as the strings "NaN", "+INF" and "-INF". */
const Score = z.union([z.number(), z.string()]).nullable()
const Metric = z.object({
  score: Score.optional(),
  scoreUnit: z.string(),
  rawData: z.array(z.array(Score)).optional(),
  rawDataHistogram: z.array(z.array(z.array(z.tuple([Score, z.number()])))).optional(),
})
type Metric = z.infer<typeof Metric>

const Run = z.object({
  jmhVersion: z.string().optional(),
  benchmark: z.string(),
  mode: z.string(),
  threads: z.number().optional(),
  jdkVersion: z.string().optional(),
  vmName: z.string().optional(),
  vmVersion: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  primaryMetric: Metric,
  secondaryMetrics: z.record(z.string(), z.unknown()).optional(),
})
type Run = z.infer<typeof Run>

export const jmhJson: FormatAdapter<'jmh-json'> = {
  id: 'jmh-json',
  harness: 'JMH',
  aliases: ['jmh'],
  detect: ({ text }) =>
    /"primaryMetric"\s*:/.test(text) && /"benchmark"\s*:/.test(text) && /"mode"\s*:/.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const runs = readJsonRoot(source, z.array(z.unknown()), diagnostics)
  const results: BenchmarkResult[] = []
  let environment: Environment = {}
  runs?.forEach((raw, index) => {
    const path = childPath('$', index)
    const run = readRecord(Run, raw, source.name, path, diagnostics)
    if (!run) return
    if (results.length === 0) environment = environmentOf(run)
    const benchmark = benchmarkOf(run, source.name, path, diagnostics)
    const primary = `${path}.primaryMetric`
    keepResult(
      results,
      metricResult(benchmark, run.mode, run.primaryMetric, true, source.name, primary, diagnostics),
    )
    for (const [name, value] of Object.entries(run.secondaryMetrics ?? {})) {
      const where = childPath(`${path}.secondaryMetrics`, name)
      const metric = readRecord(Metric, value, source.name, where, diagnostics)
      if (metric)
        keepResult(
          results,
          metricResult(benchmark, name, metric, false, source.name, where, diagnostics),
        )
    }
  })
  return { results, diagnostics, environment }
}

/** Full benchmark name; params as BenchmarkId params; more than one thread as `procs`. */
function benchmarkOf(run: Run, file: string, path: string, diagnostics: Diagnostic[]): BenchmarkId {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(run.params ?? {})) {
    if (value.length <= PARAM_VALUE_LIMIT) params[key] = value
    else
      diagnostics.push(
        diagnostic(
          'info',
          file,
          childPath(`${path}.params`, key),
          `parameter value of ${value.length} characters left out of the benchmark key`,
        ),
      )
  }
  return {
    name: run.benchmark,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(run.threads !== undefined && run.threads !== 1 ? { procs: run.threads } : {}),
  }
}

function metricResult(
  benchmark: BenchmarkId,
  metricName: string,
  metric: Metric,
  primary: boolean,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult {
  const normalized = kindOf(normalizeUnit(metric.scoreUnit), primary)
  const values = metric.rawDataHistogram
    ? metric.rawDataHistogram.flat().map(weightedMean)
    : (metric.rawData ?? []).flat().map(finite)
  const where = `${path}.${metric.rawDataHistogram ? 'rawDataHistogram' : 'rawData'}`
  const samples = toSamples(values, normalized.factor, file, where, diagnostics)
  const score = finite(metric.score ?? null)
  return {
    benchmark,
    metric: normalized.metric,
    metricName,
    unit: normalized.unit,
    direction: normalized.direction,
    samples,
    ...(samples.length === 0 && score !== null
      ? { summary: { n: 1, mean: score * normalized.factor } }
      : {}),
    format: 'jmh-json',
    source: { file, jsonPath: path },
  }
}

/**
 * Secondary metrics (profilers' `·gc.time`, `·gc.count`, `·gc.alloc.rate.norm`) are informational:
 * a per-operation allocation volume (B/op) stays memory; times and counts are custom metrics that
 * are better lower. A rate such as `gc.alloc.rate` (MB/sec) has no better direction of its own (it
 * rises when the benchmark gets faster), so it stays unknown until the policy names one; the
 * comment says how (test/field-cases.md F40).
 */
function kindOf(normalized: NormalizedUnit, primary: boolean): NormalizedUnit {
  if (primary || normalized.metric === 'memory') return normalized
  if (normalized.metric === 'throughput')
    return { ...normalized, metric: 'custom', direction: 'unknown' }
  if (normalized.metric === 'custom' && /^counts?$/.test(normalized.unit))
    return { ...normalized, unit: 'count', direction: 'lower-is-better' }
  return { ...normalized, metric: 'custom' }
}

function finite(score: z.infer<typeof Score>): number | null {
  return typeof score === 'number' && Number.isFinite(score) ? score : null
}

function weightedMean(
  iteration: readonly (readonly [z.infer<typeof Score>, number])[],
): number | null {
  let total = 0
  let count = 0
  for (const [value, times] of iteration) {
    const v = finite(value)
    if (v === null) continue
    total += v * times
    count += times
  }
  return count > 0 ? total / count : null
}

function environmentOf(run: Run): Environment {
  const environment: Record<string, string> = {}
  if (run.jdkVersion) environment.runtime = `JDK ${run.jdkVersion}`
  if (run.vmName) environment.vm = [run.vmName, run.vmVersion].filter(Boolean).join(' ')
  if (run.jmhVersion) environment.harness = `JMH ${run.jmhVersion}`
  return environment
}

/**
 * vitest bench `--outputJson <file>` (vitest 1.x–4.x): `files[].groups[].benchmarks[]`, each a
 * tinybench 2.x result in ms. vitest empties `samples` in this file (4.1 always does), so
 * mean/sd/median with n = `sampleCount` and the MAD read off `p75` are what is compared (the
 * medians when the means are set by outliers, docs/method.md §5); raw samples win when present.
 */
import { z } from 'zod'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import type { Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import { latencyValues, LatencyStatistics } from './tinybench-result.js'
import { readJsonRoot } from '../json/json-root.js'

const figure = z.number().nullable().optional()
const Entry = LatencyStatistics.extend({
  name: z.string(),
  p75: figure,
  rme: figure,
  hz: figure,
  period: figure,
  totalTime: figure,
})
const Group = z.object({ fullName: z.string(), benchmarks: z.array(z.unknown()) })
const File = z.object({ filepath: z.string().optional(), groups: z.array(z.unknown()) })
const Document = z.object({ files: z.array(z.unknown()) })

export const vitestBenchJson: FormatAdapter<'vitest-bench-json'> = {
  id: 'vitest-bench-json',
  harness: 'vitest bench',
  detect: ({ text }) =>
    /"files"\s*:/.test(text) && /"groups"\s*:/.test(text) && /"fullName"\s*:/.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics)
  const results: BenchmarkResult[] = []
  root?.files.forEach((rawFile, f) => {
    const filePath = childPath('$.files', f)
    const file = readRecord(File, rawFile, source.name, filePath, diagnostics)
    file?.groups.forEach((rawGroup, g) => {
      const groupPath = childPath(`${filePath}.groups`, g)
      const group = readRecord(Group, rawGroup, source.name, groupPath, diagnostics)
      group?.benchmarks.forEach((rawEntry, b) => {
        const path = childPath(`${groupPath}.benchmarks`, b)
        const entry = readRecord(Entry, rawEntry, source.name, path, diagnostics)
        if (entry) results.push(toResult(group.fullName, entry, source.name, path, diagnostics))
      })
    })
  })
  return { results, diagnostics, environment: {} }
}

/** The suite is the group's full name (`file.bench.ts > describe`), relative to the project root. */
function toResult(
  suite: string,
  entry: z.infer<typeof Entry>,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult {
  const common = {
    benchmark: { suite, name: entry.name },
    metric: 'wall-time',
    metricName: 'latency',
    unit: 'ns',
    direction: 'lower-is-better',
    format: 'vitest-bench-json',
    source: { file, jsonPath: path },
  } as const
  if (threw(entry)) return { ...common, samples: [], failure: { message: THREW } }
  return {
    ...common,
    ...withQuartileSpread(latencyValues(entry, file, path, diagnostics), entry.p75),
  }
}

const THREW = 'the benchmark threw: vitest wrote no timing for it (and vitest bench exits 0)'

/**
 * Whether vitest's entry is that of a benchmark that threw. vitest 4.1 keeps no error in the
 * file: the entry is `{ id, name, rank, rme: 0, samples: [] }`, every timing statistic absent
 * (fixtures/vitest-bench-json/throws.json), and the run exits 0. A benchmark that ran, however
 * briefly, has a `mean` and a `sampleCount`; so the run failed, as tinybench's `errored` state
 * says (tinybench-result.ts), and is no missing value.
 */
function threw(entry: z.infer<typeof Entry>): boolean {
  const timings = [
    entry.mean,
    entry.median,
    entry.p50,
    entry.sd,
    entry.min,
    entry.max,
    entry.p75,
    entry.hz,
    entry.period,
    entry.totalTime,
    entry.sampleCount,
    entry.samplesCount,
  ]
  return (
    entry.rme === 0 &&
    Array.isArray(entry.samples) &&
    entry.samples.length === 0 &&
    timings.every((v) => v === undefined || v === null)
  )
}

/**
 * vitest prints no MAD, but its `p75` beside the median gives one: for a symmetric distribution
 * MAD = Q3 − median, and for right-skewed timings Q3 − median overstates it (a conservative
 * spread). With it the medians can be compared when the means are set by a few preempted samples
 * (docs/method.md §5): vitest's own means ran 2.9× to 7.5× its medians in A/A runs.
 */
function withQuartileSpread(
  values: Pick<BenchmarkResult, 'samples' | 'summary'>,
  p75Ms: number | null | undefined,
): Pick<BenchmarkResult, 'samples' | 'summary'> {
  const summary = values.summary
  if (summary === undefined || summary.mad !== undefined || summary.median === undefined)
    return values
  if (typeof p75Ms !== 'number' || !Number.isFinite(p75Ms)) return values
  const spread = p75Ms * 1e6 - summary.median
  return spread > 0 ? { ...values, summary: { ...summary, mad: spread } } : values
}

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

const Entry = LatencyStatistics.extend({ name: z.string(), p75: z.number().nullable().optional() })
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
  return {
    benchmark: { suite, name: entry.name },
    metric: 'wall-time',
    metricName: 'latency',
    unit: 'ns',
    direction: 'lower-is-better',
    ...withQuartileSpread(latencyValues(entry, file, path, diagnostics), entry.p75),
    format: 'vitest-bench-json',
    source: { file, jsonPath: path },
  }
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

/**
 * hyperfine `--export-json` (v1.x): one entry per command; `times` are per-run wall times in
 * seconds, `exit_codes` each run's exit code (null when a signal ended it). A run that exited
 * non-zero (kept only with `-i`) failed: it is never a sample, and the command failed on its
 * side with how many runs failed (docs/architecture.md §3).
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkResult, RunFailure } from '../../model/benchmark-result.js'
import type { Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import { toSamples } from './sample-values.js'
import { summaryStats } from './summary-stats.js'
import { readJsonRoot } from '../json/json-root.js'

const SECOND = 1e9

const Entry = z.object({
  command: z.string(),
  mean: z.number().nullable().optional(),
  stddev: z.number().nullable().optional(),
  median: z.number().nullable().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  times: z.array(z.number().nullable()).optional(),
  exit_codes: z.array(z.number().nullable()).optional(),
  parameters: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})

const Document = z.object({ results: z.array(z.unknown()) })

export const hyperfineJson: FormatAdapter<'hyperfine-json'> = {
  id: 'hyperfine-json',
  harness: 'hyperfine',
  detect: ({ text }) => /"results"\s*:/.test(text) && /"command"\s*:/.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics)
  const results: BenchmarkResult[] = []
  root?.results.forEach((raw, index) => {
    const path = childPath('$.results', index)
    const entry = readRecord(Entry, raw, source.name, path, diagnostics)
    if (entry) keepResult(results, toResult(entry, source.name, path, diagnostics))
  })
  return { results, diagnostics, environment: {} }
}

function toResult(
  entry: z.infer<typeof Entry>,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult {
  const codes = entry.exit_codes ?? []
  const failure = failureOf(codes)
  const times = entry.times ?? []
  // Only the runs that exited 0 are samples; without one code per time none can be told apart.
  const good =
    failure === undefined
      ? times
      : codes.length === times.length
        ? times.filter((_, i) => codes[i] === 0)
        : []
  const samples = toSamples(good, SECOND, file, `${path}.times`, diagnostics)
  const params = entry.parameters
    ? Object.fromEntries(Object.entries(entry.parameters).map(([k, v]) => [k, String(v)]))
    : undefined
  return {
    benchmark: params ? { name: entry.command, params } : { name: entry.command },
    metric: 'wall-time',
    metricName: 'wall time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples,
    ...(samples.length === 0 && failure === undefined ? summaryOf(entry) : {}),
    ...(failure === undefined ? {} : { failure }),
    format: 'hyperfine-json',
    source: { file, jsonPath: path },
  }
}

/** The failure of a command some of whose runs exited non-zero or were ended by a signal. */
function failureOf(codes: readonly (number | null)[]): RunFailure | undefined {
  const failed = codes.filter((code) => code !== 0)
  if (failed.length === 0) return undefined
  const exits = [...new Set(failed.filter((code) => code !== null))].sort((a, b) => a - b)
  const parts = [
    ...(exits.length > 0 ? [`exit code${exits.length > 1 ? 's' : ''} ${exits.join(', ')}`] : []),
    ...(failed.includes(null) ? ['ended by a signal'] : []),
  ]
  return { message: parts.join('; '), failedRuns: failed.length, runs: codes.length }
}

/** Without `times` (hand-trimmed files) the summary is all there is; a null stddev stays unknown. */
function summaryOf(entry: z.infer<typeof Entry>): Pick<BenchmarkResult, 'summary'> {
  const scaled = (v: number | null | undefined) => (typeof v === 'number' ? v * SECOND : undefined)
  const summary = summaryStats(1, {
    mean: scaled(entry.mean),
    sd: scaled(entry.stddev),
    median: scaled(entry.median),
    min: scaled(entry.min),
    max: scaled(entry.max),
  })
  return summary ? { summary } : {}
}

/**
 * pytest-benchmark `--benchmark-json` and saved runs (`--benchmark-save`, v3.x–5.x). Times are
 * seconds per iteration. `stats.data` (always in `--benchmark-json`, in saved runs only with
 * `--benchmark-save-data`) holds one value per round: those are the samples; otherwise the
 * summary (`rounds`, `mean`, `stddev`, `median`, `min`, `max`) is all there is (test/field-cases.md F15).
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkResult, Environment, RunIdentity } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import {
  boundedName,
  nestsDeeperThan,
  PARAM_NESTING_LIMIT,
  PARAM_VALUE_LIMIT,
} from './bounded-text.js'
import type { FormatAdapter, FreshResult, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecordFast } from '../json/json-records.js'
import {
  isFiniteNumber,
  isOptionalFigure,
  isOptionalString,
  isPlainObject,
} from '../json/json-shape-checks.js'
import { toSamples } from './sample-values.js'
import { summaryStats } from './summary-stats.js'
import { readJsonRoot } from '../json/json-root.js'
import { runStart } from './run-start.js'

const SECOND = 1e9
const figure = z.number().nullable().optional()

const Benchmark = z.object({
  name: z.string(),
  fullname: z.string().optional(),
  params: z.record(z.string(), z.unknown()).nullable().optional(),
  stats: z.object({
    min: figure,
    max: figure,
    mean: figure,
    stddev: figure,
    median: figure,
    rounds: z.number(),
    data: z.array(z.unknown()).optional(),
  }),
})
type Benchmark = z.infer<typeof Benchmark>

/** `Benchmark`, checked by hand: a suite can hold tens of thousands of them. */
function isBenchmark(value: unknown): value is Benchmark {
  if (!isPlainObject(value)) return false
  const { params, stats } = value
  return (
    typeof value.name === 'string' &&
    isOptionalString(value.fullname) &&
    (params === undefined || params === null || isPlainObject(params)) &&
    isPlainObject(stats) &&
    isOptionalFigure(stats.min) &&
    isOptionalFigure(stats.max) &&
    isOptionalFigure(stats.mean) &&
    isOptionalFigure(stats.stddev) &&
    isOptionalFigure(stats.median) &&
    isFiniteNumber(stats.rounds) &&
    (stats.data === undefined || Array.isArray(stats.data))
  )
}

const Document = z.object({
  machine_info: z.looseObject({}).optional(),
  commit_info: z.unknown().optional(),
  datetime: z.unknown().optional(),
  benchmarks: z.array(z.unknown()),
})
type Document = z.infer<typeof Document>

/** `Document`, checked by hand: zod would copy an array of tens of thousands of entries. */
function isDocument(value: unknown): value is Document {
  return (
    isPlainObject(value) &&
    (value.machine_info === undefined || isPlainObject(value.machine_info)) &&
    Array.isArray(value.benchmarks)
  )
}

/** The schemas with their hand-written checks, for the test that ties each check to its schema. */
export const pytestBenchmarkShapes = {
  benchmark: { schema: Benchmark, fits: isBenchmark },
  document: { schema: Document, fits: isDocument },
}

export const pytestBenchmarkJson: FormatAdapter<'pytest-benchmark-json'> = {
  id: 'pytest-benchmark-json',
  harness: 'pytest-benchmark',
  aliases: ['pytest'],
  detect: ({ text }) =>
    /"benchmarks"\s*:/.test(text) && /"fullname"\s*:/.test(text) && /"stats"\s*:/.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics, isDocument)
  const results: FreshResult[] = []
  const run = root && runOf(root)
  root?.benchmarks.forEach((raw, index) => {
    const path = childPath('$.benchmarks', index)
    const entry = readRecordFast(Benchmark, isBenchmark, raw, source.name, path, diagnostics)
    if (!entry) return
    const result: FreshResult = toResult(entry, source.name, path, diagnostics)
    if (run !== undefined) result.run = run
    keepResult(results, result)
  })
  return { results, diagnostics, environment: environmentOf(root?.machine_info ?? {}) }
}

function toResult(
  entry: Benchmark,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult {
  const { stats } = entry
  const samples = toSamples(
    completeData(stats.data, file, path, diagnostics),
    SECOND,
    file,
    `${path}.stats.data`,
    diagnostics,
  )
  const params = boundedParams(entry.params ?? {}, file, `${path}.params`, diagnostics)
  const name = boundedName(entry.fullname ?? entry.name)
  const scaled = (v: number | null | undefined) => (typeof v === 'number' ? v * SECOND : undefined)
  const summary =
    samples.length === 0
      ? summaryStats(stats.rounds, {
          mean: scaled(stats.mean),
          sd: scaled(stats.stddev),
          median: scaled(stats.median),
          min: scaled(stats.min),
          max: scaled(stats.max),
        })
      : undefined
  return {
    benchmark: Object.keys(params).length > 0 ? { name, params } : { name },
    metric: 'wall-time',
    metricName: 'time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples,
    ...(summary ? { summary } : {}),
    format: 'pytest-benchmark-json',
    source: { file, jsonPath: path },
  }
}

/**
 * `stats.data` as numbers. A list with text in it was cut by hand ("… omitted"), so it is not the
 * whole sample: the summary is used instead, and the reader is told.
 */
function completeData(
  data: readonly unknown[] | undefined,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): (number | null)[] {
  if (!data) return []
  let others = 0
  for (const v of data) if (typeof v !== 'number' && v !== null) others++
  if (others === 0) return data as (number | null)[]
  diagnostics.push(
    diagnostic(
      'warning',
      file,
      `${path}.stats.data`,
      `holds ${others} entr${others === 1 ? 'y' : 'ies'} that are not numbers, so it is incomplete; the stats summary was used`,
    ),
  )
  return []
}

/** Parameters as text; a value too long for a key (an embedded data set, F27) is left out. */
function boundedParams(
  params: Readonly<Record<string, unknown>>,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    // Most parameters are numbers or strings: only an array or object can nest.
    if (typeof value === 'object' && nestsDeeperThan(value, PARAM_NESTING_LIMIT)) {
      diagnostics.push(
        diagnostic(
          'info',
          file,
          childPath(path, key),
          `parameter value nested more than ${PARAM_NESTING_LIMIT} levels deep left out of the benchmark key`,
        ),
      )
      continue
    }
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    if (text.length <= PARAM_VALUE_LIMIT) kept[key] = text
    else
      diagnostics.push(
        diagnostic(
          'info',
          file,
          childPath(path, key),
          `parameter value of ${text.length} characters left out of the benchmark key`,
        ),
      )
  }
  return kept
}

function environmentOf(info: Record<string, unknown>): Environment {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
  const cpu = (info.cpu ?? {}) as Record<string, unknown>
  const entries: [string, string][] = [
    ['cpu', text(cpu.brand_raw ?? cpu.brand)],
    ['cores', text(cpu.count)],
    ['frequency', text(cpu.hz_advertised_friendly)],
    ['os', [text(info.system), text(info.release)].filter(Boolean).join(' ')],
    ['arch', text(info.machine)],
    ['compiler', text(info.python_compiler)],
    ['runtime', [text(info.python_implementation), text(info.python_version)].join(' ').trim()],
  ]
  return Object.fromEntries(entries.filter(([, value]) => value !== ''))
}

/**
 * What the session's file says about it (docs/architecture.md §3 "One run or several"): the
 * machine and Python it ran on, the commit it measured (its id; the dirty flag is no identity), and when it started (`datetime`, UTC:
 * 3.x writes `utcnow()` without a zone, later versions add `+00:00`). A file with neither
 * `machine_info`, `commit_info` nor `datetime` records no session: undefined.
 */
function runOf(root: Document): RunIdentity | undefined {
  const info = isPlainObject(root.machine_info) ? root.machine_info : {}
  const commit = isPlainObject(root.commit_info) ? root.commit_info : {}
  const cpu = isPlainObject(info.cpu) ? info.cpu : {}
  const facts: Record<string, string> = {}
  const set = (key: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      const text = String(value)
      if (text !== '') facts[key] = boundedName(text)
    }
  }
  set('machine_info.node', info.node)
  set('machine_info.machine', info.machine)
  set('machine_info.system', info.system)
  set('machine_info.release', info.release)
  set('machine_info.python_implementation', info.python_implementation)
  set('machine_info.python_version', info.python_version)
  set('machine_info.cpu.brand', cpu.brand_raw ?? cpu.brand)
  // Not `commit_info.dirty`: the flag says the working tree differs from the commit, not how. A
  // build step that rewrites a tracked file between two sessions of one job flips it with the
  // code unchanged, and two dirty sessions may hold different edits: it names no code.
  set('commit_info.id', commit.id)
  const started = runStart(root.datetime, 'utc')
  if (started === undefined && Object.keys(facts).length === 0) return undefined
  return started === undefined ? { facts } : { started, facts }
}

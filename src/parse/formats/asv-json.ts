/**
 * airspeed velocity (asv ≥ 0.5, results schema `"version": 2`) result files,
 * `results/<machine>/<commit>-<env>.json`: `result_columns` names the columns of each row of
 * `results: { "<benchmark>": [row…] }`; a parameterised benchmark has one value per combination of
 * its `params` (cartesian product, first parameter slowest). The unit follows the name's prefix:
 * `time_`/`timeraw_` seconds, `mem_`/`peakmem_` bytes, `track_` the benchmark's own unit (not in
 * this file). `samples` exists with `--record-samples`; otherwise the value is asv's median.
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkResult, Environment } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import { nestsDeeperThan, PARAM_NESTING_LIMIT } from './bounded-text.js'
import { toSamples } from './sample-values.js'
import { summaryStats } from './summary-stats.js'
import { readJsonRoot } from '../json/json-root.js'

const Document = z.object({
  version: z.literal(2),
  result_columns: z.array(z.string()),
  results: z.record(z.string(), z.array(z.unknown())),
  params: z.record(z.string(), z.unknown()).optional(),
  env_name: z.string().optional(),
})
const numbers = z.array(z.number().nullable())

export const asvJson: FormatAdapter<'asv-json'> = {
  id: 'asv-json',
  harness: 'airspeed velocity (asv)',
  aliases: ['asv'],
  detect: ({ text }) => /"result_columns"\s*:/.test(text) && /"results"\s*:/.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics)
  if (!root) return { results: [], diagnostics, environment: {} }
  const results: BenchmarkResult[] = []
  for (const [name, row] of Object.entries(root.results)) {
    const path = childPath('$.results', name)
    const column = (key: string): unknown => row[root.result_columns.indexOf(key)]
    const kind = kindOf(name)
    if (!kind) {
      diagnostics.push(
        diagnostic(
          'info',
          source.name,
          path,
          `"${name}" is a track_ benchmark; its unit is not in this file, so it is read as a custom unit`,
        ),
      )
    }
    const values = readRecord(
      numbers,
      column('result') ?? [],
      source.name,
      `${path}[result]`,
      diagnostics,
    )
    const params = parameterLists(column('params'), source.name, path, diagnostics)
    values?.forEach((value, i) => {
      const combination = combinationAt(params, i)
      const location = `${path}[result][${i}]`
      const result = toResult(
        name,
        kind,
        combination,
        value,
        i,
        column,
        source.name,
        location,
        diagnostics,
      )
      if (result) keepResult(results, result)
    })
  }
  return { results, diagnostics, environment: environmentOf(root.params ?? {}, root.env_name) }
}

interface Kind {
  readonly metric: BenchmarkResult['metric']
  readonly unit: string
  readonly factor: number
  readonly direction: BenchmarkResult['direction']
}

function kindOf(name: string): Kind | undefined {
  const leaf = name.split('.').pop() ?? name
  if (/^(time|timeraw)_/.test(leaf))
    return { metric: 'wall-time', unit: 'ns', factor: 1e9, direction: 'lower-is-better' }
  if (/^(mem|peakmem)_/.test(leaf))
    return { metric: 'memory', unit: 'B', factor: 1, direction: 'lower-is-better' }
  return undefined
}

function toResult(
  name: string,
  kind: Kind | undefined,
  params: Record<string, string>,
  value: number | null,
  index: number,
  column: (key: string) => unknown,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult | undefined {
  const { metric, unit, factor, direction } = kind ?? {
    metric: 'custom',
    unit: 'unit',
    factor: 1,
    direction: 'unknown',
  }
  const common = {
    benchmark: Object.keys(params).length > 0 ? { name, params } : { name },
    metric,
    metricName: name.split('.').pop() ?? name,
    unit,
    direction,
    format: 'asv-json',
    source: { file, jsonPath: path },
  } as const
  // asv writes null (NaN in older files) for a failed or skipped combination.
  if (value === null)
    return { ...common, samples: [], error: 'asv recorded no value (failed or skipped)' }
  const sampleRows = z.array(numbers.nullable()).safeParse(column('samples'))
  const raw = sampleRows.success ? (sampleRows.data[index] ?? []) : []
  const samples = toSamples(raw, factor, file, `${path}.samples`, diagnostics)
  if (samples.length > 0) return { ...common, samples }
  const repeat = (column('stats_repeat') as unknown[] | undefined)?.[index]
  // asv's value is the median of `repeat` samples; it keeps quartiles and a 99 % CI, not an sd.
  const summary = summaryStats(typeof repeat === 'number' ? repeat : 1, { median: value * factor })
  return { ...common, samples: [], ...(summary ? { summary } : {}) }
}

/** More parameters than this are not read: asv benchmarks take a handful. */
const MAX_PARAMETERS = 32

/**
 * `params` column: one list of printed values per parameter; results follow their product (first
 * parameter slowest). The parameter names live in asv's benchmarks.json, not here, so they are
 * numbered. The product is never built: a hostile file's lists can multiply to billions.
 */
function parameterLists(
  raw: unknown,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): string[][] {
  const lists = z.array(z.array(z.unknown())).safeParse(raw)
  if (!lists.success) return []
  if (lists.data.length > MAX_PARAMETERS) {
    diagnostics.push(
      diagnostic(
        'error',
        file,
        `${path}[params]`,
        `${lists.data.length} parameters, more than the ${MAX_PARAMETERS} read; the parameters were ignored`,
      ),
    )
    return []
  }
  return lists.data.map((list) =>
    list.map((v) => (nestsDeeperThan(v, PARAM_NESTING_LIMIT) ? '(nested too deeply)' : String(v))),
  )
}

/** The `index`-th combination of the lists' product; empty when there is none. */
function combinationAt(
  lists: readonly (readonly string[])[],
  index: number,
): Record<string, string> {
  const values: string[] = []
  let rest = index
  for (let k = lists.length - 1; k >= 0; k--) {
    const list = lists[k] ?? []
    if (list.length === 0) return {}
    values[k] = list[rest % list.length] ?? ''
    rest = Math.floor(rest / list.length)
  }
  if (rest > 0) return {}
  return Object.fromEntries(values.map((v, i) => [`param${i + 1}`, v]))
}

function environmentOf(params: Record<string, unknown>, envName: string | undefined): Environment {
  const environment: Record<string, string> = {}
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined) environment[key] = value
  }
  set('cpu', text(params.cpu))
  set('cores', text(params.num_cpu))
  set('os', text(params.os))
  set('arch', text(params.arch))
  set('runtime', text(params.python) === undefined ? undefined : `Python ${String(params.python)}`)
  set('machine', text(params.machine))
  set('asv-environment', envName)
  return environment
}

/**
 * Julia BenchmarkTools.jl `BenchmarkTools.save(file, x)` JSON (format "1.0.0", BenchmarkTools 0.5–1.x):
 * `[{"Julia": v, "BenchmarkTools": v}, [value…]]`, each value `[TypeName, fields]`. `BenchmarkGroup`s
 * nest (`fib` → `10` gives `fib/10`); a `Trial` holds per-evaluation `times` (ns) and the allocation
 * `memory` (bytes) and `allocs`; a `TrialEstimate` (e.g. `median(results)`) holds one `time`.
 */
import { keepResults } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import { toSamples } from './sample-values.js'
import { readJsonRoot } from '../json/json-root.js'

const Tagged = z.tuple([z.string(), z.unknown()])
const Group = z.object({ data: z.record(z.string(), z.unknown()) })
const Trial = z.object({
  times: z.array(z.number().nullable()),
  memory: z.number().optional(),
  allocs: z.number().optional(),
})
const Estimate = z.object({
  time: z.number(),
  memory: z.number().optional(),
  allocs: z.number().optional(),
})
const Document = z.tuple([z.record(z.string(), z.unknown()), z.array(z.unknown())])

export const juliaBenchmarkToolsJson: FormatAdapter<'julia-benchmarktools-json'> = {
  id: 'julia-benchmarktools-json',
  harness: 'BenchmarkTools.jl',
  aliases: ['julia'],
  detect: ({ text }) =>
    /"BenchmarkTools"\s*:/.test(text) && /"(?:BenchmarkGroup|Trial|TrialEstimate)"/.test(text),
  parse,
}

interface Context {
  readonly file: string
  readonly diagnostics: Diagnostic[]
  readonly results: BenchmarkResult[]
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics)
  if (!root) return { results: [], diagnostics, environment: {} }
  const [versions, values] = root
  const context: Context = { file: source.name, diagnostics, results: [] }
  values.forEach((value, index) => {
    visit(value, [], childPath('$[1]', index), context)
  })
  const julia = versions.Julia
  return {
    results: context.results,
    diagnostics,
    environment: typeof julia === 'string' ? { runtime: `Julia ${julia}` } : {},
  }
}

/** Groups nested deeper than this are not read (the walk recurses once per level). */
const MAX_GROUP_DEPTH = 64

/** Walks nested groups; keys are sorted so the order does not depend on the writer's dictionary. */
function visit(value: unknown, names: readonly string[], path: string, context: Context): void {
  if (names.length > MAX_GROUP_DEPTH) {
    context.diagnostics.push(
      diagnostic(
        'error',
        context.file,
        path,
        `groups nested more than ${MAX_GROUP_DEPTH} levels deep; this group was skipped`,
      ),
    )
    return
  }
  const tagged = readRecord(Tagged, value, context.file, path, context.diagnostics)
  if (!tagged) return
  const [type, fields] = tagged
  const at = `${path}[1]`
  if (type === 'BenchmarkGroup') {
    const group = readRecord(Group, fields, context.file, at, context.diagnostics)
    for (const key of Object.keys(group?.data ?? {}).sort(naturalOrder))
      visit(group?.data[key], [...names, key], childPath(`${at}.data`, key), context)
    return
  }
  const name = names.join('/')
  if (type === 'Trial') {
    const trial = readRecord(Trial, fields, context.file, at, context.diagnostics)
    if (trial) keepResults(context.results, trialResults(name, trial, at, context))
  } else if (type === 'TrialEstimate') {
    const estimate = readRecord(Estimate, fields, context.file, at, context.diagnostics)
    if (estimate) keepResults(context.results, estimateResults(name, estimate, at, context.file))
  } else
    context.diagnostics.push(
      diagnostic('info', context.file, path, `"${name}" is a ${type}, not a measurement; skipped`),
    )
}

function trialResults(
  name: string,
  trial: z.infer<typeof Trial>,
  path: string,
  context: Context,
): BenchmarkResult[] {
  const samples = toSamples(trial.times, 1, context.file, `${path}.times`, context.diagnostics)
  return [
    base(name, 'wall-time', 'times', 'ns', path, context.file, { samples }),
    ...allocationResults(name, trial, path, context.file),
  ]
}

/**
 * An estimate is one figure chosen by the user (`median(results)` in BenchmarkTools' docs and the
 * peer Action's example); the file does not say which, so it is kept as a median with n = 1.
 */
function estimateResults(
  name: string,
  estimate: z.infer<typeof Estimate>,
  path: string,
  file: string,
): BenchmarkResult[] {
  return [
    base(name, 'wall-time', 'time', 'ns', path, file, {
      samples: [],
      summary: { n: 1, median: estimate.time },
    }),
    ...allocationResults(name, estimate, path, file),
  ]
}

/** Allocated bytes and allocation counts do not vary between runs of one build (docs/method.md §8). */
function allocationResults(
  name: string,
  values: { memory?: number | undefined; allocs?: number | undefined },
  path: string,
  file: string,
): BenchmarkResult[] {
  const results: BenchmarkResult[] = []
  if (values.memory !== undefined)
    results.push({
      ...base(name, 'memory', 'memory', 'B', path, file, { samples: [values.memory] }),
      deterministic: true,
    })
  if (values.allocs !== undefined)
    results.push({
      ...base(name, 'allocations', 'allocs', 'count', path, file, { samples: [values.allocs] }),
      deterministic: true,
    })
  return results
}

function base(
  name: string,
  metric: BenchmarkResult['metric'],
  metricName: string,
  unit: string,
  path: string,
  file: string,
  values: Pick<BenchmarkResult, 'samples' | 'summary'>,
): BenchmarkResult {
  return {
    benchmark: { name },
    metric,
    metricName,
    unit,
    direction: 'lower-is-better',
    ...values,
    format: 'julia-benchmarktools-json',
    source: { file, jsonPath: path },
  }
}

function naturalOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true })
}

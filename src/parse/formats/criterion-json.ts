/**
 * Criterion.rs's saved measurements, `target/criterion/<id>/new/{benchmark,estimates,sample}.json`
 * (v0.3–0.5; private files, but the only per-sample record besides `raw.csv`). Read as one set
 * per benchmark directory (test/field-cases.md F07): the key is `full_id` from `benchmark.json`, never the directory;
 * samples are `times[i] / iters[i]` from `sample.json` (ns); `estimates.json` is the fallback
 * summary. `base/` is Criterion's previous local run and `change/` holds fractions: both are
 * skipped, as are `report/` and `tukey.json`.
 */
import { z } from 'zod'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { criterionResults, type CriterionThroughput } from './criterion-samples.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { isJsonArrayDocument } from '../json/json-document.js'
import { summaryStats } from './summary-stats.js'
import { readJsonRoot } from '../json/json-root.js'

const FILE = /^(?:(.*)\/)?(new|base|change)\/(benchmark|estimates|sample|tukey)\.json$/
const OTHER_FILE = /^(?:(.*)\/)?(?:(?:new|base)\/raw\.csv|report\/.*\.(?:html|svg|js|css))$/

const BenchmarkFile = z.object({
  full_id: z.string(),
  throughput: z.record(z.string(), z.number()).nullable().optional(),
})
const Point = z.object({ point_estimate: z.number() }).nullable().optional()
const EstimatesFile = z.object({ mean: Point, median: Point, std_dev: Point })
const SampleFile = z.object({ iters: z.array(z.number()), times: z.array(z.number().nullable()) })

export const criterionJson: FormatAdapter<'criterion-json'> = {
  id: 'criterion-json',
  harness: 'Criterion.rs',
  detect: (source) => setOf(source) !== undefined,
  parse: (source) => parseSet([source]),
  fileSet: { claimsName, setOf, parseSet },
}

/** The names `setOf` looks at the content of, or claims by name (see `FileSetReader`). */
function claimsName(name: string): boolean {
  const path = name.replaceAll('\\', '/')
  return FILE.test(path) || (/\.(?:csv|html|svg|js|css)$/.test(path) && OTHER_FILE.test(path))
}

/** The benchmark directory (the parent of `new/`), from the path and a look at the content. */
function setOf({ name, text }: SourceText): string | undefined {
  const path = name.replaceAll('\\', '/')
  const file = FILE.exec(path)
  if (file) {
    const looksRight =
      file[3] === 'benchmark'
        ? /"full_id"\s*:/.test(text)
        : file[3] === 'estimates'
          ? /"point_estimate"\s*:/.test(text)
          : file[3] === 'sample'
            ? /"iters"\s*:/.test(text) && /"times"\s*:/.test(text)
            : isJsonArrayDocument(text, 'number')
    return looksRight ? `criterion:${file[1] ?? ''}` : undefined
  }
  // Checked first: without a matching ending, OTHER_FILE would scan the rest of the name after
  // every `report/` in it (quadratic in a hostile 64 KiB zip entry name).
  const other = /\.(?:csv|html|svg|js|css)$/.test(path) ? OTHER_FILE.exec(path) : null
  return other ? `criterion:${other[1] ?? ''}` : undefined
}

function parseSet(sources: readonly SourceText[]): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const latest = new Map<string, SourceText>()
  for (const source of sources) {
    const match = FILE.exec(source.name.replaceAll('\\', '/'))
    if (match?.[2] === 'new') latest.set(match[3] ?? '', source)
  }
  const benchmarkFile = latest.get('benchmark')
  if (!benchmarkFile) {
    const first = sources.find((s) => FILE.test(s.name.replaceAll('\\', '/')))
    if (latest.size > 0)
      diagnostics.push(
        diagnostic('error', first?.name ?? '', '', 'has no new/benchmark.json beside it; skipped'),
      )
    else if (first)
      diagnostics.push(
        diagnostic(
          'info',
          first.name,
          '',
          "only Criterion's base/ or change/ files (its previous local run) were found; skipped",
        ),
      )
    return { results: [], diagnostics, environment: {} }
  }
  const benchmark = readFile(BenchmarkFile, benchmarkFile, diagnostics)
  if (!benchmark) return { results: [], diagnostics, environment: {} }
  const throughput = throughputOf(benchmark.throughput)
  const sampleFile = latest.get('sample')
  const samples = sampleFile && readFile(SampleFile, sampleFile, diagnostics)
  if (sampleFile && samples)
    return {
      results: criterionResults(
        { name: benchmark.full_id, ...samples, unit: 'ns', throughput },
        'criterion-json',
        { file: sampleFile.name, jsonPath: '$' },
        diagnostics,
      ),
      diagnostics,
      environment: {},
    }
  return {
    results: fromEstimates(benchmark.full_id, latest, diagnostics),
    diagnostics,
    environment: {},
  }
}

/** Without `sample.json`, the point estimates are all there is: a summary of n = 1. */
function fromEstimates(
  name: string,
  latest: ReadonlyMap<string, SourceText>,
  diagnostics: Diagnostic[],
): BenchmarkResult[] {
  const file = latest.get('estimates')
  const estimates = file && readFile(EstimatesFile, file, diagnostics)
  const summary =
    estimates &&
    summaryStats(1, {
      mean: estimates.mean?.point_estimate,
      median: estimates.median?.point_estimate,
    })
  if (!file || !summary) {
    diagnostics.push(
      diagnostic(
        'error',
        file?.name ?? latest.get('benchmark')?.name ?? '',
        '',
        `benchmark "${name}" has neither new/sample.json nor estimates; skipped`,
      ),
    )
    return []
  }
  return [
    {
      benchmark: { name },
      metric: 'wall-time',
      metricName: 'time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [],
      summary,
      format: 'criterion-json',
      source: { file: file.name, jsonPath: '$' },
    },
  ]
}

function readFile<T>(schema: z.ZodType<T>, source: SourceText, diagnostics: Diagnostic[]) {
  return readJsonRoot(source, schema, diagnostics)
}

function throughputOf(
  value: Readonly<Record<string, number>> | null | undefined,
): CriterionThroughput | undefined {
  const [entry] = Object.entries(value ?? {})
  if (!entry) return undefined
  return { perIteration: entry[1], kind: entry[0].startsWith('Bytes') ? 'bytes' : 'elements' }
}

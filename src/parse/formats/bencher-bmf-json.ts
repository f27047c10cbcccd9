/**
 * Bencher Metric Format (BMF) JSON, as `bencher run --adapter json` reads it:
 * `{ "<benchmark>": { "<measure slug>": { "value": n, "lower_value"?: n, "upper_value"?: n } } }`.
 * Bencher's built-in measures have fixed units (latency ns, throughput ops/s, file-size bytes, …);
 * any other measure slug is a custom measure whose direction is unknown until the policy names it.
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkResult, Direction, MetricKind } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { childPath, readRecord } from '../json/json-records.js'
import { readJsonRoot } from '../json/json-root.js'

interface Measure {
  readonly metric: MetricKind
  readonly unit: string
  readonly factor: number
  readonly direction: Direction
  readonly deterministic?: true
}

/** Bencher's built-in measures (bencher.dev "Built-in Measures"), keyed by slug. */
const MEASURES: Readonly<Record<string, Measure>> = {
  latency: { metric: 'wall-time', unit: 'ns', factor: 1, direction: 'lower-is-better' },
  throughput: { metric: 'throughput', unit: 'ops/s', factor: 1, direction: 'higher-is-better' },
  'file-size': { metric: 'memory', unit: 'B', factor: 1, direction: 'lower-is-better' },
  'build-time': { metric: 'wall-time', unit: 'ns', factor: 1e9, direction: 'lower-is-better' },
  instructions: {
    metric: 'instructions',
    unit: 'count',
    factor: 1,
    direction: 'lower-is-better',
    deterministic: true,
  },
  cycles: { metric: 'cycles', unit: 'count', factor: 1, direction: 'lower-is-better' },
}

const Value = z.object({
  value: z.number(),
  lower_value: z.number().nullable().optional(),
  upper_value: z.number().nullable().optional(),
})

const Document = z.record(z.string(), z.record(z.string(), z.unknown()))

export const bencherBmfJson: FormatAdapter<'bencher-bmf-json'> = {
  id: 'bencher-bmf-json',
  harness: 'Bencher Metric Format',
  aliases: ['bmf'],
  detect: ({ text }) =>
    /^\s*\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\{\s*"(?:value|lower_value|upper_value)"\s*:/.test(
      text,
    ),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, Document, diagnostics)
  const results: BenchmarkResult[] = []
  for (const [name, measures] of Object.entries(root ?? {}))
    for (const [slug, raw] of Object.entries(measures)) {
      const path = childPath(childPath('$', name), slug)
      const value = readRecord(Value, raw, source.name, path, diagnostics)
      if (value) keepResult(results, toResult(name, slug, value, source.name, path, diagnostics))
    }
  return { results, diagnostics, environment: {} }
}

function toResult(
  name: string,
  slug: string,
  value: z.infer<typeof Value>,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult {
  const measure: Measure = MEASURES[slug] ?? {
    metric: 'custom',
    unit: slug,
    factor: 1,
    direction: 'unknown',
  }
  const mean = value.value * measure.factor
  if (mean < 0 && measure.metric !== 'custom')
    diagnostics.push(diagnostic('error', file, `${path}.value`, 'a negative value is invalid'))
  // `value` is one figure per run (n = 1). lower_value/upper_value are bounds of the producer's
  // choosing (a CI for Criterion, min/max elsewhere), so they are neither min/max nor a spread.
  return {
    benchmark: { name },
    metric: measure.metric,
    metricName: slug,
    unit: measure.unit,
    direction: measure.direction,
    samples: [],
    summary: { n: 1, mean },
    ...(measure.deterministic ? { deterministic: true } : {}),
    format: 'bencher-bmf-json',
    source: { file, jsonPath: path },
  }
}

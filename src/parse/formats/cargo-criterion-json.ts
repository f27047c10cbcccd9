/**
 * cargo-criterion `--message-format=json` (v1.x): one JSON message per line. Each
 * `{"reason":"benchmark-complete"}` message carries the raw measurements (`measured_values`
 * over `iteration_count`, in `unit`); its `change` figures compare with cargo-criterion's own last
 * local run and are ignored. Other messages (`group-complete`) carry no results.
 */
import { keepResults } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { criterionResults } from './criterion-samples.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { readRecord } from '../json/json-records.js'
import { jsonTreeTooLarge } from '../json/json-tree-cost.js'
import { normalizeUnit } from './units.js'

const Estimate = z.object({ estimate: z.number(), unit: z.string() }).nullable().optional()

const BenchmarkComplete = z.object({
  reason: z.literal('benchmark-complete'),
  id: z.string(),
  iteration_count: z.array(z.number()).optional(),
  measured_values: z.array(z.number().nullable()).optional(),
  unit: z.string(),
  throughput: z
    .array(z.object({ per_iteration: z.number(), unit: z.string() }))
    .nullable()
    .optional(),
  typical: Estimate,
})
type BenchmarkComplete = z.infer<typeof BenchmarkComplete>

export const cargoCriterionJson: FormatAdapter<'cargo-criterion-json'> = {
  id: 'cargo-criterion-json',
  harness: 'cargo-criterion',
  // `[ \t]*`, not `\s*`: `\s*` crosses lines, so every line start would re-read the blank
  // lines after it (quadratic in a file of blank lines).
  detect: ({ text }) => /^[ \t]*\{.*"reason"\s*:\s*"benchmark-complete"/m.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const results: BenchmarkResult[] = []
  source.text.split(/\r?\n/).forEach((raw, index) => {
    if (!/"reason"\s*:\s*"benchmark-complete"/.test(raw)) return
    const line = index + 1
    const tooLarge = jsonTreeTooLarge(raw)
    if (tooLarge !== undefined) {
      diagnostics.push(diagnostic('error', source.name, `line ${line}`, tooLarge))
      return
    }
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      diagnostics.push(
        diagnostic('error', source.name, `line ${line}`, 'is not a complete JSON message; skipped'),
      )
      return
    }
    const message = readRecord(
      BenchmarkComplete,
      value,
      source.name,
      `line ${line}: $`,
      diagnostics,
    )
    if (message) keepResults(results, toResults(message, source.name, line, diagnostics))
  })
  return { results, diagnostics, environment: {} }
}

function toResults(
  message: BenchmarkComplete,
  file: string,
  line: number,
  diagnostics: Diagnostic[],
): BenchmarkResult[] {
  const [throughput] = message.throughput ?? []
  if (message.measured_values && message.iteration_count)
    return criterionResults(
      {
        name: message.id,
        iters: message.iteration_count,
        times: message.measured_values,
        unit: message.unit,
        throughput: throughput && {
          perIteration: throughput.per_iteration,
          kind: throughput.unit.startsWith('bytes') ? 'bytes' : 'elements',
        },
      },
      'cargo-criterion-json',
      { file, line },
      diagnostics,
    )
  if (!message.typical) {
    diagnostics.push(
      diagnostic('error', file, `line ${line}`, `"${message.id}" has no measurements; skipped`),
    )
    return []
  }
  const normalized = normalizeUnit(message.typical.unit)
  return [
    {
      benchmark: { name: message.id },
      metric: normalized.metric,
      metricName: 'time',
      unit: normalized.unit,
      direction: normalized.direction,
      samples: [],
      summary: { n: 1, mean: message.typical.estimate * normalized.factor },
      format: 'cargo-criterion-json',
      source: { file, line },
    },
  ]
}

/**
 * Criterion.rs console output (`cargo bench`, v0.3–0.5): `name  time: [low estimate high]` with
 * its unit per value, the name on its own line when it is long (test/field-cases.md F06), an optional
 * `thrpt: […]` secondary metric, and a `change:` block that is Criterion's comparison with its
 * own last local run, never ours: its `time:` line holds percentages and is skipped. Each
 * estimate is one point estimate, a summary of n = 1 (docs/method.md §7).
 */
import { keepResult } from './result-room.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { normalizeUnit, printedQuantum } from './units.js'

// The name ends in a non-space and the bracket holds at most 200 characters: a lazy name followed
// by `\s*`, or an unbounded bracket tried after every `time:`, makes a long line quadratic.
const ESTIMATE = /^(\S(?:.*?\S)?)?\s*\b(time|thrpt):\s+\[([^\]]{0,200})\]/
const CHANGE = /^\s+change:/
const NOISE = /^(Benchmarking |Found \d+ outliers|Warning: |WARNING: |Gnuplot |\s)/

export const criterionText: FormatAdapter<'criterion-text'> = {
  id: 'criterion-text',
  harness: 'Criterion.rs',
  detect: ({ text }) =>
    /^(?:\S(?:.*?\S)?)?[ \t]+time:[ \t]+\[[\d.]+ \S+ [\d.]+ \S+ [\d.]+ \S+\]/m.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const results: BenchmarkResult[] = []
  let candidate: { name: string; line: number } | undefined
  let current: { name: string; line: number } | undefined
  let inChange = false
  source.text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const text = raw.trimEnd()
    const line = index + 1
    if (CHANGE.test(text)) {
      inChange = true
      return
    }
    const estimate = ESTIMATE.exec(text)
    if (!estimate) {
      if (text !== '' && !NOISE.test(text)) {
        candidate = { name: text, line }
        inChange = false
      }
      return
    }
    const [, name, kind = '', values = ''] = estimate
    if (name !== undefined) {
      current = { name: name.trim(), line }
      inChange = false
    } else if (kind === 'time' && !inChange && candidate) {
      current = candidate
    }
    candidate = undefined
    if (inChange || values.includes('%') || !current) return
    const result = readEstimate(values, kind, current, source.name, diagnostics)
    if (result) keepResult(results, result)
  })
  return { results, diagnostics, environment: {} }
}

function readEstimate(
  values: string,
  kind: string,
  benchmark: { name: string; line: number },
  file: string,
  diagnostics: Diagnostic[],
): BenchmarkResult | undefined {
  const fields = values.trim().split(/\s+/)
  const [, , estimateText = '', unit = ''] = fields
  const normalized = normalizeUnit(unit)
  const estimate = Number(estimateText)
  if (fields.length !== 6 || !Number.isFinite(estimate)) {
    diagnostics.push(
      diagnostic(
        'error',
        file,
        `line ${benchmark.line}`,
        `"${kind}: [${values}]" is not three values with units; skipped`,
      ),
    )
    return undefined
  }
  const quantum = printedQuantum(estimateText, normalized.factor)
  return {
    benchmark: { name: benchmark.name },
    metric: normalized.metric,
    metricName: kind,
    unit: normalized.unit,
    direction: normalized.direction,
    samples: [],
    summary: { n: 1, mean: estimate * normalized.factor },
    ...(quantum === undefined ? {} : { quantum }),
    format: 'criterion-text',
    source: { file, line: benchmark.line },
  }
}

/** Shared by the libtest text and JSON adapters: one printed bench line → normalized results. */
import type { BenchmarkResult, SourceLocation } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { normalizeUnit } from './units.js'

export interface LibtestLine {
  readonly name: string
  /** libtest's median, in `unit`. */
  readonly value: number
  /** `ns/iter`, or what a custom harness printed there (`cycles/iter`, `MS/s`). */
  readonly unit: string
  /** Printed resolution for a unit factor, when the value was printed as text. */
  readonly quantum: (factor: number) => number | undefined
  /** The `= 198 MB/s` rate libtest prints when the bench sets `b.bytes`. */
  readonly rate?: number
  readonly rateUnit?: string
}

/**
 * The median as a summary of n = 1, and the byte rate (derived from the same time, so the
 * default gating leaves it informational) when printed. Units are converted; a custom unit is
 * kept as printed with an unknown direction.
 */
export function libtestResults(
  line: LibtestLine,
  format: string,
  source: SourceLocation,
  diagnostics: Diagnostic[],
): BenchmarkResult[] {
  const location = `line ${String(source.line)}`
  if (!Number.isFinite(line.value)) {
    diagnostics.push(
      diagnostic('error', source.file, location, `"${line.name}" has no numeric value; skipped`),
    )
    return []
  }
  if (line.value < 0)
    diagnostics.push(
      diagnostic('error', source.file, location, 'negative value: a time cannot be negative'),
    )
  const results = [summaryResult(line.name, line.value, line.unit, line.quantum, format, source)]
  if (line.rate !== undefined && line.rateUnit !== undefined)
    results.push(
      summaryResult(line.name, line.rate, line.rateUnit, () => undefined, format, source),
    )
  return results
}

function summaryResult(
  name: string,
  value: number,
  printedUnit: string,
  quantumOf: (factor: number) => number | undefined,
  format: string,
  source: SourceLocation,
): BenchmarkResult {
  const normalized = normalizeUnit(printedUnit)
  const quantum = quantumOf(normalized.factor)
  return {
    benchmark: { name },
    metric: normalized.metric,
    metricName: printedUnit,
    unit: normalized.unit,
    direction: normalized.direction,
    samples: [],
    summary: { n: 1, median: value * normalized.factor },
    ...(quantum === undefined ? {} : { quantum }),
    format,
    source,
  }
}

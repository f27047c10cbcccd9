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
  /**
   * The `(+/- 171.43)` of a file libtest itself wrote (its `running N tests` header): max − min of
   * its 50 winsorized samples. Undefined for imitators (Criterion's bencher output), whose ±
   * means something else.
   */
  readonly range?: number
}

/** libtest's bench: 50 samples, winsorized at 5 % (library/test/src/bench.rs, `iter`). */
const LIBTEST_SAMPLES = 50

/**
 * libtest's max − min is taken after winsorizing at the 5th and 95th percentiles, so it spans the
 * central 90 %: 2 · Φ⁻¹(0.95) = 3.2897 σ for normal samples. The MAD is Φ⁻¹(0.75) σ = 0.67449 σ.
 * MAD ≈ range · 0.67449 / 3.2897 (docs/method.md §5, median ± MAD).
 */
const RANGE_TO_MAD = 0.6744897501960817 / 3.289707253902945

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
  const results = [
    summaryResult(line.name, line.value, line.unit, line.quantum, format, source, line.range),
  ]
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
  range?: number,
): BenchmarkResult {
  const normalized = normalizeUnit(printedUnit)
  const quantum = quantumOf(normalized.factor)
  const median = value * normalized.factor
  const summary =
    range !== undefined && Number.isFinite(range) && range >= 0
      ? { n: LIBTEST_SAMPLES, median, mad: range * normalized.factor * RANGE_TO_MAD }
      : { n: 1, median }
  return {
    benchmark: { name },
    metric: normalized.metric,
    metricName: printedUnit,
    unit: normalized.unit,
    direction: normalized.direction,
    samples: [],
    summary,
    ...(quantum === undefined ? {} : { quantum }),
    format,
    source,
  }
}

/** Shared by the Criterion.rs tree and cargo-criterion adapters: measurements → results. */
import type { BenchmarkResult, SourceLocation } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { plural } from '../../model/plural.js'
import { toSamples } from './sample-values.js'
import { normalizeUnit } from './units.js'

/** Criterion's per-benchmark throughput setting: bytes or elements per iteration. */
export interface CriterionThroughput {
  readonly perIteration: number
  readonly kind: 'bytes' | 'elements'
}

export interface CriterionMeasurements {
  readonly name: string
  /** Iterations in each sample. */
  readonly iters: readonly number[]
  /** Total measured value of each sample, in `unit` (`ns` for wall time). */
  readonly times: readonly (number | null)[]
  readonly unit: string
  readonly throughput?: CriterionThroughput | undefined
}

/**
 * One sample per Criterion sample: `times[i] / iters[i]` (docs/method.md §2), converted to the
 * canonical unit, plus the throughput each sample implies when the benchmark sets one (derived
 * from the same time, so the default gating leaves it informational).
 */
export function criterionResults(
  measured: CriterionMeasurements,
  format: string,
  source: SourceLocation,
  diagnostics: Diagnostic[],
): BenchmarkResult[] {
  const location = source.jsonPath ?? `line ${String(source.line)}`
  if (measured.iters.length !== measured.times.length)
    diagnostics.push(
      diagnostic(
        'warning',
        source.file,
        location,
        `${measured.iters.length} iteration counts but ${measured.times.length} measurements; the extra ones were ignored`,
      ),
    )
  const perIteration = measured.times
    .slice(0, measured.iters.length)
    .map((time, i) => (time === null ? null : time / (measured.iters[i] ?? Number.NaN)))
  const normalized = normalizeUnit(measured.unit)
  const samples = toSamples(perIteration, normalized.factor, source.file, location, diagnostics)
  const time: BenchmarkResult = {
    benchmark: { name: measured.name },
    metric: normalized.metric,
    metricName: 'time',
    unit: normalized.unit,
    direction: normalized.direction,
    samples,
    format,
    source,
  }
  const { throughput } = measured
  if (!throughput || normalized.unit !== 'ns') return [time]
  const rates = samples.filter((ns) => ns > 0).map((ns) => (throughput.perIteration * 1e9) / ns)
  // A 0 ns sample has no finite rate: said, never dropped silently (docs/method.md §2); the
  // time metric keeps it.
  const zero = samples.length - rates.length
  if (zero > 0)
    diagnostics.push(
      diagnostic(
        'warning',
        source.file,
        location,
        `${plural(zero, 'sample')} of 0 ns ${zero === 1 ? 'has' : 'have'} no finite throughput; left out of thrpt, kept in time`,
      ),
    )
  return [
    time,
    {
      ...time,
      metric: 'throughput',
      metricName: 'thrpt',
      unit: throughput.kind === 'bytes' ? 'B/s' : 'ops/s',
      direction: 'higher-is-better',
      samples: rates,
    },
  ]
}

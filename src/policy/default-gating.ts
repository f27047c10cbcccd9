/** Which metrics gate by default (DESIGN.md §3). */
import type { GatingRule, MetricIdentity } from '../compare/comparison-rules.js'

const ALWAYS_GATED: ReadonlySet<MetricIdentity['metric']> = new Set([
  'allocations',
  'instructions',
  'cycles',
])

/**
 * The default gating of DESIGN.md §3: one primary time metric per benchmark, the first wall-time
 * metric (or, when the benchmark has none, the first cpu-time metric; with neither, the first
 * throughput, which is then the only time-derived figure), plus allocation, instruction and
 * cycle counts. Everything else (CPU time beside wall time, memory, custom units) is
 * informational, and a metric whose better direction is unknown never gates.
 *
 * @param metric the metric in question
 * @param sameBenchmark all metrics of its benchmark, itself included, in head order
 * @returns true when the metric enters the FDR family and the verdict
 */
export const defaultGating: GatingRule = (metric, sameBenchmark) => {
  if (metric.direction === 'unknown') return false
  if (ALWAYS_GATED.has(metric.metric)) return true
  const primaryKind = (['wall-time', 'cpu-time', 'throughput'] as const).find((kind) =>
    sameBenchmark.some((m) => m.metric === kind && m.direction !== 'unknown'),
  )
  if (primaryKind === undefined || metric.metric !== primaryKind) return false
  const primary = sameBenchmark.find((m) => m.metric === primaryKind && m.direction !== 'unknown')
  return primary?.metricName === metric.metricName
}

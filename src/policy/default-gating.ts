/** Which metrics gate by default (DESIGN.md §3). */
import type { GatingRule, MetricIdentity } from '../compare/comparison-rules.js'

const ALWAYS_GATED: ReadonlySet<MetricIdentity['metric']> = new Set([
  'allocations',
  'instructions',
  'cycles',
])

/**
 * The default gating of DESIGN.md §3: one primary time metric per benchmark and format, the first
 * wall-time metric (or, when the benchmark has none, the first cpu-time metric; with neither, the
 * first throughput, which is then the only time-derived figure), plus allocation, instruction and
 * cycle counts. Everything else (CPU time beside wall time, memory, custom units) is
 * informational, and a metric whose better direction is unknown never gates. "First" is the
 * harness's own order within one format; a benchmark that two formats report (a Google Benchmark
 * file and a custom JSON one) has a primary metric in each, so the order of the files never
 * decides what gates.
 *
 * @param metric the metric in question
 * @param sameBenchmark all metrics of its benchmark, itself included, in head order
 * @returns true when the metric enters the FDR family and the verdict
 */
export const defaultGating: GatingRule = (metric, sameBenchmark) => {
  if (metric.direction === 'unknown') return false
  if (ALWAYS_GATED.has(metric.metric)) return true
  const sameFormat = sameBenchmark.filter((m) => m.format === metric.format)
  const primaryKind = (['wall-time', 'cpu-time', 'throughput'] as const).find((kind) =>
    sameFormat.some((m) => m.metric === kind && m.direction !== 'unknown'),
  )
  if (primaryKind === undefined || metric.metric !== primaryKind) return false
  const primary = sameFormat.find((m) => m.metric === primaryKind && m.direction !== 'unknown')
  return primary?.metricName === metric.metricName
}

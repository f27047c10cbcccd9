/** Which metrics gate by default (docs/architecture.md §3). */
import type { GatingRule, MetricIdentity } from '../compare/compare-runs.js'

const ALWAYS_GATED: ReadonlySet<MetricIdentity['metric']> = new Set([
  'allocations',
  'instructions',
  'cycles',
])

/** The primary time metric's kinds, most preferred first. */
const PRIMARY_KINDS: readonly MetricIdentity['metric'][] = ['wall-time', 'cpu-time', 'throughput']

/**
 * The default gating of docs/architecture.md §3: one primary time metric per benchmark and format, the first
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
  const rank = PRIMARY_KINDS.indexOf(metric.metric)
  if (rank < 0) return false
  // One pass instead of filter/find (this runs for every metric of a suite): the metric gates
  // when no metric of its format has a higher-ranked time kind, and it is the first of its kind.
  let first: MetricIdentity | undefined
  for (const m of sameBenchmark) {
    if (m.format !== metric.format || m.direction === 'unknown') continue
    const kind = PRIMARY_KINDS.indexOf(m.metric)
    if (kind < 0) continue
    if (kind < rank) return false
    if (kind === rank && first === undefined) first = m
  }
  return first?.metricName === metric.metricName
}

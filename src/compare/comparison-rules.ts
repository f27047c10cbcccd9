/** The policy that compare applies but does not own: classification and gating, passed in. */
import type { BenchmarkId, Direction, MetricKind } from '../model/benchmark-result.js'
import type { ChangeEvidence, Classification } from './evidence/change-evidence.js'

/** What gating may look at: one benchmark × metric. */
export interface MetricIdentity {
  readonly benchmark: BenchmarkId
  readonly metric: MetricKind
  readonly metricName: string
  readonly unit: string
  readonly direction: Direction
  /** Adapter id of the results this identity was taken from. */
  readonly format?: string
}

/**
 * Decides whether a metric gates (enters the FDR family and the verdict).
 *
 * @param metric the metric in question
 * @param sameBenchmark every metric of the same benchmark, itself included, in head order
 */
export type GatingRule = (
  metric: MetricIdentity,
  sameBenchmark: readonly MetricIdentity[],
) => boolean

/**
 * Classifies one comparison from its evidence (docs/method.md §11). `metric` says which benchmark ×
 * metric it is, so a policy can apply that comparison's own thresholds.
 */
export type Classifier = (evidence: ChangeEvidence, metric: MetricIdentity) => Classification

/**
 * The rules `compareRuns` applies. The pipeline passes policy/classify-change and
 * policy/default-gating here, so compare computes statistics without depending on policy.
 */
export interface ComparisonRules {
  readonly classify: Classifier
  readonly isGated: GatingRule
  /**
   * τ of one comparison (relative), as `classify` will apply it: the minimum-effect tests of
   * docs/method.md §9.2 are run at its θ. Absent: the settings' threshold.
   */
  readonly thresholdOf?: (metric: MetricIdentity) => number
}

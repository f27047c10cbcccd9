/**
 * The policy's per-metric and per-benchmark rules, resolved for one benchmark × metric, and the
 * rules compare applies (`classify` with that comparison's thresholds, `isGated` with its gate).
 */
import type { ComparisonRules, MetricIdentity } from '../compare/compare-runs.js'
import type { BenchmarkId, BenchmarkResult, MetricKind } from '../model/benchmark-result.js'
import type { Comparison } from '../model/comparison.js'
import { compilePattern, type BenchmarkMatcher } from './benchmark-pattern.js'
import { classifyChange, type ClassificationPolicy } from './classify-change.js'
import { defaultGating } from './default-gating.js'
import type {
  BenchmarkRule,
  DeclaredDirection,
  Gate,
  MetricRule,
  OnFailure,
  Policy,
} from './policy.js'

/** What identifies a metric for the policy: the benchmark, the metric kind and its harness name. */
export interface MetricRef {
  readonly benchmark: BenchmarkId
  readonly metric: MetricKind
  readonly metricName: string
}

/** The policy's answer for one benchmark × metric; undefined fields mean "as without a policy". */
export interface ResolvedRule {
  /** τ and τ_det for this comparison. */
  readonly threshold: number
  readonly thresholdDeterministic: number
  /** The metric-level gate (`metrics.*`); undefined = the default gating decides on or off. */
  readonly metricGate: Gate | undefined
  /** The benchmark rule's gate, and whether it is absolute (the rule names this metric). */
  readonly ruleGate: { readonly gate: Gate; readonly absolute: boolean } | undefined
  readonly direction: DeclaredDirection | undefined
  readonly deterministic: boolean | undefined
  /** How a run that failed on the PR counts (`benchmarks[].on-failure`); undefined = fail. */
  readonly onFailure: OnFailure | undefined
  /** The benchmark rule that matched first, and the metric rule that applies, if any. */
  readonly benchmarkRule: BenchmarkRule | undefined
  readonly metricRule: MetricRule | undefined
}

/** The policy applied to a run: annotate results, compare's rules, and the gate of a comparison. */
export interface PolicyRules {
  /** Declared directions (for unknown ones) and exactness, set on results before compare. */
  annotate(results: readonly BenchmarkResult[]): readonly BenchmarkResult[]
  /** `classify` with each comparison's thresholds; `isGated` with the policy's gates. */
  readonly comparison: ComparisonRules
  /** How a compared, gated comparison counts: `fail` or `warn`; `off` when not gated. */
  gateOf(comparison: Comparison): Gate
  resolve(ref: MetricRef): ResolvedRule
}

/**
 * Resolution, for one benchmark × metric: the first `benchmarks` rule whose pattern matches and
 * whose `metric` (if any) names this metric's kind or harness name; the `metrics` entry for the
 * harness name, else for the kind; then the defaults. The benchmark rule wins field by field
 * over the metric rule. A benchmark rule's `gate` without `metric` changes only metrics that gate
 * anyway (so `gate: warn` on a flaky benchmark does not start gating its CPU time); with
 * `metric` it sets that metric's gate outright.
 *
 * @param policy the validated policy
 * @param classification the effective defaults (thresholds, levels) after inputs
 */
export function policyRules(policy: Policy, classification: ClassificationPolicy): PolicyRules {
  const benchmarkRules = policy.benchmarks.map((rule) => ({
    rule,
    matches: compilePattern(rule.pattern),
  }))
  const metricRules = new Map(policy.metrics.map((rule) => [rule.metric, rule]))
  const cache = new WeakMap<BenchmarkId, Map<string, ResolvedRule>>()
  const resolve = (ref: MetricRef): ResolvedRule => {
    let perBenchmark = cache.get(ref.benchmark)
    if (!perBenchmark) cache.set(ref.benchmark, (perBenchmark = new Map<string, ResolvedRule>()))
    const key = `${ref.metric}\u0000${ref.metricName}`
    let resolved = perBenchmark.get(key)
    if (!resolved) {
      resolved = resolveRule(ref, benchmarkRules, metricRules, classification)
      perBenchmark.set(key, resolved)
    }
    return resolved
  }
  const inert = policy.benchmarks.length === 0 && policy.metrics.length === 0
  const classifyWith = (identity: MetricIdentity | undefined): ClassificationPolicy => {
    if (inert || identity === undefined) return classification
    const { threshold, thresholdDeterministic } = resolve(identity)
    return threshold === classification.threshold &&
      thresholdDeterministic === classification.thresholdDeterministic
      ? classification
      : { ...classification, threshold, thresholdDeterministic }
  }
  const gateLevel = (ref: MetricRef, gatedByDefault: () => boolean): Gate => {
    const rule = resolve(ref)
    if (rule.ruleGate?.absolute) return rule.ruleGate.gate
    const base = rule.metricGate ?? (gatedByDefault() ? 'fail' : 'off')
    return base === 'off' || rule.ruleGate === undefined ? base : rule.ruleGate.gate
  }
  return {
    resolve,
    annotate: (results) => (inert ? results : results.map((r) => annotateResult(r, resolve(r)))),
    comparison: {
      classify: (evidence, identity) => classifyChange(evidence, classifyWith(identity)),
      thresholdOf: (identity) => classifyWith(identity).threshold,
      isGated: inert
        ? defaultGating
        : (identity, same) => gateLevel(identity, () => defaultGating(identity, same)) !== 'off',
    },
    // Without rules every gated comparison fails as a regression: no lookup per comparison.
    gateOf: inert
      ? (c) => (c.gated ? 'fail' : 'off')
      : (c) => (c.gated ? gateLevel(c, () => true) : 'off'),
  }
}

function resolveRule(
  ref: MetricRef,
  benchmarkRules: readonly { rule: BenchmarkRule; matches: BenchmarkMatcher }[],
  metricRules: ReadonlyMap<string, MetricRule>,
  classification: ClassificationPolicy,
): ResolvedRule {
  const namesMetric = (metric: string | undefined) =>
    metric === undefined || metric === ref.metricName || metric === ref.metric
  const benchmarkRule = benchmarkRules.find(
    ({ rule, matches }) => namesMetric(rule.metric) && matches(ref.benchmark),
  )?.rule
  const metricRule = metricRules.get(ref.metricName) ?? metricRules.get(ref.metric)
  const threshold = benchmarkRule?.threshold ?? metricRule?.threshold
  return {
    threshold: threshold ?? classification.threshold,
    thresholdDeterministic: threshold ?? classification.thresholdDeterministic,
    metricGate: metricRule?.gate,
    ruleGate:
      benchmarkRule?.gate === undefined
        ? undefined
        : { gate: benchmarkRule.gate, absolute: benchmarkRule.metric !== undefined },
    direction: benchmarkRule?.direction ?? metricRule?.direction,
    deterministic: metricRule?.deterministic,
    onFailure: benchmarkRule?.onFailure,
    benchmarkRule,
    metricRule,
  }
}

/** A direction only where the harness gave none: the adapter knows its harness (docs/architecture.md §5). */
function annotateResult(result: BenchmarkResult, rule: ResolvedRule): BenchmarkResult {
  const direction =
    result.direction === 'unknown' && rule.direction !== undefined ? rule.direction : undefined
  const deterministic =
    rule.deterministic !== undefined && rule.deterministic !== (result.deterministic === true)
      ? rule.deterministic
      : undefined
  if (direction === undefined && deterministic === undefined) return result
  return {
    ...result,
    ...(direction === undefined ? {} : { direction }),
    ...(deterministic === undefined ? {} : { deterministic }),
  }
}

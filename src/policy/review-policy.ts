/**
 * The policy file applied after compare: what each comparison's gate and waivers make of it,
 * required benchmarks, environment differences, the acknowledgement label, and the entries
 * that matched nothing (a typo in a pattern should not pass silently).
 */
import { METRIC_KINDS, type BenchmarkResult } from '../model/benchmark-result.js'
import type { Comparison } from '../model/comparison.js'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import { agree, plural } from '../model/plural.js'
import type { PullRequestLabels } from '../model/pull-request-labels.js'
import { acknowledgementOf } from './acknowledgement.js'
import { compilePattern, describePattern } from './benchmark-pattern.js'
import { closestName } from './closest-name.js'
import type { Standing, VerdictSignals } from './decide-verdict.js'
import {
  describeMismatches,
  environmentMismatches,
  type EnvironmentMismatch,
  type SideEnvironment,
} from './environment-check.js'
import { describeLocation, type OnFailure, type Policy, type PolicyLocation } from './policy.js'
import type { PolicyRules } from './policy-rules.js'
import { missingRequired } from './required-benchmarks.js'
import { reviewWaivers } from './waivers.js'

export interface PolicyFacts {
  readonly comparisons: readonly Comparison[]
  /** The head run's results (required benchmarks are looked for here). */
  readonly head: readonly BenchmarkResult[]
  /** Per-file environments of each side; null when there is no base to compare with. */
  readonly environments: { readonly base: SideEnvironment; readonly head: SideEnvironment } | null
  /** Labels from the pull-request event; null outside pull-request events (and in the CLI). */
  readonly pullRequest: PullRequestLabels | null
  /** The date waivers expire against, YYYY-MM-DD (UTC). */
  readonly today: string
}

/**
 * The policy's signals for `decideVerdict` and its diagnostics: expired waivers, entries that
 * matched nothing (with the closest metric name), directions the harness already sets, and gates
 * on metrics whose direction is unknown (they cannot gate).
 */
export function reviewPolicy(
  policy: Policy,
  rules: PolicyRules,
  facts: PolicyFacts,
): { signals: VerdictSignals; diagnostics: Diagnostic[] } {
  const file = policy.file ?? ''
  const warn = (at: PolicyLocation, message: string) =>
    diagnostic('warning', file, describeLocation(at), message)
  const waivers = reviewWaivers(policy.waivers, facts.comparisons, facts.today)
  const standing = (c: Comparison): Standing =>
    waivers.standingOf(c) ?? (rules.gateOf(c) === 'warn' ? WARN_ONLY : COUNTS)
  // A failed run is no regression a waiver could accept; `gate: warn` still caps it at warn.
  const failure = (c: Comparison): OnFailure =>
    rules.gateOf(c) === 'warn' ? 'warn' : (rules.resolve(c).onFailure ?? 'fail')
  const mismatches =
    facts.environments && policy.environment.onMismatch !== 'ignore'
      ? environmentMismatches(
          facts.environments.base,
          facts.environments.head,
          policy.environment.keys,
        )
      : []
  const handling = policy.environment.onMismatch
  const environment =
    mismatches.length > 0 && handling !== 'ignore' ? mismatchSignal(handling, mismatches) : null
  const diagnostics = [
    ...waivers.expired.map((w) =>
      warn(
        w.at,
        `this waiver for ${describePattern(w.pattern)} expired on ${w.expires} and is ignored; renew or remove it`,
      ),
    ),
    ...unmatchedEntries(policy, facts.comparisons).map(({ at, message }) => warn(at, message)),
    // Without metric or benchmark rules no direction or gate is declared: nothing can conflict.
    ...(policy.metrics.length + policy.benchmarks.length === 0
      ? []
      : ruleConflicts(rules, facts.comparisons).map(({ at, message }) => warn(at, message))),
    ...unknownDirections(facts.comparisons),
  ]
  return {
    signals: {
      standing,
      failure,
      missingRequired: missingRequired(policy.required, facts.head).map((r) =>
        describePattern(r.pattern),
      ),
      environment,
      acknowledgement: acknowledgementOf(policy.acknowledgeLabel, facts.pullRequest),
      notes: waivers.notes,
    },
    diagnostics,
  }
}

/**
 * The environment signal of `decideVerdict`: the headline names the keys; the reason is the fact
 * (each key's values on both sides) and what it means for a change; the fact alone is the reason
 * of a verdict with no change it could explain (nothing compared).
 */
function mismatchSignal(
  handling: 'warn' | 'inconclusive',
  mismatches: readonly EnvironmentMismatch[],
): NonNullable<VerdictSignals['environment']> {
  const fact = `base and head ran in different environments: ${describeMismatches(mismatches)}`
  return {
    handling,
    headline: `base and head ran in different environments (${mismatches.map((m) => m.key).join(', ')})`,
    reason: `${fact}; the change may come from the machine or the build, not the code`,
    fact,
  }
}

const COUNTS: Standing = { kind: 'counts' }
const WARN_ONLY: Standing = { kind: 'warn-only' }

/** Metric entries, benchmark rules and waivers that match no comparison of this run. */
function unmatchedEntries(
  policy: Policy,
  comparisons: readonly Comparison[],
): { at: PolicyLocation; message: string }[] {
  const entries = policy.metrics.length + policy.benchmarks.length + policy.waivers.length
  if (comparisons.length === 0 || entries === 0) return []
  const names = new Set(comparisons.map((c) => c.metricName))
  const kinds = new Set<string>(comparisons.map((c) => c.metric))
  const namesMetric = (metric: string | undefined, c: Comparison) =>
    metric === undefined || metric === c.metric || metric === c.metricName
  const runKinds = [...kinds].join(', ')
  const unknownMetric = (metric: string, entry: 'rule' | 'entry') => {
    // A valid kind this run simply lacks (no instruction counts collected here) is no typo: say
    // so plainly rather than suggest a different spelling.
    if ((METRIC_KINDS as readonly string[]).includes(metric))
      return `this run has no ${metric} metric (its kinds: ${runKinds}); the ${entry} applies when one is present`
    const closest = closestName(metric, [...METRIC_KINDS, ...names])
    return `no metric of this run is called "${metric}" (kinds: ${runKinds})${closest ? `; did you mean "${closest}"?` : ''}`
  }
  const problems: { at: PolicyLocation; message: string }[] = []
  for (const rule of policy.metrics)
    if (!names.has(rule.metric) && !kinds.has(rule.metric))
      problems.push({ at: rule.at, message: unknownMetric(rule.metric, 'rule') })
  for (const entry of [...policy.benchmarks, ...policy.waivers]) {
    const matches = compilePattern(entry.pattern)
    if (comparisons.some((c) => namesMetric(entry.metric, c) && matches(c.benchmark))) continue
    const metric =
      entry.metric !== undefined && !names.has(entry.metric) && !kinds.has(entry.metric)
        ? `; ${unknownMetric(entry.metric, 'entry')}`
        : ''
    problems.push({
      at: entry.at,
      message: `${describePattern(entry.pattern)} matches no benchmark${entry.metric === undefined ? '' : ` with metric "${entry.metric}"`} of this run${metric}`,
    })
  }
  return problems
}

/** Metric names listed in the unknown-direction note; the rest are counted. */
const LISTED_METRICS = 5

/**
 * One warning for every metric whose better direction neither the harness nor the policy gives
 * (a user counter without a unit): it is compared and shown but can never gate, which must not
 * pass silently. It says how to set the direction (docs/policy.md `metrics.<metric>.direction`;
 * test/field-cases.md F40).
 */
function unknownDirections(comparisons: readonly Comparison[]): Diagnostic[] {
  const metrics = new Map<string, string>()
  for (const c of comparisons)
    if (c.direction === 'unknown' && !metrics.has(c.metricName)) metrics.set(c.metricName, c.unit)
  if (metrics.size === 0) return []
  const names = [...metrics.keys()]
  const listed = names
    .slice(0, LISTED_METRICS)
    .map((name) => `"${name}"`)
    .join(', ')
  const more = names.length > LISTED_METRICS ? ` and ${names.length - LISTED_METRICS} more` : ''
  const example = JSON.stringify(names[0] ?? '')
  const count = names.length
  return [
    diagnostic(
      'warning',
      '',
      '',
      `${agree(count, 'metric', plural(count, 'metric'))} ${listed}${more} ${agree(count, 'has', 'have')} no known better direction, so ${agree(count, 'it is', 'they are')} shown but never gated; set ${agree(count, 'it', 'each')} in the policy file: metrics: { ${example}: { direction: lower-is-better } } (or higher-is-better)`,
    ),
  ]
}

/** Directions the harness already gives (kept), and gates on metrics of unknown direction. */
function ruleConflicts(
  rules: PolicyRules,
  comparisons: readonly Comparison[],
): { at: PolicyLocation; message: string }[] {
  const reported = new Set<string>()
  const problems: { at: PolicyLocation; message: string }[] = []
  const once = (at: PolicyLocation, metricName: string, message: string) => {
    const key = `${at.path}\u0000${metricName}`
    if (reported.has(key)) return
    reported.add(key)
    problems.push({ at, message })
  }
  for (const c of comparisons) {
    const rule = rules.resolve(c)
    const source =
      rule.benchmarkRule?.direction !== undefined ? rule.benchmarkRule : rule.metricRule
    if (
      rule.direction !== undefined &&
      c.direction !== 'unknown' &&
      c.direction !== rule.direction &&
      source
    )
      once(
        source.at,
        c.metricName,
        `"${c.metricName}" is ${c.direction} as the harness reports it; the policy's ${rule.direction} is not applied`,
      )
    const gate = rule.ruleGate?.absolute ? rule.ruleGate.gate : rule.metricGate
    const gateSource = rule.ruleGate?.absolute ? rule.benchmarkRule : rule.metricRule
    if (c.direction === 'unknown' && gate !== undefined && gate !== 'off' && gateSource)
      once(
        gateSource.at,
        c.metricName,
        `"${c.metricName}" cannot gate while its better direction is unknown; add direction: lower-is-better or higher-is-better`,
      )
  }
  return problems
}

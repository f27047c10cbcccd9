/** The effective policy in plain lines, for the comment's method section and the JSON report. */
import type { Verdict } from '../model/verdict.js'
import { plural } from '../model/plural.js'
import { describePattern } from './benchmark-pattern.js'
import {
  describePolicyProblem,
  type BenchmarkRule,
  type MetricRule,
  type Policy,
  type PolicyDefaults,
} from './policy.js'

/** Where the policy came from and what it sets beyond docs/method.md's defaults (untrusted text). */
export interface PolicySummary {
  /** The policy file, or null when there is none and the defaults apply. */
  readonly file: string | null
  /** One line per setting or rule, in the file's order, e.g. `instructions: gate fail, threshold 1%`. */
  readonly lines: readonly string[]
}

const DEFAULT_KEYS: readonly [keyof PolicyDefaults, string][] = [
  ['threshold', 'threshold'],
  ['thresholdDeterministic', 'threshold-deterministic'],
  ['noiseFloor', 'noise-floor'],
  ['geomeanThreshold', 'geomean-threshold'],
  ['geomeanNoiseFloor', 'geomean-noise-floor'],
  ['fdr', 'fdr'],
  ['alpha', 'alpha'],
  ['minSamples', 'min-samples'],
  ['maxInconclusiveFraction', 'max-inconclusive-fraction'],
  ['history', 'history'],
  ['failOn', 'fail-on'],
  ['failOnInconclusive', 'fail-on-inconclusive'],
]
const COUNTS = new Set<keyof PolicyDefaults>(['minSamples', 'history'])

/**
 * The effective policy as lines: the file's defaults (and which ones inputs overrode), metric
 * rules, benchmark rules in match order, required benchmarks, corroboration, environment
 * handling, waivers and the acknowledgement label.
 */
export function summarizePolicy(policy: Policy): PolicySummary {
  const d = policy.defaults
  const defaults = DEFAULT_KEYS.flatMap(([field, key]) => {
    const value = d[field]
    if (value === undefined) return []
    const text = typeof value === 'number' && !COUNTS.has(field) ? percent(value) : String(value)
    return [`${key}: ${text}`]
  })
  const environment = policy.environment
  return {
    file: policy.file,
    lines: [
      ...(defaults.length > 0 ? [`defaults: ${defaults.join(', ')}`] : []),
      ...(policy.overrides.length > 0
        ? [`overridden by inputs: ${policy.overrides.join(', ')}`]
        : []),
      ...policy.metrics.map(metricLine),
      ...policy.benchmarks.map(benchmarkLine),
      ...(policy.required.length > 0
        ? [`required: ${policy.required.map((r) => describePattern(r.pattern)).join(', ')}`]
        : []),
      ...(policy.corroborate === true
        ? ['corroborate: a time regression fails only if the instruction or cycle count agrees']
        : []),
      ...(policy.wallTimeOnly === 'regression'
        ? [
            'wall-time-only: regression: a wall-time regression counts even when CPU time is unchanged',
          ]
        : []),
      `environment differences (${environment.keys.join(', ')}): ${environment.onMismatch}`,
      ...policy.waivers.map(
        (w) =>
          `waiver ${describePattern(w.pattern)}${w.metric ? ` (${w.metric})` : ''}: up to +${percent(w.maxRegression)} until ${w.expires}: ${w.reason}`,
      ),
      ...(policy.references ?? []).map((r) => `reference "${r.name}": gate ${r.gate}`),
      ...(policy.acknowledgeLabel === null
        ? []
        : [`acknowledgement label "${policy.acknowledgeLabel}" turns fail into warn`]),
    ],
  }
}

/** The verdict when the policy file cannot be used: `error`, every problem as a reason. */
export function invalidPolicyVerdict(policy: Policy): Verdict {
  const file = policy.file ?? 'the policy file'
  const [only] = policy.problems
  const headline =
    policy.problems.length === 1 && only && only.path === '' && only.line === null
      ? `policy file ${file}: ${only.message}`
      : `the policy file ${file} is invalid (${plural(policy.problems.length, 'problem')})`
  return { level: 'error', headline, reasons: policy.problems.map(describePolicyProblem) }
}

function metricLine(rule: MetricRule): string {
  return `${rule.metric}: ${fields(rule) || 'no change'}`
}

function benchmarkLine(rule: BenchmarkRule): string {
  const metric = rule.metric === undefined ? '' : ` (${rule.metric})`
  return `benchmarks ${describePattern(rule.pattern)}${metric}: ${fields(rule) || 'no change'}`
}

function fields(rule: MetricRule | BenchmarkRule): string {
  return [
    rule.gate === undefined ? '' : `gate ${rule.gate}`,
    rule.threshold === undefined ? '' : `threshold ${percent(rule.threshold)}`,
    rule.direction === undefined ? '' : rule.direction,
    'deterministic' in rule && rule.deterministic !== undefined
      ? rule.deterministic
        ? 'exact'
        : 'not exact'
      : '',
  ]
    .filter(Boolean)
    .join(', ')
}

function percent(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(4))}%`
}

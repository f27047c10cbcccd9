/** The policy file's defaults under the Action inputs and CLI flags → the effective settings. */
import { DEFAULT_STATISTICS_SETTINGS, type StatisticsSettings } from '../compare/compare-runs.js'
import {
  DEFAULT_VERDICT_POLICY,
  type VerdictPolicy,
  type Policy,
  type PolicyDefaults,
} from '../policy/judge.js'

/** Policy keys of the defaults, as users write them, for the method section. */
const DEFAULT_KEYS: Readonly<Record<keyof PolicyDefaults, string>> = {
  threshold: 'threshold',
  thresholdDeterministic: 'threshold-deterministic',
  noiseFloor: 'noise-floor',
  geomeanThreshold: 'geomean-threshold',
  geomeanNoiseFloor: 'geomean-noise-floor',
  fdr: 'fdr',
  alpha: 'alpha',
  minSamples: 'min-samples',
  maxInconclusiveFraction: 'max-inconclusive-fraction',
  history: 'history',
  failOn: 'fail-on',
  failOnInconclusive: 'fail-on-inconclusive',
  withinVariance: 'within-variance',
}

/**
 * docs/method.md §13's defaults, then the policy file's `defaults`, then `overrides` (inputs or flags:
 * they win). τ_det follows τ unless set itself, so `threshold: 3%` as an input moves τ_det too
 * unless the policy file set `threshold-deterministic`.
 *
 * @param policy the policy read from the file (or DEFAULT_POLICY)
 * @param overrides the defaults the inputs set, with the input's name as the user wrote it
 * @returns the statistics and verdict settings, and the policy recording what the inputs overrode
 */
export function effectiveSettings(
  policy: Policy,
  overrides: { readonly values: PolicyDefaults; readonly names: Readonly<Record<string, string>> },
): { statistics: StatisticsSettings; verdict: VerdictPolicy; policy: Policy } {
  const given = Object.fromEntries(
    Object.entries(overrides.values).filter(([, value]) => value !== undefined),
  ) as PolicyDefaults
  const d: PolicyDefaults = { ...withoutUndefined(policy.defaults), ...given }
  const s = DEFAULT_STATISTICS_SETTINGS
  const v = DEFAULT_VERDICT_POLICY
  const threshold = d.threshold ?? s.threshold
  const geomeanThreshold = d.geomeanThreshold ?? s.geomeanThreshold
  const statistics: StatisticsSettings = {
    threshold,
    thresholdDeterministic: d.thresholdDeterministic ?? threshold,
    noiseFloor: d.noiseFloor ?? s.noiseFloor,
    geomeanNoiseFloor: d.geomeanNoiseFloor ?? s.geomeanNoiseFloor,
    geomeanThreshold,
    fdr: d.fdr ?? s.fdr,
    alpha: d.alpha ?? s.alpha,
    minSamples: d.minSamples ?? s.minSamples,
    corroborate: policy.corroborate ?? s.corroborate,
    wallTimeOnly: policy.wallTimeOnly ?? s.wallTimeOnly,
    withinVariance: d.withinVariance ?? s.withinVariance,
  }
  const verdict: VerdictPolicy = {
    failOn: d.failOn ?? v.failOn,
    failOnInconclusive: d.failOnInconclusive ?? v.failOnInconclusive,
    maxInconclusiveFraction: d.maxInconclusiveFraction ?? v.maxInconclusiveFraction,
    geomeanThreshold,
  }
  // CLI flags are named as typed (`--threshold`); an Action input has the key's own name.
  const overridden = (Object.keys(given) as (keyof PolicyDefaults)[]).map((key) => {
    const name = overrides.names[key] ?? ''
    return `${DEFAULT_KEYS[key]} (${name.startsWith('--') ? name : 'input'})`
  })
  return { statistics, verdict, policy: { ...policy, overrides: overridden } }
}

function withoutUndefined(defaults: PolicyDefaults): PolicyDefaults {
  return Object.fromEntries(Object.entries(defaults).filter(([, value]) => value !== undefined))
}

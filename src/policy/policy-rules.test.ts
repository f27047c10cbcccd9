import { describe, expect, it } from 'vitest'
import type { ChangeEvidence } from '../compare/evidence/change-evidence.js'
import { decisionBand, untestableBand } from '../compare/paths/decision-band.js'
import type { MetricIdentity } from '../compare/comparison-rules.js'
import { DEFAULT_STATISTICS_SETTINGS } from '../compare/statistics-settings.js'
import type { BenchmarkResult, MetricKind } from '../model/benchmark-result.js'
import { parsePolicyText } from '../settings/policy-file.js'
import { effectiveSettings } from '../settings/policy-settings.js'
import { DEFAULT_POLICY, type Policy } from './policy.js'
import { policyRules } from './policy-rules.js'

const ln = Math.log

/** A policy file's text, parsed; the test fails loudly on a typo in the row itself. */
function policy(yaml: string): Policy {
  const parsed = parsePolicyText(yaml, 'policy.yml')
  expect(parsed.problems).toEqual([])
  return parsed
}

function identity(
  name: string,
  metric: MetricKind,
  metricName: string,
  direction: MetricIdentity['direction'] = 'lower-is-better',
): MetricIdentity {
  return { benchmark: { name }, metric, metricName, unit: 'ns', direction }
}

const base = {
  invalidReason: null,
  pValue: 0.001,
  qValue: 0.001,
  pMin: 1e-5,
  sampleSizes: { base: 10, head: 10 },
  paired: false,
  separated: true,
  signsDisagree: false,
  belowResolution: false,
  minimumDetectableEffect: null,
  ownDetectableEffect: null,
  samplesNeeded: null,
  untestableReason: null,
  directionKnown: true,
  higherIsBetter: false,
  qUp: 0.001,
  qDown: 1,
  guard: 0,
  runToRun: null,
} as const

/** Evidence before compare adds θ and θ_u, which follow from the τ the policy resolves. */
type Unbanded = Omit<ChangeEvidence, 'theta' | 'thetaU'>

/** An exact (deterministic) change: both sides constant, δ = ln ratio, floor 0. */
function exact(ratio: number): Unbanded {
  return {
    ...base,
    path: 'deterministic',
    delta: ln(ratio),
    ci: null,
    floor: { log: 0, source: 'deterministic' },
  }
}

/** A tested change with its CI (ratios) and a measured 3 % run-to-run floor (history). */
function tested(ratio: number, lower: number, upper: number): Unbanded {
  return {
    ...base,
    path: 'tested',
    delta: ln(ratio),
    ci: { lower: ln(lower), upper: ln(upper) },
    floor: { log: ln(1.03), source: 'history' },
  }
}

const classification = DEFAULT_STATISTICS_SETTINGS

/** The policy's rules over its own defaults, as the settings hand them to the pipeline. */
function rulesOf(yaml: string) {
  const parsed = policy(yaml)
  return policyRules(parsed, effectiveSettings(parsed, { values: {}, names: {} }).statistics)
}

describe('per-metric and per-benchmark thresholds reach the classification', () => {
  it.each([
    [
      'instructions +0.8% exact with threshold 1% → no-change',
      'metrics:\n  instructions: { threshold: 1% }',
      identity('BM_Parse', 'instructions', 'instructions'),
      exact(1.008),
      ['no-change', 'exact'],
    ],
    [
      'instructions +1.5% exact with threshold 1% → regression, exact',
      'metrics:\n  instructions: { threshold: 1% }',
      identity('BM_Parse', 'instructions', 'instructions'),
      exact(1.015),
      ['regression', 'exact'],
    ],
    [
      'instructions +1.5% exact without a policy (threshold 5%) → no-change',
      '',
      identity('BM_Parse', 'instructions', 'instructions'),
      exact(1.015),
      ['no-change', 'exact'],
    ],
    [
      'threshold-deterministic 1% in the defaults applies to every exact metric',
      'defaults:\n  threshold-deterministic: 1%',
      identity('BM_Parse', 'cycles', 'cycles'),
      exact(1.015),
      ['regression', 'exact'],
    ],
    [
      'wall time +8% (CI +6..+9.5%) at the default 5% → regression, strong',
      '',
      identity('BM_MicroCopy', 'wall-time', 'real_time'),
      tested(1.08, 1.06, 1.095),
      ['regression', 'strong'],
    ],
    [
      'wall time +8% (CI +6..+9.5%) where BM_Micro* tolerates 10% → no-change',
      'benchmarks:\n  - benchmark: BM_Micro*\n    threshold: 10%',
      identity('BM_MicroCopy', 'wall-time', 'real_time'),
      tested(1.08, 1.06, 1.095),
      ['no-change', 'equivalent'],
    ],
    [
      'the first matching rule wins: BM_Micro* (10%) before BM_* (2%)',
      'benchmarks:\n  - benchmark: BM_Micro*\n    threshold: 10%\n  - benchmark: BM_*\n    threshold: 2%',
      identity('BM_MicroCopy', 'wall-time', 'real_time'),
      tested(1.08, 1.06, 1.095),
      ['no-change', 'equivalent'],
    ],
    [
      'a regex rule matches the label: /Copy$/ tolerates 10%',
      "benchmarks:\n  - benchmark-regex: 'Copy$'\n    threshold: 10%",
      identity('BM_MicroCopy', 'wall-time', 'real_time'),
      tested(1.08, 1.06, 1.095),
      ['no-change', 'equivalent'],
    ],
    [
      'a rule for cpu-time leaves wall time at the default',
      'benchmarks:\n  - benchmark: BM_Micro*\n    metric: cpu-time\n    threshold: 10%',
      identity('BM_MicroCopy', 'wall-time', 'real_time'),
      tested(1.08, 1.06, 1.095),
      ['regression', 'strong'],
    ],
    [
      'a metric-name entry beats the kind entry: real_time 10% over wall-time 2%',
      'metrics:\n  wall-time: { threshold: 2% }\n  real_time: { threshold: 10% }',
      identity('BM_Sort', 'wall-time', 'real_time'),
      tested(1.08, 1.06, 1.095),
      ['no-change', 'equivalent'],
    ],
    [
      'a benchmark rule beats the metric entry: BM_Sort 10% over wall-time 2%',
      'metrics:\n  wall-time: { threshold: 2% }\nbenchmarks:\n  - benchmark: BM_Sort\n    threshold: 10%',
      identity('BM_Sort', 'wall-time', 'real_time'),
      tested(1.08, 1.06, 1.095),
      ['no-change', 'equivalent'],
    ],
  ] as const)('%s', (_, yaml, metric, evidence, [cls, strength]) => {
    const rules = rulesOf(yaml)
    // θ as compare computes it, at the τ the rules give it for this metric (`thresholdOf`).
    const threshold = rules.comparison.thresholdOf?.(metric) ?? NaN
    const theta = decisionBand(evidence.floor, evidence.guard, threshold)
    const banded = { ...evidence, theta, thetaU: untestableBand(theta, 0.1) }
    const decided = rules.comparison.classify(banded, metric)
    expect([decided.class, decided.strength]).toEqual([cls, strength])
  })
})

describe('gates', () => {
  const wall = identity('BM_Flaky', 'wall-time', 'real_time')
  const cpu = identity('BM_Flaky', 'cpu-time', 'cpu_time')
  const memory = identity('BM_Flaky', 'memory', 'max_rss')
  const siblings = [wall, cpu, memory]
  it.each([
    [
      'no policy: wall time gates (fail), CPU time beside it is informational',
      '',
      ['fail', 'off', 'off'],
    ],
    [
      'metrics memory: gate fail → memory gates too',
      'metrics:\n  memory: { gate: fail }',
      ['fail', 'off', 'fail'],
    ],
    [
      'metrics wall-time: gate off → informational',
      'metrics:\n  wall-time: { gate: off }',
      ['off', 'off', 'off'],
    ],
    [
      'BM_Flaky*: gate warn → its wall time only warns; CPU time stays informational',
      'benchmarks:\n  - benchmark: BM_Flaky*\n    gate: warn',
      ['warn', 'off', 'off'],
    ],
    [
      'BM_Flaky* cpu-time: gate warn → CPU time gates, as warn only',
      'benchmarks:\n  - benchmark: BM_Flaky*\n    metric: cpu-time\n    gate: warn',
      ['fail', 'warn', 'off'],
    ],
    [
      'BM_Flaky*: gate off → nothing of it gates',
      'benchmarks:\n  - benchmark: BM_Flaky*\n    gate: off',
      ['off', 'off', 'off'],
    ],
    [
      'metrics wall-time: gate warn, and a rule BM_Flaky*: gate fail → fail',
      'metrics:\n  wall-time: { gate: warn }\nbenchmarks:\n  - benchmark: BM_Flaky*\n    gate: fail',
      ['fail', 'off', 'off'],
    ],
  ] as const)('%s', (_, yaml, expected) => {
    const rules = policyRules(policy(yaml), classification)
    const gates = siblings.map((m) => {
      const gated = rules.comparison.isGated(m, siblings)
      return gated ? rules.gateOf({ ...m, gated } as never) : 'off'
    })
    expect(gates).toEqual(expected)
  })
})

describe('directions and exactness declared for results', () => {
  const result = (
    metricName: string,
    direction: BenchmarkResult['direction'],
  ): BenchmarkResult => ({
    benchmark: { name: 'BenchmarkParse' },
    metric: 'custom',
    metricName,
    unit: metricName,
    direction,
    samples: [1, 2],
    format: 'go-test-text',
    source: { file: 'head.txt', line: 3 },
  })

  it('declares the direction of a custom unit the harness leaves unknown', () => {
    const rules = policyRules(
      policy('metrics:\n  blocks/s: { direction: higher-is-better, gate: fail }'),
      classification,
    )
    const [annotated] = rules.annotate([result('blocks/s', 'unknown')])
    expect(annotated?.direction).toBe('higher-is-better')
  })

  it('keeps a direction the harness gives', () => {
    const rules = policyRules(
      policy('metrics:\n  custom: { direction: higher-is-better }'),
      classification,
    )
    const [kept] = rules.annotate([result('ms/blk', 'lower-is-better')])
    expect(kept?.direction).toBe('lower-is-better')
  })

  it('declares a metric exact, or not exact', () => {
    const rules = policyRules(
      policy('metrics:\n  ir/op: { deterministic: true }\n  B/op: { deterministic: false }'),
      classification,
    )
    const [ir, bytes] = rules.annotate([
      result('ir/op', 'lower-is-better'),
      { ...result('B/op', 'lower-is-better'), deterministic: true },
    ])
    expect([ir?.deterministic, bytes?.deterministic]).toEqual([true, false])
  })

  it('leaves results untouched without metric or benchmark rules', () => {
    const results = [result('x/op', 'unknown')]
    expect(policyRules(DEFAULT_POLICY, classification).annotate(results)).toBe(results)
  })
})

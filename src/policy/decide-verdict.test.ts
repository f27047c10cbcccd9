import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Finding } from '../compare/finding.js'
import type { Comparison, DecisionRow, Strength } from '../model/comparison.js'
import type { Geomean } from '../model/verdict.js'
import {
  DEFAULT_VERDICT_POLICY,
  decideVerdict,
  verdictFailsStep,
  type VerdictPolicy,
} from './decide-verdict.js'

const CLASS_NAMES: Record<string, Comparison['class']> = {
  regressed: 'regression',
  improved: 'improvement',
  unchanged: 'no-change',
  inconclusive: 'inconclusive',
}
const STRENGTH_NAMES: Record<string, Strength> = {
  in_noise: 'in-noise',
  run_to_run_noise: 'run-to-run-noise',
}

/** A gated comparison as the classifier would leave it; only what the verdict reads matters. */
function comparison(
  cls: Comparison['class'],
  strength: Strength | null,
  options: {
    ratio?: number
    row?: DecisionRow
    gated?: boolean
    name?: string
    direction?: Comparison['direction']
  } = {},
): Comparison {
  const ratio = options.ratio ?? (cls === 'regression' ? 1.08 : cls === 'improvement' ? 0.92 : 1.0)
  const row = options.row ?? (cls === 'inconclusive' ? '4' : cls === 'regression' ? '5' : '10')
  return {
    against: 'base',
    key: options.name ?? 'b',
    benchmark: { name: options.name ?? 'b' },
    label: options.name ?? 'b',
    metric: 'wall-time',
    metricName: 'time',
    unit: 'ns',
    direction: options.direction ?? 'lower-is-better',
    gated: options.gated ?? true,
    base: null,
    head: null,
    ratio,
    ci: { lower: ratio * 0.99, upper: ratio * 1.01, level: 0.95 },
    pValue: row === '4' ? 0.33 : 0.01,
    qValue: row === '4' ? null : 0.01,
    pMin: row === '4' ? 0.33 : 1e-5,
    method: 'mann-whitney-exact',
    floor: { value: 0.1, source: 'assumed' },
    class: cls,
    strength,
    reasons: [`${options.name ?? 'b'} ${cls}`],
    minimumDetectableEffect: null,
    signs: null,
    decisionRow: row,
  }
}

function geomean(lower: number, upper: number, center: number, floor = 0.05): Geomean {
  return {
    ratio: center,
    ci: { lower, upper, level: 0.95 },
    partial: false,
    betweenBenchmarkCi: null,
    count: 4,
    floor: { value: floor, source: floor === 0.05 ? 'assumed' : 'history' },
  }
}

const vectors = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../shared/stats-vectors.json'), 'utf8'),
) as { cases: { id: string; expected: unknown }[] }
const v02 = vectors.cases.find((c) => c.id === 'v02_overall_truth_table')!.expected as {
  scenario: string
  classes: { class: string; strength: string | null }[]
  geomean: string | { geomean_log: number; ci95_ratio_fixed: [number, number] }
  overall: string
}[]

describe('overall verdict truth table (vector v02)', () => {
  it.each(v02.map((row) => [row.scenario, row] as const))('%s', (_, row) => {
    const comparisons = row.classes.map((c, i) =>
      comparison(
        CLASS_NAMES[c.class]!,
        c.strength === null ? null : (STRENGTH_NAMES[c.strength] ?? (c.strength as Strength)),
        { name: `b${i}` },
      ),
    )
    const suite =
      typeof row.geomean === 'string'
        ? null
        : geomean(
            row.geomean.ci95_ratio_fixed[0],
            row.geomean.ci95_ratio_fixed[1],
            Math.exp(row.geomean.geomean_log),
          )
    expect(decideVerdict(comparisons, suite, DEFAULT_VERDICT_POLICY, []).level).toBe(row.overall)
  })
})

const calm = [
  comparison('no-change', 'in-noise', { name: 'a' }),
  comparison('no-change', 'equivalent', { name: 'c' }),
]
const policies: Record<string, VerdictPolicy> = {
  default: DEFAULT_VERDICT_POLICY,
  'fail-on likely': { ...DEFAULT_VERDICT_POLICY, failOn: 'likely' },
  'fail-on unverified': { ...DEFAULT_VERDICT_POLICY, failOn: 'unverified' },
  'fail-on never': { ...DEFAULT_VERDICT_POLICY, failOn: 'never' },
}
const finding = (kind: Finding['kind']): Finding => ({
  kind,
  message: `${kind} finding`,
  benchmarks: [],
})

describe('verdict rules (METHOD.md §12.2), read as policy', () => {
  it.each([
    [
      '+8 % with the CI beyond max(threshold, floor) → regression, strong → fail',
      'default',
      [comparison('regression', 'strong')],
      null,
      [],
      'fail',
    ],
    [
      'an exact counter regression → fail',
      'default',
      [comparison('regression', 'exact')],
      null,
      [],
      'fail',
    ],
    [
      'a likely regression → warn by default',
      'default',
      [comparison('regression', 'likely')],
      null,
      [],
      'warn',
    ],
    [
      'a likely regression → fail with fail-on likely',
      'fail-on likely',
      [comparison('regression', 'likely')],
      null,
      [],
      'fail',
    ],
    [
      'an unverified regression → warn with fail-on likely',
      'fail-on likely',
      [comparison('regression', 'unverified')],
      null,
      [],
      'warn',
    ],
    [
      'an unverified regression → fail with fail-on unverified',
      'fail-on unverified',
      [comparison('regression', 'unverified')],
      null,
      [],
      'fail',
    ],
    [
      'a strong regression → only warn with fail-on never',
      'fail-on never',
      [comparison('regression', 'strong')],
      null,
      [],
      'warn',
    ],
    [
      'an informational (ungated) strong regression → pass',
      'default',
      [...calm, comparison('regression', 'strong', { gated: false })],
      null,
      [],
      'pass',
    ],
    [
      'strong improvements never fail or warn',
      'default',
      [comparison('improvement', 'strong'), ...calm],
      null,
      [],
      'pass',
    ],
    [
      'geomean CI [1.06, 1.08] above band and the assumed 5 % floor → fail (diffuse regression)',
      'default',
      calm,
      geomean(1.06, 1.08, 1.07),
      [],
      'fail',
    ],
    [
      'geomean CI [1.025, 1.035] inside the assumed 5 % floor → warn',
      'default',
      calm,
      geomean(1.025, 1.035, 1.03),
      [],
      'warn',
    ],
    [
      'geomean CI [1.025, 1.035] with a measured 2 % floor → fail',
      'default',
      calm,
      geomean(1.025, 1.035, 1.03, 0.02),
      [],
      'fail',
    ],
    [
      'geomean +1 % with CI above 0 → pass (inside the 2 % band)',
      'default',
      calm,
      geomean(1.005, 1.015, 1.01),
      [],
      'pass',
    ],
    ['a geomean improvement → pass', 'default', calm, geomean(0.9, 0.95, 0.92), [], 'pass'],
    ['a failed A/A calibration → warn', 'default', calm, null, [finding('calibration')], 'warn'],
    [
      'the BH detectability warning → warn',
      'default',
      calm,
      null,
      [finding('detectability')],
      'warn',
    ],
    [
      'a whole-suite shift alone is informational → pass',
      'default',
      calm,
      null,
      [finding('suite-shift')],
      'pass',
    ],
    [
      'a +9.9 % row-12 possible regression → inconclusive',
      'default',
      [...calm, comparison('inconclusive', null, { ratio: 1.099, row: '12' })],
      null,
      [],
      'inconclusive',
    ],
    [
      'a −9.9 % row-12 possible improvement → pass',
      'default',
      [...calm, comparison('inconclusive', null, { ratio: 0.91, row: '12' })],
      null,
      [],
      'pass',
    ],
    [
      'a throughput drop in row 13 is a possible regression → inconclusive',
      'default',
      [
        ...calm,
        comparison('inconclusive', null, { ratio: 0.8, row: '13', direction: 'higher-is-better' }),
      ],
      null,
      [],
      'inconclusive',
    ],
    [
      '3 of 4 inconclusive → inconclusive',
      'default',
      [
        comparison('inconclusive', null),
        comparison('inconclusive', null),
        comparison('inconclusive', null),
        calm[0]!,
      ],
      null,
      [],
      'inconclusive',
    ],
    [
      'nothing testable → inconclusive',
      'default',
      [comparison('inconclusive', null)],
      null,
      [],
      'inconclusive',
    ],
    ['no gated comparison at all → inconclusive', 'default', [], null, [], 'inconclusive'],
  ] as const)('%s', (_, policy, comparisons, suite, findings, level) => {
    expect(decideVerdict(comparisons, suite, policies[policy]!, findings).level).toBe(level)
  })

  it('leads with the worst regression and counts the others', () => {
    const verdict = decideVerdict(
      [
        comparison('regression', 'strong', { ratio: 1.08, name: 'small' }),
        comparison('regression', 'strong', { ratio: 1.3, name: 'big' }),
      ],
      null,
      DEFAULT_VERDICT_POLICY,
      [],
    )
    expect(verdict.headline).toBe('big (time): big regression (and 1 more regression(s))')
    expect(verdict.reasons).toHaveLength(2)
  })

  it('says why strict mode will fail the step', () => {
    const strict = { ...DEFAULT_VERDICT_POLICY, failOnInconclusive: true }
    const verdict = decideVerdict([comparison('inconclusive', null)], null, strict, [])
    expect(verdict.reasons.at(-1)).toMatch(/fail-on-inconclusive/)
    expect(verdictFailsStep(verdict.level, strict)).toBe(true)
    expect(verdictFailsStep(verdict.level, DEFAULT_VERDICT_POLICY)).toBe(false)
  })

  it.each([
    ['fail', 'default', true],
    ['fail', 'fail-on never', false],
    ['warn', 'default', false],
    ['error', 'default', true],
    ['no-baseline', 'default', false],
  ] as const)('a %s verdict fails the step under %s: %s', (level, policy, fails) => {
    expect(verdictFailsStep(level, policies[policy]!)).toBe(fails)
  })
})

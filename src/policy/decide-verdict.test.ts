import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../test/reference/reference-set.js'
import type { Finding } from '../compare/suite/finding.js'
import type { Comparison, DecisionRow, Strength } from '../model/comparison.js'
import type { Geomean } from '../model/verdict.js'
import {
  DEFAULT_VERDICT_POLICY,
  decideVerdict,
  type Standing,
  type VerdictPolicy,
} from './decide-verdict.js'
import { verdictFailsStep } from './judge.js'
import { geomeanSignal } from './verdict-causes.js'

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

const v02 = (vectorCase('v02_overall_truth_table') as { expected: unknown }).expected as {
  scenario: string
  classes: { class: string; strength: string | null }[]
  geomean: string | { geomean_log: number; ci95_ratio_fixed: [number, number] }
  overall: string
}[]

// Method revision 2 rewrote v02: each row gives the suite rule's outcome (`suite_rule`) where it
// gave the geomean and its CI, each benchmark's decision row and δ, new scenarios, and two
// scenarios without history that warned now pass (docs/method.md §15, §17 change 6). This test reads
// the earlier shape and the code still decides from the geomean CI, so the table is skipped, not
// deleted, until the code implements revision 2 and the test reads the new shape.
describe.skip('overall verdict truth table (vector v02) — method revision 2 changes this vector (suite rule instead of the geomean CI, docs/method.md §17 change 6); the implementation has not caught up', () => {
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

describe('verdict rules (docs/method.md §12.2), read as policy', () => {
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

  it('heads with a short sentence: the count and the worst one; the reasons carry the details', () => {
    const verdict = decideVerdict(
      [
        comparison('regression', 'strong', { ratio: 1.08, name: 'small' }),
        comparison('regression', 'strong', { ratio: 1.355, name: 'BM_Crc32/1024' }),
      ],
      null,
      DEFAULT_VERDICT_POLICY,
      [],
    )
    expect(verdict.headline).toBe(
      '2 regressions beyond the noise floor (worst: BM_Crc32/1024 time +35.5 %)',
    )
    expect(verdict.reasons).toEqual([
      'BM_Crc32/1024 (time): BM_Crc32/1024 regression',
      'small (time): small regression',
    ])
  })

  it.each([
    [
      'one strong regression',
      [comparison('regression', 'strong', { ratio: 1.2, name: 'a' })],
      null,
      'fail',
      '1 regression beyond the noise floor (a time +20 %)',
    ],
    [
      'one likely regression',
      [comparison('regression', 'likely', { ratio: 1.07, name: 'a' })],
      null,
      'warn',
      '1 likely regression (a time +7 %)',
    ],
    [
      'likely and unverified regressions',
      [
        comparison('regression', 'likely', { ratio: 1.07, name: 'a' }),
        comparison('regression', 'unverified', { ratio: 1.5, name: 'b', row: '3' }),
      ],
      null,
      'warn',
      '2 regressions (1 likely, 1 unverified), worst: b time +50 %',
    ],
    [
      'a throughput drop, shown as the reader knows it',
      [
        comparison('regression', 'strong', {
          ratio: 0.8,
          name: 'a',
          direction: 'higher-is-better',
        }),
      ],
      null,
      'fail',
      '1 regression beyond the noise floor (a time −20 %)',
    ],
    [
      'a diffuse regression',
      calm,
      geomean(1.06, 1.08, 1.07),
      'fail',
      'a diffuse regression: the suite geomean moved +7 %',
    ],
    [
      'a possible regression',
      [...calm, comparison('inconclusive', null, { ratio: 1.099, row: '12', name: 'u01' })],
      null,
      'inconclusive',
      'needs a closer look: 1 possible regression (u01 time +9.9 %)',
    ],
    [
      'nothing gated',
      [],
      null,
      'inconclusive',
      'needs a closer look: no comparison is gated, so nothing was judged',
    ],
    [
      'all calm',
      [...calm, comparison('improvement', 'strong', { name: 'fast' })],
      null,
      'pass',
      'no regression beyond the thresholds in 3 gated comparisons; 1 improved',
    ],
  ] as const)('headline for %s', (_, comparisons, suite, level, headline) => {
    const verdict = decideVerdict(comparisons, suite, DEFAULT_VERDICT_POLICY, [])
    expect([verdict.level, verdict.headline]).toEqual([level, headline])
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

describe('what the policy file adds to the verdict, read as policy', () => {
  const strong = comparison('regression', 'strong', { ratio: 1.3, name: 'BM_Crc32' })
  const likely = comparison('regression', 'likely', { ratio: 1.07, name: 'BM_Sort' })
  const warnOnly = (c: Comparison): Standing =>
    c.label === 'BM_Crc32' ? { kind: 'warn-only' } : { kind: 'counts' }
  const waived = (c: Comparison): Standing =>
    c.label === 'BM_Crc32' ? { kind: 'waived', reason: 'BM_Crc32: accepted' } : { kind: 'counts' }
  const cpu = (handling: 'warn' | 'inconclusive') => ({
    handling,
    headline: 'base and head ran in different environments (cpu)',
    reason: 'cpu "A" on base, "B" on head',
  })
  const acknowledged = 'acknowledged with the label "perf-ok", added by @alice'
  it.each([
    ['a strong regression of a gate: warn metric → warn', [strong], { standing: warnOnly }, 'warn'],
    [
      'a strong regression an active waiver accepts → pass',
      [...calm, strong],
      { standing: waived },
      'pass',
    ],
    [
      'a waived strong regression beside a likely one → warn',
      [strong, likely],
      { standing: waived },
      'warn',
    ],
    [
      'a possible regression a waiver accepts → pass',
      [...calm, comparison('inconclusive', null, { ratio: 1.09, row: '12', name: 'BM_Crc32' })],
      { standing: waived },
      'pass',
    ],
    ['a required benchmark missing → fail', calm, { missingRequired: ['BM_Hash'] }, 'fail'],
    [
      'a required benchmark missing, with fail-on never → warn',
      calm,
      { missingRequired: ['BM_Hash'] },
      'warn',
      'fail-on never',
    ],
    [
      'different CPUs, on-mismatch warn, calm numbers → warn',
      calm,
      { environment: cpu('warn') },
      'warn',
    ],
    [
      'different CPUs, on-mismatch warn, a strong regression → fail',
      [strong],
      { environment: cpu('warn') },
      'fail',
    ],
    [
      'different CPUs, on-mismatch inconclusive, a strong regression → inconclusive',
      [strong],
      { environment: cpu('inconclusive') },
      'inconclusive',
    ],
    [
      'different CPUs, on-mismatch inconclusive, calm numbers → inconclusive',
      calm,
      { environment: cpu('inconclusive') },
      'inconclusive',
    ],
    [
      'different CPUs, on-mismatch inconclusive, a required benchmark missing → fail',
      calm,
      { environment: cpu('inconclusive'), missingRequired: ['BM_Hash'] },
      'fail',
    ],
    [
      'the acknowledgement label on a failing PR → warn',
      [strong],
      { acknowledgement: acknowledged },
      'warn',
    ],
    [
      'the acknowledgement label on a passing PR → pass',
      calm,
      { acknowledgement: acknowledged },
      'pass',
    ],
  ] as const)('%s', (_, comparisons, signals, level, policy?: string) => {
    const rules = policies[policy ?? 'default']!
    expect(decideVerdict(comparisons, null, rules, [], signals).level).toBe(level)
  })

  it('leaves a waived or gate: warn regression out of the diffuse-regression rule', () => {
    const suite = geomean(1.1, 1.3, 1.2)
    const big = comparison('regression', 'strong', { ratio: 1.6, name: 'BM_Crc32' })
    expect(decideVerdict([...calm, big], suite, DEFAULT_VERDICT_POLICY, []).level).toBe('fail')
    for (const standing of [waived, warnOnly]) {
      const verdict = decideVerdict([...calm, big], suite, DEFAULT_VERDICT_POLICY, [], {
        standing,
      })
      expect(verdict.reasons.join('\n')).not.toMatch(/geomean/)
    }
  })

  it('names the gate when a gate: warn regression only warns', () => {
    const verdict = decideVerdict([strong], null, DEFAULT_VERDICT_POLICY, [], {
      standing: warnOnly,
    })
    expect(verdict.headline).toBe('1 regression beyond the noise floor (BM_Crc32 time +30 %)')
    expect(verdict.reasons).toEqual(['BM_Crc32 (time): BM_Crc32 regression (gate: warn)'])
  })

  it('lists the waiver that accepted a regression, and the notes the policy adds', () => {
    const verdict = decideVerdict([...calm, strong], null, DEFAULT_VERDICT_POLICY, [], {
      standing: waived,
      notes: ['the waiver at waivers[1] (line 30) expired on 2025-01-31'],
    })
    expect(verdict.reasons).toEqual([
      'no regression beyond the thresholds in 3 gated comparisons',
      'BM_Crc32: accepted',
      'the waiver at waivers[1] (line 30) expired on 2025-01-31',
    ])
  })

  it('says the numbers would fail when an environment difference makes it inconclusive', () => {
    const verdict = decideVerdict([strong], null, DEFAULT_VERDICT_POLICY, [], {
      environment: cpu('inconclusive'),
    })
    expect(verdict.headline).toBe(
      'needs a closer look: base and head ran in different environments (cpu)',
    )
    expect(verdict.reasons.slice(0, 3)).toEqual([
      'cpu "A" on base, "B" on head',
      'the numbers alone would say: 1 regression beyond the noise floor (BM_Crc32 time +30 %)',
      'BM_Crc32 (time): BM_Crc32 regression',
    ])
  })

  it('still names the environment difference when a missing required benchmark fails', () => {
    const verdict = decideVerdict(calm, null, DEFAULT_VERDICT_POLICY, [], {
      environment: cpu('inconclusive'),
      missingRequired: ['BM_Hash'],
    })
    expect(verdict.reasons).toEqual([
      'required benchmark BM_Hash has no head results: it was removed, renamed or failed',
      'cpu "A" on base, "B" on head',
    ])
  })

  it('heads a missing required benchmark by name', () => {
    const verdict = decideVerdict(calm, null, DEFAULT_VERDICT_POLICY, [], {
      missingRequired: ['BM_Hash/*'],
    })
    expect(verdict.headline).toBe('required benchmark BM_Hash/* has no head results')
  })

  it('shows who acknowledged a failing verdict first', () => {
    const verdict = decideVerdict([strong], null, DEFAULT_VERDICT_POLICY, [], {
      acknowledgement: acknowledged,
    })
    expect(verdict.headline).toBe(
      'acknowledged: 1 regression beyond the noise floor (BM_Crc32 time +30 %)',
    )
    expect(verdict.reasons[0]).toBe(acknowledged)
    expect(verdictFailsStep(verdict.level, DEFAULT_VERDICT_POLICY)).toBe(false)
  })
})

describe('the geomean rules say what moved the geomean (§12.2)', () => {
  it('calls a fail diffuse only when no benchmark is itself a regression', () => {
    const beyond = geomean(1.06, 1.08, 1.07)
    expect(geomeanSignal(beyond, 0.02)?.reason).toBe(
      'the suite geomean moved +7 % [+6 %, +8 %], beyond the ±2 % band and its ±5 % run-to-run floor (assumed): a diffuse regression, no single benchmark a regression but the suite as a whole slower',
    )
    expect(geomeanSignal(beyond, 0.02, 1)).toEqual({
      level: 'fail',
      headline: 'the suite geomean moved +7 %',
      reason:
        'the suite geomean moved +7 % [+6 %, +8 %], beyond the ±2 % band and its ±5 % run-to-run floor (assumed); the regression named here accounts for part or all of it',
    })
  })

  it('says which bound a warning geomean fails to clear, without contradicting itself', () => {
    expect(geomeanSignal(geomean(1.015, 1.043, 1.029), 0.02)?.reason).toBe(
      'the suite geomean moved +2.9 % [+1.5 %, +4.3 %]: the estimate is above the ±2 % band, but the CI reaches into the band',
    )
    expect(geomeanSignal(geomean(1.025, 1.035, 1.03), 0.02)?.reason).toBe(
      'the suite geomean moved +3 % [+2.5 %, +3.5 %]: the estimate is above the ±2 % band, but the CI is not beyond the ±5 % run-to-run floor (assumed)',
    )
    expect(geomeanSignal(geomean(0.99, 1.04, 1.015), 0.02)).toBeNull()
  })

  it("leaves a suite of one benchmark to that benchmark's own row", () => {
    expect(geomeanSignal({ ...geomean(1.06, 1.08, 1.07), count: 1 }, 0.02)).toBeNull()
  })
})

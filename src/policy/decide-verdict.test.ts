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
import { evaluateSuiteRule, normalQuantile } from '../compare/compare-runs.js'
import { geomeanSignal } from './verdict-causes.js'
import { changeWithIntervalText } from '../model/percent-figures.js'

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
    band?: number
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
    ...(options.band === undefined ? {} : { band: options.band }),
  }
}

/** History geomeans of v02 (K = 5, s_geo = 0.37 %): a measured run-to-run variance of the suite. */
const HISTORY = [0.0, 0.0021, -0.0043, 0.0065, -0.0012, 0.003]

/** A geomean of +x % whose rule S is judged by the real rule, with or without history. */
function ruled(center: number, history: boolean, members = 4): Geomean {
  const mean = Math.log(center)
  const suite = evaluateSuiteRule(
    { members, mean, standardError: 0.0012, allPairedOrExact: false, memberFloor: 0 },
    {
      historyGeomeans: history ? HISTORY : null,
      controlShift: null,
      geomeanThreshold: 0.02,
      geomeanNoiseFloor: 0.08,
      alpha: 0.05,
    },
  )
  const z = 1.959963984540054
  const g = geomean(Math.exp(mean - z * 0.0012), Math.exp(mean + z * 0.0012), center)
  return suite === null ? g : { ...g, suite }
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
  classes: { class: string; strength: string | null; row: number | string; delta: number }[]
  suite_rule: {
    case: 'no_history' | 'history' | 'paired_or_deterministic'
    gbar?: number
    history_geomeans?: number[]
    se_fe?: number
    ci95_ratio_fixed?: [number, number]
    fail: boolean
    warn: boolean
  }
  overall: string
}[]

/** The row's suite rule S through the real rule (compare's evaluateSuiteRule), as the geomean. */
function suiteOf(row: (typeof v02)[number]): Geomean {
  const rule = row.suite_rule
  const z = normalQuantile(0.975)
  const [mean, se] =
    rule.case === 'paired_or_deterministic'
      ? [
          (Math.log(rule.ci95_ratio_fixed![0]) + Math.log(rule.ci95_ratio_fixed![1])) / 2,
          (Math.log(rule.ci95_ratio_fixed![1]) - Math.log(rule.ci95_ratio_fixed![0])) / (2 * z),
        ]
      : [rule.gbar ?? 0, rule.se_fe ?? 0]
  const suite = evaluateSuiteRule(
    {
      members: row.classes.length,
      mean,
      standardError: se,
      allPairedOrExact: rule.case === 'paired_or_deterministic',
      memberFloor: 0,
    },
    {
      historyGeomeans: rule.case === 'history' ? rule.history_geomeans! : null,
      controlShift: null,
      geomeanThreshold: 0.02,
      geomeanNoiseFloor: 0.08,
      alpha: 0.05,
    },
  )!
  return { ...geomean(Math.exp(mean - z * se), Math.exp(mean + z * se), Math.exp(mean)), suite }
}

describe('overall verdict truth table (vector v02, docs/method.md §12.2)', () => {
  it.each(v02.map((row) => [row.scenario, row] as const))('%s', (_, row) => {
    const comparisons = row.classes.map((c, i) =>
      comparison(
        CLASS_NAMES[c.class]!,
        c.strength === null ? null : (STRENGTH_NAMES[c.strength] ?? (c.strength as Strength)),
        { name: `b${i}`, ratio: Math.exp(c.delta), row: String(c.row) as DecisionRow },
      ),
    )
    const suite = suiteOf(row)
    expect(suite.suite?.fail).toBe(row.suite_rule.fail)
    expect(suite.suite?.warn).toBe(row.suite_rule.warn)
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
      'suite +7 % with history, beyond the run-to-run variance of the geomeans → fail (diffuse)',
      'default',
      calm,
      ruled(1.07, true),
      [],
      'fail',
    ],
    [
      'suite +7 % without history, inside φ_geo = 8 % → pass (rule N only warns, beyond φ_geo)',
      'default',
      calm,
      ruled(1.07, false),
      [],
      'pass',
    ],
    [
      'suite +9 % without history, beyond φ_geo = 8 % → warn, never fail',
      'default',
      calm,
      ruled(1.09, false),
      [],
      'warn',
    ],
    [
      'suite +3.2 % with history, above the band but not shown beyond it → warn',
      'default',
      calm,
      ruled(1.032, true),
      [],
      'warn',
    ],
    [
      'suite +1 % with history → pass (inside the 2 % band)',
      'default',
      calm,
      ruled(1.01, true),
      [],
      'pass',
    ],
    ['a suite improvement → pass', 'default', calm, ruled(0.92, true), [], 'pass'],
    [
      'an A/A calibration note changes no level → pass',
      'default',
      calm,
      null,
      [finding('calibration')],
      'pass',
    ],
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
      '1 regression beyond the noise floor (a time +20.0 %)',
    ],
    [
      'one likely regression',
      [comparison('regression', 'likely', { ratio: 1.07, name: 'a' })],
      null,
      'warn',
      '1 likely regression (a time +7.0 %)',
    ],
    [
      'likely and unverified regressions',
      [
        comparison('regression', 'likely', { ratio: 1.07, name: 'a' }),
        comparison('regression', 'unverified', { ratio: 1.5, name: 'b', row: '3' }),
      ],
      null,
      'warn',
      '2 regressions (1 likely, 1 unverified), worst: b time +50.0 %',
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
      '1 regression beyond the noise floor (a time −20.0 %)',
    ],
    [
      'a diffuse regression',
      calm,
      ruled(1.07, true),
      'fail',
      'a diffuse regression: the suite geomean moved +7.0 %',
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
      'an untestable +1,400 % beyond its 10 % band (Catch2 means set by outliers)',
      [...calm, comparison('inconclusive', null, { ratio: 15, row: '4', name: 'w', band: 0.1 })],
      null,
      'inconclusive',
      'needs a closer look: 1 possible regression (w time +1,400 %)',
    ],
    [
      'an untestable +4 % inside its 10 % band: the pass counts only what was compared',
      [...calm, comparison('inconclusive', null, { ratio: 1.04, row: '4', name: 'w', band: 0.1 })],
      null,
      'pass',
      'no regression beyond the thresholds in 2 of 3 gated comparisons; 1 could not be tested',
    ],
    [
      'an untestable −60 % and a row-12 possible improvement: counted apart',
      [
        ...calm,
        comparison('improvement', 'strong', { name: 'fast' }),
        comparison('inconclusive', null, { ratio: 0.4, row: '4', name: 'w', band: 0.1 }),
        comparison('inconclusive', null, { ratio: 0.93, row: '12', name: 'p' }),
      ],
      null,
      'pass',
      'no regression beyond the thresholds in 3 of 5 gated comparisons (2 no change, 1 improved); 1 could not be tested, 1 inconclusive',
    ],
    [
      'all calm',
      [...calm, comparison('improvement', 'strong', { name: 'fast' })],
      null,
      'pass',
      'no regression beyond the thresholds in 3 gated comparisons (2 no change, 1 improved)',
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

  it('makes an environment difference a reason, not a warning, when nothing gated was compared', () => {
    const left = comparison('not-compared', null, { name: 'BM_Sum' })
    const environment = { ...cpu('warn'), fact: 'base and head ran in different environments: cpu' }
    const verdict = decideVerdict([left], null, DEFAULT_VERDICT_POLICY, [], { environment })
    expect(verdict).toEqual({
      level: 'inconclusive',
      headline:
        'needs a closer look: 1 gated metric is in both base and head but could not be compared, so nothing was judged',
      reasons: [
        'BM_Sum (time): BM_Sum not-compared',
        'base and head ran in different environments: cpu',
      ],
    })
    // With calm numbers compared the same difference warns, as before.
    expect(decideVerdict(calm, null, DEFAULT_VERDICT_POLICY, [], { environment }).level).toBe(
      'warn',
    )
  })

  it('names the gate when a gate: warn regression only warns', () => {
    const verdict = decideVerdict([strong], null, DEFAULT_VERDICT_POLICY, [], {
      standing: warnOnly,
    })
    expect(verdict.headline).toBe('1 regression beyond the noise floor (BM_Crc32 time +30.0 %)')
    expect(verdict.reasons).toEqual(['BM_Crc32 (time): BM_Crc32 regression (gate: warn)'])
  })

  it('lists the waiver that accepted a regression, and the notes the policy adds', () => {
    const verdict = decideVerdict([...calm, strong], null, DEFAULT_VERDICT_POLICY, [], {
      standing: waived,
      notes: ['the waiver at waivers[1] (line 30) expired on 2025-01-31'],
    })
    expect(verdict.level).toBe('pass')
    expect(verdict.waived).toEqual([strong.key])
    expect(verdict.reasons).toEqual([
      '1 waived regression (BM_Crc32 time +30.0 %), nothing else beyond the thresholds in 3 gated comparisons',
      'BM_Crc32: accepted',
      'the waiver at waivers[1] (line 30) expired on 2025-01-31',
    ])
  })

  it('counts a waived regression among the parts of the judged comparisons of a pass', () => {
    const fast = comparison('improvement', 'strong', { name: 'fast' })
    const verdict = decideVerdict([...calm, strong, fast], null, DEFAULT_VERDICT_POLICY, [], {
      standing: waived,
    })
    expect([verdict.level, verdict.headline]).toEqual([
      'pass',
      '1 waived regression (BM_Crc32 time +30.0 %), nothing else beyond the thresholds in 4 gated comparisons (1 waived, 2 no change, 1 improved)',
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
      'the numbers alone would say: 1 regression beyond the noise floor (BM_Crc32 time +30.0 %)',
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
      'acknowledged: 1 regression beyond the noise floor (BM_Crc32 time +30.0 %)',
    )
    expect(verdict.reasons[0]).toBe(acknowledged)
    expect(verdictFailsStep(verdict.level, DEFAULT_VERDICT_POLICY)).toBe(false)
  })
})

describe('the note on gated benchmarks only the base run has', () => {
  const removed = { ...comparison('removed', null, { name: 'BM_Legacy' }), ratio: null }
  const note = (headKind?: 'pull-request' | 'push') =>
    decideVerdict([...calm, removed], null, DEFAULT_VERDICT_POLICY, [], {}, headKind).reasons.at(-1)

  it('says where a failure would have left no result as the event names the head', () => {
    const text = (where: string) =>
      `1 gated benchmark is in the base run only (removed): BM_Legacy; a benchmark that was deleted, renamed or failed ${where} without a result disappears this way, which changes no level; list it under required in the policy to make its absence fail`
    expect(note('pull-request')).toBe(text('on the PR'))
    // A push has no PR: "failed on the PR" would send the reader looking for one.
    expect(note('push')).toBe(text('in this push'))
    expect(note()).toBe(text('in the head run'))
  })

  it('names the removed benchmarks in the headline of a pass, apart from the comparisons', () => {
    expect(
      decideVerdict([...calm, removed], null, DEFAULT_VERDICT_POLICY, [], {}, 'push').headline,
    ).toBe('no regression beyond the thresholds in 2 gated comparisons; 1 gated benchmark removed')
  })
})

describe('a wall-time regression CPU time does not show (docs/method.md §8)', () => {
  it('quotes the CPU time at the step of its own interval, as its table row prints it', () => {
    const timed = (metricName: string, c: Comparison): Comparison => ({
      ...c,
      key: `${JSON.stringify('s')}${JSON.stringify(metricName)}`,
      metricName,
    })
    const wall = {
      ...timed(
        'real_time',
        comparison('inconclusive', null, { ratio: 2.002, row: '5', name: 's' }),
      ),
      waiting: { cpuRatio: 1.0056 },
    }
    // ±10 % around +0.56 %: whole percents, `+1 %` in the CPU row's Change cell.
    const cpu = {
      ...timed('cpu_time', comparison('no-change', 'equivalent', { ratio: 1.0056, name: 's' })),
      metric: 'cpu-time' as const,
      gated: false,
      ci: { lower: 0.905, upper: 1.106, level: 0.95 },
    }
    expect(changeWithIntervalText(cpu.ratio, cpu.ci, ' ')).toBe('+1 % [−9 %, +11 %]')
    const verdict = decideVerdict([wall, cpu], null, DEFAULT_VERDICT_POLICY, [], {}, 'push')
    expect(verdict.headline).toBe(
      'needs a closer look: 1 wall-time regression CPU time does not show (s real_time +100.2 %, CPU time +1 %): runner contention or a new wait',
    )
  })
})

describe('suite rule S says what moved the suite (§12.2)', () => {
  it('calls a fail diffuse only when no benchmark is itself a regression', () => {
    const beyond = ruled(1.07, true)
    expect(geomeanSignal(beyond, 0.02)?.reason).toMatch(
      /^the gated comparisons moved \+7\.0 % on average \(geometric mean of 4\), beyond the run-to-run variation of the suite geomean over 6 base runs \(p = [0-9.e-]+\): a diffuse regression, no single benchmark a regression but the suite as a whole slower$/,
    )
    expect(geomeanSignal(beyond, 0.02, 1)).toMatchObject({
      level: 'fail',
      headline: 'the suite geomean moved +7.0 %',
    })
    expect(geomeanSignal(beyond, 0.02, 1)?.reason).toMatch(
      /; the regression named here accounts for part or all of it$/,
    )
  })

  it('says that without history the suite only warns', () => {
    expect(geomeanSignal(ruled(1.09, false), 0.02)).toMatchObject({
      level: 'warn',
      headline: 'the suite geomean moved +9.0 %, above the ±8 % suite floor',
    })
    expect(geomeanSignal(ruled(1.09, false), 0.02)?.reason).toBe(
      "the gated comparisons moved +9.0 % on average (geometric mean of 4), above the ±8 % suite floor (wider than the ±2 % band: without history the suite's run-to-run variation is assumed, not measured), so this only warns: a diffuse regression, no single benchmark a regression but the suite as a whole slower",
    )
    expect(geomeanSignal(ruled(1.015, true), 0.02)).toBeNull()
  })

  it('rounds the geomean at the step of its interval, as the Suite geomean line prints it', () => {
    // ±13 % around +24.03 %: whole percents (+24.0 % at the 0.1 step of a change without one).
    const wide = { ...ruled(1.2403, false), ci: { lower: 1.11, upper: 1.38, level: 0.95 } }
    const line = changeWithIntervalText(wide.ratio, wide.ci, ' ')
    expect(line).toBe('+24 % [+11 %, +38 %]')
    expect(geomeanSignal(wide, 0.02)?.headline).toBe(
      'the suite geomean moved +24 %, above the ±8 % suite floor',
    )
    expect(geomeanSignal(wide, 0.02)?.reason).toContain(`moved ${line.split(' [')[0]} on average`)
    // Over only some members the interval has another centre: the figure stands alone.
    expect(geomeanSignal({ ...wide, partial: true }, 0.02)?.headline).toBe(
      'the suite geomean moved +24.0 %, above the ±8 % suite floor',
    )
  })

  it('has no rule for fewer than two members', () => {
    expect(ruled(1.3, true, 1).suite).toBeUndefined()
    expect(geomeanSignal(ruled(1.3, true, 1), 0.02)).toBeNull()
  })
})

describe('the headline of runs that failed on the head (§12.2)', () => {
  const failedRun = (name: string, reason: string): Comparison => ({
    ...comparison('failed', null, { name }),
    ratio: null,
    ci: null,
    reasons: [reason],
    failure: { side: 'head', head: { message: 'exit code 2' }, base: null },
  })
  const one = [...calm, failedRun('BM_Parse', 'failed in this push: exit code 2')]
  const two = [...one, failedRun('BM_Sum', 'failed in this push: exit code 2')]
  const headline = (comparisons: Comparison[], headKind?: 'pull-request' | 'push' | 'run') =>
    decideVerdict(comparisons, null, DEFAULT_VERDICT_POLICY, [], {}, headKind).headline

  it('says where the head failed as the event names it', () => {
    expect(headline(one, 'pull-request')).toBe('BM_Parse failed on the PR')
    expect(headline(two, 'pull-request')).toBe('2 benchmarks failed on the PR')
    // A push has no PR to look for.
    expect(headline(one, 'push')).toBe('BM_Parse failed in this push')
    expect(headline(two, 'push')).toBe('2 benchmarks failed in this push')
    expect(headline(two, 'run')).toBe('2 benchmarks failed in the head run')
    expect(headline(one)).toBe('BM_Parse failed in the head run')
  })

  it('keeps the comparison’s reason under the headline, and warns with on-failure: warn', () => {
    const verdict = decideVerdict(
      two,
      null,
      DEFAULT_VERDICT_POLICY,
      [],
      { failure: () => 'warn' },
      'push',
    )
    expect(verdict.level).toBe('warn')
    expect(verdict.headline).toBe('2 benchmarks failed in this push')
    expect(verdict.reasons.slice(0, 2)).toEqual([
      'BM_Parse (time): failed in this push: exit code 2',
      'BM_Sum (time): failed in this push: exit code 2',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import type { ChangeEvidence } from '../compare/evidence/change-evidence.js'
import { decisionBand, untestableBand } from '../compare/paths/decision-band.js'
import {
  classifyChange as classifyWithBands,
  type ClassificationPolicy,
} from './classify-change.js'

const policy: ClassificationPolicy = {
  threshold: 0.05,
  thresholdDeterministic: 0.01,
  fdr: 0.05,
  alpha: 0.05,
  minSamples: 1,
}
/** The assumed between-run variation compare reads θ_u with (docs/method.md §7). */
const NOISE_FLOOR = 0.1

/**
 * The evidence with θ and θ_u as compare computes them from its floor, guard and τ (the policy's
 * threshold): the tests below change floor or guard and read the bands that follow from them.
 */
function withBands(e: ChangeEvidence, threshold: number): ChangeEvidence {
  const theta = decisionBand(e.floor, e.guard, threshold)
  return { ...e, theta, thetaU: untestableBand(theta, NOISE_FLOOR) }
}

/** classifyChange of the evidence with its bands as compare would hand them on. */
function classifyChange(
  e: ChangeEvidence,
  p: ClassificationPolicy,
): ReturnType<typeof classifyWithBands> {
  return classifyWithBands(withBands(e, p.threshold), p)
}
const ln = (ratio: number): number => Math.log(ratio)
const assumed = { log: ln(1.1), source: 'assumed' } as const
const history = (ratio: number) => ({ log: ln(ratio), source: 'history' }) as const
const aaControl = (ratio: number) => ({ log: ln(ratio), source: 'aa-control' }) as const
const noFloor = { log: 0, source: 'paired' } as const

/**
 * Evidence of a tested unpaired comparison at +x % with CI [lo, hi] (ratios), q0, a floor and
 * the minimum-effect q↑, q↓ (default 1: not shown beyond θ).
 */
function tested(
  ratio: number,
  lo: number,
  hi: number,
  q: number,
  floor: ChangeEvidence['floor'],
  qUp = 1,
  qDown = 1,
): ChangeEvidence {
  return {
    path: 'tested',
    invalidReason: null,
    delta: ln(ratio),
    ci: { lower: ln(lo), upper: ln(hi) },
    pValue: q,
    qValue: q,
    qUp,
    qDown,
    guard: 0,
    theta: decisionBand(floor, 0, policy.threshold),
    thetaU: untestableBand(decisionBand(floor, 0, policy.threshold), NOISE_FLOOR),
    runToRun: floor.source === 'history' ? { sd: floor.log, runs: 5 } : null,
    pMin: 1e-5,
    sampleSizes: { base: 10, head: 10 },
    paired: false,
    separated: false,
    signsDisagree: false,
    belowResolution: false,
    floor,
    minimumDetectableEffect: ln(1.12),
    ownDetectableEffect: null,
    samplesNeeded: null,
    untestableReason: null,
    directionKnown: true,
    higherIsBetter: false,
  }
}

describe('the decision table (docs/method.md §11), read as policy', () => {
  it.each([
    [
      '+8 % on the history path with q↑ ≤ fdr (beyond θ = τ) → regression, strong',
      tested(1.08, 1.06, 1.1, 0.001, history(1.03), 0.002),
      'regression',
      'strong',
      '5',
    ],
    [
      '+8 % significant (q0) but the minimum-effect q↑ above fdr → regression, likely',
      tested(1.08, 1.04, 1.12, 0.001, history(1.03), 0.2),
      'regression',
      'likely',
      '6',
    ],
    [
      '−20 % beyond the assumed 10 % band with q↓ ≤ fdr → improvement, strong',
      tested(0.8, 0.77, 0.82, 0.001, assumed, 1, 0.001),
      'improvement',
      'strong',
      '7',
    ],
    [
      '−12 % significant, q↓ above fdr → improvement, likely',
      tested(0.88, 0.85, 0.95, 0.001, assumed, 1, 0.3),
      'improvement',
      'likely',
      '8',
    ],
    [
      '+1 % with the CI inside ±5 % → no change, equivalent',
      tested(1.01, 0.99, 1.03, 0.5, assumed),
      'no-change',
      'equivalent',
      '9',
    ],
    [
      '+3 % significant, CI reaching past 5 % → no change, in noise',
      tested(1.03, 1.01, 1.06, 0.001, assumed),
      'no-change',
      'in-noise',
      '10',
    ],
    [
      "+7 % inside this benchmark's A/A band of 8 % → no change, run-to-run noise",
      tested(1.07, 1.06, 1.08, 0.001, aaControl(1.08)),
      'no-change',
      'run-to-run-noise',
      '11',
    ],
    [
      '+9.9 % inside the assumed 10 % band, q0 ≤ 0.25 → inconclusive (possible)',
      tested(1.099, 1.069, 1.13, 0.008, assumed),
      'inconclusive',
      null,
      '12',
    ],
    [
      '+12 % on the history path, not significant, q0 ≤ 0.25 → inconclusive (possible)',
      tested(1.12, 0.95, 1.3, 0.2, history(1.03)),
      'inconclusive',
      null,
      '12',
    ],
    [
      '+12 % beyond the assumed band, q0 > 0.25 → inconclusive, more samples needed',
      tested(1.12, 0.9, 1.4, 0.4, assumed),
      'inconclusive',
      null,
      '13',
    ],
    [
      '+12 % on the history path, q0 > 0.25 → inconclusive, too noisy to resolve (row 13)',
      tested(1.12, 0.9, 1.4, 0.4, history(1.05)),
      'inconclusive',
      null,
      '13',
    ],
    [
      '+7 % inside the assumed band, q0 > 0.25 → no change, in noise (row 14)',
      tested(1.07, 0.9, 1.2, 0.4, assumed),
      'no-change',
      'in-noise',
      '14',
    ],
    [
      '+12 % significant beyond the band, no CI, q↑ above fdr → likely',
      { ...tested(1.12, 1, 1, 0.001, assumed), ci: null },
      'regression',
      'likely',
      '6',
    ],
  ] as const)('%s', (_, evidence, cls, strength, row) => {
    const decided = classifyChange(evidence, policy)
    expect(decided).toMatchObject({ class: cls, strength, row })
    expect(decided.reasons[0]).toBeTruthy()
  })

  it('uses strict inequalities: exactly at θ is not beyond it', () => {
    const atTheta = tested(1.1, 1.1, 1.2, 0.001, assumed, 0.001)
    expect(classifyChange(atTheta, policy).row).toBe('12')
    expect(classifyChange({ ...atTheta, delta: ln(1.1) + 1e-12 }, policy).row).toBe('5')
  })

  it('measures δ̃ against the θ and θ_u the evidence carries, never one of its own', () => {
    const plus12 = tested(1.12, 1.11, 1.13, 0.001, history(1.03), 0.001)
    expect(classifyWithBands(plus12, policy).row).toBe('5')
    // θ = ln 1.15, as compare would hand on for a comparison whose τ is 15 %.
    const wider = { ...plus12, theta: ln(1.15), thetaU: ln(1.15) }
    expect(classifyWithBands(wider, policy)).toMatchObject({ row: '12', band: ln(1.15) })
    const untested = { ...wider, path: 'untestable', separated: true } as const
    expect(classifyWithBands(untested, policy)).toMatchObject({ row: '4', band: ln(1.15) })
    expect(classifyWithBands({ ...untested, thetaU: ln(1.1) }, policy).row).toBe('3')
  })

  it('raises θ on the assumed band path to 5·S_D (the empirical-null guard)', () => {
    const guarded = { ...tested(1.12, 1.11, 1.13, 0.001, assumed, 0.001), guard: ln(1.15) }
    expect(classifyChange(guarded, policy).row).toBe('12')
    expect(classifyChange({ ...guarded, guard: 0 }, policy).row).toBe('5')
  })

  it.each([
    [
      'an exact +2 % counter change beyond a 1 % band → regression, exact',
      1.02,
      'regression',
      'exact',
      '1',
    ],
    ['an exact +0.5 % counter change → no change, exact', 1.005, 'no-change', 'exact', '2'],
    [
      'an exact change up from zero allocations → regression, exact',
      Infinity,
      'regression',
      'exact',
      '1',
    ],
  ] as const)('%s', (_, ratio, cls, strength, row) => {
    const evidence = {
      ...tested(ratio, ratio, ratio, 1, noFloor),
      path: 'deterministic',
      pValue: null,
      qValue: null,
    } as const
    expect(
      classifyChange({ ...evidence, delta: ratio === Infinity ? Infinity : ln(ratio) }, policy),
    ).toMatchObject({ class: cls, strength, row })
  })

  it.each([
    [
      'n = 1 per side, +12 %: beyond θ_u and a side of one → regression, unverified',
      1.12,
      true,
      'regression',
      'unverified',
      '3',
    ],
    [
      'n = 2 per side, +12 % with overlapping ranges → inconclusive',
      1.12,
      false,
      'inconclusive',
      null,
      '4',
    ],
    [
      'n = 1 per side, +5 % → inconclusive, even though small',
      1.05,
      true,
      'inconclusive',
      null,
      '4',
    ],
  ] as const)('%s', (_, ratio, separated, cls, strength, row) => {
    const evidence: ChangeEvidence = {
      ...tested(ratio, 1, 1, 1, assumed),
      path: 'untestable',
      ci: null,
      pMin: 1,
      separated,
      samplesNeeded: 4,
      qValue: null,
    }
    const decided = classifyChange(evidence, policy)
    expect(decided).toMatchObject({ class: cls, strength, row })
    if (cls === 'inconclusive')
      expect(decided.reasons[0]).toMatch(
        /too few samples to test .* any test needs at least 4 samples per side/,
      )
  })

  it('paired, 3 rounds all +10.0 %: just beyond θ_u = ln 1.1 → unverified (vector p04)', () => {
    const evidence: ChangeEvidence = {
      ...tested(1, 1, 1, 0.25, noFloor),
      path: 'untestable',
      delta: 0.09532754151828027,
      ci: null,
      pMin: 0.25,
      paired: true,
      separated: true,
    }
    expect(classifyChange(evidence, policy)).toMatchObject({
      class: 'regression',
      strength: 'unverified',
      row: '3',
    })
    expect(classifyChange({ ...evidence, delta: Math.log1p(0.1) }, policy).row).toBe('4')
  })

  it.each([
    [
      '+35 % without a spread, ranges unknown → inconclusive, says why, asks for no samples',
      1.35,
      false,
      '4',
      'cannot test +35.0 %: the harness printed no spread (sd = 0)',
    ],
    [
      '+35 % without a spread, disjoint ranges → unverified at most',
      1.35,
      true,
      '3',
      '+35.0 % beyond ±10 % and the sides do not overlap, but it cannot be tested: the harness printed no spread (sd = 0)',
    ],
  ] as const)('%s', (_, ratio, separated, row, reason) => {
    const evidence: ChangeEvidence = {
      ...tested(ratio, 1, 1, 1, assumed),
      path: 'untestable',
      ci: null,
      pValue: null,
      qValue: null,
      pMin: null,
      sampleSizes: { base: 30, head: 30 },
      separated,
      minimumDetectableEffect: null,
      untestableReason: 'the harness printed no spread (sd = 0)',
    }
    const decided = classifyChange(evidence, policy)
    expect(decided).toMatchObject({ row, reasons: [reason] })
  })

  it('records the band each path was judged against: θ_u untested, θ tested, θ_det exact', () => {
    const untested: ChangeEvidence = {
      ...tested(15, 1, 1, 1, assumed),
      path: 'untestable',
      ci: null,
      separated: false,
      untestableReason: 'the means are set by a few outliers',
    }
    // Row 4 beyond θ_u = max(ln 1.05, ln 1.1): the verdict reads this as a possible regression.
    expect(classifyChange(untested, policy)).toMatchObject({ row: '4' })
    expect(classifyChange(untested, policy).band).toBeCloseTo(ln(1.1), 12)
    // Paired path θ = τ, but untested θ_u keeps the 10 % noise floor (§7).
    expect(classifyChange({ ...untested, floor: noFloor }, policy).band).toBeCloseTo(ln(1.1), 12)
    expect(classifyChange(tested(1.3, 1.2, 1.4, 0.001, noFloor), policy).band).toBeCloseTo(
      ln(1.05),
      12,
    )
    const exact = { ...tested(1.3, 1.3, 1.3, 1, noFloor), path: 'deterministic' as const }
    expect(classifyChange(exact, policy).band).toBeCloseTo(ln(1.01), 12)
    const invalid = { ...untested, path: 'invalid' as const, invalidReason: 'invalid data' }
    expect(classifyChange(invalid, policy).band).toBeUndefined()
  })

  it.each([
    [
      'invalid data → inconclusive with its reason',
      { path: 'invalid', invalidReason: 'invalid data: negative values on a log-scale metric' },
      '0',
      /negative values/,
    ],
    [
      'fewer samples than min-samples → inconclusive',
      { sampleSizes: { base: 3, head: 10 } },
      '2a',
      /too few samples: 3 on a side/,
    ],
    [
      'below the printed resolution → inconclusive whatever the ratio',
      { belowResolution: true },
      '2b',
      /printed resolution/,
    ],
  ] as const)('%s', (_, change, row, reason) => {
    const evidence = { ...tested(1.3, 1.2, 1.4, 0.001, assumed), ...change }
    const decided = classifyChange(evidence, { ...policy, minSamples: 5 })
    expect(decided).toMatchObject({ class: 'inconclusive', strength: null, row })
    expect(decided.reasons[0]).toMatch(reason)
  })

  it('gives every inconclusive result the minimum detectable effect', () => {
    const decided = classifyChange(tested(1.12, 0.95, 1.3, 0.4, assumed), policy)
    expect(decided.reasons[0]).toMatch(/smallest detectable change here ±12 %/)
    const untested = classifyChange(
      { ...tested(1.05, 1, 1, 1, assumed), path: 'untestable', ci: null, pMin: 1, separated: true },
      policy,
    )
    expect(untested.reasons.at(-1)).toBe(
      'at this n the smallest change it can resolve is about ±12 %',
    )
  })

  it('words the assumed-floor case as the comment shows it', () => {
    const decided = classifyChange(tested(1.099, 1.069, 1.13, 0.008, assumed), policy)
    expect(decided.reasons[0]).toBe(
      'possible change: +9.9 % (q = 0.0080), inside the assumed ±10 % run-to-run variation; too noisy to resolve 5 %: smallest detectable change here ±12 %; add history, an A/A control or interleaved rounds',
    )
  })

  it('says which noise the history path used', () => {
    const decided = classifyChange(tested(1.12, 0.9, 1.4, 0.4, history(1.05)), policy)
    expect(decided.reasons[0]).toBe(
      "+12 % [−10 %, +40 %] (q = 0.40), whose interval reaches inside the ±5 % band; not significant against this benchmark's run-to-run variation; run-to-run variation of this benchmark, measured from 5 base runs: ±5 %; too noisy to resolve 5 %: smallest detectable change here ±12 %; add history runs or interleave rounds",
    )
  })

  it('reports a higher-is-better drop as the raw change and calls it a regression', () => {
    const evidence = {
      ...tested(1 / 0.8, 1 / 0.82, 1 / 0.77, 0.001, assumed, 0.001),
      higherIsBetter: true,
    }
    const decided = classifyChange(evidence, policy)
    expect(decided).toMatchObject({ class: 'regression', strength: 'strong' })
    expect(decided.reasons[0]).toMatch(/^−20\.0 %, beyond the ±10 % band/)
  })

  it('never calls a change of a metric with unknown direction a regression', () => {
    const decided = classifyChange(
      { ...tested(1.3, 1.2, 1.4, 0.001, assumed), directionKnown: false },
      policy,
    )
    expect(decided.class).toBe('inconclusive')
    expect(decided.reasons[0]).toMatch(/whether higher is better is not configured/)
  })

  it('marks a non-significant paired result with mixed signs as not resolvable', () => {
    const evidence = {
      ...tested(1.01, 0.97, 1.04, 0.69, noFloor),
      paired: true,
      signsDisagree: true,
    }
    expect(classifyChange(evidence, policy).reasons).toContain(
      'not resolvable: the rounds disagree in sign',
    )
  })
})

describe('q-values in the reason', () => {
  it('says a q that underflowed to 0 as a bound, not as "q = 0.0"', () => {
    const result = classifyChange(tested(1.3, 1.28, 1.32, 0, history(1.03), 0), policy)
    expect(result.reasons[0]).toBe(
      '+30.0 %, beyond the ±5 % band (q↑ < 4.9e-324); run-to-run variation of this benchmark, measured from 5 base runs: ±3 %',
    )
    const small = classifyChange(tested(1.3, 1.28, 1.32, 1.4e-66, history(1.03), 1e-60), policy)
    expect(small.reasons[0]).toMatch(/^\+30\.0 %, beyond the ±5 % band \(q↑ = 1\.0e-60\)/)
  })
})

describe('reasons that explain themselves (an estimate beyond the band, yet inconclusive)', () => {
  // The assumed floor of 11.2 % sets θ: a +13.2 % estimate is beyond it, its interval is not.
  const floor = { log: ln(1.112), source: 'assumed' } as const
  const wide = { ...tested(1.132, 1.04, 1.22, 0.1, floor), minimumDetectableEffect: ln(1.2) }

  it('says the interval reaches inside the band, with the interval rounded as the table rounds it', () => {
    const decided = classifyChange(wide, policy)
    expect(decided).toMatchObject({ class: 'inconclusive', row: '12' })
    expect(decided.reasons[0]).toBe(
      'possible change: +13.2 % [+4.0 %, +22.0 %] (q = 0.10), whose interval reaches inside the ±11.2 % band; too noisy to resolve 5 %: smallest detectable change here ±20 %; add history, an A/A control or interleaved rounds',
    )
  })

  it('says the same when the change is not even possible (row 13), improvements too', () => {
    const decided = classifyChange({ ...wide, pValue: 0.4, qValue: 0.4 }, policy)
    expect(decided.row).toBe('13')
    expect(decided.reasons[0]).toMatch(
      /^\+13\.2 % \[\+4\.0 %, \+22\.0 %\] \(q = 0\.40\), whose interval reaches inside the ±11\.2 % band; not significant at this sample size/,
    )
    const faster = classifyChange(tested(0.87, 0.8, 0.96, 0.1, floor), policy)
    expect(faster.reasons[0]).toMatch(
      /^possible change: −13\.0 % \[−20\.0 %, −4\.0 %\] \(q = 0\.10\), whose interval reaches inside the ±11\.2 % band;/,
    )
  })

  it('names q as the reason when the whole interval is beyond the band', () => {
    const decided = classifyChange(tested(1.2, 1.15, 1.25, 0.08, floor), policy)
    expect(decided.row).toBe('12')
    expect(decided.reasons[0]).toMatch(
      /^possible change: \+20\.0 % \[\+15\.0 %, \+25\.0 %\], whose interval is beyond the ±11\.2 % band but whose q = 0\.080, corrected for this suite's other comparisons, is too large;/,
    )
  })

  it('leaves out a detectable change that is the band itself (the report says it once)', () => {
    const atBand = { ...wide, minimumDetectableEffect: ln(1.112) }
    const reason = classifyChange(atBand, policy).reasons[0] ?? ''
    expect(reason).toContain('; too noisy to resolve 5 %; add history, an A/A control')
    expect(reason).not.toContain('smallest detectable change')
  })

  it('gives a detectable change on the log scale as its two sides, never below −100 %', () => {
    const noisy = { ...wide, minimumDetectableEffect: ln(8.958) }
    expect(classifyChange(noisy, policy).reasons[0]).toContain(
      'smallest detectable change here −88.8 % / +795.8 %;',
    )
  })
})

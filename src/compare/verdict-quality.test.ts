/**
 * Verdict quality on simulated suites, fixed seed: the model and the three rules are in
 * test/support/simulated-suites.ts; `npm run bench verdict` runs many more suites.
 */
import { describe, expect, it } from 'vitest'
import {
  ISSUE_SCENARIOS,
  scenarioRates,
  type ScenarioRates,
} from '../../test/support/simulated-suites.js'

const SUITES = 200
const SEED = 3
const THRESHOLD = 0.03

const rates = new Map<string, ScenarioRates>(
  ISSUE_SCENARIOS.map((scenario, i) => [
    scenario.name,
    scenarioRates(scenario, SUITES, SEED + i, THRESHOLD),
  ]),
)
const of = (name: string): ScenarioRates => {
  const found = rates.get(name)
  if (!found) throw new Error(`no scenario ${name}`)
  return found
}

describe(`verdict quality: ${SUITES} suites of 100 benchmarks × 10 repetitions, τ = 3 %`, () => {
  it('fails at most 2 % of A/A suites without history, where benchstat and a fixed ratio alarm on most', () => {
    const aa = of('A/A, no history')
    expect(aa.verdicts.fail).toBeLessThanOrEqual(0.02)
    expect(aa.oursFalseRegressionsPerSuite).toBe(0)
    expect(aa.benchstatAlarm).toBeGreaterThan(0.5)
    expect(aa.ratioAlarm).toBeGreaterThan(0.7)
  })

  it('reports a benchmark slowed by 20 % as a regression at least 95 % of the time without history', () => {
    const slowed = of('+20 %, no history')
    expect(slowed.oursFlagged).toBeGreaterThanOrEqual(0.95)
    expect(slowed.verdicts.fail).toBeGreaterThanOrEqual(0.95)
  })

  it('fails at most 2 % of A/A suites with 5 earlier base runs as history', () => {
    expect(of('A/A, 5 history runs').verdicts.fail).toBeLessThanOrEqual(0.02)
  })

  it('finds a 10 % slowdown with 5 history runs, short of 95 % as a regression (the BH bar at n = 10)', () => {
    const slowed = of('+10 %, 5 history runs')
    // docs/method.md as written reaches about 91.5 % here (2,000 suites in the bench): a base outlier
    // above every head value gives U = 10 of 100, p = 0.0015, above the isolated-change bar
    // fdr/M = 5·10⁻⁴, so the change stays a row-13 "possible change", named but inconclusive.
    expect(slowed.oursFlagged).toBeGreaterThanOrEqual(0.88)
    expect(slowed.oursNamed).toBeGreaterThanOrEqual(0.95)
    expect(slowed.benchstatFlagged).toBeGreaterThanOrEqual(0.95)
    expect(slowed.ratioFlagged).toBeLessThan(0.7)
  })
})

/**
 * The verdict-quality benchmark's noise models generate what they claim (seeded, so every figure
 * below is fixed; the tolerances are those of the sample sizes used).
 */
import { describe, expect, it } from 'vitest'
import { seededRandom } from '../../bench/generate-inputs.js'
import {
  customJsonText,
  drawSuite,
  REALISTIC_MODEL,
  SIM_MODEL,
  simulateRun,
  type NoiseModel,
} from './noise-models.js'

const sd = (xs: readonly number[]): number => {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1))
}

describe('noise models', () => {
  it('draws σ_b from U(0.5 %, 3 %) and ω_b from U(0.5 %, 3.5 %) in the realistic model only', () => {
    const random = seededRandom(1)
    const sim = drawSuite(random, SIM_MODEL)
    const realistic = drawSuite(random, { ...REALISTIC_MODEL, benchmarks: 2000 })
    expect(sim).toHaveLength(100)
    expect(sim.every((b) => b.runSd === 0)).toBe(true)
    const sigmas = realistic.map((b) => b.sigma)
    const runSds = realistic.map((b) => b.runSd)
    expect(Math.min(...sigmas)).toBeGreaterThanOrEqual(0.005)
    expect(Math.max(...sigmas)).toBeLessThanOrEqual(0.03)
    expect(Math.min(...runSds)).toBeGreaterThanOrEqual(0.005)
    expect(Math.max(...runSds)).toBeLessThanOrEqual(0.035)
    // Uniform on [0.5 %, 3.5 %]: mean 2 %, sd 3 % / √12 = 0.866 %.
    expect(runSds.reduce((s, x) => s + x, 0) / runSds.length).toBeCloseTo(0.02, 3)
    expect(sd(runSds)).toBeCloseTo(0.00866, 3)
  })

  it('shares one drift by every benchmark of a run, with the stated sd across runs', () => {
    for (const [model, drift] of [
      [SIM_MODEL, 0.01],
      [REALISTIC_MODEL, 0.028],
    ] as [NoiseModel, number][]) {
      const random = seededRandom(2)
      // No within-run noise and no run effects: every benchmark's value / centre is the drift.
      const bare: NoiseModel = {
        ...model,
        benchmarks: 10,
        sigma: [0, 0],
        outlierShare: 0,
        runEffect: null,
      }
      const suite = drawSuite(random, bare)
      const drifts = Array.from({ length: 4000 }, () => {
        const run = simulateRun(random, suite, bare)
        const logs = suite.map((b, i) => Math.log((run.values[i]?.[0] ?? 0) / b.centre))
        expect(Math.max(...logs) - Math.min(...logs)).toBeLessThan(1e-12)
        expect(logs[0]).toBeCloseTo(run.drift, 12)
        return run.drift
      })
      // sd of a normal sample of 4000: relative standard error 1.1 %; 4 % is ≈ 3.5 standard errors.
      expect(Math.abs(sd(drifts) / drift - 1)).toBeLessThan(0.04)
    }
  })

  it("gives each benchmark its own run effect with that benchmark's sd, independent of the drift", () => {
    const random = seededRandom(3)
    const model: NoiseModel = { ...REALISTIC_MODEL, benchmarks: 4 }
    const suite = drawSuite(random, model)
    const runs = Array.from({ length: 4000 }, () => simulateRun(random, suite, model))
    suite.forEach((b, i) => {
      const effects = runs.map((r) => r.effects[i] ?? 0)
      expect(Math.abs(sd(effects) / b.runSd - 1)).toBeLessThan(0.04)
    })
    // Effects of two benchmarks in the same run are uncorrelated, and uncorrelated with the drift.
    const corr = (a: readonly number[], c: readonly number[]): number => {
      const ma = a.reduce((s, x) => s + x, 0) / a.length
      const mc = c.reduce((s, x) => s + x, 0) / c.length
      let sac = 0
      for (let k = 0; k < a.length; k++) sac += ((a[k] ?? 0) - ma) * ((c[k] ?? 0) - mc)
      return sac / (a.length - 1) / (sd(a) * sd(c))
    }
    const e0 = runs.map((r) => r.effects[0] ?? 0)
    const e1 = runs.map((r) => r.effects[1] ?? 0)
    expect(Math.abs(corr(e0, e1))).toBeLessThan(0.06)
    expect(
      Math.abs(
        corr(
          e0,
          runs.map((r) => r.drift),
        ),
      ),
    ).toBeLessThan(0.06)
  })

  it('puts σ_b of log noise within a run and 3 % outliers that only ever slow a sample', () => {
    const random = seededRandom(4)
    const model: NoiseModel = {
      ...SIM_MODEL,
      sigma: [0.01, 0.01],
      benchmarks: 1,
      repetitions: 20_000,
    }
    const [b] = drawSuite(random, model)
    const run = simulateRun(random, [b!], model)
    const logs = (run.values[0] ?? []).map((v) => Math.log(v / b!.centre) - run.drift)
    // The median is robust to the outliers; the outliers are the samples far above σ_b.
    const sorted = [...logs].sort((x, y) => x - y)
    expect(Math.abs(sorted[10_000]!)).toBeLessThan(0.05 * b!.sigma)
    const iqrSigma = (sorted[15_000]! - sorted[5_000]!) / 1.349
    expect(Math.abs(iqrSigma / b!.sigma - 1)).toBeLessThan(0.05)
    const high = logs.filter((x) => x > 4 * b!.sigma).length / logs.length
    const low = logs.filter((x) => x < -4 * b!.sigma).length / logs.length
    // An outlier lands above 4σ = 4 % when 0.2·|z| > e^0.04 − 1, i.e. |z| > 0.204: 3 % × 0.838
    // = 2.51 % of samples (binomial sd 0.11 % at 20,000); a normal sample almost never does.
    expect(low).toBeLessThan(0.001)
    expect(high).toBeGreaterThan(0.022)
    expect(high).toBeLessThan(0.028)
  })

  it("applies the head's factor to the changed benchmarks only, and writes one value each as custom JSON", () => {
    const random = seededRandom(5)
    const model: NoiseModel = { ...SIM_MODEL, sigma: [0, 0], outlierShare: 0, drift: 0 }
    const suite = drawSuite(random, model)
    const run = simulateRun(random, suite, model, (i) => (i < 3 ? 1.2 : 1), 1)
    expect(run.values.every((v) => v.length === 1)).toBe(true)
    // With repetitions, the one value is their median: [1, 3, 2] × the centre → 2 × the centre.
    const three = {
      ...run,
      values: run.values.map((v, i) => (i === 4 ? [1, 3, 2].map((k) => k * suite[4]!.centre) : v)),
    }
    expect(JSON.parse(customJsonText(suite, three))[4].value).toBe(
      Number((2 * suite[4]!.centre).toPrecision(6)),
    )
    expect((run.values[2]?.[0] ?? 0) / suite[2]!.centre).toBeCloseTo(1.2, 12)
    expect((run.values[3]?.[0] ?? 0) / suite[3]!.centre).toBeCloseTo(1, 12)
    const entries = JSON.parse(customJsonText(suite, run)) as {
      name: string
      unit: string
      value: number
    }[]
    expect(entries).toHaveLength(100)
    expect(entries[2]).toEqual({
      name: 'BM_2',
      unit: 'ns',
      value: Number((suite[2]!.centre * 1.2).toPrecision(6)),
    })
  })
})

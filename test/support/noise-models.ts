/**
 * The two noise models of the verdict-quality benchmark (`npm run bench verdict`), and the runs
 * they generate. Both draw, per suite, each benchmark's centre and within-run log noise σ_b ~
 * U(0.5 %, 3 %); every sample is centre × exp(N(0, σ_b)), and 3 % of samples are inflated by
 * 1 + |N(0, 0.2)| (an outlier: a preempted repetition). Every run (base, head, each history run,
 * the A/A control) multiplies all its benchmarks by one drift exp(N(0, drift)):
 *
 * - **sim**: drift sd 1 %, nothing else between runs (the model of docs/method.md's simulations);
 * - **realistic**: drift sd 2.8 %, and besides it each benchmark has its own run-to-run effect
 *   exp(N(0, ω_b)) per run, with ω_b ~ U(0.5 %, 3.5 %) drawn per benchmark: the variance
 *   components measured on real runs of a shared 2-core CI runner (docs/method.md §10).
 *
 * A single-value suite has one value per benchmark and run (the peer Action's custom JSON), drawn
 * from the same model with one repetition.
 */
import { gaussian } from '../../bench/generate-inputs.js'
import type { BenchmarkResult } from '../../src/model/benchmark-result.js'

export interface NoiseModel {
  readonly name: string
  readonly benchmarks: number
  /** Samples per benchmark and run (repetitions); a single-value suite uses 1. */
  readonly repetitions: number
  /** Range of σ_b, the per-sample log noise within a run. */
  readonly sigma: readonly [number, number]
  /** Share of samples inflated by 1 + |N(0, outlierScale)|. */
  readonly outlierShare: number
  readonly outlierScale: number
  /** sd of the per-run log drift shared by every benchmark of the run. */
  readonly drift: number
  /** Range of ω_b, the sd of each benchmark's own per-run log effect; null: none. */
  readonly runEffect: readonly [number, number] | null
}

/** Today's simulation model: 1 % run drift and nothing else between runs. */
export const SIM_MODEL: NoiseModel = {
  name: 'sim',
  benchmarks: 100,
  repetitions: 10,
  sigma: [0.005, 0.03],
  outlierShare: 0.03,
  outlierScale: 0.2,
  drift: 0.01,
  runEffect: null,
}

/** The realistic model: 2.8 % run drift plus a run-to-run effect per benchmark. */
export const REALISTIC_MODEL: NoiseModel = {
  ...SIM_MODEL,
  name: 'realistic',
  drift: 0.028,
  runEffect: [0.005, 0.035],
}

/** One benchmark of a simulated suite: its centre (ns), σ_b and ω_b (0 without run effects). */
export interface SimulatedBenchmark {
  readonly name: string
  readonly centre: number
  readonly sigma: number
  readonly runSd: number
}

/** One run: its log drift, each benchmark's log run effect, and the samples (ns). */
export interface SimulatedRun {
  readonly drift: number
  readonly effects: readonly number[]
  readonly values: readonly (readonly number[])[]
}

const uniform = (random: () => number, [low, high]: readonly [number, number]): number =>
  low + (high - low) * random()

/** Draws a suite's benchmarks: centres log-uniform over 1 µs … 3 ms, σ_b and ω_b uniform. */
export function drawSuite(random: () => number, model: NoiseModel): SimulatedBenchmark[] {
  return Array.from({ length: model.benchmarks }, (_, i) => ({
    name: `BM_${i}`,
    centre: 1000 * Math.exp(8 * random()),
    sigma: uniform(random, model.sigma),
    runSd: model.runEffect ? uniform(random, model.runEffect) : 0,
  }))
}

/**
 * One run of `suite`: a drift shared by all its benchmarks, each benchmark's own run effect, then
 * `repetitions` samples per benchmark with `factor(i)` applied (the head's real change).
 *
 * @param random uniform [0, 1) generator, advanced by this call
 * @param factor the true ratio of benchmark i in this run (1 = unchanged)
 */
export function simulateRun(
  random: () => number,
  suite: readonly SimulatedBenchmark[],
  model: NoiseModel,
  factor: (index: number) => number = () => 1,
  repetitions: number = model.repetitions,
): SimulatedRun {
  const drift = model.drift * gaussian(random)
  const effects = suite.map((b) => (b.runSd > 0 ? b.runSd * gaussian(random) : 0))
  const values = suite.map((b, i) => {
    const level = b.centre * factor(i) * Math.exp(drift + (effects[i] ?? 0))
    return Array.from({ length: repetitions }, () => {
      const noise = Math.exp(b.sigma * gaussian(random))
      const outlier =
        random() < model.outlierShare ? 1 + Math.abs(model.outlierScale * gaussian(random)) : 1
      return level * noise * outlier
    })
  })
  return { drift, effects, values }
}

/** A run's samples as results of one wall-time metric (ns, lower is better), as a parser hands them. */
export function runResults(
  suite: readonly SimulatedBenchmark[],
  run: SimulatedRun,
): BenchmarkResult[] {
  return suite.map((b, i) => ({
    benchmark: { name: b.name },
    metric: 'wall-time',
    metricName: 'real_time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples: [...(run.values[i] ?? [])],
    format: 'simulated',
    source: { file: 'simulated.json' },
  }))
}

/**
 * A single-value run as the peer Action's custom JSON (`[{ name, unit, value }]`, one entry per
 * benchmark, the median of the run's repetitions printed to 6 significant digits), for the real
 * parser to read. The one value a harness summary prints aggregates its iterations, so a preempted
 * repetition does not reach it whole; one raw repetition as the value (3 % of them +16 % on
 * average) fails half of identical suites, since no method can tell one such value from a change
 * (docs/verdict-quality.md).
 */
export function customJsonText(suite: readonly SimulatedBenchmark[], run: SimulatedRun): string {
  const entries = suite.map((b, i) => ({
    name: b.name,
    unit: 'ns',
    value: Number(medianOf(run.values[i] ?? [0]).toPrecision(6)),
  }))
  return JSON.stringify(entries)
}

/** The median of a run's repetitions of one benchmark. */
function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

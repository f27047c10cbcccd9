/**
 * The compare stage's door: base and head runs in (`RunSet`), `Compared` out — classified
 * comparisons, the gated geomean, suite findings and the floors used. The statistics knobs and
 * the policy's rules come in as `StatisticsSettings` and `ComparisonRules`; the rest of what is
 * re-exported at the end is what policy and settings read (evidence, findings, percent text).
 * The rooms behind it: pairing → measure (tests, nulls, order-statistics) → floors → evidence →
 * suite.
 */
import { benchmarkKey, type BenchmarkResult, type RunFailure } from '../model/benchmark-result.js'
import type { Comparison } from '../model/comparison.js'
import { onHead, type HeadKind } from '../model/head-place.js'
import type { Geomean } from '../model/verdict.js'
import { assembleComparison } from './evidence/assemble-comparison.js'
import { failedComparison, informationalComparison } from './evidence/comparison-record.js'
import type { ComparisonRules, MetricIdentity } from './comparison-rules.js'
import { crossCheckCounters } from './suite/counter-cross-check.js'
import { crossCheckCpuTime } from './suite/wall-cpu-cross-check.js'
import { benjaminiHochberg } from './tests/false-discovery.js'
import type { Finding } from './suite/finding.js'
import type { Measurement } from './measure/measurement.js'
import { PairMeasurer, type PairOutcome } from './measure/measure-pair.js'
import { gateMetrics, identityOf, mismatchOf } from './pairing/metric-identity.js'
import type { LogFloor } from './floors/noise-floor.js'
import { matchResults, type MetricPair } from './pairing/match-results.js'
import type { MetricDrift } from './paths/drift-normalisation.js'
import {
  judgePaths,
  measureFloors,
  type JudgedPath,
  type PathInput,
  type RunFloors,
} from './paths/judge-paths.js'
import { conditionalBh } from './tests/conditional-bh.js'
import { decisionBand } from './paths/decision-band.js'
import { renameFindings } from './suite/rename-findings.js'
import {
  detectabilityFindings,
  suiteShiftFinding,
  type FamilyMember,
} from './suite/suite-findings.js'
import type { StatisticsSettings } from './statistics-settings.js'
import { suiteGeomean } from './suite/suite-geomean.js'

/** What was measured: base and head, plus earlier base runs (newest first) and an A/A control. */
export interface RunSet {
  readonly base: readonly BenchmarkResult[]
  readonly head: readonly BenchmarkResult[]
  readonly history?: readonly (readonly BenchmarkResult[])[]
  /** A second run of the base build (A/A, docs/method.md §10.4). */
  readonly control?: readonly BenchmarkResult[]
  /** Samples carry round ids of an interleaved design (§6). */
  readonly paired?: boolean
  /**
   * Between-run floors measured by another call (its `floors`): head against a named reference
   * takes the base branch's, whose history and A/A control measure the runner's run-to-run noise
   * (docs/architecture.md §7). Default: measured from `base`, `history` and `control`.
   */
  readonly floors?: RunFloors
  /**
   * What the head is (`RunContext.headKind`), for where a reason says the head failed (`onHead`):
   * "failed on the PR", "failed in this push". Undefined: unknown (the CLI), "in the head run".
   */
  readonly headKind?: HeadKind | undefined
}

/** What compare hands on to policy and report. */
export interface Compared {
  /** Head order, then metrics only the base has. */
  readonly comparisons: Comparison[]
  readonly geomean: Geomean | null
  readonly findings: Finding[]
  /** The base runs used (§10), for reuse by comparisons against references. */
  readonly floors: RunFloors
  /** The suite drift of each gated metric with unpaired comparisons (§10.0). */
  readonly drift: readonly SuiteDrift[]
}

/** What §10.0 found for one gated metric (log scale), named by the metric. */
export interface SuiteDrift extends MetricDrift {
  readonly metric: string
}

/**
 * Pairs base and head by benchmark key and metric name, pooling repeats (docs/architecture.md §3); measures
 * each pair (docs/method.md §2–8); gates with `rules.isGated` (unknown directions never gate); BH
 * q-values over the gated testable family (§9); floors from pairing, history, an A/A control or
 * the assumed prior (§10); classifies with `rules.classify` (§11); cross-checks time against
 * counters (§8); adds the gated geomean (§12.1) and suite findings (detectability, calibration,
 * a whole-suite shift). Pure and deterministic.
 *
 * @param runs base, head and the optional history, control and paired design
 * @param rules the policy's classifier and gating rule (policy/classify-change, default-gating)
 * @param against `base`, or the name of a reference run, copied to every comparison
 */
export function compareRuns(
  runs: RunSet,
  settings: StatisticsSettings,
  rules: ComparisonRules,
  against = 'base',
): Compared {
  const pairs = matchResults(
    withoutExplainedSuiteFailures(runs.base, runs.head),
    withoutExplainedSuiteFailures(runs.head, runs.base),
  )
  // One pass over the pairs reads each result once: who it is, whether its sides agree, and its
  // measurement (every further pass over a suite's results misses the cache again).
  // Plain loops and arrays throughout: per-comparison closures and spreads cost as much as the
  // statistics of a 20-sample comparison.
  const identities: MetricIdentity[] = []
  const mismatches: (string | null)[] = []
  const outcomes: PairOutcome[] = []
  const measurements: (Measurement | null)[] = []
  const measurer = new PairMeasurer()
  const paired = runs.paired === true
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i] as MetricPair
    const identity = identityOf(pair)
    const mismatch = mismatchOf(pair)
    const options = { alpha: settings.alpha, paired, metric: identity.metric }
    const outcome = measurer.measure(pair, mismatch, options)
    identities.push(identity)
    mismatches.push(mismatch)
    outcomes.push(outcome)
    measurements.push(outcome?.kind === 'measured' ? outcome.measurement : null)
  }
  const gates = gateMetrics(pairs, identities, rules.isGated)
  const floors =
    runs.floors ??
    measureFloors(
      { base: runs.base, history: runs.history ?? [], control: runs.control ?? null },
      ...floorKeys(pairs, gates, measurements, runs),
      settings,
    )
  const thresholdOf = rules.thresholdOf ?? (() => settings.threshold)
  const inputs: PathInput[] = []
  for (let i = 0; i < pairs.length; i++) {
    const identity = identities[i] as MetricIdentity
    inputs.push({
      key: (pairs[i] as MetricPair).key,
      metricName: identity.metricName,
      gated: gates[i] === true,
      higherIsBetter: identity.direction === 'higher-is-better',
      measurement: measurements[i] ?? null,
      threshold: thresholdOf(identity),
    })
  }
  const judgedRun = judgePaths(inputs, floors, settings)
  const judged = judgedRun.judged.map((j, i) => {
    const m = measurements[i]
    return m === null || m === undefined || j === null ? null : judgedMeasurement(m, j)
  })
  const { family, q, qUp, qDown } = familyQValues(judged, judgedRun.judged, gates)
  const failedOn = {
    base: failuresOf(runs.base),
    head: failuresOf(runs.head),
    baseSuites: suiteFailuresOf(runs.base),
    headSuites: suiteFailuresOf(runs.head),
  }
  const classified: Comparison[] = []
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i] as MetricPair
    const identity = identities[i] as MetricIdentity
    const gated = gates[i] === true
    const mismatch = mismatches[i] ?? null
    const path = judgedRun.judged[i] ?? null
    const floor = path?.floor ?? ASSUMED(settings.noiseFloor)
    const frame = { against, key: pair.key, identity, gated, floor }
    const threshold = (inputs[i] as PathInput).threshold
    const outcome = failedMetric(pair, outcomes[i] ?? null, failedOn)
    classified.push(
      outcome?.kind === 'failed'
        ? failedComparison(frame, outcome.failure, outcome, runs.headKind)
        : outcome?.kind === 'one-side'
          ? pair.head === null
            ? informationalComparison(
                frame,
                'removed',
                removedReason(identity, runs.headKind),
                outcome,
              )
            : informationalComparison(frame, 'added', ADDED, outcome)
          : outcome === null
            ? informationalComparison(frame, 'not-compared', mismatch ?? '', NO_STATS)
            : outcome.kind === 'not-compared'
              ? informationalComparison(frame, 'not-compared', outcome.reason, outcome)
              : assembleComparison(
                  frame,
                  judged[i] ?? outcome.measurement,
                  {
                    q0: q[i] ?? null,
                    qUp: qUp[i] ?? null,
                    qDown: qDown[i] ?? null,
                    guard: path?.guard ?? 0,
                    theta: path?.theta ?? decisionBand(floor, 0, threshold),
                    threshold,
                    runToRun: path?.runToRun ?? null,
                    driftShift: path?.driftShift ?? 0,
                    suiteShare: path?.suiteMember ?? null,
                  },
                  settings,
                  rules.classify,
                ),
    )
  }
  const comparisons = crossCheckCpuTime(
    crossCheckCounters(classified, settings.corroborate),
    settings.wallTimeOnly,
  )
  const geomean = suiteGeomean(comparisons, judgedRun.suite, judgedRun.geomeanFloor, settings)
  const member = (m: Measurement, i: number): FamilyMember => {
    const format = comparisons[i]?.format
    return {
      label: comparisons[i]?.label ?? '',
      pMin: m.pMin,
      n: Math.min(m.sampleSizes.base, m.sampleSizes.head),
      paired: m.paired,
      ...(format === undefined ? {} : { format }),
    }
  }
  const members: FamilyMember[] = []
  for (let j = 0; j < family.length; j++) {
    const i = family[j] as number
    members.push(member(judged[i] as Measurement, i))
  }
  // Only those more samples would make testable: a missing spread figure is not a sample size.
  const untestable: FamilyMember[] = []
  for (let i = 0; i < pairs.length; i++) {
    const m = judged[i]
    if (m?.path === 'untestable' && m.untestableReason === null && gates[i] === true)
      untestable.push(member(m, i))
  }
  const shift = suiteShiftFinding(comparisons, settings.geomeanThreshold, geomean?.floor ?? null)
  const findings = [
    ...renameFindings(pairs),
    ...detectabilityFindings(members, settings.fdr, untestable),
    ...floors.findings,
    ...(shift ? [shift] : []),
  ]
  return { comparisons, geomean, findings, floors, drift: driftOf(judgedRun.drift) }
}

/**
 * The gated testable family of §9 (pair indices, in pair order), each member's BH q0 over p0
 * (§9.1) and its conditional-BH q↑, q↓ over the pooled minimum-effect p-values (§9.3,
 * `conditionalBh`); null outside the family. p↑, p↓ are in the metric's orientation here.
 */
function familyQValues(
  measurements: readonly (Measurement | null)[],
  paths: readonly (JudgedPath | null)[],
  gates: readonly boolean[],
): { family: number[]; q: (number | null)[]; qUp: (number | null)[]; qDown: (number | null)[] } {
  const family: number[] = []
  const familyP: number[] = []
  const familyUp: number[] = []
  const familyDown: number[] = []
  for (let i = 0; i < measurements.length; i++) {
    const m = measurements[i]
    if (m?.path === 'tested' && m.pValue !== null && gates[i] === true) {
      family.push(i)
      familyP.push(m.pValue)
      familyUp.push(paths[i]?.pUp ?? 1)
      familyDown.push(paths[i]?.pDown ?? 1)
    }
  }
  const q = new Array<number | null>(measurements.length).fill(null)
  const qUp = new Array<number | null>(measurements.length).fill(null)
  const qDown = new Array<number | null>(measurements.length).fill(null)
  const familyQ = benjaminiHochberg(familyP)
  const minimum = conditionalBh(familyUp, familyDown)
  for (let j = 0; j < family.length; j++) {
    const i = family[j] as number
    q[i] = familyQ[j] as number
    qUp[i] = minimum.qUp[j] ?? 1
    qDown[i] = minimum.qDown[j] ?? 1
  }
  return { family, q, qUp, qDown }
}

/** The measurement as the path judged it: δ̃, its interval, p0 and the path (§10.0, §10.3). */
function judgedMeasurement(m: Measurement, j: JudgedPath): Measurement {
  if (
    j.path === m.path &&
    j.logRatio === m.logRatio &&
    j.logCi === m.logCi &&
    j.pValue === m.pValue
  )
    return m
  return { ...m, path: j.path, logRatio: j.logRatio, logCi: j.logCi, pValue: j.pValue }
}

const ASSUMED = (noiseFloor: number): LogFloor => ({
  log: Math.log1p(noiseFloor),
  source: 'assumed',
})

/** What §10.0 found per gated metric, for the report. */
function driftOf(drift: ReadonlyMap<string, MetricDrift>): SuiteDrift[] {
  const out: SuiteDrift[] = []
  for (const [metric, d] of drift) if (d.count > 0) out.push({ metric, ...d })
  return out
}

/** The first failure of each benchmark on one side, by benchmark key (none: an empty map). */
function failuresOf(results: readonly BenchmarkResult[]): ReadonlyMap<string, RunFailure> {
  const failures = new Map<string, RunFailure>()
  for (const r of results) {
    if (r.failure === undefined || r.failure.scope === 'suite') continue
    const key = benchmarkKey(r.benchmark)
    if (!failures.has(key)) failures.set(key, r.failure)
  }
  return failures
}

/** The failure of each suite that failed as a whole on one side (`RunFailure.scope`), by suite. */
function suiteFailuresOf(results: readonly BenchmarkResult[]): ReadonlyMap<string, RunFailure> {
  const failures = new Map<string, RunFailure>()
  for (const r of results) {
    const suite = r.benchmark.suite
    if (r.failure?.scope === 'suite' && suite !== undefined && !failures.has(suite))
      failures.set(suite, benchmarkFailure(r.failure))
  }
  return failures
}

/**
 * A suite's failure as the failure of one of its benchmarks: the scope marks the carrier result
 * only, and comparisons (and the JSON report) carry a benchmark's run failure.
 */
function benchmarkFailure(failure: RunFailure): RunFailure {
  const { message, failedRuns, runs } = failure
  return failedRuns === undefined || runs === undefined
    ? { message }
    : { message, failedRuns, runs }
}

/**
 * `side` without the results that carry a suite's failure when some benchmark of that suite is on
 * either side: the failure is then told on those benchmarks (`failedMetric`), and the carrier is
 * no benchmark. A suite that failed with nothing of it on either side (a new Go package that does
 * not build) keeps its carrier, so the failure is still reported. `side` itself when it has none.
 */
function withoutExplainedSuiteFailures(
  side: readonly BenchmarkResult[],
  other: readonly BenchmarkResult[],
): readonly BenchmarkResult[] {
  if (!side.some((r) => r.failure?.scope === 'suite')) return side
  const benchmarked = new Set<string>()
  for (const r of [...side, ...other])
    if (r.benchmark.suite !== undefined && r.failure?.scope !== 'suite')
      benchmarked.add(r.benchmark.suite)
  const kept: BenchmarkResult[] = []
  for (const r of side) {
    const { failure } = r
    if (failure?.scope !== 'suite') kept.push(r)
    else if (r.benchmark.suite === undefined || !benchmarked.has(r.benchmark.suite))
      kept.push({ ...r, failure: benchmarkFailure(failure) })
  }
  return kept
}

/**
 * A metric only one side has, of a benchmark whose run failed on the other side, failed there
 * too: a failed run measured none of its metrics (a failed Go benchmark prints no B/op), so the
 * base's B/op is "failed on the PR", not "removed" (docs/method.md §2). So is a benchmark the
 * other side lacks because its whole suite failed there (a Go package that panicked before it
 * ran, or did not build): it failed with the suite's failure.
 */
function failedMetric(
  pair: MetricPair,
  outcome: PairOutcome,
  failedOn: {
    readonly base: ReadonlyMap<string, RunFailure>
    readonly head: ReadonlyMap<string, RunFailure>
    readonly baseSuites: ReadonlyMap<string, RunFailure>
    readonly headSuites: ReadonlyMap<string, RunFailure>
  },
): PairOutcome {
  if (outcome?.kind !== 'one-side') return outcome
  const suite = (pair.base ?? pair.head)?.[0]?.benchmark.suite
  const suiteFailure = (failures: ReadonlyMap<string, RunFailure>) =>
    suite === undefined ? null : (failures.get(suite) ?? null)
  const head =
    pair.head === null
      ? (failedOn.head.get(pair.benchmarkKey) ?? suiteFailure(failedOn.headSuites))
      : null
  const base =
    pair.base === null
      ? (failedOn.base.get(pair.benchmarkKey) ?? suiteFailure(failedOn.baseSuites))
      : null
  if (head === null && base === null) return outcome
  const side = head === null ? 'base' : 'head'
  return { kind: 'failed', failure: { side, head, base }, base: outcome.base, head: outcome.head }
}

const NO_STATS = { base: null, head: null } as const
const REMOVED = 'only the base run has this benchmark'

/**
 * Harnesses that leave a benchmark whose run failed out of their results file: pytest-benchmark
 * writes only benchmarks without an error (`pytest_benchmark_generate_json`), JMH none whose
 * forks failed. A benchmark missing from the head there may have failed, and the reason says so.
 */
const OMITS_FAILED: Readonly<Record<string, string>> = {
  'pytest-benchmark-json': 'pytest-benchmark leaves a benchmark that raised out of its JSON',
  'jmh-json': 'JMH leaves a benchmark whose forks failed out of its results',
}

function removedReason(identity: MetricIdentity, headKind: HeadKind | undefined): string {
  const omits = identity.format === undefined ? undefined : OMITS_FAILED[identity.format]
  return omits === undefined
    ? REMOVED
    : `${REMOVED}; ${omits}, so it may have failed ${onHead(headKind)}: check the head's test log`
}
const ADDED = 'new in the head run'

/**
 * Every comparison key and the gated ones, which `measureFloors` reads. Only history and an A/A
 * control use them, so without either they stay empty instead of being built per pair.
 */
function floorKeys(
  pairs: readonly MetricPair[],
  gates: readonly boolean[],
  measurements: readonly (Measurement | null)[],
  runs: Pick<RunSet, 'history' | 'control'>,
): [ReadonlySet<string>, ReadonlySet<string>] {
  const keys = new Set<string>()
  const gatedKeys = new Set<string>()
  if ((runs.history?.length ?? 0) === 0 && (runs.control ?? null) === null) return [keys, gatedKeys]
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i] as MetricPair
    if (gates[i] === true) gatedKeys.add(pair.key)
    if (measurements[i]) keys.add(pair.key)
  }
  return [keys, gatedKeys]
}

// The stage's door: what other stages may use of it.
export { type ChangeEvidence, type Classification } from './evidence/change-evidence.js'
export { percentBand, percentChange } from './evidence/percent-text.js'
export { geomeanOf } from './suite/geomean.js'
export { normalQuantile } from './nulls/distributions.js'
export { type Finding } from './suite/finding.js'
export { type ComparisonRules, type GatingRule, type MetricIdentity } from './comparison-rules.js'
export { type RunFloors } from './paths/judge-paths.js'
export { WITHIN_VARIANCES, type WithinVariance } from './paths/history-path.js'
export { evaluateSuiteRule } from './suite/suite-rule.js'
export { wallCpuPairs, type WallCpuPair } from './suite/wall-cpu-pairs.js'
export {
  DEFAULT_STATISTICS_SETTINGS,
  WALL_TIME_ONLY,
  type StatisticsSettings,
  type WallTimeOnly,
} from './statistics-settings.js'

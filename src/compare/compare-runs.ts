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
import type { Geomean } from '../model/verdict.js'
import { assembleComparison } from './evidence/assemble-comparison.js'
import { failedComparison, informationalComparison } from './evidence/comparison-record.js'
import type { ComparisonRules, MetricIdentity } from './comparison-rules.js'
import { crossCheckCounters } from './suite/counter-cross-check.js'
import { benjaminiHochberg } from './tests/false-discovery.js'
import type { Finding } from './suite/finding.js'
import type { Measurement } from './measure/measurement.js'
import { PairMeasurer, type PairOutcome } from './measure/measure-pair.js'
import { gateMetrics, identityOf, mismatchOf } from './pairing/metric-identity.js'
import { chooseFloor, type LogFloor } from './floors/noise-floor.js'
import { matchResults, type MetricPair } from './pairing/match-results.js'
import { measureFloors, type RunFloors } from './floors/run-floors.js'
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
}

/** What compare hands on to policy and report. */
export interface Compared {
  /** Head order, then metrics only the base has. */
  readonly comparisons: Comparison[]
  readonly geomean: Geomean | null
  readonly findings: Finding[]
  /** The between-run floors used (§10), for reuse by comparisons against references. */
  readonly floors: RunFloors
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
  const pairs = matchResults(runs.base, runs.head)
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
      ...floorInputs(pairs, gates, measurements, runs),
      settings,
    )
  const { family, q } = familyQValues(measurements, gates)
  const floorOf = floorChooser(floors, settings.noiseFloor)
  const failedOn = { base: failuresOf(runs.base), head: failuresOf(runs.head) }
  const classified: Comparison[] = []
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i] as MetricPair
    const identity = identities[i] as MetricIdentity
    const gated = gates[i] === true
    const mismatch = mismatches[i] ?? null
    const floor = floorOf(pair.key, measurements[i] ?? null)
    const frame = { against, key: pair.key, identity, gated, floor }
    const outcome = failedMetric(pair, outcomes[i] ?? null, failedOn)
    classified.push(
      outcome?.kind === 'failed'
        ? failedComparison(frame, outcome.failure, outcome)
        : outcome?.kind === 'one-side'
          ? pair.head === null
            ? informationalComparison(frame, 'removed', removedReason(identity), outcome)
            : informationalComparison(frame, 'added', ADDED, outcome)
          : outcome === null
            ? informationalComparison(frame, 'not-compared', mismatch ?? '', NO_STATS)
            : outcome.kind === 'not-compared'
              ? informationalComparison(frame, 'not-compared', outcome.reason, outcome)
              : assembleComparison(
                  frame,
                  outcome.measurement,
                  q[i] ?? null,
                  settings,
                  rules.classify,
                ),
    )
  }
  const comparisons = crossCheckCounters(classified, settings.corroborate)
  const geomean = suiteGeomean(comparisons, floors, settings)
  const member = (m: Measurement, i: number): FamilyMember => ({
    label: comparisons[i]?.label ?? '',
    pMin: m.pMin,
    n: Math.min(m.sampleSizes.base, m.sampleSizes.head),
    paired: m.paired,
  })
  const members: FamilyMember[] = []
  for (let j = 0; j < family.length; j++) {
    const i = family[j] as number
    members.push(member(measurements[i] as Measurement, i))
  }
  // Only those more samples would make testable: a missing spread figure is not a sample size.
  const untestable: FamilyMember[] = []
  for (let i = 0; i < pairs.length; i++) {
    const m = measurements[i]
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
  return { comparisons, geomean, findings, floors }
}

/**
 * The gated testable family of §9 (pair indices, in pair order) and each pair's BH q-value: its
 * family's, else null.
 */
function familyQValues(
  measurements: readonly (Measurement | null)[],
  gates: readonly boolean[],
): { family: number[]; q: (number | null)[] } {
  const family: number[] = []
  const familyP: number[] = []
  for (let i = 0; i < measurements.length; i++) {
    const m = measurements[i]
    if (m?.path === 'tested' && m.pValue !== null && gates[i] === true) {
      family.push(i)
      familyP.push(m.pValue)
    }
  }
  const q = new Array<number | null>(measurements.length).fill(null)
  const familyQ = benjaminiHochberg(familyP)
  for (let j = 0; j < family.length; j++) q[family[j] as number] = familyQ[j] as number
  return { family, q }
}

/**
 * `chooseFloor` for each comparison of a run. Without a measured floor most comparisons share
 * one assumed floor, and the floor maps (keyed by the pair's key string, which a lookup would
 * flatten and hash) are not consulted at all.
 */
function floorChooser(
  floors: Pick<RunFloors, 'history' | 'control'>,
  noiseFloor: number,
): (key: string, measurement: Measurement | null) => LogFloor {
  const assumed: LogFloor = { log: Math.log1p(noiseFloor), source: 'assumed' }
  const measured = floors.history.size > 0 || floors.control.size > 0
  return (key, measurement) => {
    const paired = measurement?.paired === true
    const deterministic = measurement?.path === 'deterministic'
    if (!measured && !paired && !deterministic) return assumed
    return chooseFloor({
      paired,
      deterministic,
      history: measured ? (floors.history.get(key) ?? null) : null,
      control: measured ? (floors.control.get(key) ?? null) : null,
      noiseFloor,
    })
  }
}

/** The first failure of each benchmark on one side, by benchmark key (none: an empty map). */
function failuresOf(results: readonly BenchmarkResult[]): ReadonlyMap<string, RunFailure> {
  const failures = new Map<string, RunFailure>()
  for (const r of results) {
    if (r.failure === undefined) continue
    const key = benchmarkKey(r.benchmark)
    if (!failures.has(key)) failures.set(key, r.failure)
  }
  return failures
}

/**
 * A metric only one side has, of a benchmark whose run failed on the other side, failed there
 * too: a failed run measured none of its metrics (a failed Go benchmark prints no B/op), so the
 * base's B/op is "failed on the PR", not "removed" (docs/method.md §2).
 */
function failedMetric(
  pair: MetricPair,
  outcome: PairOutcome,
  failedOn: {
    readonly base: ReadonlyMap<string, RunFailure>
    readonly head: ReadonlyMap<string, RunFailure>
  },
): PairOutcome {
  if (outcome?.kind !== 'one-side') return outcome
  const head = pair.head === null ? (failedOn.head.get(pair.benchmarkKey) ?? null) : null
  const base = pair.base === null ? (failedOn.base.get(pair.benchmarkKey) ?? null) : null
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

function removedReason(identity: MetricIdentity): string {
  const omits = identity.format === undefined ? undefined : OMITS_FAILED[identity.format]
  return omits === undefined
    ? REMOVED
    : `${REMOVED}; ${omits}, so it may have failed on the PR: check the head's test log`
}
const ADDED = 'new in the head run'

/**
 * The gated keys and the base's log dispersions that `measureFloors` reads. Only history and an
 * A/A control use them, so without either they stay empty instead of being built per pair.
 */
function floorInputs(
  pairs: readonly MetricPair[],
  gates: readonly boolean[],
  measurements: readonly (Measurement | null)[],
  runs: Pick<RunSet, 'history' | 'control'>,
): [ReadonlySet<string>, ReadonlyMap<string, number | null>] {
  const gatedKeys = new Set<string>()
  const dispersions = new Map<string, number | null>()
  if ((runs.history?.length ?? 0) === 0 && (runs.control ?? null) === null)
    return [gatedKeys, dispersions]
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i] as MetricPair
    if (gates[i] === true) gatedKeys.add(pair.key)
    const m = measurements[i]
    if (m) dispersions.set(pair.key, m.base?.logDispersion ?? null)
  }
  return [gatedKeys, dispersions]
}

// The stage's door: what other stages may use of it.
export { type ChangeEvidence, type Classification } from './evidence/change-evidence.js'
export { percentBand, percentChange } from './evidence/percent-text.js'
export { geomeanOf } from './suite/geomean.js'
export { type Finding } from './suite/finding.js'
export { type ComparisonRules, type GatingRule, type MetricIdentity } from './comparison-rules.js'
export { type RunFloors } from './floors/run-floors.js'
export { DEFAULT_STATISTICS_SETTINGS, type StatisticsSettings } from './statistics-settings.js'

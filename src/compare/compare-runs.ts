/** The compare stage: base and head runs → classified comparisons, the geomean and findings. */
import type { BenchmarkResult } from '../model/benchmark-result.js'
import type { Comparison } from '../model/comparison.js'
import type { Geomean } from '../model/verdict.js'
import { assembleComparison } from './assemble-comparison.js'
import { informationalComparison } from './comparison-record.js'
import type { ComparisonRules } from './comparison-rules.js'
import { crossCheckCounters } from './counter-cross-check.js'
import { benjaminiHochberg } from './false-discovery.js'
import type { Finding } from './finding.js'
import { measureChange, statsOf, type MeasureOutcome } from './measure-change.js'
import type { Measurement } from './measurement.js'
import { identifyMetrics, type IdentifiedMetric } from './metric-identity.js'
import { chooseFloor } from './noise-floor.js'
import { pairResults } from './pair-results.js'
import { measureFloors, type RunFloors } from './run-floors.js'
import { detectabilityFindings, suiteShiftFinding, type FamilyMember } from './suite-findings.js'
import type { StatisticsSettings } from './statistics-settings.js'
import { suiteGeomean } from './suite-geomean.js'

export { DEFAULT_STATISTICS_SETTINGS, type StatisticsSettings } from './statistics-settings.js'

/** What was measured: base and head, plus earlier base runs (newest first) and an A/A control. */
export interface RunSet {
  readonly base: readonly BenchmarkResult[]
  readonly head: readonly BenchmarkResult[]
  readonly history?: readonly (readonly BenchmarkResult[])[]
  /** A second run of the base build (A/A, METHOD.md §10.4). */
  readonly control?: readonly BenchmarkResult[]
  /** Samples carry round ids of an interleaved design (§6). */
  readonly paired?: boolean
  /**
   * Between-run floors measured by another call (its `floors`): head against a named reference
   * takes the base branch's, whose history and A/A control measure the runner's run-to-run noise
   * (DESIGN.md §7). Default: measured from `base`, `history` and `control`.
   */
  readonly floors?: RunFloors
}

export interface RunComparison {
  /** Head order, then metrics only the base has. */
  readonly comparisons: Comparison[]
  readonly geomean: Geomean | null
  readonly findings: Finding[]
  /** The between-run floors used (§10), for reuse by comparisons against references. */
  readonly floors: RunFloors
}

/**
 * Pairs base and head by benchmark key and metric name, pooling repeats (DESIGN.md §3); measures
 * each pair (METHOD.md §2–8); gates with `rules.isGated` (unknown directions never gate); BH
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
): RunComparison {
  const pairs = pairResults(runs.base, runs.head)
  const metrics = identifyMetrics(pairs, rules.isGated)
  const options = { alpha: settings.alpha, paired: runs.paired === true }
  const outcomes = pairs.map((pair, i): MeasureOutcome | null => {
    const metric = metrics[i] as IdentifiedMetric
    if (pair.base === null || pair.head === null || metric.mismatch !== null) return null
    return measureChange(pair.base, pair.head, { ...options, metric: metric.identity.metric })
  })
  const measurements = outcomes.map((o) => (o?.kind === 'measured' ? o.measurement : null))
  const gatedKeys = new Set(pairs.filter((_, i) => metrics[i]?.gated === true).map((p) => p.key))
  const dispersions = new Map(
    pairs.flatMap((pair, i) => {
      const m = measurements[i]
      return m ? [[pair.key, m.base?.logDispersion ?? null] as const] : []
    }),
  )
  const floors =
    runs.floors ??
    measureFloors(
      { base: runs.base, history: runs.history ?? [], control: runs.control ?? null },
      gatedKeys,
      dispersions,
      settings,
    )
  const family = measurements.flatMap((m, i) =>
    m?.path === 'tested' && m.pValue !== null && metrics[i]?.gated === true
      ? [{ i, m, p: m.pValue }]
      : [],
  )
  const q = new Map(
    benjaminiHochberg(family.map((f) => f.p)).map((value, j) => [family[j]?.i, value]),
  )
  const classified = pairs.map((pair, i) => {
    const { identity, gated, mismatch } = metrics[i] as IdentifiedMetric
    const measurement = measurements[i] ?? null
    const floor = chooseFloor({
      paired: measurement?.paired === true,
      deterministic: measurement?.path === 'deterministic',
      history: floors.history.get(pair.key) ?? null,
      control: floors.control.get(pair.key) ?? null,
      noiseFloor: settings.noiseFloor,
    })
    const frame = { against, key: pair.key, identity, gated, floor }
    const outcome = outcomes[i]
    const none = { base: null, head: null }
    if (pair.head === null)
      return informationalComparison(frame, 'removed', 'only the base run has this benchmark', {
        base: pair.base && statsOf(pair.base, settings.alpha),
        head: null,
      })
    if (pair.base === null)
      return informationalComparison(frame, 'added', 'new in the head run', {
        base: null,
        head: statsOf(pair.head, settings.alpha),
      })
    if (mismatch !== null || !outcome)
      return informationalComparison(frame, 'not-compared', mismatch ?? '', none)
    if (outcome.kind === 'not-compared')
      return informationalComparison(frame, 'not-compared', outcome.reason, outcome)
    return assembleComparison(
      frame,
      outcome.measurement,
      q.get(i) ?? null,
      settings,
      rules.classify,
    )
  })
  const comparisons = crossCheckCounters(classified, settings.corroborate)
  const geomean = suiteGeomean(comparisons, floors, settings)
  const member = (m: Measurement, i: number): FamilyMember => ({
    label: comparisons[i]?.label ?? '',
    pMin: m.pMin,
    n: Math.min(m.sampleSizes.base, m.sampleSizes.head),
    paired: m.paired,
  })
  // Only those more samples would make testable: a missing spread figure is not a sample size.
  const untestable = measurements.flatMap((m, i) =>
    m?.path === 'untestable' && m.untestableReason === null && metrics[i]?.gated === true
      ? [member(m, i)]
      : [],
  )
  const shift = suiteShiftFinding(comparisons, settings.geomeanThreshold, geomean?.floor ?? null)
  const findings = [
    ...detectabilityFindings(
      family.map(({ i, m }) => member(m, i)),
      settings.fdr,
      untestable,
    ),
    ...floors.findings,
    ...(shift ? [shift] : []),
  ]
  return { comparisons, geomean, findings, floors }
}

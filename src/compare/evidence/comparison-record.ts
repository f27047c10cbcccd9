/** The Comparison record of the model, filled in one place for every class. */
import { benchmarkLabel, type BenchmarkId } from '../../model/benchmark-result.js'
import type {
  CentreStatistic,
  Comparison,
  ComparisonFailure,
  Interval,
  NoiseFloor,
  RevisionStats,
  RunToRun,
} from '../../model/comparison.js'
import type { MetricIdentity } from '../comparison-rules.js'
import type { LogFloor } from '../floors/noise-floor.js'
import type { HeadKind } from '../../model/head-place.js'
import { failureReason } from './failure-reason.js'

/** What every comparison carries besides its statistics. */
export interface ComparisonFrame {
  readonly against: string
  readonly key: string
  readonly identity: MetricIdentity
  readonly gated: boolean
  readonly floor: LogFloor
}

/**
 * A comparison without statistics: added, removed or not compared, with its reason.
 */
export function informationalComparison(
  frame: ComparisonFrame,
  kind: 'added' | 'removed' | 'not-compared' | 'failed',
  reason: string,
  stats: { readonly base: RevisionStats | null; readonly head: RevisionStats | null },
): Comparison {
  return comparisonOf(frame, stats.base, stats.head, {
    ratio: null,
    ci: null,
    pValue: null,
    qValue: null,
    pMin: null,
    method: 'none',
    class: kind,
    strength: null,
    reasons: [reason],
    minimumDetectableEffect: null,
    signs: null,
    decisionRow: undefined,
    centre: 'median',
  })
}

/**
 * A comparison whose run failed on a side (docs/method.md §2): class `failed`, no statistics of
 * the change, each side's figures as measured (the other side's value is shown), the failure
 * recorded, and the reason naming the side (where the head failed as `headKind` names it) and the
 * harness's message.
 */
export function failedComparison(
  frame: ComparisonFrame,
  failure: ComparisonFailure,
  stats: { readonly base: RevisionStats | null; readonly head: RevisionStats | null },
  headKind?: HeadKind,
): Comparison {
  const reason = failureReason(failure, headKind)
  const comparison = informationalComparison(frame, 'failed', reason, stats)
  return { ...comparison, failure }
}

/** The statistical fields, as assembleComparison or a not-compared reason provides them. */
export type Statistics = Omit<
  Comparison,
  | keyof ComparisonFrame
  | 'benchmark'
  | 'label'
  | 'metric'
  | 'metricName'
  | 'unit'
  | 'direction'
  | 'base'
  | 'head'
  | 'floor'
  | 'decisionRow'
  | 'centre'
  | 'qUp'
  | 'qDown'
  | 'driftShift'
  | 'runToRun'
  | 'suiteShare'
> & {
  readonly decisionRow: Comparison['decisionRow']
  readonly centre: CentreStatistic
}

/** What the suite step adds (§9.3, §10.0, §10.3, §12.2); written only when present. */
export interface Revision2Fields {
  readonly qUp: number | null
  readonly qDown: number | null
  readonly driftShift: number
  readonly runToRun: RunToRun | null
  readonly suiteShare: { readonly delta: number; readonly se: number } | null
}

/** One literal with every field: spreading two objects into one is several times slower in V8. */
export function comparisonOf(
  frame: ComparisonFrame,
  base: RevisionStats | null,
  head: RevisionStats | null,
  s: Statistics,
  extra?: Revision2Fields,
): Comparison {
  const { identity } = frame
  const comparison: { -readonly [K in keyof Comparison]: Comparison[K] } = {
    against: frame.against,
    key: frame.key,
    benchmark: identity.benchmark,
    label: labelOf(identity.benchmark),
    metric: identity.metric,
    metricName: identity.metricName,
    unit: identity.unit,
    direction: identity.direction,
    gated: frame.gated,
    base,
    head,
    ratio: s.ratio,
    ci: s.ci,
    pValue: s.pValue,
    qValue: s.qValue,
    pMin: s.pMin,
    method: s.method,
    floor: noiseFloorOf(frame.floor),
    class: s.class,
    strength: s.strength,
    reasons: s.reasons,
    minimumDetectableEffect: s.minimumDetectableEffect,
    signs: s.signs,
    centre: s.centre,
  }
  if (s.decisionRow !== undefined) comparison.decisionRow = s.decisionRow
  if (s.band !== undefined) comparison.band = s.band
  if (extra !== undefined) {
    if (extra.qUp !== null) comparison.qUp = extra.qUp
    if (extra.qDown !== null) comparison.qDown = extra.qDown
    if (extra.driftShift !== 0) comparison.driftShift = extra.driftShift
    if (extra.runToRun !== null) comparison.runToRun = extra.runToRun
    if (extra.suiteShare !== null) comparison.suiteShare = extra.suiteShare
  }
  if (identity.format !== undefined) comparison.format = identity.format
  return comparison
}

// The last label and floor made, handed out again to the next comparison of the same benchmark
// or floor: a suite's rows are its benchmarks' metrics one after another, mostly at one
// assumed floor, and each label or floor object was kept once per row. Both are immutable.
let lastId: BenchmarkId | undefined
let lastLabel = ''
let lastFloor: { readonly log: number; readonly floor: NoiseFloor } | undefined

/** `benchmarkLabel`, the previous comparison's when the benchmark has the same fields. */
function labelOf(id: BenchmarkId): string {
  const same =
    lastId !== undefined &&
    (id === lastId ||
      (id.name === lastId.name &&
        id.suite === lastId.suite &&
        id.procs === lastId.procs &&
        id.params === lastId.params))
  if (!same) lastLabel = benchmarkLabel(id)
  lastId = id
  return lastLabel
}

/** The floor as the model shows it, relative, shared with the previous comparison when equal. */
function noiseFloorOf(floor: LogFloor): NoiseFloor {
  if (!(
    lastFloor &&
    Object.is(lastFloor.log, floor.log) &&
    lastFloor.floor.source === floor.source
  )) {
    lastFloor = {
      log: floor.log,
      floor: { value: Math.expm1(floor.log), source: floor.source },
    }
  }
  return lastFloor.floor
}

/** A log-scale interval as a ratio interval, same level. */
export function ratioInterval(logCi: Interval): Interval {
  return { lower: Math.exp(logCi.lower), upper: Math.exp(logCi.upper), level: logCi.level }
}

const LEFT_OUT = new Set<Comparison['class']>(['added', 'removed', 'not-compared', 'failed'])

/**
 * The comparison's log change in the worse-positive orientation (docs/method.md §0), or null for
 * added, removed, not-compared and failed comparisons and those without a finite ratio.
 */
export function worseLogChange(c: Comparison): number | null {
  if (LEFT_OUT.has(c.class) || c.ratio === null || !(c.ratio > 0) || !Number.isFinite(c.ratio))
    return null
  return (c.direction === 'higher-is-better' ? -1 : 1) * Math.log(c.ratio)
}

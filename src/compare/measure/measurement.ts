/** The statistics of one comparison as the measuring paths produce them. */
import type {
  CentreStatistic,
  Interval,
  RevisionStats,
  SignCounts,
  TestMethod,
} from '../../model/comparison.js'
import type { EvidencePath } from '../evidence/change-evidence.js'

/** The statistics of one comparison, head over base in the metric's own orientation. */
export interface Measurement {
  readonly base: RevisionStats | null
  readonly head: RevisionStats | null
  readonly path: EvidencePath
  readonly invalidReason: string | null
  /** ln(head/base) estimate; ±Infinity for an exact change from or to zero; NaN when invalid. */
  readonly logRatio: number
  readonly logCi: Interval | null
  readonly pValue: number | null
  readonly pMin: number | null
  readonly method: TestMethod
  readonly signs: SignCounts | null
  readonly paired: boolean
  /** Row 3's condition (§11): ranges disjoint or a side of one; paired: all signs agree. */
  readonly separated: boolean
  readonly belowResolution: boolean
  /** n per side; the number of shared rounds for paired designs. */
  readonly sampleSizes: { readonly base: number; readonly head: number }
  /** n per side (or pairs) at which the test could reach α, for untestable comparisons. */
  readonly samplesNeeded: number | null
  /** Why no test applies when more samples would not help (no spread printed); else null. */
  readonly untestableReason: string | null
  /**
   * The statistic the change compares and base/head are shown with: medians (raw samples, whose
   * change is the Hodges–Lehmann shift) or the summaries' means (METHOD.md §5).
   */
  readonly centre: CentreStatistic
  readonly notes: readonly string[]
}

/** The statistical part of a measurement, as each path produces it. */
export type TestOutcome = Omit<Measurement, 'base' | 'head' | 'invalidReason'>

/**
 * The exact path of §8: δ known without a test, CI [δ, δ] when finite.
 *
 * @param centre the statistic δ compares: the samples' (medians), or summaries' means
 */
export function exactOutcome(
  logRatio: number,
  sampleSizes: TestOutcome['sampleSizes'],
  centre: TestOutcome['centre'] = 'median',
): TestOutcome {
  return {
    path: 'deterministic',
    logRatio,
    logCi: Number.isFinite(logRatio) ? { lower: logRatio, upper: logRatio, level: 1 } : null,
    pValue: null,
    pMin: null,
    method: 'deterministic',
    signs: null,
    paired: false,
    separated: true,
    belowResolution: false,
    sampleSizes,
    samplesNeeded: null,
    untestableReason: null,
    centre,
    notes: [],
  }
}

/** Adds the per-side statistics to a path's outcome; one literal, as spreads are slow in V8. */
export function completeMeasurement(
  outcome: TestOutcome,
  base: RevisionStats | null,
  head: RevisionStats | null,
  invalidReason: string | null,
  notes: readonly string[],
): Measurement {
  return {
    base,
    head,
    path: outcome.path,
    invalidReason,
    logRatio: outcome.logRatio,
    logCi: outcome.logCi,
    pValue: outcome.pValue,
    pMin: outcome.pMin,
    method: outcome.method,
    signs: outcome.signs,
    paired: outcome.paired,
    separated: outcome.separated,
    belowResolution: outcome.belowResolution,
    sampleSizes: outcome.sampleSizes,
    samplesNeeded: outcome.samplesNeeded,
    untestableReason: outcome.untestableReason,
    centre: outcome.centre,
    notes,
  }
}

/** The statistics of one comparison as the measuring paths produce them. */
import type {
  CentreStatistic,
  Interval,
  RevisionStats,
  SignCounts,
  TestMethod,
} from '../../model/comparison.js'
import type { EvidencePath } from '../evidence/change-evidence.js'

/**
 * What the suite step needs to test the comparison again at a shifted null (docs/method.md
 * §9.2, §10.0): the sorted log samples of an unpaired comparison (copied out of the scratch
 * room), or the estimate's standard error and degrees of freedom of a summary comparison.
 */
export type ShiftedTest =
  | {
      readonly kind: 'rank-sum'
      readonly baseLogs: Float64Array
      readonly headLogs: Float64Array
    }
  | { readonly kind: 't'; readonly se: number; readonly df: number }
  /** Paired rounds of one value a side: the log ratios d_i of the shared rounds (§6). */
  | { readonly kind: 'signed-rank'; readonly differences: Float64Array }
  /** Rounds with repetitions, stratified branch: each shared round's log samples (§6.1). */
  | {
      readonly kind: 'strata'
      readonly rounds: readonly { readonly base: Float64Array; readonly head: Float64Array }[]
    }

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
  /**
   * Below the printed resolution with equal centres (medians): ln(1 + q/centre), the largest
   * change one quantum q could hide (docs/method.md §7); null otherwise.
   */
  readonly resolutionBound: number | null
  /** n per side; the number of shared rounds for paired designs. */
  readonly sampleSizes: { readonly base: number; readonly head: number }
  /** n per side (or pairs) at which the test could reach α, for untestable comparisons. */
  readonly samplesNeeded: number | null
  /** Why no test applies when more samples would not help (no spread printed); else null. */
  readonly untestableReason: string | null
  /**
   * The statistic the change compares and base/head are shown with: medians (raw samples, whose
   * change is the Hodges–Lehmann shift) or the summaries' means (docs/method.md §5).
   */
  readonly centre: CentreStatistic
  readonly notes: readonly string[]
  /** How to test again at a shifted null; null for paths the suite step does not re-test. */
  readonly shifted: ShiftedTest | null
}

/** The statistical part of a measurement, as each path produces it. */
export type TestOutcome = Omit<Measurement, 'base' | 'head' | 'invalidReason'>

/** What a path's test found: its estimate, test, and what §7 and §11 read off them. */
export type TestResult = Pick<
  TestOutcome,
  'logRatio' | 'logCi' | 'pValue' | 'pMin' | 'method' | 'signs' | 'separated'
>

/** What the path knows about the data apart from its test. */
export type OutcomeContext = Pick<
  TestOutcome,
  | 'paired'
  | 'belowResolution'
  | 'sampleSizes'
  | 'samplesNeeded'
  | 'untestableReason'
  | 'centre'
  | 'notes'
> & { readonly resolutionBound?: number | null }

/**
 * The one place a path's outcome is written (every path: exact, invalid, summary, paired,
 * unpaired), one literal in one field order, as spreads are slow in V8 and one hidden class keeps
 * the later reads monomorphic.
 *
 * @param path the evidence path the outcome takes (§7: `untestable` when p_min > α or n = 1)
 * @param shifted what the suite step re-tests at a shifted null (§9.2), if anything
 */
export function testOutcome(
  path: TestOutcome['path'],
  test: TestResult,
  context: OutcomeContext,
  shifted: ShiftedTest | null = null,
): TestOutcome {
  return {
    path,
    logRatio: test.logRatio,
    logCi: test.logCi,
    pValue: test.pValue,
    pMin: test.pMin,
    method: test.method,
    signs: test.signs,
    paired: context.paired,
    separated: test.separated,
    belowResolution: context.belowResolution,
    resolutionBound: context.resolutionBound ?? null,
    sampleSizes: context.sampleSizes,
    samplesNeeded: context.samplesNeeded,
    untestableReason: context.untestableReason,
    centre: context.centre,
    notes: context.notes,
    shifted,
  }
}

/**
 * The exact path of §8: δ known without a test, CI [δ, δ] when finite. With `invalid`, the
 * invalid path's outcome of the same shape: no test (`method: 'none'`), δ as given (NaN).
 *
 * @param centre the statistic δ compares: the samples' (medians), or summaries' means
 */
export function exactOutcome(
  logRatio: number,
  sampleSizes: TestOutcome['sampleSizes'],
  centre: TestOutcome['centre'] = 'median',
  invalid = false,
): TestOutcome {
  return testOutcome(
    invalid ? 'invalid' : 'deterministic',
    {
      logRatio,
      logCi: Number.isFinite(logRatio) ? { lower: logRatio, upper: logRatio, level: 1 } : null,
      pValue: null,
      pMin: null,
      method: invalid ? 'none' : 'deterministic',
      signs: null,
      separated: true,
    },
    {
      paired: false,
      belowResolution: false,
      sampleSizes,
      samplesNeeded: null,
      untestableReason: null,
      centre,
      notes: [],
    },
  )
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
    resolutionBound: outcome.resolutionBound,
    sampleSizes: outcome.sampleSizes,
    samplesNeeded: outcome.samplesNeeded,
    untestableReason: outcome.untestableReason,
    centre: outcome.centre,
    notes,
    shifted: outcome.shifted,
  }
}

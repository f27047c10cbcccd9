/** One benchmark × metric measured: validity first, then the exact, summary or sample path. */
import type { MetricKind, SummaryStats } from '../../model/benchmark-result.js'
import type { CentreStatistic, ComparisonFailure, RevisionStats } from '../../model/comparison.js'
import { plural } from '../../model/plural.js'
import { samplesNeededForIsolatedChange } from '../tests/false-discovery.js'
import { measureSamples } from './measure-samples.js'
import {
  completeMeasurement,
  exactOutcome,
  testOutcome,
  type Measurement,
  type TestOutcome,
} from './measurement.js'
import { measureSummaries } from './measure-summary.js'
import { resolutionBound, resolutionQuantum } from './resolution.js'
import { type PooledSide } from '../pairing/pool-results.js'
import { revisionStatsFromSummary, revisionStatsOfSorted } from './revision-stats.js'
import { withMeasuredSpread } from './summary-spread.js'
import { checkValues } from './value-checks.js'

export type MeasureOutcome =
  | {
      readonly kind: 'not-compared'
      readonly reason: string
      readonly base: RevisionStats | null
      readonly head: RevisionStats | null
    }
  | { readonly kind: 'measured'; readonly measurement: Measurement }
  | FailedOutcome

/**
 * A side whose run failed (docs/method.md §2): never compared; each side's statistics are kept
 * for the report (the other side's value, and the good runs of a partly failed side).
 */
export interface FailedOutcome {
  readonly kind: 'failed'
  readonly failure: ComparisonFailure
  readonly base: RevisionStats | null
  readonly head: RevisionStats | null
}

/**
 * Measures a pooled base side against a pooled head side (docs/method.md §2–8): harness errors and
 * pooling conflicts are not compared; `checkValues` settles invalid data and zeros; summaries
 * take §5; raw samples take the exact, paired or unpaired path of `measureSamples`.
 *
 * @param options.metric decides whether a zero is a timer artefact (time) or a real count
 * @param options.paired the run design has interleaved rounds (§6)
 */
export function measureChange(
  base: PooledSide,
  head: PooledSide,
  options: { readonly alpha: number; readonly paired: boolean; readonly metric: MetricKind },
): MeasureOutcome {
  const failed = failedOutcome(base, head, options.alpha)
  if (failed !== null) return failed
  const problem = base.error ?? head.error ?? base.conflict ?? head.conflict
  if (problem !== null) {
    const reason =
      base.error !== null || head.error !== null ? `the harness reported: ${problem}` : problem
    return { kind: 'not-compared', reason, base: null, head: null }
  }
  const { alpha } = options
  const baseStats = statsOf(base, alpha)
  const headStats = statsOf(head, alpha)
  const values = checkValues(base, head, options.metric)
  if (values.kind === 'not-compared') {
    return { kind: 'not-compared', reason: values.reason, base: baseStats, head: headStats }
  }
  const stats = { base: baseStats, head: headStats, notes: poolingNotes(base, head) }
  if (base.samples.length > 0 && head.samples.length > 0 && values.kind === 'ok') {
    return measured(measureSamples(base, head, stats, options), stats)
  }
  const sampleSizes = { base: baseStats?.n ?? 0, head: headStats?.n ?? 0 }
  if (values.kind === 'invalid') {
    return measured(exactOutcome(NaN, sampleSizes, 'median', true), stats, values.reason)
  }
  if (values.kind === 'exact') return measured(exactOutcome(values.logRatio, sampleSizes), stats)
  if (values.kind === 'from-zero')
    return measured(fromZeroOutcome(values.logRatio, sampleSizes), stats)
  const summary = measureSummaries(summaryOf(base, baseStats), summaryOf(head, headStats), {
    alpha,
    deterministic: base.deterministic && head.deterministic,
  })
  if (summary.deterministic)
    return measured(exactOutcome(summary.logRatio, sampleSizes, summary.centre), stats)
  const untestable = summary.pValue === null
  const resolution = untestable ? summaryResolution(base, head, summary.centre) : null
  // More samples help only when the missing test is for want of them, not of a spread figure.
  const samplesNeeded =
    untestable && summary.untestableReason === null
      ? samplesNeededForIsolatedChange(1, alpha, 'rank-sum')
      : null
  return measured(
    testOutcome(
      untestable ? 'untestable' : 'tested',
      { ...summary, pMin: null, signs: null },
      {
        paired: false,
        belowResolution: resolution !== null,
        resolutionBound: resolution?.bound ?? null,
        sampleSizes,
        samplesNeeded,
        untestableReason: summary.untestableReason,
        centre: summary.centre,
        notes: summary.notes,
      },
      summary.standardError === null || untestable
        ? null
        : { kind: 't', se: summary.standardError.se, df: summary.standardError.df },
    ),
    stats,
  )
}

/**
 * The failed outcome when either side's run failed (docs/method.md §2), else null. Either side may
 * be missing (a benchmark only one side has): its statistics are then null.
 */
export function failedOutcome(
  base: PooledSide | null,
  head: PooledSide | null,
  alpha: number,
): FailedOutcome | null {
  const baseFailure = base?.failure ?? null
  const headFailure = head?.failure ?? null
  if (baseFailure === null && headFailure === null) return null
  const side = headFailure === null ? 'base' : baseFailure === null ? 'head' : 'both'
  return {
    kind: 'failed',
    failure: { side, head: headFailure, base: baseFailure },
    base: base && statsOf(base, alpha),
    head: head && statsOf(head, alpha),
  }
}

/**
 * To or from zero without exact sides (docs/method.md §2): untestable, δ = ±Infinity, the sides
 * apart (every value of one is 0, none of the other's), so row 3 of §11 names the direction.
 */
function fromZeroOutcome(
  logRatio: number,
  sampleSizes: { readonly base: number; readonly head: number },
): TestOutcome {
  return testOutcome(
    'untestable',
    {
      logRatio,
      logCi: null,
      pValue: null,
      pMin: null,
      method: 'none',
      signs: null,
      separated: true,
    },
    {
      paired: false,
      belowResolution: false,
      sampleSizes,
      samplesNeeded: null,
      untestableReason: 'a change to or from 0 has no ratio to test',
      centre: 'median',
      notes: [],
    },
  )
}

/** A path's outcome with both sides' statistics and pooling's notes before its own. */
function measured(
  outcome: TestOutcome,
  stats: {
    readonly base: RevisionStats | null
    readonly head: RevisionStats | null
    readonly notes: readonly string[]
  },
  invalidReason: string | null = null,
): MeasureOutcome {
  // Most comparisons have no notes at all: no arrays are concatenated for them.
  const notes = stats.notes.length === 0 ? outcome.notes : [...stats.notes, ...outcome.notes]
  return {
    kind: 'measured',
    measurement: completeMeasurement(outcome, stats.base, stats.head, invalidReason, notes),
  }
}

const NO_NOTES: readonly string[] = []

/** What pooling did that the reader should know: dropped values, summaries taken as samples. */
function poolingNotes(base: PooledSide, head: PooledSide): readonly string[] {
  const dropped = base.droppedNonFinite + head.droppedNonFinite
  if (
    dropped === 0 &&
    base.summariesAsSamples === 0 &&
    head.summariesAsSamples === 0 &&
    base.files <= 1 &&
    head.files <= 1
  )
    return NO_NOTES
  const notes = dropped > 0 ? [`${plural(dropped, 'non-finite value')} dropped`] : []
  for (const [side, pooled] of [
    ['base', base],
    ['head', head],
  ] as const) {
    if (pooled.summariesAsSamples > 0)
      notes.push(
        `${side}: ${pooled.summariesAsSamples} files each gave one summary; each counts as one sample`,
      )
    // Pooling is right for repetitions split over files; the reader should still know it happened
    // (test/field-cases.md F42).
    else if (pooled.files > 1 && pooled.conflict === null)
      notes.push(`${side}: pooled from ${pooled.files} files (repetitions of one run)`)
  }
  return notes
}

/**
 * One side's per-revision statistics (docs/method.md §3): from its samples, else from the harness
 * summary (without a printed spread of 0 that measures nothing, see `withMeasuredSpread`), else
 * null. Also used for benchmarks only one side has, so their numbers are shown.
 */
export function statsOf(side: PooledSide, alpha: number): RevisionStats | null {
  if (side.samples.length > 0) return revisionStatsOfSorted(side.sorted, alpha, side.sortedLogs)
  if (side.summary === null) return null
  return revisionStatsFromSummary(withMeasuredSpread(side.summary, side.deterministic).summary)
}

/**
 * Row 2b for summaries without a measured spread (docs/method.md §7, §5): a side whose sd was
 * printed as 0 and set aside (Catch2's `--benchmark-no-analysis`, Benchmark.js's `±0.00%`), or that
 * printed none, is one printed value, so two centres within one declared quantum of each other
 * cannot resolve any difference, exactly as one raw value a side; equal centres give the bound
 * ln(1 + q/centre). Null when either side has a spread figure above 0 (its values vary by more
 * than the printing), or the sides are not below the resolution.
 */
function summaryResolution(
  base: PooledSide,
  head: PooledSide,
  centre: CentreStatistic,
): { readonly bound: number | null } | null {
  const b = base.summary
  const h = head.summary
  if (b === null || h === null || hasSpread(b) || hasSpread(h)) return null
  const cb = centre === 'mean' ? b.mean : b.median
  const ch = centre === 'mean' ? h.mean : h.median
  if (cb === undefined || ch === undefined) return null
  const quantum = resolutionQuantum(
    { values: [cb], quantum: base.quantum },
    { values: [ch], quantum: head.quantum },
  )
  if (!(quantum > 0)) return null
  return {
    bound: resolutionBound(quantum, { median: cb, min: cb }, { median: ch, min: ch }),
  }
}

function hasSpread(summary: SummaryStats): boolean {
  return (summary.sd ?? 0) > 0 || (summary.mad ?? 0) > 0
}

/** The side as a summary: the harness's own, or the samples' figures for a mixed pair. */
function summaryOf(side: PooledSide, stats: RevisionStats | null): SummaryStats {
  if (side.summary !== null || stats === null) return side.summary ?? { n: 0 }
  const { n, mean, median, mad, min, max, sd } = stats
  return { n, mean, median, mad, min, max, ...(sd === null ? {} : { sd }) }
}

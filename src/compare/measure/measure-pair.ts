/**
 * compare/measure: one matched pair measured. measure-pair pools and hands over to measure-change
 * (validity, then the exact, summary or sample path); measure-samples chooses paired rounds
 * (measure-rounds) or unpaired samples (measure-unpaired); measure-summary takes harness
 * summaries; every path writes its outcome with testOutcome (measurement). Per-side statistics:
 * revision-stats.
 */
/** One pair measured: pooled, checked and tested (docs/method.md §2–8). */
import type { MetricKind } from '../../model/benchmark-result.js'
import type { RevisionStats } from '../../model/comparison.js'
import { failedOutcome, measureChange, statsOf, type MeasureOutcome } from './measure-change.js'
import type { MetricPair } from '../pairing/match-results.js'
import { poolResults } from '../pairing/pool-results.js'
import { SampleArena } from '../pairing/sample-arena.js'

/**
 * What one pair leaves for classification: its measurement (or why its sides cannot be
 * compared) when both sides are there; the statistics of the one side an added or removed
 * benchmark has; null when the two sides measure different things (the mismatch says what).
 */
export type PairOutcome =
  | MeasureOutcome
  | {
      readonly kind: 'one-side'
      readonly base: RevisionStats | null
      readonly head: RevisionStats | null
    }
  | null

/**
 * Measures pairs one after another in reused scratch room (`SampleArena`): each call pools the
 * pair's sides into room the previous call used and returns only statistics, so nothing it
 * returns depends on the room (a suite's pooled copies, kept until the end, were what
 * the collector spent most of its time copying). One per run; not shared between threads.
 */
export class PairMeasurer {
  private readonly arena = new SampleArena()

  /**
   * Pools the pair's sides and measures them (`measureChange`), or takes the statistics of the
   * one side a pair has (`statsOf`).
   *
   * @param mismatch `mismatchOf` the pair: its sides are then not pooled at all
   * @param options test level, the run's design, and the metric kind (zeros of time metrics)
   */
  measure(
    pair: MetricPair,
    mismatch: string | null,
    options: { readonly alpha: number; readonly paired: boolean; readonly metric: MetricKind },
  ): PairOutcome {
    if (mismatch !== null) return null
    return this.arena.within((room) => {
      const base = pair.base && poolResults(pair.base, room)
      const head = pair.head && poolResults(pair.head, room)
      if (base !== null && head !== null) return measureChange(base, head, options)
      // A benchmark new in the PR that failed there failed on the PR, not merely "added".
      const failed = failedOutcome(base, head, options.alpha)
      if (failed !== null) return failed
      const baseStats = base && statsOf(base, options.alpha)
      const headStats = head && statsOf(head, options.alpha)
      return { kind: 'one-side', base: baseStats, head: headStats }
    })
  }
}

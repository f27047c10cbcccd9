/** Interleaved rounds: signed-rank pairs or stratified rank sums, chosen by design (§6, §6.1). */
import type { Interval, SignCounts, TestMethod } from '../../model/comparison.js'
import { sortedCopy } from '../order-statistics/descriptive.js'
import { wilcoxonSignedRank } from '../tests/signed-rank.js'
import { randomEffects, type RandomEffects } from '../tests/random-effects.js'
import { roundEffects } from '../tests/round-effects.js'
import { stratifiedRankSum } from '../tests/stratified-rank-sum.js'
import { walshShift } from '../tests/walsh-estimate.js'

/** Samples of one side with the round id of each. */
export interface RoundSamples {
  readonly samples: readonly number[]
  readonly rounds: readonly string[]
}

export interface RoundsMeasurement {
  readonly logRatio: number
  readonly logCi: Interval | null
  readonly pValue: number
  readonly pMin: number
  readonly method: TestMethod
  readonly signs: SignCounts
  /** Row 3's condition for paired designs: no zero difference and all signs agree. */
  readonly separated: boolean
  /** Rounds present on both sides (the n of §7 for paired designs). */
  readonly rounds: number
  /** Rounds present on one side only, left out. */
  readonly unmatchedRounds: number
  /**
   * Stratified designs with R ≥ 2 rounds and a measured within-round spread: the DerSimonian–Laird
   * and HKSJ figures; `branch` says which answer the measurement carries. Null otherwise.
   */
  readonly heterogeneity: RandomEffects | null
}

/**
 * Groups samples by round and compares within rounds. When every shared round has exactly one
 * value per side, the log differences go through the Wilcoxon signed-rank test and the Walsh HL
 * with Tukey's CI (§6); otherwise each round is a stratum of van Elteren's test with the weighted
 * median of the pooled within-round differences (§6.1). With R ≥ 2 such rounds, Cochran's Q of the
 * per-round HL shifts (v_s = (π/3)(s²_h/m + s²_b/n)) picks the answer before any p is read:
 * Q ≤ R − 1 keeps the stratified test, Q > R − 1 takes the DerSimonian–Laird estimate with the
 * Hartung–Knapp–Sidik–Jonkman t on R − 1 df, its p and CI (vector re03). p_min stays the stratified
 * design's (whether the rounds can test at all). The design decides, never the outcome.
 *
 * @param base, head positive samples with round ids
 * @param alpha two-sided level
 * @returns null when no round appears on both sides
 */
export function measureRounds(
  base: RoundSamples,
  head: RoundSamples,
  alpha: number,
): RoundsMeasurement | null {
  const baseRounds = byRound(base)
  const headRounds = byRound(head)
  const shared = [...baseRounds.keys()].filter((round) => headRounds.has(round))
  if (shared.length === 0) return null
  const unmatchedRounds = baseRounds.size + headRounds.size - 2 * shared.length
  const strata = shared.map((round) => ({
    base: sortedCopy((baseRounds.get(round) ?? []).map(Math.log)),
    head: sortedCopy((headRounds.get(round) ?? []).map(Math.log)),
  }))
  if (strata.every((stratum) => stratum.base.length === 1 && stratum.head.length === 1)) {
    const differences = strata.map(
      (stratum) => (stratum.head[0] as number) - (stratum.base[0] as number),
    )
    const test = wilcoxonSignedRank(differences)
    const shift = walshShift(differences, alpha)
    return {
      logRatio: shift.estimate,
      logCi: shift.ci,
      pValue: test.pValue,
      pMin: test.pMin,
      method: test.method,
      signs: test.signs,
      separated: agree(test.signs),
      rounds: shared.length,
      unmatchedRounds,
      heterogeneity: null,
    }
  }
  const test = stratifiedRankSum(strata, alpha)
  const effects = strata.length >= 2 ? roundEffects(strata) : null
  const heterogeneity =
    effects?.measured === true ? randomEffects(effects.shifts, effects.variances, alpha) : null
  if (heterogeneity?.branch === 'random-effects') {
    return {
      logRatio: heterogeneity.mean,
      logCi: heterogeneity.ci,
      pValue: heterogeneity.pValue,
      pMin: test.pMin,
      method: 'random-effects-hksj',
      signs: test.signs,
      separated: agree(test.signs),
      rounds: shared.length,
      unmatchedRounds,
      heterogeneity,
    }
  }
  return {
    logRatio: test.estimate,
    logCi: test.ci,
    pValue: test.pValue,
    pMin: test.pMin,
    method: 'stratified-rank-sum',
    signs: test.signs,
    separated: agree(test.signs),
    rounds: shared.length,
    unmatchedRounds,
    heterogeneity,
  }
}

function agree(signs: SignCounts): boolean {
  return signs.zero === 0 && (signs.positive === 0 || signs.negative === 0)
}

function byRound(side: RoundSamples): Map<string, number[]> {
  const rounds = new Map<string, number[]>()
  side.samples.forEach((value, i) => {
    const round = side.rounds[i] ?? ''
    const values = rounds.get(round)
    if (values) values.push(value)
    else rounds.set(round, [value])
  })
  return rounds
}

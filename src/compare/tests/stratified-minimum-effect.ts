/** Minimum-effect p-values of rounds with repetitions, stratified branch (§9.2 rounds, §6.1). */
import { normalUpperTail } from '../nulls/distributions.js'
import { pairsBeyond, type RankMinimumEffect } from './minimum-effect.js'
import type { Stratum } from './stratified-rank-sum.js'

/**
 * Stratified minimum-effect p-values (docs/method.md §9.2, rounds): with w_s = 1/(N_s + 1),
 * V_θ↑ = Σ w_s·#{differences of round s > θ}, V_θ↓ = Σ w_s·#{differences < −θ} (strict, within
 * rounds only), E = Σ w_s·m_s·n_s/2 and the no-ties Var₀ = Σ w_s²·m_s·n_s·(N_s + 1)/12:
 * p↑ = Φ̄((V_θ↑ − E)/√Var₀), p↓ = Φ̄((V_θ↓ − E)/√Var₀). The random-effects branch reads
 * `minimumEffectT(μ̂, se_HK, R − 1, θ)` instead; Q decides which (measure-rounds.ts).
 *
 * @param strata rounds with ascending, finite log values, at least one per side
 * @param theta the band θ ≥ 0 on the log scale
 * @returns uUp/uDown are the weighted counts V_θ↑ and V_θ↓; method 'normal'
 * @throws RangeError without rounds, with an empty side, or for θ < 0 / NaN
 *
 * Source: van Elteren (1960) at the shifted null δ = ±θ (Lehmann, _Nonparametrics_, §3.3), the
 * minimum-effect construction of Murphy & Myors (1999).
 */
export function minimumEffectStratified(
  strata: readonly Stratum[],
  theta: number,
): RankMinimumEffect {
  if (!(theta >= 0) || !Number.isFinite(theta))
    throw new RangeError(`θ must be finite and ≥ 0: ${String(theta)}`)
  if (strata.length === 0) throw new RangeError('no rounds')
  let up = 0
  let down = 0
  let expected = 0
  let variance = 0
  for (const [s, { base, head }] of strata.entries()) {
    const m = head.length
    const n = base.length
    if (m === 0 || n === 0) throw new RangeError(`round ${s} has an empty side`)
    const w = 1 / (m + n + 1)
    const counts = pairsBeyond(base, head, 0, theta)
    up += w * counts.uUp
    down += w * counts.uDown
    expected += (w * m * n) / 2
    variance += (w * w * m * n * (m + n + 1)) / 12
  }
  const sd = Math.sqrt(variance)
  return {
    uUp: up,
    uDown: down,
    pUp: normalUpperTail((up - expected) / sd),
    pDown: normalUpperTail((down - expected) / sd),
    method: 'normal',
  }
}

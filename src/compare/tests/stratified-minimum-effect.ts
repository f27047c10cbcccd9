/** Minimum-effect p-values for rounds with repetitions, stratified branch (docs/method.md §9.2). */
import { normalUpperTail } from '../nulls/distributions.js'
import { minimumEffectUnpaired } from './minimum-effect.js'

/** One round's log samples, base and head. */
export interface RoundLogs {
  readonly base: ArrayLike<number>
  readonly head: ArrayLike<number>
}

/**
 * p↑, p↓ of the van Elteren statistic at the shifted nulls δ = ±θ (docs/method.md §9.2, rounds):
 * per round s the strict counts u↑_s = #{b_j − a_i > θ}, u↓_s = #{b_j − a_i < −θ}
 * (`minimumEffectUnpaired`), weights w_s = 1/(N_s + 1), V_θ = Σ w_s·u_s, E = Σ w_s·m_s·n_s/2 and the
 * no-ties variance Var₀ = Σ w_s²·m_s·n_s·(N_s + 1)/12; p = Φ̄((V_θ − E)/√Var₀). The inversion of the
 * stratified interval, as §9.2's unpaired form inverts the Moses interval (van Elteren 1960;
 * Lehmann, _Nonparametrics_, §3.3).
 *
 * @param rounds the rounds with samples on both sides, log scale
 * @param theta the band θ ≥ 0 (log scale)
 */
export function stratifiedMinimumEffect(
  rounds: readonly RoundLogs[],
  theta: number,
): { readonly pUp: number; readonly pDown: number } {
  let up = 0
  let down = 0
  let mean = 0
  let variance = 0
  for (const round of rounds) {
    const n = round.base.length
    const m = round.head.length
    const w = 1 / (m + n + 1)
    const counts = minimumEffectUnpaired(round.base, round.head, 0, theta)
    up += w * counts.uUp
    down += w * counts.uDown
    mean += (w * m * n) / 2
    variance += (w * w * m * n * (m + n + 1)) / 12
  }
  const sd = Math.sqrt(variance)
  return { pUp: normalUpperTail((up - mean) / sd), pDown: normalUpperTail((down - mean) / sd) }
}

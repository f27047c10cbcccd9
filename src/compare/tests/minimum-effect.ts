/** Minimum-effect ("beyond θ") one-sided p-values, the tests behind strength strong (§9.2). */
import { normalUpperTail, studentTUpperTail } from '../nulls/distributions.js'
import { EXACT_RANK_SUM_LIMIT, exactRankSumCdf } from '../nulls/mann-whitney-null.js'
import { EXACT_SIGNED_RANK_LIMIT, exactSignedRankCdf } from '../nulls/signed-rank-null.js'
import { sortedCopy } from '../order-statistics/descriptive.js'

/** How a minimum-effect p was read: the exact no-ties null, the normal approximation, or t. */
export type MinimumEffectMethod = 'exact' | 'normal' | 't'

/** The two one-sided minimum-effect p-values of one comparison. */
export interface MinimumEffect {
  /** p↑ for H0↑: δ ≤ θ (small → a regression beyond θ). */
  readonly pUp: number
  /** p↓ for H0↓: δ ≥ −θ (small → an improvement beyond θ). */
  readonly pDown: number
  readonly method: MinimumEffectMethod
}

/** Rank-statistic form: with the counts the p-values were read from. */
export interface RankMinimumEffect extends MinimumEffect {
  /** u↑: pairs (or Walsh averages) strictly beyond +θ after the drift shift. */
  readonly uUp: number
  /** u↓: pairs (or Walsh averages) strictly beyond −θ after the drift shift. */
  readonly uDown: number
}

/**
 * Unpaired minimum-effect p-values (docs/method.md §9.2): with a_i = ln base_i, b_j = ln head_j,
 * u↑ = #{(i,j): b_j − a_i − D > θ}, u↓ = #{(i,j): b_j − a_i − D < −θ} (strict: a difference equal
 * to D ± θ does not count, conservative with ties), p↑ = P0(U ≥ u↑), p↓ = P0(U ≥ u↓) under the
 * no-ties exact null for m, n ≤ 50, else Φ̄((u − ½ − mn/2)/√(mn(N+1)/12)). It inverts the Moses
 * interval: p↑ ≤ α/2 exactly when its lower bound minus D exceeds θ. Counting is a merge of the
 * two sorted samples, O(N log N), never the m·n differences.
 *
 * @param baseLogs ln of the base values (n ≥ 1), any order, finite
 * @param headLogs ln of the head values (m ≥ 1), any order, finite
 * @param drift the suite drift D on the log scale (0 when not normalised)
 * @param theta the band θ ≥ 0 on the log scale (θ_b of docs/method.md §10.6)
 * @throws RangeError on an empty side, a non-finite value, or θ < 0 / NaN, or non-finite D
 *
 * Source: Murphy & Myors (1999) minimum-effect tests; the one-sided halves of TOST (Schuirmann
 * 1987). Equals scipy `mannwhitneyu(ln head − D − θ, ln base, alternative='greater')` and R
 * `wilcox.test(ln head, ln base, mu = D + θ, alternative = "greater")` (vectors e01a–e01e).
 */
export function minimumEffectUnpaired(
  baseLogs: ArrayLike<number>,
  headLogs: ArrayLike<number>,
  drift: number,
  theta: number,
): RankMinimumEffect {
  checkBand(drift, theta)
  const base = sortedFinite(baseLogs, 'base')
  const head = sortedFinite(headLogs, 'head')
  const m = head.length
  const n = base.length
  const { uUp, uDown } = pairsBeyond(base, head, drift, theta)
  const exact = m <= EXACT_RANK_SUM_LIMIT && n <= EXACT_RANK_SUM_LIMIT
  const upper = (u: number): number => {
    if (exact) return exactUpper(exactRankSumCdf(m, n), m * n, u)
    const sigma = Math.sqrt((m * n * (m + n + 1)) / 12)
    return normalUpperTail((u - 0.5 - (m * n) / 2) / sigma)
  }
  return { uUp, uDown, pUp: upper(uUp), pDown: upper(uDown), method: exact ? 'exact' : 'normal' }
}

/**
 * u↑ = #{(i,j): b_j − a_i − D > θ} and u↓ = #{(i,j): b_j − a_i − D < −θ} of two ascending samples,
 * by one merge: both counts are monotone in a_i for fixed b_j (floating subtraction is monotone).
 *
 * @param base ascending base logs, finite
 * @param head ascending head logs, finite
 */
export function pairsBeyond(
  base: ArrayLike<number>,
  head: ArrayLike<number>,
  drift: number,
  theta: number,
): { uUp: number; uDown: number } {
  const n = base.length
  let uUp = 0
  let uDown = 0
  let below = 0 // base values a with b − a − D > θ
  let notAbove = 0 // base values a with b − a − D ≥ −θ
  for (let j = 0; j < head.length; j++) {
    const b = head[j] as number
    while (below < n && b - (base[below] as number) - drift > theta) below++
    while (notAbove < n && b - (base[notAbove] as number) - drift >= -theta) notAbove++
    uUp += below
    uDown += n - notAbove
  }
  return { uUp, uDown }
}

/**
 * Paired minimum-effect p-values (docs/method.md §9.2): with the Walsh averages W of the n log
 * ratios, u↑ = #{W > θ} (= T+ of d − θ), u↓ = #{W < −θ}, p = P0(T+ ≥ u) under the no-ties
 * signed-rank null of n pairs for n ≤ 50, else Φ̄((u − ½ − n(n+1)/4)/√(n(n+1)(2n+1)/24)). Zero
 * differences are kept (all n pairs); it inverts Tukey's Walsh interval. O(n log n).
 *
 * @param logRatios d_i = ln head_i − ln base_i (n ≥ 1), finite, any order
 * @param theta the band θ ≥ 0 on the log scale
 * @throws RangeError on an empty input, a non-finite value, or θ < 0 / NaN
 *
 * Source: Murphy & Myors (1999); Tukey's Walsh-average inversion of the signed-rank test. Equals
 * scipy `wilcoxon(d − θ, alternative='greater')` and R `wilcox.test(d, mu = θ, alternative =
 * "greater")` (vectors e02a, e02b).
 */
export function minimumEffectPaired(
  logRatios: ArrayLike<number>,
  theta: number,
): RankMinimumEffect {
  checkBand(0, theta)
  const d = sortedFinite(logRatios, 'log ratio')
  const n = d.length
  let uUp = 0
  let uDown = 0
  // For each i, the partners j ≥ i with (d_i + d_j)/2 beyond ±θ form a suffix / prefix of i..n−1;
  // the boundaries move left as d_i grows.
  let up = n // first j with (d_i + d_j)/2 > θ
  let down = n // first j with (d_i + d_j)/2 ≥ −θ
  for (let i = 0; i < n; i++) {
    const di = d[i] as number
    while (up > 0 && (di + (d[up - 1] as number)) / 2 > theta) up--
    uUp += n - Math.max(up, i)
    while (down > 0 && (di + (d[down - 1] as number)) / 2 >= -theta) down--
    uDown += Math.max(0, down - i)
  }
  const total = (n * (n + 1)) / 2
  const exact = n <= EXACT_SIGNED_RANK_LIMIT
  const upper = (u: number): number => {
    if (exact) return exactUpper(exactSignedRankCdf(n), total, u)
    const sigma = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24)
    return normalUpperTail((u - 0.5 - total / 2) / sigma)
  }
  return { uUp, uDown, pUp: upper(uUp), pDown: upper(uDown), method: exact ? 'exact' : 'normal' }
}

/**
 * Minimum-effect p-values of a t statistic (docs/method.md §9.2, history path §10.3 and summaries
 * §5): p↑ = F̄_t((δ − θ)/se; ν), p↓ = F̄_t((−δ − θ)/se; ν); ν = ∞ reads the normal tail.
 *
 * @param estimate δ on the log scale (drift-normalised δ̃ on the history path), finite
 * @param se its standard error √V > 0
 * @param df degrees of freedom ν > 0, real (Satterthwaite) or Infinity
 * @param theta the band θ ≥ 0
 * @throws RangeError when se ≤ 0, df ≤ 0, θ < 0 or any input is NaN (V = 0 is untestable: the
 *   caller's decision, not a p of 0 or 1)
 *
 * Source: Murphy & Myors (1999); Schuirmann (1987) TOST halves; R `pt(…, lower.tail = FALSE)`.
 */
export function minimumEffectT(
  estimate: number,
  se: number,
  df: number,
  theta: number,
): MinimumEffect {
  checkBand(estimate, theta)
  if (!(se > 0) || !Number.isFinite(se)) throw new RangeError(`se must be positive: ${String(se)}`)
  if (!(df > 0)) throw new RangeError(`degrees of freedom must be positive: ${String(df)}`)
  const tail = (t: number): number =>
    df === Number.POSITIVE_INFINITY ? normalUpperTail(t) : studentTUpperTail(t, df)
  return {
    pUp: tail((estimate - theta) / se),
    pDown: tail((-estimate - theta) / se),
    method: 't',
  }
}

/** P0(S ≥ u) from a symmetric null CDF on 0..total: P0(S ≤ total − u), no 1 − cdf cancellation. */
function exactUpper(cdf: Float64Array, total: number, u: number): number {
  return u <= 0 ? 1 : u > total ? 0 : (cdf[total - u] as number)
}

function sortedFinite(values: ArrayLike<number>, side: string): Float64Array {
  if (values.length === 0) throw new RangeError(`no ${side} values`)
  for (let i = 0; i < values.length; i++)
    if (!Number.isFinite(values[i])) throw new RangeError(`non-finite ${side} value at ${i}`)
  return sortedCopy(values)
}

function checkBand(shift: number, theta: number): void {
  if (!Number.isFinite(shift)) throw new RangeError(`shift must be finite: ${String(shift)}`)
  if (!(theta >= 0) || !Number.isFinite(theta))
    throw new RangeError(`θ must be finite and ≥ 0: ${String(theta)}`)
}

/** Between-round heterogeneity: DerSimonian–Laird τ² and the Hartung–Knapp–Sidik–Jonkman t (§6.1). */
import { studentTQuantile, studentTUpperTail } from '../nulls/distributions.js'

/** Which answer §6.1 uses: the stratified rank-sum test (Q ≤ R − 1) or random effects. */
export type RoundsBranch = 'stratified' | 'random-effects'

/** Meta-analysis of per-round shifts. */
export interface RandomEffects {
  /** R, the number of rounds. */
  readonly rounds: number
  /** μ_F = Σw′d/Σw′, w′ = 1/v, and its se 1/√Σw′. */
  readonly fixedMean: number
  readonly fixedSe: number
  /** Cochran's Q = Σw′(d − μ_F)² and Q/(R − 1). */
  readonly q: number
  readonly qOverDf: number
  /** DerSimonian–Laird τ² = max(0, (Q − (R − 1))/(Σw′ − Σw′²/Σw′)). */
  readonly tau2: number
  /** μ̂ = Σw*d/Σw*, w* = 1/(v + τ²). */
  readonly mean: number
  /** The HKSJ scale Σw*(d − μ̂)²/(R − 1) (not truncated at 1). */
  readonly scale: number
  /** se_HK = √(scale/Σw*). */
  readonly se: number
  /** μ̂/se_HK, its df R − 1, two-sided p and the CI μ̂ ± t_{1−α/2,R−1}·se_HK. */
  readonly t: number
  readonly df: number
  readonly pValue: number
  readonly ci: { readonly lower: number; readonly upper: number; readonly level: number }
  /** t_{1−α/2,R−1}. */
  readonly tQuantile: number
  /** Q ≤ R − 1 → stratified, else random effects; fixed before any p is looked at. */
  readonly branch: RoundsBranch
}

/**
 * DerSimonian–Laird random effects with the Hartung–Knapp–Sidik–Jonkman t (docs/method.md §6.1):
 * w′ = 1/v_s, μ_F = Σw′d/Σw′, Q = Σw′(d − μ_F)², τ² = max(0, (Q − (R − 1))/(Σw′ − Σw′²/Σw′));
 * w* = 1/(v_s + τ²), μ̂ = Σw*d/Σw*, se²_HK = Σw*(d − μ̂)²/((R − 1)Σw*), p = 2·F̄_t(|μ̂|/se_HK; R − 1),
 * CI μ̂ ± t_{1−α/2,R−1}·se_HK. The branch is Q ≤ R − 1 → stratified, else random effects. Every
 * number is returned on both branches (the stratified branch ignores them). se_HK = 0 (all d equal)
 * gives t = ±∞ (0 for μ̂ = 0), p = 0 (1 for μ̂ = 0) and the CI [μ̂, μ̂].
 *
 * @param d per-round shifts d_s (log scale), R ≥ 2 of them
 * @param v their within-round variances v_s > 0 (the caller replaces 0 by the smallest positive v)
 * @param alpha two-sided level in (0, 1)
 * @throws RangeError when R < 2, the lengths differ, v ≤ 0, α ∉ (0, 1) or a value is not finite
 *
 * Source: DerSimonian & Laird (1986), Control. Clin. Trials 7:177–188; Hartung & Knapp (2001),
 * Stat. Med. 20:3875–3889; Sidik & Jonkman (2002), Stat. Med. 21:3153–3159. Equals R metafor
 * `rma(yi, vi, method = "DL", test = "knha")` (vectors re01, re02).
 */
export function randomEffects(
  d: ArrayLike<number>,
  v: ArrayLike<number>,
  alpha: number,
): RandomEffects {
  const rounds = d.length
  if (rounds < 2) throw new RangeError(`random effects need at least 2 rounds, got ${rounds}`)
  if (v.length !== rounds) throw new RangeError('shifts and variances differ in length')
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`α outside (0, 1): ${String(alpha)}`)
  for (let s = 0; s < rounds; s++) {
    if (!Number.isFinite(d[s])) throw new RangeError(`non-finite shift of round ${s}`)
    const variance = v[s] as number
    if (!(variance > 0) || !Number.isFinite(variance))
      throw new RangeError(`variance of round ${s} must be finite and > 0: ${String(variance)}`)
  }
  const df = rounds - 1
  const fixed = weightedMean(d, v, 0)
  let q = 0
  let squaredWeights = 0
  for (let s = 0; s < rounds; s++) {
    const w = 1 / (v[s] as number)
    q += w * ((d[s] as number) - fixed.mean) ** 2
    squaredWeights += w * w
  }
  const tau2 = Math.max(0, (q - df) / (fixed.weight - squaredWeights / fixed.weight))
  const pooled = weightedMean(d, v, tau2)
  let squares = 0
  for (let s = 0; s < rounds; s++)
    squares += ((d[s] as number) - pooled.mean) ** 2 / ((v[s] as number) + tau2)
  const scale = squares / df
  const se = Math.sqrt(scale / pooled.weight)
  const tQuantile = studentTQuantile(1 - alpha / 2, df)
  const t = se > 0 ? pooled.mean / se : pooled.mean === 0 ? 0 : Math.sign(pooled.mean) * Infinity
  const pValue =
    se > 0 ? Math.min(1, 2 * studentTUpperTail(Math.abs(t), df)) : pooled.mean === 0 ? 1 : 0
  return {
    rounds,
    fixedMean: fixed.mean,
    fixedSe: 1 / Math.sqrt(fixed.weight),
    q,
    qOverDf: q / df,
    tau2,
    mean: pooled.mean,
    scale,
    se,
    t,
    df,
    pValue,
    ci: {
      lower: pooled.mean - tQuantile * se,
      upper: pooled.mean + tQuantile * se,
      level: 1 - alpha,
    },
    tQuantile,
    branch: q <= df ? 'stratified' : 'random-effects',
  }
}

/** Σw·d/Σw and Σw with w = 1/(v + τ²), summed in index order. */
function weightedMean(
  d: ArrayLike<number>,
  v: ArrayLike<number>,
  tau2: number,
): { mean: number; weight: number } {
  let weight = 0
  let sum = 0
  for (let s = 0; s < d.length; s++) {
    const w = 1 / ((v[s] as number) + tau2)
    weight += w
    sum += w * (d[s] as number)
  }
  return { mean: sum / weight, weight }
}

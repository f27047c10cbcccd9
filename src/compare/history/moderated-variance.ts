/**
 * compare/history: the history path's pieces: run-to-run variances moderated across benchmarks
 * (moderated-variance) and the degrees of freedom of a sum of variance estimates (satterthwaite).
 */
/** Empirical-Bayes moderation of run-to-run variances across benchmarks (§10.3 H4). */
import { medianOfSorted, sortedCopy } from '../order-statistics/descriptive.js'
import { digamma, inverseTrigamma, trigamma } from '../special/polygamma.js'

/** limma's floor for a zero ratio: 10⁻⁵ × the median ratio. */
const ZERO_OFFSET = 1e-5

/** The moderation of one group of benchmarks. */
export interface ModeratedVariances {
  /** The fitted prior: d₀ (Infinity when the ratios spread no more than sampling explains) and s₀². */
  readonly prior: { readonly d0: number; readonly s02: number }
  /** s̃_b² = (d₀·s₀²v_b + K_b·s_b²)/(d₀ + K_b); s₀²v_b when d₀ = ∞. */
  readonly posterior: Float64Array
  /** d₀ + K_b (Infinity when d₀ = ∞). */
  readonly posteriorDf: Float64Array
  /** s₀²·v_b, the prior variance of each benchmark. */
  readonly priorVariance: Float64Array
  /** x_b = max(s_b²/v_b, 10⁻⁵·median x) (v_b read as 1 for single values). */
  readonly x: Float64Array
  /** e_b = ln x_b − ψ(K_b/2) + ln(K_b/2). */
  readonly e: Float64Array
  /** ē, the mean of e_b (NaN for an empty group). */
  readonly eMean: number
  /** ê = Σ(e_b − ē)²/(B_h − 1) − mean ψ′(K_b/2) (NaN below 2 benchmarks). */
  readonly eExcess: number
  /** Whether any x_b was raised to the 10⁻⁵·median floor. */
  readonly zeroOffsetApplied: boolean
}

/**
 * Moderated run-to-run variances of one group of B_h benchmarks (docs/method.md §10.3 H4): on the
 * ratios x_b = max(s_b²/v_b, 10⁻⁵·median x) (median 0 → 10⁻⁵), e_b = ln x_b − ψ(K_b/2) + ln(K_b/2),
 * ê = Σ(e_b − ē)²/(B_h − 1) − mean ψ′(K_b/2); ê > 0: d₀ = 2ψ′⁻¹(ê), s₀² = exp(ē + ψ(d₀/2) − ln(d₀/2));
 * else d₀ = ∞, s₀² = mean x. Posterior s̃_b² = (d₀·s₀²v_b + K_b·s_b²)/(d₀ + K_b) on the raw s_b²
 * (d₀ = ∞: s₀²v_b), df d₀ + K_b. B_h = 1: no moderation (s̃² = s², df K_b, prior d₀ = 0,
 * s₀² = x). B_h = 0: empty arrays, d₀ = 0, s₀² = NaN.
 *
 * @param s2 s_b², the sample variance of each benchmark's drift-normalised run centres (log², ≥ 0)
 * @param df K_b, its degrees of freedom (runs − 1, > 0)
 * @param within v_b, the within-run variance of a centre (log², > 0; the caller replaces 0 by the
 *   path's smallest positive v); undefined for a group of single-value comparisons (v read as 1)
 * @throws RangeError on unequal lengths, s² < 0, df ≤ 0, v ≤ 0 or any non-finite value
 *
 * Source: Smyth (2004), Stat. Appl. Genet. Mol. Biol. 3:3 (hyperparameters by moments of the log
 * variances); with the trend v_b, limma-trend (Law et al. 2014, Genome Biol. 15:R29). Equals R limma
 * 3.54 `fitFDist(s2/v, df1 = K_b)` and `squeezeVar(s2/v, df = K_b)$var.post·v` (vectors sm01–sm04).
 */
export function moderateVariances(
  s2: ArrayLike<number>,
  df: ArrayLike<number>,
  within: ArrayLike<number> | undefined,
): ModeratedVariances {
  const count = s2.length
  if (df.length !== count || (within !== undefined && within.length !== count))
    throw new RangeError('s², df and within-run variances differ in length')
  const v = (b: number): number => (within === undefined ? 1 : (within[b] as number))
  const ratio = new Float64Array(count)
  for (let b = 0; b < count; b++) {
    const variance = s2[b] as number
    const k = df[b] as number
    if (!(variance >= 0) || !Number.isFinite(variance))
      throw new RangeError(`s² must be finite and ≥ 0 (benchmark ${b}): ${String(variance)}`)
    if (!(k > 0) || !Number.isFinite(k))
      throw new RangeError(`df must be finite and > 0 (benchmark ${b}): ${String(k)}`)
    if (!(v(b) > 0) || !Number.isFinite(v(b)))
      throw new RangeError(`within-run variance must be > 0 (benchmark ${b}): ${String(v(b))}`)
    ratio[b] = variance / v(b)
  }
  const median = count === 0 ? 0 : medianOfSorted(sortedCopy(ratio))
  const floor = ZERO_OFFSET * (median > 0 ? median : 1)
  let zeroOffsetApplied = false
  const x = ratio.map((value) => {
    if (value >= floor) return value
    zeroOffsetApplied = true
    return floor
  })
  const e = new Float64Array(count)
  let eSum = 0
  let trigammaSum = 0
  for (let b = 0; b < count; b++) {
    const half = (df[b] as number) / 2
    e[b] = Math.log(x[b] as number) - digamma(half) + Math.log(half)
    eSum += e[b] as number
    trigammaSum += trigamma(half)
  }
  const eMean = eSum / count
  let squares = 0
  for (let b = 0; b < count; b++) squares += ((e[b] as number) - eMean) ** 2
  const eExcess = count >= 2 ? squares / (count - 1) - trigammaSum / count : Number.NaN
  const common = { x, e, eMean, eExcess, zeroOffsetApplied }
  if (count < 2) {
    const s = Float64Array.from({ length: count }, (_, b) => s2[b] as number)
    return {
      ...common,
      prior: { d0: 0, s02: count === 1 ? (x[0] as number) : Number.NaN },
      posterior: s,
      posteriorDf: Float64Array.from({ length: count }, (_, b) => df[b] as number),
      priorVariance: Float64Array.from({ length: count }, (_, b) => (x[b] as number) * v(b)),
    }
  }
  let d0 = Number.POSITIVE_INFINITY
  let s02: number
  if (eExcess > 0) {
    d0 = 2 * inverseTrigamma(eExcess)
    s02 = Math.exp(eMean + digamma(d0 / 2) - Math.log(d0 / 2))
  } else {
    let xSum = 0
    for (let b = 0; b < count; b++) xSum += x[b] as number
    s02 = xSum / count
  }
  const priorVariance = new Float64Array(count)
  const posterior = new Float64Array(count)
  const posteriorDf = new Float64Array(count)
  for (let b = 0; b < count; b++) {
    const k = df[b] as number
    priorVariance[b] = s02 * v(b)
    posterior[b] =
      d0 === Number.POSITIVE_INFINITY
        ? (priorVariance[b] as number)
        : (d0 * (priorVariance[b] as number) + k * (s2[b] as number)) / (d0 + k)
    posteriorDf[b] = d0 + k
  }
  return { ...common, prior: { d0, s02 }, posterior, posteriorDf, priorVariance }
}

/** Conditional Benjamini–Hochberg over the one-sided minimum-effect p-values (§9.3). */
import { benjaminiHochberg } from './false-discovery.js'

/** λ of conditional BH: p-values above it are discarded (docs/method.md §9.3, §13). */
export const CONDITIONAL_BH_LAMBDA = 0.5

/** q-values of the regression-side and improvement-side minimum-effect p-values. */
export interface ConditionalBh {
  /** q↑_b, same length and order as pUp; 1 where p↑ was discarded. */
  readonly qUp: Float64Array
  /** q↓_b, same length and order as pDown; 1 where p↓ was discarded. */
  readonly qDown: Float64Array
  /** M′, the number of the 2M pooled values with p ≤ λ (the BH family size). */
  readonly kept: number
}

/**
 * Conditional BH (docs/method.md §9.3): pool the 2M values p↑_1..p↑_M, p↓_1..p↓_M, keep those with
 * p ≤ λ (p = λ is kept), take BH over p/λ with family size M′ = the number kept, and give every
 * discarded value q = 1. A null strictly inside the interval |δ| ≤ θ gives a uniformly
 * conservative p (P(p ≤ t | p ≤ λ) ≤ t/λ), which plain BH would spend its budget on.
 *
 * @param pUp p↑ per comparison (H0↑: δ ≤ θ), each in [0, 1]
 * @param pDown p↓ per comparison (H0↓: δ ≥ −θ), same length as pUp
 * @param options.lambda the selection threshold λ in (0, 1], default 0.5
 * @returns q↑, q↓ (each in [0, 1]) and M′; empty inputs give empty arrays and kept = 0
 * @throws RangeError when the lengths differ, a p-value is NaN or outside [0, 1], or λ ∉ (0, 1]
 *
 * Source: Zhao, Small & Su (2019), J. Am. Stat. Assoc. 114:1291–1304; Ellis, Pecanka & Goeman
 * (2020), Biostatistics 21:e65–e79. The BH step equals statsmodels `multipletests(p/λ,
 * method='fdr_bh')` and R `p.adjust(p/λ, 'BH')` over the kept values (vectors c01, c02).
 */
export function conditionalBh(
  pUp: ArrayLike<number>,
  pDown: ArrayLike<number>,
  options: { lambda?: number } = {},
): ConditionalBh {
  const lambda = options.lambda ?? CONDITIONAL_BH_LAMBDA
  if (!(lambda > 0 && lambda <= 1)) throw new RangeError(`λ outside (0, 1]: ${String(lambda)}`)
  if (pUp.length !== pDown.length)
    throw new RangeError(`p↑ and p↓ differ in length: ${pUp.length} and ${pDown.length}`)
  const count = pUp.length
  const pooled = new Float64Array(2 * count)
  for (let i = 0; i < count; i++) {
    pooled[i] = checked(pUp[i] as number)
    pooled[count + i] = checked(pDown[i] as number)
  }
  const keptIndex: number[] = []
  const scaled: number[] = []
  for (let i = 0; i < pooled.length; i++) {
    const p = pooled[i] as number
    if (p <= lambda) {
      keptIndex.push(i)
      scaled.push(p / lambda)
    }
  }
  const q = new Float64Array(pooled.length).fill(1)
  const keptQ = benjaminiHochberg(scaled)
  keptIndex.forEach((index, k) => (q[index] = keptQ[k] as number))
  return { qUp: q.slice(0, count), qDown: q.slice(count), kept: keptIndex.length }
}

function checked(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value outside [0, 1]: ${String(p)}`)
  return p
}

/**
 * compare/nulls: null distributions the tests read p-values from: the normal and t
 * (distributions), exact and tie-conditional rank-sum nulls, the signed-rank null, and the tie
 * structure they share (tie-groups).
 */
/**
 * The special functions the method needs (docs/method.md §14), delegated to stdlib's maintained
 * implementations: a well-kept library beats our own code for these.
 */
import erfc from '@stdlib/math-base-special-erfc'
import normalQuantileOf from '@stdlib/stats-base-dists-normal-quantile'
import studentTCdf from '@stdlib/stats-base-dists-t-cdf'
import studentTQuantileOf from '@stdlib/stats-base-dists-t-quantile'

/** z_{0.975} = Φ⁻¹(0.975), the two-sided 95 % normal critical value. */
export const Z_975 = normalQuantileOf(0.975, 0, 1)

/**
 * Upper tail of the standard normal, P(Z > z) = ½·erfc(z/√2), computed directly so that
 * p ≈ 10⁻¹⁰ keeps full relative precision (docs/method.md §14: never 1 − Φ).
 *
 * @param z any real number (NaN propagates)
 * @returns probability in [0, 1]
 */
export function normalUpperTail(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2)
}

/**
 * Standard normal quantile Φ⁻¹(p) (stdlib: Wichura AS241-grade accuracy).
 *
 * @param p probability in (0, 1); 0 and 1 give ∓Infinity, outside gives NaN
 */
export function normalQuantile(p: number): number {
  let z = quantiles.get(p)
  if (z === undefined) {
    // Callers ask for the same few levels (1 − α/2, the power) once per comparison.
    if (quantiles.size >= 64) quantiles.clear()
    z = normalQuantileOf(p, 0, 1)
    quantiles.set(p, z)
  }
  return z
}

const quantiles = new Map<number, number>()

/**
 * Upper tail of Student's t with ν degrees of freedom, P(T > t). For t > 0 it is evaluated as
 * the lower tail at −t, which stdlib computes from the regularised incomplete beta without
 * cancellation (docs/method.md §5, §14).
 *
 * @param t statistic
 * @param df degrees of freedom ν > 0 (real, Welch–Satterthwaite), or Infinity (the normal);
 *   otherwise NaN
 */
export function studentTUpperTail(t: number, df: number): number {
  if (df === Infinity) return normalUpperTail(t)
  return studentTCdf(-t, df)
}

/**
 * Student t quantile t_{p,ν} (stdlib: inverse incomplete beta), e.g. t_{0.975,4} = 2.7764.
 *
 * @param p probability in (0, 1)
 * @param df degrees of freedom ν > 0, not necessarily an integer, or Infinity (the normal)
 */
export function studentTQuantile(p: number, df: number): number {
  if (df === Infinity) return normalQuantile(p)
  return studentTQuantileOf(p, df)
}

/** Satterthwaite's degrees of freedom for a sum of independent variance estimates (§10.3 H8). */

/** One variance estimate and its degrees of freedom. */
export interface VarianceTerm {
  /** The estimate (≥ 0). */
  readonly variance: number
  /** Its degrees of freedom (> 0; Infinity for a known variance). */
  readonly df: number
}

/**
 * Satterthwaite's approximate df of V = Σ c_i: ν = (Σ c_i)²/Σ(c_i²/ν_i) (docs/method.md §10.3 H8).
 * Zero terms drop out entirely (whatever their df), and a term with infinite df adds to V but not to
 * the denominator; when every positive term has infinite df, ν = ∞.
 *
 * @param terms the variance terms of V, e.g. se_b² (ν_se), 2ω̃_b² (d₀ + K_b), the drift term g (K)
 * @returns ν > 0, possibly Infinity
 * @throws RangeError when a variance is negative or non-finite, a positive term has df ≤ 0 or NaN,
 *   or no term is positive (V = 0 has no t distribution: the comparison is untestable)
 *
 * Source: Satterthwaite (1946), Biometrics Bull. 2:110–114; with two terms s_i²/n_i it is the
 * Welch–Satterthwaite df of statsmodels `ttest_ind(usevar='unequal')` and R `t.test` (vectors sw01,
 * sw02).
 */
export function satterthwaiteDf(terms: readonly VarianceTerm[]): number {
  let total = 0
  let denominator = 0
  for (const [index, { variance, df }] of terms.entries()) {
    if (!(variance >= 0) || !Number.isFinite(variance))
      throw new RangeError(`variance term ${index} must be finite and ≥ 0: ${String(variance)}`)
    if (variance === 0) continue
    if (!(df > 0)) throw new RangeError(`variance term ${index} needs df > 0: ${String(df)}`)
    total += variance
    if (df !== Number.POSITIVE_INFINITY) denominator += (variance * variance) / df
  }
  if (total === 0)
    throw new RangeError('no positive variance term: V = 0 has no degrees of freedom')
  return denominator === 0 ? Number.POSITIVE_INFINITY : (total * total) / denominator
}

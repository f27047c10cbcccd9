/**
 * The part of a suite's spread of shifts that its comparisons' own intervals do not explain: the
 * between-run scale ω̂ behind the empirical-null guard of summary comparisons (docs/method.md §10.5).
 */
import { suiteDrift } from './suite-drift.js'

/** Bisection steps on [0, S_D]: 2⁻⁴⁰ of S_D, far below any percentage the report prints. */
const STEPS = 40

/**
 * ω̂ of docs/method.md §10.5: the smallest ω ≥ 0 at which the standardised shifts
 * z_b(ω) = (δ_b − D_raw)/√(ω² + se_b²) have a biweight midvariance scale (§10.0 step 3, the scale
 * S_D is of the raw shifts) of at most 1, found by bisection on [0, S_D]; 0 when the shifts'
 * own standard errors already explain their spread (scale ≤ 1 at ω = 0), S_D when even ω = S_D
 * leaves it above 1. It is the Paule–Mandel moment estimate of a between-study variance (Paule &
 * Mandel 1982, _J. Res. Natl. Bur. Stand._ 87:377–385: ω such that the standardised residuals have
 * unit spread) with the χ² moment replaced by the robust scale of the drift estimate, so a few
 * real changes do not inflate it, read as Efron's empirical null on z-values (Efron 2004, _JASA_
 * 99:96–104): the null spread beyond what each comparison's own test allows for.
 *
 * The location is fixed at D_raw, the raw shifts' biweight location, for every ω: ω widens each
 * shift's standard deviation and never moves the centre the residuals δ_b − D_raw are taken from
 * (the biweight scale of the z's is taken about their own location, which stays near 0).
 *
 * The bisection assumes the scale is monotone (non-increasing) in ω, so that the crossing of 1 it
 * finds is the smallest one. Each |z_b(ω)| = |δ_b − D_raw|/√(ω² + se_b²) falls as ω grows; with
 * equal se_b all fall by one common factor, and the biweight scale, being scale-equivariant
 * (S(c·z) = |c|·S(z)), falls with it exactly; once ω is well above every se_b the z's approach
 * (δ_b − D_raw)/ω and the scale falls as 1/ω. With unequal se_b the most precise shifts' z's fall
 * fastest, and the biweight, which down-weights far values, need not fall at every step; then the
 * bracket still ends at a crossing (scale > 1 at its low end, ≤ 1 at its high end, 2⁻⁴⁰·S_D
 * apart), not necessarily the smallest one.
 *
 * @param shifts δ_b of the drift estimate (log scale), any order, all finite
 * @param standardErrors se_b ≥ 0 of each shift (its interval's half-width over z_{1−α/2}); 0 for a
 *   shift without one (a single value), whose whole move is then between-run
 * @param location D_raw, the biweight location of the shifts
 * @param scale S_D, the biweight scale of the shifts (§10.0)
 * @returns ω̂ in [0, S_D], log scale
 * @throws RangeError when the arrays differ in length, or a value is non-finite or negative
 */
export function betweenRunScale(
  shifts: ArrayLike<number>,
  standardErrors: ArrayLike<number>,
  location: number,
  scale: number,
): number {
  const count = shifts.length
  if (standardErrors.length !== count) throw new RangeError('one standard error per shift')
  for (let b = 0; b < count; b++) {
    const se = standardErrors[b] as number
    if (!Number.isFinite(se) || se < 0) throw new RangeError(`bad standard error at ${b}`)
  }
  if (!(scale > 0) || count === 0) return 0
  const z = new Float64Array(count)
  const spreadAt = (omega: number): number => {
    for (let b = 0; b < count; b++) {
      const se = standardErrors[b] as number
      const sd = Math.sqrt(omega * omega + se * se)
      // A shift without any spread (ω = 0, se = 0) off the location is infinitely far out.
      const residual = (shifts[b] as number) - location
      z[b] = sd > 0 ? residual / sd : residual === 0 ? 0 : Math.sign(residual) * 1e100
    }
    return suiteDrift(z).scale
  }
  if (spreadAt(0) <= 1) return 0
  if (spreadAt(scale) > 1) return scale
  let low = 0
  let high = scale
  for (let step = 0; step < STEPS; step++) {
    const middle = (low + high) / 2
    if (spreadAt(middle) > 1) low = middle
    else high = middle
  }
  return high
}

/** The smallest change a comparison could resolve at its current sample sizes. */
import { normalQuantile } from '../nulls/distributions.js'

/** 80 % power, the usual design target. */
const POWER = 0.8

/**
 * Minimum detectable effect on the log scale: the shift a level-α test finds with 80 % power,
 * (z_{1−α/2} + z_{0.8})·se, with se = (U − L)/(2·z_{1−α/2}) read off the comparison's own CI so it
 * carries the test's efficiency and the current n; never below the band θ a change must clear
 * to be classified at all (docs/method.md §10–11).
 *
 * @param ci the comparison's CI on the log scale, or null when undefined
 * @param band θ (θ_b, θ_u or θ_det) on the log scale
 * @param alpha two-sided level of the CI
 * @returns the MDE on the log scale; `band` without a CI
 */
export function minimumDetectableEffect(
  ci: { readonly lower: number; readonly upper: number } | null,
  band: number,
  alpha: number,
): number {
  if (ci === null || !Number.isFinite(ci.upper - ci.lower)) return band
  const z = normalQuantile(1 - alpha / 2)
  const standardError = (ci.upper - ci.lower) / (2 * z)
  return Math.max(band, (z + normalQuantile(POWER)) * standardError)
}

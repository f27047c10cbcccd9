/** The bands a change is measured against: θ_b of each path (docs/method.md §10.6) and θ_u (§7). */
import type { LogFloor } from '../floors/noise-floor.js'

/**
 * θ_b of docs/method.md §10.6 for one comparison (log scale): what a change must clear to be
 * called one, and where the minimum-effect tests of §9.2 are run. τ_log = ln(1 + τ) on the
 * history, paired and exact floors (their between-run variation is inside the test, or 0);
 * max(τ_log, φ_b) on the A/A band path; max(τ_log, φ_b, guard) on the assumed band path, the guard
 * being 5·S_D or 5·ω̂ (§10.5) or 0. Max, not sum: τ says what matters, φ_b what the runner can
 * resolve. With `guard` 0 it is the comparison's own band, without the suite's guard (§11.1).
 *
 * @param floor the comparison's path and floor φ_b (log)
 * @param guard the empirical-null guard (log, ≥ 0), 0 when none applies
 * @param threshold τ of the comparison, relative (0.05 = 5 %), as the policy resolves it
 */
export function decisionBand(floor: LogFloor, guard: number, threshold: number): number {
  const tau = Math.log1p(threshold)
  if (floor.source === 'assumed') return Math.max(tau, floor.log, guard)
  if (floor.source === 'aa-control') return Math.max(tau, floor.log)
  return tau
}

/**
 * θ_u = max(θ, ln(1 + noise floor)) of docs/method.md §7 (log scale): the band of an untestable
 * comparison, which keeps the assumed run-to-run variation even where θ_b does not (paired and
 * history paths).
 *
 * @param theta θ_b of the comparison (`decisionBand`)
 * @param noiseFloor the assumed between-run variation, relative (0.1 = 10 %)
 */
export function untestableBand(theta: number, noiseFloor: number): number {
  return Math.max(theta, Math.log1p(noiseFloor))
}

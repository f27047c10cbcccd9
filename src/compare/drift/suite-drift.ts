/**
 * compare/drift: the suite's common run drift D, estimated from its benchmarks' shifts by a gated
 * Tukey biweight (suite-drift), so one run's shared slowdown is not read as many regressions.
 */
/** Suite drift: shorth start, Tukey biweight location and biweight midvariance (§10.0). */
import { normalQuantile } from '../nulls/distributions.js'
import { sortedCopy } from '../order-statistics/descriptive.js'

/** Tuning constant c of the biweight, in units of σ₀ (docs/method.md §10.0). */
export const BIWEIGHT_C = 6
/** Fixed number of biweight iterations: deterministic, no convergence test. */
export const BIWEIGHT_ITERATIONS = 20
/** A normal's central 30 % (the start interval's share) spans ±z_{0.65}·σ = ±0.3853σ. */
const START_QUANTILE = 0.65

/**
 * The drift estimate of one gated metric's shifts: shorth start and biweight iterations (not
 * compare-runs's `SuiteDrift`, which is the per-metric drift the report shows).
 */
export interface BiweightDriftEstimate {
  /** T₀: midpoint of the shortest interval holding h = ⌈3B/10⌉ sorted shifts (lowest index). */
  readonly start: number
  /** σ₀ = ℓ/(2·z_{0.65}), ℓ the start interval's length; fixed through the iterations. */
  readonly sigma0: number
  /** D_raw: the biweight location after exactly 20 iterations (log scale). */
  readonly location: number
  /** S_D: the biweight midvariance scale at D_raw (0 when ℓ = 0). */
  readonly scale: number
  /** n₁: shifts with |u| < 1 at D_raw (ℓ = 0: the shifts equal to D_raw). */
  readonly inside: number
  /** h, the number of shifts the start interval holds. */
  readonly startCount: number
  /** 1-based index i* of the start interval's lowest order statistic. */
  readonly startIndex: number
  /** ℓ, the start interval's length. */
  readonly startLength: number
  /** T after each of the 20 iterations (the last is `location`); empty when ℓ = 0. */
  readonly iterates: Float64Array
}

/**
 * Suite drift, steps 1–3 of docs/method.md §10.0 over the B shifts of one gated metric (the
 * B ≥ 20 rule and the gate are the caller's; see {@link driftGate}):
 * 1. sort; h = ⌊(3B + 9)/10⌋; i* = the lowest i minimising δ_(i+h−1) − δ_(i); T₀ the midpoint,
 *    ℓ the length, σ₀ = ℓ/(2·z_{0.65});
 * 2. 20 iterations of u_b = (δ_b − T)/(6σ₀), w_b = (1 − u_b²)² for |u_b| < 1 else 0,
 *    T ← T + Σw_b(δ_b − T)/Σw_b, from T₀, σ₀ fixed;
 * 3. S_D = √(n₁·Σ′(δ_b − D)²(1 − u_b²)⁴)/|Σ′(1 − u_b²)(1 − 5u_b²)|, Σ′ over |u_b| < 1 at D
 *    (denominator 0 → σ₀). ℓ = 0 (≥ 30 % of the shifts equal): D = that value, S_D = 0.
 *
 * @param shifts the HL log shifts δ_b of the metric's testable unpaired comparisons, any order
 * @throws RangeError when shifts is empty or holds a non-finite value
 *
 * Source: Rousseeuw & Leroy (1988) shorth; Mosteller & Tukey (1977) ch. 10 biweight. Equals astropy
 * `biweight_location(x, c = 6σ₀/MAD_raw, M = previous)` iterated 20 times and
 * `biweight_scale(…, modify_sample_size=True)`; statsmodels `RLM(TukeyBiweight(c=6))` with the
 * scale fixed at σ₀ (vectors b01–b03).
 */
export function suiteDrift(shifts: ArrayLike<number>): BiweightDriftEstimate {
  const count = shifts.length
  if (count === 0) throw new RangeError('no shifts to estimate the suite drift from')
  for (let i = 0; i < count; i++)
    if (!Number.isFinite(shifts[i])) throw new RangeError(`non-finite shift at ${i}`)
  const sorted = sortedCopy(shifts)
  const h = Math.floor((3 * count + 9) / 10)
  let best = 0
  let bestLength = Number.POSITIVE_INFINITY
  for (let i = 0; i + h - 1 < count; i++) {
    const length = (sorted[i + h - 1] as number) - (sorted[i] as number)
    if (length < bestLength) {
      bestLength = length
      best = i
    }
  }
  const lo = sorted[best] as number
  const start = (lo + (sorted[best + h - 1] as number)) / 2
  const sigma0 = bestLength / (2 * normalQuantile(START_QUANTILE))
  const common = { start, sigma0, startCount: h, startIndex: best + 1, startLength: bestLength }
  if (bestLength === 0) {
    let equal = 0
    for (let i = 0; i < count; i++) if (sorted[i] === lo) equal++
    return { ...common, location: lo, scale: 0, inside: equal, iterates: new Float64Array(0) }
  }
  const width = BIWEIGHT_C * sigma0
  const iterates = new Float64Array(BIWEIGHT_ITERATIONS)
  let location = start
  for (let iteration = 0; iteration < BIWEIGHT_ITERATIONS; iteration++) {
    let weighted = 0
    let weights = 0
    for (let b = 0; b < count; b++) {
      const residual = (shifts[b] as number) - location
      const u = residual / width
      if (Math.abs(u) < 1) {
        const w = (1 - u * u) ** 2
        weighted += w * residual
        weights += w
      }
    }
    // Σw > 0 throughout: the start interval's points have |u| < 0.07 and T stays near them.
    if (weights > 0) location += weighted / weights
    iterates[iteration] = location
  }
  let inside = 0
  let numerator = 0
  let denominator = 0
  for (let b = 0; b < count; b++) {
    const residual = (shifts[b] as number) - location
    const u = residual / width
    if (Math.abs(u) < 1) {
      const u2 = u * u
      inside++
      numerator += residual * residual * (1 - u2) ** 4
      denominator += (1 - u2) * (1 - 5 * u2)
    }
  }
  const scale = denominator === 0 ? sigma0 : Math.sqrt(inside * numerator) / Math.abs(denominator)
  return { ...common, location, scale, inside, iterates }
}

/**
 * The drift gate, step 4 of docs/method.md §10.0: D = D_raw when |D_raw| ≤ band_D, else 0 (the suite
 * moved more than drift explains; the suite rule judges it).
 *
 * @param dRaw the biweight location D_raw (log scale)
 * @param band band_D ≥ 0: t_{0.975,K}·√2·s_geo with history, else φ_geo
 * @returns the drift D to subtract; NaN inputs give 0 (nothing is subtracted on bad input)
 */
export function driftGate(dRaw: number, band: number): number {
  return Math.abs(dRaw) <= band ? dRaw : 0
}

/** The exact no-ties null distribution of the Mann–Whitney U and what follows from it (§4.2–4.3). */
import { normalQuantile } from './distributions.js'

/** Largest m and n for the exact no-ties distribution (docs/method.md §13). */
export const EXACT_RANK_SUM_LIMIT = 50

const cdfCache = new Map<number, Float64Array>()
// p_min and Moses orders of the sizes the exact null covers, computed once per size (
// every comparison of a suite asks for the same few).
const pMinCache: (number | undefined)[] = []
const mosesCache = new Map<number, (MosesOrder | undefined)[]>()

/**
 * Exact null CDF of U for sample sizes m and n without ties: `cdf[u] = P0(U ≤ u)`, u = 0..mn.
 * Counts are the coefficients of the Gaussian binomial [m+n choose m]_q built in place
 * (multiply by 1 − q^{n+i}, divide by 1 − q^i), O(m²n); cached per unordered (m, n).
 * Source: docs/method.md §4.2 step 2 (float64 relative error ≤ 7·10⁻¹⁶ over the lower half at 50×50).
 *
 * @param m sample size of one side (≥ 1)
 * @param n sample size of the other side (≥ 1)
 */
export function exactRankSumCdf(m: number, n: number): Float64Array {
  const small = Math.min(m, n)
  const large = Math.max(m, n)
  const key = small * 1_000_003 + large
  const cached = cdfCache.get(key)
  if (cached) return cached
  const size = small * large
  const counts = new Float64Array(size + small + 1)
  counts[0] = 1
  for (let i = 1; i <= small; i++) {
    const up = large + i
    for (let k = i * large + i; k >= up; k--) counts[k] = at(counts, k) - at(counts, k - up)
    for (let k = i; k <= i * large; k++) counts[k] = at(counts, k) + at(counts, k - i)
    // The quotient has degree i·large; its top coefficients are exactly 0, not rounding noise.
    counts.fill(0, i * large + 1, i * large + i + 1)
  }
  let total = 0
  for (let k = 0; k <= size; k++) total += at(counts, k)
  const cdf = new Float64Array(size + 1)
  let running = 0
  for (let k = 0; k <= size; k++) {
    running += at(counts, k)
    cdf[k] = running / total
  }
  cdfCache.set(key, cdf)
  return cdf
}

/**
 * Smallest two-sided p the rank-sum test can give: min(1, 2/C(m+n, m)) (docs/method.md §4.2, t02).
 *
 * @returns 1 for 1 v 1, 1/3 for 2 v 2, 0.0079 for 5 v 5; 0 when C(m+n, m) overflows
 */
export function rankSumPMin(m: number, n: number): number {
  const small = Math.min(m, n)
  const large = Math.max(m, n)
  const key = large <= EXACT_RANK_SUM_LIMIT ? small * (EXACT_RANK_SUM_LIMIT + 1) + large : -1
  const cached = key < 0 ? undefined : pMinCache[key]
  if (cached !== undefined) return cached
  let choose = 1
  for (let i = 1; i <= small; i++) choose = (choose * (large + i)) / i
  const pMin = Math.min(1, 2 / choose)
  if (key >= 0) pMinCache[key] = pMin
  return pMin
}

/** Order k of the Moses interval [D_(k), D_(mn−k+1)] and its achieved confidence. */
export interface MosesOrder {
  /** 0 when no interval reaches 1 − α (the CI is then undefined, never [min, max]). */
  readonly k: number
  /** 1 − 2·P0(U ≤ k − 1) for the exact rule; null for the normal rule or k = 0. */
  readonly achievedConfidence: number | null
}

/**
 * Moses/Hodges–Lehmann CI order: the largest k with P0(U ≤ k − 1) ≤ α/2 under the exact no-ties
 * null when m, n ≤ 50, else k = max(1, ⌊mn/2 − z_{1−α/2}·√(mn(N+1)/12)⌋) (docs/method.md §4.3).
 *
 * @param m head sample size, n base sample size
 * @param alpha two-sided level
 */
export function mosesOrder(m: number, n: number, alpha: number): MosesOrder {
  if (m > EXACT_RANK_SUM_LIMIT || n > EXACT_RANK_SUM_LIMIT) {
    const z = normalQuantile(1 - alpha / 2)
    const k = Math.floor((m * n) / 2 - z * Math.sqrt((m * n * (m + n + 1)) / 12))
    return { k: Math.max(1, k), achievedConfidence: null }
  }
  let byAlpha = mosesCache.get(alpha)
  if (byAlpha === undefined) mosesCache.set(alpha, (byAlpha = []))
  const key = Math.min(m, n) * (EXACT_RANK_SUM_LIMIT + 1) + Math.max(m, n)
  const cached = byAlpha[key]
  if (cached !== undefined) return cached
  const cdf = exactRankSumCdf(m, n)
  let k = 0
  while (k < cdf.length && at(cdf, k) <= (alpha / 2) * (1 + 1e-12)) k++
  const order: MosesOrder =
    k === 0 ? { k, achievedConfidence: null } : { k, achievedConfidence: 1 - 2 * at(cdf, k - 1) }
  byAlpha[key] = order
  return order
}

function at(values: Float64Array, index: number): number {
  return values[index] as number
}

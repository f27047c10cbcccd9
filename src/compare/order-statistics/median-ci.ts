/** Distribution-free confidence interval of a median from order statistics (docs/method.md §3). */

/** 1-based orders [k, n − k + 1] of the interval and the confidence it achieves. */
export interface MedianCiOrders {
  readonly lower: number
  readonly upper: number
  readonly achievedConfidence: number
}

// Per α, then per n: a numeric key, where a `${n}:${alpha}` string per lookup cost more than the
// statistics of a small sample.
const cache = new Map<number, Map<number, MedianCiOrders | null>>()

/**
 * Orders of the median CI: k is the largest integer ≥ 1 with P(Bin(n, ½) ≤ k − 1) ≤ α/2, and
 * the achieved confidence is 1 − 2·P(Bin(n, ½) ≤ k − 1). Memoised per (n, α).
 * Source: docs/method.md §3 (vector t01: n = 6 → [1, 6] at 96.9 %, n = 20 → [6, 15] at 95.86 %).
 *
 * @param n sample size (integer ≥ 0)
 * @param alpha two-sided level, e.g. 0.05
 * @returns the orders, or null when even [x_(1), x_(n)] is short of 1 − α (n ≤ 5 at 95 %)
 */
export function medianCiOrders(n: number, alpha: number): MedianCiOrders | null {
  let byN = cache.get(alpha)
  if (byN === undefined) cache.set(alpha, (byN = new Map<number, MedianCiOrders | null>()))
  const cached = byN.get(n)
  if (cached !== undefined) return cached
  const orders = computeOrders(n, alpha)
  byN.set(n, orders)
  return orders
}

function computeOrders(n: number, alpha: number): MedianCiOrders | null {
  // Binomial(n, ½) probabilities in log space: 2^-n underflows for n > 1074.
  const logHalfPower = -n * Math.LN2
  let logChoose = 0
  let cdf = 0
  let best: { k: number; cdf: number } | null = null
  for (let j = 0; j <= n >> 1; j++) {
    if (j > 0) logChoose += Math.log(n - j + 1) - Math.log(j)
    cdf += Math.exp(logChoose + logHalfPower)
    if (cdf > (alpha / 2) * (1 + 1e-12)) break
    best = { k: j + 1, cdf }
  }
  if (best === null) return null
  return { lower: best.k, upper: n - best.k + 1, achievedConfidence: 1 - 2 * best.cdf }
}

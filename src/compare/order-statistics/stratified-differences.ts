/**
 * Order statistics of the pooled within-round differences ln head_j − ln base_i of a stratified
 * design (docs/method.md §6.1), weighted per round, found without materialising the Σ m_s·n_s
 * differences: 6 pytest-benchmark rounds of 10 000 samples a side hold 6·10⁸ of them.
 */

/** One round: ascending log values of each side, and the weight of each of its differences. */
export interface WeightedRound {
  readonly base: Float64Array
  readonly head: Float64Array
  readonly weight: number
}

/** Weighted and plain counts of the differences at or below a value. */
interface Count {
  readonly weight: number
  readonly count: number
}

/** Brackets holding at most this many differences are listed and sorted instead of bisected. */
const BRACKET = 4096
/** Bisection steps before the bracket is taken as one value (adjacent doubles). */
const MAX_STEPS = 2000

/**
 * The differences h − b of every round, each carrying its round's weight, as an implicit sorted
 * multiset. Every query is exact: it compares the same computed `h − b` the materialised array
 * would hold (rounding is monotone, so two pointers over the sorted sides stay valid). Cost per
 * counting pass O(Σ (m_s + n_s)); a selection takes about log₂(Σ m_s·n_s / 4096) + 53 passes at
 * worst, plus sorting at most 4096 differences.
 */
export class PooledDifferences {
  readonly totalWeight: number
  readonly size: number
  private readonly rounds: readonly WeightedRound[]

  constructor(rounds: readonly WeightedRound[]) {
    this.rounds = rounds.filter((r) => r.base.length > 0 && r.head.length > 0)
    let weight = 0
    let size = 0
    for (const r of this.rounds) {
      weight += r.weight * r.base.length * r.head.length
      size += r.base.length * r.head.length
    }
    this.totalWeight = weight
    this.size = size
  }

  /** Weighted (and plain) number of differences ≤ t. */
  atMost(t: number): Count {
    let weight = 0
    let count = 0
    for (const { base, head, weight: w } of this.rounds) {
      // h − b ≤ t holds from the first index k on (b ascending); k only moves right as h grows.
      let k = 0
      let roundCount = 0
      for (const h of head) {
        while (k < base.length && h - (base[k] as number) > t) k++
        roundCount += base.length - k
      }
      weight += w * roundCount
      count += roundCount
    }
    return { weight, count }
  }

  /**
   * The smallest difference d with weighted count(≤ d) > target; null when none is. Callers fold
   * any tolerance for rounding into `target`.
   */
  firstAbove(target: number): number | null {
    if (this.size === 0 || !(this.totalWeight > target)) return null
    let lo = this.extreme(-1)
    let hi = this.extreme(1)
    let below = this.atMost(lo)
    if (below.weight > target) return lo
    let aboveCount = this.size
    // Invariant: count(≤ lo) ≤ target < count(≤ hi); the answer lies in (lo, hi].
    for (let step = 0; step < MAX_STEPS; step++) {
      if (aboveCount - below.count <= BRACKET) return this.walk(lo, hi, below.weight, target)
      const mid = lo + (hi - lo) / 2
      if (!(mid > lo && mid < hi)) break
      const at = this.atMost(mid)
      if (at.weight > target) {
        hi = mid
        aboveCount = at.count
      } else {
        lo = mid
        below = at
      }
    }
    // lo and hi are adjacent doubles: (lo, hi] holds the single value hi.
    return hi
  }

  /** The largest difference < x, or null. */
  largestBelow(x: number): number | null {
    let best: number | null = null
    for (const { base, head } of this.rounds) {
      // For each h, the smallest b with h − b < x gives its largest such difference.
      let k = 0
      for (const h of head) {
        while (k < base.length && !(h - (base[k] as number) < x)) k++
        if (k < base.length) {
          const d = h - (base[k] as number)
          if (best === null || d > best) best = d
        }
      }
    }
    return best
  }

  /** The smallest difference > x, or null. */
  smallestAbove(x: number): number | null {
    let best: number | null = null
    for (const { base, head } of this.rounds) {
      // For each h, the largest b with h − b > x; that index only moves right as h grows.
      let k = -1
      for (const h of head) {
        while (k + 1 < base.length && h - (base[k + 1] as number) > x) k++
        if (k >= 0) {
          const d = h - (base[k] as number)
          if (best === null || d < best) best = d
        }
      }
    }
    return best
  }

  /** The smallest (−1) or largest (1) difference. */
  private extreme(side: -1 | 1): number {
    let best = side === 1 ? -Infinity : Infinity
    for (const { base, head } of this.rounds) {
      const d =
        side === 1
          ? (head[head.length - 1] as number) - (base[0] as number)
          : (head[0] as number) - (base[base.length - 1] as number)
      best = side === 1 ? Math.max(best, d) : Math.min(best, d)
    }
    return best
  }

  /** Lists the differences in (lo, hi] and walks them upward from `start` to pass `limit`. */
  private walk(lo: number, hi: number, start: number, limit: number): number {
    const values: number[] = []
    const weights: number[] = []
    for (const { base, head, weight } of this.rounds) {
      // Per h, the b with lo < h − b ≤ hi form one run [from, to) that only moves right as h grows.
      let from = 0
      let to = 0
      for (const h of head) {
        while (from < base.length && h - (base[from] as number) > hi) from++
        if (to < from) to = from
        while (to < base.length && h - (base[to] as number) > lo) to++
        for (let k = from; k < to; k++) {
          values.push(h - (base[k] as number))
          weights.push(weight)
        }
      }
    }
    const order = values
      .map((_, i) => i)
      .sort((i, j) => (values[i] as number) - (values[j] as number))
    let sum = start
    for (const i of order) {
      sum += weights[i] as number
      if (sum > limit) return values[i] as number
    }
    return hi
  }
}

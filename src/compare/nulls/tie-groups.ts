/** The merged rank structure of two samples: tie groups and the Mann–Whitney U (docs/method.md §4.2). */

const NO_COUNTS = new Int32Array(0)

/** Tie groups of the pooled sample in ascending order, with U_head and the tie term. */
export interface TieGroups {
  /** Number of base values in each group, ascending by value. */
  readonly baseCounts: Int32Array
  /** Number of head values in each group. */
  readonly headCounts: Int32Array
  readonly count: number
  /** #{(i,j): head_j > base_i} + ½·#{head_j = base_i}. */
  readonly uHead: number
  /** Σ_g (t_g³ − t_g) over tie groups, for the variance's tie correction. */
  readonly tieTerm: number
  readonly hasTies: boolean
}

/**
 * Merges two ascending samples into tie groups in O(N) and counts U_head on the way.
 * Equal values are ties (raw or log values give the same groups and U).
 *
 * @param base ascending base values (n)
 * @param head ascending head values (m)
 * @param keepCounts false when only U and the tie term are needed (the per-group counts stay empty)
 */
export function tieGroups(
  base: ArrayLike<number>,
  head: ArrayLike<number>,
  keepCounts = true,
): TieGroups {
  const capacity = keepCounts ? base.length + head.length : 0
  const baseCounts = capacity > 0 ? new Int32Array(capacity) : NO_COUNTS
  const headCounts = capacity > 0 ? new Int32Array(capacity) : NO_COUNTS
  let count = 0
  let i = 0
  let j = 0
  let baseBefore = 0
  let uHead = 0
  let tieTerm = 0
  while (i < base.length || j < head.length) {
    const value = Math.min(
      i < base.length ? (base[i] as number) : Infinity,
      j < head.length ? (head[j] as number) : Infinity,
    )
    let b = 0
    let h = 0
    while (i < base.length && base[i] === value) {
      b++
      i++
    }
    while (j < head.length && head[j] === value) {
      h++
      j++
    }
    if (keepCounts) {
      baseCounts[count] = b
      headCounts[count] = h
    }
    count++
    uHead += h * baseBefore + 0.5 * h * b
    baseBefore += b
    const t = b + h
    tieTerm += t * t * t - t
  }
  return { baseCounts, headCounts, count, uHead, tieTerm, hasTies: tieTerm > 0 }
}

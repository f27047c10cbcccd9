/** Benjamini–Hochberg false-discovery-rate control and what it implies for sample sizes (§9). */
import { rankSumPMin } from '../nulls/mann-whitney-null.js'

/**
 * Benjamini–Hochberg adjusted p-values (q-values), step-up: q_(i) = min_{j ≥ i} min(1, M·p_(j)/j).
 * Ties need no special handling (vector m02).
 *
 * @param pValues one p-value per comparison, each in [0, 1]; order is preserved in the result
 * @returns q-values, same length and order, monotone in p and capped at 1
 * @throws RangeError if any p-value is outside [0, 1] or NaN
 *
 * Source: Benjamini & Hochberg (1995), J. R. Stat. Soc. B 57(1):289–300. Matches R
 * `p.adjust(p, method = "BH")` (vectors m01, m02).
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  for (let i = 0; i < pValues.length; i++) {
    const p = pValues[i] as number
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value outside [0, 1]: ${String(p)}`)
  }
  const count = pValues.length
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => (pValues[a] as number) - (pValues[b] as number),
  )
  const q = new Array<number>(count)
  let running = 1
  for (let rank = count; rank >= 1; rank--) {
    const index = order[rank - 1] as number
    // p·(M/i) rather than M·p/i: exact at i = M, so a q-value never rounds below its p-value.
    running = Math.min(running, (pValues[index] as number) * (count / rank))
    q[index] = running
  }
  return q
}

/** The test family's design: unpaired rank-sum (equal n per side) or signed-rank pairs. */
export type TestDesign = 'rank-sum' | 'signed-rank'

/**
 * Smallest sample size at which an isolated change among M tests can survive BH at level `fdr`:
 * the first n with p_min ≤ fdr/M, where p_min = 2/C(2n, n) for n per side (rank-sum) or 2/2^n
 * for n pairs (signed-rank). docs/method.md §9 (vector t02: M = 10 000 → 11 per side, 19 pairs).
 *
 * @param tests family size M ≥ 1
 * @param fdr FDR level in (0, 1)
 */
export function samplesNeededForIsolatedChange(
  tests: number,
  fdr: number,
  design: TestDesign,
): number {
  const level = fdr / Math.max(1, tests)
  for (let n = 1; ; n++) {
    const pMin = design === 'rank-sum' ? rankSumPMin(n, n) : Math.min(1, 2 / 2 ** n)
    if (pMin <= level) return n
  }
}

/**
 * compare/order-statistics: order statistics without sorting more than needed: one sample
 * (descriptive, median-ci, sort-small), k-th values in place (quickselect), of implicit sorted
 * matrices (sorted-matrix-select), of the pairwise differences and Walsh averages (pairwise-
 * differences) and of the per-round differences of a stratified design (stratified-differences).
 */
/** Order statistics and moments of one sample (docs/method.md §3). Inputs are never modified. */

/** 1/Φ⁻¹(0.75): scales a MAD to a consistent estimate of σ under normality (docs/method.md §3). */
export const MAD_TO_SIGMA = 1.482602218505602

/**
 * Ascending copy of the values as a Float64Array (numeric sort, no comparator).
 *
 * @param values finite numbers in any order
 */
export function sortedCopy(values: ArrayLike<number>): Float64Array {
  const copy = new Float64Array(values.length)
  for (let i = 0; i < values.length; i++) copy[i] = values[i] as number
  return copy.sort()
}

/**
 * Natural logs of the values, in the same order (so a sorted input stays sorted). A plain loop:
 * `Float64Array.from(values, Math.log)` is several times slower in V8.
 *
 * @param values positive values
 */
export function logsOf(values: ArrayLike<number>): Float64Array {
  const logs = new Float64Array(values.length)
  for (let i = 0; i < values.length; i++) logs[i] = Math.log(values[i] as number)
  return logs
}

/**
 * Sample median: the middle order statistic, or the mean of the two middle ones for even n.
 *
 * @param sorted ascending values
 * @returns the median, NaN for an empty sample
 */
export function medianOfSorted(sorted: ArrayLike<number>): number {
  const n = sorted.length
  if (n === 0) return NaN
  const half = n >> 1
  return n % 2 === 1 ? at(sorted, half) : (at(sorted, half - 1) + at(sorted, half)) / 2
}

/**
 * Hyndman–Fan type 7 quantile (numpy's default): linear interpolation at position 1 + (n−1)p.
 *
 * @param sorted ascending values, non-empty
 * @param p probability in [0, 1]
 */
export function quantileType7(sorted: ArrayLike<number>, p: number): number {
  const position = (sorted.length - 1) * p
  const lower = Math.floor(position)
  const fraction = position - lower
  const low = at(sorted, lower)
  return fraction === 0 ? low : low + fraction * (at(sorted, lower + 1) - low)
}

/**
 * Raw (unscaled) median absolute deviation, median |x − median(x)|, in the sample's unit.
 * The deviations of a sorted sample form two sorted runs; merging them up to the middle finds
 * their median in O(n) without allocating.
 *
 * @param sorted ascending values
 * @returns MAD ≥ 0; 0 for a single value, NaN for an empty sample
 */
export function madOfSorted(sorted: ArrayLike<number>): number {
  const n = sorted.length
  if (n === 0) return NaN
  const center = medianOfSorted(sorted)
  let right = 0
  while (right < n && at(sorted, right) < center) right++
  let left = right - 1
  let lowMiddle = NaN
  let highMiddle = NaN
  for (let i = 0; i <= n >> 1; i++) {
    const below = left >= 0 ? center - at(sorted, left) : Infinity
    const above = right < n ? at(sorted, right) - center : Infinity
    const deviation = below <= above ? below : above
    if (below <= above) left--
    else right++
    if (i === (n - 1) >> 1) lowMiddle = deviation
    if (i === n >> 1) highMiddle = deviation
  }
  return (lowMiddle + highMiddle) / 2
}

/** Arithmetic mean; NaN for an empty sample. */
export function meanOf(values: ArrayLike<number>): number {
  let sum = 0
  for (let i = 0; i < values.length; i++) sum += at(values, i)
  return sum / values.length
}

/**
 * Sample standard deviation with denominator n − 1 (two-pass, so large offsets do not cancel).
 *
 * @returns sd ≥ 0, or null for fewer than two values
 */
export function sampleSd(values: ArrayLike<number>): number | null {
  return values.length < 2 ? null : sampleSdAround(values, meanOf(values))
}

/**
 * `sampleSd` given the values' mean (`meanOf`), for callers that need the mean too.
 *
 * @param values at least two values
 * @param mean `meanOf(values)`
 */
export function sampleSdAround(values: ArrayLike<number>, mean: number): number {
  const n = values.length
  let squares = 0
  for (let i = 0; i < n; i++) squares += (at(values, i) - mean) ** 2
  return Math.sqrt(squares / (n - 1))
}

/** Element access for typed arrays under noUncheckedIndexedAccess; callers stay in bounds. */
export function at(values: ArrayLike<number>, index: number): number {
  return values[index] as number
}

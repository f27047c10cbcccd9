/** Printed resolution: differences no larger than one unit of the last printed digit (§7). */

// Values converted from printed decimals carry float error of ~10⁻¹⁵ relative, far below these.
const MULTIPLE_TOLERANCE = 1e-9
const RELATIVE_TOLERANCE = 1e-11
// A quantum finer than 10⁻⁸ of the values is no printed resolution: treat the data as continuous.
const MAX_DIGITS = 8
// Four values all landing on a multiple of 10^e by chance is rare enough to treat as rounding.
const MIN_VALUES_TO_INFER = 4

/**
 * The largest power of ten of which every value is an integer multiple (up to float error, for
 * values converted from printed decimals), e.g. 10⁷ ns for 0.03 s and 0.04 s.
 *
 * @param values positive values in the metric's unit
 * @returns the quantum, or 0 when the values carry more than 9 significant digits
 */
export function inferQuantum(values: ArrayLike<number>): number {
  let largest = 0
  for (let i = 0; i < values.length; i++) largest = Math.max(largest, Math.abs(values[i] as number))
  if (!(largest > 0) || !Number.isFinite(largest)) return 0
  const top = Math.floor(Math.log10(largest))
  for (let exponent = top; exponent >= top - MAX_DIGITS; exponent--) {
    const quantum = 10 ** exponent
    if (allMultiples(values, quantum)) return quantum
  }
  return 0
}

function allMultiples(values: ArrayLike<number>, quantum: number): boolean {
  for (let i = 0; i < values.length; i++) {
    const ratio = (values[i] as number) / quantum
    const tolerance = Math.max(MULTIPLE_TOLERANCE, RELATIVE_TOLERANCE * Math.abs(ratio))
    if (Math.abs(ratio - Math.round(ratio)) > tolerance) return false
  }
  return true
}

/**
 * Row 2b of docs/method.md §11: every value of both sides lies within one quantum of every other
 * (for one value a side: they differ by at most one quantum), so the data cannot resolve any
 * difference between them. The quantum is the larger of the declared printed resolutions and,
 * with at least four values in all, the one inferred from the samples.
 *
 * @param base, head the samples of each side and the adapter's declared quantum
 */
export function isBelowResolution(
  base: { readonly values: ArrayLike<number>; readonly quantum?: number | undefined },
  head: { readonly values: ArrayLike<number>; readonly quantum?: number | undefined },
): boolean {
  return resolutionQuantum(base, head) > 0
}

/**
 * `isBelowResolution`'s quantum: the declared or inferred quantum every value of both sides
 * lies within, or 0 when the sides are not below the printed resolution.
 */
export function resolutionQuantum(
  base: { readonly values: ArrayLike<number>; readonly quantum?: number | undefined },
  head: { readonly values: ArrayLike<number>; readonly quantum?: number | undefined },
): number {
  const first = base.values
  const second = head.values
  const count = first.length + second.length
  let low = Infinity
  let high = -Infinity
  let largest = 0
  for (let i = 0; i < count; i++) {
    const value = (i < first.length ? first[i] : second[i - first.length]) as number
    low = Math.min(low, value)
    high = Math.max(high, value)
    largest = Math.max(largest, Math.abs(value))
  }
  const range = high - low
  // The quantum is max(declared, inferred), and range ≤ q·(1 + 10⁻⁹) holds for the larger of
  // two quanta exactly when it holds for one of them: try the declared one first.
  const declared = Math.max(base.quantum ?? 0, head.quantum ?? 0)
  if (declared > 0 && range <= declared * (1 + 1e-9)) return declared
  if (count < MIN_VALUES_TO_INFER) return 0
  if (!(largest > 0) || !Number.isFinite(largest)) return 0
  // inferQuantum's search over both sides without concatenating them, stopped at the
  // first power of ten too small to cover the range: the quantum it would infer is no larger.
  const top = Math.floor(Math.log10(largest))
  for (let exponent = top; exponent >= top - MAX_DIGITS; exponent--) {
    const quantum = 10 ** exponent
    if (!(range <= quantum * (1 + 1e-9))) return 0
    if (allMultiples(first, quantum) && allMultiples(second, quantum))
      return Math.max(quantum, declared)
  }
  return 0
}

/**
 * Row 2b's no-change reading (docs/method.md §7): with both sides below the resolution and equal
 * medians, no change larger than one quantum relative to the smallest value can hide in the data:
 * ln(1 + q / min). Null when the sides are not below the resolution or their medians differ.
 */
export function resolutionBound(
  quantum: number,
  base: { readonly median: number; readonly min: number } | null,
  head: { readonly median: number; readonly min: number } | null,
): number | null {
  if (!(quantum > 0) || base === null || head === null || base.median !== head.median) return null
  const smallest = Math.min(base.min, head.min)
  return smallest > 0 ? Math.log1p(quantum / smallest) : null
}

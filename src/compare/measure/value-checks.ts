/** What the values allow before any statistics: invalid data, zeros, exact zero changes (§2, §11 row 0). */
import type { MetricKind } from '../../model/benchmark-result.js'
import { type PooledSide } from '../pairing/pool-results.js'

export type ValueCheck =
  | { readonly kind: 'ok' }
  | { readonly kind: 'invalid'; readonly reason: string }
  | { readonly kind: 'not-compared'; readonly reason: string }
  /** Settled without a test: δ = 0 for zeros on both sides, ±Infinity from or to zero. */
  | { readonly kind: 'exact'; readonly logRatio: number }
  /**
   * A side of zeros against a side without a zero, not both exact (one value a side, or a
   * metric not declared exact): δ = ±Infinity, untested (docs/method.md §2).
   */
  | { readonly kind: 'from-zero'; readonly logRatio: number }

const OK: ValueCheck = { kind: 'ok' }

/**
 * docs/method.md §2 and row 0: a side without any finite value, or a negative value on these
 * log-scale metrics, is invalid data; a time of exactly 0 is below the timer's resolution and
 * not compared. Zero counts (0 allocations) compare exactly when both sides are constant: equal
 * zeros are unchanged, and a constant side of zeros against a constant non-zero side is an
 * infinite (exact) change. Any other zero cannot be compared as a ratio.
 *
 * @param metric the metric kind; zero times are timer artefacts, zero counts are real
 */
export function checkValues(base: PooledSide, head: PooledSide, metric: MetricKind): ValueCheck {
  // Raw samples on both sides, the common case, read their sorted copies: the smallest value
  // alone says whether any is negative or zero (no concatenated copy per comparison).
  if (base.sorted.length > 0 && head.sorted.length > 0) {
    const smallest = Math.min(base.sorted[0] as number, head.sorted[0] as number)
    if (smallest > 0) return OK
  }
  const baseValues = valuesOf(base)
  const headValues = valuesOf(head)
  if (baseValues.length === 0)
    return { kind: 'invalid', reason: 'invalid data: no finite sample on the base side' }
  if (headValues.length === 0)
    return { kind: 'invalid', reason: 'invalid data: no finite sample on the head side' }
  const all = [...baseValues, ...headValues]
  if (all.some((x) => x < 0))
    return { kind: 'invalid', reason: 'invalid data: negative values on a log-scale metric' }
  if (!all.includes(0)) return OK
  // A zero time is below the timer's resolution on either side (§2), also when both are zero:
  // perf's `0.000000000 seconds sys` is not an exact no-change, unlike 0 allocations.
  if (metric === 'wall-time' || metric === 'cpu-time') {
    return { kind: 'not-compared', reason: "a time of exactly 0 is below the timer's resolution" }
  }
  if (all.every((x) => x === 0)) return { kind: 'exact', logRatio: 0 }
  const constant = (values: readonly number[]): boolean => values.every((x) => x === values[0])
  const exactSides =
    (base.deterministic && head.deterministic) || (baseValues.length >= 2 && headValues.length >= 2)
  if (exactSides && constant(baseValues) && constant(headValues)) {
    return { kind: 'exact', logRatio: baseValues[0] === 0 ? Infinity : -Infinity }
  }
  // Heap 3,069,448 B → 0 B is −100 %, allocations 0 → 4 a change from 0: the direction is
  // certain, the size has no ratio, and no test can run on a log scale (test/field-cases.md F36).
  const zeros = (values: readonly number[]) => values.every((x) => x === 0)
  const noZero = (values: readonly number[]) => !values.includes(0)
  if (zeros(baseValues) && noZero(headValues)) return { kind: 'from-zero', logRatio: Infinity }
  if (noZero(baseValues) && zeros(headValues)) return { kind: 'from-zero', logRatio: -Infinity }
  return { kind: 'not-compared', reason: 'zero values cannot be compared as ratios' }
}

function valuesOf(side: PooledSide): readonly number[] {
  if (side.samples.length > 0) return side.samples
  const summary = side.summary
  if (summary === null) return []
  return [summary.mean, summary.median, summary.min, summary.max].filter(
    (x): x is number => x !== undefined && Number.isFinite(x),
  )
}

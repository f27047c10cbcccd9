/**
 * JSON has no NaN or Infinity: a statistic that could not be computed is written as null, so the
 * report stays valid JSON and a reader sees "not available" rather than a crash.
 */
import type { Interval } from '../../model/comparison.js'

/** `value` if it is a finite number, else null. */
export function finiteOrNull(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null
}

/** `interval` if both its ends are finite, else null (a half-open interval is not reported). */
export function finiteInterval(interval: Interval | null): Interval | null {
  return interval !== null && Number.isFinite(interval.lower) && Number.isFinite(interval.upper)
    ? interval
    : null
}

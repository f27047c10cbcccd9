/** Wall time cross-checked against instruction or cycle counts of the same benchmark (§8). */
import type { Comparison } from '../../model/comparison.js'
import { keyOfBenchmark } from '../pairing/comparison-key.js'

const TIME = new Set<Comparison['metric']>(['wall-time', 'cpu-time'])
const MOVED = new Set<Comparison['class']>(['regression', 'improvement'])

/**
 * docs/method.md §8: a time change with the benchmark's instruction count (else cycle count) moving
 * the same way is "confirmed by counters"; with the counter unchanged it is a "time-only change"
 * (possible noise, layout or frequency effect), and with `corroborate` (the policy name of
 * `downgrade_time_only`) a strong time-only regression becomes likely. A counter that regressed
 * while time did not is reported on the counter.
 *
 * @param comparisons all comparisons of one run, any order
 * @param corroborate downgrade strong time-only regressions to likely
 * @returns the comparisons in the same order, with labels added to their reasons
 */
export function crossCheckCounters(
  comparisons: readonly Comparison[],
  corroborate: boolean,
): Comparison[] {
  // Most suites have no instruction or cycle counts: nothing to cross-check, no key per row.
  if (!comparisons.some((c) => c.metric === 'instructions' || c.metric === 'cycles'))
    return [...comparisons]
  const counters = new Map<string, Comparison>()
  for (const c of comparisons) {
    const key = keyOfBenchmark(c.benchmark)
    const known = counters.get(key)
    if (
      c.metric === 'instructions' ||
      (c.metric === 'cycles' && known?.metric !== 'instructions')
    ) {
      counters.set(key, c)
    }
  }
  const timeMoved = new Set(
    comparisons
      .filter((c) => TIME.has(c.metric) && MOVED.has(c.class))
      .map((c) => keyOfBenchmark(c.benchmark)),
  )
  return comparisons.map((c) => {
    const counter = counters.get(keyOfBenchmark(c.benchmark))
    if (counter === undefined) return c
    if (c === counter) {
      const lonely =
        c.class === 'regression' &&
        c.strength === 'exact' &&
        !timeMoved.has(keyOfBenchmark(c.benchmark))
      return lonely ? withReason(c, `the ${c.metric} count regressed while time did not`) : c
    }
    if (!TIME.has(c.metric) || !MOVED.has(c.class)) return c
    if (counter.class === c.class)
      return withReason(
        c,
        `confirmed by counters (${counter.metric} ${counter.class === 'regression' ? 'up' : 'down'})`,
      )
    if (counter.class !== 'no-change') return c
    const label = `time-only change (${counter.metric} unchanged): possibly noise, code layout or CPU frequency`
    if (corroborate && c.class === 'regression' && c.strength === 'strong') {
      return {
        ...withReason(c, label),
        strength: 'likely',
        reasons: [...c.reasons, label, 'downgraded from strong to likely (corroborate)'],
      }
    }
    return withReason(c, label)
  })
}

function withReason(c: Comparison, reason: string): Comparison {
  return { ...c, reasons: [...c.reasons, reason] }
}

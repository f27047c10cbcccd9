/** Who each paired metric is, whether its two sides can be compared, and whether it gates. */
import type { GatingRule, MetricIdentity } from '../comparison-rules.js'
import { type MetricPair } from './match-results.js'

/**
 * The pair's identity, taken from its head result (the base's when removed).
 *
 * @param pair a pair from `matchResults` (never without both sides)
 */
export function identityOf(pair: MetricPair): MetricIdentity {
  const first = (pair.head ?? pair.base)?.[0]
  if (first === undefined) throw new Error('bug: matchResults produced a pair without either side')
  const { benchmark, metric, metricName, unit, direction, format } = first
  return { benchmark, metric, metricName, unit, direction, format }
}

/**
 * Why the two sides of a pair cannot be compared: different units or better directions.
 *
 * @returns the reason, or null when they agree or a side is missing
 */
export function mismatchOf(pair: MetricPair): string | null {
  const base = pair.base?.[0]
  const head = pair.head?.[0]
  if (base === undefined || head === undefined) return null
  if (base.unit !== head.unit) return `the units differ: ${base.unit} on base, ${head.unit} on head`
  if (base.direction !== head.direction) {
    return `the better direction differs: ${base.direction} on base, ${head.direction} on head`
  }
  return null
}

/**
 * Applies the gating rule to each metric with the benchmark's other metrics in head order (a
 * metric whose better direction is unknown never gates).
 *
 * @param pairs paired results from `matchResults`
 * @param identities `identityOf` each pair, same order
 * @param isGated the policy's gating rule
 * @returns whether each pair gates, same order
 */
export function gateMetrics(
  pairs: readonly MetricPair[],
  identities: readonly MetricIdentity[],
  isGated: GatingRule,
): boolean[] {
  // The metrics of each benchmark, by the number matchResults gave it (no lookup by key string).
  const siblings: MetricIdentity[][] = []
  for (let i = 0; i < pairs.length; i++) {
    const benchmark = (pairs[i] as MetricPair).benchmark
    const identity = identities[i] as MetricIdentity
    const list = siblings[benchmark]
    if (list) list.push(identity)
    else siblings[benchmark] = [identity]
  }
  const gated: boolean[] = []
  for (let i = 0; i < pairs.length; i++) {
    const identity = identities[i] as MetricIdentity
    const same = siblings[(pairs[i] as MetricPair).benchmark] ?? [identity]
    gated.push(identity.direction !== 'unknown' && isGated(identity, same))
  }
  return gated
}

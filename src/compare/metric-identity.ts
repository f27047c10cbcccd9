/** Who each paired metric is, whether it gates, and whether its two sides can be compared. */
import type { GatingRule, MetricIdentity } from './comparison-rules.js'
import { type MetricPair } from './pair-results.js'

export interface IdentifiedMetric {
  readonly identity: MetricIdentity
  readonly gated: boolean
  /** Why the sides cannot be compared (different units or directions), or null. */
  readonly mismatch: string | null
}

/**
 * Takes each pair's identity from its head result (the base's when removed), applies the gating
 * rule with the benchmark's other metrics in head order (a metric whose better direction is
 * unknown never gates), and flags sides that disagree on unit or direction.
 *
 * @param pairs paired results from `pairResults`
 * @param isGated the policy's gating rule
 */
export function identifyMetrics(
  pairs: readonly MetricPair[],
  isGated: GatingRule,
): IdentifiedMetric[] {
  const identities: MetricIdentity[] = []
  // The pairs of one benchmark share its key string: siblings are grouped without re-keying.
  const siblings = new Map<string, MetricIdentity[]>()
  for (const pair of pairs) {
    const side = pair.head ?? pair.base
    if (side === null) throw new Error('bug: pairResults produced a pair without either side')
    const { benchmark, metric, metricName, unit, direction, format } = side.first
    const identity: MetricIdentity = { benchmark, metric, metricName, unit, direction, format }
    identities.push(identity)
    const list = siblings.get(pair.benchmarkKey)
    if (list) list.push(identity)
    else siblings.set(pair.benchmarkKey, [identity])
  }
  const identified: IdentifiedMetric[] = []
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i] as MetricPair
    const identity = identities[i] as MetricIdentity
    const same = siblings.get(pair.benchmarkKey) ?? [identity]
    const gated = identity.direction !== 'unknown' && isGated(identity, same)
    identified.push({ identity, gated, mismatch: mismatchOf(pair) })
  }
  return identified
}

function mismatchOf(pair: MetricPair): string | null {
  if (pair.base === null || pair.head === null) return null
  const base = pair.base.first
  const head = pair.head.first
  if (base.unit !== head.unit) return `the units differ: ${base.unit} on base, ${head.unit} on head`
  if (base.direction !== head.direction) {
    return `the better direction differs: ${base.direction} on base, ${head.direction} on head`
  }
  return null
}

/**
 * A matrix leg the base run has and the head run lacks (docs/verdicts.md, "Matrix legs"): its job
 * produced nothing on the PR, which says as much as a benchmark that failed on the PR — so it
 * fails the same way, by default, and follows the same knob (`on-failure: warn`, `gate: warn`,
 * `fail-on: never`, the acknowledgement label). It is never a pass: at worst the job crashed, at
 * best the matrix lost a leg, and either deserves a look.
 */
import type { Comparison } from '../model/comparison.js'
import { onHead, type HeadKind } from '../model/head-place.js'
import type { Verdict } from '../model/verdict.js'
import type { OnFailure, VerdictPolicy } from './policy.js'
import { plural } from '../model/plural.js'

/**
 * The verdict of a leg missing on the head: `fail` when any gated benchmark the base leg has would
 * fail the verdict had its run failed on the head (`failure`, the policy's `on-failure` per
 * benchmark, default fail), else `warn`; `fail-on: never` and an acknowledgement label turn `fail`
 * into `warn`. Where the head is is said as the event names it (`onHead`): "on the PR", "in this
 * push", "in the head run".
 *
 * @param why acquire's sentence for the missing head (`RunContext.headMissing`)
 * @param comparisons the leg's comparisons: the base's benchmarks, each `removed` (or not compared)
 * @param acknowledgement the acknowledgement label's reason, or null
 * @param headKind what the head is (`RunContext.headKind`); undefined: unknown
 * @returns e.g. `fail`, "no results on the PR; the base run has 12 benchmarks there"
 */
export function missingLegVerdict(
  why: string,
  comparisons: readonly Comparison[],
  failure: (comparison: Comparison) => OnFailure,
  policy: Pick<VerdictPolicy, 'failOn'>,
  acknowledgement: string | null,
  headKind?: HeadKind,
): Verdict {
  const benchmarks = new Set(comparisons.map((c) => c.label)).size
  const gated = comparisons.filter((c) => c.gated)
  const where = onHead(headKind)
  const headline =
    benchmarks === 0
      ? `no results ${where}; the base run has no readable results there either`
      : `no results ${where}; the base run has ${plural(benchmarks, 'benchmark')} there`
  const fails = policy.failOn !== 'never' && gated.some((c) => failure(c) === 'fail')
  const reasons = [
    why,
    fails
      ? `a leg with no results ${where} fails like a benchmark that failed ${where} (on-failure: warn for its benchmarks makes it warn)`
      : gated.length === 0
        ? 'none of its benchmarks is gated, so it warns'
        : `the policy only warns when these benchmarks fail ${where} (on-failure: warn, gate: warn or fail-on: never), so it warns`,
  ]
  if (!fails) return { level: 'warn', headline, reasons }
  if (acknowledgement)
    return {
      level: 'warn',
      headline: `acknowledged: ${headline}`,
      reasons: [acknowledgement, ...reasons],
    }
  return { level: 'fail', headline, reasons }
}

/**
 * Failed runs in the verdict (docs/method.md §12.2): a gated benchmark whose run failed on the PR
 * fails the verdict (or warns, with `on-failure: warn`, `gate: warn` or `fail-on: never`); one
 * that failed on base only is a note, since the PR's numbers are still shown.
 */
import type { Comparison } from '../model/comparison.js'
import { onHead, type HeadKind } from '../model/head-place.js'
import type { OnFailure, VerdictPolicy } from './policy.js'
import { plural } from '../model/plural.js'
import { describeComparison, type Cause } from './verdict-causes.js'

/**
 * The fail and warn causes of runs that failed on the head, and the notes of failures on base
 * only. `headKind` (`RunContext.headKind`; undefined: unknown) names where the head ran in the
 * headlines (`onHead`).
 */
export function failureCauses(
  comparisons: readonly Comparison[],
  levelOf: (comparison: Comparison) => OnFailure,
  policy: Pick<VerdictPolicy, 'failOn'>,
  headKind?: HeadKind,
): { fail: Cause | undefined; warn: Cause | undefined; notes: string[] } {
  const failedOnHead: Record<OnFailure, Comparison[]> = { fail: [], warn: [] }
  const notes: string[] = []
  for (const c of comparisons) {
    if (c.class !== 'failed' || !c.gated || c.failure === undefined) continue
    if (c.failure.head === null) {
      notes.push(describeComparison(c))
      continue
    }
    const level = policy.failOn === 'never' ? 'warn' : levelOf(c)
    failedOnHead[level].push(c)
  }
  const where = onHead(headKind)
  return { fail: causeOf(failedOnHead.fail, where), warn: causeOf(failedOnHead.warn, where), notes }
}

/**
 * "BM_Parse failed on the PR" or "3 benchmarks failed in this push" (`where`, from `onHead`),
 * with one reason each.
 */
function causeOf(failed: readonly Comparison[], where: string): Cause | undefined {
  const [first] = failed
  if (first === undefined) return undefined
  const benchmarks = new Set(failed.map((c) => c.label)).size
  const headline =
    benchmarks === 1
      ? `${first.label} failed ${where}`
      : `${plural(benchmarks, 'benchmark')} failed ${where}`
  // Not from the numbers: a different machine does not explain a crash or an error.
  return { headline, reasons: failed.map(describeComparison), fromNumbers: false }
}

/**
 * Failed runs in the verdict (docs/method.md §12.2): a gated benchmark whose run failed on the PR
 * fails the verdict (or warns, with `on-failure: warn`, `gate: warn` or `fail-on: never`); one
 * that failed on base only is a note, since the PR's numbers are still shown.
 */
import type { Comparison } from '../model/comparison.js'
import type { OnFailure, VerdictPolicy } from './policy.js'
import { plural } from '../model/plural.js'
import { describeComparison, type Cause } from './verdict-causes.js'

/** The fail and warn causes of failed runs on the PR, and the notes of failures on base only. */
export function failureCauses(
  comparisons: readonly Comparison[],
  levelOf: (comparison: Comparison) => OnFailure,
  policy: Pick<VerdictPolicy, 'failOn'>,
): { fail: Cause | undefined; warn: Cause | undefined; notes: string[] } {
  const onHead: Record<OnFailure, Comparison[]> = { fail: [], warn: [] }
  const notes: string[] = []
  for (const c of comparisons) {
    if (c.class !== 'failed' || !c.gated || c.failure === undefined) continue
    if (c.failure.head === null) {
      notes.push(describeComparison(c))
      continue
    }
    const level = policy.failOn === 'never' ? 'warn' : levelOf(c)
    onHead[level].push(c)
  }
  return { fail: causeOf(onHead.fail), warn: causeOf(onHead.warn), notes }
}

/** "BM_Parse failed on the PR" or "3 benchmarks failed on the PR", with one reason each. */
function causeOf(failed: readonly Comparison[]): Cause | undefined {
  const [first] = failed
  if (first === undefined) return undefined
  const benchmarks = new Set(failed.map((c) => c.label)).size
  const headline =
    benchmarks === 1
      ? `${first.label} failed on the PR`
      : `${plural(benchmarks, 'benchmark')} failed on the PR`
  // Not from the numbers: a different machine does not explain a crash or an error.
  return { headline, reasons: failed.map(describeComparison), fromNumbers: false }
}

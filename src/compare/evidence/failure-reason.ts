/** The reason a failed comparison gives: which side failed and what its harness said. */
import { failureText } from '../../model/benchmark-result.js'
import type { ComparisonFailure } from '../../model/comparison.js'

/**
 * `failed on the PR: all 10 runs failed (exit code 2)`, `failed on base: …; not compared`, or
 * both sides. The messages are the harness's (untrusted: the renderers escape every reason).
 */
export function failureReason(failure: ComparisonFailure): string {
  const { head, base } = failure
  if (head !== null && base !== null)
    return `failed on the PR and on base: PR: ${failureText(head)}; base: ${failureText(base)}`
  if (head !== null) return `failed on the PR: ${failureText(head)}`
  return base === null ? 'failed' : `failed on base: ${failureText(base)}; not compared`
}

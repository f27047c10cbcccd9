/** The reason a failed comparison gives: which side failed and what its harness said. */
import { failureText } from '../../model/benchmark-result.js'
import type { ComparisonFailure } from '../../model/comparison.js'
import { onHead, type HeadKind } from '../../model/head-place.js'

/**
 * `failed on the PR: all 10 runs failed (exit code 2)`, `failed on base: …; not compared`, or
 * both sides. Where the head failed follows the event (`onHead`): "on the PR", "in this push",
 * "in the head run"; both sides label the head's message `PR:` on a pull request, `head:`
 * otherwise. The messages are the harness's (untrusted: the renderers escape every reason).
 *
 * @param headKind what the head is (`RunContext.headKind`); undefined: unknown (the CLI)
 */
export function failureReason(failure: ComparisonFailure, headKind?: HeadKind): string {
  const { head, base } = failure
  const where = onHead(headKind)
  if (head !== null && base !== null) {
    const side = headKind === 'pull-request' ? 'PR' : 'head'
    return `failed ${where} and on base: ${side}: ${failureText(head)}; base: ${failureText(base)}`
  }
  if (head !== null) return `failed ${where}: ${failureText(head)}`
  return base === null ? 'failed' : `failed on base: ${failureText(base)}; not compared`
}

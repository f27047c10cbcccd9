/** The acknowledgement label: reviewers accept a failing verdict on this pull request. */
import type { PullRequestLabels } from '../model/pull-request-labels.js'

/**
 * The reason an acknowledgement applies, naming who added the label when this event says so
 * (a `labeled` event for that label), or null when the label is not on the pull request.
 * GitHub label names are case-insensitive, and so is the match.
 *
 * @param label the policy's `acknowledge-label`, or null when it has none
 * @param pullRequest the event's labels, or null outside pull-request events
 */
export function acknowledgementOf(
  label: string | null,
  pullRequest: PullRequestLabels | null,
): string | null {
  if (label === null || pullRequest === null) return null
  const same = (name: string) => name.localeCompare(label, 'en', { sensitivity: 'accent' }) === 0
  if (!pullRequest.labels.some(same) && !(pullRequest.labeled && same(pullRequest.labeled.label)))
    return null
  const who =
    pullRequest.labeled && same(pullRequest.labeled.label)
      ? `, added by @${pullRequest.labeled.sender}`
      : ' on the pull request'
  return `acknowledged with the label "${label}"${who}: the fail verdict is shown as warn`
}

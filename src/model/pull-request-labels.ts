/** What the pull-request event says about labels; untrusted text (names and logins). */
export interface PullRequestLabels {
  /** Names of the labels on the pull request when the event fired. */
  readonly labels: readonly string[]
  /** The label this event added and who added it (`pull_request` with action `labeled`). */
  readonly labeled: { readonly label: string; readonly sender: string } | null
}

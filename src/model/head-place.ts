/**
 * What the head of a comparison is, as the report names it (docs/verdicts.md, "Matrix legs"): a
 * pull request's head, a pushed commit, or another run's (a schedule, a merge queue, a dispatch).
 * The words follow the event, so a push run never reads "missing on the PR".
 */
export const HEAD_KINDS = ['pull-request', 'push', 'run'] as const

/**
 * What the head is, by the event that ran (or, on `workflow_run`, that ran the triggering
 * workflow): `pull-request`, a pull request's head; `push`, a pushed commit; `run`, any other
 * event (a schedule, a merge queue, a dispatch). The Action records it (github/action-target.ts);
 * the CLI has none.
 */
export type HeadKind = (typeof HEAD_KINDS)[number]

/**
 * Where the head's results are, after a verb: `on the PR` (no results on the PR), `in this push`,
 * or `in the head run` for any other event and when the kind is unknown (the CLI, older reports).
 */
export function onHead(kind: HeadKind | undefined): string {
  return kind === 'pull-request'
    ? 'on the PR'
    : kind === 'push'
      ? 'in this push'
      : 'in the head run'
}

/**
 * What the base run is counted behind, after "behind": `the PR's base` on a pull request, `the
 * base commit` on a push or any other run (there is no PR). Unknown reads as a pull request: the
 * count comes only from the Action, which records the kind, so only a report written before the
 * kind was recorded lacks it, and those counted behind a PR's base.
 */
export function baseOfHead(kind: HeadKind | undefined): string {
  return kind === 'push' || kind === 'run' ? 'the base commit' : "the PR's base"
}

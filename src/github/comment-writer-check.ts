import type { Octokit } from '@octokit/rest'
import type { ExistingComment } from '../model/ports.js'
import { apiStatus } from './api-error.js'

/** Clock slack between a run's record and a comment's timestamps, both GitHub's. */
const SLACK_MS = 2 * 60_000

/** The run an id line names, and the comment that names it. */
export interface WriterClaimRecord {
  readonly runId: number
  readonly runAttempt: number
}

/**
 * Checks a sticky comment's id line against GitHub's record of the run it names (docs/security.md):
 * the run exists in this repository, is a run of `workflowPath` (the writing workflow's file), its
 * claimed attempt is not newer than the run's, it had started when the comment was last written,
 * and, once completed, it was not over long before (two minutes of slack). One request per run id,
 * remembered. A fork cannot make GitHub record a run of the base repository's workflow, so a comment
 * written by anything else passes only if written while one of this workflow's runs was going on
 * and naming that run, which the id line's digest also binds to the marker and the body.
 *
 * @throws when the record cannot be read for another reason than 404 (never guessed either way)
 */
export function runRecordCheck(
  octokit: Octokit,
  scope: { owner: string; repo: string },
  workflowPath: string,
): (claim: WriterClaimRecord, comment: ExistingComment) => Promise<boolean> {
  const runs = new Map<
    number,
    Promise<{ path: string; attempt: number; started: number; ended: number | null } | null>
  >()
  const record = (runId: number) => {
    let known = runs.get(runId)
    if (!known) {
      known = octokit.rest.actions
        .getWorkflowRun({ ...scope, run_id: runId })
        .then(({ data }) => ({
          path: data.path.replace(/@.*$/, ''),
          attempt: data.run_attempt ?? 1,
          started: Date.parse(data.run_started_at ?? data.created_at),
          ended: data.status === 'completed' ? Date.parse(data.updated_at) : null,
        }))
        .catch((error: unknown) => {
          if (apiStatus(error) === 404) return null
          throw error
        })
      runs.set(runId, known)
    }
    return known
  }
  return async (claim, comment) => {
    const run = await record(claim.runId)
    if (!run || run.path !== workflowPath || claim.runAttempt > run.attempt) return false
    const written = Date.parse(comment.updatedAt ?? comment.createdAt)
    if (!Number.isFinite(written) || written + SLACK_MS < run.started) return false
    return run.ended === null || written <= run.ended + SLACK_MS
  }
}

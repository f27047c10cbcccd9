import type { Octokit } from '@octokit/rest'
import path from 'node:path'
import { actionsOutputs, actionsSummary, workspaceFiles } from '../github/actions-ports.js'
import { describeApiError } from '../github/api-error.js'
import { githubCommentPort, tokenIdentity } from '../github/github-comment-port.js'
import { runRecordCheck } from '../github/comment-writer-check.js'
import { currentHeadSha } from '../github/pull-request-lookup.js'
import type { LogPort } from '../model/ports.js'
import { publishReport } from '../publish/publish-report.js'
import type { LegReport } from '../report/report.js'
import type { ActionSettings } from '../settings/settings.js'
import type { ActionTarget } from '../github/action-target.js'
import type { ActionsEnvironment } from '../github/actions-environment.js'

/** The default `artifact-name`; other names distinguish suites and per-leg steps in the key. */
const DEFAULT_ARTIFACT_NAME = 'bench-results'

/**
 * Publishes through the runner (outputs, summary, files) and the REST API (the sticky comment).
 * Never throws: a publishing failure is a warning, and the exit status stays the benchmarks'.
 */
export async function publishForAction(
  legs: readonly LegReport[],
  settings: ActionSettings,
  run: ActionsEnvironment,
  target: ActionTarget,
  octokit: Octokit,
  log: LogPort,
): Promise<void> {
  const scope = { owner: run.owner, repo: run.repo }
  const pr = target.pullRequest
  const comments =
    pr && target.noComment === undefined
      ? githubCommentPort(
          octokit,
          { ...scope, issueNumber: pr.number },
          tokenIdentity(octokit, settings.token),
          '<!-- bench-verdict:',
          (message) => {
            log.notice(`PR comment: ${message}.`)
          },
        )
      : null
  const commentKey = settings.commentKey ?? defaultCommentKey(settings, run)
  try {
    await publishReport(
      legs,
      {
        commentMode: settings.comment,
        commentKey,
        reportFile: settings.reportFile,
        markdownFile: path.join(run.tempDir, commentFileName(run.step, commentKey)),
        ...(run.runId === undefined || run.workflowPath === undefined
          ? {}
          : {
              writer: {
                workflowPath: run.workflowPath,
                runId: run.runId,
                runAttempt: run.runAttempt,
                ...(settings.commentSigningKey === undefined
                  ? {}
                  : { signingKey: settings.commentSigningKey }),
              },
            }),
        ...(target.producerRunId === undefined
          ? {}
          : { producer: { runId: target.producerRunId, headSha: target.headSha } }),
      },
      {
        outputs: actionsOutputs,
        summary: settings.summary ? actionsSummary : null,
        comments,
        noCommentReason: target.noComment ?? 'no pull request',
        ...(run.workflowPath === undefined
          ? {}
          : { checkWriter: runRecordCheck(octokit, scope, run.workflowPath) }),
        ...(pr && target.recheckHead
          ? { reasonNotToWrite: () => headMovedOn(octokit, scope, pr.number, target.headSha) }
          : {}),
        files: workspaceFiles(run.workspace),
        log,
      },
    )
  } catch (error) {
    log.warning(
      `Publishing the report failed (${describeApiError(error)}); the verdict is in the step outputs.`,
    )
  }
}

/**
 * The `markdown-file` name under RUNNER_TEMP, which every step of the job shares: one per step, so
 * two bench-verdict steps in one job (two suites, two comment keys) do not overwrite each other's.
 * Named for the step (GITHUB_ACTION, unique within the job), else for the comment key; only
 * `[A-Za-z0-9._-]` are kept, at most 80 of them.
 */
export function commentFileName(step: string | undefined, commentKey: string): string {
  const tag = (step ?? commentKey)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80)
  return tag === '' ? 'bench-verdict-comment.md' : `bench-verdict-comment-${tag}.md`
}

/** `bench.yml/bench`, or `bench.yml/bench/bench-results-linux` for another artifact name (test/field-cases.md F22). */
function defaultCommentKey(settings: ActionSettings, run: ActionsEnvironment): string {
  const suite = settings.artifactName === DEFAULT_ARTIFACT_NAME ? '' : `/${settings.artifactName}`
  return `${run.workflowFile ?? run.workflowName}/${run.job}${suite}`
}

/** Why not to comment when the PR's head is no longer `headSha` (a newer push, or it closed). */
async function headMovedOn(
  octokit: Octokit,
  scope: { owner: string; repo: string },
  number: number,
  headSha: string,
): Promise<string | undefined> {
  const current = await currentHeadSha(octokit, scope, number)
  if (current === undefined) return `pull request #${number} is closed`
  if (current === headSha) return undefined
  return `the head of pull request #${number} moved on to ${current.slice(0, 12)} after the run reported here (${headSha.slice(0, 12)}); the comment is left for the newer run`
}

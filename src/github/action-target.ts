import type { Octokit } from '@octokit/rest'
import { describeApiError } from './api-error.js'
import { findPullRequestForRun } from './pull-request-lookup.js'
import type { HeadKind } from '../model/head-place.js'
import type { LogPort } from '../model/ports.js'
import type { ActionSettings } from '../settings/settings.js'
import type { ActionsEnvironment } from './actions-environment.js'

/** The pull request a run reports on, from the event (pull_request) or the API (workflow_run). */
export interface TargetPullRequest {
  readonly number: number
  readonly baseSha: string
  readonly baseRef: string
}

/**
 * What this run compares and where it may report, decided once from the event (docs/architecture.md §1):
 * the head (local files, or a run's artifacts), the base branch and commit, the PR to comment on.
 */
export interface ActionTarget {
  readonly headSha: string
  /** The run whose artifacts hold the head results; undefined: the `results` files on disk. */
  readonly headRunId: number | undefined
  /** The run that produced the head results (this run, or the triggering one). */
  readonly producerRunId: number | undefined
  readonly pullRequest: TargetPullRequest | undefined
  /** Set when a fork's code produced the head results (shown in the comment). */
  readonly fork: { readonly repository: string; readonly runUrl?: string } | undefined
  readonly baseBranch: string | undefined
  /** The commit to compare with; undefined: the newest base run. */
  readonly baseSha: string | undefined
  /** Workflow file (or id) whose base-branch runs hold the baseline. */
  readonly workflow: string | number | undefined
  /** Compare only with base runs created before the head run (push, schedule …). */
  readonly earlierOnly: boolean
  /** Why no comment may be written, when none may. */
  readonly noComment: string | undefined
  /** `workflow_run` publishing: re-check the PR's head right before writing (test/field-cases.md F22). */
  readonly recheckHead: boolean
  /** What the head is (a pull request's, a push's, another run's): the report's words for it. */
  readonly headKind: HeadKind
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target'])

/**
 * Decides the target of this run. In `workflow_run` events the PR is found from trusted data only
 * (the triggering run's head SHA, branch and repository, through the API), never from artifact
 * content; a failed lookup leaves a summary-only run, never a crash.
 */
export async function resolveTarget(
  settings: ActionSettings,
  run: ActionsEnvironment,
  octokit: Octokit,
  log: LogPort,
): Promise<ActionTarget> {
  const workflow = settings.baseWorkflow ?? run.workflowFile
  const common = {
    headRunId: settings.headRunId ?? (settings.results.length === 0 ? run.runId : undefined),
    workflow,
    fork: undefined,
    recheckHead: false,
  }
  const pr = run.pullRequest
  if (PULL_REQUEST_EVENTS.has(run.eventName) && pr) {
    const headRepo = pr.head.repo?.full_name
    const fromFork =
      headRepo !== undefined && headRepo.toLowerCase() !== `${run.owner}/${run.repo}`.toLowerCase()
    if (fromFork)
      log.notice(
        'This pull request comes from a fork, whose token cannot comment. The verdict is in the job summary and the outputs; to comment on fork PRs, upload the results as an artifact and run bench-verdict in a second workflow on `workflow_run` (see the README).',
      )
    return {
      ...common,
      // The summary is still read: it says whose code produced the numbers, and offers no command.
      fork: fromFork ? { repository: headRepo } : undefined,
      headSha: pr.head.sha,
      producerRunId: common.headRunId ?? run.runId,
      pullRequest: { number: pr.number, baseSha: pr.base.sha, baseRef: pr.base.ref },
      baseBranch: settings.baseBranch ?? pr.base.ref,
      baseSha: pr.base.sha,
      earlierOnly: false,
      noComment: fromFork ? 'pull request from a fork (read-only token)' : undefined,
      headKind: 'pull-request',
    }
  }
  if (run.eventName === 'workflow_run' && run.workflowRun)
    return resolveWorkflowRunTarget(settings, run, run.workflowRun, octokit, log)
  const branch = run.mergeGroupBase ?? branchOf(run.ref) ?? run.defaultBranch
  return {
    ...common,
    headSha: run.sha,
    producerRunId: common.headRunId ?? run.runId,
    pullRequest: undefined,
    baseBranch: settings.baseBranch ?? branch,
    baseSha: run.previousSha,
    earlierOnly: run.eventName !== 'merge_group',
    noComment: `the ${run.eventName} event has no pull request to comment on; the verdict is in the job summary and outputs`,
    headKind: run.eventName === 'push' ? 'push' : 'run',
  }
}

async function resolveWorkflowRunTarget(
  settings: ActionSettings,
  run: ActionsEnvironment,
  triggering: NonNullable<ActionsEnvironment['workflowRun']>,
  octokit: Octokit,
  log: LogPort,
): Promise<ActionTarget> {
  const headRunId = settings.headRunId ?? triggering.id
  const headRepository = triggering.head_repository?.full_name ?? `${run.owner}/${run.repo}`
  const fromFork = headRepository.toLowerCase() !== `${run.owner}/${run.repo}`.toLowerCase()
  const triggeringFile = /(?:^|\/)\.github\/workflows\/([^/@]+)/.exec(triggering.path ?? '')?.[1]
  const base = {
    headSha: triggering.head_sha,
    headRunId,
    producerRunId: headRunId,
    fork: fromFork
      ? {
          repository: headRepository,
          ...(triggering.html_url ? { runUrl: triggering.html_url } : {}),
        }
      : undefined,
    workflow: settings.baseWorkflow ?? triggeringFile ?? run.workflowFile,
  }
  const summaryOnly = (why: string): ActionTarget => ({
    ...base,
    pullRequest: undefined,
    baseBranch: settings.baseBranch ?? triggering.head_branch ?? run.defaultBranch,
    baseSha: undefined,
    earlierOnly: true,
    noComment: why,
    recheckHead: false,
    headKind: triggering.event === 'push' ? 'push' : 'run',
  })
  if (triggering.event !== undefined && !PULL_REQUEST_EVENTS.has(triggering.event))
    return summaryOnly(`the triggering run was a ${triggering.event} run, not a pull request's`)
  if (!triggering.head_branch) return summaryOnly('the triggering run names no head branch')
  let found
  try {
    found = await findPullRequestForRun(
      octokit,
      { owner: run.owner, repo: run.repo },
      { sha: triggering.head_sha, branch: triggering.head_branch, repository: headRepository },
    )
  } catch (error) {
    log.notice(
      `The pull request of run ${triggering.id} could not be looked up (${describeApiError(error)}).`,
    )
    return summaryOnly('the pull request could not be looked up')
  }
  if (!found)
    return summaryOnly(
      `no open pull request comes from ${headRepository}:${triggering.head_branch}`,
    )
  const movedOn = found.headSha !== triggering.head_sha
  if (movedOn)
    log.notice(
      `Pull request #${found.number} has moved on to ${found.headSha.slice(0, 12)} since run ${triggering.id} (${triggering.head_sha.slice(0, 12)}); its verdict goes to the job summary only, and the comment is left for the newer run.`,
    )
  return {
    ...base,
    pullRequest: { number: found.number, baseSha: found.baseSha, baseRef: found.baseRef },
    baseBranch: settings.baseBranch ?? found.baseRef,
    baseSha: found.baseSha,
    earlierOnly: false,
    noComment: movedOn ? 'the pull request has moved on to a newer head' : undefined,
    recheckHead: true,
    headKind: 'pull-request',
  }
}

function branchOf(ref: string): string | undefined {
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined
}

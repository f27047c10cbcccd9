import type { Octokit } from '@octokit/rest'
import path from 'node:path'
import { actionsOutputs, actionsSummary, workspaceFiles } from '../publish/github/actions-ports.js'
import { githubCommentPort } from '../publish/github/github-comment-port.js'
import type { CommentPort, LogPort } from '../publish/ports.js'
import { publishReport } from '../publish/publish-report.js'
import type { ReportData } from '../report/report-data.js'
import type { ActionSettings } from '../settings/action-settings.js'
import type { RunContext } from './run-context.js'

/** GITHUB_TOKEN and other GitHub App installation tokens act as this bot. */
const DEFAULT_TOKEN_LOGIN = 'github-actions[bot]'

/** Publishes through the runner (outputs, summary, files) and the REST API (the sticky comment). */
export async function publishForAction(
  report: ReportData,
  settings: ActionSettings,
  run: RunContext,
  octokit: Octokit,
  log: LogPort,
): Promise<void> {
  const target = await commentTarget(settings, run, octokit, log)
  await publishReport(
    report,
    {
      commentMode: settings.comment,
      commentKey: settings.commentKey ?? `${run.workflowFile ?? run.workflowName}/${run.job}`,
      reportFile: settings.reportFile,
      markdownFile: path.join(run.tempDir, 'bench-verdict-comment.md'),
    },
    {
      outputs: actionsOutputs,
      summary: settings.summary ? actionsSummary : null,
      comments: 'port' in target ? target.port : null,
      noCommentReason: 'reason' in target ? target.reason : '',
      files: workspaceFiles(run.workspace),
      log,
    },
  )
}

async function commentTarget(
  settings: ActionSettings,
  run: RunContext,
  octokit: Octokit,
  log: LogPort,
): Promise<{ port: CommentPort } | { reason: string }> {
  const pr = run.pullRequest
  if (!pr || (run.eventName !== 'pull_request' && run.eventName !== 'pull_request_target'))
    return {
      reason: `the ${run.eventName} event has no pull request to comment on; the verdict is in the job summary and outputs`,
    }
  const headRepo = pr.head.repo?.full_name
  if (headRepo && headRepo.toLowerCase() !== `${run.owner}/${run.repo}`.toLowerCase()) {
    log.notice(
      'This pull request comes from a fork, whose token cannot comment. The verdict is in the job summary and the outputs; to comment on fork PRs, upload the results as an artifact and run bench-verdict in a second workflow on `workflow_run` (see the README).',
    )
    return { reason: 'pull request from a fork (read-only token)' }
  }
  const login = await tokenLogin(settings.token, octokit)
  return {
    port: githubCommentPort(
      octokit,
      { owner: run.owner, repo: run.repo, issueNumber: pr.number },
      login,
    ),
  }
}

/**
 * The identity comments are written as, to find our own among all. Installation tokens (`ghs_`,
 * as GITHUB_TOKEN is) cannot call GET /user; personal tokens can, at one request.
 */
async function tokenLogin(token: string, octokit: Octokit): Promise<string> {
  if (token.startsWith('ghs_') || token === '') return DEFAULT_TOKEN_LOGIN
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login
  } catch {
    return DEFAULT_TOKEN_LOGIN
  }
}

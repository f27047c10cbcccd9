import { context } from '@actions/github'
import { z } from 'zod'
import type { PullRequestLabels } from '../model/pull-request-labels.js'
import { DEFAULT_API_PATIENCE, type ApiPatience } from './octokit-client.js'

/** The fields of the event payload we use; everything else in it is ignored. */
const PullRequestPayload = z.looseObject({
  number: z.number(),
  html_url: z.string().optional(),
  head: z.looseObject({
    sha: z.string(),
    ref: z.string(),
    repo: z.looseObject({ full_name: z.string() }).nullable().optional(),
  }),
  base: z.looseObject({ sha: z.string(), ref: z.string() }),
})
const WorkflowRunPayload = z.looseObject({
  id: z.number(),
  event: z.string().optional(),
  head_sha: z.string(),
  head_branch: z.string().nullable(),
  /** `.github/workflows/bench.yml`: the triggering workflow, whose base runs hold the baseline. */
  path: z.string().optional(),
  html_url: z.string().optional(),
  head_repository: z.looseObject({ full_name: z.string() }).nullable().optional(),
})
const Payload = z.looseObject({
  pull_request: PullRequestPayload.optional(),
  repository: z
    .looseObject({ full_name: z.string(), default_branch: z.string().optional() })
    .optional(),
  workflow_run: WorkflowRunPayload.optional(),
  /** push: the branch tip before the push (all zeros for a new branch). */
  before: z.string().optional(),
  merge_group: z.looseObject({ base_sha: z.string(), base_ref: z.string() }).optional(),
})

/** What the runner tells the Action about this run (env and event payload), validated. */
export interface ActionsEnvironment {
  readonly eventName: string
  readonly owner: string
  readonly repo: string
  readonly runId: number | undefined
  /** GITHUB_RUN_ATTEMPT (1 for the first attempt). */
  readonly runAttempt: number
  /** The workflow file's path in its repository (`.github/workflows/bench.yml`), from GITHUB_WORKFLOW_REF. */
  readonly workflowPath: string | undefined
  readonly job: string
  /** GITHUB_ACTION: the step's id, or `__owner_repo` (`__owner_repo_2` for a second use in the job). */
  readonly step?: string | undefined
  readonly workflowName: string
  /** Workflow file name (`bench.yml`) from GITHUB_WORKFLOW_REF, used to find the base runs. */
  readonly workflowFile: string | undefined
  readonly serverUrl: string
  readonly apiUrl: string
  readonly sha: string
  readonly ref: string
  readonly pullRequest: z.infer<typeof PullRequestPayload> | undefined
  readonly workflowRun: z.infer<typeof WorkflowRunPayload> | undefined
  /** push: the previous tip of the branch; merge_group: the queue's base commit. */
  readonly previousSha: string | undefined
  /** merge_group: the branch the queue merges into (`main`). */
  readonly mergeGroupBase: string | undefined
  readonly defaultBranch: string | undefined
  readonly workspace: string
  readonly tempDir: string
  readonly patience: ApiPatience
  /** Pull-request events: the PR's labels, and who added one (the policy's acknowledgement). */
  readonly pullRequestLabels: PullRequestLabels | undefined
}

/**
 * The variables every Actions run sets and the Action cannot work without. `GITHUB_REF` is not
 * among them: GitHub leaves it unset for events with neither a branch nor a tag.
 */
const REQUIRED_VARIABLES = ['GITHUB_REPOSITORY', 'GITHUB_EVENT_NAME', 'GITHUB_SHA'] as const

/** The Action was started outside a workflow run (by hand, `node dist/index.js`): a usage error. */
export class RunnerEnvironmentError extends Error {
  override readonly name = 'RunnerEnvironmentError'
}

/**
 * Reads the run context.
 *
 * @throws RunnerEnvironmentError naming every missing runner variable (`GITHUB_REPOSITORY`,
 *   `GITHUB_EVENT_NAME`, `GITHUB_SHA`) or a `GITHUB_REPOSITORY` that is not `owner/name`
 */
export function readActionsEnvironment(env: NodeJS.ProcessEnv = process.env): ActionsEnvironment {
  const missing = REQUIRED_VARIABLES.filter((name) => !env[name])
  if (missing.length > 0)
    throw new RunnerEnvironmentError(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: the Actions runner sets ${missing.length === 1 ? 'it' : 'them'} in a workflow step. Run this Action from a workflow; to compare result files on your own machine, use the CLI (\`npx bench-verdict compare --base … --head …\`)`,
    )
  const repository = env.GITHUB_REPOSITORY ?? ''
  const [owner = '', repo = ''] = repository.split('/')
  if (!owner || !repo)
    throw new RunnerEnvironmentError(
      `GITHUB_REPOSITORY is "${repository.slice(0, 100)}", not owner/name as the Actions runner sets it`,
    )
  const payload = Payload.safeParse(context.payload)
  const data = payload.success ? payload.data : {}
  const workflowRef = env.GITHUB_WORKFLOW_REF ?? ''
  const workflowFile = /\/\.github\/workflows\/([^@/]+)@/.exec(workflowRef)?.[1]
  const runId = Number(env.GITHUB_RUN_ID)
  const runAttempt = Number(env.GITHUB_RUN_ATTEMPT)
  const workflowPath = workflowRef.startsWith(`${repository}/`)
    ? workflowRef.slice(repository.length + 1).replace(/@.*$/, '')
    : undefined
  const before = data.before ?? data.merge_group?.base_sha
  return {
    eventName: context.eventName,
    owner,
    repo,
    runId: Number.isSafeInteger(runId) && runId > 0 ? runId : undefined,
    runAttempt: Number.isSafeInteger(runAttempt) && runAttempt > 0 ? runAttempt : 1,
    workflowPath: workflowPath === '' ? undefined : workflowPath,
    job: context.job,
    step: env.GITHUB_ACTION === '' ? undefined : env.GITHUB_ACTION,
    workflowName: context.workflow,
    workflowFile,
    serverUrl: context.serverUrl.replace(/\/+$/, ''),
    apiUrl: context.apiUrl.replace(/\/+$/, ''),
    sha: context.sha,
    // Unset for events with neither a branch nor a tag; @actions/github types it as a string.
    ref: env.GITHUB_REF ?? '',
    pullRequest: data.pull_request,
    workflowRun: data.workflow_run,
    previousSha:
      before !== undefined && /^[0-9a-f]{40}$/i.test(before) && !/^0+$/.test(before)
        ? before
        : undefined,
    mergeGroupBase: data.merge_group?.base_ref.replace(/^refs\/heads\//, ''),
    defaultBranch: data.repository?.default_branch,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    tempDir: env.RUNNER_TEMP ?? env.GITHUB_WORKSPACE ?? process.cwd(),
    patience: readPatience(env),
    pullRequestLabels: readPullRequestLabels(context.payload),
  }
}

/**
 * API patience from the environment, for slow GitHub Enterprise Server instances (and tests):
 * `BENCH_VERDICT_API_TIMEOUT_MS`, `BENCH_VERDICT_API_RETRY_BASE_MS`,
 * `BENCH_VERDICT_API_MAX_WAIT_SECONDS`, `BENCH_VERDICT_API_CALL_DEADLINE_MS`,
 * `BENCH_VERDICT_API_RUN_DEADLINE_MS`, `BENCH_VERDICT_DOWNLOAD_DEADLINE_MS`. Unset or invalid values keep the defaults.
 */
function readPatience(env: NodeJS.ProcessEnv): ApiPatience {
  const positive = (name: string, fallback: number): number => {
    const value = Number(env[name])
    return env[name] !== undefined && Number.isFinite(value) && value > 0 ? value : fallback
  }
  return {
    requestTimeoutMs: positive(
      'BENCH_VERDICT_API_TIMEOUT_MS',
      DEFAULT_API_PATIENCE.requestTimeoutMs,
    ),
    retryBaseMs: positive('BENCH_VERDICT_API_RETRY_BASE_MS', DEFAULT_API_PATIENCE.retryBaseMs),
    maxRateLimitWaitSeconds: positive(
      'BENCH_VERDICT_API_MAX_WAIT_SECONDS',
      DEFAULT_API_PATIENCE.maxRateLimitWaitSeconds,
    ),
    callDeadlineMs: positive(
      'BENCH_VERDICT_API_CALL_DEADLINE_MS',
      DEFAULT_API_PATIENCE.callDeadlineMs,
    ),
    runDeadlineMs: positive(
      'BENCH_VERDICT_API_RUN_DEADLINE_MS',
      DEFAULT_API_PATIENCE.runDeadlineMs,
    ),
    downloadDeadlineMs: positive(
      'BENCH_VERDICT_DOWNLOAD_DEADLINE_MS',
      DEFAULT_API_PATIENCE.downloadDeadlineMs,
    ),
  }
}

/** Label data of a pull-request event (`labeled` names the label and who added it). */
const LabelsPayload = z.looseObject({
  action: z.string().optional(),
  label: z.looseObject({ name: z.string() }).optional(),
  sender: z.looseObject({ login: z.string() }).optional(),
  pull_request: z.looseObject({ labels: z.array(z.looseObject({ name: z.string() })) }),
})

/**
 * The pull request's labels, read on their own so that unexpected label data never hides the
 * pull request itself; undefined outside pull-request events.
 */
function readPullRequestLabels(payload: unknown): PullRequestLabels | undefined {
  const parsed = LabelsPayload.safeParse(payload)
  if (!parsed.success) return undefined
  const { action, label, sender, pull_request: pr } = parsed.data
  return {
    labels: pr.labels.map((l) => l.name),
    labeled:
      action === 'labeled' && label && sender ? { label: label.name, sender: sender.login } : null,
  }
}

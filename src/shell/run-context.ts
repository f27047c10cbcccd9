import { context } from '@actions/github'
import { z } from 'zod'

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
const Payload = z.looseObject({
  pull_request: PullRequestPayload.optional(),
  repository: z
    .looseObject({ full_name: z.string(), default_branch: z.string().optional() })
    .optional(),
  workflow_run: z
    .looseObject({
      id: z.number(),
      head_sha: z.string(),
      head_branch: z.string().nullable(),
      head_repository: z.looseObject({ full_name: z.string() }).nullable().optional(),
    })
    .optional(),
})

/** What the runner tells the Action about this run (env and event payload), validated. */
export interface RunContext {
  readonly eventName: string
  readonly owner: string
  readonly repo: string
  readonly runId: number | undefined
  readonly job: string
  readonly workflowName: string
  /** Workflow file name (`bench.yml`) from GITHUB_WORKFLOW_REF, used to find the base runs. */
  readonly workflowFile: string | undefined
  readonly serverUrl: string
  readonly apiUrl: string
  readonly sha: string
  readonly ref: string
  readonly pullRequest: z.infer<typeof PullRequestPayload> | undefined
  readonly workflowRun: NonNullable<z.infer<typeof Payload>['workflow_run']> | undefined
  readonly defaultBranch: string | undefined
  readonly workspace: string
  readonly tempDir: string
}

/** Reads the run context; throws with a clear message when the runner's variables are missing. */
export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const repository = env.GITHUB_REPOSITORY ?? ''
  const [owner = '', repo = ''] = repository.split('/')
  if (!owner || !repo)
    throw new Error(
      'GITHUB_REPOSITORY is not set: this step must run in GitHub Actions (or use the bench-verdict CLI)',
    )
  const payload = Payload.safeParse(context.payload)
  const data = payload.success ? payload.data : {}
  const workflowRef = env.GITHUB_WORKFLOW_REF ?? ''
  const workflowFile = /\/\.github\/workflows\/([^@/]+)@/.exec(workflowRef)?.[1]
  const runId = Number(env.GITHUB_RUN_ID)
  return {
    eventName: context.eventName,
    owner,
    repo,
    runId: Number.isSafeInteger(runId) && runId > 0 ? runId : undefined,
    job: context.job,
    workflowName: context.workflow,
    workflowFile,
    serverUrl: context.serverUrl.replace(/\/+$/, ''),
    apiUrl: context.apiUrl.replace(/\/+$/, ''),
    sha: context.sha,
    ref: context.ref,
    pullRequest: data.pull_request,
    workflowRun: data.workflow_run,
    defaultBranch: data.repository?.default_branch,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    tempDir: env.RUNNER_TEMP ?? env.GITHUB_WORKSPACE ?? process.cwd(),
  }
}

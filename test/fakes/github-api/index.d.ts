/**
 * Types of the fake GitHub REST API (index.js). Response shapes are GitHub's, as @octokit/rest types
 * them from GitHub's REST description, so a field the fake invents or misnames fails `checkJs`.
 */
import type { RestEndpointMethodTypes as Rest } from '@octokit/rest'

export type WorkflowRun = Rest['actions']['getWorkflowRun']['response']['data']
export type Workflow = Rest['actions']['getWorkflow']['response']['data']
export type Artifact = Rest['actions']['getArtifact']['response']['data']
export type IssueComment = Rest['issues']['getComment']['response']['data']
export type Repository = Rest['repos']['get']['response']['data']
export type MinimalRepository = WorkflowRun['repository']
export type PullRequest = Rest['pulls']['get']['response']['data']
export type PullRequestSimple = Rest['pulls']['list']['response']['data'][number]
export type PullRequestMinimal = NonNullable<WorkflowRun['pull_requests']>[number]
export type SimpleUser = Repository['owner']
export type PublicUser = Rest['users']['getByUsername']['response']['data']
export type Commit = Rest['repos']['getCommit']['response']['data']
export type CommitComparison = Rest['repos']['compareCommitsWithBasehead']['response']['data']
export type GitRef = Rest['git']['getRef']['response']['data']
export type GitTag = Rest['git']['getTag']['response']['data']
export type Label = PullRequest['labels'][number]

/** GitHub's permission scopes for installation tokens (`permissions:` keys in a workflow). */
export type PermissionScope = 'actions' | 'contents' | 'issues' | 'pull-requests' | 'metadata'
export type PermissionLevel = 'none' | 'read' | 'write'
/**
 * `'read'` / `'write'` give every scope that level. An object works like a workflow's `permissions:`
 * block: scopes not named are `none`, except `metadata`, which is always `read`.
 */
export type TokenPermissions = 'read' | 'write' | Partial<Record<PermissionScope, PermissionLevel>>

export interface TokenOptions {
  /** The identity: `github-actions[bot]` for GITHUB_TOKEN. */
  login: string
  /** Default: `Bot` when the login ends with `[bot]`, else `User`. */
  type?: 'Bot' | 'User'
  /** Default `'write'`. */
  permissions?: TokenPermissions
  /** A GitHub App installation token (GITHUB_TOKEN is one): GET /user answers 403. Default: type is Bot. */
  appInstallation?: boolean
  /** Primary rate limit of the token's `core` bucket. Default 5000 (1000 for installation tokens). */
  rateLimit?: { limit?: number; remaining?: number }
}

export interface FakeGitHubOptions {
  /** Start of the logical clock that stamps seeded and created objects. Default 2025-03-03T09:00:00Z. */
  startTime?: string
  /** Each stamped object is this much later than the previous one. Default 60 000. */
  clockStepMs?: number
  /** Lifetime of signed artifact URLs (real time). Default 60 000, like GitHub's. */
  signedUrlTtlMs?: number
  /**
   * What PATCH/DELETE of another user's comment does. Default `'forbid'` (403). On GitHub a token
   * with write access may edit others' comments: use `'allow'` to see what a client would overwrite.
   */
  foreignCommentEdits?: 'forbid' | 'allow'
  /** GitHub refuses API requests without a User-Agent (403). Default true. */
  requireUserAgent?: boolean
}

export interface RepoOptions {
  owner: string
  name: string
  id?: number
  ownerType?: 'User' | 'Organization'
  defaultBranch?: string
  private?: boolean
  /** Full name of the parent when this repository is a fork. */
  parent?: string
}

export type FileContent = string | Uint8Array
export type ArtifactFiles = Readonly<Record<string, FileContent>>

/** GitHub's field names; `repo`, `workflow`, `head_repository` and `actor` are the fake's shorthands. */
export interface WorkflowRunInput {
  /** `owner/name`; default: the only repository. */
  repo?: string
  /** Workflow file name under .github/workflows/ (created on first use). Default `bench.yml`. */
  workflow?: string
  /** The workflow's name, used when the workflow is created. Default `Benchmarks`. */
  name?: string
  id?: number
  event?: string
  status?: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending'
  conclusion?: string | null
  head_branch?: string
  head_sha?: string
  /** `owner/name` of the head repository (a fork for fork PRs). Default: `repo`. */
  head_repository?: string
  display_title?: string
  run_number?: number
  run_attempt?: number
  created_at?: string
  updated_at?: string
  /** Login of the actor. Default: the repository owner. */
  actor?: string
}

export interface ArtifactInput {
  name: string
  /** Files to zip (real zip, deflated). Paths inside the zip use `/`. */
  files?: ArtifactFiles
  /** Raw archive bytes instead of `files`, e.g. a hostile or corrupt zip. */
  zip?: Uint8Array
  expired?: boolean
  id?: number
  created_at?: string
  expires_at?: string
  /** The size the listings claim; default the zip's length. A client must not trust it for memory. */
  size_in_bytes?: number
}

export interface PullRequestInput {
  repo?: string
  number?: number
  title?: string
  body?: string | null
  state?: 'open' | 'closed'
  draft?: boolean
  merged_at?: string | null
  merge_commit_sha?: string | null
  /** Login of the author. Default: the head repository's owner. */
  user?: string
  labels?: readonly string[]
  created_at?: string
  /** `repo` is `owner/name` of the head repository (a fork: created as a fork if unknown). */
  head: { sha: string; ref: string; repo?: string }
  base: { sha: string; ref: string }
  /** SHAs of the PR's commits, for GET /commits/{sha}/pulls. The head SHA is always included. */
  commits?: readonly string[]
}

export interface CommentInput {
  repo?: string
  issue_number: number
  body: string
  /** Login of the author. */
  user: string
  created_at?: string
  updated_at?: string
}

export interface CommitInput {
  repo?: string
  sha: string
  parents?: readonly string[]
  message?: string
  date?: string
}

/** A comment as stored, with the minimization state GraphQL's minimizeComment sets. */
export type StoredComment = IssueComment & { readonly minimized_reason: string | null }

export interface RecordedRequest {
  method: string
  /** Path without query, e.g. `/repos/o/r/actions/runs`. */
  path: string
  /** Path with query; a signed URL's `sig` is redacted. */
  url: string
  query: Readonly<Record<string, string>>
  /** Lower-case names; the credential in `authorization` is replaced by `[REDACTED]`. */
  headers: Readonly<Record<string, string>>
  /** Parsed JSON, or the text when not JSON, or undefined when empty. */
  body: unknown
  /** Response status; 0 while pending or when the socket was reset. */
  status: number
  /** The response came from an injected fault. */
  fault: boolean
  /** Login of the token's identity, or null (no or unknown token, blob downloads). */
  login: string | null
}

export interface FaultSpec {
  method?: string
  /** A string matches the path exactly (no query); a RegExp is tested against path + query. */
  path: string | RegExp
  /** How many matching requests the fault answers. Default 1; `Infinity` for all. */
  times?: number
  /** Answer with this status instead of the real handler. */
  status?: number
  /** Response body (JSON-encoded unless a string). Default: GitHub's error body for `status`. */
  body?: unknown
  headers?: Readonly<Record<string, string>>
  /** Wait before answering (with the fault, or with the real response when no status is set). */
  delayMs?: number
  /** Destroy the socket instead of answering (after `delayMs`). */
  reset?: boolean
}

export type FaultPreset = Omit<FaultSpec, 'path' | 'method' | 'times'>

export interface FaultHandle {
  /** Requests this fault has answered so far. */
  readonly hits: number
  readonly remaining: number
  cancel(): void
}

/** Ready-made faults, GitHub's bodies and headers included: `{ path, ...faults.secondaryRateLimit() }`. */
export declare const faults: {
  serverError(status?: 500 | 502 | 503 | 504): FaultPreset
  networkReset(): FaultPreset
  notAccessible(): FaultPreset
  notFound(): FaultPreset
  gone(): FaultPreset
  validationFailed(): FaultPreset
  tooManyRequests(retryAfterSeconds?: number): FaultPreset
  secondaryRateLimit(retryAfterSeconds?: number): FaultPreset
  primaryRateLimit(resetInSeconds?: number): FaultPreset
  slow(delayMs: number): FaultPreset
}

export interface FakeGitHub {
  /** REST base URL (GITHUB_API_URL). */
  readonly url: string
  /** HTML base URL (GITHUB_SERVER_URL) used in html_url fields. */
  readonly serverUrl: string
  /** GITHUB_GRAPHQL_URL. */
  readonly graphqlUrl: string
  /** Origin of signed artifact URLs: a second port, so redirects to it are cross-origin as on GitHub. */
  readonly blobUrl: string
  /** Every request so far, in arrival order. */
  readonly requests: readonly RecordedRequest[]
  close(): Promise<void>

  addRepo(options: RepoOptions): Repository
  addToken(token: string, options: TokenOptions): void
  addUser(
    login: string,
    options?: { type?: 'Bot' | 'User' | 'Organization'; id?: number },
  ): SimpleUser
  addWorkflowRun(input?: WorkflowRunInput): WorkflowRun
  updateWorkflowRun(
    runId: number,
    patch: Pick<WorkflowRunInput, 'status' | 'conclusion' | 'updated_at' | 'run_attempt'>,
  ): WorkflowRun
  addArtifact(runId: number, input: ArtifactInput): Artifact
  addPullRequest(input: PullRequestInput): PullRequest
  /** A push to the PR's branch (`head_sha`), a moved base, or closing it; `repo` as in addPullRequest. */
  updatePullRequest(
    number: number,
    patch: { head_sha?: string; base_sha?: string; state?: 'open' | 'closed' },
    repo?: string,
  ): PullRequest
  addComment(input: CommentInput): IssueComment
  addCommit(input: CommitInput): void
  setBranch(name: string, sha: string, repo?: string): void
  /**
   * A lightweight tag, or with `annotated` a tag object (GET /git/ref/tags/{name} then answers
   * `type: 'tag'` and GET /git/tags/{sha} dereferences it to the commit).
   */
  setTag(
    name: string,
    sha: string,
    repo?: string,
    options?: { annotated?: boolean; message?: string },
  ): void
  /** Table entry for GET /compare, used before the commit graph. */
  setAheadBy(
    base: string,
    head: string,
    aheadBy: number,
    options?: { behindBy?: number; repo?: string },
  ): void

  /** Comments on one issue or PR, oldest first, as stored (not through the API). */
  comments(owner: string, repo: string, issueNumber: number): StoredComment[]
  workflowRun(runId: number): WorkflowRun | undefined

  injectFault(spec: FaultSpec): FaultHandle
  clearFaults(): void
  clearRequests(): void
  /** Every token and signed-URL signature (raw and URL-encoded) the fake knows, to assert none leaks into logs. */
  secrets(): string[]
}

export declare function startFakeGitHub(options?: FakeGitHubOptions): Promise<FakeGitHub>

export interface ScenarioOptions {
  /** `owner/name`. Default `octo-org/bench-demo`. */
  repo?: string
  token?: string
  /** Default `github-actions[bot]`. */
  login?: string
  /** Default: the least-privilege set of the README: contents read, actions read, pull-requests write. */
  permissions?: TokenPermissions
  /** The token's primary rate limit (`core` bucket), e.g. `{ remaining: 3 }` for a nearly spent one. */
  rateLimit?: { limit?: number; remaining?: number }
  /** Workflow file name. Default `bench.yml`. */
  workflow?: string
  /** Workflow name. Default `Benchmarks`. */
  workflowName?: string
  artifactName?: string
  baseBranch?: string
  /** Files of the base run's artifact. */
  baseFiles: ArtifactFiles
  /** Older successful push runs on the base branch: a count (reusing baseFiles) or one file set per run, newest first. */
  history?: number | readonly ArtifactFiles[]
  /** Commits on the base branch between the base run's SHA and the PR's base SHA. Default 0. */
  baseRunBehind?: number
  /** When set, the PR's own run (GITHUB_RUN_ID) is completed and carries these files as an artifact. */
  headFiles?: ArtifactFiles
  pr?: {
    number?: number
    headRef?: string
    title?: string
    labels?: readonly string[]
    /** Login of the PR author. Default `octocat`. */
    author?: string
    /** The PR comes from a fork owned by this login (or `contributor` when `true`); its token is read-only. */
    fork?: boolean | string
  }
  /**
   * Add runs a careful client must ignore: another workflow's run with the same artifact name at the
   * base SHA, a failed push run, a pull_request run from a fork branch named like the base branch.
   */
  distractors?: boolean
}

export interface Scenario {
  token: string
  repository: Repository
  pullRequest: PullRequest
  baseRun: WorkflowRun
  baseArtifact: Artifact
  /** Newest first. */
  historyRuns: WorkflowRun[]
  /** The PR's own run (pull_request event), whose id is GITHUB_RUN_ID. */
  headRun: WorkflowRun
  headArtifact: Artifact | undefined
  shas: { base: string; head: string; baseRun: string; history: string[] }
  /** The `pull_request` webhook payload to write to GITHUB_EVENT_PATH. */
  event: PullRequestEvent
  /** GITHUB_* variables of the PR's run (without GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). */
  env: Record<string, string>
  /** The `workflow_run` payload (completed) of the head run, for the fork-safe publisher. */
  workflowRunEvent(): WorkflowRunEvent
  /** GITHUB_* variables of a publisher run triggered by `workflow_run`. */
  workflowRunEnv(): Record<string, string>
}

export interface PullRequestEvent {
  action: string
  number: number
  pull_request: PullRequest
  repository: Repository
  sender: SimpleUser
}

export interface WorkflowRunEvent {
  action: 'completed' | 'requested' | 'in_progress'
  workflow_run: WorkflowRun
  workflow: Workflow
  repository: Repository
  sender: SimpleUser
}

export declare function seedScenario(fake: FakeGitHub, options: ScenarioOptions): Scenario
export declare function pullRequestEvent(
  fake: FakeGitHub,
  pullRequest: PullRequest,
  action?: string,
): PullRequestEvent
export declare function workflowRunEvent(
  fake: FakeGitHub,
  run: WorkflowRun,
  action?: WorkflowRunEvent['action'],
): WorkflowRunEvent

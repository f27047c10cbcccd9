import type { Octokit } from '@octokit/rest'
import type { ArtifactSelector } from './artifact-selector.js'

/** A workflow run that may hold results, as the listings describe it. */
export interface ResultRun {
  readonly id: number
  readonly headSha: string
  /** Run creation time as GitHub gives it (UTC); runs are ordered by it, never by commit dates. */
  readonly createdAt: string
  readonly url: string
}

/** One artifact selected by `artifact-name`, with the matrix leg its name stands for. */
export interface ArtifactRef {
  readonly id: number
  readonly name: string
  readonly leg: string
  readonly sizeInBytes: number
  readonly expired: boolean
}

/** Which runs may serve as a baseline (docs/architecture.md §7): one workflow, `push`, success, one branch. */
export interface RunScope {
  readonly owner: string
  readonly repo: string
  /** Workflow file name or id. */
  readonly workflow: string | number
  readonly branch: string
  /** The current run: never its own baseline. */
  readonly currentRunId: number | undefined
  /** Only runs created before the current one (push and scheduled runs compare with the past). */
  readonly earlierOnly: boolean
}

const PER_PAGE = 100

/**
 * One page (100) of successful `push` runs of the workflow on the branch, newest first by run
 * creation time (test/field-cases.md F28), with GitHub's filters applied on the server (F26) and again here, plus the
 * rules the server cannot apply: the head repository is this repository (a fork's branch of the
 * same name never counts, F24). `filter` narrows further: `head_sha`, or `created` (`<2025-…`).
 */
export async function listPushRuns(
  octokit: Octokit,
  scope: RunScope,
  filter: { readonly head_sha?: string; readonly created?: string } = {},
): Promise<{ runs: ResultRun[]; more: boolean }> {
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    owner: scope.owner,
    repo: scope.repo,
    workflow_id: scope.workflow,
    branch: scope.branch,
    event: 'push',
    status: 'success',
    per_page: PER_PAGE,
    ...filter,
  })
  const repository = `${scope.owner}/${scope.repo}`.toLowerCase()
  const runs = data.workflow_runs
    .filter(
      (run) =>
        run.event === 'push' &&
        run.status === 'completed' &&
        run.conclusion === 'success' &&
        run.head_branch === scope.branch &&
        run.head_repository.full_name.toLowerCase() === repository &&
        run.id !== scope.currentRunId &&
        !(scope.earlierOnly && scope.currentRunId !== undefined && run.id > scope.currentRunId),
    )
    .map((run) => ({
      id: run.id,
      headSha: run.head_sha,
      createdAt: run.created_at,
      url: run.html_url,
    }))
  return { runs: newestFirst(runs), more: data.workflow_runs.length === PER_PAGE }
}

/** Newest first by run creation time (UTC instants, whatever offset the text carries), then id. */
export function newestFirst<T extends ResultRun>(runs: readonly T[]): T[] {
  return [...runs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
}

/** Artifacts of runs, looked up in one repository-wide listing first. */
export interface ArtifactIndex {
  /** The selected artifacts of a run (expired ones included, flagged). */
  artifactsOf(run: ResultRun): Promise<readonly ArtifactRef[]>
}

/**
 * One repository-wide listing of the newest 100 artifacts (filtered by name on the server when
 * `artifact-name` is exact), grouped by the run that uploaded each. Every artifact of a run is
 * created after the run, so the page holds all of a run's artifacts when its oldest artifact is
 * older than the run (or when there is no further page); any other run is asked for its own
 * artifacts, one request per run.
 */
export async function loadArtifactIndex(
  octokit: Octokit,
  owner: string,
  repo: string,
  selector: ArtifactSelector,
): Promise<ArtifactIndex> {
  const { data } = await octokit.rest.actions.listArtifactsForRepo({
    owner,
    repo,
    per_page: PER_PAGE,
    ...(selector.exactName === undefined ? {} : { name: selector.exactName }),
  })
  const byRun = new Map<number, ArtifactRef[]>()
  let oldest = Infinity
  for (const artifact of data.artifacts) {
    const created = Date.parse(artifact.created_at ?? '')
    if (Number.isFinite(created)) oldest = Math.min(oldest, created)
    const runId = artifact.workflow_run?.id
    if (runId === undefined) continue
    const ref = selected(selector, artifact)
    if (ref) byRun.set(runId, [...(byRun.get(runId) ?? []), ref])
  }
  const complete = data.artifacts.length < PER_PAGE
  const covered = (run: ResultRun) => complete || oldest < Date.parse(run.createdAt)
  return {
    async artifactsOf(run) {
      const known = byRun.get(run.id)
      // An exact name is unique within a run: one sighting is the whole answer.
      if (covered(run) || (known && selector.exactName !== undefined)) return known ?? []
      const listed = await listRunArtifacts(octokit, owner, repo, run.id, selector)
      byRun.set(run.id, listed)
      return listed
    },
  }
}

/**
 * Most artifacts (and so matrix legs) read from one run (docs/security.md): each costs a download
 * request, and a glob over a thousand artifacts would spend the repository's API budget.
 */
export const MAX_ARTIFACTS_PER_RUN = 64

/**
 * The selected artifacts of one run, page by page until more than `MAX_ARTIFACTS_PER_RUN` are
 * selected (then the caller reads the first of them and says what it skipped), at most 10 pages.
 */
export async function listRunArtifacts(
  octokit: Octokit,
  owner: string,
  repo: string,
  runId: number,
  selector: ArtifactSelector,
): Promise<ArtifactRef[]> {
  const refs: ArtifactRef[] = []
  for (let page = 1; page <= 10; page++) {
    const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
      owner,
      repo,
      run_id: runId,
      per_page: PER_PAGE,
      page,
      ...(selector.exactName === undefined ? {} : { name: selector.exactName }),
    })
    for (const artifact of data.artifacts) {
      const ref = selected(selector, artifact)
      if (ref) refs.push(ref)
    }
    if (data.artifacts.length < PER_PAGE || refs.length > MAX_ARTIFACTS_PER_RUN) break
  }
  return refs
}

function selected(
  selector: ArtifactSelector,
  artifact: { id: number; name: string; size_in_bytes: number; expired: boolean },
): ArtifactRef | undefined {
  const leg = selector.legOf(artifact.name)
  if (leg === undefined) return undefined
  return {
    id: artifact.id,
    name: artifact.name,
    leg,
    sizeInBytes: artifact.size_in_bytes,
    expired: artifact.expired,
  }
}

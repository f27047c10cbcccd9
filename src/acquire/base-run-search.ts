import type { Octokit } from '@octokit/rest'

/** A workflow run whose artifact holds results, as the baseline search found it. */
export interface ResultRun {
  readonly id: number
  readonly headSha: string
  readonly createdAt: string
  readonly url: string
  readonly artifacts: readonly ArtifactRef[]
}

export interface ArtifactRef {
  readonly id: number
  readonly name: string
  readonly sizeInBytes: number
}

export interface BaselineQuery {
  readonly owner: string
  readonly repo: string
  /** Workflow file name or id whose runs hold the artifact. */
  readonly workflow: string | number
  readonly branch: string
  /** The PR's base SHA; undefined outside pull requests (then the newest earlier run is used). */
  readonly baseSha: string | undefined
  readonly artifactName: string
  /** Earlier base runs to fetch besides the baseline (METHOD.md §10.3). */
  readonly history: number
  /** An older baseline than this many commits behind `baseSha` is not used. */
  readonly maxBehind: number
  /** The current run, never its own baseline. */
  readonly currentRunId: number | undefined
}

export type BaselineSearch =
  | {
      readonly found: true
      /** Baseline first, then older runs: the caller downloads in order and skips expired ones. */
      readonly candidates: readonly ResultRun[]
      readonly commitsBehind: number | null
    }
  | { readonly found: false; readonly reason: string }

const RUNS_PER_PAGE = 100
const MAX_ARTIFACT_PAGES = 5
const MAX_ANCESTRY_CHECKS = 3

/**
 * Finds the base branch's run to compare with (DESIGN.md §7, issue 9): successful `push` runs of
 * the same workflow on the base branch in the same repository (a fork's branch never counts), with a
 * live artifact named `artifactName`. Prefers the run at the PR's base SHA; otherwise the newest
 * run whose commit is an ancestor of it (compare API), within `maxBehind` commits. Runs are ordered
 * by creation time in UTC, never by commit dates. Costs two listings in the steady state.
 */
export async function findBaseline(
  octokit: Octokit,
  query: BaselineQuery,
): Promise<BaselineSearch> {
  const { owner, repo } = query
  const runs = await listSuccessfulPushRuns(octokit, query)
  if (runs.length === 0)
    return {
      found: false,
      reason: `no successful push run of this workflow on ${query.branch} yet`,
    }
  const artifacts = await listArtifactsByRun(octokit, owner, repo, query.artifactName)
  const withResults = runs
    .map((run) => ({ ...run, artifacts: artifacts.get(run.id) ?? [] }))
    .filter((run) => run.artifacts.length > 0)
  if (withResults.length === 0)
    return {
      found: false,
      reason: `no successful push run on ${query.branch} has a live artifact named "${query.artifactName}" (expired, or never uploaded)`,
    }
  const atBase =
    query.baseSha === undefined
      ? undefined
      : withResults.findIndex((r) => r.headSha === query.baseSha)
  if (atBase !== undefined && atBase >= 0)
    return { found: true, candidates: withResults.slice(atBase), commitsBehind: 0 }
  if (query.baseSha === undefined)
    return { found: true, candidates: withResults, commitsBehind: null }
  return findAncestor(octokit, query, withResults, query.baseSha)
}

async function findAncestor(
  octokit: Octokit,
  query: BaselineQuery,
  runs: readonly ResultRun[],
  baseSha: string,
): Promise<BaselineSearch> {
  for (const [index, run] of runs.slice(0, MAX_ANCESTRY_CHECKS).entries()) {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: query.owner,
      repo: query.repo,
      basehead: `${run.headSha}...${baseSha}`,
      per_page: 1,
    })
    if (data.status !== 'ahead' && data.status !== 'identical') continue
    if (data.ahead_by > query.maxBehind)
      return {
        found: false,
        reason: `the newest base run with results is ${data.ahead_by} commits behind the PR's base, more than max-base-behind (${query.maxBehind})`,
      }
    return { found: true, candidates: runs.slice(index), commitsBehind: data.ahead_by }
  }
  return {
    found: false,
    reason: `none of the newest base runs with results is at or behind the PR's base commit`,
  }
}

async function listSuccessfulPushRuns(
  octokit: Octokit,
  query: BaselineQuery,
): Promise<ResultRun[]> {
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    owner: query.owner,
    repo: query.repo,
    workflow_id: query.workflow,
    branch: query.branch,
    event: 'push',
    status: 'success',
    per_page: RUNS_PER_PAGE,
  })
  const repository = `${query.owner}/${query.repo}`.toLowerCase()
  return data.workflow_runs
    .filter(
      (run) =>
        run.event === 'push' &&
        run.conclusion === 'success' &&
        run.head_branch === query.branch &&
        run.head_repository.full_name.toLowerCase() === repository &&
        run.id !== query.currentRunId,
    )
    .map((run) => ({
      id: run.id,
      headSha: run.head_sha,
      createdAt: run.created_at,
      url: run.html_url,
      artifacts: [],
    }))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
}

/** One repository-wide listing filtered by name, grouped by the run that uploaded each artifact. */
async function listArtifactsByRun(
  octokit: Octokit,
  owner: string,
  repo: string,
  name: string,
): Promise<Map<number, ArtifactRef[]>> {
  const byRun = new Map<number, ArtifactRef[]>()
  let page = 1
  for (; page <= MAX_ARTIFACT_PAGES; page++) {
    const { data } = await octokit.rest.actions.listArtifactsForRepo({
      owner,
      repo,
      name,
      per_page: 100,
      page,
    })
    for (const artifact of data.artifacts) {
      const runId = artifact.workflow_run?.id
      if (artifact.expired || runId === undefined || artifact.name !== name) continue
      const list = byRun.get(runId) ?? []
      list.push({ id: artifact.id, name: artifact.name, sizeInBytes: artifact.size_in_bytes })
      byRun.set(runId, list)
    }
    if (data.artifacts.length < 100) break
  }
  return byRun
}

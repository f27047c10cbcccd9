/**
 * A named reference's results from GitHub: the run a run id, commit SHA or tag names,
 * checked against docs/architecture.md §7 (a successful `push` run of the same workflow in this repository,
 * any branch or tag), and its artifacts downloaded as the base's are.
 */
import type { Octokit } from '@octokit/rest'
import { apiStatus } from '../github/api-error.js'
import { ArtifactGoneError, downloadArtifactZip } from './artifact-download.js'
import type { ArtifactSelector } from './artifact-selector.js'
import type { LegFiles } from './github-results.js'
import { listRunArtifacts, newestFirst, type ArtifactRef, type ResultRun } from './run-listing.js'
import { unzipResults } from './unzip-results.js'

/** Which reference, and which runs may hold it. */
export interface ReferenceQuery {
  readonly owner: string
  readonly repo: string
  /** The workflow whose push runs hold results: file name (`bench.yml`) or id. */
  readonly workflow: string | number
  readonly selector: ArtifactSelector
  /** A run id (decimal), a commit SHA (7–40 hex digits) or a tag name. */
  readonly target: { readonly kind: 'run' | 'sha' | 'tag'; readonly value: string }
}

export type ReferenceRunOutcome =
  | {
      readonly found: true
      readonly run: ResultRun
      readonly legs: ReadonlyMap<string, LegFiles>
      readonly notes: readonly string[]
    }
  | { readonly found: false; readonly reason: string; readonly notes: readonly string[] }

/** Annotated tags may point at tags; real ones rarely nest more than once. */
const MAX_TAG_DEPTH = 5
/** Runs at one commit tried for live artifacts (re-runs of a push are one run with attempts). */
const MAX_RUNS_AT_COMMIT = 3

/** Raw run fields the checks read (a subset of GitHub's workflow run). */
interface RunFacts {
  readonly id: number
  readonly event: string
  readonly status: string | null
  readonly conclusion: string | null
  readonly workflow_id: number
  readonly path: string
  readonly head_sha: string
  readonly created_at: string
  readonly html_url: string
  readonly head_repository?: { readonly full_name: string } | null
}

/**
 * Finds the reference run and downloads its selected artifacts, by matrix leg.
 *
 * - run id: that run (one request), which must be a successful `push` run of `workflow` whose
 *   head repository is this repository; anything else is refused and the reason says which rule
 *   it breaks (a `pull_request` run is never used: its results come from code under review).
 * - commit SHA: the workflow's runs at that commit (a short SHA is completed with the commits
 *   API); the newest eligible one with live artifacts.
 * - tag: the git refs API (`tags/<name>`), dereferencing annotated tags (`git/tags`) to the
 *   commit, then as a commit SHA.
 *
 * Artifacts are selected and unzipped with the same selector and limits as the base's. Expired
 * artifacts, a missing artifact or no eligible run give `found: false` with a sentence saying
 * why; API failures other than "not found" are thrown for the caller to describe.
 */
export async function acquireReferenceRun(
  octokit: Octokit,
  query: ReferenceQuery,
  fetchBlob: typeof fetch,
): Promise<ReferenceRunOutcome> {
  const notes: string[] = []
  const runs = await candidateRuns(octokit, query)
  if (typeof runs === 'string') return { found: false, reason: runs, notes }
  let expired: number | undefined
  for (const run of runs.slice(0, MAX_RUNS_AT_COMMIT)) {
    const artifacts = await listRunArtifacts(
      octokit,
      query.owner,
      query.repo,
      run.id,
      query.selector,
    )
    const live = artifacts.filter((a) => !a.expired)
    if (artifacts.length > 0 && live.length === 0) {
      expired ??= run.id
      notes.push(`the artifacts of reference run ${run.id} have expired`)
      continue
    }
    if (live.length === 0) continue
    try {
      return { found: true, run, legs: await download(octokit, query, live, fetchBlob), notes }
    } catch (error) {
      if (!(error instanceof ArtifactGoneError)) throw error
      expired ??= run.id
      notes.push(`the artifacts of reference run ${run.id} could no longer be downloaded`)
    }
  }
  const name = `"${query.selector.pattern}"`
  const newest = runs[0]
  return {
    found: false,
    reason:
      expired !== undefined
        ? `the artifact ${name} of run ${expired} has expired (or was deleted); re-run that workflow run or choose a newer reference`
        : `run ${newest?.id ?? ''} has no artifact named ${name}`,
    notes,
  }
}

/** Eligible runs newest first, or why there are none. */
async function candidateRuns(
  octokit: Octokit,
  query: ReferenceQuery,
): Promise<ResultRun[] | string> {
  const { target } = query
  if (target.kind === 'run') {
    const run = await getRun(octokit, query, Number(target.value))
    if (run === undefined) return `run ${target.value} was not found in ${repository(query)}`
    const refused = refusal(run, query)
    return refused === undefined ? [resultRun(run)] : `run ${run.id} ${refused}`
  }
  const sha = target.kind === 'tag' ? await tagCommit(octokit, query, target.value) : target.value
  if (sha === undefined) return `tag "${target.value}" was not found in ${repository(query)}`
  const full = sha.length === 40 ? sha : await fullSha(octokit, query, sha)
  if (full === undefined) return `commit ${sha} was not found in ${repository(query)}`
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    owner: query.owner,
    repo: query.repo,
    workflow_id: query.workflow,
    head_sha: full,
    per_page: 100,
  })
  const all: readonly RunFacts[] = data.workflow_runs
  const eligible = all.filter((run) => run.head_sha === full && refusal(run, query) === undefined)
  if (eligible.length > 0) return newestFirst(eligible.map(resultRun))
  const at =
    target.kind === 'tag' ? `tag "${target.value}" (${full.slice(0, 12)})` : full.slice(0, 12)
  const others = all.filter((run) => run.head_sha === full)
  const why = others.length === 0 ? '' : ` (${describeOthers(others, query)})`
  return `no successful push run of ${workflowName(query.workflow)} at ${at}${why}`
}

/**
 * Why a run cannot be a reference (docs/architecture.md §7), or undefined when it can: it must be this
 * repository's, of `workflow`, a `push` run, completed with success.
 */
function refusal(run: RunFacts, query: ReferenceQuery): string | undefined {
  const own = repository(query).toLowerCase()
  const from = run.head_repository?.full_name
  if (from === undefined || from.toLowerCase() !== own)
    return `ran code from another repository (${from ?? 'unknown'}); references come only from this repository's push runs`
  if (!sameWorkflow(run, query.workflow))
    return `belongs to another workflow (${run.path}), not ${workflowName(query.workflow)}`
  if (run.event !== 'push')
    return `is a ${run.event} run; references come only from successful push runs, never from pull requests or other events`
  if (run.status !== 'completed' || run.conclusion !== 'success')
    return `has not completed successfully (${run.conclusion ?? run.status ?? 'unknown'}); references come only from successful push runs`
  return undefined
}

function describeOthers(runs: readonly RunFacts[], query: ReferenceQuery): string {
  const reasons = runs.slice(0, 3).map((run) => `run ${run.id} ${refusal(run, query) ?? ''}`)
  return reasons.join('; ')
}

function sameWorkflow(run: RunFacts, workflow: string | number): boolean {
  if (typeof workflow === 'number' || /^\d+$/.test(workflow))
    return run.workflow_id === Number(workflow)
  const path = run.path.split('@')[0] ?? ''
  return path === workflow || path.endsWith(`/${workflow}`)
}

async function getRun(
  octokit: Octokit,
  query: ReferenceQuery,
  runId: number,
): Promise<RunFacts | undefined> {
  try {
    const { data } = await octokit.rest.actions.getWorkflowRun({
      owner: query.owner,
      repo: query.repo,
      run_id: runId,
    })
    return data
  } catch (error) {
    if (apiStatus(error) === 404) return undefined
    throw error
  }
}

/** The commit a tag points at, through annotated tag objects; undefined when there is no tag. */
async function tagCommit(
  octokit: Octokit,
  query: ReferenceQuery,
  tag: string,
): Promise<string | undefined> {
  let object: { type: string; sha: string }
  try {
    const { data } = await octokit.rest.git.getRef({
      owner: query.owner,
      repo: query.repo,
      ref: `tags/${tag}`,
    })
    object = data.object
  } catch (error) {
    if (apiStatus(error) === 404) return undefined
    throw error
  }
  for (let depth = 0; object.type === 'tag' && depth < MAX_TAG_DEPTH; depth++) {
    const { data } = await octokit.rest.git.getTag({
      owner: query.owner,
      repo: query.repo,
      tag_sha: object.sha,
    })
    object = data.object
  }
  return object.type === 'commit' ? object.sha : undefined
}

/** A short SHA completed by the commits API; undefined when no commit matches. */
async function fullSha(
  octokit: Octokit,
  query: ReferenceQuery,
  sha: string,
): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.repos.getCommit({
      owner: query.owner,
      repo: query.repo,
      ref: sha,
      per_page: 1,
    })
    return data.sha
  } catch (error) {
    const status = apiStatus(error)
    if (status === 404 || status === 422) return undefined
    throw error
  }
}

/** Downloads and unzips the artifacts, grouped by leg, with the base's limits (unzip-results.ts). */
async function download(
  octokit: Octokit,
  query: ReferenceQuery,
  artifacts: readonly ArtifactRef[],
  fetchBlob: typeof fetch,
): Promise<Map<string, LegFiles>> {
  const legs = new Map<string, LegFiles>()
  for (const artifact of artifacts) {
    const zip = await downloadArtifactZip(octokit, query.owner, query.repo, artifact.id, fetchBlob)
    const unzipped = unzipResults(zip, artifact.name)
    const leg = legs.get(artifact.leg) ?? { files: [], diagnostics: [] }
    leg.files.push(...unzipped.files)
    leg.diagnostics.push(...unzipped.diagnostics)
    legs.set(artifact.leg, leg)
  }
  return legs
}

function resultRun(run: RunFacts): ResultRun {
  return { id: run.id, headSha: run.head_sha, createdAt: run.created_at, url: run.html_url }
}

function repository(query: ReferenceQuery): string {
  return `${query.owner}/${query.repo}`
}

function workflowName(workflow: string | number): string {
  return typeof workflow === 'number' ? `workflow ${workflow}` : workflow
}

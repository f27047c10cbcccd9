import type { Octokit } from '@octokit/rest'
import { apiStatus } from '../github/api-error.js'
import type { ArtifactSelector } from './artifact-selector.js'
import {
  listPushRuns,
  loadArtifactIndex,
  newestFirst,
  type ArtifactRef,
  type ResultRun,
  type RunScope,
} from './run-listing.js'

export interface BaselineQuery extends RunScope {
  /** The commit to compare with: the PR's base SHA, a push's `before`; undefined: the newest run. */
  readonly baseSha: string | undefined
  readonly selector: ArtifactSelector
  /** Earlier base runs wanted besides the baseline (docs/method.md §10.3). */
  readonly history: number
  /** A baseline more than this many commits behind `baseSha` is not used. */
  readonly maxBehind: number
}

/** A run with live artifacts, ready to download. */
export interface Candidate {
  readonly run: ResultRun
  readonly artifacts: readonly ArtifactRef[]
}

export type BaselineSearch =
  | {
      readonly found: true
      /** Baseline first, then older runs; the caller downloads in order and skips expired ones. */
      readonly candidates: readonly Candidate[]
      /** Commits `baseSha` is ahead of the baseline's commit; null when there is no `baseSha`. */
      readonly commitsBehind: number | null
      readonly notes: readonly string[]
    }
  | { readonly found: false; readonly reason: string; readonly notes: readonly string[] }

/** Runs whose ancestry is checked (one compare each) when no run is at the base SHA. */
const MAX_ANCESTRY_CHECKS = 3
/** Spare candidates beyond baseline and history, for artifacts that expire before download. */
const SPARE_CANDIDATES = 3
/** Runs examined for live artifacts, to bound per-run listings when the index is incomplete. */
const MAX_RUNS_EXAMINED = 25

/**
 * Finds the base runs to compare with (docs/architecture.md §7, test/field-cases.md F24, F26, F28): successful `push` runs of
 * the workflow on the base branch in this repository, with a live artifact selected by
 * `artifact-name`. The baseline is the newest such run at `baseSha`; otherwise the newest run
 * whose commit `baseSha` descends from (compare API), at most `maxBehind` commits behind. Older
 * runs follow as history. Costs two listings when the base run is on the first page; a deep base
 * run costs two more, filtered on the server by `head_sha` and `created`.
 */
export async function findBaseline(
  octokit: Octokit,
  query: BaselineQuery,
): Promise<BaselineSearch> {
  const notes: string[] = []
  const runs = (await listRuns(octokit, query)).slice(0, MAX_RUNS_EXAMINED)
  const where = `${describeWorkflow(query.workflow)} on ${query.branch}`
  if (runs.length === 0)
    return { found: false, reason: `no successful push run of ${where} yet`, notes }
  const index = await loadArtifactIndex(octokit, query.owner, query.repo, query.selector)
  let expiredRuns = 0
  const live = new Map<number, readonly ArtifactRef[]>()
  // Lazy, so an incomplete index costs per-run listings only for the runs actually considered.
  const liveArtifacts = async (run: ResultRun): Promise<readonly ArtifactRef[]> => {
    const known = live.get(run.id)
    if (known) return known
    const all = await index.artifactsOf(run)
    const alive = all.filter((a) => !a.expired)
    if (all.length > 0 && alive.length === 0) {
      expiredRuns++
      notes.push(`the artifacts of base run ${run.id} have expired; it was skipped`)
    }
    live.set(run.id, alive)
    return alive
  }
  const start = await chooseBaseline(octokit, query, runs, liveArtifacts, notes)
  if (start === 'none')
    return {
      found: false,
      reason:
        expiredRuns > 0
          ? `the artifacts named "${query.selector.pattern}" of the newest successful push runs of ${where} have expired`
          : `no successful push run of ${where} has a live artifact named "${query.selector.pattern}" (expired, or never uploaded)`,
      notes,
    }
  if ('reason' in start) return { found: false, reason: start.reason, notes }
  const candidates: Candidate[] = []
  for (const run of runs.slice(start.index)) {
    if (candidates.length >= 1 + query.history + SPARE_CANDIDATES) break
    const artifacts = await liveArtifacts(run)
    if (artifacts.length > 0) candidates.push({ run, artifacts })
  }
  return { found: true, candidates, commitsBehind: start.behind, notes }
}

/**
 * The baseline's position in `runs`: the newest run at the base SHA with live artifacts, else the
 * newest run with live artifacts whose commit the base SHA descends from; `'none'` when no run has
 * live artifacts at all.
 */
async function chooseBaseline(
  octokit: Octokit,
  query: BaselineQuery,
  runs: readonly ResultRun[],
  liveArtifacts: (run: ResultRun) => Promise<readonly ArtifactRef[]>,
  notes: string[],
): Promise<{ index: number; behind: number | null } | { reason: string } | 'none'> {
  const { baseSha } = query
  for (const [index, run] of runs.entries())
    if (run.headSha === baseSha && (await liveArtifacts(run)).length > 0)
      return { index, behind: 0 }
  let checked = 0
  let anyResults = false
  for (const [index, run] of runs.entries()) {
    if (run.headSha === baseSha || (await liveArtifacts(run)).length === 0) continue
    anyResults = true
    if (baseSha === undefined) return { index, behind: null }
    if (++checked > MAX_ANCESTRY_CHECKS) break
    const behind = await commitsBehind(octokit, query, run.headSha, baseSha)
    if (behind === undefined) {
      notes.push(
        `base run ${run.id} (${run.headSha.slice(0, 12)}) is not an ancestor of ${baseSha.slice(0, 12)}; skipped`,
      )
      continue
    }
    if (behind > query.maxBehind)
      return {
        reason: `the newest usable base run (${run.id}) is ${behind} commits behind ${baseSha.slice(0, 12)}, more than max-base-behind (${query.maxBehind})`,
      }
    return { index, behind }
  }
  if (!anyResults) return 'none'
  return {
    reason: `none of the ${Math.min(checked, MAX_ANCESTRY_CHECKS)} newest base runs with results is at or behind the base commit ${baseSha?.slice(0, 12) ?? ''}`,
  }
}

/**
 * How many commits `baseSha` is ahead of `runSha` (compare API), or undefined when `runSha` is
 * not an ancestor of it (a newer run, a diverged or rewritten history, an unknown commit).
 */
export async function commitsBehind(
  octokit: Octokit,
  scope: { owner: string; repo: string },
  runSha: string,
  baseSha: string,
): Promise<number | undefined> {
  if (runSha === baseSha) return 0
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: scope.owner,
      repo: scope.repo,
      basehead: `${runSha}...${baseSha}`,
      per_page: 1,
    })
    if (data.status === 'identical') return 0
    return data.status === 'ahead' ? data.ahead_by : undefined
  } catch (error) {
    if (apiStatus(error) === 404) return undefined
    throw error
  }
}

/**
 * The first page of runs. When a `baseSha` run exists but is older than that page (a busy branch,
 * F26), two server-filtered listings find it and the runs before it instead of paging through all.
 */
async function listRuns(octokit: Octokit, query: BaselineQuery): Promise<ResultRun[]> {
  const first = await listPushRuns(octokit, query)
  const { baseSha } = query
  if (baseSha === undefined || !first.more || first.runs.some((r) => r.headSha === baseSha))
    return first.runs
  const atBase = await listPushRuns(octokit, query, { head_sha: baseSha })
  const newest = atBase.runs[0]
  if (!newest) return first.runs
  const older = await listPushRuns(octokit, query, { created: `<${newest.createdAt}` })
  const seen = new Set<number>()
  return newestFirst([...atBase.runs, ...older.runs]).filter(
    (run) => !seen.has(run.id) && Boolean(seen.add(run.id)),
  )
}

function describeWorkflow(workflow: string | number): string {
  return typeof workflow === 'number' ? `workflow ${workflow}` : workflow
}

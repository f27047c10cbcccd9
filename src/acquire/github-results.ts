import type { Octokit } from '@octokit/rest'
import type { Diagnostic } from '../model/diagnostic.js'
import type { ResultFile } from '../model/result-file.js'
import { ArtifactGoneError, downloadArtifactZip } from './artifact-download.js'
import type { ArtifactSelector } from './artifact-selector.js'
import { commitsBehind, findBaseline, type BaselineQuery } from './base-run-search.js'
import {
  listRunArtifacts,
  MAX_ARTIFACTS_PER_RUN,
  type ArtifactRef,
  type ResultRun,
} from './run-listing.js'
import { unzipResults } from './unzip-results.js'

/** Result files of one matrix leg (`''` when there are no legs), with what went wrong reading them. */
export interface LegFiles {
  readonly files: ResultFile[]
  readonly diagnostics: Diagnostic[]
}

/** The files of one run's selected artifacts, by leg. */
export interface RunFiles {
  readonly run: ResultRun
  readonly legs: ReadonlyMap<string, LegFiles>
}

export type BaseAndHistory =
  | {
      readonly found: true
      readonly base: RunFiles
      /** Newest first. */
      readonly history: RunFiles[]
      readonly commitsBehind: number | null
      readonly notes: string[]
    }
  | { readonly found: false; readonly reason: string; readonly notes: string[] }

/** Downloads that may fail as "gone" (expired, deleted) before the search gives up. */
const MAX_GONE_RUNS = 3

/**
 * The baseline and up to `query.history` earlier base runs, downloaded and unzipped in memory
 * (docs/architecture.md §1), one download per artifact. A run whose artifact expired or vanished is
 * skipped for the next older one, at most `MAX_GONE_RUNS` times; a replacement baseline is
 * measured against `baseSha` again (compare API) and `max-base-behind` still applies. When no run
 * is left the outcome says why (a neutral `no-baseline`).
 */
export async function acquireBaseAndHistory(
  octokit: Octokit,
  query: BaselineQuery,
  fetchBlob: typeof fetch,
): Promise<BaseAndHistory> {
  const search = await findBaseline(octokit, query)
  const notes = [...search.notes]
  if (!search.found) return { found: false, reason: search.reason, notes }
  const downloaded: RunFiles[] = []
  const gone: number[] = []
  let behind = search.commitsBehind
  for (const [index, candidate] of search.candidates.entries()) {
    if (downloaded.length > query.history || gone.length >= MAX_GONE_RUNS) break
    const isBaseline = downloaded.length === 0
    if (isBaseline && index > 0 && query.baseSha !== undefined) {
      const measured = await commitsBehind(octokit, query, candidate.run.headSha, query.baseSha)
      if (measured === undefined || measured > query.maxBehind)
        return {
          found: false,
          reason: `the base run's artifacts could no longer be downloaded, and the next older run (${candidate.run.id}) is ${measured === undefined ? 'not an ancestor of the base commit' : `${measured} commits behind, more than max-base-behind (${query.maxBehind})`}`,
          notes,
        }
      behind = measured
    }
    try {
      const run = await downloadRun(octokit, query.owner, query.repo, candidate, fetchBlob)
      notes.push(...run.notes)
      downloaded.push(run)
    } catch (error) {
      // History is a bonus: any failure there only costs that run. The baseline must be whole.
      if (!(error instanceof ArtifactGoneError) && isBaseline) throw error
      gone.push(candidate.run.id)
      notes.push(
        `the artifacts of base run ${candidate.run.id} could not be downloaded (${error instanceof Error ? error.message : 'error'}); ${isBaseline ? 'trying an older run' : 'skipped'}`,
      )
    }
  }
  const [base, ...history] = downloaded
  if (!base)
    return {
      found: false,
      reason: `the artifacts of base runs ${gone.join(', ')} could no longer be downloaded (expired or deleted)`,
      notes,
    }
  return { found: true, base, history, commitsBehind: behind, notes }
}

/**
 * The selected artifacts of one run (the head run, or this run for an A/A control), downloaded
 * and grouped by leg. Expired artifacts are skipped with a note; `legs` is empty when none is left.
 * `capped` says which artifacts were over the per-run cap and not read.
 */
export async function acquireRunArtifacts(
  octokit: Octokit,
  scope: { owner: string; repo: string; runId: number },
  selector: ArtifactSelector,
  fetchBlob: typeof fetch,
): Promise<{ legs: ReadonlyMap<string, LegFiles>; notes: string[]; capped: string[] }> {
  const { owner, repo, runId } = scope
  const all = await listRunArtifacts(octokit, owner, repo, runId, selector)
  const live = all.filter((a) => !a.expired)
  const notes = all
    .filter((a) => a.expired)
    .map((a) => `artifact "${a.name}" of run ${runId} has expired; skipped`)
  const files = await downloadRun(
    octokit,
    owner,
    repo,
    { run: { id: runId }, artifacts: live },
    fetchBlob,
  )
  return { legs: files.legs, notes, capped: files.notes }
}

/**
 * Downloads the artifacts of `candidate` and reads the result files in them, by leg: at most
 * `MAX_ARTIFACTS_PER_RUN`, the first by name (so every run keeps the same legs); a note names the
 * cap and what was skipped, and the rest is still compared.
 */
async function downloadRun<R extends Pick<ResultRun, 'id'>>(
  octokit: Octokit,
  owner: string,
  repo: string,
  candidate: { run: R; artifacts: readonly ArtifactRef[] },
  fetchBlob: typeof fetch,
): Promise<{ run: R; legs: Map<string, LegFiles>; notes: string[] }> {
  const legs = new Map<string, LegFiles>()
  const sorted = [...candidate.artifacts].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id,
  )
  const kept = sorted.slice(0, MAX_ARTIFACTS_PER_RUN)
  const skipped = sorted.slice(MAX_ARTIFACTS_PER_RUN)
  const notes =
    skipped.length === 0
      ? []
      : [
          `run ${candidate.run.id} has more artifacts that artifact-name selects than the ${MAX_ARTIFACTS_PER_RUN} read per run (a cap that keeps the API budget); skipped${skipped.length >= MAX_ARTIFACTS_PER_RUN - 1 ? ' at least' : ''} ${skipped.length}, from "${skipped[0]?.name ?? ''}" on; the first ${MAX_ARTIFACTS_PER_RUN} by name are compared`,
        ]
  for (const artifact of kept) {
    const zip = await downloadArtifactZip(octokit, owner, repo, artifact.id, fetchBlob)
    const unzipped = unzipResults(zip, artifact.name)
    const leg = legs.get(artifact.leg) ?? { files: [], diagnostics: [] }
    leg.files.push(...unzipped.files)
    leg.diagnostics.push(...unzipped.diagnostics)
    legs.set(artifact.leg, leg)
  }
  return { run: candidate.run, legs, notes }
}

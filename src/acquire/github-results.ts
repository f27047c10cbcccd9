import type { Octokit } from '@octokit/rest'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import { plural, wasWere } from '../model/plural.js'
import type { ResultFile } from '../model/result-file.js'
import { ArtifactGoneError, downloadArtifactZip } from './artifact-download.js'
import type { ArtifactSelector } from './artifact-selector.js'
import { commitsBehind, findBaseline, type BaselineQuery } from './base-run-search.js'
import {
  DEFAULT_DOWNLOAD_LIMITS,
  DownloadBudget,
  DownloadBudgetError,
  type DownloadLimits,
} from './download-budget.js'
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
      /** What the reader must know: history runs left out by the download budget. */
      readonly warnings: string[]
    }
  | { readonly found: false; readonly reason: string; readonly notes: string[] }

/** Downloads that may fail as "gone" (expired, deleted) before the search gives up. */
const MAX_GONE_RUNS = 3

/**
 * The baseline and up to `query.history` earlier base runs, downloaded (to the run's scratch
 * directory, read back by offset) and unzipped (docs/architecture.md §1), one download per
 * artifact. A run whose artifact expired or vanished is
 * skipped for the next older one, at most `MAX_GONE_RUNS` times; a replacement baseline is
 * measured against `baseSha` again (compare API) and `max-base-behind` still applies. When no run
 * is left the outcome says why (a neutral `no-baseline`).
 *
 * All downloads share one budget (`limits`, src/acquire/download-budget.ts), checked before each
 * run by its artifacts' count and listed sizes, and before and during each download: the first
 * history run that does not fit, and every older one, is left out with one warning naming how
 * many runs were read and what the budget is; the runs already read are compared. A baseline that
 * does not fit is no baseline, with the reason.
 */
export async function acquireBaseAndHistory(
  octokit: Octokit,
  query: BaselineQuery,
  fetchBlob: typeof fetch,
  limits: DownloadLimits = DEFAULT_DOWNLOAD_LIMITS,
): Promise<BaseAndHistory> {
  const search = await findBaseline(octokit, query)
  const notes = [...search.notes]
  if (!search.found) return { found: false, reason: search.reason, notes }
  const budget = new DownloadBudget(limits)
  const warnings: string[] = []
  const downloaded: RunFiles[] = []
  const gone: number[] = []
  let behind = search.commitsBehind
  /** The one warning when history is cut short; `need` says what did not fit. */
  const leftOut = (runId: number, need: string) =>
    `History: ${downloaded.length - 1} of the ${plural(query.history, 'earlier base run')} asked for ${wasWere(downloaded.length - 1)} read; base run ${runId} and any older ones are left out, past the run's download budget of ${budget.describeLimits()}: ${budget.describeSpent()} spent, and run ${runId} ${need}. The runs read are compared as usual.`
  const overBudget = (runId: number, need: string) =>
    `the artifacts of base run ${runId} do not fit in the run's download budget (${budget.describeLimits()}): it ${need}`
  for (const [index, candidate] of search.candidates.entries()) {
    if (downloaded.length > query.history || gone.length >= MAX_GONE_RUNS) break
    const isBaseline = downloaded.length === 0
    const short = budget.shortfall(firstArtifacts(candidate.artifacts).kept)
    if (short !== undefined) {
      if (isBaseline)
        return { found: false, reason: overBudget(candidate.run.id, `needs ${short}`), notes }
      warnings.push(leftOut(candidate.run.id, `needs ${short}`))
      break
    }
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
      const run = await downloadRun(octokit, query.owner, query.repo, candidate, fetchBlob, budget)
      notes.push(...run.notes)
      downloaded.push(run)
    } catch (error) {
      if (error instanceof DownloadBudgetError) {
        const need = `was cut short (${error.message})`
        if (isBaseline) return { found: false, reason: overBudget(candidate.run.id, need), notes }
        warnings.push(leftOut(candidate.run.id, need))
        break
      }
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
  // Also in the report (the comment's problems list, the JSON report), once: on the first leg
  // by name, the one the comment shows first.
  const [first] = [...base.legs.keys()].sort()
  const firstLeg = first === undefined ? undefined : base.legs.get(first)
  for (const warning of warnings) firstLeg?.diagnostics.push(diagnostic('warning', '', '', warning))
  return { found: true, base, history, commitsBehind: behind, notes, warnings }
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
  budget?: DownloadBudget,
): Promise<{ run: R; legs: Map<string, LegFiles>; notes: string[] }> {
  const legs = new Map<string, LegFiles>()
  const { kept, skipped } = firstArtifacts(candidate.artifacts)
  const notes =
    skipped.length === 0
      ? []
      : [
          `run ${candidate.run.id} has more artifacts that artifact-name selects than the ${MAX_ARTIFACTS_PER_RUN} read per run (a cap that keeps the API budget); skipped${skipped.length >= MAX_ARTIFACTS_PER_RUN - 1 ? ' at least' : ''} ${skipped.length}, from "${skipped[0]?.name ?? ''}" on; the first ${MAX_ARTIFACTS_PER_RUN} by name are compared`,
        ]
  for (const artifact of kept) {
    const zip = await downloadArtifactZip(octokit, owner, repo, artifact.id, fetchBlob, budget)
    const unzipped = unzipResults(zip, artifact.name)
    const leg = legs.get(artifact.leg) ?? { files: [], diagnostics: [] }
    leg.files.push(...unzipped.files)
    leg.diagnostics.push(...unzipped.diagnostics)
    legs.set(artifact.leg, leg)
  }
  return { run: candidate.run, legs, notes }
}

/** The artifacts of a run that are read: the first `MAX_ARTIFACTS_PER_RUN` by name, then id. */
function firstArtifacts(artifacts: readonly ArtifactRef[]): {
  kept: ArtifactRef[]
  skipped: ArtifactRef[]
} {
  const sorted = [...artifacts].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id,
  )
  return {
    kept: sorted.slice(0, MAX_ARTIFACTS_PER_RUN),
    skipped: sorted.slice(MAX_ARTIFACTS_PER_RUN),
  }
}

import type { Octokit } from '@octokit/rest'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import type { ResultFile } from '../model/result-file.js'
import { ArtifactExpiredError, downloadArtifactZip } from './artifact-download.js'
import { findBaseline, type BaselineQuery, type ResultRun } from './base-run-search.js'
import { unzipResults } from './unzip-results.js'

/** Files of one run's artifacts, with what went wrong reading them. */
export interface RunFiles {
  readonly run: ResultRun
  readonly files: ResultFile[]
  readonly diagnostics: Diagnostic[]
}

export type BaseAndHistory =
  | {
      readonly found: true
      readonly base: RunFiles
      readonly history: RunFiles[]
      readonly commitsBehind: number | null
      readonly notes: string[]
    }
  | { readonly found: false; readonly reason: string; readonly notes: string[] }

/** How many older runs to try when the newest artifacts can no longer be downloaded. */
const MAX_EXPIRED_SKIPS = 3

/**
 * The baseline and up to `query.history` earlier base runs, downloaded and unzipped in memory
 * (DESIGN.md §2, issue 9). A run whose artifact expired or vanished is skipped for the next older
 * one, a bounded number of times; when none is left the outcome says why (neutral `no-baseline`).
 */
export async function acquireBaseAndHistory(
  octokit: Octokit,
  query: BaselineQuery,
): Promise<BaseAndHistory> {
  const notes: string[] = []
  const search = await findBaseline(octokit, query)
  if (!search.found) return { found: false, reason: search.reason, notes }
  const downloaded: RunFiles[] = []
  let skipped = 0
  for (const run of search.candidates) {
    if (downloaded.length > query.history) break
    try {
      downloaded.push(await downloadRun(octokit, query.owner, query.repo, run))
    } catch (error) {
      if (!(error instanceof ArtifactExpiredError)) throw error
      notes.push(`the artifact of run ${run.id} could no longer be downloaded; tried an older run`)
      if (downloaded.length === 0 && ++skipped > MAX_EXPIRED_SKIPS) break
    }
  }
  const [base, ...history] = downloaded
  if (!base)
    return {
      found: false,
      reason: `the base runs' artifacts could no longer be downloaded (expired)`,
      notes,
    }
  const commitsBehind = base.run.id === search.candidates[0]?.id ? search.commitsBehind : null
  return { found: true, base, history, commitsBehind, notes }
}

/** Downloads every artifact of `run` that the search matched and reads the result files in them. */
export async function downloadRun(
  octokit: Octokit,
  owner: string,
  repo: string,
  run: ResultRun,
): Promise<RunFiles> {
  const files: ResultFile[] = []
  const diagnostics: Diagnostic[] = []
  for (const artifact of run.artifacts) {
    const zip = await downloadArtifactZip(octokit, owner, repo, artifact.id)
    const unzipped = unzipResults(zip, artifact.name)
    files.push(...unzipped.files)
    diagnostics.push(...unzipped.diagnostics)
  }
  if (files.length === 0)
    diagnostics.push(
      diagnostic(
        'error',
        run.artifacts.map((a) => a.name).join(', '),
        '',
        `run ${run.id}'s artifact holds no result files`,
      ),
    )
  return { run, files, diagnostics }
}

import type { Octokit } from '@octokit/rest'
import { artifactSelector } from './artifact-selector.js'
import {
  acquireBaseAndHistory,
  acquireRunArtifacts,
  type BaseAndHistory,
  type LegFiles,
} from './github-results.js'
import { readLocalFiles } from './local-files.js'
import type { SideFiles } from './side-files.js'
import { diagnostic } from '../model/diagnostic.js'
import { plural } from '../model/plural.js'
import {
  apiStatus,
  describeApiError,
  isRateLimited,
  isUnanswered,
  UNANSWERED_HINT,
} from '../github/api-error.js'
import type { LogPort } from '../model/ports.js'
import type { ActionSettings } from '../settings/settings.js'
import type { ActionTarget } from '../github/action-target.js'
import type { ActionsEnvironment } from '../github/actions-environment.js'

/** Where the base results came from: files on disk, base-branch runs, or nowhere (and why). */
export type BaseOutcome =
  | { readonly kind: 'local'; readonly files: SideFiles; readonly source: string }
  | { readonly kind: 'runs'; readonly found: Extract<BaseAndHistory, { found: true }> }
  | { readonly kind: 'missing'; readonly reason: string }

/** The I/O every side's acquisition needs. */
export interface SourceContext {
  readonly settings: ActionSettings
  readonly run: ActionsEnvironment
  readonly target: ActionTarget
  readonly octokit: Octokit
  readonly fetchBlob: typeof fetch
  readonly log: LogPort
}

/**
 * The head results by leg: the `results` files on disk (one leg, `''`), or the artifacts of the
 * head run selected by `artifact-name`. Unreadable artifacts are an error diagnostic (verdict
 * `error`, with the summary still written), never a crash.
 */
export async function acquireHead({
  settings,
  run,
  target,
  octokit,
  fetchBlob,
  log,
}: SourceContext): Promise<{ legs: Map<string, SideFiles>; source: string }> {
  if (target.headRunId === undefined) {
    const files = await readLocalFiles(settings.results, run.workspace)
    log.info(`Head: ${describeSide(files)} from ${settings.results.join(', ')}`)
    return { legs: new Map([['', files]]), source: settings.results.join(', ') }
  }
  if (settings.results.length > 0)
    log.info(`results is ignored: the head results are the artifacts of run ${target.headRunId}.`)
  const source = `artifact "${settings.artifactName}" of run ${target.headRunId}`
  const failed = (message: string) => ({
    legs: new Map([['', { files: [], diagnostics: [diagnostic('error', source, '', message)] }]]),
    source,
  })
  try {
    const { legs, notes, capped } = await acquireRunArtifacts(
      octokit,
      { owner: run.owner, repo: run.repo, runId: target.headRunId },
      artifactSelector(settings.artifactName),
      fetchBlob,
    )
    for (const note of notes) log.info(note)
    for (const note of capped) log.warning(note)
    if (legs.size === 0)
      return failed(`run ${target.headRunId} has no live artifact named "${settings.artifactName}"`)
    log.info(
      `Head: ${[...legs].map(([leg, f]) => `${leg || 'results'}: ${describeSide(f)}`).join('; ')} from ${source}`,
    )
    return { legs: new Map(legs), source }
  } catch (error) {
    return failed(`the head run's artifacts could not be read (${describeApiError(error)})`)
  }
}

/** The A/A control by leg: `control-results` on disk, or `control-artifact-name` of the head run. */
export async function acquireControl({
  settings,
  run,
  target,
  octokit,
  fetchBlob,
  log,
}: SourceContext): Promise<ReadonlyMap<string, SideFiles>> {
  if (settings.controlResults.length > 0) {
    const files = await readLocalFiles(settings.controlResults, run.workspace)
    log.info(`A/A control: ${describeSide(files)} from ${settings.controlResults.join(', ')}`)
    return new Map([['', files]])
  }
  const runId = target.headRunId ?? run.runId
  if (settings.controlArtifactName === undefined || runId === undefined) return new Map()
  try {
    const { legs, notes, capped } = await acquireRunArtifacts(
      octokit,
      { owner: run.owner, repo: run.repo, runId },
      artifactSelector(settings.controlArtifactName),
      fetchBlob,
    )
    for (const note of notes) log.info(note)
    for (const note of capped) log.warning(note)
    log.info(
      `A/A control: ${plural(legs.size, 'leg')} from artifact "${settings.controlArtifactName}" of run ${runId}`,
    )
    return legs
  } catch (error) {
    log.warning(
      `The A/A control could not be read (${describeApiError(error)}); comparing without it.`,
    )
    return new Map()
  }
}

/**
 * The base results: `base-results` on disk, or the base branch's runs with history. A failed
 * lookup is `missing` with the reason (rate limit, permissions, API error), a neutral outcome.
 */
export async function acquireBase({
  settings,
  run,
  target,
  octokit,
  fetchBlob,
  log,
}: SourceContext): Promise<BaseOutcome> {
  if (settings.baseResults.length > 0) {
    const files = await readLocalFiles(settings.baseResults, run.workspace)
    log.info(`Base: ${describeSide(files)} from ${settings.baseResults.join(', ')}`)
    // A first run legitimately has none (a cache miss); a typo looks the same, so say it loudly.
    if (files.files.length === 0)
      log.warning(
        `base-results matched no file (${settings.baseResults.join(', ')}): no baseline. Check the path unless this is the first run.`,
      )
    return { kind: 'local', files, source: settings.baseResults.join(', ') }
  }
  const missing = (reason: string, warn = false): BaseOutcome => {
    // An API failure cost the baseline: an annotation, as for base-results that match no file.
    if (warn) log.warning(`No baseline: ${reason}`)
    else log.info(`No baseline: ${reason}`)
    return { kind: 'missing', reason }
  }
  if (!target.baseBranch) return missing('the base branch is unknown; set the base-branch input')
  if (target.workflow === undefined)
    return missing('the workflow of this run is unknown; set the base-workflow input')
  try {
    const found = await acquireBaseAndHistory(
      octokit,
      {
        owner: run.owner,
        repo: run.repo,
        workflow: /^\d+$/.test(String(target.workflow)) ? Number(target.workflow) : target.workflow,
        branch: target.baseBranch,
        baseSha: target.baseSha,
        selector: artifactSelector(settings.artifactName),
        history: settings.history,
        maxBehind: settings.maxBaseBehind,
        currentRunId: target.producerRunId,
        earlierOnly: target.earlierOnly,
      },
      fetchBlob,
    )
    for (const note of found.notes) log.info(note)
    if (!found.found) return missing(found.reason)
    for (const warning of found.warnings) log.warning(warning)
    const { base } = found
    log.info(
      `Base: run ${base.run.id} at ${base.run.headSha.slice(0, 12)}${found.commitsBehind ? ` (${plural(found.commitsBehind, 'commit')} behind)` : ''}, legs: ${[...base.legs.keys()].map((l) => l || 'results').join(', ')}; history: ${plural(found.history.length, 'earlier run')}`,
    )
    return { kind: 'runs', found }
  } catch (error) {
    // Bad credentials are a broken workflow, not a missing baseline: fail the step (run-action).
    if (apiStatus(error) === 401) throw error
    if (isRateLimited(error))
      return missing('baseline lookup hit the API rate limit; comparison skipped', true)
    if (isUnanswered(error))
      return missing(
        `the baseline lookup could not reach the GitHub API (${describeApiError(error)}); ${UNANSWERED_HINT}`,
        true,
      )
    return missing(
      `the baseline lookup failed on the GitHub API (${describeApiError(error)})${lookupHint(error)}`,
      true,
    )
  }
}

function lookupHint(error: unknown): string {
  const text = describeApiError(error)
  if (text.startsWith('HTTP 403'))
    return "; the job needs `actions: read` to read other runs' artifacts"
  if (text.startsWith('HTTP 404')) return '; check base-workflow and the repository'
  return ''
}

function describeSide(side: SideFiles | LegFiles): string {
  const problems =
    side.diagnostics.length > 0 ? `, ${plural(side.diagnostics.length, 'problem')}` : ''
  return `${plural(side.files.length, 'file')}${problems}`
}

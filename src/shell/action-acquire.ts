import type { Octokit } from '@octokit/rest'
import { acquireBaseAndHistory } from '../acquire/github-results.js'
import { readLocalFiles } from '../acquire/local-files.js'
import type { Acquisition, SideFiles } from '../pipeline.js'
import type { LogPort } from '../publish/ports.js'
import { describeApiError } from '../publish/publish-report.js'
import type { ActionSettings } from '../settings/action-settings.js'
import type { RunContext } from './run-context.js'

/**
 * Head results from the `results` glob; base results from `base-results` on disk or from the base
 * branch's artifacts (with history); the A/A control from `control-results`. A failed baseline
 * lookup is a neutral "no baseline", never a crash.
 */
export async function acquireForAction(
  settings: ActionSettings,
  run: RunContext,
  octokit: Octokit,
  log: LogPort,
): Promise<Acquisition> {
  const head = await readLocalFiles(settings.results, run.workspace)
  log.info(`Head: ${describeSide(head)} from ${settings.results.join(', ')}`)
  const control =
    settings.controlResults.length > 0
      ? await readLocalFiles(settings.controlResults, run.workspace)
      : null
  if (control) log.info(`A/A control: ${describeSide(control)}`)
  const headSha = run.pullRequest?.head.sha ?? run.sha
  const baseBranch =
    settings.baseBranch ?? run.pullRequest?.base.ref ?? branchOf(run.ref) ?? run.defaultBranch
  const common = {
    headSha,
    historyRuns: 0,
    controlRuns: control ? 1 : 0,
    headSource: settings.results.join(', '),
  }
  const summaryUrl =
    run.runId === undefined
      ? {}
      : { fullReportUrl: `${run.serverUrl}/${run.owner}/${run.repo}/actions/runs/${run.runId}` }
  if (settings.baseResults.length > 0) {
    const base = await readLocalFiles(settings.baseResults, run.workspace)
    log.info(`Base: ${describeSide(base)} from ${settings.baseResults.join(', ')}`)
    return {
      head,
      base,
      history: [],
      control,
      context: {
        ...common,
        ...summaryUrl,
        baseSource: settings.baseResults.join(', '),
        ...(baseBranch ? { baseBranch } : {}),
      },
    }
  }
  const workflow = settings.baseWorkflow ?? run.workflowFile
  const missing = (reason: string): Acquisition => {
    log.info(`No baseline: ${reason}`)
    return {
      head,
      base: { missing: reason, diagnostics: [] },
      history: [],
      control,
      context: { ...common, ...summaryUrl, baseSource: `artifact "${settings.artifactName}"` },
    }
  }
  if (!baseBranch) return missing('the base branch is unknown; set the base-branch input')
  if (!workflow) return missing('the workflow of this run is unknown; set the base-workflow input')
  try {
    const found = await acquireBaseAndHistory(octokit, {
      owner: run.owner,
      repo: run.repo,
      workflow,
      branch: baseBranch,
      baseSha: run.pullRequest?.base.sha,
      artifactName: settings.artifactName,
      history: settings.history,
      maxBehind: settings.maxBaseBehind,
      currentRunId: run.runId,
    })
    for (const note of found.notes) log.info(note)
    if (!found.found) return missing(found.reason)
    log.info(
      `Base: run ${found.base.run.id} at ${found.base.run.headSha.slice(0, 12)}, ${describeSide(found.base)}; history: ${found.history.length} earlier run(s)`,
    )
    return {
      head,
      base: found.base,
      history: found.history,
      control,
      context: {
        ...common,
        ...summaryUrl,
        baseSha: found.base.run.headSha,
        baseBranch,
        baseRun: {
          id: found.base.run.id,
          url: found.base.run.url,
          createdAt: found.base.run.createdAt,
        },
        commitsBehind: found.commitsBehind,
        historyRuns: found.history.length,
        baseSource: `artifact "${settings.artifactName}" of run ${found.base.run.id}`,
      },
    }
  } catch (error) {
    return missing(`the baseline lookup failed on the GitHub API (${describeApiError(error)})`)
  }
}

function describeSide(side: SideFiles): string {
  const problems = side.diagnostics.length > 0 ? `, ${side.diagnostics.length} problem(s)` : ''
  return `${side.files.length} file(s)${problems}`
}

function branchOf(ref: string): string | undefined {
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined
}

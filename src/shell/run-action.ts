import * as core from '@actions/core'
import { apiStatus, describeApiError, isUnanswered, UNANSWERED_HINT } from '../github/api-error.js'
import { createOctokit } from '../github/octokit-client.js'
import { runLegsPipeline } from '../pipeline/run-pipeline.js'
import { type SidesParser } from '../parse/parse-files.js'
import { describePolicyProblem, legsVerdict, verdictFailsStep } from '../policy/judge.js'
import { actionsLog, actionsOutputs, actionsSummary } from '../github/actions-ports.js'
import { renderInputProblems } from '../report/report.js'
import { inertLogText, withoutWorkflowCommands } from '../github/log-text.js'
import {
  INPUT_NAMES,
  type RawInputs,
  parseActionSettings,
  readBoolean,
  readPolicyFile,
} from '../settings/settings.js'
import { acquireForAction, runScratch } from '../acquire/acquisition.js'
import { errorCauses } from './failure-causes.js'
import { publishForAction } from './action-publish.js'
import { resolveTarget } from '../github/action-target.js'
import { readActionsEnvironment, RunnerEnvironmentError } from '../github/actions-environment.js'

/**
 * The Action: inputs → settings, GitHub ports, pipeline, exit status. The step fails when the
 * verdict is `fail` (unless `fail-on: never`), `error`, or `inconclusive` in strict mode; a
 * publishing problem never changes that. Outputs are set whatever happens, and the run's scratch
 * directory of downloaded zips (acquire/scratch-directory.ts) is removed at the end.
 */
export async function runAction(
  options: { readonly parseSides?: SidesParser } = {},
): Promise<void> {
  try {
    const raw = Object.fromEntries(
      INPUT_NAMES.map((name) => [name, core.getInput(name)]),
    ) as RawInputs
    // Masked before anything could print it, valid or not (the runner masks `secrets.*` itself;
    // a key from elsewhere, e.g. an earlier step's output, is not).
    const signingKey = raw['comment-signing-key'].trim()
    if (signingKey !== '') core.setSecret(signingKey)
    // The PR's checkout: the policy is reviewed in the PR's diff (see settings/policy-read.ts).
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd()
    const parsed = parseActionSettings(raw, await readPolicyFile(raw.policy, workspace))
    if (!parsed.ok) {
      setErrorOutputs('invalid inputs')
      core.setFailed(
        withoutWorkflowCommands(
          `Invalid inputs:\n${parsed.problems.map((p) => `- ${p.input}: ${p.message}`).join('\n')}`,
        ),
      )
      // The summary is where a reader looks first; unless it was turned off, say it there too
      // (an invalid `summary` value is among the problems, and the summary is written).
      if (readBoolean('summary', raw.summary, []) !== false)
        await writeSummaryQuietly(renderInputProblems(parsed.problems))
      return
    }
    const { settings } = parsed
    core.setSecret(settings.token)
    const run = readActionsEnvironment()
    const octokit = createOctokit(
      settings.token,
      run.apiUrl,
      (message) => {
        actionsLog.info(message)
      },
      run.patience,
    )
    const target = await resolveTarget(settings, run, octokit, actionsLog)
    const labels = run.pullRequestLabels ? { pullRequest: run.pullRequestLabels } : {}
    const analysis = { ...settings.analysis, ...labels }
    const legs = await runLegsPipeline(analysis, {
      acquire: () =>
        actionsLog.group('Acquire results', () =>
          acquireForAction(settings, run, target, octokit, actionsLog),
        ),
      publish: (reports) =>
        actionsLog.group('Publish the report', () =>
          publishForAction(reports, settings, run, target, octokit, actionsLog),
        ),
      ...(options.parseSides ? { parseSides: options.parseSides } : {}),
    })
    const verdict = legsVerdict(legs)
    // The headline names the worst benchmark: one line, whatever the name holds.
    actionsLog.info(`Verdict: ${verdict.level} — ${inertLogText(verdict.headline)}`)
    const policyProblems = settings.analysis.policy.problems
    for (const problem of policyProblems)
      core.error(
        withoutWorkflowCommands(
          problem.path ? `${problem.path}: ${problem.message}` : problem.message,
        ),
        {
          title: 'bench-verdict policy',
          file: problem.file,
          ...(problem.line === null ? {} : { startLine: problem.line }),
        },
      )
    // The annotation is often all a reader sees: name the causes, not only the verdict.
    const listed =
      policyProblems.map((p) => `\n- ${describePolicyProblem(p)}`).join('') + errorCauses(legs)
    // One annotation on the run page for a verdict a reader must see: `::error::` when the step
    // fails, `::warning::` for `warn` (the step passes, and a green tick alone would hide it).
    if (verdictFailsStep(verdict.level, settings.analysis.verdict))
      core.setFailed(
        withoutWorkflowCommands(`bench-verdict: ${verdict.level}: ${verdict.headline}${listed}`),
      )
    else if (verdict.level === 'warn')
      core.warning(`bench-verdict: warn: ${inertLogText(verdict.headline)}${listed}`, {
        title: 'bench-verdict',
      })
  } catch (error) {
    setErrorOutputs(describeFailure(error))
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error)
    core.debug(stack.replace(/https?:\/\/\S+/g, '<url>'))
    core.setFailed(withoutWorkflowCommands(`bench-verdict failed: ${describeFailure(error)}`))
  } finally {
    // The downloaded zips are read until the report is written: removed only now, also on failure.
    runScratch.remove()
  }
}

/** The summary of a refused run: a summary that cannot be written only costs a log line. */
async function writeSummaryQuietly(markdown: string): Promise<void> {
  try {
    await actionsSummary.write(markdown)
  } catch (error) {
    actionsLog.info(`The job summary could not be written (${describeApiError(error)}).`)
  }
}

function setErrorOutputs(headline: string): void {
  actionsOutputs.set('verdict', 'error')
  actionsOutputs.set('counts', '{}')
  actionsOutputs.set('regressions', '0')
  actionsOutputs.set('regressions-text', '0 regressions')
  actionsOutputs.set('headline', headline)
  actionsOutputs.set('rerun', '[]')
}

/** One line for users; API errors keep their status; URLs (possibly signed) are removed. */
export function describeFailure(error: unknown): string {
  if (error instanceof RunnerEnvironmentError) return error.message
  if (isUnanswered(error))
    return `the GitHub API could not be reached (${describeApiError(error)}); ${UNANSWERED_HINT}`
  const status = apiStatus(error)
  if (status === 401)
    return `GitHub API answered ${describeApiError(error)}; check the github-token input (the default, \`\${{ github.token }}\`, works)`
  if (status !== undefined) return `GitHub API answered ${describeApiError(error)}`
  return `${describeApiError(error)}. This is a bug in bench-verdict; please report it.`
}

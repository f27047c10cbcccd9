import * as core from '@actions/core'
import { createOctokit } from '../publish/github/octokit-client.js'
import { runPipeline } from '../pipeline.js'
import { verdictFailsStep } from '../policy/decide-verdict.js'
import { actionsLog, actionsOutputs } from '../publish/github/actions-ports.js'
import { INPUT_NAMES, type RawInputs } from '../settings/action-inputs.js'
import { parseActionSettings } from '../settings/action-settings.js'
import { acquireForAction } from './action-acquire.js'
import { publishForAction } from './action-publish.js'
import { readRunContext } from './run-context.js'

/**
 * The Action: inputs → settings, GitHub ports, pipeline, exit status. The step fails when the
 * verdict is `fail` (unless `fail-on: never`), `error`, or `inconclusive` in strict mode; a
 * publishing problem never changes that. Outputs are set whatever happens.
 */
export async function runAction(): Promise<void> {
  try {
    const raw = Object.fromEntries(
      INPUT_NAMES.map((name) => [name, core.getInput(name)]),
    ) as RawInputs
    const parsed = parseActionSettings(raw)
    if (!parsed.ok) {
      setErrorOutputs()
      core.setFailed(
        `Invalid inputs:\n${parsed.problems.map((p) => `- ${p.input}: ${p.message}`).join('\n')}`,
      )
      return
    }
    const { settings } = parsed
    core.setSecret(settings.token)
    const run = readRunContext()
    const octokit = createOctokit(settings.token, run.apiUrl, (message) => {
      core.info(message)
    })
    const report = await runPipeline(settings.analysis, {
      acquire: () =>
        actionsLog.group('Acquire results', () =>
          acquireForAction(settings, run, octokit, actionsLog),
        ),
      publish: (data) =>
        actionsLog.group('Publish the report', () =>
          publishForAction(data, settings, run, octokit, actionsLog),
        ),
    })
    core.info(`Verdict: ${report.verdict.level} — ${report.verdict.headline}`)
    if (verdictFailsStep(report.verdict.level, settings.analysis.verdict))
      core.setFailed(`bench-verdict: ${report.verdict.level}: ${report.verdict.headline}`)
  } catch (error) {
    setErrorOutputs()
    core.debug(error instanceof Error ? (error.stack ?? error.message) : String(error))
    core.setFailed(`bench-verdict failed: ${describeFailure(error)}`)
  }
}

function setErrorOutputs(): void {
  actionsOutputs.set('verdict', 'error')
  actionsOutputs.set('counts', '{}')
  actionsOutputs.set('regressions', '0')
  actionsOutputs.set('rerun', '[]')
}

/** One line for users; API errors keep their status; URLs (possibly signed) are removed. */
function describeFailure(error: unknown): string {
  const status = (error as { status?: unknown }).status
  const message = (error instanceof Error ? error.message : String(error)).replace(
    /https?:\/\/\S+/g,
    '<url>',
  )
  if (typeof status === 'number') return `GitHub API answered HTTP ${status}: ${message}`
  return `${message}. This is a bug in bench-verdict; please report it.`
}

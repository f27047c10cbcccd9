/**
 * The acquire stage's door: what acquire hands on (`Acquisition`: the files of each side, and what
 * went wrong getting them, in side-files.ts) and the functions the shells call to get it — the
 * Action's `acquireForAction` here, the CLI's readers of local files.
 */
import type { Octokit } from '@octokit/rest'
import type { ActionTarget } from '../github/action-target.js'
import type { ActionsEnvironment } from '../github/actions-environment.js'
import { timedFetch } from '../github/octokit-client.js'
import type { LogPort } from '../model/ports.js'
import { plural } from '../model/plural.js'
import type { RunContext } from '../model/run-context.js'
import type { ActionSettings } from '../settings/settings.js'
import { acquireReferences, referencesOf, type AcquiredReference } from './action-references.js'
import { acquireBase, acquireControl, acquireHead, type BaseOutcome } from './action-sources.js'
import type { Acquisition, LegAcquisition, SideFiles } from './side-files.js'
import { readLocalFiles } from './local-files.js'
import { expandPeerHistory } from './peer-history-runs.js'

export type { Acquisition, LegAcquisition, ReferenceSide, SideFiles } from './side-files.js'

/** Every side of an acquisition that has files: head, base, history runs, control, references. */
export function sidesOf(acquisition: Acquisition): SideFiles[] {
  const sides = [acquisition.head]
  if (!('missing' in acquisition.base)) sides.push(acquisition.base)
  sides.push(...acquisition.history)
  if (acquisition.control) sides.push(acquisition.control)
  for (const reference of acquisition.references ?? [])
    if (!('missing' in reference.files)) sides.push(reference.files)
  return sides
}

export { artifactSelector } from './artifact-selector.js'
export {
  acquireBaseAndHistory,
  acquireRunArtifacts,
  type BaseAndHistory,
  type LegFiles,
} from './github-results.js'
export { acquireReferenceRun } from './reference-runs.js'
export { displayName, NO_MATCH, readLocalFiles } from './local-files.js'
export { expandPeerHistory } from './peer-history-runs.js'
export { runScratch } from './scratch-directory.js'

/** Signed artifact URLs may take longer than an API answer: a zip is bigger than JSON. */
const BLOB_TIMEOUT_FACTOR = 4

/**
 * Every leg's files (test/field-cases.md F25): the head from the `results` glob or from the head run's artifacts (one
 * leg per artifact a glob selects); the base from `base-results` on disk or from the base
 * branch's runs, with history; the A/A control from `control-results` or `control-artifact-name`;
 * named references from the runs `references` names. Each head leg gets the same leg of base,
 * history, control and references, never another's. A failed lookup is a neutral "no baseline"
 * (or a reference "not compared") that says why, never a crash.
 */
export async function acquireForAction(
  settings: ActionSettings,
  run: ActionsEnvironment,
  target: ActionTarget,
  octokit: Octokit,
  log: LogPort,
): Promise<LegAcquisition[]> {
  const fetchBlob = timedFetch(run.patience.requestTimeoutMs * BLOB_TIMEOUT_FACTOR)
  const scope = { owner: run.owner, repo: run.repo }
  const sources = { settings, run, target, octokit, fetchBlob, log }
  const head = await acquireHead(sources)
  const control = await acquireControl(sources)
  const base = await acquireBase(sources)
  const references = await acquireReferences(sources)
  const peerHistory = await acquirePeerHistory(settings, run, target, log)
  const common = {
    artifactName: settings.artifactName,
    headSha: target.headSha,
    headSource: head.source,
    fullReportUrl:
      run.runId === undefined
        ? undefined
        : `${run.serverUrl}/${scope.owner}/${scope.repo}/actions/runs/${run.runId}`,
  }
  const present = [...head.legs.entries()].map(([leg, files]) => ({
    leg,
    acquisition: withPeerHistory(
      {
        ...legAcquisition(leg, files, base, control.get(leg) ?? null, target, common),
        ...withReferences(references, leg),
      },
      peerHistory,
    ),
  }))
  const absent = legsMissingOnHead(head.legs, base).map((leg) => ({
    leg,
    acquisition: missingHeadLeg(leg, base, target, common),
  }))
  return [...present, ...absent].sort(({ leg: a }, { leg: b }) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * The legs the base run has and the head run lacks (test/field-cases.md F25): a matrix job that
 * crashed or was skipped uploads nothing, and dropping its leg would hide it. Only when the head
 * has legs of its own: without any head artifact the run is an `error`, and one exact artifact
 * name (leg `''`) is told apart from a base of legs by `legAcquisition`.
 */
function legsMissingOnHead(head: ReadonlyMap<string, SideFiles>, base: BaseOutcome): string[] {
  if (base.kind !== 'runs' || head.size === 0 || head.has('')) return []
  return [...base.found.base.legs.keys()].filter((leg) => leg !== '' && !head.has(leg))
}

/**
 * A leg only the base run has: no head files, the base leg's files (so the report can say how many
 * benchmarks went missing and the policy can weigh them), no history or control (nothing on the
 * head to compare them with), and `context.headMissing` saying why.
 */
function missingHeadLeg(
  leg: string,
  base: BaseOutcome,
  target: ActionTarget,
  common: Parameters<typeof legAcquisition>[5],
): LegAcquisition['acquisition'] {
  const acquisition = legAcquisition(leg, NO_FILES, base, null, target, common)
  return {
    ...acquisition,
    history: [],
    context: {
      ...acquisition.context,
      headSource: 'no artifact of this leg in the head run',
      historyRuns: 0,
      headMissing:
        'the head run has no artifact for this leg: its job may have failed before uploading, or been skipped',
    },
  }
}

const NO_FILES: SideFiles = { files: [], diagnostics: [] }

/**
 * The `history-file` input: github-action-benchmark's data.js in the workspace, split into one
 * history run per commit (its newest `history`, never the base or head commit); null without it.
 */
async function acquirePeerHistory(
  settings: ActionSettings,
  run: ActionsEnvironment,
  target: ActionTarget,
  log: LogPort,
): Promise<SideFiles[] | null> {
  if (settings.historyFile === undefined) return null
  const side = await readLocalFiles([settings.historyFile], run.workspace)
  const skip = [target.headSha, target.baseSha].filter((sha): sha is string => Boolean(sha))
  const runs = expandPeerHistory([side], settings.history, skip)
  log.info(
    `History: ${plural(runs.filter((r) => r.files.length > 0).length, 'run')} from ${settings.historyFile}`,
  )
  return runs
}

/** The history runs of `history-file` replace those of the base branch's artifacts. */
function withPeerHistory(
  acquisition: LegAcquisition['acquisition'],
  history: SideFiles[] | null,
): LegAcquisition['acquisition'] {
  if (history === null) return acquisition
  const runs = history.filter((r) => r.files.length > 0).length
  return { ...acquisition, history, context: { ...acquisition.context, historyRuns: runs } }
}

function withReferences(
  references: readonly AcquiredReference[],
  leg: string,
): Pick<LegAcquisition['acquisition'], 'references'> {
  return references.length === 0 ? {} : { references: referencesOf(references, leg) }
}

function legAcquisition(
  leg: string,
  head: SideFiles,
  base: BaseOutcome,
  control: SideFiles | null,
  target: ActionTarget,
  common: {
    artifactName: string
    headSha: string
    headSource: string
    fullReportUrl: string | undefined
  },
): LegAcquisition['acquisition'] {
  const context: RunContext = {
    headSha: common.headSha,
    headSource: common.headSource,
    ...(common.fullReportUrl ? { fullReportUrl: common.fullReportUrl } : {}),
    // Files on disk came from wherever the workflow put them, not from the base branch's runs.
    ...(target.baseBranch && base.kind !== 'local' ? { baseBranch: target.baseBranch } : {}),
    ...(target.fork ? { fork: target.fork } : {}),
    historyRuns: 0,
    controlRuns: control ? 1 : 0,
    headKind: target.headKind,
    baseSource: base.kind === 'local' ? base.source : `artifact "${common.artifactName}"`,
  }
  const missing = (reason: string) => ({
    head,
    base: { missing: reason, diagnostics: [] },
    history: [],
    control,
    context,
  })
  if (base.kind === 'missing') return missing(base.reason)
  if (base.kind === 'local')
    return leg === ''
      ? { head, base: base.files, history: [], control, context }
      : missing('base-results on disk have no matrix legs')
  const { found } = base
  const baseRun = found.base.run
  const runContext: RunContext = {
    ...context,
    baseSha: baseRun.headSha,
    baseRun: { id: baseRun.id, url: baseRun.url, createdAt: baseRun.createdAt },
    commitsBehind: found.commitsBehind,
    baseSource: `artifact "${common.artifactName}"${leg === '' ? '' : ` (leg ${leg})`} of run ${baseRun.id}`,
  }
  const baseFiles = found.base.legs.get(leg)
  if (!baseFiles) {
    const legs = [...found.base.legs.keys()]
    const why =
      leg === ''
        ? `the base run's artifacts are matrix legs (${legs.join(', ')}); leave \`results\` empty to compare leg by leg`
        : `base run ${baseRun.id} has no artifact for this leg (new in this change?)`
    return { ...missing(why), context: runContext }
  }
  const history = found.history.flatMap((r) => r.legs.get(leg) ?? [])
  return {
    head,
    base: baseFiles,
    history,
    control,
    context: { ...runContext, historyRuns: history.length },
  }
}

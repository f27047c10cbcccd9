import { artifactSelector } from './artifact-selector.js'
import type { LegFiles } from './github-results.js'
import { acquireReferenceRun } from './reference-runs.js'
import type { ReferenceSide } from './side-files.js'
import { describeApiError, isRateLimited } from '../github/api-error.js'
import type { ReferenceTarget } from '../settings/settings.js'
import type { SourceContext } from './action-sources.js'
import { renamedFile } from '../model/result-file.js'

/** One reference as acquired: its files by matrix leg, or why there are none. */
export interface AcquiredReference extends Omit<ReferenceSide, 'files'> {
  readonly found: { readonly legs: ReadonlyMap<string, LegFiles> } | { readonly missing: string }
}

const KIND_WORDS = { run: 'run', sha: 'commit', tag: 'tag' } as const

/**
 * Every `references` entry, in order: the push run it names (reference-runs.ts) and
 * its `artifact-name` artifacts, by leg. A reference that cannot be used (not found, a
 * pull_request run, expired artifacts, an API failure) is `missing` with the reason and a
 * warning in the log; it never stops the run.
 */
export async function acquireReferences({
  settings,
  run,
  target,
  octokit,
  fetchBlob,
  log,
}: SourceContext): Promise<AcquiredReference[]> {
  const acquired: AcquiredReference[] = []
  for (const reference of settings.references) {
    const origin = { name: reference.name, source: sourceOf(reference) }
    const missing = (reason: string): AcquiredReference => {
      log.warning(`Reference "${reference.name}" (${origin.source}) is not compared: ${reason}`)
      return { ...origin, found: { missing: reason } }
    }
    if (target.workflow === undefined) {
      acquired.push(missing('the workflow of this run is unknown; set the base-workflow input'))
      continue
    }
    try {
      const outcome = await acquireReferenceRun(
        octokit,
        {
          owner: run.owner,
          repo: run.repo,
          workflow: /^\d+$/.test(String(target.workflow))
            ? Number(target.workflow)
            : target.workflow,
          selector: artifactSelector(settings.artifactName),
          target: reference,
        },
        fetchBlob,
      )
      for (const note of outcome.notes) log.info(note)
      if (!outcome.found) {
        acquired.push(missing(outcome.reason))
        continue
      }
      const { id, url, createdAt, headSha } = outcome.run
      log.info(
        `Reference "${reference.name}": run ${id} at ${headSha.slice(0, 12)}, legs: ${[...outcome.legs.keys()].map((l) => l || 'results').join(', ')}`,
      )
      acquired.push({
        ...origin,
        run: { id, url, createdAt, headSha },
        found: { legs: outcome.legs },
      })
    } catch (error) {
      acquired.push(
        missing(
          isRateLimited(error)
            ? 'the lookup hit the API rate limit'
            : `the lookup failed on the GitHub API (${describeApiError(error)})`,
        ),
      )
    }
  }
  return acquired
}

/**
 * The references of one matrix leg (`''` without legs): each one's files for that leg only, as
 * the base's are, or why it has none.
 */
export function referencesOf(acquired: readonly AcquiredReference[], leg: string): ReferenceSide[] {
  return acquired.map(({ found, ...origin }) => {
    if ('missing' in found) return { ...origin, files: { missing: found.missing, diagnostics: [] } }
    const files = found.legs.get(leg)
    // The base's artifact has the same name: say whose file a problem is in.
    const whose = (name: string) => `${name} (reference ${origin.name})`
    if (files)
      return {
        ...origin,
        files: {
          files: files.files.map((f) => renamedFile(f, whose(f.name))),
          diagnostics: files.diagnostics.map((d) => ({ ...d, file: whose(d.file) })),
        },
      }
    const run = origin.run ? `run ${origin.run.id}` : 'the reference run'
    const why =
      leg === ''
        ? `the artifacts of ${run} are matrix legs (${[...found.legs.keys()].join(', ')}); leave \`results\` empty to compare leg by leg`
        : `${run} has no artifact for this leg`
    return { ...origin, files: { missing: why, diagnostics: [] } }
  })
}

function sourceOf(reference: ReferenceTarget): string {
  return `${KIND_WORDS[reference.kind]} ${reference.value}`
}

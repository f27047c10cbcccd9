/**
 * The acquire stage's door: what acquire hands on (the files of each side, and what went wrong
 * getting them) and the readers the shells call.
 */
import type { Diagnostic } from '../model/diagnostic.js'
import type { ResultFile } from '../model/result-file.js'
import type { ReferenceOrigin, RunContext } from '../report/report.js'

/** Files of one side (head, base, one history run, the A/A control) and what went wrong getting them. */
export interface SideFiles {
  readonly files: readonly ResultFile[]
  readonly diagnostics: readonly Diagnostic[]
}

/** A named reference run's files (issue 11), or why there are none (`files.missing`). */
export interface ReferenceSide extends Omit<ReferenceOrigin, 'missing'> {
  readonly files:
    SideFiles | { readonly missing: string; readonly diagnostics: readonly Diagnostic[] }
}

/** What acquire found. `base.missing` says why there is no baseline (a neutral outcome). */
export interface Acquisition {
  readonly head: SideFiles
  readonly base:
    SideFiles | { readonly missing: string; readonly diagnostics: readonly Diagnostic[] }
  readonly history: readonly SideFiles[]
  readonly control: SideFiles | null
  /** Named references besides the base, in the order given; none by default. */
  readonly references?: readonly ReferenceSide[]
  readonly context: RunContext
}

/** One matrix leg's acquired files; `leg` is `''` when the results have no legs. */
export interface LegAcquisition {
  readonly leg: string
  readonly acquisition: Acquisition
}

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
export { NO_MATCH, readLocalFiles } from './local-files.js'

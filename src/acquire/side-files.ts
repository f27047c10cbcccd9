/** What acquire hands on: the files of each side, and what went wrong getting them. */
import type { Diagnostic } from '../model/diagnostic.js'
import type { ResultFile } from '../model/result-file.js'
import type { ReferenceRun, RunContext } from '../model/run-context.js'

/** Files of one side (head, base, one history run, the A/A control) and what went wrong getting them. */
export interface SideFiles {
  readonly files: readonly ResultFile[]
  readonly diagnostics: readonly Diagnostic[]
}

/** A named reference run's files, or why there are none (`files.missing`). */
export interface ReferenceSide {
  /** The name given in the `references` input or `--reference` (untrusted text). */
  readonly name: string
  /** How it was found, e.g. `tag v1.4.0` or the paths given (untrusted text). */
  readonly source: string
  /** The successful `push` run whose artifacts held the results, when they came from GitHub. */
  readonly run?: ReferenceRun
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

/**
 * What acquire found out about the run: which commits and runs were compared, and where each
 * side's results came from. Acquire fills it in; the report shows it above the table.
 */

import type { HeadKind } from './head-place.js'

/** What was compared with what: facts from acquire, shown above the table (docs/comment.md). */
export interface RunContext {
  readonly headSha?: string
  readonly baseSha?: string
  readonly baseBranch?: string
  /** The base branch run whose results were used, when they came from artifacts. */
  readonly baseRun?: { readonly id: number; readonly url: string; readonly createdAt: string }
  /** Commits the PR's base is ahead of the base run's commit; null when unknown. */
  readonly commitsBehind?: number | null
  readonly historyRuns: number
  readonly controlRuns: number
  /** Where the head's and base's results came from, for the method section (untrusted). */
  readonly headSource: string
  readonly baseSource: string
  /**
   * Set for a matrix leg the base run has and the head run lacks: why the head has no results
   * there (docs/verdicts.md, "Matrix legs"). The leg's verdict is then `fail` or `warn`, never
   * `error`: the other legs were read.
   */
  readonly headMissing?: string
  /**
   * What the head is: a pull request's, a pushed commit, another run's (model/head-place.ts);
   * absent when unknown (the CLI). The words for where the head's results are follow it.
   */
  readonly headKind?: HeadKind
  /** Link to the full report (the job summary of this run). */
  readonly fullReportUrl?: string
  /**
   * Set when the head results come from a fork's pull request (on `pull_request`, or read from
   * the fork's run by the `workflow_run` publisher): the fork's code produced them, the report
   * says so, and no command taken from them is offered to run.
   */
  readonly fork?: {
    /** `owner/name` of the fork (untrusted). */
    readonly repository: string
    /** The fork's workflow run that produced the head results. */
    readonly runUrl?: string
  }
}

/** The successful `push` run whose artifacts held a named reference's results. */
export interface ReferenceRun {
  readonly id: number
  readonly url: string
  readonly createdAt: string
  readonly headSha: string
}

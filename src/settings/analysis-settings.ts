import type { StatisticsSettings } from '../compare/compare-runs.js'
import type { PullRequestLabels } from '../model/pull-request-labels.js'
import type { Policy, VerdictPolicy } from '../policy/judge.js'
import type { RoundPattern } from '../parse/parse-files.js'

/** Everything the analysis (parse → compare → policy → report data) needs from the settings. */
export interface AnalysisSettings {
  /** Adapter id, or `auto`. */
  readonly format: string
  readonly statistics: StatisticsSettings
  readonly verdict: VerdictPolicy
  /** Base and head files are rounds of an interleaved design, paired by `roundPattern`. */
  readonly paired: boolean
  readonly roundPattern: RoundPattern
  /** The policy file's rules (per metric, per benchmark, waivers…); problems make it `error`. */
  readonly policy: Policy
  /** The date waivers expire against (YYYY-MM-DD, UTC); default: today, from the clock. */
  readonly today?: string
  /** The pull request's labels, from the event: the policy's acknowledgement label. */
  readonly pullRequest?: PullRequestLabels
}

/**
 * The policy stage's door: the verdict, decided once, after compare. `judge` takes what compare
 * and the readers found and returns the verdict and the policy's diagnostics; `legsVerdict` and
 * `verdictFailsStep` turn the legs' verdicts into the step's exit status. The rules compare
 * classifies with (`policyRules`) are handed to compare before it runs; nothing else of the
 * verdict is decided elsewhere.
 */
import type { Compared } from '../compare/compare-runs.js'
import type { BenchmarkResult } from '../model/benchmark-result.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { PullRequestLabels } from '../model/pull-request-labels.js'
import type { Verdict, VerdictLevel } from '../model/verdict.js'
import { decideVerdict } from './decide-verdict.js'
import type { SideEnvironment } from './environment-check.js'
import { overrideVerdict, type InputFacts } from './input-problems.js'
import { missingLegVerdict } from './missing-leg.js'
import type { Policy, VerdictPolicy } from './policy.js'
import type { PolicyRules } from './policy-rules.js'
import { gateOnReferences, referenceStanding, type GatingReference } from './reference-gates.js'
import { reviewPolicy } from './review-policy.js'

/** What the verdict is decided from: compare's output and what the readers found. */
export interface JudgeFacts {
  /** Head against the base. */
  readonly compared: Pick<Compared, 'comparisons' | 'geomean' | 'findings'>
  /** The head run's results (required benchmarks are looked for here). */
  readonly head: readonly BenchmarkResult[]
  /** Per-file environments of each side; null when there is no base to compare with. */
  readonly environments: { readonly base: SideEnvironment; readonly head: SideEnvironment } | null
  readonly inputs: InputFacts
  /** Head against each named reference, in the order given. */
  readonly references: readonly GatingReference[]
}

/** The settings the verdict uses (a part of the analysis settings). */
export interface JudgeSettings {
  readonly policy: Policy
  readonly verdict: VerdictPolicy
  /** The date waivers expire against (YYYY-MM-DD, UTC); default: today, from the clock. */
  readonly today?: string
  /** The pull request's labels: the policy's acknowledgement label. */
  readonly pullRequest?: PullRequestLabels
}

/**
 * The verdict of one analysis, in order: review the policy against the comparisons (waivers,
 * required benchmarks, environments, acknowledgement → signals and diagnostics), decide from the
 * comparisons, geomean and findings (docs/method.md §12.2), override when the inputs decide
 * (no head results → `error`, no baseline → `no-baseline`), then fold in the gating references.
 * A matrix leg only the base run has (`inputs.headMissing`) is judged by `missingLegVerdict`.
 *
 * @param rules the rules compare classified with (from `policyRules`)
 * @returns the verdict and the policy's diagnostics (warnings about its entries)
 */
export function judge(
  facts: JudgeFacts,
  settings: JudgeSettings,
  rules: PolicyRules,
): { verdict: Verdict; diagnostics: Diagnostic[] } {
  const { compared } = facts
  const today = settings.today ?? new Date().toISOString().slice(0, 10)
  const review = reviewPolicy(settings.policy, rules, {
    comparisons: compared.comparisons,
    head: facts.head,
    environments: facts.environments,
    pullRequest: settings.pullRequest ?? null,
    today,
  })
  const decided = decideVerdict(
    compared.comparisons,
    compared.geomean,
    settings.verdict,
    compared.findings,
    review.signals,
    facts.inputs.headKind,
  )
  const { headMissing } = facts.inputs
  if (headMissing !== undefined && facts.inputs.headCount === 0) {
    const failure = review.signals.failure ?? (() => 'fail' as const)
    const acknowledgement = review.signals.acknowledgement ?? null
    const verdict = missingLegVerdict(
      headMissing,
      compared.comparisons,
      failure,
      settings.verdict,
      acknowledgement,
      facts.inputs.headKind,
    )
    return { verdict, diagnostics: review.diagnostics }
  }
  const verdict = gateOnReferences(overrideVerdict(decided, facts.inputs), facts.references, {
    policy: settings.verdict,
    standing: referenceStanding(settings.policy, rules, today),
    acknowledgement: review.signals.acknowledgement ?? null,
  })
  return { verdict, diagnostics: review.diagnostics }
}

/**
 * Whether the step fails (docs/verdicts.md): on `fail` (never produced with `failOn: never`) and
 * `error`, and on `inconclusive` in strict mode. `warn` and `no-baseline` never fail the step.
 */
export function verdictFailsStep(level: VerdictLevel, policy: VerdictPolicy): boolean {
  return (
    level === 'error' ||
    (level === 'fail' && policy.failOn !== 'never') ||
    (level === 'inconclusive' && policy.failOnInconclusive)
  )
}

export { legsVerdict, type LegVerdict } from './legs-verdict.js'
export {
  DEFAULT_VERDICT_POLICY,
  decideVerdict,
  type Standing,
  type VerdictPolicy,
} from './decide-verdict.js'
export { noProblems, countProblems, type InputSide, type ProblemCounts } from './input-problems.js'
export { type SideEnvironment } from './environment-check.js'
export {
  DECLARED_DIRECTIONS,
  DEFAULT_POLICY,
  FAIL_ON,
  GATES,
  MISMATCH_HANDLING,
  ON_FAILURE,
  WALL_TIME_ONLY,
  describeLocation,
  describePolicyProblem,
  type BenchmarkPattern,
  type Policy,
  type PolicyDefaults,
  type PolicyLocation,
  type PolicyProblem,
} from './policy.js'
export { policyRules, type PolicyRules } from './policy-rules.js'
export { invalidPolicyVerdict, summarizePolicy } from './summarize-policy.js'
export { closestName } from './closest-name.js'
export {
  addRegressionCounts,
  countRegressions,
  regressionCountText,
  type RegressionCount,
} from './regression-count.js'
export { describeComparison } from './verdict-causes.js'
export { compileLinearRegex, UnsupportedRegexError, type LinearRegex } from './linear-regex.js'

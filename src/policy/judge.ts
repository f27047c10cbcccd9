export {
  DEFAULT_VERDICT_POLICY,
  decideVerdict,
  verdictFailsStep,
  type Standing,
  type VerdictPolicy,
} from './decide-verdict.js'
export {
  countProblems,
  noProblems,
  unreadHeadReasons,
  type InputSide,
  type ProblemCounts,
} from './input-problems.js'
export { type SideEnvironment } from './environment-check.js'
export {
  DECLARED_DIRECTIONS,
  DEFAULT_POLICY,
  FAIL_ON,
  GATES,
  MISMATCH_HANDLING,
  describeLocation,
  describePolicyProblem,
  type BenchmarkPattern,
  type Policy,
  type PolicyDefaults,
  type PolicyLocation,
  type PolicyProblem,
} from './policy.js'
export { policyRules, type PolicyRules } from './policy-rules.js'
export { reviewPolicy } from './review-policy.js'
export { invalidPolicyVerdict, summarizePolicy } from './summarize-policy.js'
export { gateOnReferences } from './reference-gates.js'
export { reviewWaivers } from './waivers.js'
export { closestName } from './closest-name.js'
export { patternRegExp } from './benchmark-pattern.js'

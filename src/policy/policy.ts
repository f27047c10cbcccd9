/**
 * The policy a repository keeps under review (`.github/bench-verdict.yml`): what matters, per
 * benchmark and per metric. This is the validated model; `settings/policy-file.ts` reads it
 * from YAML, `policy-rules.ts` applies it to comparisons, `review-policy.ts` to the verdict.
 */
import type { WallTimeOnly } from '../compare/compare-runs.js'

export { WALL_TIME_ONLY, type WallTimeOnly } from '../compare/compare-runs.js'

export const FAIL_ON = ['strong', 'likely', 'unverified', 'never'] as const
/** The weakest regression strength that fails the verdict (`exact` always counts as strong). */
export type FailOn = (typeof FAIL_ON)[number]

/**
 * How a metric counts in the verdict: `fail` (a regression can fail it), `warn` (a regression
 * can at most make it warn), `off` (informational: shown, compared, not in the FDR family).
 */
export const GATES = ['fail', 'warn', 'off'] as const
export type Gate = (typeof GATES)[number]

/**
 * How a benchmark whose run failed on the PR counts (docs/method.md §12.2): `fail` (the default)
 * or `warn`. A failure on base only never counts.
 */
export const ON_FAILURE = ['fail', 'warn'] as const
export type OnFailure = (typeof ON_FAILURE)[number]

/** Directions a policy may declare for metrics the harness leaves `unknown` (custom units). */
export const DECLARED_DIRECTIONS = ['lower-is-better', 'higher-is-better'] as const
export type DeclaredDirection = (typeof DECLARED_DIRECTIONS)[number]

/** What to do when base and head ran in different environments (CPU model, cores, build type). */
export const MISMATCH_HANDLING = ['warn', 'inconclusive', 'ignore'] as const
export type MismatchHandling = (typeof MISMATCH_HANDLING)[number]

/** Environment keys compared by default: the ones that change what a benchmark measures. */
export const DEFAULT_ENVIRONMENT_KEYS: readonly string[] = ['cpu', 'cores', 'build-type']

/** Where an entry was written in the policy file, so later messages can point at it. */
export interface PolicyLocation {
  /** YAML path as shown to users, e.g. `benchmarks[2]` or `metrics.instructions`. */
  readonly path: string
  /** 1-based line in the policy file; null when unknown. */
  readonly line: number | null
}

/**
 * A benchmark pattern. A glob matches the whole label (`suite › name [params] (procs N)`) or
 * the bare name; `*` is any run of characters (slashes included), `?` one character, the rest
 * literal. A regex (RE2 syntax, matched in
 * linear time: `src/policy/linear-regex.ts`) is searched for in the label, so anchor it as needed.
 */
export interface BenchmarkPattern {
  readonly kind: 'glob' | 'regex'
  readonly text: string
}

/**
 * The policy's defaults (docs/method.md §13), relative values as fractions (0.05 = 5 %). Absent
 * fields fall back to docs/method.md's defaults; Action inputs and CLI flags override them.
 */
export interface PolicyDefaults {
  readonly threshold?: number | undefined
  /** τ_det for exact metrics; docs/method.md: = threshold unless set. */
  readonly thresholdDeterministic?: number | undefined
  readonly noiseFloor?: number | undefined
  readonly geomeanThreshold?: number | undefined
  readonly geomeanNoiseFloor?: number | undefined
  readonly fdr?: number | undefined
  readonly alpha?: number | undefined
  /** Fewer samples on a side → inconclusive ("too few samples", docs/method.md §11 row 2a). */
  readonly minSamples?: number | undefined
  readonly maxInconclusiveFraction?: number | undefined
  /** Earlier base-branch runs the Action fetches (docs/method.md §10.3). */
  readonly history?: number | undefined
  readonly failOn?: FailOn | undefined
  readonly failOnInconclusive?: boolean | undefined
  /** How the history path takes a sampled benchmark's within-run variance (docs/method.md §10.3). */
  readonly withinVariance?: 'calibrated' | 'moses' | 'pooled' | undefined
}

/** `metrics.<kind or name>`: rules for one metric kind (`instructions`) or harness name (`B/op`). */
export interface MetricRule {
  /** A metric kind (`wall-time`, `instructions`, …) or the harness's metric name (`real_time`). */
  readonly metric: string
  readonly gate?: Gate | undefined
  readonly direction?: DeclaredDirection | undefined
  /** Declare the metric exact (docs/method.md §8) or, with false, not exact. */
  readonly deterministic?: boolean | undefined
  /** τ (and τ_det) for this metric. */
  readonly threshold?: number | undefined
  readonly at: PolicyLocation
}

/** `benchmarks[i]`: a rule for the benchmarks a pattern matches; the first matching rule wins. */
export interface BenchmarkRule {
  readonly pattern: BenchmarkPattern
  /** Restricts the rule to one metric kind or name; without it the rule covers every metric. */
  readonly metric?: string | undefined
  readonly gate?: Gate | undefined
  readonly direction?: DeclaredDirection | undefined
  readonly threshold?: number | undefined
  /** A failed run on the PR fails the verdict (default) or only warns. */
  readonly onFailure?: OnFailure | undefined
  readonly at: PolicyLocation
}

/** `required[i]`: a benchmark (or pattern) the head run must have results for. */
export interface RequiredBenchmark {
  readonly pattern: BenchmarkPattern
  readonly at: PolicyLocation
}

/** `waivers[i]`: a regression accepted up to a size, for a reason, until a date. */
export interface Waiver {
  readonly pattern: BenchmarkPattern
  readonly metric?: string | undefined
  /** The largest regression accepted, relative (0.4 = +40 %), on the worse-is-positive change. */
  readonly maxRegression: number
  readonly reason: string
  /** Last day the waiver holds (YYYY-MM-DD, UTC); from the next day on it is reported and ignored. */
  readonly expires: string
  readonly at: PolicyLocation
}

/**
 * `references.<name>`: whether head against a named reference run (`references` input,
 * `--reference`) counts in the verdict. `off` (default): shown beside the base, never gating;
 * `warn`: its regressions can at most make the verdict warn; `fail`: they count as the base's do.
 */
export interface ReferenceRule {
  /** The reference's name as given in the input or flag (untrusted text). */
  readonly name: string
  readonly gate: Gate
  readonly at: PolicyLocation
}

export interface EnvironmentRule {
  readonly onMismatch: MismatchHandling
  /** Environment keys compared between base and head (`cpu`, `cores`, `build-type`, …). */
  readonly keys: readonly string[]
}

/** One problem with the policy file: where it is and what was expected. */
export interface PolicyProblem {
  readonly file: string
  /** YAML path (`defaults.fail-on`), or empty for the whole file. */
  readonly path: string
  /** 1-based line, or null when the problem has no place in the file (e.g. it is missing). */
  readonly line: number | null
  readonly message: string
}

export interface Policy {
  /** The file the policy was read from; null when there is none and the defaults apply. */
  readonly file: string | null
  /** Non-empty when the file is unreadable or invalid: the verdict is then `error`. */
  readonly problems: readonly PolicyProblem[]
  readonly defaults: PolicyDefaults
  /** Defaults inputs set over the file's: `threshold (input)`, `threshold (--threshold)`. */
  readonly overrides: readonly string[]
  readonly metrics: readonly MetricRule[]
  readonly benchmarks: readonly BenchmarkRule[]
  readonly required: readonly RequiredBenchmark[]
  /** docs/method.md §8 `downgrade_time_only`; undefined = off. */
  readonly corroborate?: boolean | undefined
  /** docs/method.md §8: a wall-time regression CPU time does not show; undefined = inconclusive. */
  readonly wallTimeOnly?: WallTimeOnly | undefined
  readonly environment: EnvironmentRule
  readonly waivers: readonly Waiver[]
  /** A PR label that turns `fail` into `warn`; null when the policy has none. */
  readonly acknowledgeLabel: string | null
  /** Gates of named references, in file order; a reference not listed does not gate. */
  readonly references?: readonly ReferenceRule[]
}

/** No policy file: docs/method.md's defaults, the default gating, environment differences warn. */
export const DEFAULT_POLICY: Policy = {
  file: null,
  problems: [],
  defaults: {},
  overrides: [],
  metrics: [],
  benchmarks: [],
  required: [],
  environment: { onMismatch: 'warn', keys: DEFAULT_ENVIRONMENT_KEYS },
  waivers: [],
  acknowledgeLabel: null,
}

/** One problem as one line: `file:line: path: message`, the shape editors and CI logs link. */
export function describePolicyProblem(problem: PolicyProblem): string {
  const where = problem.line === null ? problem.file : `${problem.file}:${problem.line}`
  return `${where}: ${problem.path ? `${problem.path}: ` : ''}${problem.message}`
}

/** A location as users read it in messages: `benchmarks[2] (line 14)`. */
export function describeLocation(at: PolicyLocation): string {
  return at.line === null ? at.path : `${at.path} (line ${at.line})`
}

export interface VerdictPolicy {
  readonly failOn: FailOn
  /** Strict mode: an inconclusive verdict also fails the step. */
  readonly failOnInconclusive: boolean
  /** Above this share of inconclusive gated comparisons the verdict is inconclusive (0.5). */
  readonly maxInconclusiveFraction: number
  /** τ_geo, the geomean band (0.02). */
  readonly geomeanThreshold: number
}

/** docs/method.md §12.2 and §13 defaults. */
export const DEFAULT_VERDICT_POLICY: VerdictPolicy = {
  failOn: 'strong',
  failOnInconclusive: false,
  maxInconclusiveFraction: 0.5,
  geomeanThreshold: 0.02,
}

/**
 * The policy file's schema (zod). It validates `.github/bench-verdict.yml`, turns percentages
 * into fractions, and is the source of `schema/policy.schema.json` (`npm run schema:policy`),
 * which editors use to complete and check the YAML.
 */
import { z } from 'zod'
import { ENVIRONMENT_KEYS, METRIC_KINDS } from '../model/benchmark-result.js'
import {
  compileLinearRegex,
  DECLARED_DIRECTIONS,
  FAIL_ON,
  GATES,
  MISMATCH_HANDLING,
  ON_FAILURE,
  WALL_TIME_ONLY,
} from '../policy/judge.js'
import {
  inRelativeRange,
  PERCENT_TEXT,
  rangeWords,
  THRESHOLD_RANGE,
  type RelativeRange,
} from './read-values.js'

/** Where the published JSON Schema lives; `$id` of the schema and the URL the README gives. */
export const POLICY_SCHEMA_URL =
  'https://raw.githubusercontent.com/bench-verdict/bench-verdict/v1/schema/policy.schema.json'

/**
 * What a value should look like, in words, for error messages; `explain` words the whole message
 * when the generic "expected …, found …" would mislead (an ambiguous bare number).
 */
export const expectations = z.registry<{
  expected: string
  explain?: (found: unknown) => string | undefined
}>()

/** Registers what a finished leaf schema expects (zod methods clone, so register the last one). */
function expecting<T extends z.ZodType>(
  schema: T,
  expected: string,
  explain?: (found: unknown) => string | undefined,
): T {
  expectations.add(schema, explain ? { expected, explain } : { expected })
  return schema
}

/**
 * A relative amount written `5%` or as a fraction `0.05`, as the Action inputs accept it; a bare
 * number of 1 or more is refused as ambiguous (5 % or 500 %?).
 */
function relative(range: RelativeRange, description: string) {
  const expected = `a percentage such as "5%" or a fraction such as 0.05, ${rangeWords(range)}`
  const inRange = (fraction: number) => inRelativeRange(range, fraction)
  const schema = z
    .union([z.number().min(0).lt(1), z.string().regex(PERCENT_TEXT)])
    .superRefine((value, context) => {
      if (!inRange(toFraction(value)))
        context.addIssue({ code: 'custom', message: `expected ${expected}; found ${found(value)}` })
    })
    .transform(toFraction)
    .describe(description)
  return expecting(schema, expected, (value) =>
    typeof value === 'number' && value >= 1
      ? `${String(value)} is ambiguous: write a percentage such as "${String(value)}%" or a fraction such as ${String(value / 100)}`
      : undefined,
  )
}

function toFraction(value: number | string): number {
  return typeof value === 'number' ? value : Number(PERCENT_TEXT.exec(value)?.[1]) / 100
}

function wholeNumber(min: number, max: number, description: string) {
  return expecting(
    z.number().int().min(min).max(max).describe(description),
    `a whole number from ${min} to ${max}`,
  )
}

function text(expected: string, description: string) {
  return expecting(z.string().trim().min(1).describe(description), expected)
}

/** A glob on benchmark labels (see BenchmarkPattern). */
const glob = text(
  'a benchmark name or glob such as "BM_Crc32/*"',
  'Glob on the benchmark label (`suite › name [params] (procs N)`) or its bare name: `*` is any run of characters, slashes included, `?` one character.',
)

const regex = expecting(
  z
    .string()
    .trim()
    .min(1)
    .superRefine((value, context) => {
      try {
        compileLinearRegex(value)
      } catch (error) {
        // UnsupportedRegexError words the whole message (what RE2 refuses, or the syntax error).
        const message = error instanceof Error ? error.message : String(error)
        context.addIssue({ code: 'custom', message })
      }
    })
    .describe(
      'Regular expression in RE2 syntax, searched for in the benchmark label and matched in time linear in its length: no backreferences or lookaround.',
    ),
  'a regular expression such as "^BM_Crc"',
)

const date = expecting(
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (!isCalendarDate(value))
        context.addIssue({
          code: 'custom',
          message: `expected a date written YYYY-MM-DD, such as 2026-03-31; found ${found(value)}`,
        })
    })
    .describe(
      'Last day (UTC) the waiver holds, YYYY-MM-DD; after it the waiver is reported and ignored.',
    ),
  'a date written YYYY-MM-DD, such as 2026-03-31',
)

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

const metricSelector = text(
  `a metric kind (${METRIC_KINDS.join(', ')}) or the harness's metric name`,
  `Restricts the entry to one metric: a kind (${METRIC_KINDS.join(', ')}) or the harness's own metric name (e.g. real_time, B/op).`,
)

const gate = z
  .enum(GATES)
  .describe(
    'fail: a regression can fail the verdict; warn: a regression can at most make it warn; off: informational (compared and shown, not in the FDR family).',
  )

const onFailure = z
  .enum(ON_FAILURE)
  .describe(
    'A run of these benchmarks that failed on the PR (non-zero exit code, harness error) fails the verdict (fail) or only warns (warn). Default fail.',
  )

const direction = z
  .enum(DECLARED_DIRECTIONS)
  .describe(
    'Better direction, for metrics whose harness does not say (custom units); a direction the harness gives is kept.',
  )

const threshold = relative(
  THRESHOLD_RANGE,
  'Smallest change that matters for these comparisons (τ, and τ_det for exact metrics), e.g. "1%".',
)

const defaults = z
  .strictObject({
    threshold: relative(
      THRESHOLD_RANGE,
      'τ: the smallest change that matters. Default 5%.',
    ).optional(),
    'threshold-deterministic': relative(
      THRESHOLD_RANGE,
      'τ_det: the band for exact metrics such as instruction counts. Default: threshold.',
    ).optional(),
    'noise-floor': relative(
      { max: 1 },
      'Assumed between-run variation without history, an A/A control or pairing. Default 10%.',
    ).optional(),
    'geomean-threshold': relative(
      { max: 1 },
      'τ_geo: the band of the suite geomean. Default 2%.',
    ).optional(),
    'geomean-noise-floor': relative(
      { max: 1 },
      'Assumed between-run variation of the suite geomean without history; also the band of the suite drift gate. Default 8%.',
    ).optional(),
    'within-variance': z
      .enum(['calibrated', 'moses', 'pooled'])
      .optional()
      .describe(
        "With history: how the within-run variance of a benchmark with samples enters the test (calibrated: the pooled robust spread scaled to the Moses intervals; moses: each benchmark's own Moses interval; pooled: the normal-theory spread). Default calibrated.",
      ),
    fdr: relative(
      { max: 1, positive: true },
      'Benjamini–Hochberg false discovery rate over the gated metrics. Default 5%.',
    ).optional(),
    alpha: relative(
      { max: 1, positive: true },
      'Test level; confidence intervals are 1 − alpha. Default 5%.',
    ).optional(),
    'min-samples': wholeNumber(
      1,
      1000,
      'Fewer samples on a side make a comparison inconclusive ("too few samples"). Default 1.',
    ).optional(),
    'max-inconclusive-fraction': relative(
      { max: 1, maxInclusive: true },
      'Above this share of inconclusive gated comparisons the verdict is inconclusive. Default 50%.',
    ).optional(),
    history: wholeNumber(
      0,
      20,
      'Earlier base-branch runs the Action fetches to measure run-to-run noise. Default 5.',
    ).optional(),
    'fail-on': z
      .enum(FAIL_ON)
      .optional()
      .describe('Weakest regression strength that fails the verdict. Default strong.'),
    'fail-on-inconclusive': z
      .boolean()
      .optional()
      .describe('Also fail the step when the verdict is inconclusive. Default false.'),
  })
  .describe('Defaults for every comparison. Action inputs and CLI flags override them.')

const metricRule = z
  .strictObject({
    gate: gate.optional(),
    direction: direction.optional(),
    deterministic: z
      .boolean()
      .optional()
      .describe(
        'The metric does not vary between runs of one build: compared exactly against threshold.',
      ),
    threshold: threshold.optional(),
  })
  .meta({ id: 'metric-rule', description: 'Rules for one metric kind or harness metric name.' })

const metrics = z
  .object(Object.fromEntries(METRIC_KINDS.map((kind) => [kind, metricRule.optional()])))
  .catchall(metricRule)
  .describe(
    `Rules per metric, keyed by kind (${METRIC_KINDS.join(', ')}) or by the harness's metric name; a name entry beats a kind entry.`,
  )

const benchmarkRule = z
  .strictObject({
    benchmark: glob.optional(),
    'benchmark-regex': regex.optional(),
    metric: metricSelector.optional(),
    threshold: threshold.optional(),
    gate: gate.optional(),
    direction: direction.optional(),
    'on-failure': onFailure.optional(),
  })
  .superRefine(exactlyOnePattern)
  .describe(
    'A rule for the benchmarks a pattern matches. Rules are tried in order and the first match wins; what it does not set comes from metrics and defaults.',
  )

const waiver = z
  .strictObject({
    benchmark: glob.optional(),
    'benchmark-regex': regex.optional(),
    metric: metricSelector.optional(),
    'max-regression': relative(
      { max: 10, maxInclusive: true },
      'The largest regression accepted, e.g. "15%" (the estimated change, worse direction).',
    ),
    reason: text(
      'a sentence saying why the regression is accepted',
      'Why the regression is accepted; shown in the comment.',
    ),
    expires: date,
  })
  .superRefine(exactlyOnePattern)
  .describe('Accepts a regression up to a size, for a reason, until a date.')

const environment = z
  .strictObject({
    'on-mismatch': z
      .enum(MISMATCH_HANDLING)
      .optional()
      .describe(
        'Base and head ran in different environments: warn (default), make the verdict inconclusive, or ignore.',
      ),
    keys: z
      .array(
        z.union([
          z.enum(ENVIRONMENT_KEYS),
          text('an environment key such as "cpu"', 'An environment key the harness prints.'),
        ]),
      )
      .optional()
      .describe('Environment keys compared. Default: cpu, cores, build-type.'),
  })
  .describe('How differences between the base and head environments are treated.')

/** The policy file. Unknown keys are errors, so a typo never silently changes nothing. */
export const PolicySchema = z
  .strictObject({
    defaults: defaults.optional(),
    metrics: metrics.optional(),
    benchmarks: z
      .array(benchmarkRule)
      .optional()
      .describe('Per-benchmark rules, first match wins.'),
    required: z
      .array(glob)
      .optional()
      .describe('Benchmarks (names or globs) the head run must have results for.'),
    corroborate: z
      .boolean()
      .optional()
      .describe(
        'A time regression fails only if the instruction or cycle count of the same benchmark agrees; otherwise strong becomes likely.',
      ),
    'wall-time-only': z
      .enum(WALL_TIME_ONLY)
      .optional()
      .describe(
        "A wall-time regression the same benchmark's CPU time does not show (CPU time unchanged): inconclusive (the run was waiting, not computing: runner contention or a new sleep, I/O or lock, which one run cannot tell apart) or regression (judged on wall time alone, for code whose waiting is what it measures).",
      ),
    environment: environment.optional(),
    waivers: z.array(waiver).optional().describe('Accepted regressions, each with an expiry date.'),
    references: z
      .object({})
      .catchall(
        z
          .strictObject({
            gate: gate.describe(
              'fail: regressions of head against this reference count in the verdict as against the base; warn: they can at most make it warn; off (default): shown, never gating.',
            ),
          })
          .describe('How one named reference counts in the verdict.'),
      )
      .optional()
      .describe(
        'Named references (the `references` input, `--reference NAME=…`), keyed by name. Unlisted references are shown beside the base and do not gate.',
      ),
    'acknowledge-label': text(
      'a label name such as "performance-regression-accepted"',
      'A pull-request label that turns a fail verdict into warn; the comment says who added it.',
    ).optional(),
  })
  .describe('bench-verdict policy: what matters, per benchmark and per metric.')

export type PolicyInput = z.output<typeof PolicySchema>

function exactlyOnePattern(
  value: { benchmark?: string | undefined; 'benchmark-regex'?: string | undefined },
  context: z.RefinementCtx,
): void {
  if ((value.benchmark === undefined) === (value['benchmark-regex'] === undefined))
    context.addIssue({
      code: 'custom',
      message:
        value.benchmark === undefined
          ? 'needs the benchmarks it applies to: `benchmark` (a name or glob) or `benchmark-regex`'
          : 'give either `benchmark` or `benchmark-regex`, not both',
    })
}

/** A found value as messages show it: strings quoted and shortened, containers named. */
export function found(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'an empty value'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a mapping'
  if (typeof value === 'string')
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 59)}…` : value)
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value
}

/**
 * The JSON report's schema (docs/architecture.md §6), written once in zod: `renderJson` is typed by it, the
 * preview validates its input with it, and `schema/report.schema.json` (shipped in the package)
 * is generated from it (`reportJsonSchema()`; a test keeps the committed file equal).
 */
import { z } from 'zod'
import { METRIC_KINDS } from '../../model/benchmark-result.js'
import {
  CENTRE_STATISTICS,
  CHANGE_CLASSES,
  DECISION_ROWS,
  FLOOR_SOURCES,
  STRENGTHS,
  TEST_METHODS,
} from '../../model/comparison.js'
import { HEAD_KINDS } from '../../model/head-place.js'
import { VERDICT_LEVELS } from '../../model/verdict.js'
import { READING_KINDS } from '../data/reference-report.js'

/** The report's `schemaVersion`: raised when a field changes meaning or goes away. */
export const REPORT_SCHEMA_VERSION = 1

const interval = z.object({ lower: z.number(), upper: z.number(), level: z.number() }).meta({
  id: 'Interval',
  description: 'Two-sided confidence interval; `level` is the achieved confidence (≥ 0.95).',
})

/** A statistic the harness did not give (or that could not be computed) is null. */
const statistic = z.number().nullable()

const revision = z
  .object({
    n: z.number().int().nonnegative(),
    median: statistic,
    mad: statistic.describe('Raw (unscaled) median absolute deviation, in `unit`.'),
    min: statistic,
    max: statistic,
    mean: statistic,
    sd: statistic,
    cv: statistic,
    logDispersion: statistic.describe('1.4826 · MAD(ln x): robust relative spread.'),
    medianCi: interval.nullable(),
    outliers: z.object({ mild: z.number().int(), severe: z.number().int() }),
    fromSummary: z.boolean().describe('The figures come from a harness summary, not samples.'),
  })
  .meta({
    id: 'RevisionStats',
    description: 'Statistics of one side, in the canonical `unit`; null where not available.',
  })

const benchmarkId = z.object({
  suite: z.string().optional(),
  name: z.string(),
  params: z.record(z.string(), z.string()).optional(),
  procs: z.number().int().optional(),
})

const runFailure = z
  .object({
    message: z.string().describe("The harness's message (untrusted text)."),
    failedRuns: z.number().int().optional().describe('Runs that failed, of `runs`.'),
    runs: z.number().int().optional(),
  })
  .nullable()

const failure = z
  .object({
    side: z
      .enum(['head', 'base', 'both'])
      .describe('Which side failed: head is "failed on the PR".'),
    head: runFailure,
    base: runFailure,
  })
  .describe(
    'Present exactly when `class` is `failed`: which side failed, and what its harness said.',
  )

const comparison = z
  .object({
    against: z.string().describe('`base`, or the name of a reference run.'),
    benchmark: z.string().describe('Display label of the benchmark (untrusted text).'),
    key: z.string().describe('Stable pairing key (benchmark and metric); keys `history`.'),
    benchmarkId,
    metric: z.string().describe("The harness's name for the metric (`real_time`, `B/op`)."),
    metricKind: z.enum(METRIC_KINDS),
    unit: z.string().describe('Canonical unit: `ns`, `B`, `ops/s`, `B/s`, `count`, or as printed.'),
    direction: z.enum(['lower-is-better', 'higher-is-better', 'unknown']),
    gated: z.boolean(),
    format: z.string().optional().describe('Adapter id of the results.'),
    base: revision.nullable(),
    head: revision.nullable(),
    ratio: z.number().nullable().describe('head/base in the metric’s own orientation.'),
    ci: interval.nullable(),
    pValue: z.number().nullable(),
    qValue: z.number().nullable(),
    qUp: z
      .number()
      .optional()
      .describe('Conditional-BH q of "worse by more than θ" (docs/method.md §9.3).'),
    qDown: z
      .number()
      .optional()
      .describe('Conditional-BH q of "better by more than θ" (docs/method.md §9.3).'),
    driftShift: z
      .number()
      .optional()
      .describe(
        'Suite drift D (log scale) subtracted before judging (docs/method.md §10.0); absent: 0.',
      ),
    runToRun: z
      .object({ sd: z.number(), runs: z.number().int(), control: z.boolean().optional() })
      .optional()
      .describe(
        'History path: the moderated run-to-run sd (log scale), how many runs it came from, and `control: true` when one of them is the A/A control run (docs/method.md §10.3).',
      ),
    pMin: z.number().nullable(),
    method: z.enum(TEST_METHODS),
    floor: z.object({ value: z.number(), source: z.enum(FLOOR_SOURCES) }),
    class: z.enum(CHANGE_CLASSES),
    strength: z.enum(STRENGTHS).nullable(),
    reasons: z.array(z.string()),
    minimumDetectableEffect: z.number().nullable(),
    signs: z
      .object({ positive: z.number().int(), negative: z.number().int(), zero: z.number().int() })
      .nullable(),
    centre: z
      .enum(CENTRE_STATISTICS)
      .optional()
      .describe(
        'What `ratio` compares and the table shows for base and head: `median` (raw samples: medians ± MAD, the change a Hodges–Lehmann shift) or `mean` (harness summaries compared by their means, read `mean` and `sd`). Always written; absent in older reports, where it is `median`.',
      ),
    decisionRow: z.enum(DECISION_ROWS).optional(),
    failure: failure.optional(),
  })
  .meta({ id: 'Comparison', description: 'One benchmark × metric compared.' })

const geomean = z
  .object({
    ratio: z.number().describe('Worse-positive: > 1 means slower or worse.'),
    ci: interval
      .nullable()
      .describe(
        'The fixed-effect interval of `ratio`; null when no member has a CI, and when only some do (`partial`): that interval is of those members, in `ciSubset.ci` beside their own geomean. Reports before `ciSubset.ci` gave it here.',
      ),
    partial: z.boolean().describe('Some members have no CI: the interval covers the others only.'),
    ciSubset: z
      .object({
        ratio: z.number(),
        count: z.number().int(),
        ci: interval
          .optional()
          .describe(
            'The interval of this `ratio` (absent in older reports, which gave it as `ci`).',
          ),
      })
      .optional()
      .describe(
        'With a partial interval: the geomean of the members that have a CI, how many they are, and their interval.',
      ),
    betweenBenchmarkCi: interval.nullable(),
    count: z.number().int(),
    timed: z.number().int().optional().describe('Members that are wall or CPU times.'),
    zeroLeftOut: z
      .number()
      .int()
      .optional()
      .describe('Gated comparisons left out: exactly 0 on both sides.'),
    floor: z.object({ value: z.number(), source: z.string() }),
    suite: z
      .object({
        case: z.enum(['history', 'paired', 'none']),
        members: z.number().int(),
        mean: z.number(),
        standardError: z.number(),
        historyGeomeans: z.array(z.number()).nullable(),
        floor: z.number(),
        pFail: z.number().nullable(),
        pWarn: z.number().nullable(),
        fail: z.boolean(),
        warn: z.boolean(),
      })
      .optional()
      .describe(
        'Suite rule S (docs/method.md §12.2): `history` (t test against the base runs’ geomeans), `paired` (fixed-effect interval) or `none` (no history: warn only, against `floor`, log scale); `mean` is ḡ on the log scale.',
      ),
  })
  .meta({
    id: 'Geomean',
    description: 'Suite geometric mean of the gated changes (docs/method.md §12.1).',
  })

const changeSince = z
  .object({
    class: z.enum(CHANGE_CLASSES),
    strength: z.enum(STRENGTHS).nullable(),
    ratio: z.number().nullable().describe('base/reference, in the metric’s own orientation.'),
    ci: interval.nullable(),
  })
  .describe('The base against the reference: a regression here was introduced since it.')

const recovery = z
  .object({
    fraction: z
      .number()
      .describe(
        '(ln(base/ref) − ln(head/ref)) / ln(base/ref): 1 = back to the reference, 0 = no better than the base.',
      ),
    ci: interval
      .nullable()
      .describe('Approximate: head-vs-reference CI with ln(base/ref) held fixed; null if none.'),
  })
  .describe('How much of the regression since the reference head undoes.')

const referenceReading = z.object({
  key: z.string().describe('The comparison `key` (benchmark and metric).'),
  benchmark: z.string().describe('Display label of the benchmark (untrusted text).'),
  metric: z.string(),
  kind: z.enum(READING_KINDS),
  sinceReference: changeSince.nullable(),
  recovery: recovery.nullable(),
})

const reference = z
  .object({
    name: z.string().describe('As given in `references` or `--reference` (untrusted text).'),
    source: z.string().describe('How it was found: a tag, commit, run id or paths (untrusted).'),
    run: z
      .object({
        id: z.number().int(),
        url: z.string(),
        createdAt: z.string(),
        headSha: z.string(),
      })
      .optional()
      .describe('The successful push run whose artifacts held the results.'),
    missing: z.string().optional().describe('Why nothing was compared.'),
    gate: z.enum(['fail', 'warn', 'off']).describe('The policy’s `references.<name>.gate`.'),
    reading: z.string().describe('One sentence: how head reads against this reference.'),
    geomean: geomean.nullable(),
    benchmarks: z.array(referenceReading).describe('Gated benchmarks, worst first.'),
  })
  .meta({
    id: 'Reference',
    description:
      'Head against a named reference; its comparisons are in `comparisons` with `against` = `name`.',
  })

const context = z.object({
  headSha: z.string().optional(),
  baseSha: z.string().optional(),
  baseBranch: z.string().optional(),
  baseRun: z.object({ id: z.number().int(), url: z.string(), createdAt: z.string() }).optional(),
  commitsBehind: z.number().int().nullable().optional(),
  historyRuns: z.number().int().nonnegative(),
  controlRuns: z.number().int().nonnegative(),
  headSource: z.string(),
  baseSource: z.string(),
  fullReportUrl: z.string().optional(),
  fork: z.object({ repository: z.string(), runUrl: z.string().optional() }).optional(),
  headMissing: z
    .string()
    .optional()
    .describe(
      'A matrix leg the base run has and the head run lacks: why the head has no results there.',
    ),
  headKind: z
    .enum(HEAD_KINDS)
    .optional()
    .describe(
      'What the head is: a pull request’s head (`pull-request`), a pushed commit (`push`) or another run’s (`run`: schedule, merge queue, dispatch); absent when unknown (the CLI).',
    ),
})

const method = z.object({
  threshold: z.number(),
  noiseFloor: z.number(),
  fdr: z.number(),
  failOn: z.string(),
  failOnInconclusive: z.boolean(),
  format: z.string(),
  alpha: z.number().optional(),
  thresholdDeterministic: z.number().optional(),
  geomeanThreshold: z.number().optional(),
  geomeanNoiseFloor: z.number().optional(),
  minSamples: z.number().int().optional(),
  policy: z
    .object({ file: z.string().nullable(), lines: z.array(z.string()) })
    .optional()
    .describe('The effective policy: its file (null: defaults only) and one line per rule.'),
})

const diagnostic = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  file: z.string(),
  location: z.string(),
  message: z.string(),
})

const rerunFilter = z.object({
  format: z.string(),
  harness: z.string(),
  benchmarks: z.array(z.string()),
  filter: z.string(),
  command: z.string(),
})

const environment = z.record(z.string(), z.string())

export const reportJson = z
  .object({
    schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
    verdict: z.object({
      level: z.enum(VERDICT_LEVELS),
      headline: z.string(),
      reasons: z.array(z.string()),
      regressions: z
        .object({
          total: z.number().int(),
          firm: z.number().int().describe('strong and exact: beyond the noise floor'),
          likely: z.number().int(),
          unverified: z.number().int(),
          waived: z
            .number()
            .int()
            .optional()
            .describe(
              'accepted by a waiver, whatever their strength (not in firm, likely or unverified)',
            ),
          text: z.string().describe('As the headline and the count line say it.'),
        })
        .optional()
        .describe('The gated regressions by strength (absent in reports of version 0.1.0).'),
      waived: z
        .array(z.string())
        .optional()
        .describe('Comparison keys of the gated comparisons a waiver accepts; absent: none.'),
    }),
    context,
    comparisons: z
      .array(comparison)
      .describe('Head against the base (`against: base`), then against each reference.'),
    geomean: geomean.nullable(),
    findings: z.array(z.string()),
    rerun: z
      .array(z.string())
      .describe(
        'Benchmarks to re-run: gated ones that failed on the PR first, then gated regressions and inconclusive.',
      ),
    rerunFilters: z.array(rerunFilter).describe('Ready filters for the harnesses that select.'),
    diagnostics: z.array(diagnostic),
    method,
    history: z
      .record(z.string(), z.array(z.number()))
      .optional()
      .describe('Medians of earlier base runs, oldest first, by comparison `key`.'),
    environments: z.object({ base: environment, head: environment }).optional(),
    references: z
      .array(reference)
      .optional()
      .describe('Named references besides the base, in the order given.'),
  })
  .meta({ id: 'Report', description: 'bench-verdict report' })

/** The JSON report as `renderJson` writes it. */
export type ReportJson = z.infer<typeof reportJson>

/**
 * The report file of a run over several matrix legs: the overall verdict, the re-run list with
 * leg prefixes, and one report per leg.
 */
export const legsReportJson = z
  .object({
    schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
    verdict: reportJson.shape.verdict,
    rerun: z.array(z.string()),
    legs: z.array(reportJson.extend({ leg: z.string() })),
  })
  .describe('bench-verdict report over matrix legs')

/** Either form of the report file. */
export const reportDocument = z.union([reportJson, legsReportJson])

/** The JSON Schema (draft 2020-12) of the report, as shipped in `schema/report.schema.json`. */
export function reportJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(reportDocument, { target: 'draft-2020-12' }),
    $id: 'https://github.com/bench-verdict/bench-verdict/blob/v1/schema/report.schema.json',
    title: 'bench-verdict report',
  }
}

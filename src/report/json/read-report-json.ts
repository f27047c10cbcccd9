/**
 * The JSON report read back (for `bench-verdict preview`): validated against the report's schema
 * and turned into the ReportData the renderers take, one report or one per matrix leg.
 */
import type { BenchmarkId, RunFailure } from '../../model/benchmark-result.js'
import type { Comparison, RevisionStats } from '../../model/comparison.js'
import { geomeanFromJson, referencesFromJson } from './reference-json.js'
import type { ReportData } from '../data/report-data.js'
import { legsReportJson, reportJson, type ReportJson } from './report-schema.js'

/** One report per leg; `leg` is `''` for a report without legs. */
export interface ReadReport {
  readonly leg: string
  readonly report: ReportData
}

export type ReadOutcome =
  | { readonly ok: true; readonly reports: readonly ReadReport[] }
  | { readonly ok: false; readonly problems: readonly string[] }

/**
 * Whether a parsed JSON value claims to be a bench-verdict report (every report and legs document
 * has `schemaVersion`): when it does not, its schema problems would only describe what it lacks.
 */
export function looksLikeReport(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    ('schemaVersion' in value || 'legs' in value)
  )
}

/**
 * A parsed JSON value → the reports it holds, or every schema problem as `$.path: message`
 * (at most 20). Never throws on bad input.
 */
export function readReportJson(value: unknown): ReadOutcome {
  // One schema at a time, so problems carry their path (a union reports only "invalid input").
  const isLegs = typeof value === 'object' && value !== null && 'legs' in value
  const parsed = (isLegs ? legsReportJson : reportJson).safeParse(value)
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues
        .slice(0, 20)
        .map(
          (issue) =>
            `$${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${issue.message}`,
        ),
    }
  const document = parsed.data
  if ('legs' in document)
    return {
      ok: true,
      reports: document.legs.map(({ leg, ...report }) => ({ leg, report: reportData(report) })),
    }
  return { ok: true, reports: [{ leg: '', report: reportData(document) }] }
}

function reportData(json: ReportJson): ReportData {
  const method = json.method.policy
    ? {
        ...compact(json.method),
        policy: { file: json.method.policy.file, lines: json.method.policy.lines },
      }
    : compact({ ...json.method, policy: undefined })
  const { fork, baseRun, ...context } = json.context
  const comparisons = json.comparisons.map(comparison)
  return {
    verdict: {
      level: json.verdict.level,
      headline: json.verdict.headline,
      reasons: json.verdict.reasons,
      ...(json.verdict.waived ? { waived: json.verdict.waived } : {}),
    },
    comparisons: comparisons.filter((c) => c.against === 'base'),
    geomean: geomeanFromJson(json.geomean),
    findings: json.findings,
    diagnostics: json.diagnostics,
    context: {
      ...compact(context),
      ...(baseRun ? { baseRun } : {}),
      ...(fork ? { fork: compact(fork) } : {}),
    },
    method,
    ...(json.history ? { history: json.history } : {}),
    ...(json.environments ? { environments: json.environments } : {}),
    ...(json.references ? { references: referencesFromJson(json.references, comparisons) } : {}),
  }
}

function comparison(c: ReportJson['comparisons'][number]): Comparison {
  const { params, ...id } = c.benchmarkId
  const benchmark: BenchmarkId = { ...compact(id), ...(params ? { params } : {}) }
  return {
    against: c.against,
    key: c.key,
    benchmark,
    label: c.benchmark,
    metric: c.metricKind,
    metricName: c.metric,
    unit: c.unit,
    direction: c.direction,
    gated: c.gated,
    base: revision(c.base),
    head: revision(c.head),
    ratio: c.ratio,
    ci: c.ci,
    pValue: c.pValue,
    qValue: c.qValue,
    pMin: c.pMin,
    method: c.method,
    floor: c.floor,
    class: c.class,
    strength: c.strength,
    reasons: c.reasons,
    minimumDetectableEffect: c.minimumDetectableEffect,
    signs: c.signs,
    ...(c.centre === undefined ? {} : { centre: c.centre }),
    ...(c.decisionRow === undefined ? {} : { decisionRow: c.decisionRow }),
    ...(c.qUp == null ? {} : { qUp: c.qUp }),
    ...(c.qDown == null ? {} : { qDown: c.qDown }),
    ...(c.driftShift === undefined ? {} : { driftShift: c.driftShift }),
    ...(c.runToRun === undefined
      ? {}
      : {
          runToRun: {
            sd: c.runToRun.sd,
            runs: c.runToRun.runs,
            ...(c.runToRun.control === true ? { control: true } : {}),
          },
        }),
    ...(c.format === undefined ? {} : { format: c.format }),
    ...(c.failure === undefined
      ? {}
      : {
          failure: {
            side: c.failure.side,
            head: runFailure(c.failure.head),
            base: runFailure(c.failure.base),
          },
        }),
  }
}

/** A side's failure as the model holds it: counts only when both were written. */
function runFailure(
  f: { message: string; failedRuns?: number | undefined; runs?: number | undefined } | null,
): RunFailure | null {
  if (f === null) return null
  return f.failedRuns === undefined || f.runs === undefined
    ? { message: f.message }
    : { message: f.message, failedRuns: f.failedRuns, runs: f.runs }
}

/** Statistics written as null (not available) are NaN again, which the renderers show as n/a. */
function revision(stats: ReportJson['comparisons'][number]['base']): RevisionStats | null {
  if (stats === null) return null
  const number = (value: number | null) => value ?? Number.NaN
  return {
    ...stats,
    median: number(stats.median),
    mad: number(stats.mad),
    min: number(stats.min),
    max: number(stats.max),
    mean: number(stats.mean),
  }
}

/** Drops keys whose value is undefined: zod's optional fields → exact optional properties. */
function compact<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>
  }
}

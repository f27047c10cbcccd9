import type { Comparison, RevisionStats } from '../../model/comparison.js'
import { finiteInterval, finiteOrNull } from './finite-numbers.js'
import { arrayChunks, fieldTexts, objectChunks } from './json-text.js'
import { geomeanJson, referencesObject } from './reference-json.js'
import { countRegressions, regressionCountText } from '../../policy/judge.js'
import type { ReportData } from '../data/report-data.js'
import { REPORT_SCHEMA_VERSION, type ReportJson } from './report-schema.js'
import { rerunFilters, rerunList, rerunTrust } from '../words/rerun-filters.js'

/**
 * The JSON report of docs/architecture.md §6 (the Action's `report-file`, the CLI's `--output json`).
 * Field names are a contract that users' scripts rely on; `schema/report.schema.json` describes
 * them. It carries everything the comment is rendered from, so `bench-verdict preview` can
 * render the comment again from the file.
 *
 * The text of `JSON.stringify(reportObject(data), null, 2)` and a newline, with the comparisons
 * written a batch at a time (json-text.ts says why).
 */
export function renderJson(data: ReportData): string {
  let text = ''
  for (const chunk of renderJsonChunks(data)) text += chunk
  return text
}

/**
 * The text of `renderJson`, in chunks of about half a megabyte (a batch of comparisons each), to
 * be written one after another: peak memory then stays near one batch, where the whole text of
 * 100,000 comparisons is 192 MB, or twice that as a two-byte string (docs/security.md).
 */
export function* renderJsonChunks(data: ReportData): Generator<string> {
  const { head, compared, tail } = reportParts(data)
  yield* objectChunks([
    ...fieldTexts(head),
    ['comparisons', arrayChunks(compared, comparisonObject, BATCH)] as const,
    ...fieldTexts(tail),
  ])
  yield '\n'
}

/** Comparisons per batch: about half a megabyte of text. */
const BATCH = 256

export function reportObject(data: ReportData): ReportJson {
  const { head, compared, tail } = reportParts(data)
  return { ...head, comparisons: compared.map(comparisonObject), ...tail }
}

/**
 * The report's fields before its comparisons, the comparisons (to convert with
 * `comparisonObject`), and the fields after them, in the order the report lists them.
 */
function reportParts(data: ReportData) {
  const head: Pick<ReportJson, 'schemaVersion' | 'verdict' | 'context'> = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    verdict: {
      level: data.verdict.level,
      headline: data.verdict.headline,
      reasons: [...data.verdict.reasons],
      regressions: regressionsObject(data.comparisons, data.verdict.waived),
      ...(data.verdict.waived ? { waived: [...data.verdict.waived] } : {}),
    },
    context: data.context,
  }
  const compared = [...data.comparisons, ...(data.references ?? []).flatMap((r) => r.comparisons)]
  const tail: Omit<ReportJson, keyof typeof head | 'comparisons'> = {
    geomean: geomeanJson(data.geomean),
    findings: [...data.findings],
    rerun: rerunList(data.comparisons),
    rerunFilters: rerunFilters(data.comparisons, rerunTrust(data.context)).map((f) => ({
      ...f,
      benchmarks: [...f.benchmarks],
    })),
    diagnostics: data.diagnostics.map(({ severity, file, location, message }) => ({
      severity,
      file,
      location,
      message,
    })),
    method: methodObject(data.method),
    ...(data.history ? { history: mapValues(data.history, (medians) => [...medians]) } : {}),
    ...(data.environments
      ? {
          environments: {
            base: { ...data.environments.base },
            head: { ...data.environments.head },
          },
        }
      : {}),
    ...(data.references ? { references: referencesObject(data.references) } : {}),
  }
  return { head, compared, tail }
}

/** The count the headline and the count line say (policy's regression-count.ts), with its words. */
function regressionsObject(
  comparisons: ReportData['comparisons'],
  waived: readonly string[] | undefined,
) {
  const count = countRegressions(comparisons, waived)
  return { ...count, text: regressionCountText(count) }
}

function methodObject(method: ReportData['method']): ReportJson['method'] {
  const { policy, ...settings } = method
  return policy
    ? { ...settings, policy: { file: policy.file, lines: [...policy.lines] } }
    : settings
}

function comparisonObject(c: Comparison): ReportJson['comparisons'][number] {
  return {
    against: c.against,
    benchmark: c.label,
    key: c.key,
    benchmarkId: c.benchmark,
    metric: c.metricName,
    metricKind: c.metric,
    unit: c.unit,
    direction: c.direction,
    gated: c.gated,
    ...(c.format === undefined ? {} : { format: c.format }),
    base: revisionObject(c.base),
    head: revisionObject(c.head),
    ratio: finiteOrNull(c.ratio),
    ci: finiteInterval(c.ci),
    pValue: c.pValue,
    qValue: c.qValue,
    pMin: c.pMin,
    method: c.method,
    floor: c.floor,
    class: c.class,
    strength: c.strength,
    reasons: [...c.reasons],
    minimumDetectableEffect: c.minimumDetectableEffect,
    signs: c.signs,
    centre: c.centre ?? 'median',
    ...(c.decisionRow === undefined ? {} : { decisionRow: c.decisionRow }),
    ...(c.failure === undefined ? {} : { failure: c.failure }),
    ...(c.qUp == null ? {} : { qUp: c.qUp }),
    ...(c.qDown == null ? {} : { qDown: c.qDown }),
    ...(c.driftShift === undefined ? {} : { driftShift: c.driftShift }),
    ...(c.runToRun === undefined ? {} : { runToRun: c.runToRun }),
  }
}

function revisionObject(stats: RevisionStats | null): ReportJson['comparisons'][number]['base'] {
  if (!stats) return null
  return {
    n: stats.n,
    median: finiteOrNull(stats.median),
    mad: finiteOrNull(stats.mad),
    min: finiteOrNull(stats.min),
    max: finiteOrNull(stats.max),
    mean: finiteOrNull(stats.mean),
    sd: finiteOrNull(stats.sd),
    cv: finiteOrNull(stats.cv),
    logDispersion: finiteOrNull(stats.logDispersion),
    medianCi: finiteInterval(stats.medianCi),
    outliers: stats.outliers,
    fromSummary: stats.fromSummary,
  }
}

function mapValues<T, U>(
  record: Readonly<Record<string, T>>,
  map: (value: T) => U,
): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]))
}

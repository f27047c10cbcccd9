import type { Comparison, RevisionStats } from '../model/comparison.js'
import type { ReportData } from './report-data.js'

export const REPORT_SCHEMA_VERSION = 1

/**
 * The JSON report of DESIGN.md §6 (the Action's `report-file`, the CLI's `--output json`).
 * Field names are a contract that users' scripts rely on; the schema ships in `schema/`.
 */
export function renderJson(data: ReportData): string {
  return `${JSON.stringify(reportObject(data), null, 2)}\n`
}

export function reportObject(data: ReportData): Record<string, unknown> {
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    verdict: {
      level: data.verdict.level,
      headline: data.verdict.headline,
      reasons: data.verdict.reasons,
    },
    context: data.context,
    comparisons: data.comparisons.map(comparisonObject),
    geomean: data.geomean,
    findings: data.findings,
    rerun: rerunList(data.comparisons),
    diagnostics: data.diagnostics.map(({ severity, file, location, message }) => ({
      severity,
      file,
      location,
      message,
    })),
    method: data.method,
  }
}

function comparisonObject(c: Comparison): Record<string, unknown> {
  return {
    against: c.against,
    benchmark: c.label,
    key: c.benchmark,
    metric: c.metricName,
    metricKind: c.metric,
    unit: c.unit,
    direction: c.direction,
    gated: c.gated,
    base: revisionObject(c.base),
    head: revisionObject(c.head),
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
  }
}

function revisionObject(stats: RevisionStats | null): Record<string, unknown> | null {
  if (!stats) return null
  const { n, median, mad, min, max, mean, sd, medianCi, outliers, fromSummary } = stats
  return { n, median, mad, min, max, mean, sd, medianCi, outliers, fromSummary }
}

/** Benchmarks worth re-running: gated regressions and inconclusive comparisons, unique labels. */
export function rerunList(comparisons: readonly Comparison[]): string[] {
  const labels = comparisons
    .filter((c) => c.gated && (c.class === 'regression' || c.class === 'inconclusive'))
    .map((c) => c.label)
  return [...new Set(labels)]
}

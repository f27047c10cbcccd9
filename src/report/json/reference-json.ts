/** Named references in the JSON report, and read back for `bench-verdict preview`. */
import type { Comparison } from '../../model/comparison.js'
import type { Geomean } from '../../model/verdict.js'
import type { BenchmarkReading, ReferenceReport } from '../data/reference-report.js'
import { PLAIN, referenceSentence } from '../words/reference-sentences.js'
import { finiteInterval, finiteOrNull } from './finite-numbers.js'
import type { ReportJson } from './report-schema.js'

type ReferenceJson = NonNullable<ReportJson['references']>[number]

/**
 * The `references` section: per reference its origin, gate, one-sentence reading, head-vs-reference
 * geomean and per-benchmark readings. Its comparisons go to the report's `comparisons` (with
 * `against` = the name), so they carry the same fields as head against the base.
 */
export function referencesObject(references: readonly ReferenceReport[]): ReferenceJson[] {
  return references.map((r) => ({
    name: r.name,
    source: r.source,
    ...(r.run ? { run: { ...r.run } } : {}),
    ...(r.missing === undefined ? {} : { missing: r.missing }),
    gate: r.gate,
    reading: referenceSentence(r, PLAIN).replace(/\u00a0/g, ' '),
    geomean: geomeanJson(r.geomean),
    benchmarks: r.readings.map((reading) => ({
      key: reading.key,
      benchmark: reading.change.label,
      metric: reading.change.metricName,
      kind: reading.kind,
      sinceReference: reading.sinceReference && {
        ...reading.sinceReference,
        ratio: finiteOrNull(reading.sinceReference.ratio),
        ci: finiteInterval(reading.sinceReference.ci),
      },
      recovery: reading.recovery && {
        fraction: reading.recovery.fraction,
        ci: finiteInterval(reading.recovery.ci),
      },
    })),
  }))
}

/**
 * The references of a JSON report, with their comparisons taken from `comparisons` by `against`.
 * A reading whose comparison is missing from the file is dropped.
 */
export function referencesFromJson(
  references: readonly ReferenceJson[],
  comparisons: readonly Comparison[],
): ReferenceReport[] {
  return references.map((r) => {
    const own = comparisons.filter((c) => c.against === r.name)
    const byKey = new Map(own.map((c) => [c.key, c]))
    const readings = r.benchmarks.flatMap((b): BenchmarkReading[] => {
      const change = byKey.get(b.key)
      return change
        ? [
            {
              key: b.key,
              kind: b.kind,
              change,
              sinceReference: b.sinceReference,
              recovery: b.recovery,
            },
          ]
        : []
    })
    return {
      name: r.name,
      source: r.source,
      ...(r.run ? { run: r.run } : {}),
      ...(r.missing === undefined ? {} : { missing: r.missing }),
      gate: r.gate,
      comparisons: own,
      geomean: geomeanFromJson(r.geomean),
      readings,
    }
  })
}

/**
 * The geomean as the JSON schema types it (mutable arrays). Every interval stands beside the ratio
 * it is of: with a partial interval (docs/method.md §12.1) the model's `ci` is the subset's, so it
 * goes to `ciSubset.ci`, beside the subset's geomean, and `ci` is null.
 */
export function geomeanJson(g: ReferenceReport['geomean']): ReferenceJson['geomean'] {
  // A report read from older JSON may have no geomean at all: left as it is, as JSON.stringify does.
  if (g === null || (g as unknown) === undefined) return g as null
  const { suite, ...plain } = g
  const rest =
    plain.partial && plain.ciSubset !== undefined && plain.ci !== null
      ? { ...plain, ci: null, ciSubset: { ...plain.ciSubset, ci: plain.ci } }
      : plain
  if (suite === undefined) return rest
  const history = suite.historyGeomeans === null ? null : [...suite.historyGeomeans]
  return { ...rest, suite: { ...suite, historyGeomeans: history } }
}

/**
 * A geomean of the JSON report as the model holds it: a subset's interval (`ciSubset.ci`) is the
 * model's `ci` again; older reports, which gave it as `ci`, read as they are. An absent rule S
 * stays absent.
 */
export function geomeanFromJson(g: ReportJson['geomean']): Geomean | null {
  if (g === null) return null
  const { suite, ciSubset, ...rest } = g
  const subset =
    ciSubset === undefined ? {} : { ciSubset: { ratio: ciSubset.ratio, count: ciSubset.count } }
  const ci = ciSubset?.ci ?? rest.ci
  return { ...rest, ci, ...subset, ...(suite === undefined ? {} : { suite }) }
}

/**
 * Hand-made comparisons and report data for renderer tests: every number is chosen here, so the
 * golden comments do not move when the statistics or the fixtures change.
 */
import { benchmarkKey, benchmarkLabel, type BenchmarkId } from '../../src/model/benchmark-result.js'
import type { Comparison, RevisionStats } from '../../src/model/comparison.js'
import type { Verdict } from '../../src/model/verdict.js'
import type { ReportData, RunContext } from '../../src/report/data/report-data.js'

/** Per-revision statistics around `median` (canonical unit) with a raw MAD of `mad`. */
export function revision(median: number, mad = median * 0.01, n = 10): RevisionStats {
  return {
    n,
    median,
    mad,
    min: median - 2 * mad,
    max: median + 3 * mad,
    mean: median + mad / 4,
    sd: mad * 1.5,
    cv: median === 0 ? null : (mad * 1.5) / median,
    logDispersion: median === 0 ? null : (1.4826 * mad) / median,
    medianCi: { lower: median - mad, upper: median + mad, level: 0.9785 },
    outliers: { mild: 0, severe: 0 },
    fromSummary: false,
  }
}

export interface ComparisonSpec {
  readonly id: BenchmarkId
  readonly metricName?: string
  readonly metric?: Comparison['metric']
  readonly unit?: string
  readonly direction?: Comparison['direction']
  readonly gated?: boolean
  /** Medians; null for a missing side. */
  readonly base: number | null
  readonly head: number | null
  /** Relative half-width of the CI around the ratio (0.02 = ±2 %); null for no CI. */
  readonly ciHalfWidth?: number | null
  readonly qValue?: number | null
  readonly class: Comparison['class']
  readonly strength?: Comparison['strength']
  readonly reasons?: readonly string[]
  readonly minimumDetectableEffect?: number | null
  readonly floor?: Comparison['floor']
  readonly format?: string
  readonly n?: number
}

/** A comparison whose ratio is head/base and whose CI is the ratio ± `ciHalfWidth`. */
export function comparison(spec: ComparisonSpec): Comparison {
  const metricName = spec.metricName ?? 'real_time'
  const base = spec.base === null ? null : revision(spec.base, undefined, spec.n)
  const head = spec.head === null ? null : revision(spec.head, undefined, spec.n)
  const compared =
    spec.class !== 'added' && spec.class !== 'removed' && spec.class !== 'not-compared'
  const ratio =
    compared && spec.base !== null && spec.head !== null && spec.base > 0
      ? spec.head / spec.base
      : null
  const half = spec.ciHalfWidth === undefined ? 0.02 : spec.ciHalfWidth
  return {
    against: 'base',
    key: `${benchmarkKey(spec.id)}${JSON.stringify(metricName)}`,
    benchmark: spec.id,
    label: benchmarkLabel(spec.id),
    metric: spec.metric ?? 'wall-time',
    metricName,
    unit: spec.unit ?? 'ns',
    direction: spec.direction ?? 'lower-is-better',
    gated: spec.gated ?? true,
    base,
    head,
    ratio,
    ci:
      ratio === null || half === null
        ? null
        : { lower: ratio * (1 - half), upper: ratio * (1 + half), level: 0.95 },
    pValue: compared ? (spec.qValue ?? null) : null,
    qValue: compared && (spec.gated ?? true) ? (spec.qValue ?? null) : null,
    pMin: compared ? 1.1e-5 : null,
    method: compared ? 'mann-whitney-exact' : 'none',
    floor: spec.floor ?? { value: 0.1, source: 'assumed' },
    class: spec.class,
    strength: spec.strength ?? null,
    reasons: spec.reasons ?? [defaultReason(spec.class)],
    minimumDetectableEffect: spec.minimumDetectableEffect ?? null,
    signs: null,
    ...(spec.format === undefined ? {} : { format: spec.format }),
  }
}

function defaultReason(cls: Comparison['class']): string {
  switch (cls) {
    case 'added':
      return 'new in the head run'
    case 'removed':
      return 'only the base run has this benchmark'
    case 'not-compared':
      return 'a zero time below the timer resolution'
    case 'no-change':
      return 'the whole CI lies inside the ±5 % band'
    default:
      return `${cls} beyond the band`
  }
}

/** What was compared in most scenarios: a PR against `main`, with a base run and its link. */
export const PR_CONTEXT: RunContext = {
  headSha: '4f9d2c7e1b3a58d6e0f1a2b3c4d5e6f708192a3b',
  baseSha: '9a8b7c6d5e4f30211f0e9d8c7b6a5f4e3d2c1b0a',
  baseBranch: 'main',
  baseRun: {
    id: 7312456789,
    url: 'https://github.com/octo-org/bench-demo/actions/runs/7312456789',
    createdAt: '2026-11-27T08:00:12Z',
  },
  commitsBehind: 2,
  headKind: 'pull-request',
  historyRuns: 0,
  controlRuns: 0,
  headSource: 'bench-out/*.json',
  baseSource: 'artifact "bench-results" of run 7312456789',
  fullReportUrl: 'https://github.com/octo-org/bench-demo/actions/runs/7312499999',
}

export const DEFAULT_METHOD: ReportData['method'] = {
  threshold: 0.05,
  noiseFloor: 0.1,
  fdr: 0.05,
  failOn: 'strong',
  failOnInconclusive: false,
  format: 'auto',
  alpha: 0.05,
  thresholdDeterministic: 0.05,
  geomeanThreshold: 0.02,
  geomeanNoiseFloor: 0.05,
  minSamples: 1,
  policy: { file: null, lines: ['environment differences (cpu, cores, build-type): warn'] },
}

/** Report data with PR context and default settings; `verdict` and `comparisons` are required. */
export function reportData(
  parts: Pick<ReportData, 'verdict' | 'comparisons'> & Partial<ReportData>,
): ReportData {
  return {
    geomean: null,
    findings: [],
    diagnostics: [],
    context: PR_CONTEXT,
    method: DEFAULT_METHOD,
    ...parts,
  }
}

export function verdict(level: Verdict['level'], headline: string, reasons = [headline]): Verdict {
  return { level, headline, reasons }
}

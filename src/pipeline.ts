import { compareRuns, type StatisticsSettings } from './compare/compare-runs.js'
import type { BenchmarkResult } from './model/benchmark-result.js'
import type { Diagnostic } from './model/diagnostic.js'
import type { ResultFile } from './model/result-file.js'
import type { Verdict } from './model/verdict.js'
import { parseResultFiles } from './parse/parse-files.js'
import { assignRounds } from './parse/round-ids.js'
import { classifyChange } from './policy/classify-change.js'
import { decideVerdict, type VerdictPolicy } from './policy/decide-verdict.js'
import { defaultGating } from './policy/default-gating.js'
import type { MethodSummary, ReportData, RunContext } from './report/report-data.js'

/** Files of one side (head, base, one history run, the A/A control) and what went wrong getting them. */
export interface SideFiles {
  readonly files: readonly ResultFile[]
  readonly diagnostics: readonly Diagnostic[]
}

/** What acquire found. `base.missing` says why there is no baseline (a neutral outcome). */
export interface Acquisition {
  readonly head: SideFiles
  readonly base:
    SideFiles | { readonly missing: string; readonly diagnostics: readonly Diagnostic[] }
  readonly history: readonly SideFiles[]
  readonly control: SideFiles | null
  readonly context: RunContext
}

/** The I/O at both ends of the pipeline: where results come from, where the report goes. */
export interface PipelinePorts {
  acquire(): Promise<Acquisition>
  publish(report: ReportData): Promise<void>
}

export interface AnalysisSettings {
  /** Adapter id, or `auto`. */
  readonly format: string
  readonly statistics: StatisticsSettings
  readonly verdict: VerdictPolicy
  /** Base and head files are rounds of an interleaved design, paired by `roundPattern`. */
  readonly paired: boolean
  readonly roundPattern: RegExp
}

/**
 * The whole run, in stage order: acquire (I/O) → parse → compare → policy → report data (pure)
 * → publish (I/O). The Action and the CLI differ only in the ports they pass.
 */
export async function runPipeline(
  settings: AnalysisSettings,
  ports: PipelinePorts,
): Promise<ReportData> {
  const acquisition = await ports.acquire()
  const report = analyze(acquisition, settings)
  await ports.publish(report)
  return report
}

/** The pure middle of the pipeline: acquired files → the report's data. */
export function analyze(acquisition: Acquisition, settings: AnalysisSettings): ReportData {
  const diagnostics: Diagnostic[] = []
  const parseSide = (side: SideFiles, paired: boolean): BenchmarkResult[] => {
    diagnostics.push(...side.diagnostics)
    const parsed = parseResultFiles(side.files, settings.format)
    diagnostics.push(...parsed.diagnostics)
    if (!paired) return parsed.results
    const rounds = assignRounds(parsed.results, settings.roundPattern)
    diagnostics.push(...rounds.diagnostics)
    return rounds.results
  }
  const head = parseSide(acquisition.head, settings.paired)
  const missing = 'missing' in acquisition.base ? acquisition.base.missing : undefined
  if ('missing' in acquisition.base) diagnostics.push(...acquisition.base.diagnostics)
  const base = 'missing' in acquisition.base ? [] : parseSide(acquisition.base, settings.paired)
  const history = acquisition.history.map((run) => parseSide(run, false))
  const control = acquisition.control ? parseSide(acquisition.control, false) : undefined
  const compared = compareRuns(
    { base, head, history, ...(control ? { control } : {}), paired: settings.paired },
    settings.statistics,
    {
      classify: (evidence) => classifyChange(evidence, settings.statistics),
      isGated: defaultGating,
    },
  )
  const verdict = overrideVerdict(
    decideVerdict(compared.comparisons, compared.geomean, settings.verdict, compared.findings),
    { headCount: head.length, baseCount: base.length, missing, diagnostics },
  )
  return {
    verdict,
    comparisons: compared.comparisons,
    geomean: compared.geomean,
    findings: compared.findings.map((f) => f.message),
    diagnostics,
    context: acquisition.context,
    method: methodSummary(settings),
  }
}

/** `error` when no head result was read; `no-baseline` when there was nothing to compare with. */
function overrideVerdict(
  verdict: Verdict,
  facts: {
    headCount: number
    baseCount: number
    missing: string | undefined
    diagnostics: readonly Diagnostic[]
  },
): Verdict {
  if (facts.headCount === 0) {
    const problems = facts.diagnostics.filter((d) => d.severity === 'error').length
    return {
      level: 'error',
      headline: 'no head results could be read',
      reasons: [
        problems > 0
          ? `${problems} problem(s) in the head's inputs; see "Problems found in the inputs"`
          : 'the head results matched no file',
      ],
    }
  }
  if (facts.missing !== undefined)
    return {
      level: 'no-baseline',
      headline: `no baseline: ${facts.missing}`,
      reasons: ["the head's numbers are shown below; nothing was compared"],
    }
  if (facts.baseCount === 0)
    return {
      level: 'no-baseline',
      headline: 'no baseline: no base results could be read',
      reasons: ["the head's numbers are shown below; see the problems found in the base's inputs"],
    }
  return verdict
}

function methodSummary(settings: AnalysisSettings): MethodSummary {
  const s = settings.statistics
  return {
    threshold: s.threshold,
    noiseFloor: s.noiseFloor,
    fdr: s.fdr,
    failOn: settings.verdict.failOn,
    failOnInconclusive: settings.verdict.failOnInconclusive,
    format: settings.format,
  }
}

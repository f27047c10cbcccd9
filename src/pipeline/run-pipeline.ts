import {
  sidesOf,
  type Acquisition,
  type LegAcquisition,
  type SideFiles,
} from '../acquire/acquisition.js'
import { compareRuns } from '../compare/compare-runs.js'
import type { BenchmarkResult } from '../model/benchmark-result.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { withoutBytes, type ResultFile } from '../model/result-file.js'
import type { Verdict } from '../model/verdict.js'
import {
  mixedFormatWarnings,
  parseResultFiles,
  type ParsedSide,
  type SidesParser,
  parseSidesInTurn,
  assignRounds,
} from '../parse/parse-files.js'
import {
  decideVerdict,
  countProblems,
  noProblems,
  unreadHeadReasons,
  type InputSide,
  type ProblemCounts,
  type SideEnvironment,
  policyRules,
  reviewPolicy,
  invalidPolicyVerdict,
  summarizePolicy,
  gateOnReferences,
} from '../policy/judge.js'
import {
  type LegReport,
  baseHistory,
  mergeEnvironments,
  type MethodSummary,
  type ReportData,
} from '../report/report.js'
import { analyzeReferences, referenceStanding } from './compare-references.js'
import type { AnalysisSettings } from '../settings/settings.js'

/** Each side's files as parsed, keyed by the acquisition's own `SideFiles` objects. */
export type ParsedSides = ReadonlyMap<SideFiles, ParsedSide>

/** The I/O at both ends of the pipeline: where results come from, where the report goes. */
export interface PipelinePorts {
  acquire(): Promise<Acquisition>
  publish(report: ReportData): Promise<void>
  /** How the sides' files are parsed; default: one after the other in this thread. */
  readonly parseSides?: SidesParser
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
  const parsed = await parseAcquisitions([acquisition], settings, ports.parseSides)
  const report = analyzeParsed(acquisition, parsed, settings)
  await ports.publish(report)
  return report
}

/** The ports of a run over matrix legs: one acquisition per leg, one publication for all. */
export interface LegsPipelinePorts {
  acquire(): Promise<readonly LegAcquisition[]>
  publish(legs: readonly LegReport[]): Promise<void>
  readonly parseSides?: SidesParser
}

/**
 * The Action's run: like `runPipeline`, with one analysis per matrix leg (F25), each leg compared
 * only with the same leg on base, and all legs published together (one comment).
 */
export async function runLegsPipeline(
  settings: AnalysisSettings,
  ports: LegsPipelinePorts,
): Promise<readonly LegReport[]> {
  const legs = await ports.acquire()
  const acquisitions = legs.map((l) => l.acquisition)
  const parsed = await parseAcquisitions(acquisitions, settings, ports.parseSides)
  const reports = legs.map(({ leg, acquisition }) => ({
    leg,
    report: analyzeParsed(acquisition, parsed, settings),
  }))
  await ports.publish(reports)
  return reports
}

/**
 * Parses every side of every acquisition with `parser`; nothing when the policy is invalid. The
 * parser takes the files over: the acquisition keeps each file's name (the report counts and names
 * files) but not its bytes, so each file's bytes can be freed once it is decoded (issue 7).
 */
async function parseAcquisitions(
  acquisitions: readonly Acquisition[],
  settings: AnalysisSettings,
  parser: SidesParser = parseSidesInTurn,
): Promise<ParsedSides> {
  if (settings.policy.problems.length > 0) return new Map()
  const sides = acquisitions.flatMap(sidesOf)
  // Every list is copied before any is emptied: two sides may share one.
  const owned = sides.map((side) => [...side.files])
  for (const side of sides) {
    const files = side.files as ResultFile[]
    files.forEach((file, i) => (files[i] = withoutBytes(file)))
  }
  const parsed = await parser(owned, settings.format)
  const empty: ParsedSide = { results: [], diagnostics: [], environments: new Map(), filesRead: 0 }
  return new Map(sides.map((side, i) => [side, parsed[i] ?? empty]))
}

/** The pure middle of the pipeline: acquired files → the report's data, parsing in this thread. */
export function analyze(acquisition: Acquisition, settings: AnalysisSettings): ReportData {
  const sides = settings.policy.problems.length > 0 ? [] : sidesOf(acquisition)
  const parsed = new Map(sides.map((side) => [side, parseResultFiles(side.files, settings.format)]))
  return analyzeParsed(acquisition, parsed, settings)
}

/**
 * `analyze` with the sides already parsed (`parsed`, from `parseAcquisitions`); a side missing
 * from `parsed` is parsed here.
 */
export function analyzeParsed(
  acquisition: Acquisition,
  parsedSides: ParsedSides,
  settings: AnalysisSettings,
): ReportData {
  if (settings.policy.problems.length > 0) return invalidPolicyReport(acquisition, settings)
  const diagnostics: Diagnostic[] = []
  // Errors by whose inputs they are in, so that an `error` verdict attributes each to its side.
  const problems = noProblems()
  // The same file on two sides (a file compared with itself) is listed once, counted per side.
  const listed = new Set<string>()
  const record = (side: InputSide, found: readonly Diagnostic[]) => {
    for (const d of found) {
      const key = JSON.stringify([d.severity, d.file, d.location, d.message])
      if (listed.has(key)) continue
      listed.add(key)
      diagnostics.push(d)
    }
    problems[side] += countProblems(found)
  }
  const rules = policyRules(settings.policy, settings.statistics)
  // Per-file environments of each side, for the policy's environment check.
  const environments = new Map<SideFiles, SideEnvironment>()
  const parseSide = (
    side: SideFiles,
    paired: boolean,
    whose: InputSide,
  ): readonly BenchmarkResult[] => {
    record(whose, side.diagnostics)
    const parsed = parsedSides.get(side) ?? parseResultFiles(side.files, settings.format)
    record(whose, parsed.diagnostics)
    record(whose, mixedFormatWarnings(parsed.results, whose))
    environments.set(side, parsed)
    if (!paired) return rules.annotate(parsed.results)
    const rounds = assignRounds(parsed.results, settings.roundPattern)
    record(whose, rounds.diagnostics)
    return rules.annotate(rounds.results)
  }
  const head = parseSide(acquisition.head, settings.paired, 'head')
  const missing = 'missing' in acquisition.base ? acquisition.base.missing : undefined
  if ('missing' in acquisition.base) record('base', acquisition.base.diagnostics)
  const base =
    'missing' in acquisition.base ? [] : parseSide(acquisition.base, settings.paired, 'base')
  const history = acquisition.history.map((run) => parseSide(run, false, 'history'))
  const control = acquisition.control ? parseSide(acquisition.control, false, 'control') : undefined
  const compared = compareRuns(
    { base, head, history, ...(control ? { control } : {}), paired: settings.paired },
    settings.statistics,
    rules.comparison,
  )
  const baseEnvironment =
    'missing' in acquisition.base ? undefined : environments.get(acquisition.base)
  const headEnvironment = environments.get(acquisition.head)
  const today = settings.today ?? new Date().toISOString().slice(0, 10)
  const review = reviewPolicy(settings.policy, rules, {
    comparisons: compared.comparisons,
    head,
    environments:
      baseEnvironment && headEnvironment ? { base: baseEnvironment, head: headEnvironment } : null,
    pullRequest: settings.pullRequest ?? null,
    today,
  })
  diagnostics.push(...review.diagnostics)
  const references = analyzeReferences(
    acquisition.references ?? [],
    { head, base, floors: compared.floors },
    (side) => parseSide(side, false, 'references'),
    settings,
    rules.comparison,
  )
  record('references', references.diagnostics)
  const verdict = gateOnReferences(
    overrideVerdict(
      decideVerdict(
        compared.comparisons,
        compared.geomean,
        settings.verdict,
        compared.findings,
        review.signals,
      ),
      {
        headCount: head.length,
        headFiles: acquisition.head.files.length,
        baseCount: base.length,
        missing,
        problems,
      },
    ),
    references.reports,
    {
      policy: settings.verdict,
      standing: referenceStanding(settings.policy, rules, today),
      acknowledgement: review.signals.acknowledgement ?? null,
    },
  )
  return {
    verdict,
    comparisons: compared.comparisons,
    geomean: compared.geomean,
    findings: compared.findings.map((f) => f.message),
    diagnostics,
    context: acquisition.context,
    method: methodSummary(settings),
    history: baseHistory(history, compared.comparisons),
    environments: {
      base: mergeEnvironments(baseEnvironment?.environments.values() ?? []),
      head: mergeEnvironments(headEnvironment?.environments.values() ?? []),
    },
    ...(references.reports.length > 0 ? { references: references.reports } : {}),
  }
}

/** The policy file is unreadable or invalid: verdict `error` with every problem; nothing compared. */
function invalidPolicyReport(acquisition: Acquisition, settings: AnalysisSettings): ReportData {
  return {
    verdict: invalidPolicyVerdict(settings.policy),
    comparisons: [],
    geomean: null,
    findings: [],
    diagnostics: [],
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
    /** Errors per side; the head's and each other side's are told apart (see input-problems.ts). */
    problems: ProblemCounts
    /** Head files found, read or not: "matched no file" only when there are none. */
    headFiles: number
  },
): Verdict {
  if (facts.headCount === 0)
    return {
      level: 'error',
      headline: 'no head results could be read',
      reasons: unreadHeadReasons(facts.problems, facts.headFiles),
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
    alpha: s.alpha,
    thresholdDeterministic: s.thresholdDeterministic,
    geomeanThreshold: s.geomeanThreshold,
    geomeanNoiseFloor: s.geomeanNoiseFloor,
    minSamples: s.minSamples,
    policy: summarizePolicy(settings.policy),
  }
}

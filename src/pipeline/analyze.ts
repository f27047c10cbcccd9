/**
 * The pure middle of the pipeline: acquired files → the report's data. Read the sides, compare
 * head with the base, compare the named references, judge once, assemble the report's data.
 */
import { sidesOf, type Acquisition } from '../acquire/acquisition.js'
import { compareRuns, type Compared } from '../compare/compare-runs.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { buildNotesOnce, parseResultFiles } from '../parse/parse-files.js'
import { invalidPolicyVerdict, judge, policyRules, type JudgeFacts } from '../policy/judge.js'
import {
  baseHistory,
  mergeEnvironments,
  type ReferenceReport,
  type ReportData,
} from '../report/report.js'
import type { AnalysisSettings } from '../settings/settings.js'
import { compareReferences } from './compare-references.js'
import { methodSummary } from './method-summary.js'
import { readRuns, sideReader, type ParsedSides, type ReadRuns } from './read-sides.js'

/**
 * `analyzeParsed`, parsing every side in this thread with its side caps only: the run's budget
 * (docs/security.md "Reading is bounded") is applied by the pipeline (`parseAcquisitions`), which
 * the Action and the CLI run; this is for tests of one analysis.
 */
export function analyze(acquisition: Acquisition, settings: AnalysisSettings): ReportData {
  const sides = settings.policy.problems.length > 0 ? [] : sidesOf(acquisition)
  const parsed = new Map(sides.map((side) => [side, parseResultFiles(side.files, settings.format)]))
  return analyzeParsed(acquisition, parsed, settings)
}

/**
 * One analysis: head against the base (with history and the A/A control for the noise floors),
 * then against each named reference, judged once by the policy. The sides come parsed (`parsed`,
 * from `parseAcquisitions`); a side missing from it is parsed here. An invalid policy file
 * compares nothing: verdict `error` with its problems.
 */
export function analyzeParsed(
  acquisition: Acquisition,
  parsed: ParsedSides,
  settings: AnalysisSettings,
): ReportData {
  if (settings.policy.problems.length > 0) return invalidPolicyReport(acquisition, settings)
  const rules = policyRules(settings.policy, settings.statistics)
  const reader = sideReader(parsed, settings, rules)
  const runs = readRuns(acquisition, reader, settings.paired)
  // Where the head ran (a PR, a push) is the event's: the reasons of its failures name it.
  const { headKind } = acquisition.context
  const runSet = { ...runs.runSet, headKind }
  const compared = compareRuns(runSet, settings.statistics, rules.comparison)
  const sideDiagnostics = reader.take()
  const refs = acquisition.references ?? []
  const sides = { head: runs.head, base: runs.base, headKind }
  const references = compareReferences(refs, sides, compared.floors, reader, settings, rules)
  const facts = judgeFacts(acquisition, runs, compared, references, reader.problems)
  const judged = judge(facts, settings, rules)
  // The policy's diagnostics are listed after the sides' and before the references'.
  const diagnostics = buildNotesOnce([...sideDiagnostics, ...judged.diagnostics, ...reader.take()])
  return reportData(acquisition, settings, runs, compared, references, judged.verdict, diagnostics)
}

function judgeFacts(
  acquisition: Acquisition,
  runs: ReadRuns,
  compared: Compared,
  references: readonly ReferenceReport[],
  problems: JudgeFacts['inputs']['problems'],
): JudgeFacts {
  const { base, head } = runs.environments
  return {
    compared,
    head: runs.head,
    environments: base && head ? { base, head } : null,
    inputs: {
      headCount: runs.head.length,
      headFiles: acquisition.head.files.length,
      baseCount: runs.base.length,
      missing: runs.missing,
      problems,
      headMissing: acquisition.context.headMissing,
      headKind: acquisition.context.headKind,
    },
    references,
  }
}

function reportData(
  acquisition: Acquisition,
  settings: AnalysisSettings,
  runs: ReadRuns,
  compared: Compared,
  references: readonly ReferenceReport[],
  verdict: ReportData['verdict'],
  diagnostics: Diagnostic[],
): ReportData {
  return {
    verdict,
    comparisons: compared.comparisons,
    geomean: compared.geomean,
    findings: compared.findings.map((f) => f.message),
    diagnostics,
    context: countedRuns(acquisition.context, runs),
    method: methodSummary(settings),
    history: baseHistory(runs.history, compared.comparisons),
    environments: {
      base: mergeEnvironments(runs.environments.base?.environments.values() ?? []),
      head: mergeEnvironments(runs.environments.head?.environments.values() ?? []),
    },
    ...(references.length > 0 ? { references } : {}),
  }
}

/**
 * The history and control runs the header counts are those that gave results: a history file
 * read but refused (a github-action-benchmark data.js with code after its object) is named in its
 * error, never counted as an earlier base run beside a floor that says "assumed".
 */
function countedRuns(context: ReportData['context'], runs: ReadRuns): ReportData['context'] {
  const historyRuns = runs.history.filter((run) => run.length > 0).length
  const control = runs.runSet.control
  const controlRuns = control !== undefined && control.length > 0 ? context.controlRuns : 0
  if (historyRuns === context.historyRuns && controlRuns === context.controlRuns) return context
  return { ...context, historyRuns, controlRuns }
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

/**
 * The pipeline's middle for named references: head against each reference, and the
 * base against it, with the statistics of docs/method.md applied as to head against the base.
 */
import { compareRuns, type StatisticsSettings, type RunFloors } from '../compare/compare-runs.js'
import type { BenchmarkResult } from '../model/benchmark-result.js'
import type { HeadKind } from '../model/head-place.js'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import { describeLocation, type Policy, type PolicyRules } from '../policy/judge.js'
import { type ReferenceSide } from '../acquire/acquisition.js'
import { readReference, type ReferenceReport } from '../report/report.js'
import type { SideReader } from './read-sides.js'

/** The runs compared with each reference. */
export interface ReferenceRuns {
  readonly head: readonly BenchmarkResult[]
  /** The base's results; empty when there is no baseline. */
  readonly base: readonly BenchmarkResult[]
  /** What the head is (`RunContext.headKind`), for where a head's failure is said to be. */
  readonly headKind?: HeadKind | undefined
}

/**
 * Every reference compared. For each one with results: head against it with its own
 * `compareRuns` call (`against` = its name), so it is its own FDR family and the head-vs-base
 * q-values and verdict do not depend on it; and the base against it, for the "regression
 * introduced since" reading (reference-report.ts). Both use the base's between-run floors, so a
 * reference run is judged against the same noise as the base. References are never paired with
 * head (they come from other runs), and their results pass through the policy's annotations
 * like the other sides'.
 *
 * @param references the acquired references, in the order given
 * @param floors floors of head against the base: the base branch's history and A/A control
 *   measure the runner's run-to-run noise, which a reference run shares (docs/architecture.md §7, docs/method.md §10)
 * @param reader reads each reference's files; it is also given the diagnostics of references
 *   without files and of policy entries that name no reference
 * @returns one report per reference, in order
 */
export function compareReferences(
  references: readonly ReferenceSide[],
  runs: ReferenceRuns,
  floors: RunFloors,
  reader: Pick<SideReader, 'read' | 'record' | 'problemsOf'>,
  settings: { readonly statistics: StatisticsSettings; readonly policy: Policy },
  rules: Pick<PolicyRules, 'comparison'>,
): ReferenceReport[] {
  const gates = new Map((settings.policy.references ?? []).map((r) => [r.name, r.gate]))
  const reports = references.map((reference): ReferenceReport => {
    const origin = {
      name: reference.name,
      source: reference.source,
      ...(reference.run ? { run: reference.run } : {}),
      gate: gates.get(reference.name) ?? 'off',
    }
    const empty = { comparisons: [], geomean: null, readings: [] }
    if ('missing' in reference.files)
      return { ...origin, ...empty, missing: reference.files.missing }
    const results = reader.read(reference.files, false, 'references')
    if (results.length === 0)
      return { ...origin, ...empty, missing: noResults(reader.problemsOf(reference.files)) }
    const against = (side: readonly BenchmarkResult[], headKind?: HeadKind) =>
      compareRuns(
        { base: results, head: side, floors, headKind },
        settings.statistics,
        rules.comparison,
        reference.name,
      )
    const head = against(runs.head, runs.headKind)
    // The base stands in for the head here: the event's words do not name it.
    const since = runs.base.length > 0 ? against(runs.base).comparisons : []
    return {
      ...origin,
      comparisons: head.comparisons,
      geomean: head.geomean,
      readings: readReference(head.comparisons, since),
    }
  })
  const missing = references.flatMap((r) => ('missing' in r.files ? r.files.diagnostics : []))
  reader.record('references', [...missing, ...unmatchedGates(settings.policy, references)])
  return reports
}

/**
 * Why a reference read no results, naming the problem that explains it (the first error, else the
 * first warning, with its file and location): "no results could be read: nowhere/*.json: no file
 * matches this path or pattern". More problems are counted, not repeated (every one is listed
 * with the problems found in the inputs); with none, its files simply held no benchmark.
 */
function noResults(problems: readonly Diagnostic[]): string {
  const [first] = problems
  if (!first) return 'its files hold no benchmark results'
  const where = [first.file, first.location].filter((part) => part !== '').join(' ')
  const more =
    problems.length > 1
      ? ` (and ${problems.length - 1} more ${problems.length === 2 ? 'problem' : 'problems'}, listed with the problems found in the inputs)`
      : ''
  return `no results could be read: ${where === '' ? '' : `${where}: `}${first.message}${more}`
}

/** `references.<name>` entries of the policy that name no reference of this run: likely a typo. */
function unmatchedGates(policy: Policy, references: readonly ReferenceSide[]): Diagnostic[] {
  const names = references.map((r) => r.name)
  return (policy.references ?? [])
    .filter((rule) => !names.includes(rule.name) && rule.gate !== 'off')
    .map((rule) =>
      diagnostic(
        'warning',
        policy.file ?? '',
        describeLocation(rule.at),
        `no reference of this run is named "${rule.name}" (${names.length > 0 ? `given: ${names.join(', ')}` : 'none given'}), so its gate applies to nothing`,
      ),
    )
}

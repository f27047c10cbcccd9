/** All comparisons, the geomean and suite findings → the overall verdict (docs/method.md §12.2). */
import type { Finding } from '../compare/compare-runs.js'
import { isTestedRow, isWaiting, type Comparison, type Strength } from '../model/comparison.js'
import { onHead, type HeadKind } from '../model/head-place.js'
import type { Geomean, Verdict } from '../model/verdict.js'
import { countedGeomean } from './counted-geomean.js'
import { failureCauses } from './failure-causes.js'
import {
  ALARMS,
  byWorst,
  describeComparison,
  geomeanSignal,
  inconclusiveCauses,
  missingRequiredCause,
  numbers,
  regressionHeadline,
  type Cause,
} from './verdict-causes.js'
import { isAre, plural } from '../model/plural.js'
import type { OnFailure, VerdictPolicy } from './policy.js'

// Defined with the policy's vocabulary (policy.ts), kept here where callers have always found it.
export { DEFAULT_VERDICT_POLICY, FAIL_ON, type FailOn, type VerdictPolicy } from './policy.js'

/**
 * How one gated comparison counts under the policy file: fully, at most as a warning (`gate:
 * warn`), or not at all because a waiver accepts it (`reason` says which and why).
 */
export type Standing =
  | { readonly kind: 'counts' }
  | { readonly kind: 'warn-only' }
  | { readonly kind: 'waived'; readonly reason: string }

/** What the policy file adds to the rules of §12.2 (see review-policy.ts); all optional. */
export interface VerdictSignals {
  /** How each gated comparison counts; without it every comparison counts fully. */
  readonly standing?: (comparison: Comparison) => Standing
  /** How a gated comparison whose run failed on the PR counts; without it, it fails. */
  readonly failure?: (comparison: Comparison) => OnFailure
  /** Required benchmarks (or patterns) the head run has no results for: fail-level. */
  readonly missingRequired?: readonly string[]
  /** Base and head ran in different environments: what the policy makes of it, and the reason. */
  readonly environment?: {
    readonly handling: 'warn' | 'inconclusive'
    readonly headline: string
    readonly reason: string
    /** The difference alone, for a verdict with no change it could explain (nothing compared). */
    readonly fact?: string
  } | null
  /** The reason an acknowledgement label turns `fail` into `warn`, or null. */
  readonly acknowledgement?: string | null
  /** Reasons that change no level but belong with the verdict (an expired waiver, …). */
  readonly notes?: readonly string[]
}

/** Regression strengths from strongest; `failOn` fails everything up to its own position. */
const STRENGTH_ORDER: readonly (Strength | null)[] = ['exact', 'strong', 'likely', 'unverified']
const INFORMATIONAL = new Set<Comparison['class']>(['added', 'removed', 'not-compared', 'failed'])
const COUNTS: Standing = { kind: 'counts' }

/**
 * docs/method.md §12.2, top to bottom over the gated comparisons: fail (a gated run that failed on
 * the PR, a regression whose strength `failOn` counts, or suite rule S's fail); warn (any other
 * regression, S-warn, a detectability finding; a calibration note never changes the level);
 * inconclusive (a row-12/13 possible regression, more than `maxInconclusiveFraction`
 * inconclusive, or nothing testable); pass. With `failOn: never` fail conditions warn instead.
 * Improvements never fail or warn.
 *
 * The policy file adds (`signals`): `gate: warn` regressions only warn; waived regressions and
 * possible regressions do not count; the geomean rules use the comparisons that count fully
 * (counted-geomean.ts); missing required benchmarks fail; an environment mismatch warns (with
 * nothing gated in both runs it is a reason of the inconclusive verdict instead), or makes a
 * verdict drawn from the numbers inconclusive; an acknowledgement label turns `fail` into `warn`.
 *
 * @param comparisons every comparison; added, removed and not-compared are left out of the rules
 * @param geomean the suite geomean (worse-positive ratio), or null
 * @param findings suite findings from compare (and any the caller adds)
 * @param signals what the policy file adds (none by default)
 * @param headKind what the head is (`RunContext.headKind`), for where a reason says it ran
 *   (`onHead`); undefined: unknown
 * @returns level, a short headline ("2 regressions beyond the noise floor (worst: …)") and the
 *   reasons behind it, most important first
 */
export function decideVerdict(
  comparisons: readonly Comparison[],
  geomean: Geomean | null,
  policy: VerdictPolicy,
  findings: readonly Finding[],
  signals: VerdictSignals = {},
  headKind?: HeadKind,
): Verdict {
  const standingOf = signals.standing ?? (() => COUNTS)
  const gated = comparisons.filter((c) => c.gated && !INFORMATIONAL.has(c.class))
  const waived = new Map<Comparison, string>()
  const counted = (c: Comparison): boolean => {
    const standing = standingOf(c)
    if (standing.kind === 'waived') waived.set(c, standing.reason)
    return standing.kind !== 'waived'
  }
  const regressions = gated.filter((c) => c.class === 'regression' && counted(c)).sort(byWorst)
  // Named as waived in every count (regression-count.ts), neither counted nor dropped.
  const waivedRegressions = gated
    .filter((c) => c.class === 'regression' && standingOf(c).kind === 'waived')
    .sort(byWorst)
  const failsUpTo = policy.failOn === 'never' ? -1 : STRENGTH_ORDER.indexOf(policy.failOn)
  const failing = regressions.filter(
    (c) => STRENGTH_ORDER.indexOf(c.strength) <= failsUpTo && standingOf(c).kind === 'counts',
  )
  const failed = new Set(failing)
  const warning = regressions.filter((c) => !failed.has(c))
  const describeCounted = (c: Comparison) =>
    standingOf(c).kind === 'warn-only'
      ? `${describeComparison(c)} (gate: warn)`
      : describeComparison(c)
  const counting = countedGeomean(
    geomean,
    comparisons,
    // A wall-time change CPU time contradicts is not resolved (§8): it cannot move the suite either.
    (c) => standingOf(c).kind === 'counts' && !isWaiting(c),
    policy.geomeanThreshold,
  )
  const signal = geomeanSignal(counting, policy.geomeanThreshold, regressions.length)
  // Its numbers then differ from the suite geomean the report shows: say why.
  const leftOut = [
    ...(gated.some((c) => standingOf(c).kind !== 'counts')
      ? ['the gate: warn and waived comparisons']
      : []),
    ...(gated.some(isWaiting) ? ['the wall-time changes CPU time does not show'] : []),
  ]
  const suite =
    signal && counting !== geomean
      ? { ...signal, reason: `${signal.reason} (without ${leftOut.join(' and ')})` }
      : signal
  const failures = failureCauses(comparisons, signals.failure ?? (() => 'fail'), policy, headKind)
  const required = missingRequiredCause(signals.missingRequired ?? [])
  const environment = signals.environment ?? null
  const tiers: Record<'fail' | 'warn' | 'inconclusive', Cause[]> = {
    fail: [],
    warn: [],
    inconclusive: [],
  }
  // A failed run comes first: no number of the PR's can be trusted for that benchmark.
  if (failures.fail) tiers.fail.push(failures.fail)
  if (failures.warn) tiers.warn.push(failures.warn)
  if (failing.length > 0)
    tiers.fail.push(
      numbers(
        regressionHeadline(failing, regressions, waivedRegressions),
        failing.map(describeCounted),
      ),
    )
  if (suite?.level === 'fail' && policy.failOn !== 'never')
    tiers.fail.push(numbers(suite.headline, [suite.reason]))
  else if (suite) tiers.warn.push(numbers(suite.headline, [suite.reason]))
  if (required) tiers[policy.failOn === 'never' ? 'warn' : 'fail'].push(required)
  if (warning.length > 0)
    tiers.warn.unshift(
      numbers(
        regressionHeadline(warning, warning, waivedRegressions),
        warning.map(describeCounted),
      ),
    )
  for (const alarm of findings.filter((f) => ALARMS.has(f.kind)))
    tiers.warn.push(numbers(ALARMS.get(alarm.kind) ?? alarm.message, [alarm.message]))
  // With nothing gated in both runs (a rename, files of different runs on one side) no number
  // was compared that another machine or build could explain: the verdict is the inconclusive
  // "nothing was compared", and the difference is one of its reasons, not a warning of its own.
  const judgedNothing = gated.length === 0
  if (environment?.handling === 'warn' && !judgedNothing)
    tiers.warn.push({
      headline: environment.headline,
      reasons: [environment.reason],
      fromNumbers: false,
    })
  tiers.inconclusive.push(...inconclusiveCauses(gated, counted, policy, comparisons))
  if (environment?.handling === 'warn' && judgedNothing)
    tiers.inconclusive.push({
      headline: environment.headline,
      reasons: [environment.fact ?? environment.reason],
      fromNumbers: false,
    })
  if (environment?.handling === 'inconclusive') {
    // A different machine or build can explain any verdict the numbers give: say so instead.
    const explained = [...tiers.fail, ...tiers.warn].filter((c) => c.fromNumbers)
    tiers.fail = tiers.fail.filter((c) => !c.fromNumbers)
    tiers.warn = tiers.warn.filter((c) => !c.fromNumbers)
    const otherwise =
      explained.length > 0 ? [`the numbers alone would say: ${explained[0]?.headline ?? ''}`] : []
    const cause = {
      headline: environment.headline,
      reasons: [environment.reason, ...otherwise],
      fromNumbers: false,
    }
    tiers.inconclusive.unshift(cause, ...explained)
    // What still fails (a missing required benchmark) fails; the difference is still named.
    if (tiers.fail.length > 0) tiers.fail.push(cause)
  }
  // With nothing gated in both runs, the cause already says what is in one run only.
  const removed = gated.length > 0 ? removedBenchmarks(comparisons) : []
  const notes = [
    ...[...waived.values()],
    ...failures.notes,
    ...(signals.notes ?? []),
    ...removedNote(removed, headKind),
  ]
  const judged = levelOf(tiers, gated, notes, policy, waivedRegressions, removed.length)
  // Two runs of one build that disagree change no level (§10.4), but whatever the level says rests
  // on an environment that unstable: the reviewer reads that first.
  const unstable = findings.filter((f) => f.kind === 'calibration').map((f) => f.message)
  const decided =
    unstable.length > 0
      ? {
          ...judged,
          reasons: [...unstable, ...judged.reasons.filter((r) => !unstable.includes(r))],
        }
      : judged
  const waivedKeys = gated.filter((c) => standingOf(c).kind === 'waived').map((c) => c.key)
  const verdict = waivedKeys.length > 0 ? { ...decided, waived: waivedKeys } : decided
  const acknowledged = signals.acknowledgement
  if (verdict.level !== 'fail' || !acknowledged) return verdict
  return {
    ...verdict,
    level: 'warn',
    headline: `acknowledged: ${verdict.headline}`,
    reasons: [acknowledged, ...verdict.reasons],
  }
}

/**
 * The highest tier with a cause sets the level and, by its first cause, the headline; a failing
 * verdict also lists the warnings; the notes come last.
 */
function levelOf(
  tiers: Record<'fail' | 'warn' | 'inconclusive', readonly Cause[]>,
  gated: readonly Comparison[],
  notes: readonly string[],
  policy: VerdictPolicy,
  waived: readonly Comparison[],
  removed: number,
): Verdict {
  const reasonsOf = (causes: readonly Cause[]) => causes.flatMap((c) => c.reasons)
  const [fail] = tiers.fail
  if (fail) {
    const reasons = [...reasonsOf(tiers.fail), ...reasonsOf(tiers.warn), ...notes]
    return { level: 'fail', headline: fail.headline, reasons }
  }
  const [warn] = tiers.warn
  if (warn)
    return { level: 'warn', headline: warn.headline, reasons: [...reasonsOf(tiers.warn), ...notes] }
  const [closer] = tiers.inconclusive
  if (closer) {
    const strict = policy.failOnInconclusive
      ? ['fail-on-inconclusive: this verdict fails the step']
      : []
    return {
      level: 'inconclusive',
      headline: `needs a closer look: ${closer.headline}`,
      reasons: [...reasonsOf(tiers.inconclusive), ...notes, ...strict],
    }
  }
  const gone = removed > 0 ? `; ${plural(removed, 'gated benchmark')} removed` : ''
  const scope = `${passScope(gated)}${gone}`
  // "No regression" next to a count line saying "1 waived regression" would contradict it.
  const text =
    waived.length > 0
      ? `${regressionHeadline(waived, [], waived)}, nothing else ${scope}`
      : `no regression ${scope}`
  return { level: 'pass', headline: text, reasons: [text, ...notes] }
}

/**
 * What a pass covers, as parts of one whole: "beyond the thresholds in 3 gated comparisons", with
 * what the judged ones were when some improved ("in 3 gated comparisons (2 no change, 1
 * improved)"), and, when some gated comparisons were not judged, the rest after the judged count:
 * "in 3 of 5 gated comparisons (2 no change, 1 improved); 1 could not be tested (the untested
 * rows 0, 2a, 2b, 3, 4 of model/comparison.ts), 1 inconclusive (the others)". The parts add up to
 * the whole they follow, and the headline never claims a comparison the data could not make
 * (docs/method.md §12.2).
 */
function passScope(gated: readonly Comparison[]): string {
  const count = (cls: Comparison['class']) => gated.filter((c) => c.class === cls).length
  const improved = count('improvement')
  const open = gated.filter((c) => c.class === 'inconclusive')
  const untested = open.filter(
    (c) => c.decisionRow !== undefined && !isTestedRow(c.decisionRow),
  ).length
  const undecided = open.length - untested
  const judged = gated.length - open.length
  const among =
    open.length === 0
      ? plural(gated.length, 'gated comparison')
      : `${judged.toLocaleString('en-US')} of ${plural(gated.length, 'gated comparison')}`
  // A pass has no regression that counts: any left among the judged is waived.
  const kinds = [
    [count('regression'), 'waived'],
    [count('no-change'), 'no change'],
    [improved, 'improved'],
  ] as const
  const judgedParts = improved > 0 ? ` (${partsOf(kinds)})` : ''
  const openParts = partsOf([
    [untested, 'could not be tested'],
    [undecided, 'inconclusive'],
  ])
  return `beyond the thresholds in ${among}${judgedParts}${openParts === '' ? '' : `; ${openParts}`}`
}

/** `2 no change, 1 improved`: the non-zero counts, each with its words. */
function partsOf(counts: readonly (readonly [number, string])[]): string {
  return counts
    .filter(([n]) => n > 0)
    .map(([n, words]) => `${n.toLocaleString('en-US')} ${words}`)
    .join(', ')
}

/** Labels of the benchmarks with a gated metric only the base run has (class `removed`). */
function removedBenchmarks(comparisons: readonly Comparison[]): string[] {
  const labels = comparisons.filter((c) => c.gated && c.class === 'removed').map((c) => c.label)
  return [...new Set(labels)]
}

/**
 * `removed` never changes the level (docs/verdicts.md), but a harness that leaves a failing
 * benchmark out of its file (pytest-benchmark) makes a failure look like a removal: say so, and
 * how `required` turns it into a fail. Where the head ran is said as the event names it (`onHead`):
 * "failed on the PR", "failed in this push".
 */
function removedNote(labels: readonly string[], headKind: HeadKind | undefined): string[] {
  if (labels.length === 0) return []
  const shown = labels.slice(0, 5).join(', ')
  const more = labels.length > 5 ? ` and ${(labels.length - 5).toLocaleString('en-US')} more` : ''
  const which = `${plural(labels.length, 'gated benchmark')} ${isAre(labels.length)} in the base run only (removed): ${shown}${more}`
  return [
    `${which}; a benchmark that was deleted, renamed or failed ${onHead(headKind)} without a result disappears this way, which changes no level; list it under required in the policy to make its absence fail`,
  ]
}

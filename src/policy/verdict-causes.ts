/**
 * The causes behind a verdict level (docs/method.md §12.2), each a short headline ("2 regressions
 * beyond the noise floor (worst: …)") with the reasons behind it; used by decide-verdict.ts.
 */
import { type Finding, percentBand, wallCpuPairs } from '../compare/compare-runs.js'
import { isTestedRow, isWaiting, type Comparison } from '../model/comparison.js'
import { changeAtIntervalText } from '../model/percent-figures.js'
import { agree, isAre, plural } from '../model/plural.js'
import type { Geomean } from '../model/verdict.js'
import type { VerdictPolicy } from './policy.js'
import { countRegressions, regressionCountText } from './regression-count.js'

/** One reason for a level: a short headline and the reasons behind it. */
export interface Cause {
  readonly headline: string
  readonly reasons: readonly string[]
  /** Read from the benchmark numbers, so a different environment can explain it away. */
  readonly fromNumbers: boolean
}

/** Suite findings that warn, and how the headline names them (a calibration note never does, §10.4). */
export const ALARMS = new Map<Finding['kind'], string>([
  ['detectability', 'too few samples for an isolated change to survive the FDR correction'],
])

/**
 * A quarter of the gated comparisons slower by more than θ, each inside its own run-to-run
 * variation (row 13 on the history path), is a suite the runner cannot judge: inconclusive. One
 * such benchmark in a large suite is what a shared runner's noisiest benchmarks always give
 * (docs/method.md §12.2, a choice of ours; the review's rule 3 has no such case).
 */
const UNRESOLVED_SHARE = 0.25

/**
 * §12.2 rule 3: possible regressions (rows 12–13), too many inconclusive, nothing testable, or
 * nothing gated. `all` (every comparison, added and removed too) tells "nothing is gated" from
 * "nothing gated is in both runs": a rename or another filter leaves base and head with no
 * benchmark in common, and the cause says so instead of blaming the gates.
 */
export function inconclusiveCauses(
  gated: readonly Comparison[],
  counted: (c: Comparison) => boolean,
  policy: VerdictPolicy,
  all: readonly Comparison[] = gated,
): Cause[] {
  const inconclusive = gated.filter((c) => c.class === 'inconclusive')
  // Row 13 on the history path (an estimate beyond θ inside this benchmark's own run-to-run
  // variation) says "cannot tell" on its row; it makes the verdict inconclusive only through the
  // inconclusive fraction, since some benchmarks of a suite on a shared runner always vary more
  // than the threshold (docs/method.md §12.2).
  const possible = inconclusive
    .filter(
      (c) =>
        (c.decisionRow === '12' ||
          (c.decisionRow === '13' && c.floor.source !== 'history') ||
          untestedBeyondBand(c)) &&
        worse(c) > 0 &&
        counted(c),
    )
    .sort(byWorst)
  const testable = gated.some((c) =>
    c.decisionRow === undefined ? c.pValue !== null : isTestedRow(c.decisionRow),
  )
  const causes: Cause[] = []
  if (possible.length > 0)
    causes.push(
      numbers(
        `${plural(possible.length, 'possible regression')} (${possible.length > 1 ? 'worst: ' : ''}${changeOf(possible[0])})`,
        possible.map(describeComparison),
      ),
    )
  const waiting = inconclusive.filter((c) => isWaiting(c) && counted(c)).sort(byWorst)
  if (waiting.length > 0) {
    const first = waiting[0]
    // The CPU time at the step its own interval sets, as its table row and the cross-check's
    // reason print it (model/percent-figures.ts).
    const cpuTime = wallCpuPairs(all).find((pair) => pair.wall === first)?.cpu
    const cpu = first?.waiting
      ? `, CPU time ${changeAtIntervalText(first.waiting.cpuRatio, cpuTime?.ci ?? null, ' ')}`
      : ''
    const what = `${plural(waiting.length, 'wall-time regression')} CPU time does not show`
    const text = `${what} (${waiting.length > 1 ? 'worst: ' : ''}${changeOf(first)}${cpu}): runner contention or a new wait`
    causes.push(numbers(text, waiting.map(describeComparison)))
  }
  const unresolved = inconclusive.filter(
    (c) => c.decisionRow === '13' && c.floor.source === 'history' && worse(c) > 0 && counted(c),
  )
  if (gated.length > 0 && unresolved.length / gated.length >= UNRESOLVED_SHARE) {
    const text = `${unresolved.length.toLocaleString('en-US')} of ${plural(gated.length, 'gated comparison')} moved beyond the threshold within their run-to-run variation: too noisy to tell`
    causes.push(numbers(text, unresolved.map(describeComparison)))
  }
  // A waived comparison does not count toward the verdict, inconclusive or not: the count lines
  // name it as waived (docs/policy.md, Waivers).
  const open = inconclusive.filter(counted)
  if (gated.length > 0 && open.length / gated.length > policy.maxInconclusiveFraction) {
    const text = `${open.length.toLocaleString('en-US')} of ${plural(gated.length, 'gated comparison')} ${isAre(open.length)} inconclusive`
    causes.push(numbers(text, [text]))
  }
  if (gated.length === 0) {
    causes.push(nothingGated(all))
  } else if (!testable) {
    const text = 'none of the gated comparisons could be tested or compared exactly'
    causes.push(numbers(text, [text]))
  }
  return causes
}

/** Classes of a gated metric that is not in both runs, in the order the count line names them. */
const UNMATCHED = ['added', 'removed', 'not-compared'] as const

/** No gated comparison to judge: because none is gated, or because none is in both runs. */
function nothingGated(all: readonly Comparison[]): Cause {
  const unmatched = all.filter((c) => c.gated && (UNMATCHED as readonly string[]).includes(c.class))
  if (unmatched.length === 0) {
    const text = 'no comparison is gated, so nothing was judged'
    const why =
      'every compared metric is informational here (a gate: off rule, or a metric of unknown direction); gate at least one metric to get a verdict'
    return numbers(text, [why])
  }
  // A not-compared metric is in both runs: it was left out for a reason of its own (files of
  // different runs on one side, a harness error, another unit), which the cause names instead of
  // blaming a rename.
  const left = unmatched.filter((c) => c.class === 'not-compared')
  const oneSided = unmatched.filter((c) => c.class !== 'not-compared')
  const shared = all.some(
    (c) => !(UNMATCHED as readonly string[]).includes(c.class) && c.class !== 'failed',
  )
  const text =
    left.length > 0
      ? `${plural(left.length, 'gated metric')} ${isAre(left.length)} in both base and head but could not be compared, so nothing was judged`
      : shared
        ? 'no gated metric is in both base and head, so nothing was judged'
        : 'base and head have no benchmark in common, so nothing was compared'
  const reasons = [
    ...left.slice(0, LISTED_LEFT_OUT).map(describeComparison),
    ...(left.length > LISTED_LEFT_OUT
      ? [`… and ${(left.length - LISTED_LEFT_OUT).toLocaleString('en-US')} more not compared`]
      : []),
  ]
  if (oneSided.length === 0) return numbers(text, reasons)
  const metrics = `${plural(oneSided.length, 'gated metric')} ${isAre(oneSided.length)}`
  // perf stat's CSV does not name the command: its benchmark is the file's name (docs/harnesses/perf-stat.md).
  const byFile = oneSided.every((c) => c.format === 'perf-stat-csv')
    ? "; perf stat's CSV names each benchmark after its file (bench-out/parse.csv is parse), so give base and head files the same name"
    : ''
  const counts = UNMATCHED.map((k) => [k, oneSided.filter((c) => c.class === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n.toLocaleString('en-US')} ${k === 'not-compared' ? 'not compared' : k}`)
    .join(', ')
  const why = `${metrics} in only one of the runs (${counts}): check that base and head ran the same benchmarks under the same names and filters (a rename, a different benchmark filter, another result file)${byFile}`
  return numbers(text, [...reasons, why])
}

/** Not-compared metrics named with their reason when nothing was judged; the rest are counted. */
const LISTED_LEFT_OUT = 5

export function missingRequiredCause(missing: readonly string[]): Cause | undefined {
  if (missing.length === 0) return undefined
  const headline =
    missing.length === 1
      ? `required benchmark ${missing[0] ?? ''} has no head results`
      : `${plural(missing.length, 'required benchmark')} have no head results`
  const reasons = missing.map(
    (name) => `required benchmark ${name} has no head results: it was removed, renamed or failed`,
  )
  return { headline, reasons, fromNumbers: false }
}

/**
 * Suite rule S of §12.2 (computed by compare, `geomean.suite`) as a verdict cause: `fail` on
 * S-fail, `warn` on S-warn. "Diffuse" (many small slowdowns no single benchmark shows) is said
 * only when no benchmark is itself named a regression; otherwise the named ones are part of what
 * moved the suite, and the reason says so. Fewer than 2 members: no rule.
 *
 * @param geomean worse-positive suite geomean with rule S, or null
 * @param threshold τ_geo as a fraction (0.02)
 * @param regressionsNamed gated benchmarks already classified as regressions
 */
export function geomeanSignal(
  geomean: Geomean | null,
  threshold: number,
  regressionsNamed = 0,
): { level: 'fail' | 'warn'; headline: string; reason: string } | null {
  const rule = geomean?.suite
  if (rule === undefined || (!rule.fail && !rule.warn)) return null
  const band = percentBand(Math.log1p(threshold))
  // Case N warns above max(τ_geo, φ_geo) (§12.2): the suite floor when it is the wider, and then
  // the headline names it, the one that decided, and the reason says why it, not the band, applies.
  const floorDecides = rule.case === 'none' && rule.floor > Math.log1p(threshold)
  const decider = floorDecides ? `${percentBand(rule.floor)} suite floor` : `${band} band`
  // The geomean at the step the comment's Suite geomean line rounds it to (report/words/
  // geomean-scope.ts): its interval's, unless that interval is over only some members.
  const interval = geomean?.partial === false ? geomean.ci : null
  const mean = changeAtIntervalText(Math.exp(rule.mean), interval, ' ')
  const moved = `the gated comparisons moved ${mean} on average (geometric mean of ${rule.members})`
  const against =
    rule.case === 'history'
      ? `beyond the run-to-run variation of the suite geomean over ${rule.historyGeomeans?.length ?? 0} base runs (p = ${(rule.fail ? (rule.pFail ?? 1) : (rule.pWarn ?? 1)).toPrecision(2)})`
      : rule.case === 'paired'
        ? `with the fixed-effect CI ${rule.fail ? `beyond the ${band} band` : 'above zero'}`
        : floorDecides
          ? `above the ${decider} (wider than the ${band} band: without history the suite's run-to-run variation is assumed, not measured), so this only warns`
          : `above the ${decider}; without history the suite's run-to-run variation is not measured, so this only warns`
  const named =
    regressionsNamed === 0
      ? ': a diffuse regression, no single benchmark a regression but the suite as a whole slower'
      : `; the ${agree(regressionsNamed, 'regression', plural(regressionsNamed, 'regression'))} named here ${agree(regressionsNamed, 'accounts', 'account')} for part or all of it`
  const reason = `${moved}, ${against}${named}`
  if (rule.fail)
    return {
      level: 'fail',
      headline:
        regressionsNamed === 0
          ? `a diffuse regression: the suite geomean moved ${mean}`
          : `the suite geomean moved ${mean}`,
      reason,
    }
  return {
    level: 'warn',
    headline: `the suite geomean moved ${mean}, above the ${decider}`,
    reason,
  }
}

/**
 * "2 regressions beyond the noise floor (worst: BM_Crc32/1024 real_time +35.5 %)", or with weaker
 * ones "2 regressions (+1 likely), worst: …", with waived ones "1 regression (+1 waived), …": the
 * count is regression-count.ts's, the one every output says.
 *
 * @param shown the regressions the headline names the worst of (sorted worst first)
 * @param counted every regression that counts toward the verdict (default: `shown`; empty when
 *   only waived ones are shown)
 * @param waived the gated regressions a waiver accepts: counted as waived
 */
export function regressionHeadline(
  shown: readonly Comparison[],
  counted: readonly Comparison[] = shown,
  waived: readonly Comparison[] = [],
): string {
  const count = countRegressions(
    [...counted, ...waived],
    waived.map((c) => c.key),
  )
  const text = regressionCountText(count)
  const among = counted.length > 0 ? counted : shown
  const worst = `${among.length > 1 ? 'worst: ' : ''}${changeOf(shown[0])}`
  if (count.firm === count.total) return `${text} beyond the noise floor (${worst})`
  // "… (+1 likely) (worst: …)" would stack parentheses.
  return text.endsWith(')') ? `${text}, ${worst}` : `${text} (${worst})`
}

/** `BM_Crc32/1024 real_time +35.5 %`: the change as the reader knows the metric (head/base). */
function changeOf(c: Comparison | undefined): string {
  if (!c) return ''
  // Rounded as the table's Change column rounds it (model/percent-figures.ts).
  const change = c.ratio === null ? '' : ` ${changeAtIntervalText(c.ratio, c.ci, ' ')}`
  return `${c.label} ${c.metricName}${change}`
}

export function numbers(headline: string, reasons: readonly string[]): Cause {
  return { headline, reasons, fromNumbers: true }
}

/**
 * Row 4 with δ̃ > θ_u (docs/method.md §7, §12.2): an estimate beyond the untestable band that the
 * data cannot test (too few samples with overlapping sides, means set by outliers, no printed
 * spread). It is a possible regression the data cannot resolve, never evidence of no change.
 */
export function untestedBeyondBand(c: Comparison): boolean {
  return c.decisionRow === '4' && c.band !== undefined && worse(c) > Math.log1p(c.band)
}

/** δ of the comparison, worse-positive (docs/method.md §0); 0 without a ratio. */
function worse(c: Comparison): number {
  const delta = c.ratio === null ? 0 : Math.log(c.ratio)
  return c.direction === 'higher-is-better' ? -delta : delta
}

export function byWorst(a: Comparison, b: Comparison): number {
  return worse(b) - worse(a)
}

/**
 * `BM_Parse (real_time): failed on the PR: …`: a comparison and its first reason (or its class), as
 * the verdict's reasons name it; the terminal's notes match it to say a reason once.
 */
export function describeComparison(c: Comparison): string {
  return `${c.label} (${c.metricName}): ${c.reasons[0] ?? c.class}`
}

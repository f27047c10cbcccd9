/** One comparison's evidence → regression | improvement | no-change | inconclusive (docs/method.md §11). */
import { type ChangeEvidence, type Classification, percentChange } from '../compare/compare-runs.js'
import type { DecisionRow, Strength } from '../model/comparison.js'
import {
  bandTextOfLog,
  changeAtIntervalText,
  changeWithIntervalText,
  detectableTextOfLog,
} from '../model/percent-figures.js'

/** The reasons are plain text (JSON, terminal, the comment): a plain space before `%`. */
const SPACE = ' '
const percentBand = (logBand: number): string => bandTextOfLog(logBand, SPACE)

/** The knobs of the decision table; relative values (0.05 = 5 %). */
export interface ClassificationPolicy {
  /** τ: the smallest change that matters. */
  readonly threshold: number
  /** τ_det: the band for exact (deterministic) metrics. */
  readonly thresholdDeterministic: number
  readonly fdr: number
  readonly alpha: number
  /** Fewer samples on a side than this → inconclusive (row 2a); 1 turns the rule off. */
  readonly minSamples: number
}

/**
 * docs/method.md §11, rows 0–14 evaluated top to bottom with the inequalities as written:
 * τ_log = ln(1+τ); θ = θ_b and θ_u as compare computed them with this τ (`evidence.theta`,
 * `evidence.thetaU`: §10.6, §7; the rules' `thresholdOf` gives compare the same τ);
 * θ_det = ln(1+τ_det). *strong* needs the conditional-BH q of the minimum-effect test (q↑ or
 * q↓ ≤ fdr, §9.2–9.3), *likely* the point-null q0 ≤ fdr, both with the estimate beyond θ;
 * *possible* (row 12) is q0 ≤ 0.25. A regression or improvement of a metric whose direction is
 * unknown becomes inconclusive on the row that found it (§11: the row is kept). Inconclusive
 * results say what would resolve them and give the minimum detectable effect.
 *
 * @param evidence worse-positive log δ̃, its CI, q0, q↑, q↓, θ, θ_u, the path and floor
 * @param policy thresholds and levels
 * @returns class, strength, plain-English reasons (the first explains the class) and the row
 */
export function classifyChange(
  evidence: ChangeEvidence,
  policy: ClassificationPolicy,
): Classification {
  const decided = withBand(decide(evidence, policy), evidence, policy)
  const moved = decided.class === 'regression' || decided.class === 'improvement'
  if (moved && !evidence.directionKnown) {
    const reason = `${change(evidence)}, but whether higher is better is not configured for this metric`
    const reasons = [reason, ...decided.reasons]
    return { ...decided, class: 'inconclusive', strength: null, reasons }
  }
  if (decided.class !== 'inconclusive' || evidence.minimumDetectableEffect === null) return decided
  // Rows 12–13 already say the smallest detectable change in their first reason.
  if (decided.row === '12' || decided.row === '13') return decided
  // A detectable change that is the band itself is one suite-wide figure: the report says it once.
  if (decided.band !== undefined && !(evidence.minimumDetectableEffect > decided.band))
    return decided
  const mde = `at this n the smallest change it can resolve is about ${detectableTextOfLog(evidence.minimumDetectableEffect, SPACE)}`
  return { ...decided, reasons: [...decided.reasons, mde] }
}

/**
 * The band the row was decided against (log): θ_det on the exact path, θ_u when untestable (§7),
 * else θ_b (§10.6), both as the evidence carries them; none for invalid data.
 */
function withBand(
  decided: Classification,
  e: ChangeEvidence,
  policy: ClassificationPolicy,
): Classification {
  if (e.path === 'invalid') return decided
  if (e.path === 'deterministic')
    return { ...decided, band: Math.log1p(policy.thresholdDeterministic) }
  return { ...decided, band: e.path === 'untestable' ? e.thetaU : e.theta }
}

const INCONCLUSIVE_ROWS: ReadonlySet<DecisionRow> = new Set(['0', '2a', '2b', '4', '12', '13'])
const NO_CHANGE_ROWS: ReadonlySet<DecisionRow> = new Set(['2', '9', '10', '11', '14'])
/** q0 at or below this is a *possible* change (§11 row 12; a fixed constant of §13). */
const POSSIBLE_Q = 0.25

function decide(e: ChangeEvidence, policy: ClassificationPolicy): Classification {
  const d = e.delta
  // Rows that are neither inconclusive nor no-change move: a regression when δ > 0.
  const row = (id: DecisionRow, strength: Strength | null, reason: string): Classification => {
    const moved = d > 0 ? 'regression' : 'improvement'
    const kind = INCONCLUSIVE_ROWS.has(id)
      ? 'inconclusive'
      : NO_CHANGE_ROWS.has(id)
        ? 'no-change'
        : moved
    return { class: kind, strength, row: id, reasons: [reason] }
  }
  if (e.path === 'invalid') return row('0', null, e.invalidReason ?? 'invalid data')
  const text = change(e)
  if (e.path === 'deterministic') {
    const band = Math.log1p(policy.thresholdDeterministic)
    const where = `the ${percentBand(band)} threshold for exact metrics`
    if (Math.abs(d) > band) return row('1', 'exact', `${text} exactly, beyond ${where}`)
    return row('2', 'exact', `${text} exactly, within ${where}`)
  }
  const smallest = Math.min(e.sampleSizes.base, e.sampleSizes.head)
  if (smallest < policy.minSamples) {
    const asked = `the policy asks for at least ${policy.minSamples}`
    return row('2a', null, `too few samples: ${smallest} on a side, ${asked}`)
  }
  if (e.belowResolution) {
    // Row 2b, no-change reading (docs/method.md §7): equal medians, and no change within one
    // quantum could matter. Kept apart from the statistical rows below it.
    const bound = e.resolutionBound ?? null
    if (bound !== null && bound <= Math.log1p(policy.threshold)) {
      const within = `a change hidden below it is at most ${percentBand(bound)}, within the ${percentBand(Math.log1p(policy.threshold))} threshold`
      const reason = `no change: the medians are equal and the sides differ by at most one unit of the last printed digit; ${within}`
      return { class: 'no-change', strength: 'equivalent', row: '2b', reasons: [reason] }
    }
    const why = 'the sides differ by at most one unit of the last printed digit'
    return row('2b', null, `${text} is below the printed resolution: ${why}`)
  }
  const tau = Math.log1p(policy.threshold)
  const { theta, thetaU } = e
  const history = e.floor.source === 'history'
  const noise = noiseText(e)
  if (e.path === 'untestable') {
    const unit = e.paired ? 'rounds' : 'samples per side'
    const needed =
      e.samplesNeeded === null ? '' : `; any test needs at least ${e.samplesNeeded} ${unit}`
    const tooFew = history
      ? 'the earlier base runs show no run-to-run variation to test it against'
      : e.pMin !== null && e.pMin > policy.alpha
        ? `the smallest p this design can reach, ${fixed(e.pMin)}, is above α = ${policy.alpha}`
        : `n = ${smallest} on a side`
    const why = e.untestableReason
    if (Math.abs(d) <= thetaU || !e.separated) {
      const reason =
        why === null
          ? `too few samples to test ${text} (${tooFew})${needed}`
          : `cannot test ${text}: ${why}`
      return row('4', null, reason)
    }
    const agreement = e.paired ? 'every round agrees' : 'the sides do not overlap'
    const claim = `${text} beyond ${percentBand(thetaU)} and ${agreement}`
    const untested =
      why === null
        ? `too few samples to test it (${tooFew})${needed}`
        : `it cannot be tested: ${why}`
    return row('3', 'unverified', `${claim}, but ${untested}`)
  }
  const q0 = e.qValue ?? 1
  const qUp = e.qUp ?? 1
  const qDown = e.qDown ?? 1
  const significant = q0 <= policy.fdr
  const lower = e.ci?.lower ?? -Infinity
  const upper = e.ci?.upper ?? Infinity
  const bandWords = percentBand(theta)
  if (d > theta) {
    if (qUp <= policy.fdr)
      return row(
        '5',
        'strong',
        `${text}, beyond the ${bandWords} band (${qText('q↑', qUp)})${noise}`,
      )
    if (significant)
      return row(
        '6',
        'likely',
        `${text}, significant (${qText('q', q0)}), but not shown to be beyond the ${bandWords} band${noise}`,
      )
  }
  if (d < -theta) {
    if (qDown <= policy.fdr)
      return row(
        '7',
        'strong',
        `${text}, beyond the ${bandWords} band (${qText('q↓', qDown)})${noise}`,
      )
    if (significant)
      return row(
        '8',
        'likely',
        `${text}, significant (${qText('q', q0)}), but not shown to be beyond the ${bandWords} band${noise}`,
      )
  }
  const resolvable = !(e.paired && !significant && e.signsDisagree)
  const annotate = (c: Classification): Classification =>
    resolvable
      ? c
      : { ...c, reasons: [...c.reasons, 'not resolvable: the rounds disagree in sign'] }
  if (Math.abs(d) <= tau) {
    const inside = -tau <= lower && upper <= tau
    const note = significant ? 'significant but below the threshold' : 'not significant'
    const reason = `${text} is within the ${percentBand(tau)} threshold${inside ? ', CI included' : ''} (${note})${noise}`
    return annotate(row(inside ? '9' : '10', inside ? 'equivalent' : 'in-noise', reason))
  }
  if (e.floor.source === 'aa-control' && Math.abs(d) <= e.floor.log) {
    const reason = `${text} is inside this benchmark's A/A variation of ${percentBand(e.floor.log)} (measured against an A/A control run)`
    return row('11', 'run-to-run-noise', reason)
  }
  const unresolved = tooNoisy(e, policy.threshold, theta)
  if (q0 <= POSSIBLE_Q) {
    const inside =
      e.floor.source !== 'assumed' || Math.abs(d) > theta
        ? ''
        : Math.abs(d) <= e.floor.log
          ? `, inside the assumed ${percentBand(e.floor.log)} run-to-run variation`
          : `, inside ${guardText(e)}`
    const possible =
      Math.abs(d) > theta ? reachesInside(e, theta, q0) : `${text} (${qText('q', q0)})${inside}`
    return row('12', null, `possible change: ${possible}${noise}; ${unresolved}`)
  }
  // On the history path too (docs/method.md §11, row 13 and §16): an estimate beyond θ that the
  // run-to-run variation cannot resolve is "cannot tell", never "no change".
  if (Math.abs(d) > theta) {
    const against = history
      ? `not significant against this benchmark's run-to-run variation${noise}`
      : 'not significant at this sample size: more samples needed'
    return annotate(row('13', null, `${reachesInside(e, theta, q0)}; ${against}; ${unresolved}`))
  }
  if (history)
    return row('14', 'run-to-run-noise', `${text}, not significant (${qText('q', q0)})${noise}`)
  return annotate(row('14', 'in-noise', `${text}, not significant (${qText('q', q0)})`))
}

/** "(sd ±1.2 %, from 5 runs)": the history path's measured run-to-run variation, for reasons. */
function noiseText(e: ChangeEvidence): string {
  if (e.runToRun === null) return ''
  const { runs, control, sd } = e.runToRun
  // The A/A control is one of the runs counted, but it is no base run: name it (§10.3–10.4).
  const base = control === true ? runs - 1 : runs
  const baseRuns = base === 1 ? 'the base run' : `${base} base runs`
  const from = control === true ? `${baseRuns} and the A/A control run` : baseRuns
  return `; run-to-run variation of this benchmark, measured from ${from}: ${percentBand(sd)}`
}

/**
 * "too noisy to resolve 5 %: smallest detectable change here ±z %; add history or interleave
 * rounds": why an estimate beyond the threshold is no verdict, and what would resolve it
 * (docs/method.md §11.1).
 */
function tooNoisy(e: ChangeEvidence, threshold: number, band: number): string {
  const tau = percentBand(Math.log1p(threshold)).slice(1)
  const own = e.ownDetectableEffect
  const detectable = (log: number) => detectableTextOfLog(log, SPACE)
  const shared = e.minimumDetectableEffect !== null && !(e.minimumDetectableEffect > band)
  // A detectable change that is the band itself is one suite-wide figure, said once by the
  // report (beside the inconclusive table), not in every reason.
  const mde =
    e.minimumDetectableEffect === null || (shared && !(own !== null && own < band))
      ? ''
      : guardSets(e, threshold) && own !== null && own < e.minimumDetectableEffect
        ? `: smallest detectable change here ${detectable(e.minimumDetectableEffect)} (${GUARD_WORDS}), ${detectable(own)} by this benchmark's own interval`
        : `: smallest detectable change here ${detectable(e.minimumDetectableEffect)}`
  const advice =
    e.floor.source === 'assumed'
      ? e.floor.controlUnused === true
        ? 'the A/A control run gave no usable measurement of this benchmark; add history or interleave rounds'
        : 'add history, an A/A control or interleaved rounds'
      : e.floor.source === 'paired'
        ? 'add rounds or repetitions'
        : e.floor.source === 'history'
          ? 'add history runs or interleave rounds'
          : 'add history or interleave rounds'
  return `too noisy to resolve ${tau}${mde}; ${advice}`
}

/** The suite's empirical-null guard is what θ is on the assumed band path (§10.5). */
function guardSets(e: ChangeEvidence, threshold: number): boolean {
  return e.floor.source === 'assumed' && e.guard > Math.max(Math.log1p(threshold), e.floor.log)
}

/**
 * What the empirical-null guard is, in the reasons (docs/method.md §10.5): five times S_D, the
 * spread of the suite's shifts, for raw samples; five times ω̂, the between-run part of that spread
 * the shifts' own intervals do not explain, for tested summaries. Both measure how far this
 * suite's benchmarks move from one run to the next; neither is "the suite's changes" (most of
 * them are no change) nor the assumed run-to-run variation.
 */
const GUARD_WORDS = "five times how far this suite's benchmarks typically move between runs"

/** "±42 %, five times how far …": the guard θ came from, named as what it is. */
function guardText(e: ChangeEvidence): string {
  return `${percentBand(e.guard)}, ${GUARD_WORDS}`
}

/**
 * The change as the reader knows the metric: the raw head/base change, not the flipped δ, rounded
 * at the step its interval sets (model/percent-figures.ts), as the report's Change column is.
 */
function change(e: ChangeEvidence): string {
  // A change to or from 0 has no ratio to round: compare's words (`up from 0`, `−100 %`).
  if (!Number.isFinite(e.delta)) return percentChange(e.higherIsBetter ? -e.delta : e.delta)
  return changeAtIntervalText(rawRatio(e), rawInterval(e), SPACE)
}

/** head/base in the metric's own orientation: e^δ, or e^−δ when higher is better. */
function rawRatio(e: ChangeEvidence): number {
  return Math.exp(e.higherIsBetter ? -e.delta : e.delta)
}

/** The CI of `rawRatio` (the evidence's CI is worse-positive: flipped back when higher is better). */
function rawInterval(e: ChangeEvidence): { lower: number; upper: number } | null {
  if (e.ci === null) return null
  const { lower, upper } = e.ci
  return e.higherIsBetter
    ? { lower: Math.exp(-upper), upper: Math.exp(-lower) }
    : { lower: Math.exp(lower), upper: Math.exp(upper) }
}

/**
 * Why an estimate beyond the band θ is no regression or improvement (rows 12–13): its interval
 * reaches inside ±θ, so a change within the band is as consistent with the data ("+13.2 % [+4 %,
 * +22 %], whose interval reaches inside the ±11.2 % band"); or, when the whole interval is beyond
 * θ, its q (corrected for the suite's other comparisons, §9) is above the FDR.
 *
 * @param theta θ on the log scale
 * @param q the q the row quotes
 * @returns the change with its interval (alone without one) and the clause saying why, which
 *   quotes q
 */
function reachesInside(e: ChangeEvidence, theta: number, q: number): string {
  const band = percentBand(theta)
  const interval = rawInterval(e)
  if (e.ci === null || interval === null)
    return `${change(e)} (${qText('q', q)}), with no interval to show it beyond the ${band} band`
  const text = changeWithIntervalText(rawRatio(e), interval, SPACE)
  // Worse-positive: a change up (δ > 0) must keep its lower bound beyond θ, a change down its upper.
  const inside = e.delta > 0 ? e.ci.lower <= theta : e.ci.upper >= -theta
  return inside
    ? `${text} (${qText('q', q)}), whose interval reaches inside the ${band} band`
    : `${text}, whose interval is beyond the ${band} band but whose ${qText('q', q)}, corrected for this suite's other comparisons, is too large`
}

function fixed(probability: number): string {
  return probability.toPrecision(2)
}

/** `q = 1.4e-66`; a q that underflowed to 0 is said as a bound, never as "0.0". */
function qText(name: string, q: number): string {
  return q > 0 ? `${name} = ${fixed(q)}` : `${name} < ${Number.MIN_VALUE.toPrecision(2)}`
}

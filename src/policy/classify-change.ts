/** One comparison's evidence → regression | improvement | no-change | inconclusive (docs/method.md §11). */
import {
  type ChangeEvidence,
  type Classification,
  percentBand,
  percentChange,
} from '../compare/compare-runs.js'
import type { DecisionRow, Strength } from '../model/comparison.js'

/** The knobs of the decision table; relative values (0.05 = 5 %). */
export interface ClassificationPolicy {
  /** τ: the smallest change that matters. */
  readonly threshold: number
  /** τ_det: the band for exact (deterministic) metrics. */
  readonly thresholdDeterministic: number
  /** Assumed between-run variation; also the floor of the untestable band θ_u (§7). */
  readonly noiseFloor: number
  readonly fdr: number
  readonly alpha: number
  /** Fewer samples on a side than this → inconclusive (row 2a); 1 turns the rule off. */
  readonly minSamples: number
}

/**
 * docs/method.md §11, rows evaluated top to bottom with the strict inequalities as written:
 * τ_log = ln(1+τ), θ = max(τ_log, φ_b), θ_u = max(θ, ln(1 + noise floor)), θ_det = ln(1+τ_det).
 * A regression or improvement of a metric whose direction is unknown becomes inconclusive.
 * Inconclusive results say what would resolve them and give the minimum detectable effect.
 *
 * @param evidence worse-positive log δ, its CI, q and the floor (see ChangeEvidence)
 * @param policy thresholds and levels
 * @returns class, strength, plain-English reasons (the first explains the class) and the row
 */
export function classifyChange(
  evidence: ChangeEvidence,
  policy: ClassificationPolicy,
): Classification {
  const decided = decide(evidence, policy)
  const moved = decided.class === 'regression' || decided.class === 'improvement'
  if (moved && !evidence.directionKnown) {
    const reason = `${change(evidence)}, but whether higher is better is not configured for this metric`
    const reasons = [reason, ...decided.reasons]
    return { ...decided, class: 'inconclusive', strength: null, reasons }
  }
  if (decided.class !== 'inconclusive' || evidence.minimumDetectableEffect === null) return decided
  const mde = `at this n the smallest change it can resolve is about ${percentBand(evidence.minimumDetectableEffect)}`
  return { ...decided, reasons: [...decided.reasons, mde] }
}

const INCONCLUSIVE_ROWS: ReadonlySet<DecisionRow> = new Set(['0', '2a', '2b', '4', '12', '13'])
const NO_CHANGE_ROWS: ReadonlySet<DecisionRow> = new Set(['2', '9', '10', '11'])

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
  const theta = Math.max(tau, e.floor.log)
  if (e.path === 'untestable') {
    const thetaU = Math.max(theta, Math.log1p(policy.noiseFloor))
    const unit = e.paired ? 'rounds' : 'samples per side'
    const needed =
      e.samplesNeeded === null ? '' : `; any test needs at least ${e.samplesNeeded} ${unit}`
    const tooFew =
      e.pMin !== null && e.pMin > policy.alpha
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
  const q = e.qValue ?? 1
  const significant = q <= policy.fdr
  const lower = e.ci?.lower ?? -Infinity
  const upper = e.ci?.upper ?? Infinity
  const band = percentBand(theta)
  if (significant && Math.abs(d) > theta) {
    if (d > 0 ? lower > theta : upper < -theta) {
      const reason = `${text} with the whole CI beyond the ${band} band (${qText(q)})`
      return row(d > 0 ? '5' : '7', 'strong', reason)
    }
    const reason = `${text}, significant (${qText(q)}), but the CI reaches into the ${band} band`
    return row(d > 0 ? '6' : '8', 'likely', reason)
  }
  const resolvable = !(e.paired && !significant && e.signsDisagree)
  const annotate = (c: Classification): Classification =>
    resolvable
      ? c
      : { ...c, reasons: [...c.reasons, 'not resolvable: the rounds disagree in sign'] }
  if (Math.abs(d) <= tau) {
    const inside = -tau <= lower && upper <= tau
    const note = significant ? 'significant but below the threshold' : 'not significant'
    const reason = `${text} is within the ${percentBand(tau)} threshold${inside ? ', CI included' : ''} (${note})`
    return annotate(row(inside ? '9' : '10', inside ? 'equivalent' : 'in-noise', reason))
  }
  if (Math.abs(d) <= e.floor.log) {
    const floor = percentBand(e.floor.log)
    if (e.floor.source === 'assumed') {
      const advice = 'add history, an A/A control or interleaved rounds to resolve it'
      return row(
        '12',
        null,
        `possible change: ${text} is inside the assumed ${floor} run-to-run variation; ${advice}`,
      )
    }
    const source = e.floor.source === 'history' ? 'earlier base runs' : 'an A/A control run'
    const reason = `a ${text} change is inside this benchmark's run-to-run variation of ${floor} (measured from ${source})`
    return row('11', 'run-to-run-noise', reason)
  }
  return annotate(
    row(
      '13',
      null,
      `possible change of ${text}, not significant (${qText(q)}); more samples needed`,
    ),
  )
}

/** The change as the reader knows the metric: the raw head/base change, not the flipped δ. */
function change(e: ChangeEvidence): string {
  return percentChange(e.higherIsBetter ? -e.delta : e.delta)
}

function fixed(probability: number): string {
  return probability.toPrecision(2)
}

/** `q = 1.4e-66`; a q that underflowed to 0 is said as a bound, never as "0.0". */
function qText(q: number): string {
  return q > 0 ? `q = ${fixed(q)}` : `q < ${Number.MIN_VALUE.toPrecision(2)}`
}

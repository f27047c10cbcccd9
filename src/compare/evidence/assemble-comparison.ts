/**
 * compare/evidence: a measurement turned into the evidence policy classifies (change-evidence),
 * classified, and written as the model's Comparison record (comparison-record); percent-text
 * formats its changes for reasons.
 */
/** A measurement, its floor and q turned into evidence, classified, and shaped as a Comparison. */
import type { Comparison, RevisionStats, RunToRun } from '../../model/comparison.js'
import type { ChangeEvidence } from './change-evidence.js'
import type { Classifier } from '../comparison-rules.js'
import { comparisonOf, ratioInterval, type ComparisonFrame } from './comparison-record.js'
import type { Measurement } from '../measure/measurement.js'
import { minimumDetectableEffect } from '../tests/minimum-detectable-effect.js'
import { decisionBand, untestableBand } from '../paths/decision-band.js'

/** What the minimum detectable effect is read with: θ_u's noise floor (relative) and α. */
export interface EvidenceSettings {
  readonly noiseFloor: number
  readonly alpha: number
}

/**
 * Flips δ and its CI to worse-positive for higher-is-better metrics (docs/method.md §0), attaches q
 * (BH over the gated family, or p outside it), the floor, θ as the path judged it and θ_u (§7),
 * and the minimum detectable effect against the band of the comparison's path (θ, or θ_u when
 * untestable), classifies, and returns ratio and CI back in the metric's own orientation
 * (head/base).
 *
 * @param measurement as its path judged it: δ̃ = δ − D, its interval and p0 (§10.0, §10.3)
 * @param judged q0 (BH over the gated family, else null), q↑ and q↓ in the metric's orientation
 *   (conditional BH, §9.3), θ_b and its guard (`JudgedPath`), τ (relative, as the policy resolves
 *   it), the history path's run-to-run sd, D and the suite share
 */
export function assembleComparison(
  frame: ComparisonFrame,
  measurement: Measurement,
  judged: {
    readonly q0: number | null
    readonly qUp: number | null
    readonly qDown: number | null
    readonly guard: number
    readonly theta: number
    readonly threshold: number
    readonly runToRun: RunToRun | null
    readonly driftShift: number
    readonly suiteShare: { readonly delta: number; readonly se: number } | null
  },
  settings: EvidenceSettings,
  classify: Classifier,
): Comparison {
  const familyQ = judged.q0
  const higherIsBetter = frame.identity.direction === 'higher-is-better'
  // q↑ is "worse by more than θ": for a higher-is-better metric that is the head falling.
  const qWorse = higherIsBetter ? judged.qDown : judged.qUp
  const qBetter = higherIsBetter ? judged.qUp : judged.qDown
  const { logCi } = measurement
  const ci =
    logCi === null ? null : higherIsBetter ? { lower: -logCi.upper, upper: -logCi.lower } : logCi
  const { theta } = judged
  const thetaU = untestableBand(theta, settings.noiseFloor)
  const band = measurement.path === 'untestable' ? thetaU : theta
  // Without a spread figure no sample size resolves anything: no minimum detectable effect.
  const mde =
    measurement.path === 'tested' ||
    (measurement.path === 'untestable' && measurement.untestableReason === null)
      ? minimumDetectableEffect(ci, band, settings.alpha)
      : null
  // The comparison's own band is θ without the suite's guard (§10.5, §11.1). On the assumed path
  // φ_b is ln(1 + noise floor) already, so this is θ_u without the guard as well.
  const own =
    mde === null || frame.floor.source !== 'assumed'
      ? null
      : minimumDetectableEffect(ci, decisionBand(frame.floor, 0, judged.threshold), settings.alpha)
  const signs = measurement.signs
  const evidence: ChangeEvidence = {
    path: measurement.path,
    invalidReason: measurement.invalidReason,
    delta: higherIsBetter ? -measurement.logRatio : measurement.logRatio,
    ci,
    pValue: measurement.pValue,
    qValue: familyQ ?? measurement.pValue,
    qUp: qWorse,
    qDown: qBetter,
    guard: judged.guard,
    theta,
    thetaU,
    runToRun: judged.runToRun,
    pMin: measurement.pMin,
    sampleSizes: measurement.sampleSizes,
    paired: measurement.paired,
    separated: measurement.separated,
    signsDisagree: signs !== null && signs.positive > 0 && signs.negative > 0,
    belowResolution: measurement.belowResolution,
    resolutionBound: measurement.resolutionBound,
    floor: frame.floor,
    minimumDetectableEffect: mde,
    ownDetectableEffect: own,
    samplesNeeded: measurement.samplesNeeded,
    untestableReason: measurement.untestableReason,
    directionKnown: frame.identity.direction !== 'unknown',
    higherIsBetter,
  }
  const decided = classify(evidence, frame.identity)
  const unstable = isUnstable(measurement.base) || isUnstable(measurement.head)
  return comparisonOf(
    frame,
    measurement.base,
    measurement.head,
    {
      // To 0 is a ratio of 0 (−100 %); from 0 has none (docs/method.md §2).
      ratio:
        Number.isFinite(measurement.logRatio) || measurement.logRatio === -Infinity
          ? Math.exp(measurement.logRatio)
          : null,
      ci: logCi === null ? null : ratioInterval(logCi),
      pValue: measurement.pValue,
      qValue: familyQ,
      pMin: measurement.pMin,
      method: measurement.method,
      class: decided.class,
      strength: decided.strength,
      reasons: reasonsOf(decided.reasons, measurement.notes, unstable),
      minimumDetectableEffect:
        decided.class === 'inconclusive' && mde !== null ? Math.expm1(mde) : null,
      signs,
      decisionRow: decided.row,
      ...(decided.band === undefined ? {} : { band: Math.expm1(decided.band) }),
      centre: measurement.centre,
    },
    {
      qUp: judged.qUp,
      qDown: judged.qDown,
      driftShift: judged.driftShift,
      runToRun: judged.runToRun,
      suiteShare: judged.suiteShare,
    },
  )
}

const UNSTABLE = 'bimodal/unstable benchmark: more than 10 % severe outliers on a side'

/** The classifier's reasons, then the measurement's notes and the instability warning. */
function reasonsOf(
  decided: readonly string[],
  notes: readonly string[],
  unstable: boolean,
): string[] {
  const reasons = decided.slice()
  for (const note of notes) reasons.push(note)
  if (unstable) reasons.push(UNSTABLE)
  return reasons
}

function isUnstable(stats: RevisionStats | null): boolean {
  return stats !== null && !stats.fromSummary && stats.outliers.severe > 0.1 * stats.n
}

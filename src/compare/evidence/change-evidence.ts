/**
 * What compare hands to the classifier for one comparison, and what it gets back. All values are
 * on the log scale and worse-positive (docs/method.md §0): δ > 0 means the metric got worse.
 */
import type { ChangeClass, DecisionRow, RunToRun, Strength } from '../../model/comparison.js'
import type { LogFloor } from '../floors/noise-floor.js'

/** How the comparison was decided statistically (docs/method.md §2, §4–8). */
export type EvidencePath = 'invalid' | 'deterministic' | 'tested' | 'untestable'

export interface ChangeEvidence {
  readonly path: EvidencePath
  /** Why the data cannot be judged (path `invalid`, row 0); null otherwise. */
  readonly invalidReason: string | null
  /** δ̃ = δ − D (drift-normalised, §10.0), worse-positive; ±Infinity for an exact change from or to zero; NaN when invalid. */
  readonly delta: number
  /** CI of δ, worse-positive; null when undefined. */
  readonly ci: { readonly lower: number; readonly upper: number } | null
  readonly pValue: number | null
  /** The q the decision uses: BH over the gated family, or p outside it (§9, §11). */
  readonly qValue: number | null
  /** Conditional-BH q of p↑ ("worse by more than θ", §9.2–9.3); null when there is none. */
  readonly qUp: number | null
  /** Conditional-BH q of p↓ ("better by more than θ"); null when there is none. */
  readonly qDown: number | null
  /**
   * θ's empirical-null guard on the assumed band path when B ≥ 20 (§10.5): 5·S_D, the biweight
   * scale of the suite's shifts; for a tested summary 5·ω̂, the part of that spread the shifts'
   * own intervals do not explain. Else 0.
   */
  readonly guard: number
  /**
   * θ_b of §10.6 (`decisionBand`): max(τ_log, φ_b, guard) on the assumed band path, max(τ_log,
   * φ_b) on the A/A band path, τ_log on the others; the band the tested rows 5–8, 12 and 13
   * measure δ̃ against, and where q↑, q↓ were tested. Computed once, where the path is judged.
   */
  readonly theta: number
  /**
   * θ_u = max(θ, ln(1 + noise floor)) of §7 (`untestableBand`): the band of the untestable rows
   * 3 and 4.
   */
  readonly thetaU: number
  /**
   * History path (floor source `history`): the moderated run-to-run sd (log scale) and the
   * number of base runs it came from, for the reasons; null on the band paths.
   */
  readonly runToRun: RunToRun | null
  readonly pMin: number | null
  readonly sampleSizes: { readonly base: number; readonly head: number }
  /** Rounds compared pairwise or stratified (§6–6.1). */
  readonly paired: boolean
  /** Row 3's extra condition: unpaired ranges disjoint or a side with n = 1; paired: all signs agree. */
  readonly separated: boolean
  /** Paired designs only: the rounds' signs disagree (annotated "not resolvable"). */
  readonly signsDisagree: boolean
  /** The sides differ by at most one quantum of the printed or sampled values (§7, row 2b). */
  readonly belowResolution: boolean
  /** Below the resolution with equal medians: the largest change one quantum could hide (log). */
  readonly resolutionBound?: number | null
  /**
   * The path and its between-run allowance (§10.6): source `history` is the history path (log =
   * the moderated run-to-run sd, inside the test, not a band); `aa-control` and `assumed` are band
   * paths with φ_b; `paired` and `deterministic` have φ_b = 0.
   */
  readonly floor: LogFloor
  /** Smallest |δ| this comparison could call a change at its n (log); null when unknown. */
  readonly minimumDetectableEffect: number | null
  /**
   * The same from the comparison's own interval and band, without the suite's guard (§10.5,
   * §11.1): what the reasons add when the guard sets θ; computed on the assumed band path only,
   * null elsewhere and when unknown.
   */
  readonly ownDetectableEffect: number | null
  /** Samples per side (pairs, when paired) that would make the test reach α; null if testable. */
  readonly samplesNeeded: number | null
  /** Untestable not for want of samples: why (`the harness printed no spread (sd = 0)`); else null. */
  readonly untestableReason: string | null
  /** False for custom units whose better direction is not configured: no regression/improvement. */
  readonly directionKnown: boolean
  /** δ was flipped from ln(head/base) because higher is better; reasons show the raw change. */
  readonly higherIsBetter: boolean
}

/** The classifier's answer: the class, its strength, the reasons (first explains the class). */
export interface Classification {
  readonly class: ChangeClass
  readonly strength: Strength | null
  readonly reasons: readonly string[]
  readonly row: DecisionRow
  /**
   * The band the decision measured δ̃ against (log scale): θ_det on the exact path, θ_u (§7) when
   * untestable, else θ_b (§10.6); absent for invalid data (row 0). The verdict reads it to tell an
   * untested regression beyond its band from an untested small change (§12.2).
   */
  readonly band?: number
}

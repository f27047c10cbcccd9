/** Suite rule S of docs/method.md §12.2: a diffuse change that no single benchmark shows. */
import type { SuiteRule } from '../../model/verdict.js'
import { normalQuantile } from '../nulls/distributions.js'
import { suiteHistoryTest } from './suite-t-test.js'

/** A member of the rule: a gated comparison with a standard error. */
export interface SuiteMember {
  /** Worse-positive log change δ_b (not drift-normalised, §12.1). */
  readonly delta: number
  /** se_b: the Moses (Walsh, Welch) se; 0 for exact comparisons and single values on history. */
  readonly se: number
  /** Paired rounds or an exact comparison (case P). */
  readonly pairedOrExact: boolean
  /** φ_b of the member's band path (0 for paired, exact and the history path), log scale. */
  readonly floor: number
}

/** What the rule's case depends on beyond its members. */
export interface SuiteContext {
  /** g_0..g_K over the members common to every base run, when case H applies; else null. */
  readonly historyGeomeans: readonly number[] | null
  /** |A/A geomean shift| when a control was given without case H; else null. */
  readonly controlShift: number | null
  readonly geomeanThreshold: number
  readonly geomeanNoiseFloor: number
  readonly alpha: number
}

/**
 * Rule S of §12.2 over B_g ≥ 2 members (fewer: null). ḡ = mean δ_b, se_fe = √(Σse_b²)/B_g.
 * Case H (history geomeans given): Student's t against the run-to-run variance of the suite
 * geomeans (`suiteHistoryTest`: S-fail F̄_t((ḡ − ln(1+τ_geo))/s_ḡ; K) ≤ 0.01, S-warn ḡ above the
 * band and F̄_t(ḡ/s_ḡ; K) ≤ 0.025). Case P (all paired or exact): fail when ḡ − z·se_fe >
 * ln(1+τ_geo), warn when ḡ > ln(1+τ_geo) and the lower bound > 0. Case N: warn only, when
 * ḡ > max(ln(1+τ_geo), φ_geo), φ_geo = max(ln(1+geomean_noise_floor), |A/A shift|, μ_φ),
 * μ_φ = √(Σφ_b²)/B_g.
 */
export function suiteRule(
  members: readonly SuiteMember[],
  context: SuiteContext,
): SuiteRule | null {
  const count = members.length
  if (count < 2) return null
  let sum = 0
  let squares = 0
  let floors = 0
  for (const member of members) {
    sum += member.delta
    squares += member.se * member.se
    floors += member.floor * member.floor
  }
  const mean = sum / count
  const standardError = Math.sqrt(squares) / count
  return evaluateSuiteRule(
    {
      members: count,
      mean,
      standardError,
      allPairedOrExact: members.every((m) => m.pairedOrExact),
      memberFloor: Math.sqrt(floors) / count,
    },
    context,
  )
}

/**
 * Rule S from its summary figures, so the policy can judge it again over the members that count
 * fully (`gate: warn`, waivers) with the run's history and floors kept.
 *
 * @param figures B_g, ḡ, se_fe, whether every member is paired or exact, μ_φ
 */
export function evaluateSuiteRule(
  figures: {
    readonly members: number
    readonly mean: number
    readonly standardError: number
    readonly allPairedOrExact: boolean
    readonly memberFloor: number
  },
  context: SuiteContext,
): SuiteRule | null {
  const { members, mean, standardError } = figures
  if (members < 2) return null
  const band = Math.log1p(context.geomeanThreshold)
  const common = { members, mean, standardError }
  if (context.historyGeomeans !== null) {
    const test = suiteHistoryTest({
      historyGeomeans: context.historyGeomeans,
      gbar: mean,
      seFe: standardError,
      tauGeo: context.geomeanThreshold,
    })
    return {
      case: 'history',
      ...common,
      historyGeomeans: context.historyGeomeans,
      floor: 0,
      pFail: test.pFail,
      pWarn: test.pWarn,
      fail: test.fail,
      warn: test.warn,
    }
  }
  if (figures.allPairedOrExact) {
    const lower = mean - normalQuantile(1 - context.alpha / 2) * standardError
    const fail = lower > band
    return {
      case: 'paired',
      ...common,
      historyGeomeans: null,
      floor: 0,
      pFail: null,
      pWarn: null,
      fail,
      warn: !fail && mean > band && lower > 0,
    }
  }
  const floor = Math.max(
    Math.log1p(context.geomeanNoiseFloor),
    context.controlShift === null ? 0 : Math.abs(context.controlShift),
    figures.memberFloor,
  )
  return {
    case: 'none',
    ...common,
    historyGeomeans: null,
    floor,
    pFail: null,
    pWarn: null,
    fail: false,
    warn: mean > Math.max(band, floor),
  }
}

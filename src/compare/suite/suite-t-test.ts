/** The suite rule with history: a t test of the geomean against past geomeans (§12.2 rule H). */
import { studentTQuantile, studentTUpperTail } from '../nulls/distributions.js'

/** S-fail level: one-sided p of (ḡ − ln(1 + τ_geo)) at most this. */
export const SUITE_FAIL_LEVEL = 0.01
/** S-warn level: one-sided p of ḡ at most this (and ḡ beyond the band). */
export const SUITE_WARN_LEVEL = 0.025

/** Inputs of rule H: the suite geomean of this run and of the base runs. */
export interface SuiteHistoryInput {
  /** g_0..g_K: the mean ln centre over the common benchmarks in each base run (not normalised). */
  readonly historyGeomeans: ArrayLike<number>
  /** ḡ: the members' mean log change (worse-positive). */
  readonly gbar: number
  /** se_fe = √(Σse_b²)/B_g, the fixed-effect standard error of ḡ. */
  readonly seFe: number
  /** τ_geo, the geomean threshold as a fraction (0.02 = 2 %). */
  readonly tauGeo: number
}

/** Rule H's statistics and outcome. */
export interface SuiteHistoryTest {
  /** K, the degrees of freedom (base runs − 1). */
  readonly k: number
  /** s_geo², the sample variance of g_0..g_K. */
  readonly sGeo2: number
  /** s_ḡ = √(2·s_geo² + se_fe²). */
  readonly sGbar: number
  /** (ḡ − ln(1 + τ_geo))/s_ḡ and its one-sided p F̄_t(·; K). */
  readonly tFail: number
  readonly pFail: number
  /** ḡ/s_ḡ and its one-sided p F̄_t(·; K). */
  readonly tWarn: number
  readonly pWarn: number
  /** S-fail: pFail ≤ 0.01. */
  readonly fail: boolean
  /** S-warn: not S-fail, ḡ > ln(1 + τ_geo) and pWarn ≤ 0.025. */
  readonly warn: boolean
  /** t_{0.975,K}·√2·s_geo: the drift gate's band_D with history (docs/method.md §10.0 step 4). */
  readonly driftGateBand: number
}

/**
 * Suite rule H (docs/method.md §12.2): K = runs − 1, s_geo² the sample variance of the base runs'
 * geomeans (K df), s_ḡ = √(2·s_geo² + se_fe²); S-fail when F̄_t((ḡ − ln(1 + τ_geo))/s_ḡ; K) ≤ 0.01,
 * S-warn when not S-fail, ḡ > ln(1 + τ_geo) and F̄_t(ḡ/s_ḡ; K) ≤ 0.025. s_ḡ = 0 (identical geomeans,
 * no within-run se) makes ḡ exact: p = 0 beyond the bound, 1 otherwise. Which members and runs
 * count (K ≥ 2 with ≥ 2 common benchmarks, or K = 1 with B_g ≥ 3) is the caller's.
 *
 * @throws RangeError with fewer than 2 base-run geomeans, a non-finite input, se_fe < 0 or τ_geo < 0
 *
 * Source: Student's t against the run-to-run variance of suite geomeans; R `pt(…, lower.tail =
 * FALSE)` and `qt` (vectors gs01a–gs01c).
 */
export function suiteHistoryTest(input: SuiteHistoryInput): SuiteHistoryTest {
  const { historyGeomeans, gbar, seFe, tauGeo } = input
  const runs = historyGeomeans.length
  if (runs < 2) throw new RangeError(`rule H needs at least 2 base runs, got ${runs}`)
  let sum = 0
  for (let r = 0; r < runs; r++) {
    const g = historyGeomeans[r] as number
    if (!Number.isFinite(g)) throw new RangeError(`non-finite base-run geomean at ${r}`)
    sum += g
  }
  if (!Number.isFinite(gbar)) throw new RangeError(`ḡ must be finite: ${String(gbar)}`)
  if (!(seFe >= 0) || !Number.isFinite(seFe))
    throw new RangeError(`se_fe must be finite and ≥ 0: ${String(seFe)}`)
  if (!(tauGeo >= 0) || !Number.isFinite(tauGeo))
    throw new RangeError(`τ_geo must be finite and ≥ 0: ${String(tauGeo)}`)
  const k = runs - 1
  const mean = sum / runs
  let squares = 0
  for (let r = 0; r < runs; r++) squares += ((historyGeomeans[r] as number) - mean) ** 2
  const sGeo2 = squares / k
  const sGbar = Math.sqrt(2 * sGeo2 + seFe * seFe)
  const bound = Math.log1p(tauGeo)
  const tail = (offset: number): { t: number; p: number } => {
    if (sGbar === 0)
      return { t: Math.sign(offset) * Number.POSITIVE_INFINITY || 0, p: offset > 0 ? 0 : 1 }
    const t = offset / sGbar
    return { t, p: studentTUpperTail(t, k) }
  }
  const failSide = tail(gbar - bound)
  const warnSide = tail(gbar)
  const fail = failSide.p <= SUITE_FAIL_LEVEL
  const warn = !fail && gbar > bound && warnSide.p <= SUITE_WARN_LEVEL
  return {
    k,
    sGeo2,
    sGbar,
    tFail: failSide.t,
    pFail: failSide.p,
    tWarn: warnSide.t,
    pWarn: warnSide.p,
    fail,
    warn,
    driftGateBand: studentTQuantile(0.975, k) * Math.SQRT2 * Math.sqrt(sGeo2),
  }
}

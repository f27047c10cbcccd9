/** Parametric comparisons from summaries: Welch's t (docs/method.md §4.4, §5). */
import { MAD_TO_SIGMA } from '../order-statistics/descriptive.js'
import {
  normalQuantile,
  normalUpperTail,
  studentTQuantile,
  studentTUpperTail,
} from '../nulls/distributions.js'

/** Mean, sd (n − 1) and n of one side. */
export interface MomentSummary {
  readonly mean: number
  readonly sd: number
  readonly n: number
}

/** A t or z comparison: the estimate with its CI as [lower, upper], on the scale stated. */
export interface ParametricTest {
  readonly estimate: number
  readonly se: number
  readonly t: number
  /** Welch–Satterthwaite ν; Infinity for the normal (z) approximation. */
  readonly df: number
  readonly pValue: number
  readonly ci: readonly [number, number]
  /** t_{ν, 1−α/2} (or z) used for the CI. */
  readonly critical: number
}

/**
 * Classic Welch test on raw means (scipy `ttest_ind_from_stats(..., equal_var=False)`): difference
 * mean_h − mean_b with its t CI. Reported beside, never used for, the verdict (docs/method.md §4.4, s01).
 *
 * @param head, base mean, sd and n ≥ 2 per side, canonical unit
 * @param alpha two-sided level
 */
export function welchRaw(head: MomentSummary, base: MomentSummary, alpha: number): ParametricTest {
  return welchFromTerms(
    head.mean - base.mean,
    head.sd ** 2 / head.n,
    base.sd ** 2 / base.n,
    head.n,
    base.n,
    alpha,
  )
}

/**
 * Welch on the log ratio of means by the delta method (docs/method.md §5): δ = ln(mean_h/mean_b),
 * a = (sd_h/mean_h)²/n_h, b = (sd_b/mean_b)²/n_b, se = √(a+b), ν = (a+b)²/(a²/(n_h−1) + b²/(n_b−1)),
 * p = 2·P(T_ν > |δ/se|), CI_log = δ ± t_{ν,1−α/2}·se (vector s01: p = 0.001227).
 *
 * @param head, base positive means, sd ≥ 0 (one may be 0) and n ≥ 2
 * @returns estimate and CI on the log scale
 */
export function welchLogRatio(
  head: MomentSummary,
  base: MomentSummary,
  alpha: number,
): ParametricTest {
  const a = (head.sd / head.mean) ** 2 / head.n
  const b = (base.sd / base.mean) ** 2 / base.n
  return welchFromTerms(Math.log(head.mean / base.mean), a, b, head.n, base.n, alpha)
}

function welchFromTerms(
  estimate: number,
  a: number,
  b: number,
  nHead: number,
  nBase: number,
  alpha: number,
): ParametricTest {
  const se = Math.sqrt(a + b)
  const df = (a + b) ** 2 / (a ** 2 / (nHead - 1) + b ** 2 / (nBase - 1))
  const t = estimate / se
  const critical = studentTQuantile(1 - alpha / 2, df)
  return {
    estimate,
    se,
    t,
    df,
    pValue: Math.min(1, 2 * studentTUpperTail(Math.abs(t), df)),
    ci: [estimate - critical * se, estimate + critical * se],
    critical,
  }
}

/** Median, raw MAD and n of one side. */
export interface MedianSummary {
  readonly median: number
  readonly mad: number
  readonly n: number
}

/**
 * Approximate comparison from medians and MADs only (docs/method.md §5): σ ≈ 1.4826·MAD,
 * se(median) ≈ 1.2533·σ/√n, carried to the log scale as se/median; normal CI and z test on
 * δ = ln(median_h/median_b). Mark results from it as approximate.
 *
 * @param head, base positive medians, MAD ≥ 0 and n ≥ 2
 */
export function medianMadApproximation(
  head: MedianSummary,
  base: MedianSummary,
  alpha: number,
): ParametricTest {
  const seOf = (side: MedianSummary): number =>
    (Math.sqrt(Math.PI / 2) * MAD_TO_SIGMA * side.mad) / Math.sqrt(side.n) / side.median
  const se = Math.hypot(seOf(head), seOf(base))
  const estimate = Math.log(head.median / base.median)
  const z = estimate / se
  const critical = normalQuantile(1 - alpha / 2)
  return {
    estimate,
    se,
    t: z,
    df: Infinity,
    pValue: Math.min(1, 2 * normalUpperTail(Math.abs(z))),
    ci: [estimate - critical * se, estimate + critical * se],
    critical,
  }
}

/** Suite geometric mean of the per-benchmark changes and its floor (docs/method.md §12.1). */
import type { Geomean } from '../../model/verdict.js'
import { meanOf, sampleSd } from '../order-statistics/descriptive.js'
import { normalQuantile, studentTQuantile } from '../nulls/distributions.js'
import { historyFloor, type LogFloor } from '../floors/noise-floor.js'

/** One benchmark's log change and its log CI (null when untestable). */
export interface GeomeanItem {
  readonly delta: number
  readonly ci: { readonly lower: number; readonly upper: number } | null
}

/**
 * δ̄ = mean δ_b over the B items and exp(δ̄) (§12.1). Fixed-effect CI: se_b = (U_b − L_b)/(2·z),
 * se(δ̄) = √(Σse_b²)/B, exp(δ̄ ± z·se(δ̄)); when some CIs are missing, the interval covers (and is
 * centred on) the subset that has one and is labelled partial (vector v01). Between-benchmark t
 * interval exp(δ̄ ± t_{B−1}·sd(δ_b)/√B) for B ≥ 2, reported but never gated on (vector g01).
 *
 * @param items the gated comparisons with a finite δ, log scale (worse-positive in the pipeline)
 * @param floor the geomean's between-run floor (log scale) and its source
 * @param alpha two-sided level; z = Φ⁻¹(1 − α/2)
 * @returns the geomean, or null for no items
 */
export function geomeanOf(
  items: readonly GeomeanItem[],
  floor: LogFloor,
  alpha: number,
): Geomean | null {
  const count = items.length
  if (count === 0) return null
  const deltas = items.map((item) => item.delta)
  const center = meanOf(deltas)
  const z = normalQuantile(1 - alpha / 2)
  const withCi: { readonly delta: number; readonly se: number }[] = []
  for (let i = 0; i < count; i++) {
    const { delta, ci } = items[i] as GeomeanItem
    if (ci !== null) withCi.push({ delta, se: (ci.upper - ci.lower) / (2 * z) })
  }
  let ci: Geomean['ci'] = null
  if (withCi.length > 0) {
    const subsetCenter = meanOf(withCi.map((item) => item.delta))
    let squares = 0
    for (let i = 0; i < withCi.length; i++) squares += (withCi[i]?.se ?? NaN) ** 2
    const halfWidth = (z * Math.sqrt(squares)) / withCi.length
    ci = {
      lower: Math.exp(subsetCenter - halfWidth),
      upper: Math.exp(subsetCenter + halfWidth),
      level: 1 - alpha,
    }
  }
  const sd = sampleSd(deltas)
  const betweenHalfWidth =
    sd === null ? null : (studentTQuantile(1 - alpha / 2, count - 1) * sd) / Math.sqrt(count)
  return {
    ratio: Math.exp(center),
    ci,
    partial: withCi.length < count,
    betweenBenchmarkCi:
      betweenHalfWidth === null
        ? null
        : {
            lower: Math.exp(center - betweenHalfWidth),
            upper: Math.exp(center + betweenHalfWidth),
            level: 1 - alpha,
          },
    count,
    floor: { value: Math.expm1(floor.log), source: floor.source },
  }
}

/**
 * φ_geo (§12.2 rule 1): 0 when every gated comparison is paired or deterministic; else the larger
 * of the history floor of the runs' geomeans (§10.3 applied to g_0..g_K) and the A/A geomean
 * shift |δ̄_AA|; else assumed ln(1 + geomeanNoiseFloor) (default 5 %).
 *
 * An A/A or assumed φ_geo is raised to at least √(Σφ_b²)/B, the floor of a mean of B benchmarks
 * whose between-run errors were independent, each with its own floor φ_b. §12.2 assumes a whole
 * suite: with one benchmark the geomean is that benchmark, and a 5 % geomean floor beside its 10 %
 * floor would fail on the geomean a change the benchmark's own row calls noise. The bound
 * vanishes as B grows (4 benchmarks at 10 % give 4.8 %, under the default 5 %). A history floor
 * needs no bound: it is measured on the geomeans themselves.
 *
 * @param historyGeomeans mean ln median over common benchmarks, baseline run first; null if none
 * @param controlShift A/A geomean log shift, or null without a control
 */
export function geomeanFloor(options: {
  readonly allPairedOrDeterministic: boolean
  /** Every gated comparison is deterministic: the zero floor is then labelled so. */
  readonly allDeterministic?: boolean
  readonly historyGeomeans: readonly number[] | null
  readonly controlShift: number | null
  readonly geomeanNoiseFloor: number
  readonly alpha: number
  /** φ_b of each geomean member (log scale); none given: no bound. */
  readonly memberFloors?: readonly number[]
}): LogFloor {
  if (options.allPairedOrDeterministic)
    return { log: 0, source: options.allDeterministic === true ? 'deterministic' : 'paired' }
  const history =
    options.historyGeomeans === null ? null : historyFloor(options.historyGeomeans, options.alpha)
  const control = options.controlShift === null ? null : Math.abs(options.controlShift)
  if (history !== null && (control === null || history >= control))
    return { log: history, source: 'history' }
  const members = options.memberFloors ?? []
  let squares = 0
  for (let i = 0; i < members.length; i++) {
    const floor = members[i] as number
    squares += floor * floor
  }
  const bound = members.length === 0 ? 0 : Math.sqrt(squares) / members.length
  if (control !== null) return { log: Math.max(control, bound), source: 'aa-control' }
  return { log: Math.max(Math.log1p(options.geomeanNoiseFloor), bound), source: 'assumed' }
}

/** Suite geometric mean of the per-benchmark changes and its floor (docs/method.md §12.1). */
import type { Geomean } from '../../model/verdict.js'
import { meanOf, sampleSd } from '../order-statistics/descriptive.js'
import { normalQuantile, studentTQuantile } from '../nulls/distributions.js'
import type { LogFloor } from '../floors/noise-floor.js'

/** One benchmark's log change and its log CI (null when untestable). */
export interface GeomeanItem {
  readonly delta: number
  readonly ci: { readonly lower: number; readonly upper: number } | null
}

/**
 * δ̄ = mean δ_b over the B items and exp(δ̄) (§12.1). Fixed-effect CI: se_b = (U_b − L_b)/(2·z),
 * se(δ̄) = √(Σse_b²)/B, exp(δ̄ ± z·se(δ̄)); when some CIs are missing, the interval covers (and is
 * centred on) the subset that has one and is labelled partial, with that subset's centre and size
 * in `ciSubset` (vector v01). Between-benchmark t
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
  let subsetCenter = center
  if (withCi.length > 0) {
    subsetCenter = meanOf(withCi.map((item) => item.delta))
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
  const partial = withCi.length < count
  return {
    ratio: Math.exp(center),
    ci,
    partial,
    ...(partial && ci !== null
      ? { ciSubset: { ratio: Math.exp(subsetCenter), count: withCi.length } }
      : {}),
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

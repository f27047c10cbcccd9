/**
 * compare/special: special functions of the history path's moderation (polygamma: ψ, ψ′, ψ″ and
 * limma's ψ′⁻¹) and the variance factor of a sample median (median-variance).
 */
/** Digamma, trigamma, tetragamma and the inverse trigamma (docs/method.md §14). */
import digammaOf from '@stdlib/math-base-special-digamma'
import trigammaOf from '@stdlib/math-base-special-trigamma'

/**
 * Digamma ψ(x) = Γ′(x)/Γ(x), from stdlib (a maintained Boost-derived implementation, full double
 * precision; the method's own series is accurate only to 3·10⁻¹²).
 *
 * @param x real argument; poles at 0, −1, −2, … give NaN; NaN propagates
 */
export function digamma(x: number): number {
  return digammaOf(x)
}

/**
 * Trigamma ψ′(x), from stdlib (Boost-derived rational approximations, reflection for x < 0).
 *
 * @param x real argument; poles give NaN or Infinity; NaN propagates
 */
export function trigamma(x: number): number {
  return trigammaOf(x)
}

const TETRAGAMMA_SERIES_FROM = 10

/**
 * Tetragamma ψ″(x), for x > 0 (stdlib has no polygamma): recur upward with ψ″(x) = ψ″(x + 1) −
 * 2/x³ until x ≥ 10, then the asymptotic series −1/x² − 1/x³ − 1/(2x⁴) + 1/(6x⁶) − 1/(6x⁸) +
 * 3/(10x¹⁰) − 5/(6x¹²) (Abramowitz & Stegun 6.4.11–6.4.12; relative error < 3·10⁻¹², scipy
 * `polygamma(2, x)`, vector sf01). ψ″ is only the Newton derivative of {@link inverseTrigamma},
 * where that accuracy is ample.
 *
 * @param x argument > 0
 * @throws RangeError when x ≤ 0 or NaN
 */
export function tetragamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`tetragamma needs x > 0: ${String(x)}`)
  if (x === Number.POSITIVE_INFINITY) return -0
  let recurrence = 0
  let y = x
  while (y < TETRAGAMMA_SERIES_FROM) {
    recurrence -= 2 / (y * y * y)
    y += 1
  }
  const inverse = 1 / y
  const inverse2 = inverse * inverse
  // Horner in 1/x² of −1/x² − 1/(2x⁴) + 1/(6x⁶) − 1/(6x⁸) + 3/(10x¹⁰) − 5/(6x¹²), plus −1/x³.
  const even =
    inverse2 *
    (-1 +
      inverse2 *
        (-0.5 +
          inverse2 * (1 / 6 + inverse2 * (-1 / 6 + inverse2 * (3 / 10 + inverse2 * (-5 / 6))))))
  return recurrence + even - inverse2 * inverse
}

/**
 * Inverse trigamma ψ′⁻¹(y), limma's `trigammaInverse`: y > 10⁷ → 1/√y; y < 10⁻⁶ → 1/y; else Newton
 * from x = 0.5 + 1/y, x += ψ′(x)(1 − ψ′(x)/y)/ψ″(x), until −step/x < 10⁻⁸ or 50 steps (ψ′ is convex
 * and decreasing, so the iteration rises monotonically to the root).
 *
 * @param y a value of ψ′ on (0, ∞), y > 0 and finite
 * @returns x > 0 with ψ′(x) = y
 * @throws RangeError when y ≤ 0, infinite or NaN
 *
 * Source: Smyth (2004), Stat. Appl. Genet. Mol. Biol. 3:3; R limma 3.54 `trigammaInverse` (vector
 * sf01, which it matches to 6·10⁻¹⁴).
 */
export function inverseTrigamma(y: number): number {
  if (!(y > 0) || !Number.isFinite(y))
    throw new RangeError(`inverse trigamma needs a finite y > 0: ${String(y)}`)
  if (y > 1e7) return 1 / Math.sqrt(y)
  if (y < 1e-6) return 1 / y
  let x = 0.5 + 1 / y
  for (let step = 1; step <= 50; step++) {
    const tri = trigamma(x)
    const change = (tri * (1 - tri / y)) / tetragamma(x)
    x += change
    if (-change / x < 1e-8) break
  }
  return x
}

/** κ(n) = n·Var(median of n iid N(0, 1)): the variance factor of a sample median (§10.3 H3). */
import { normalUpperTail } from '../nulls/distributions.js'

/** Largest n computed by integration; beyond it the (π/2)(1 − a/n) tail is used. */
export const MEDIAN_VARIANCE_TABLE_LIMIT = 100

// Gauss–Legendre 10-point nodes and weights on [−1, 1] (Abramowitz & Stegun table 25.4).
const NODES = [
  0.1488743389816312, 0.4333953941292472, 0.6794095682990244, 0.8650633666889845,
  0.9739065285171717,
]
const WEIGHTS = [
  0.2955242247147529, 0.2692667193099963, 0.219086362515982, 0.1494513491505806, 0.0666713443086881,
]
/** The integrands vanish beyond ±10 (φ(10) ≈ 8·10⁻²³). */
const HALF_RANGE = 10
const CELLS = 400

const cache = new Map<number, number>()

/**
 * κ(n) = n·Var(median of n iid standard normal values), the factor in the within-run variance of a
 * run's centre, κ(n)·σ²/n (docs/method.md §10.3 H3): κ(1) = κ(2) = 1, κ(3) = 1.346013,
 * κ(10) = 1.383265, → π/2.
 *
 * For n ≤ 100 it is integrated from the order-statistic densities (David & Nagaraja,
 * _Order Statistics_, §2.2): odd n = 2k + 1, the median X_(k+1) has density
 * n!/(k!)²·Φ^k(1 − Φ)^k·φ and Var = ∫x²·density; even n = 2k, Var((X_(k) + X_(k+1))/2) =
 * (E[X_(k)²] + E[X_(k)X_(k+1)])/2 by symmetry, with the adjacent pair's joint density
 * n!/((k − 1)!)²·Φ(x)^{k−1}φ(x)φ(y)(1 − Φ(y))^{k−1} on x < y. The integrals use 10-point
 * Gauss–Legendre on 400 cells of [−10, 10]; the double integral splits into products of cell
 * integrals off the diagonal and a nested rule on it. Agrees with the 6-decimal table of vector
 * sf01 (R `integrate`, scipy `dblquad`). Beyond 100: (π/2)(1 − a/n), a = 0.43 for odd n and 1.42
 * for even n (the method's fitted tail). Memoised per n.
 *
 * @param n sample size, a positive integer
 * @throws RangeError when n is not a positive integer
 */
export function medianVarianceFactor(n: number): number {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`κ(n) needs a positive integer n: ${String(n)}`)
  if (n > MEDIAN_VARIANCE_TABLE_LIMIT) return (Math.PI / 2) * (1 - (n % 2 === 1 ? 0.43 : 1.42) / n)
  let value = cache.get(n)
  if (value === undefined) {
    value = n * (n % 2 === 1 ? oddMedianVariance(n) : evenMedianVariance(n))
    cache.set(n, value)
  }
  return value
}

/** Var of X_(k+1) for n = 2k + 1. */
function oddMedianVariance(n: number): number {
  const k = (n - 1) / 2
  const coefficient = orderStatisticCoefficient(n, k, k)
  return coefficient * integrate((x) => x * x * lower(x) ** k * upper(x) ** k * density(x))
}

/** (E[X_(k)²] + E[X_(k)X_(k+1)])/2 for n = 2k. */
function evenMedianVariance(n: number): number {
  const k = n / 2
  const square =
    orderStatisticCoefficient(n, k - 1, k) *
    integrate((x) => x * x * lower(x) ** (k - 1) * upper(x) ** k * density(x))
  const left = (x: number): number => x * lower(x) ** (k - 1) * density(x)
  const right = (y: number): number => y * upper(y) ** (k - 1) * density(y)
  const product = orderStatisticCoefficient(n, k - 1, k - 1) * integrateBelowDiagonal(left, right)
  return (square + product) / 2
}

/**
 * n!/(a!·b!): the density coefficient of the order statistics between the a lowest and the b highest
 * of n values (each of the n − a − b named ones counted once), as binomials times (n − a − b)!.
 */
function orderStatisticCoefficient(n: number, a: number, b: number): number {
  let named = 1
  for (let i = 2; i <= n - a - b; i++) named *= i
  return binomial(n, a) * binomial(n - a, b) * named
}

function binomial(n: number, k: number): number {
  let value = 1
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i
  return value
}

const lower = (x: number): number => normalUpperTail(-x)
const upper = (x: number): number => normalUpperTail(x)
const density = (x: number): number => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI)

function integrate(f: (x: number) => number): number {
  let total = 0
  for (let cell = 0; cell < CELLS; cell++) total += cellIntegral(f, cellStart(cell), cellWidth())
  return total
}

/** ∫∫_{x<y} f(x)·g(y) dx dy. */
function integrateBelowDiagonal(f: (x: number) => number, g: (y: number) => number): number {
  const width = cellWidth()
  let total = 0
  let beyond = 0 // ∫ g over the cells above the current one
  for (let cell = CELLS - 1; cell >= 0; cell--) {
    const start = cellStart(cell)
    total += cellIntegral(f, start, width) * beyond
    // Inside the cell: ∫ f(x)·∫_x^{end} g(y) dy dx by the nested rule.
    total += cellIntegral((x) => f(x) * cellIntegral(g, x, start + width - x), start, width)
    beyond += cellIntegral(g, start, width)
  }
  return total
}

function cellWidth(): number {
  return (2 * HALF_RANGE) / CELLS
}

function cellStart(cell: number): number {
  return -HALF_RANGE + cell * cellWidth()
}

function cellIntegral(f: (x: number) => number, start: number, width: number): number {
  const half = width / 2
  const middle = start + half
  let sum = 0
  for (let i = 0; i < NODES.length; i++) {
    const offset = half * (NODES[i] as number)
    sum += (WEIGHTS[i] as number) * (f(middle - offset) + f(middle + offset))
  }
  return sum * half
}

/**
 * Numbers for reading: canonical values auto-scaled to a display unit, a fixed number of
 * significant digits, signs on changes, and never `NaN`, `Infinity` or `-0 %`.
 */

import {
  bandText,
  changeStep,
  changeWithIntervalText,
  detectableText,
  groupThousands,
  percentChangeText,
  type RatioBounds,
} from '../../model/percent-figures.js'

const NBSP = '\u00a0'
const SIGNIFICANT_DIGITS = 4

interface Scale {
  readonly factor: number
  readonly label: string
}

const TIME_SCALES: readonly Scale[] = [
  { factor: 3600e9, label: 'h' },
  { factor: 60e9, label: 'min' },
  { factor: 1e9, label: 's' },
  { factor: 1e6, label: 'ms' },
  { factor: 1e3, label: 'µs' },
  { factor: 1, label: 'ns' },
  { factor: 1e-3, label: 'ps' },
]
const BYTE_SCALES: readonly Scale[] = [
  { factor: 1024 ** 4, label: 'TiB' },
  { factor: 1024 ** 3, label: 'GiB' },
  { factor: 1024 ** 2, label: 'MiB' },
  { factor: 1024, label: 'KiB' },
  { factor: 1, label: 'B' },
]
const SI_SCALES: readonly Scale[] = [
  { factor: 1e12, label: 'T' },
  { factor: 1e9, label: 'G' },
  { factor: 1e6, label: 'M' },
  { factor: 1e3, label: 'k' },
  { factor: 1, label: '' },
]

/**
 * Picks one display scale for `values` in canonical `unit`, so a row's columns share a unit: the
 * largest scale at which the smallest non-zero value is still at least 1. Runs
 * for every table row: no arrays or closures, and the scales of the prefixed units are built once.
 */
export function displayScale(unit: string, values: readonly number[]): Scale {
  // The smallest non-zero value picks the scale, so none of a row's values reads below 1 in it
  // (`689.5 ops/s` beside `1,008 ops/s`, never `0.6895k ops/s`); the larger ones take separators.
  let magnitude = 0
  for (const value of values) {
    const size = Math.abs(value)
    if (Number.isFinite(value) && size > 0 && (magnitude === 0 || size < magnitude))
      magnitude = size
  }
  const scales = labelledScales(unit)
  if (!scales) return { factor: 1, label: `${NBSP}${shortUnit(unit)}` }
  // Zero (or nothing finite) reads in the canonical unit itself: `0 ns`, never `0 ps`.
  for (const scale of scales)
    if (magnitude === 0 ? scale.factor === 1 : magnitude >= scale.factor) return scale
  return scales[scales.length - 1] ?? { factor: 1, label: labelFor(unit, '') }
}

/** `scalesFor(unit)` with each label as `labelFor` writes it for `unit`, built once per unit. */
const LABELLED = new Map<string, readonly Scale[]>()

function labelledScales(unit: string): readonly Scale[] | undefined {
  const known = LABELLED.get(unit)
  if (known) return known
  const scales = scalesFor(unit)?.map((s) => ({ factor: s.factor, label: labelFor(unit, s.label) }))
  // Only the handful of units with prefixes get here, so the map stays that small.
  if (scales) LABELLED.set(unit, scales)
  return scales
}

/** Custom units are printed as the harness wrote them; a long one would swamp a table cell. */
const MAX_UNIT_LENGTH = 24

function scalesFor(unit: string): readonly Scale[] | undefined {
  if (unit === 'ns') return TIME_SCALES
  if (unit === 'B' || unit === 'B/s') return BYTE_SCALES
  if (unit === 'ops/s' || unit === 'count') return SI_SCALES
  return undefined
}

function shortUnit(unit: string): string {
  const points = Array.from(unit)
  return points.length <= MAX_UNIT_LENGTH
    ? unit
    : `${points.slice(0, MAX_UNIT_LENGTH - 1).join('')}…`
}

/** SI prefixes of rates and counts attach to the number (`1.2M ops/s`); other units follow a space. */
function labelFor(unit: string, prefix: string): string {
  if (unit === 'B/s') return `${NBSP}${prefix}/s`
  if (unit === 'ops/s') return `${prefix}${NBSP}ops/s`
  if (unit === 'count') return prefix
  return `${NBSP}${prefix}`
}

/**
 * `12.35 ms` for 12_345_678 ns, with `digits` significant digits (fewer suit spreads such as a
 * MAD). Non-finite values render as `n/a`; zero as `0` with the unit but no prefix.
 */
export function formatQuantity(
  value: number,
  unit: string,
  scale = displayScale(unit, [value]),
  digits = SIGNIFICANT_DIGITS,
): string {
  if (!Number.isFinite(value)) return 'n/a'
  // SI prefixes attach to the number (`1.2M`), so a zero takes the unit without one.
  if (value === 0)
    return `0${scalesFor(unit) === SI_SCALES ? displayScale(unit, [1]).label : scale.label}`
  const scaled = value / scale.factor
  // An unscaled whole number (a count, bytes) has no digits after the point to show.
  const whole = scale.factor === 1 && Number.isInteger(scaled) && Math.abs(scaled) < 1e15
  return `${whole ? groupThousands(scaled.toFixed(0)) : formatSignificant(scaled, digits)}${scale.label}`
}

/** Significant digits for spreads (MAD, sd): enough to compare, not more than the data carry. */
export const SPREAD_DIGITS = 2

/** A number with `SIGNIFICANT_DIGITS` significant digits, no exponent below 1e15, no `-0`. */
export function formatSignificant(value: number, digits = SIGNIFICANT_DIGITS): string {
  if (!Number.isFinite(value)) return 'n/a'
  if (value === 0) return '0'
  const magnitude = Math.floor(Math.log10(Math.abs(value)))
  const decimals = Math.max(0, digits - 1 - magnitude)
  const text = value.toFixed(Math.min(decimals, 12))
  // Only a negative number can round to `-0…`; the pattern is not run for the others.
  return text.startsWith('-') && /^-0(\.0*)?$/.test(text) ? text.slice(1) : groupThousands(text)
}

/**
 * A relative change `ratio − 1` as a signed percentage: `+4.1 %`, `−12 %`, `0.0 %`, rounded as
 * `model/percent-figures.ts` rounds a change without an interval (0.1, or 1 from ±100 % up).
 * Ratios of 0 or non-finite ratios say what happened in words instead of a number.
 *
 * @param space between the number and `%`: a no-break space, or a plain one for the terminal
 */
export function formatChange(ratio: number | null, space = NBSP): string {
  return percentChangeText(ratio, undefined, space)
}

/**
 * `+3.1 % [−4.9 %, +11.1 %]`: a change and its ratio interval rounded alike, to two significant
 * digits of the interval's half-width (model/percent-figures.ts `changeWithIntervalText`).
 */
export function formatChangeWithInterval(
  ratio: number | null,
  interval: RatioBounds | null,
  space = NBSP,
): string {
  return changeWithIntervalText(ratio, interval, space)
}

/**
 * `[+2.1 %, +6.0 %]`: a ratio interval shown apart from its centre, both bounds rounded at the
 * interval's own step (model/percent-figures.ts `changeStep`), as `formatChangeWithInterval`
 * rounds an interval beside its change.
 */
export function formatChangeInterval(lower: number, upper: number, space = NBSP): string {
  const step = changeStep(Number.NaN, { lower, upper })
  return `[${percentChangeText(lower, step, space)}, ${percentChangeText(upper, step, space)}]`
}

/**
 * A relative size without a direction, `±12 %`, for bands and floors; from ±1,000 % up
 * `more than ±1,000 %` (model/percent-figures.ts `bandText`, the text policy's reasons write).
 */
export function formatBand(relative: number): string {
  return bandText(relative)
}

/**
 * The smallest detectable change, `±8 %` or `−44 % / +80 %` (model/percent-figures.ts
 * `detectableText`): computed on the log scale, so its speedup side never reaches −100 %.
 *
 * @param slowdown `Comparison.minimumDetectableEffect`, the slowdown side as a fraction
 */
export function formatDetectable(slowdown: number, space = NBSP): string {
  return detectableText(slowdown, space)
}

/** p- and q-values: `0.0079`, `<0.0001`, `1`. */
export function formatProbability(p: number | null): string {
  if (p === null || !Number.isFinite(p)) return '—'
  if (p < 1e-4) return '<0.0001'
  if (p >= 0.9995) return '1'
  return p < 0.01 ? p.toPrecision(2) : p.toFixed(3)
}

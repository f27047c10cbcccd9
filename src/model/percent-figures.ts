/**
 * Percentages for every stage's words (docs/architecture.md, "How figures are rounded"): one
 * function per figure, so the verdict line, a reason, a table cell and the chart print a change,
 * a band or a detectable change alike. `model/` is the one room all stages may import.
 */

const NBSP = '\u00a0'
/** Finer than a tenth of a percentage point reads as precision no benchmark interval carries. */
const FINEST_STEP = 0.1
/** Coarser than whole percents would round a change under a very wide interval to `0 %`. */
const COARSEST_STEP = 1
/** Bands from here up read as a bound (one degree of freedom gives right but unreadable figures). */
export const HUGE_BAND_PERCENT = 1000
/**
 * A detectable change is printed as one `±x %` while its speedup side y = 1 − 1/(1 + x) is within a
 * fifth of its slowdown side x, i.e. up to ±25 % (−20 %); beyond that as the pair `−y % / +x %`.
 */
const SYMMETRIC_WITHIN = 0.8

/** A ratio interval head/base (1 = no change). */
export interface RatioBounds {
  readonly lower: number
  readonly upper: number
}

/**
 * The step, in percentage points, a change and its interval are rounded to: two significant digits
 * of the interval's half-width (the common rule for an estimate and its uncertainty), never finer
 * than 0.1 nor coarser than 1. The half-width is the shorter side, centre to the nearer bound: an
 * interval of log ratios is asymmetric in percent (`[−60 %, +36,000 %]`), and its long side would
 * round the change itself away. Without a usable interval 0.1, or 1 from ±100 % up.
 *
 * @param percent the change, `100·(ratio − 1)`
 * @param interval its ratio interval, or null
 * @returns 0.1 or 1
 */
export function changeStep(percent: number, interval?: RatioBounds | null): number {
  const centre = Number.isFinite(percent) ? percent / 100 + 1 : Number.NaN
  const half = !interval
    ? Number.NaN
    : Number.isFinite(centre)
      ? 100 * Math.min(centre - interval.lower, interval.upper - centre)
      : 50 * (interval.upper - interval.lower)
  if (Number.isFinite(half) && half > 0) {
    const step = 10 ** (Math.floor(Math.log10(half)) - 1)
    return Math.min(COARSEST_STEP, Math.max(FINEST_STEP, step))
  }
  return Math.abs(percent) >= 100 ? COARSEST_STEP : FINEST_STEP
}

/**
 * A relative change `ratio − 1` as a signed percentage at `step` (`changeStep`): `+4.1 %`,
 * `−12 %`, `+1,230 %`, `0.0 %`; never `−0 %`. Null, non-finite and non-positive ratios read
 * `not measurable`.
 *
 * @param ratio head/base
 * @param step percentage points to round to; default `changeStep(percent)` (no interval)
 * @param space between the number and `%`: a no-break space, or a plain one for plain text
 */
export function percentChangeText(ratio: number | null, step?: number, space = NBSP): string {
  if (ratio === null || !Number.isFinite(ratio) || ratio <= 0) return 'not measurable'
  const percent = (ratio - 1) * 100
  let at = step ?? changeStep(percent)
  let digits = roundedText(Math.abs(percent), at)
  // A ratio above 0 is never −100 %: a fall that close to it keeps the digits that say so.
  while (percent < 0 && Number(digits) >= 100 && at > 1e-6)
    digits = roundedText(-percent, (at /= 10))
  if (Number(digits) === 0) return `${digits}${space}%`
  return `${percent > 0 ? '+' : '−'}${groupThousands(digits)}${space}%`
}

/**
 * A change and its interval rounded alike: `+3.1 % [−4.9 %, +11.1 %]` for a ±8 % interval,
 * `+240 % [+184 %, +289 %]` for a ±53 % one (`changeStep`); a bound 100 points or more from the
 * change at two significant digits of that distance (`+12 % [−99.7 %, +36,000 %]`). Without a
 * usable interval the change alone, as `percentChangeText` writes it.
 *
 * @param ratio head/base
 * @param interval the ratio interval, or null
 * @param space as in `percentChangeText`
 */
export function changeWithIntervalText(
  ratio: number | null,
  interval: RatioBounds | null,
  space = NBSP,
): string {
  const usable = usableInterval(interval)
  const percent = ratio === null ? Number.NaN : (ratio - 1) * 100
  const step = changeStep(percent, usable)
  const change = percentChangeText(ratio, step, space)
  if (usable === null || change === 'not measurable') return change
  // A side of 100 points or more (`+36,000 %` of a log interval) has no whole percents to give:
  // its bound at two significant digits of its length. Shorter sides keep the change's step.
  // A bound closer to 0 than that step keeps two significant digits of its own: a bound of
  // +3.3 % on a side of 260 points printed `0 %`, and an interval that excludes no change read
  // like one that holds it.
  const side = (bound: number) => {
    const own = 10 ** (Math.floor(Math.log10(Math.abs(bound - (ratio ?? 1)) * 100)) - 1)
    const length = own > COARSEST_STEP ? own : step
    const magnitude = Math.abs(bound - 1) * 100
    if (!(magnitude > 0) || magnitude >= length) return length
    return Math.max(FINEST_STEP, 10 ** (Math.floor(Math.log10(magnitude)) - 1))
  }
  const lower = percentChangeText(usable.lower, side(usable.lower), space)
  const upper = percentChangeText(usable.upper, side(usable.upper), space)
  return `${change} [${lower}, ${upper}]`
}

/**
 * The change alone, at the step its interval sets (`changeStep`): what a sentence quoting the
 * change beside a table that shows the interval prints, so the two agree.
 */
export function changeAtIntervalText(
  ratio: number | null,
  interval: RatioBounds | null,
  space = NBSP,
): string {
  const percent = ratio === null ? Number.NaN : (ratio - 1) * 100
  return percentChangeText(ratio, changeStep(percent, usableInterval(interval)), space)
}

/** An interval both of whose bounds are finite ratios above 0 (an exact `[0 %, 0 %]` too). */
function usableInterval(interval: RatioBounds | null | undefined): RatioBounds | null {
  if (!interval) return null
  const { lower, upper } = interval
  return lower > 0 && Number.isFinite(upper) && upper >= lower ? interval : null
}

/**
 * A relative size without a direction, `±12 %`, for thresholds, bands and floors: one decimal with
 * a trailing `.0` dropped, two significant digits under 1 %, whole percents grouped from 1,000 %,
 * and `more than ±1,000 %` from `HUGE_BAND_PERCENT` up. Compare's reasons write it from the log
 * band (compare/evidence/percent-text.ts `percentBand`).
 *
 * @param relative the band as a fraction (0.1 = 10 %); its sign is ignored
 * @param space as in `percentChangeText`
 */
export function bandText(relative: number, space = NBSP): string {
  if (!Number.isFinite(relative)) return 'n/a'
  const percent = Math.abs(relative) * 100
  if (percent >= HUGE_BAND_PERCENT)
    return `more than ±${HUGE_BAND_PERCENT.toLocaleString('en-US')}${space}%`
  return `±${magnitude(percent)}${space}%`
}

/**
 * A configured limit on a change, signed, `+30 %` for a waiver's `max-regression: 0.3`: written as
 * `bandText` writes a threshold (one decimal with a trailing `.0` dropped, two significant digits
 * under 1 %), but never as a bound: the figure is the policy file's own, exact however large
 * (`+2,500 %`).
 *
 * @param relative the limit as a fraction (0.3 = 30 %); negative reads `−`
 * @param space as in `percentChangeText`
 */
export function limitText(relative: number, space = NBSP): string {
  if (!Number.isFinite(relative)) return 'n/a'
  const sign = relative > 0 ? '+' : relative < 0 ? '−' : ''
  return `${sign}${magnitude(Math.abs(relative) * 100)}${space}%`
}

/**
 * The smallest detectable change, computed on the log scale (docs/method.md §11.1), in percent:
 * a log-symmetric ±m is a slowdown of +(e^m − 1) and a speedup of −(1 − e^−m), which never reaches
 * −100 %. `±10 %` while the two sides are within a fifth of each other, else both, each written
 * as `bandText` writes a band (the figure is often the band itself), `−44.4 % / +80 %`;
 * `more than −90.9 % / +1,000 %` from a slowdown side of 1,000 % up.
 *
 * @param slowdown the slowdown side e^m − 1 as a fraction (`Comparison.minimumDetectableEffect`)
 * @param space as in `percentChangeText`
 */
export function detectableText(slowdown: number, space = NBSP): string {
  if (!Number.isFinite(slowdown)) return 'n/a'
  const up = Math.abs(slowdown)
  const down = up / (1 + up)
  if (up * 100 >= HUGE_BAND_PERCENT) {
    const bound = HUGE_BAND_PERCENT / (100 + HUGE_BAND_PERCENT)
    return `more than −${magnitude(bound * 100)}${space}% / +${HUGE_BAND_PERCENT.toLocaleString('en-US')}${space}%`
  }
  if (up === 0 || down / up >= SYMMETRIC_WITHIN) return bandText(up, space)
  // Written as a band is (`bandText`): the figure is often the band itself, named in the reason.
  return `−${magnitude(down * 100)}${space}% / +${magnitude(up * 100)}${space}%`
}

/** As `detectableText`, from the log-scale MDE m ≥ 0 that compare and policy carry. */
export function detectableTextOfLog(logMde: number, space = NBSP): string {
  return detectableText(Math.expm1(logMde), space)
}

/** As `bandText`, from a band θ ≥ 0 on the log scale (x = 100·(e^θ − 1)). */
export function bandTextOfLog(logBand: number, space = NBSP): string {
  return bandText(Math.expm1(logBand), space)
}

/** `size` rounded to a multiple of `step` (a power of ten), with the decimals that step has. */
function roundedText(size: number, step: number): string {
  const decimals = Math.max(0, -Math.round(Math.log10(step)))
  return (Math.round(size / step) * step).toFixed(decimals)
}

function magnitude(percent: number): string {
  if (percent !== 0 && percent < 1) return String(Number(percent.toPrecision(2)))
  if (percent >= 1000) return Math.round(percent).toLocaleString('en-US')
  return String(Number(percent.toFixed(1)))
}

/** `1234567.8` → `1,234,567.8`: a decimal's integer part grouped in thousands as en-US writes it. */
export function groupThousands(text: string): string {
  const point = text.indexOf('.')
  // Three characters before the point never take a separator: the common case.
  if ((point === -1 ? text.length : point) <= 3) return text
  const [integer = '', fraction] = text.split('.')
  const withCommas = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`
}

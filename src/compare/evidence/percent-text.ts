/** Log changes as the short percentages used in reasons ("+9.9 %", "±10 %"). */

/**
 * Signed percent change of a log ratio: 100·(e^δ − 1), one decimal (two significant digits
 * under 1 %), a trailing ".0" dropped. Infinite δ reads as a change from or to zero.
 *
 * @param logChange δ = ln ratio
 */
export function percentChange(logChange: number): string {
  if (logChange === Infinity) return 'up from 0'
  if (logChange === -Infinity) return '−100 %'
  const percent = 100 * Math.expm1(logChange)
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : ''
  return `${sign}${magnitude(Math.abs(percent))} %`
}

/**
 * Bands from 1,000 % up read as a bound: with one degree of freedom a floor or a detectable change
 * can be ±312,402,356 %, right but unreadable, and all a reviewer needs is that it is huge. The
 * report's `formatBand` (report/words/format-quantity.ts) writes the same bound.
 */
export const HUGE_BAND_PERCENT = 1000

/**
 * A symmetric band on the log scale as "±x %", x = 100·(e^θ − 1); "more than ±1,000 %" from
 * `HUGE_BAND_PERCENT` up.
 *
 * @param logBand θ ≥ 0
 */
export function percentBand(logBand: number): string {
  let text = bands.get(logBand)
  if (text === undefined) {
    // A run's bands are a few thresholds and floors, written into most of its reasons.
    if (bands.size >= 256) bands.clear()
    const percent = 100 * Math.expm1(logBand)
    text =
      percent >= HUGE_BAND_PERCENT
        ? `more than ±${HUGE_BAND_PERCENT.toLocaleString('en-US')} %`
        : `±${magnitude(percent)} %`
    bands.set(logBand, text)
  }
  return text
}

const bands = new Map<number, string>()

function magnitude(percent: number): string {
  if (percent !== 0 && percent < 1) return String(Number(percent.toPrecision(2)))
  // Grouped in thousands as the report's numbers are (`+1,204 %`).
  if (percent >= 1000) return Math.round(percent).toLocaleString('en-US')
  return String(Number(percent.toFixed(1)))
}

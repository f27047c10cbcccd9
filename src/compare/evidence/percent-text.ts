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
 * A symmetric band on the log scale as "±x %", x = 100·(e^θ − 1).
 *
 * @param logBand θ ≥ 0
 */
export function percentBand(logBand: number): string {
  let text = bands.get(logBand)
  if (text === undefined) {
    // A run's bands are a few thresholds and floors, written into most of its reasons.
    if (bands.size >= 256) bands.clear()
    text = `±${magnitude(100 * Math.expm1(logBand))} %`
    bands.set(logBand, text)
  }
  return text
}

const bands = new Map<number, string>()

function magnitude(percent: number): string {
  if (percent !== 0 && percent < 1) return String(Number(percent.toPrecision(2)))
  return String(Number(percent.toFixed(1)))
}

/**
 * Compare's sentences (the suite findings, the wall/CPU cross-check, the A/A calibration) write
 * changes and bands as every stage does, through model/percent-figures.ts (docs/architecture.md,
 * "How figures are rounded"), from the log values compare carries, and with a plain space before
 * `%`: the reasons are plain text (JSON, terminal, the comment).
 */
import {
  bandTextOfLog,
  changeAtIntervalText,
  type RatioBounds,
} from '../../model/percent-figures.js'

const SPACE = ' '

/**
 * Signed percent change of a log ratio, 100·(e^δ − 1), at the step its interval sets: two
 * significant digits of the interval's half-width, 0.1 to 1 point (`changeStep`), so a reason
 * quotes the figure as the table and the headline print it (`+240 %` under a ±53 % interval,
 * `+9.9 %` without one). Infinite δ reads as a change from or to zero.
 *
 * @param logChange δ = ln ratio
 * @param logInterval δ's confidence interval on the log scale, or null (no interval: 0.1, or 1
 *   from ±100 % up)
 */
export function percentChange(
  logChange: number,
  logInterval: { readonly lower: number; readonly upper: number } | null = null,
): string {
  if (logChange === Infinity) return 'up from 0'
  if (logChange === -Infinity) return '−100 %'
  const interval =
    logInterval === null
      ? null
      : { lower: Math.exp(logInterval.lower), upper: Math.exp(logInterval.upper) }
  return ratioChange(Math.exp(logChange), interval)
}

/**
 * As `percentChange`, from a ratio head/base and its ratio interval (a `Comparison`'s `ratio` and
 * `ci`): the change the table's Change column prints for that comparison.
 *
 * @param ratio head/base; null or non-positive reads `not measurable`
 * @param interval the ratio interval, or null
 */
export function ratioChange(ratio: number | null, interval: RatioBounds | null): string {
  return changeAtIntervalText(ratio, interval, SPACE)
}

/**
 * A symmetric band on the log scale as "±x %", x = 100·(e^θ − 1): one decimal with a trailing
 * `.0` dropped, two significant digits under 1 %, "more than ±1,000 %" from 1,000 % up
 * (model/percent-figures.ts `bandText`).
 *
 * @param logBand θ ≥ 0
 */
export function percentBand(logBand: number): string {
  let text = bands.get(logBand)
  if (text === undefined) {
    // A run's bands are a few thresholds and floors, written into most of its reasons.
    if (bands.size >= 256) bands.clear()
    text = bandTextOfLog(logBand, SPACE)
    bands.set(logBand, text)
  }
  return text
}

const bands = new Map<number, string>()

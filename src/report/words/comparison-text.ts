/** The change of one comparison as words a reader can trust: never NaN, Infinity or −0 %. */
import type { CentreStatistic, Comparison, RevisionStats } from '../../model/comparison.js'
import { changeAtIntervalText } from '../../model/percent-figures.js'
import { formatChangeWithInterval } from './format-quantity.js'

/**
 * `+32.2 %` (`−100 %` down to 0), rounded at the step its interval sets (model/percent-figures.ts,
 * so it reads as in the table's Change column), or what happened in words when there is no finite ratio: `new`
 * (added), `removed`, `from 0` (the base median is zero, so no ratio exists), `to 0` (a time that
 * fell to zero, below its timer's resolution: not compared), `not measurable`.
 *
 * @param space between a number and `%` (see `formatChange`)
 */
export function changeWords(c: Comparison, space?: string): string {
  if (c.class === 'added') return 'new'
  if (c.class === 'removed') return 'removed'
  if (c.ratio !== null && Number.isFinite(c.ratio) && c.ratio > 0)
    return changeAtIntervalText(c.ratio, c.ci, space)
  if (c.ratio === 0) return `−100${space ?? '\u00a0'}%`
  const base = sideCentre(c, 'base')
  const head = sideCentre(c, 'head')
  if (base !== null && base.value === 0 && head !== null && head.value !== 0) return 'from 0'
  if (base !== null && base.value !== 0 && head !== null && head.value === 0) return 'to 0'
  return 'not measurable'
}

/**
 * `+32.2 % [+30.8 %, +34.2 %]`: the change and its CI rounded alike (two significant digits of the
 * CI's half-width, `formatChangeWithInterval`), or `changeWords` alone without a CI.
 *
 * @param space between a number and `%` (see `formatChange`)
 */
export function changeWithInterval(c: Comparison, space?: string): string {
  const words = changeWords(c, space)
  const { ci } = c
  // The cheap test first: the pattern runs only for a usable interval.
  if (ci === null || !(ci.lower > 0) || !Number.isFinite(ci.upper)) return words
  if (!/\d/.test(words)) return words
  return formatChangeWithInterval(c.ratio, ci, space)
}

/** The relative change in percent (`ratio − 1`, metric's own orientation), or null without one. */
export function changePercent(c: Comparison): number | null {
  if (c.class === 'added' || c.class === 'removed') return null
  if (c.ratio === null || !Number.isFinite(c.ratio) || c.ratio < 0) return null
  return (c.ratio - 1) * 100
}

/** How a side is summarised: median ± raw MAD, or mean ± sd (see `centreOf`). */
export interface Centre {
  readonly value: number
  /** ± this, or null when there is no spread. */
  readonly spread: number | null
  readonly statistic: 'median' | 'mean'
}

/**
 * The centre a side is shown with: the statistic the comparison's change compares (docs/method.md §5:
 * summaries are compared by their means, so showing their medians beside that change would show
 * one number and test another), else its median and raw MAD, else (summaries with only a mean,
 * such as Benchmark.js) the mean and sd. Null when neither is a finite number.
 *
 * @param compared `Comparison.centre`; absent means median
 */
export function centreOf(
  stats: RevisionStats | null,
  compared: CentreStatistic = 'median',
): Centre | null {
  if (stats === null) return null
  if (compared === 'mean' && Number.isFinite(stats.mean)) return meanCentre(stats)
  if (Number.isFinite(stats.median))
    return { value: stats.median, spread: finiteOrNull(stats.mad), statistic: 'median' }
  return Number.isFinite(stats.mean) ? meanCentre(stats) : null
}

function meanCentre(stats: RevisionStats): Centre {
  return { value: stats.mean, spread: finiteOrNull(stats.sd), statistic: 'mean' }
}

function finiteOrNull(x: number | null): number | null {
  return x !== null && Number.isFinite(x) ? x : null
}

/** A comparison's side as the table shows it: see `centreOf`. */
export function sideCentre(c: Comparison, side: 'base' | 'head'): Centre | null {
  return centreOf(c[side], c.centre)
}

/** The change of one comparison as words a reader can trust: never NaN, Infinity or −0 %. */
import type { Comparison, RevisionStats } from '../model/comparison.js'
import { formatChange, formatChangeInterval } from './format-quantity.js'

/**
 * `+32.2 %`, or what happened in words when there is no finite ratio: `new` (added), `removed`,
 * `was 0` (the base median is zero, so no ratio exists), `not measurable` (anything else).
 */
export function changeWords(c: Comparison): string {
  if (c.class === 'added') return 'new'
  if (c.class === 'removed') return 'removed'
  if (c.ratio !== null && Number.isFinite(c.ratio) && c.ratio > 0) return formatChange(c.ratio)
  const base = centreOf(c.base)
  const head = centreOf(c.head)
  if (base !== null && base.value === 0 && head !== null && head.value !== 0) return 'was 0'
  return 'not measurable'
}

/** `+32.2 % [+30.8 %, +34.2 %]`: the change and its CI, or `changeWords` alone without a CI. */
export function changeWithInterval(c: Comparison): string {
  const words = changeWords(c)
  const { ci } = c
  if (ci === null || !/\d/.test(words)) return words
  if (!(ci.lower > 0) || !Number.isFinite(ci.upper)) return words
  return `${words} ${formatChangeInterval(ci.lower, ci.upper)}`
}

/** The relative change in percent (`ratio − 1`, metric's own orientation), or null without one. */
export function changePercent(c: Comparison): number | null {
  if (c.class === 'added' || c.class === 'removed') return null
  if (c.ratio === null || !Number.isFinite(c.ratio) || c.ratio <= 0) return null
  return (c.ratio - 1) * 100
}

/** How a side is summarised: median ± raw MAD, or mean ± sd when the harness gave no median. */
export interface Centre {
  readonly value: number
  /** ± this, or null when there is no spread. */
  readonly spread: number | null
  readonly statistic: 'median' | 'mean'
}

/**
 * The centre a side is shown with: its median and raw MAD, or (for summaries that carry only a
 * mean, such as benchmark.js) the mean and sd. Null when neither is a finite number.
 */
export function centreOf(stats: RevisionStats | null): Centre | null {
  if (stats === null) return null
  const finite = (x: number | null) => (x !== null && Number.isFinite(x) ? x : null)
  if (finite(stats.median) !== null)
    return { value: stats.median, spread: finite(stats.mad), statistic: 'median' }
  if (finite(stats.mean) !== null)
    return { value: stats.mean, spread: finite(stats.sd), statistic: 'mean' }
  return null
}

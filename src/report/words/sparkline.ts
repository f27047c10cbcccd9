/** Text sparklines: a run of block characters, one per value, on a shared scale. */

const LEVELS = '▁▂▃▄▅▆▇█'

/**
 * One block per finite value, scaled linearly between `low` and `high` (default: the values'
 * own range). Equal values, or a zero range, sit in the middle. Non-finite values are skipped.
 */
export function sparkline(
  values: readonly number[],
  low = Math.min(...values.filter(Number.isFinite)),
  high = Math.max(...values.filter(Number.isFinite)),
): string {
  const top = LEVELS.length - 1
  return values
    .filter(Number.isFinite)
    .map((value) => {
      if (!(high > low)) return LEVELS[Math.floor(top / 2)]
      const level = Math.round(((value - low) / (high - low)) * top)
      return LEVELS[Math.min(top, Math.max(0, level))]
    })
    .join('')
}

/**
 * The base branch's recent medians and where the head landed, on one scale:
 * `▃▄▃▅▄ → █` is five base runs (the earlier runs oldest first, then the baseline run) and the head.
 * An empty string when there is no earlier run to show.
 *
 * @param history medians of the earlier base runs, oldest first
 * @param base the baseline run's median, or null
 * @param head the head's median, or null
 */
export function historySparkline(
  history: readonly number[],
  base: number | null,
  head: number | null,
): string {
  const runs = [...history, ...(base === null ? [] : [base])].filter(Number.isFinite)
  if (history.length === 0 || runs.length === 0) return ''
  const all = [...runs, ...(head !== null && Number.isFinite(head) ? [head] : [])]
  const low = Math.min(...all)
  const high = Math.max(...all)
  const line = sparkline(runs, low, high)
  return head !== null && Number.isFinite(head) ? `${line} → ${sparkline([head], low, high)}` : line
}

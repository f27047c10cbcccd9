/**
 * Wall time against CPU time of one benchmark: when one moved beyond its floor (a regression or
 * an improvement) and the other did not, the time went somewhere the CPU did not spend it (or the
 * CPU spent it off the clock). The row of the one that moved says so (docs/comment.md).
 */
import type { Comparison } from '../../model/comparison.js'
import { wallCpuPairs } from '../../compare/compare-runs.js'
import { changeAtIntervalText } from '../../model/percent-figures.js'

const MOVED = new Set<Comparison['class']>(['regression', 'improvement'])

/**
 * The note per comparison that has one, keyed by the comparison. Wall and CPU time are paired by
 * the compare stage's `wallCpuPairs`: the same benchmark against the same reference.
 *
 * @param comparisons one run's comparisons
 * @param space between a number and `%` (a no-break space in Markdown, a plain one in the terminal)
 */
export function wallCpuNotes(
  comparisons: readonly Comparison[],
  space?: string,
): Map<Comparison, string> {
  const notes = new Map<Comparison, string>()
  // Rounded as the row's Change column rounds it (at its interval's step).
  const change = (c: Comparison) => changeAtIntervalText(c.ratio, c.ci, space)
  for (const { wall, cpu } of wallCpuPairs(comparisons)) {
    if (wall.ratio === null || cpu.ratio === null) continue
    if (MOVED.has(wall.class) && cpu.class === 'no-change')
      notes.set(
        wall,
        `wall ${change(wall)}, CPU ${change(cpu)}: ${
          wall.class === 'regression'
            ? 'time spent waiting — runner contention or a new wait in the code'
            : 'less time spent waiting — a quieter runner or a wait removed'
        }`,
      )
    else if (MOVED.has(cpu.class) && wall.class === 'no-change')
      notes.set(
        cpu,
        `CPU ${change(cpu)}, wall ${change(wall)}: CPU time moved without wall time — work on other threads, or CPU-time accounting`,
      )
  }
  return notes
}

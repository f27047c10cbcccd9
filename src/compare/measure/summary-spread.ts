/** Which spread figures of a harness summary measure a spread, and which only print a 0 (§5, §8). */
import type { SummaryStats } from '../../model/benchmark-result.js'

/** A summary without the spread figures that were not measured, and which those were. */
export interface MeasuredSpread {
  readonly summary: SummaryStats
  /** Figures the harness printed as 0 and that are set aside: `sd`, `MAD`; empty when none. */
  readonly unmeasured: readonly ('sd' | 'MAD')[]
}

/**
 * Keeps a printed sd or MAD of 0 only where it is evidence of no variation: the metric is declared
 * deterministic (docs/method.md §8: instruction counts, callgrind events), or the summary itself shows a
 * zero range (n ≥ 2 and min = max, the summary form of §8's "all values equal"). Anywhere else a 0
 * means the harness did not measure the spread, and the figure is removed: Catch2's
 * `--benchmark-no-analysis` writes `standardDeviation value="0"`, and Benchmark.js prints a margin
 * under 0.005 % as `±0.00%`. Taken at its word, such a 0 makes every difference between two runs
 * of one build an exact change (or a Welch test with a zero standard error).
 *
 * @param summary one side's summary, canonical unit
 * @param declaredDeterministic both sides' results declare the metric deterministic
 */
export function withMeasuredSpread(
  summary: SummaryStats,
  declaredDeterministic: boolean,
): MeasuredSpread {
  const zeroRange =
    summary.n >= 2 &&
    summary.min !== undefined &&
    summary.max !== undefined &&
    summary.min === summary.max
  if (declaredDeterministic || zeroRange || (summary.sd !== 0 && summary.mad !== 0))
    return { summary, unmeasured: [] }
  const { sd, mad, ...rest } = summary
  return {
    summary: {
      ...rest,
      ...(sd === undefined || sd === 0 ? {} : { sd }),
      ...(mad === undefined || mad === 0 ? {} : { mad }),
    },
    unmeasured: [...(sd === 0 ? (['sd'] as const) : []), ...(mad === 0 ? (['MAD'] as const) : [])],
  }
}

/**
 * Why a pair of summaries cannot be tested although both have n ≥ 2: `the harness printed no
 * spread (sd = 0)`, naming the side when only one printed it; or no spread figure at all.
 */
export function noSpreadReason(base: MeasuredSpread, head: MeasuredSpread): string {
  const figures = [...new Set([...base.unmeasured, ...head.unmeasured])]
  if (figures.length === 0) return 'the harness gave no spread figure to test with'
  const side =
    base.unmeasured.length === 0
      ? ' on the head side'
      : head.unmeasured.length === 0
        ? ' on the base side'
        : ''
  return `the harness printed no spread (${figures.map((f) => `${f} = 0`).join(', ')}${side})`
}

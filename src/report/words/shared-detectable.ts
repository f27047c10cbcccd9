/** The smallest detectable change, said once when it is the band every inconclusive row shares. */
import type { Comparison } from '../../model/comparison.js'
import { detectableText } from '../../model/percent-figures.js'

/**
 * The one detectable change of `rows` (`Comparison.minimumDetectableEffect`, the slowdown side as a
 * fraction), when there are two or more and in each it is the band the row was decided against
 * (`Comparison.band`: an assumed floor, the suite's guard, the threshold), printed as one figure.
 * That figure is suite-wide, not the row's own, so policy's reasons leave it out
 * (classify-change.ts) and a table says it once. Null otherwise.
 *
 * @param rows the inconclusive comparisons of one table, read in full (`at(i)` for i < length)
 */
export function sharedDetectable(rows: {
  readonly length: number
  at(index: number): Comparison | undefined
}): number | null {
  if (rows.length < 2) return null
  const first = rows.at(0)?.minimumDetectableEffect ?? null
  if (first === null) return null
  const text = detectableText(first)
  for (let i = 0; i < rows.length; i++) {
    const row = rows.at(i)
    const mde = row?.minimumDetectableEffect ?? null
    if (mde === null || !isBand(mde, row?.band)) return null
    if (mde !== first && detectableText(mde) !== text) return null
  }
  return first
}

/**
 * `Smallest change detectable at this n, the same for every row: ±12 %, the band a change must
 * clear here, which more samples alone cannot lower.`
 *
 * @param mde the shared figure (`sharedDetectable`)
 * @param space between a number and `%`
 */
export function sharedDetectableSentence(mde: number, space = '\u00a0'): string {
  return `Smallest change detectable at this n, the same for every row: ${detectableText(mde, space)}, the band a change must clear here, which more samples alone cannot lower.`
}

/** The detectable change is the band (compare takes the larger of the two: docs/method.md §11.1). */
function isBand(mde: number, band: number | undefined): boolean {
  return band !== undefined && Math.abs(band - mde) <= 1e-9 * Math.max(1, mde)
}

import type { SummaryStats } from '../model/benchmark-result.js'

type Figures = { [K in keyof Omit<SummaryStats, 'n'>]?: number | null | undefined }

/**
 * A harness summary with only the figures it really gave: missing, null and non-finite values are
 * left out (a `null` stddev means the noise is unknown, not zero). Undefined when neither a mean nor
 * a median is known, since nothing could be compared.
 */
export function summaryStats(n: number, figures: Figures): SummaryStats | undefined {
  const known = Object.fromEntries(
    Object.entries(figures).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  )
  if (known.mean === undefined && known.median === undefined) return undefined
  return { n, ...known }
}

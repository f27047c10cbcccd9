import type { SummaryStats } from '../../model/benchmark-result.js'

type Figures = { [K in keyof Omit<SummaryStats, 'n'>]?: number | null | undefined }

/**
 * A harness summary with only the figures it really gave: missing, null and non-finite values are
 * left out (a `null` stddev means the noise is unknown, not zero). Undefined when neither a mean nor
 * a median is known, since nothing could be compared.
 */
export function summaryStats(n: number, figures: Figures): SummaryStats | undefined {
  if (!isFigure(figures.mean) && !isFigure(figures.median)) return undefined
  // A loop, not entries/filter/fromEntries: a suite without samples has a summary per benchmark.
  const summary: Record<string, number> = { n }
  for (const key of Object.keys(figures) as (keyof Figures)[]) {
    const value = figures[key]
    if (isFigure(value)) summary[key] = value
  }
  return summary as unknown as SummaryStats
}

function isFigure(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

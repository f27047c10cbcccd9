/** The inconclusive table's Detectable column and the chart beside it (docs/comment.md). */
import { describe, expect, it } from 'vitest'
import { comparison, reportData, verdict } from '../../../test/support/report-builders.js'
import type { Comparison } from '../../model/comparison.js'
import { renderComment } from './render-comment.js'
import { renderTerminal } from '../terminal/render-terminal.js'

const OPTIONS = { maxLength: 60_000, fullReportName: 'the JSON report' }

/** An inconclusive row at head/base `ratio`, CI ±`half`, detectable change `mde`, band `band`. */
function row(name: string, ratio: number, half: number, mde: number, band: number): Comparison {
  return {
    ...comparison({
      id: { name },
      base: 1000,
      head: 1000 * ratio,
      ciHalfWidth: half,
      qValue: 0.1,
      class: 'inconclusive',
      minimumDetectableEffect: mde,
      reasons: [`possible change of ${name}`],
    }),
    band,
  }
}

const data = (comparisons: Comparison[]) =>
  reportData({ verdict: verdict('inconclusive', 'needs a closer look'), comparisons })

describe('the smallest detectable change of the inconclusive rows', () => {
  it('is said once under the table when every row shares the band as its figure', () => {
    const body = renderComment(
      data([row('BM_a', 1.116, 0.01, 0.12, 0.12), row('BM_b', 1.104, 0.01, 0.12, 0.12)]),
      OPTIONS,
    )
    expect(body).toContain('| Benchmark | Metric | Change (95% CI) | q-value | Why |\n')
    expect(body).not.toContain('Detectable at this n')
    expect(body).toContain(
      'Smallest change detectable at this n, the same for every row: ±12\u00a0%, the band a change must clear here, which more samples alone cannot lower.',
    )
    const text = renderTerminal(
      data([row('BM_a', 1.116, 0.01, 0.12, 0.12), row('BM_b', 1.104, 0.01, 0.12, 0.12)]),
      { color: false },
    )
    expect(text).toContain('  - BM_a (real_time): possible change of BM_a\n')
    expect(text).toContain('  Smallest change detectable at this n, the same for every row: ±12 %,')
  })

  it('stays a column, as both sides when they differ, when the rows have their own', () => {
    const body = renderComment(
      data([row('BM_a', 1.116, 0.01, 7.958, 0.12), row('BM_b', 1.104, 0.01, 0.142, 0.12)]),
      OPTIONS,
    )
    expect(body).toContain(
      '| Benchmark | Metric | Change (95% CI) | q-value | Detectable at this n | Why |',
    )
    expect(body).toContain('| −88.8\u00a0% / +795.8\u00a0% |')
    expect(body).toContain('| ±14.2\u00a0% |')
    expect(body).not.toContain('Smallest change detectable at this n')
  })

  it('shows the chart numbers as the Change column rounds them', () => {
    // ±53 % around +240 %: whole percents in the table, in the chart too.
    const wide = row('BM_wide', 3.403, 0.155, 0.2, 0.12)
    const body = renderComment(data([wide, row('BM_b', 1.104, 0.01, 0.2, 0.12)]), OPTIONS)
    expect(body).toContain('| +240\u00a0% [+188\u00a0%, +293\u00a0%] |')
    expect(body).toMatch(/BM_wide +│█+ +\+240 %\n/)
    expect(body).toContain('bars to scale (longest 240 %)')
  })
})

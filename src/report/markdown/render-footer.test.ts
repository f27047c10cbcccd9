import { describe, expect, it } from 'vitest'
import type { Comparison } from '../../model/comparison.js'
import { comparison, reportData, verdict } from '../../../test/support/report-builders.js'
import type { ReportData } from '../data/report-data.js'
import { renderFooter } from './render-footer.js'

const HISTORY = { value: 0.03, source: 'history' } as const

/** The link texts of the footer, in order. */
function links(reports: readonly ReportData[]): string[] {
  return [...renderFooter(reports).matchAll(/\[([^\]]+)\]\(/g)].map((m) => m[1] ?? '')
}

function report(level: ReportData['verdict']['level'], comparisons: Comparison[]): ReportData {
  return reportData({ verdict: verdict(level, 'headline'), comparisons })
}

const calm = (name: string, floor: Comparison['floor'] = HISTORY) =>
  comparison({ id: { name }, base: 100, head: 100.5, class: 'no-change', floor })

describe('renderFooter', () => {
  it('links only the verdicts page on a clean pass with measured floors', () => {
    expect(links([report('pass', [calm('BM_A'), calm('BM_B')])])).toEqual([
      'job summary',
      'what the verdicts mean',
    ])
  })

  it('links why inconclusive and more samples when a comparison is inconclusive', () => {
    const unsure = comparison({
      id: { name: 'BM_C' },
      base: 100,
      head: 108,
      class: 'inconclusive',
      floor: HISTORY,
    })
    expect(links([report('pass', [calm('BM_A'), unsure])])).toEqual([
      'job summary',
      'why inconclusive?',
      'how to get more samples',
      'what the verdicts mean',
    ])
  })

  it('links more samples, not why inconclusive, for a likely regression', () => {
    const likely = comparison({
      id: { name: 'BM_D' },
      base: 100,
      head: 108,
      class: 'regression',
      strength: 'likely',
      floor: HISTORY,
    })
    expect(links([report('warn', [likely])])).toEqual([
      'job summary',
      'how to get more samples',
      'what the verdicts mean',
    ])
  })

  it('links the A/A control page when a floor was assumed, in any leg', () => {
    const measured = report('pass', [calm('BM_A')])
    const assumed = report('pass', [calm('BM_B', { value: 0.1, source: 'assumed' })])
    expect(links([measured, assumed])).toEqual([
      'job summary',
      'how to set up an A/A control',
      'what the verdicts mean',
    ])
  })

  it('ignores the assumed floor of a benchmark that was only added', () => {
    const added = comparison({ id: { name: 'BM_New' }, base: null, head: 100, class: 'added' })
    expect(links([report('pass', [calm('BM_A'), added])])).toEqual([
      'job summary',
      'what the verdicts mean',
    ])
  })
})

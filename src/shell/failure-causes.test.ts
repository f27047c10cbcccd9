import { describe, expect, it } from 'vitest'
import { reportData, verdict } from '../../test/support/report-builders.js'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import type { LegReport } from '../report/markdown/render-legs.js'
import { errorCauses } from './failure-causes.js'

const errorLeg = (leg: string, diagnostics: Diagnostic[]): LegReport => ({
  leg,
  report: reportData({
    verdict: verdict('error', 'no head results could be read'),
    comparisons: [],
    diagnostics,
  }),
})

describe('errorCauses', () => {
  it('lists the error-level problems as file, location and message', () => {
    const leg = errorLeg('', [
      diagnostic('warning', 'base.json', '', 'a debug build'),
      diagnostic('error', 'bench-out/nope.json', '', 'no file matches this path or pattern'),
      diagnostic('error', 'out/a.json', 'line 3', 'not valid JSON'),
    ])
    expect(errorCauses([leg])).toBe(
      '\n- bench-out/nope.json: no file matches this path or pattern\n- out/a.json line 3: not valid JSON',
    )
  })

  it('keeps the first three, counts the rest, and names the leg', () => {
    const problems = [1, 2, 3, 4, 5].map((i) => diagnostic('error', `r${i}.json`, '', 'empty'))
    expect(errorCauses([errorLeg('linux', problems)])).toBe(
      '\n- linux: r1.json: empty\n- linux: r2.json: empty\n- linux: r3.json: empty\n- … and 2 more (see the job summary)',
    )
  })

  it('keeps each cause on one line whatever the file name holds', () => {
    const leg = errorLeg('', [diagnostic('error', 'a\nb\u202e.json', '', 'empty\r\n::error::x')])
    expect(errorCauses([leg])).toBe('\n- a b<U+202E>.json: empty ::error::x')
  })

  it('is empty for a verdict other than error', () => {
    const failing: LegReport = {
      leg: '',
      report: reportData({
        verdict: verdict('fail', '1 regression'),
        comparisons: [],
        diagnostics: [diagnostic('error', 'x.json', '', 'unreadable')],
      }),
    }
    expect(errorCauses([failing])).toBe('')
  })
})

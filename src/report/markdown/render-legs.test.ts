import { describe, expect, it } from 'vitest'
import { failScenario, noBaselineScenario, passScenario } from '../../../test/golden/scenarios.js'
import { renderComment } from './render-comment.js'
import { renderLegs, renderLegsSummary } from './render-legs.js'

const OPTIONS = { maxLength: 60_000, fullReportName: 'the job summary and the JSON report' }

const lastLine = (body: string) => body.trimEnd().split('\n').at(-1)
const firstLine = (body: string) => body.split('\n')[0]

describe('the comment of several matrix legs', () => {
  it('heads with the legs that decided, without repeating the level, as one leg heads with its cause', () => {
    const body = renderLegs(
      [
        { leg: 'linux', report: failScenario },
        { leg: 'mac', report: passScenario },
        { leg: 'arm', report: noBaselineScenario },
      ],
      OPTIONS,
    )
    expect(firstLine(body)).toBe(
      '### ❌ Benchmarks: fail — 1 of 3 legs fails (linux); no baseline for arm',
    )
    expect(firstLine(renderComment(failScenario, OPTIONS))).toBe(
      '### ❌ Benchmarks: fail — 2 regressions beyond the noise floor (worst: BM\\_Crc32/16384 real\\_time +32.3 %)',
    )
  })

  it('says "no-baseline" once when no leg has a baseline', () => {
    const body = renderLegs(
      [
        { leg: 'a', report: noBaselineScenario },
        { leg: 'b', report: noBaselineScenario },
      ],
      OPTIONS,
    )
    expect(firstLine(body)).toBe(
      '### ⚪ Benchmarks: no-baseline — both legs have nothing to compare with (a, b)',
    )
  })

  it('ends with the footer one leg would have, also when the job summary was cut', () => {
    const legs = [
      { leg: 'linux', report: failScenario },
      { leg: 'mac', report: passScenario },
    ]
    for (const summaryCut of [false, true]) {
      const options = { ...OPTIONS, summaryCut }
      const single = lastLine(renderComment(failScenario, options))
      expect(lastLine(renderLegs(legs, options))).toBe(single)
    }
    expect(lastLine(renderLegs(legs, { ...OPTIONS, summaryCut: true }))).toMatch(
      /^<sub>Full report: the JSON report file \(\[job summary\]\(https:\/\/github\.com\/octo-org\/bench-demo\/actions\/runs\/7312499999\), shortened\) · /,
    )
  })

  it('gives one leg in the short form its headline once, and no "every leg"', () => {
    const short = renderLegsSummary([{ leg: '', report: failScenario }], {
      maxLength: 2_000,
      fullReportName: 'the job summary and the JSON report',
    })
    expect(short).toBe(
      '### ❌ Benchmarks: fail — 2 regressions beyond the noise floor (worst: BM\\_Crc32/16384 real\\_time +32.3 %)\n\nThe full report is in the job summary and the JSON report.\n',
    )
  })
})

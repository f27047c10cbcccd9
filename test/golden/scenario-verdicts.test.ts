/**
 * The golden scenarios' verdicts are written by hand (scenarios.ts): each must be the verdict the
 * product decides from the scenario's own comparisons and geomean, or the golden comments show a
 * headline next to a table that contradicts it ("+32.2 %" above a "+32.3 %" row).
 */
import { describe, expect, it } from 'vitest'
import { decideVerdict, DEFAULT_VERDICT_POLICY } from '../../src/policy/decide-verdict.js'
import {
  failScenario,
  forkScenario,
  inconclusiveScenario,
  passScenario,
  warnScenario,
} from './scenarios.js'

// Left out: no-baseline and error (decided from the inputs, not the comparisons:
// policy/input-problems.ts), hostile-names (a rendering test whose verdict carries hostile text),
// and the huge suite (its verdict is decideVerdict's already).
const DECIDED = [
  ['pass', passScenario],
  ['warn', warnScenario],
  ['fail', failScenario],
  ['inconclusive', inconclusiveScenario],
  ['fork-notice', forkScenario],
] as const

describe('the golden scenarios', () => {
  it.each(DECIDED)('%s: the verdict is what decideVerdict makes of its comparisons', (_, data) => {
    const findings = data.findings.map((message) => ({
      kind: 'suite-shift' as const,
      message,
      benchmarks: [],
    }))
    const decided = decideVerdict(
      data.comparisons,
      data.geomean,
      DEFAULT_VERDICT_POLICY,
      findings,
      {},
      data.context.headKind,
    )
    expect(data.verdict).toEqual(decided)
  })

  it('the reasons quote the figures the rows show', () => {
    // Figures the tester found apart: the headline's and the row's change, the reason's CI.
    const crc = failScenario.comparisons.find((c) => c.label === 'BM_Crc32/16384')
    expect(crc?.ratio).toBeCloseTo(1.3230, 4)
    expect(failScenario.verdict.headline).toContain('+32.3 %')
    const encode = failScenario.comparisons.find((c) => c.label.includes('size=1024'))
    expect(encode?.ci?.upper).toBeCloseTo(1.1839, 4)
    expect(encode?.reasons[0]).toContain('[−1.2 %, +18.4 %]')
  })
})

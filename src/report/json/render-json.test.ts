import { describe, expect, it } from 'vitest'
import { hostileScenario, hugeSuite, noBaselineScenario } from '../../../test/golden/scenarios.js'
import { reportObject, renderJson } from './render-json.js'
import type { ReportData } from '../data/report-data.js'

/** The report as one `JSON.stringify` of the whole object writes it. */
const whole = (data: ReportData) => `${JSON.stringify(reportObject(data), null, 2)}\n`

describe('renderJson', () => {
  it('writes the whole object, batch by batch, at every size around a batch', () => {
    const suite = hugeSuite(600)
    for (const count of [0, 1, 2, 255, 256, 257, 513, 600]) {
      const data = { ...suite, comparisons: suite.comparisons.slice(0, count) }
      expect(renderJson(data)).toBe(whole(data))
    }
  })

  it('writes hostile names, environments, history and a report without a baseline alike', () => {
    const history = { [hostileScenario.comparisons[0]?.key ?? '']: [1, 2.5, Number.NaN] }
    for (const data of [hostileScenario, { ...hostileScenario, history }, noBaselineScenario])
      expect(renderJson(data)).toBe(whole(data))
  })

  it('leaves out what is undefined, as JSON.stringify does', () => {
    const data = { ...hugeSuite(3), geomean: undefined } as unknown as ReportData
    expect(renderJson(data)).toBe(whole(data))
    expect(JSON.parse(renderJson(data))).not.toHaveProperty('geomean')
  })
})

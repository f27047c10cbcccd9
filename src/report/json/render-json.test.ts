import { describe, expect, it } from 'vitest'
import type { Geomean } from '../../model/verdict.js'
import {
  failScenario,
  hostileScenario,
  hugeSuite,
  noBaselineScenario,
} from '../../../test/golden/scenarios.js'
import { readReportJson } from './read-report-json.js'
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

describe('the geomean in the JSON report', () => {
  // 5 members, 3 with a CI: the interval is over those 3 and centred on their own geomean.
  const partial = {
    ...failScenario,
    geomean: {
      ...(failScenario.geomean as Geomean),
      ratio: 1.071,
      ci: { lower: 0.996, upper: 1.021, level: 0.95 },
      partial: true,
      ciSubset: { ratio: 1.006, count: 3 },
    },
  }

  it('never puts the subset interval beside the ratio of all members', () => {
    const json = JSON.parse(renderJson(partial)) as { geomean: Record<string, unknown> }
    expect(json.geomean).toMatchObject({
      ratio: 1.071,
      ci: null,
      partial: true,
      ciSubset: { ratio: 1.006, count: 3, ci: { lower: 0.996, upper: 1.021, level: 0.95 } },
    })
    const valid = readReportJson(json)
    expect(valid.ok && valid.reports[0]?.report.geomean).toEqual(partial.geomean)
  })

  it('keeps a whole interval beside its ratio', () => {
    const json = JSON.parse(renderJson(failScenario)) as { geomean: Record<string, unknown> }
    expect(json.geomean).toMatchObject({
      ratio: 1.071,
      ci: { lower: 1.052, upper: 1.09, level: 0.95 },
      partial: false,
    })
    expect(json.geomean).not.toHaveProperty('ciSubset')
  })

  it('reads an older report, whose subset interval was `ci`, as it was meant', () => {
    const json = JSON.parse(renderJson(partial)) as {
      geomean: { ci: unknown; ciSubset: { ci?: unknown } }
    }
    json.geomean.ci = json.geomean.ciSubset.ci
    delete json.geomean.ciSubset.ci
    const read = readReportJson(json)
    expect(read.ok && read.reports[0]?.report.geomean).toEqual(partial.geomean)
  })
})

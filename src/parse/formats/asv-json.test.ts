import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { asvJson } from './asv-json.js'

describe('asv results JSON', () => {
  it('expands parameter combinations, reads recorded samples in ns, and the machine', () => {
    const parsed = asvJson.parse(fixtureSource('asv-json/base.json'))
    expect(parsed.environment).toMatchObject({
      cpu: 'AMD EPYC',
      cores: '2',
      runtime: 'Python 3.11',
    })
    const sort = parsed.results.filter((r) => r.metricName === 'time_sort')
    expect(sort.map((r) => [r.benchmark.params, r.samples.length])).toEqual([
      [{ param1: '100', param2: "'list'" }, 10],
      [{ param1: '100', param2: "'tuple'" }, 10],
      [{ param1: '200', param2: "'list'" }, 10],
      [{ param1: '200', param2: "'tuple'" }, 10],
    ])
    expect(sort[0]?.samples[0]).toBeCloseTo(15_200, 6)
    expect(sort[0]).toMatchObject({ metric: 'wall-time', unit: 'ns', direction: 'lower-is-better' })
  })

  it('uses the median with n = repeat without samples, bytes for peakmem_, custom for track_', () => {
    const parsed = asvJson.parse(fixtureSource('asv-json/base.json'))
    const byName = (name: string) => parsed.results.find((r) => r.metricName === name)
    expect(byName('time_parse')?.summary).toEqual({ n: 10, median: 2_310_000 })
    expect(byName('peakmem_load')).toMatchObject({ metric: 'memory', unit: 'B', samples: [] })
    expect(byName('track_cache_hits')).toMatchObject({ metric: 'custom', direction: 'unknown' })
    expect(byName('time_broken')?.error).toBe('asv recorded no value (failed or skipped)')
    expect(parsed.diagnostics.map((d) => d.severity)).toEqual(['info'])
  })

  it('is detected from content and reports a malformed row', () => {
    expect(parseText(fixtureSource('asv-json/head.json'), 'auto').results[0]?.format).toBe(
      'asv-json',
    )
    const parsed = asvJson.parse({
      name: 'bad.json',
      text: '{"version":2,"result_columns":["result"],"results":{"b.time_x":["oops"],"b.time_y":[[0.5]]}}',
    })
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.median])).toEqual([
      ['b.time_y', 5e8],
    ])
    expect(parsed.diagnostics[0]?.location).toBe('$.results["b.time_x"][result]')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { pyperfJson } from './pyperf-json.js'

describe('pyperf JSON', () => {
  it('pools the values of every run (warmups and calibration excluded) in ns', () => {
    const parsed = pyperfJson.parse(fixtureSource('pyperf-json/base.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.benchmark.name, r.samples.length])).toEqual([
      ['sort a sorted list', 12],
      ['json_dumps', 12],
    ])
    expect(parsed.results[0]?.samples[0]).toBeCloseTo(41_683.441, 3)
    expect(parsed.results[0]).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      format: 'pyperf-json',
    })
    expect(parsed.environment).toEqual({
      cpu: 'AMD EPYC',
      cores: '2',
      os: 'Linux-6.1.0-amd64-x86_64-with-glibc2.36',
      runtime: 'cpython 3.11.2 (64-bit)',
      compiler: 'GCC 12.2.0',
    })
  })

  it('reads byte units and is detected from content', () => {
    const text = JSON.stringify({
      version: '1.0',
      metadata: { unit: 'byte' },
      benchmarks: [{ metadata: { name: 'rss' }, runs: [{ values: [1024, 2048] }] }],
    })
    const parsed = parseText({ name: 'm.json', text }, 'auto')
    expect(parsed.results[0]).toMatchObject({
      format: 'pyperf-json',
      metric: 'memory',
      unit: 'B',
      samples: [1024, 2048],
    })
    expect(parseText(fixtureSource('pyperf-json/head.json'), 'auto').results[0]?.format).toBe(
      'pyperf-json',
    )
  })

  it('reports a benchmark without a name and one with only calibration runs', () => {
    const text = JSON.stringify({
      version: '1.0',
      benchmarks: [
        { metadata: {}, runs: [{ values: [1] }] },
        { metadata: { name: 'cal' }, runs: [{ warmups: [[1, 0.1]] }] },
      ],
    })
    const parsed = pyperfJson.parse({ name: 'p.json', text })
    expect(parsed.results.map((r) => [r.benchmark.name, r.error])).toEqual([
      ['cal', 'no values (only calibration or warmup runs)'],
    ])
    expect(parsed.diagnostics[0]?.location).toBe('$.benchmarks[0].metadata.name')
  })
})

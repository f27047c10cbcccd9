import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { juliaBenchmarkToolsJson } from './julia-benchmarktools-json.js'

describe('Julia BenchmarkTools JSON', () => {
  it('reads Trials in nested groups: times as samples, memory and allocs as exact counts', () => {
    const parsed = juliaBenchmarkToolsJson.parse(
      fixtureSource('julia-benchmarktools-json/base.json'),
    )
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.environment).toEqual({ runtime: 'Julia 1.10.4' })
    const times = parsed.results.filter((r) => r.metric === 'wall-time')
    expect(times.map((r) => [r.benchmark.name, r.samples.length, r.unit])).toEqual([
      ['fib/10', 12, 'ns'],
      ['fib/20', 12, 'ns'],
      ['sort/1000', 12, 'ns'],
    ])
    expect(times[0]?.samples[0]).toBeCloseTo(247.259, 3)
    expect(times[0]?.source.jsonPath).toBe('$[1][0][1].data.fib[1].data["10"][1]')
    const sortMemory = parsed.results.filter((r) => r.benchmark.name === 'sort/1000').slice(1)
    expect(sortMemory.map((r) => [r.metric, r.unit, r.samples, r.deterministic])).toEqual([
      ['memory', 'B', [8064], true],
      ['allocations', 'count', [1], true],
    ])
  })

  it('is detected from content', () => {
    expect(
      parseText(fixtureSource('julia-benchmarktools-json/head.json'), 'auto').results[0]?.format,
    ).toBe('julia-benchmarktools-json')
  })

  it('skips what is not a measurement and a malformed Trial, with their JSON paths', () => {
    const text = JSON.stringify([
      { Julia: '1.9.0', BenchmarkTools: '1.0.0' },
      [
        [
          'BenchmarkGroup',
          {
            data: {
              a: ['TrialRatio', { time: 1.1 }],
              b: ['Trial', { times: 'x' }],
              c: ['Trial', { times: [5, 6], memory: 0, allocs: 0 }],
            },
            tags: [],
          },
        ],
      ],
    ])
    const parsed = juliaBenchmarkToolsJson.parse({ name: 'j.json', text })
    expect(parsed.results.filter((r) => r.metric === 'wall-time').map((r) => r.samples)).toEqual([
      [5, 6],
    ])
    expect(parsed.diagnostics.map((d) => [d.severity, d.location])).toEqual([
      ['info', '$[1][0][1].data.a'],
      ['error', '$[1][0][1].data.b[1].times'],
    ])
  })
})

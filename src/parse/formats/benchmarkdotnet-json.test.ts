import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { benchmarkDotNetJson } from './benchmarkdotnet-json.js'

const FULL = 'benchmarkdotnet-json/Sample.HashingBenchmarks-report-full.json'
const BRIEF = 'benchmarkdotnet-json/Sample.SlowBenchmarks-report-brief.json'

describe('BenchmarkDotNet JSON', () => {
  const full = benchmarkDotNetJson.parse(fixtureSource(FULL))

  it('takes the workload Result measurements (ns / operations) as samples', () => {
    const crc = full.results.find((r) => r.benchmark.name === 'Sample.Checksums.Crc32(Size=1024)')
    expect(crc).toMatchObject({
      metric: 'wall-time',
      metricName: 'time',
      unit: 'ns',
      direction: 'lower-is-better',
      format: 'benchmarkdotnet-json',
      source: { file: `fixtures/${FULL}`, jsonPath: '$.Benchmarks[1]' },
    })
    expect(crc?.samples).toHaveLength(8)
    expect(crc?.samples[0]).toBeCloseTo((1_352_711_900 - 260_950) / 262_144, 9)
    expect(crc?.summary).toBeUndefined()
  })

  it('names a type without a namespace without a "null." prefix (F13)', () => {
    expect(full.results.map((r) => [r.benchmark.name, r.metricName])).toEqual([
      ['Hashing.Sha256', 'time'],
      ['Hashing.Sha256', 'Allocated'],
      ['Sample.Checksums.Crc32(Size=1024)', 'time'],
      ['Sample.Checksums.Crc32(Size=1024)', 'Allocated'],
      ['Sample.Checksums.Crc32(Size=16384)', 'time'],
      ['Sample.Checksums.Crc32(Size=16384)', 'Allocated'],
      ['Sample.Checksums.Noop', 'time'],
      ['Sample.Checksums.Noop', 'Allocated'],
    ])
    expect(full.results[1]).toMatchObject({
      metric: 'memory',
      unit: 'B',
      summary: { n: 1, mean: 112 },
      deterministic: true,
    })
  })

  it('keeps the zero times of an empty method and says it is not compared (F14)', () => {
    const noop = full.results.find((r) => r.benchmark.name === 'Sample.Checksums.Noop')
    expect(noop?.samples).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(noop?.error).toBeUndefined()
    expect(full.diagnostics).toEqual([
      {
        severity: 'info',
        file: `fixtures/${FULL}`,
        location: '$.Benchmarks[3].Measurements',
        message:
          '"Sample.Checksums.Noop" measures 0 ns, below the timer\'s resolution: it is not compared',
      },
    ])
  })

  it('keeps the host environment', () => {
    expect(full.environment).toEqual({
      cpu: 'AMD EPYC, 1 CPU, 2 logical and 2 physical cores',
      cores: '2',
      os: 'Debian GNU/Linux 12 (bookworm)',
      arch: 'X64',
      runtime: '.NET 8.0.11 (8.0.1124.51707)',
      'build-type': 'release',
      harness: 'BenchmarkDotNet 0.14.0',
    })
  })

  it('reads a brief Debug report: NaN tokens, a summary of one, a failed benchmark', () => {
    const brief = benchmarkDotNetJson.parse(fixtureSource(BRIEF))
    expect(brief.environment['build-type']).toBe('debug')
    expect(brief.diagnostics.map((d) => [d.severity, d.location])).toEqual([
      ['info', 'line 40'],
      ['warning', '$.HostEnvironmentInfo.Configuration'],
    ])
    expect(brief.results.map((r) => [r.benchmark.name, r.samples, r.failure?.message])).toEqual([
      ['Sample.SlowBenchmarks.ColdStart', [1_161_100_000], undefined],
      ['Sample.SlowBenchmarks.Broken', [], 'no measurements: the benchmark failed to run'],
    ])
  })

  it('falls back to the Statistics summary and keys several jobs of one method apart', () => {
    const entry = (job: string, mean: number) => ({
      DisplayInfo: `Parse.Json: ${job}`,
      Namespace: null,
      Type: 'Parse',
      Method: 'Json',
      Parameters: '',
      Statistics: { N: 15, Mean: mean, StandardDeviation: 3, Median: mean },
    })
    const text = JSON.stringify({
      HostEnvironmentInfo: {},
      Benchmarks: [entry('.NET 6.0', 100), entry('.NET 8.0', 80), { Type: 7 }],
    })
    const parsed = benchmarkDotNetJson.parse({ name: 'bdn.json', text })
    expect(parsed.results.map((r) => [r.benchmark, r.summary])).toEqual([
      [
        { name: 'Parse.Json', params: { job: '.NET 6.0' } },
        { n: 15, mean: 100, sd: 3, median: 100 },
      ],
      [
        { name: 'Parse.Json', params: { job: '.NET 8.0' } },
        { n: 15, mean: 80, sd: 3, median: 80 },
      ],
    ])
    expect(parsed.diagnostics[0]).toMatchObject({ location: '$.Benchmarks[2].Type' })
  })

  it('is detected from content', () => {
    for (const file of [FULL, BRIEF])
      expect(parseText(fixtureSource(file), 'auto').results[0]?.format).toBe('benchmarkdotnet-json')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { jmhJson } from './jmh-json.js'

const CLASS = 'org.example.bench.ChecksumBenchmark'

describe('JMH JSON', () => {
  const parsed = jmhJson.parse(fixtureSource('jmh-json/modes.json'))

  it('reads thrpt as ops/s, higher is better, with rawData (forks × iterations) as samples', () => {
    expect(parsed.diagnostics).toEqual([])
    const crc = parsed.results[0]
    expect(crc).toMatchObject({
      benchmark: { name: `${CLASS}.crc32`, params: { size: '1024' } },
      metric: 'throughput',
      metricName: 'thrpt',
      unit: 'ops/s',
      direction: 'higher-is-better',
      format: 'jmh-json',
      source: { file: 'fixtures/jmh-json/modes.json', jsonPath: '$[0].primaryMetric' },
    })
    expect(crc?.samples).toHaveLength(10)
    expect(crc?.samples[0]).toBeCloseTo(193_412, 6)
  })

  // gc.count is a count (fewer is better) since field case F40; a rate has no direction of its own.
  it('keeps secondary metrics informational, with a direction except for rates (F40)', () => {
    const secondary = parsed.results.filter(
      (r) => r.benchmark.params?.size === '1024' && r.metricName !== 'thrpt',
    )
    expect(secondary.map((r) => [r.metricName, r.metric, r.unit, r.direction])).toEqual([
      ['gc.alloc.rate', 'custom', 'B/s', 'unknown'],
      ['gc.alloc.rate.norm', 'memory', 'B', 'lower-is-better'],
      ['gc.count', 'custom', 'count', 'lower-is-better'],
    ])
    expect(secondary[1]?.samples[0]).toBeCloseTo(0.064, 12)
  })

  it('reads avgt and ss as time per operation in ns, and sample mode per iteration', () => {
    const byMode = (mode: string) => parsed.results.find((r) => r.metricName === mode)
    expect(byMode('avgt')).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
    })
    expect(byMode('avgt')?.samples[0]).toBeCloseTo(44_812, 6)
    expect(byMode('ss')?.samples).toHaveLength(5)
    expect(byMode('ss')?.samples[0]).toBeCloseTo(912_000, 6)
    const sample = byMode('sample')
    expect(sample?.benchmark).toEqual({ name: `${CLASS}.newton`, procs: 2 })
    expect(sample?.samples).toHaveLength(4)
    expect(sample?.samples[0]).toBeCloseTo(
      (2048 * 310 + 2080 * 512 + 2112 * 141 + 4096 * 2) / (310 + 512 + 141 + 2),
      9,
    )
    expect(parsed.environment).toEqual({
      runtime: 'JDK 17.0.15',
      vm: 'OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1',
      harness: 'JMH 1.37',
    })
  })

  it('keys the same method in two modes apart by metric name', () => {
    const primes = parsed.results.filter((r) => r.benchmark.name === `${CLASS}.primes`)
    expect(primes.map((r) => r.metricName)).toEqual(['avgt', 'ss'])
  })

  it('drops "NaN" scores with a diagnostic and skips a malformed run', () => {
    const text = JSON.stringify([
      {
        benchmark: 'a.B.c',
        mode: 'avgt',
        primaryMetric: { scoreUnit: 'ns/op', rawData: [[1.5, 'NaN', 2.5]] },
      },
      { benchmark: 'a.B.d', mode: 'avgt', primaryMetric: { score: 1 } },
    ])
    const bad = jmhJson.parse({ name: 'jmh.json', text })
    expect(bad.results.map((r) => [r.benchmark.name, r.samples])).toEqual([['a.B.c', [1.5, 2.5]]])
    expect(bad.diagnostics.map((d) => [d.location, d.message])).toEqual([
      ['$[0].primaryMetric.rawData', '1 non-finite value dropped'],
      ['$[1].primaryMetric.scoreUnit', 'expected string, found nothing; this record was skipped'],
    ])
  })

  it('is detected from content', () => {
    expect(parseText(fixtureSource('jmh-json/modes.json'), 'auto').results[0]?.format).toBe(
      'jmh-json',
    )
  })
})

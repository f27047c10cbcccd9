import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { NAME_LIMIT } from './bounded-text.js'
import { parseText } from '../parse-files.js'
import { pytestBenchmarkJson } from './pytest-benchmark-json.js'

const parse = (value: unknown) =>
  pytestBenchmarkJson.parse({ name: 'pb.json', text: JSON.stringify(value) })

const stats = {
  min: 0.00021,
  max: 0.0009,
  mean: 0.00025,
  stddev: 0.00004,
  median: 0.00024,
  rounds: 3000,
}

describe('pytest-benchmark JSON', () => {
  it('reads a real --benchmark-json file: stats.data are the samples, in ns per iteration', () => {
    const parsed = pytestBenchmarkJson.parse(fixtureSource('pytest-benchmark-json/with-data.json'))
    expect(parsed.results.map((r) => r.benchmark.name).slice(0, 4)).toEqual([
      'test_workload.py::test_crc32[1024]',
      'test_workload.py::test_crc32[16384]',
      'test_workload.py::test_primes',
      'test_workload.py::test_newton_sqrt',
    ])
    const primes = parsed.results[2]
    expect(primes).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      format: 'pytest-benchmark-json',
    })
    expect(primes?.samples).toHaveLength(37)
    expect(primes?.samples[0]).toBeCloseTo(91_436.000_047_9, 3)
    expect(primes?.summary).toBeUndefined()
    expect(parsed.results[0]?.benchmark.params).toEqual({ size: '1024' })
    expect(parsed.environment).toEqual({
      cpu: 'AMD EPYC',
      os: 'Linux 6.18.44-fc-v857',
      arch: 'x86_64',
      compiler: 'GCC 12.2.0',
      runtime: 'CPython 3.11.2',
    })
  })

  it('reads a real saved run without data as a summary: rounds, mean, stddev, median (F15)', () => {
    const parsed = pytestBenchmarkJson.parse(fixtureSource('pytest-benchmark-json/stats-only.json'))
    const primes = parsed.results[2]
    expect(primes?.samples).toEqual([])
    expect(primes?.summary?.n).toBe(37)
    expect(primes?.summary?.mean).toBeCloseTo(87_529.648_65, 3)
    expect(primes?.summary?.sd).toBeCloseTo(16_224.152_77, 3)
    expect(primes?.summary?.median).toBeCloseTo(75_879.666_69, 3)
  })

  it('keys on fullname and reads an older file without ops as seconds (F15)', () => {
    const old = parse({
      benchmarks: [
        {
          name: 'test_parse[small]',
          fullname: 'tests/test_p.py::test_parse[small]',
          group: null,
          params: { size: 'small' },
          stats,
        },
      ],
    })
    expect(old.diagnostics).toEqual([])
    expect(old.results[0]?.benchmark).toEqual({
      name: 'tests/test_p.py::test_parse[small]',
      params: { size: 'small' },
    })
    expect(old.results[0]?.summary).toEqual({
      n: 3000,
      mean: 250_000,
      sd: 40_000,
      median: 240_000,
      min: 210_000,
      max: 900_000,
    })
  })

  it('never lets a huge parameter or id reach the model (F27)', () => {
    const data = 'x'.repeat(2_000_000)
    const parsed = parse({
      benchmarks: [
        {
          name: `test_load[${data}]`,
          fullname: `t.py::test_load[${data}]`,
          params: { data, n: 3 },
          stats,
        },
        {
          name: `test_load[${data}y]`,
          fullname: `t.py::test_load[${data}y]`,
          params: { data },
          stats,
        },
      ],
    })
    const [first, second] = parsed.results
    expect(first?.benchmark.params).toEqual({ n: '3' })
    expect(first?.benchmark.name.length).toBeLessThanOrEqual(NAME_LIMIT)
    expect(first?.benchmark.name).not.toBe(second?.benchmark.name)
    expect(JSON.stringify(parsed).length).toBeLessThan(5_000)
    expect(parsed.diagnostics[0]).toMatchObject({
      severity: 'info',
      location: '$.benchmarks[0].params.data',
      message: 'parameter value of 2000000 characters left out of the benchmark key',
    })
  })

  it('skips a malformed benchmark with its JSON path, and reports a negative time', () => {
    const parsed = parse({
      benchmarks: [
        { name: 'a', fullname: 'a', stats: { rounds: 'many' } },
        { name: 'b', fullname: 'b', stats: { ...stats, data: [0.001, -0.001, null] } },
      ],
    })
    expect(parsed.results.map((r) => [r.benchmark.name, r.samples])).toEqual([['b', [1e6, -1e6]]])
    expect(parsed.diagnostics.map((d) => [d.location, d.message])).toEqual([
      [
        '$.benchmarks[0].stats.rounds',
        'expected number, found a string "many"; this record was skipped',
      ],
      ['$.benchmarks[1].stats.data', '1 non-finite value dropped'],
      ['$.benchmarks[1].stats.data', '1 negative value: a time or count cannot be negative'],
    ])
  })

  it('reports a truncated file with its line', () => {
    const text = JSON.stringify({ benchmarks: [{ name: 'a', fullname: 'a', stats }] }).slice(0, 60)
    const parsed = pytestBenchmarkJson.parse({ name: 'cut.json', text })
    expect(parsed.results).toEqual([])
    expect(parsed.diagnostics[0]).toMatchObject({ severity: 'error', location: 'line 1' })
  })

  it('is detected from content', () => {
    for (const file of ['with-data.json', 'stats-only.json'])
      expect(
        parseText(fixtureSource(`pytest-benchmark-json/${file}`), 'auto').results[0]?.format,
      ).toBe('pytest-benchmark-json')
  })
})

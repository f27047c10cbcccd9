import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { criterionText } from './criterion-text.js'

const parse = (text: string) => criterionText.parse({ name: 'criterion.txt', text })

describe('Criterion.rs console output', () => {
  it('reads a real Criterion.rs 0.3.6 run with change blocks: estimates and throughput', () => {
    const parsed = criterionText.parse(fixtureSource('criterion-text/second-run.txt'))
    expect(parsed.diagnostics).toEqual([])
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.metricName, r.unit, r.direction]),
    ).toEqual([
      ['crc32/1024', 'time', 'ns', 'lower-is-better'],
      ['crc32/1024', 'thrpt', 'B/s', 'higher-is-better'],
      ['crc32/16384', 'time', 'ns', 'lower-is-better'],
      ['crc32/16384', 'thrpt', 'B/s', 'higher-is-better'],
      ['primes up to 20000', 'time', 'ns', 'lower-is-better'],
      ['newton/200', 'time', 'ns', 'lower-is-better'],
    ])
    const [crc, thrpt] = parsed.results
    expect(crc?.summary?.n).toBe(1)
    expect(crc?.summary?.mean).toBeCloseTo(5217.2, 6)
    expect(crc?.quantum).toBeCloseTo(0.1, 12)
    expect(thrpt?.summary?.mean).toBeCloseTo(187.18 * 1024 ** 2, 3)
    expect(crc?.source).toEqual({ file: 'fixtures/criterion-text/second-run.txt', line: 12 })
    // The change block's time line holds percentages (+0.6825 %), never a timing.
    expect(parsed.results.every((r) => (r.summary?.mean ?? 0) > 100)).toBe(true)
  })

  it('reads a result in seconds with its interval (F05)', () => {
    const parsed = parse(
      'no_delay            time:   [6.2368 s 6.4395 s 6.6381 s]\n\nwith_delay          time:   [5.2226 s 5.4256 s 5.6258 s]\n',
    )
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.mean])).toEqual([
      ['no_delay', 6.4395e9],
      ['with_delay', 5.4256e9],
    ])
  })

  it('takes a name on its own line, ignores progress, outliers and the change block (F06)', () => {
    const parsed = parse(
      [
        'Benchmarking parse (large file, 1 MiB): Analyzing',
        'parse (large file, 1 MiB)',
        '                        time:   [177.61 µs 180.49 µs 183.75 µs]',
        '                        thrpt:  [5.4422 GiB/s 5.5404 GiB/s 5.6303 GiB/s]',
        '                 change:',
        '                        time:   [-2.1043% +0.4120% +3.0057%] (p = 0.71 > 0.05)',
        '                        No change in performance detected.',
        'Found 8 outliers among 100 measurements (8.00%)',
        '  3 (3.00%) high mild',
      ].join('\r\n'),
    )
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.benchmark.name, r.metricName, r.direction])).toEqual([
      ['parse (large file, 1 MiB)', 'time', 'lower-is-better'],
      ['parse (large file, 1 MiB)', 'thrpt', 'higher-is-better'],
    ])
    expect(parsed.results[0]?.summary?.mean).toBeCloseTo(180_490, 6)
    expect(parsed.results[1]?.summary?.mean).toBeCloseTo(5.5404 * 1024 ** 3, 0)
    expect(parsed.results[0]?.source.line).toBe(2)
  })

  it('converts across a unit boundary: ns on base, µs on head (F17)', () => {
    const base = parse('decode              time:   [985.20 ns 990.10 ns 995.30 ns]')
    const head = parse('decode              time:   [1.0950 µs 1.1000 µs 1.1060 µs]')
    const ratio = (head.results[0]?.summary?.mean ?? 0) / (base.results[0]?.summary?.mean ?? 1)
    expect(ratio - 1).toBeCloseTo(0.111, 3)
  })

  it('reads terminal output where progress lines end in a bare carriage return', () => {
    const parsed = parse(
      'Benchmarking a: Warming up for 3.0000 s\rBenchmarking a: Analyzing\ra                       time:   [1.0 ns 2.0 ns 3.0 ns]\n',
    )
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.mean])).toEqual([['a', 2]])
  })

  it('reports an estimate that is not three values with units', () => {
    const parsed = parse('a                       time:   [1.0 ns 2.0 ns]')
    expect(parsed.results).toEqual([])
    expect(parsed.diagnostics[0]).toMatchObject({ severity: 'error', location: 'line 1' })
  })

  it('is detected from content', () => {
    expect(
      parseText(fixtureSource('criterion-text/first-run.txt'), 'auto').results[0]?.format,
    ).toBe('criterion-text')
  })
})

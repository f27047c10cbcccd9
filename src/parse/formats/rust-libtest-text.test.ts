import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { rustLibtestText } from './rust-libtest-text.js'

const parse = (text: string) => rustLibtestText.parse({ name: 'bench.txt', text })

describe('Rust libtest bench text', () => {
  it('reads a real rustc 1.95 cargo bench run: fractional values, separators, the MB/s rate', () => {
    const parsed = rustLibtestText.parse(fixtureSource('rust-libtest-text/bench.txt'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.benchmark.name, r.metricName])).toEqual([
      ['crc32_1024', 'ns/iter'],
      ['crc32_1024', 'MB/s'],
      ['crc32_16384', 'ns/iter'],
      ['empty', 'ns/iter'],
      ['newton_200', 'ns/iter'],
      ['primes_20000', 'ns/iter'],
    ])
    expect(parsed.results[0]).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [],
      // n = 1 before field case F45: libtest printed its spread (+/- 171.43, max − min of its 50
      // winsorized samples, = 3.2897 σ), now a MAD of 171.43 · 0.67449 / 3.2897 = 35.148 ns.
      summary: { n: 50, median: 5164.12 },
      format: 'rust-libtest-text',
      source: { file: 'fixtures/rust-libtest-text/bench.txt', line: 4 },
    })
    expect(parsed.results[0]?.summary?.mad).toBeCloseTo(
      (171.43 * 0.6744897501960817) / 3.289707253902945,
      9,
    )
    expect(parsed.results[0]?.summary?.mad).toBeCloseTo(35.148, 3)
    expect(parsed.results[0]?.quantum).toBeCloseTo(0.01, 12)
    expect(parsed.results[1]).toMatchObject({
      metric: 'throughput',
      unit: 'B/s',
      direction: 'higher-is-better',
      summary: { n: 1, median: 198e6 },
    })
    expect(parsed.results[2]?.summary?.median).toBeCloseTo(82_799.96, 6)
  })

  it('reads Criterion.rs --output-format bencher lines, names with spaces included', () => {
    const parsed = rustLibtestText.parse(fixtureSource('rust-libtest-text/criterion-bencher.txt'))
    // No `running N tests` header: Criterion's ± is not libtest's range, so one value each (F45).
    expect(parsed.results.map((r) => [r.summary?.n, r.summary?.mad])).toEqual(
      parsed.results.map(() => [1, undefined]),
    )
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.median, r.quantum])).toEqual([
      ['crc32/1024', 5311, 1],
      ['crc32/16384', 85585, 1],
      ['primes up to 20000', 40212, 1],
      ['newton/200', 2181, 1],
    ])
  })

  // Before field case F40 both were custom with an unknown direction, so cycles/iter never gated.
  it('reads cycles/iter as cycles and MS/s as a rate (F40)', () => {
    const parsed = parse(
      'test cmov ... bench:        2835 cycles/iter (+/- 14)\r\n\r\ntest upload ... bench:        1911 MS/s (+/- 420)\r\n',
    )
    expect(parsed.results.map((r) => [r.metric, r.unit, r.direction, r.summary?.median])).toEqual([
      ['cycles', 'count', 'lower-is-better', 2835],
      ['throughput', 'ops/s', 'higher-is-better', 1911e6],
    ])
  })

  it('ignores test lines, the running header and a line cut mid-way', () => {
    const parsed = parse(
      '\nrunning 3 tests\ntest it_works ... ok\ntest a ... bench:      18,149 ns/iter (+/- 755)\ntest b ... bench:      18,14',
    )
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.median])).toEqual([
      ['a', 18_149],
    ])
  })

  it('is detected from content', () => {
    expect(parseText(fixtureSource('rust-libtest-text/bench.txt'), 'auto').results[0]?.format).toBe(
      'rust-libtest-text',
    )
  })
})

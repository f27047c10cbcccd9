import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { goTestText, splitProcs } from './go-test-text.js'

const parse = (text: string) => goTestText.parse({ name: 'go.txt', text })

describe('go test -bench text', () => {
  it('reads a real -count=10 -benchmem run: one sample per line, per metric', () => {
    const parsed = goTestText.parse(fixtureSource('go-test/base.txt'))
    expect(parsed.diagnostics).toEqual([])
    const checksum = parsed.results.filter((r) => r.benchmark.name === 'BenchmarkChecksum')
    expect(checksum.map((r) => [r.metricName, r.metric, r.unit, r.direction])).toEqual([
      ['ns/op', 'wall-time', 'ns', 'lower-is-better'],
      ['MB/s', 'throughput', 'B/s', 'higher-is-better'],
      ['B/op', 'memory', 'B', 'lower-is-better'],
      ['allocs/op', 'allocations', 'count', 'lower-is-better'],
    ])
    const time = checksum[0]
    expect(time?.benchmark).toEqual({
      suite: 'example.com/benchfixture/checksum',
      name: 'BenchmarkChecksum',
      procs: 2,
    })
    expect(time?.samples.slice(0, 3)).toEqual([12894, 12789, 12764])
    expect(time?.samples).toHaveLength(10)
    expect(time?.quantum).toBe(1)
    expect(checksum[1]?.samples[0]).toBeCloseTo(635.35e6, 0)
    expect(parsed.environment).toEqual({ os: 'linux', arch: 'amd64', cpu: 'AMD EPYC' })
  })

  it('is detected from content', () => {
    expect(parseText(fixtureSource('go-test/head.txt'), 'auto').results.length).toBeGreaterThan(0)
  })

  it('reads every value/unit pair of a line, custom units with unknown direction (F01)', () => {
    const parsed = parse(
      'goos: linux\ngoarch: amd64\npkg: example.com/codec\nBenchmarkDecode-8   \t  120000\t      9876 ns/op\t    2048 B/op\t      12 allocs/op\t       3.50 parse_ms/blk\nPASS\nok  \texample.com/codec\t2.345s\n',
    )
    expect(parsed.results.map((r) => [r.metricName, r.samples, r.unit, r.direction])).toEqual([
      ['ns/op', [9876], 'ns', 'lower-is-better'],
      ['B/op', [2048], 'B', 'lower-is-better'],
      ['allocs/op', [12], 'count', 'lower-is-better'],
      ['parse_ms/blk', [3.5], 'parse_ms/blk', 'unknown'],
    ])
    expect(parsed.results[0]?.benchmark).toEqual({
      suite: 'example.com/codec',
      name: 'BenchmarkDecode',
      procs: 8,
    })
  })

  it('keys on GOMAXPROCS and keeps a trailing -1 in the name (F02)', () => {
    const parsed = parse(
      'BenchmarkStore/Add-1        \t 1200000\t       818 ns/op\nBenchmarkStore/Add-1-2      \t 1500000\t       778 ns/op\nBenchmarkStore/Add-1-4      \t 1550000\t       780 ns/op\n',
    )
    expect(parsed.results.map((r) => [r.benchmark.name, r.benchmark.procs, r.samples[0]])).toEqual([
      ['BenchmarkStore/Add-1', 1, 818],
      ['BenchmarkStore/Add-1', 2, 778],
      ['BenchmarkStore/Add-1', 4, 780],
    ])
    expect(splitProcs('BenchmarkFoo-16')).toEqual({ name: 'BenchmarkFoo', procs: 16 })
  })

  it('keeps the same name in two packages apart (F03), with or without pkg headers', () => {
    const withHeaders = parse(
      'pkg: example.com/enc/base32\nBenchmarkEncode-8   \t   30000\t     42000 ns/op\nok  \texample.com/enc/base32\t1.2s\npkg: example.com/enc/base64\nBenchmarkEncode-8   \t   40000\t     31000 ns/op\nok  \texample.com/enc/base64\t1.1s\n',
    )
    const withoutHeaders = parse(
      'BenchmarkEncode-8   \t   30000\t     42000 ns/op\nok  \texample.com/enc/base32\t1.2s\nBenchmarkEncode-8   \t   40000\t     31000 ns/op\nok  \texample.com/enc/base64\t1.1s\n',
    )
    for (const parsed of [withHeaders, withoutHeaders])
      expect(parsed.results.map((r) => [r.benchmark.suite, r.samples])).toEqual([
        ['example.com/enc/base32', [42000]],
        ['example.com/enc/base64', [31000]],
      ])
  })

  it('stores header lines as environment, never as results (F04)', () => {
    const parsed = parse(
      'goos: linux\ngoarch: amd64\npkg: example.com/q\ncpu: Intel(R) Xeon(R) CPU @ 2.60GHz\nBenchmarkParse-4   \t  500000\t      2400 ns/op\nPASS\n',
    )
    expect(parsed.results).toHaveLength(1)
    expect(parsed.results[0]?.samples).toEqual([2400])
    expect(parsed.environment.cpu).toBe('Intel(R) Xeon(R) CPU @ 2.60GHz')
  })

  it('ignores -v lines and reports a malformed result line with its number', () => {
    const parsed = parse(
      '=== RUN   BenchmarkX\nBenchmarkX\nBenchmarkX-2  \t 100\t 12 ns/op\t 5\n--- BENCH: BenchmarkX-2\n    x_test.go:12: hello\nBenchmarkX-2  \t 100\t 13 ns/op\n',
    )
    expect(parsed.results.map((r) => r.samples)).toEqual([[13]])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'go.txt',
        location: 'line 3',
        message: 'result line is not "name iterations value unit …"; skipped',
      },
    ])
  })
})

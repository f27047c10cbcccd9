import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { goTestJson } from './go-test-json.js'
import { goTestText } from './go-test-text.js'

const event = (output: string, pkg = 'example.com/q') =>
  JSON.stringify({ Time: '2026-11-29T11:08:57Z', Action: 'output', Package: pkg, Output: output })

describe('go test -json (test2json)', () => {
  it('reads a real -json -count=3 run, joining result lines split over two events', () => {
    const parsed = goTestJson.parse(fixtureSource('go-test-json/test2json.jsonl'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.environment).toEqual({ os: 'linux', arch: 'amd64', cpu: 'AMD EPYC' })
    const checksum = parsed.results.filter((r) => r.benchmark.name === 'BenchmarkChecksum')
    expect(checksum.map((r) => [r.metricName, r.unit, r.direction])).toEqual([
      ['ns/op', 'ns', 'lower-is-better'],
      ['MB/s', 'B/s', 'higher-is-better'],
      ['B/op', 'B', 'lower-is-better'],
      ['allocs/op', 'count', 'lower-is-better'],
    ])
    // Every BenchmarkChecksum line of this file was split after the name.
    expect(checksum[0]?.samples).toEqual([16362, 19418, 30770])
    expect(checksum[0]?.benchmark).toEqual({
      suite: 'example.com/benchfixture/checksum',
      name: 'BenchmarkChecksum',
      procs: 2,
    })
    expect(checksum[0]).toMatchObject({ format: 'go-test-json', quantum: 1 })
    expect(checksum[0]?.source).toEqual({ file: 'fixtures/go-test-json/test2json.jsonl', line: 6 })
    const primes = parsed.results.find(
      (r) => r.benchmark.name === 'BenchmarkPrimes' && r.metricName === 'primes/op',
    )
    expect(primes).toMatchObject({
      unit: 'primes/op',
      direction: 'unknown',
      samples: [2262, 2262, 2262],
    })
    expect(primes?.benchmark.suite).toBe('example.com/benchfixture/numeric')
  })

  it('gives the same results as the text adapter on the same output', () => {
    const lines = [
      'goos: linux\n',
      'pkg: example.com/q\n',
      'BenchmarkParse-4   \t',
      '  500000\t      2400 ns/op\t      64 B/op\n',
      'BenchmarkParse-4   \t  500000\t      2410 ns/op\t      64 B/op\n',
      'PASS\n',
      'ok  \texample.com/q\t1.2s\n',
    ]
    const json = goTestJson.parse({ name: 'q.jsonl', text: lines.map((l) => event(l)).join('\n') })
    const text = goTestText.parse({ name: 'q.txt', text: lines.join('') })
    const strip = (r: (typeof json.results)[number]) => [r.benchmark, r.metricName, r.samples]
    expect(json.results.map(strip)).toEqual(text.results.map(strip))
    expect(json.results[0]?.samples).toEqual([2400, 2410])
  })

  it('keeps the output of two packages apart when their events interleave', () => {
    const text = [
      event('pkg: example.com/a\n', 'example.com/a'),
      event('pkg: example.com/b\n', 'example.com/b'),
      event('BenchmarkX-2   \t', 'example.com/a'),
      event('BenchmarkX-2   \t   100\t  700 ns/op\n', 'example.com/b'),
      event('   100\t  500 ns/op\n', 'example.com/a'),
    ].join('\n')
    const parsed = goTestJson.parse({ name: 'mixed.jsonl', text })
    expect(parsed.results.map((r) => [r.benchmark.suite, r.samples])).toEqual([
      ['example.com/a', [500]],
      ['example.com/b', [700]],
    ])
  })

  it('reads CRLF line ends, and reports a truncated event with its line', () => {
    const text = [
      event('pkg: example.com/q\n'),
      event('BenchmarkParse-4   \t  500000\t      2400 ns/op\n'),
      '{"Time":"2026-11-29T11:08:57Z","Action":"output","Package":"example.com/q","Output":"Bench',
    ].join('\r\n')
    const parsed = goTestJson.parse({ name: 'cut.jsonl', text })
    expect(parsed.results.map((r) => r.samples)).toEqual([[2400]])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'cut.jsonl',
        location: 'line 3',
        message: 'is not a complete JSON event; skipped',
      },
    ])
  })

  it('skips build output mixed into the stream and says how much', () => {
    const text = ['# example.com/q', event('BenchmarkA-2 \t 10\t 5 ns/op\n'), 'FAIL'].join('\n')
    const parsed = goTestJson.parse({ name: 'mixed.jsonl', text })
    expect(parsed.results).toHaveLength(1)
    expect(parsed.diagnostics[0]).toMatchObject({ severity: 'info', location: 'line 1' })
    expect(parsed.diagnostics[0]?.message).toContain(
      '2 lines that are not JSON events (build or log output) were skipped',
    )
  })

  it('keys each failure on its GOMAXPROCS and gives it the log lines printed before it (F32)', () => {
    // fixtures/go-test/failed-procs/README.md (-cpu 1,2): BenchmarkFirst failed on its first call
    // (every GOMAXPROCS); BenchmarkLate's run of GOMAXPROCS 1 prints a bare FAIL line (line 16),
    // that of 2 `--- FAIL: BenchmarkLate-2` (line 19), each after its own log line.
    const parsed = goTestJson.parse(fixtureSource('go-test-json/failed-procs/head.jsonl'))
    expect(
      parsed.results
        .filter((r) => r.failure !== undefined)
        .map((r) => [r.benchmark.name, r.benchmark.procs, r.source.line, r.failure?.message]),
    ).toEqual([
      ['BenchmarkFirst', 1, 12, 'procs_test.go:27: cannot open fixture "first.bin"'],
      ['BenchmarkFirst', 2, 12, 'procs_test.go:27: cannot open fixture "first.bin"'],
      ['BenchmarkLate', 1, 16, 'procs_test.go:36: gave up at b.N = 10000'],
      ['BenchmarkLate', 2, 19, 'procs_test.go:36: gave up at b.N = 10000'],
    ])
  })

  it('is detected from content, and the text adapter does not claim it', () => {
    const source = fixtureSource('go-test-json/test2json.jsonl')
    expect(goTestText.detect(source)).toBe(false)
    expect(parseText(source, 'auto').results[0]?.format).toBe('go-test-json')
  })
})

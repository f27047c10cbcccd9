/**
 * A Go package whose test binary died (real go 1.19 output, fixtures/go-test/crashed/ and
 * fixtures/go-test-json/crashed/, commands in their README.md): the benchmark that was running is
 * failed with the crash's message, and the package's failure is carried for compare.
 */
import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { goTestJson } from './go-test-json.js'
import { goTestText, PACKAGE_RESULT_NAME } from './go-test-text.js'

const failures = (results: readonly BenchmarkResult[]) =>
  results
    .filter((r) => r.failure !== undefined)
    .map((r) => [r.benchmark, r.failure, r.source.line, r.samples.length])

const samples = (results: readonly BenchmarkResult[]) =>
  results
    .filter((r) => r.failure === undefined && r.metricName === 'ns/op')
    .map((r) => [r.benchmark.name, r.samples.length])

describe('go test -bench: a package that crashed or did not build', () => {
  it('text: a panic before the first run fails the benchmark of the goroutine dump and the package', () => {
    const parsed = goTestText.parse(fixtureSource('go-test/crashed/head.txt'))
    expect(failures(parsed.results)).toEqual([
      [
        { suite: 'example.com/bt', name: 'BenchmarkCrash', procs: 2 },
        { message: 'panic: kaboom' },
        38, // `example.com/bt.BenchmarkCrash(0xc0000e26c0)`: Go printed no name line before it died
        0,
      ],
      [
        { suite: 'example.com/bt', name: PACKAGE_RESULT_NAME },
        { message: 'example.com/bt failed: panic: kaboom', scope: 'suite' },
        47,
        0,
      ],
    ])
    // The benchmarks before the panic are read in full.
    expect(samples(parsed.results)).toEqual([
      ['BenchmarkWork', 10],
      ['BenchmarkAlloc', 10],
      ['BenchmarkSleep', 10],
    ])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'fixtures/go-test/crashed/head.txt',
        location: 'line 47',
        message:
          'example.com/bt failed: panic: kaboom; its benchmarks that did not run are failed, not removed',
      },
    ])
  })

  it('-json: the same run, the running benchmark named by its bare name line', () => {
    const parsed = goTestJson.parse(fixtureSource('go-test-json/crashed/head.jsonl'))
    expect(failures(parsed.results)).toEqual([
      [
        { suite: 'example.com/bt', name: 'BenchmarkCrash', procs: 2 },
        { message: 'panic: kaboom' },
        45, // the event `"Output":"BenchmarkCrash\n"`
        0,
      ],
      [
        { suite: 'example.com/bt', name: PACKAGE_RESULT_NAME },
        { message: 'example.com/bt failed: panic: kaboom', scope: 'suite' },
        58,
        0,
      ],
    ])
    expect(samples(parsed.results)).toEqual([
      ['BenchmarkWork', 10],
      ['BenchmarkAlloc', 10],
      ['BenchmarkSleep', 10],
    ])
  })

  it('a panic after some runs: printed on the name line, the value over two lines, text and -json', () => {
    // The line of `BenchmarkLate-2 \tpanic: late kaboom`, and of the package's FAIL line.
    for (const [adapter, file, line, failLine] of [
      [goTestText, 'go-test/crashed/late-head.txt', 9, 22],
      [goTestJson, 'go-test-json/crashed/late-head.jsonl', 15, 24],
    ] as const) {
      const parsed = adapter.parse(fixtureSource(file))
      expect(failures(parsed.results)).toEqual([
        [
          { suite: 'example.com/late', name: 'BenchmarkLate', procs: 2 },
          { message: 'panic: late kaboom second line of the panic value' },
          line,
          0,
        ],
        [
          { suite: 'example.com/late', name: PACKAGE_RESULT_NAME },
          {
            message: 'example.com/late failed: panic: late kaboom second line of the panic value',
            scope: 'suite',
          },
          failLine,
          0,
        ],
      ])
      // Its one run before the panic is still read; BenchmarkHang never ran.
      expect(samples(parsed.results)).toEqual([
        ['BenchmarkWork', 3],
        ['BenchmarkLate', 1],
      ])
    }
  })

  it('a binary killed for running too long (SIGQUIT): the benchmark found deep in the dump', () => {
    const parsed = goTestText.parse(fixtureSource('go-test/crashed/hang-head.txt'))
    const message = 'SIGQUIT: quit *** Test killed with quit: ran too long (1m2s).'
    expect(failures(parsed.results)).toEqual([
      [{ suite: 'example.com/late', name: 'BenchmarkHang', procs: 2 }, { message }, 139, 0],
      [
        { suite: 'example.com/late', name: PACKAGE_RESULT_NAME },
        { message: `example.com/late failed: ${message}`, scope: 'suite' },
        173,
        0,
      ],
    ])
    expect(samples(parsed.results)).toEqual([
      ['BenchmarkWork', 3],
      ['BenchmarkLate', 3],
    ])
  })

  it('a package that did not build: its failure with the compiler error, the other package read', () => {
    const parsed = goTestText.parse(fixtureSource('go-test/crashed/multi-head.txt'))
    expect(failures(parsed.results)).toEqual([
      [
        { suite: 'example.com/multi/b', name: PACKAGE_RESULT_NAME },
        {
          message:
            "example.com/multi/b failed: setup failed: b/b_test.go:5:14: expected ')', found '{'",
          scope: 'suite',
        },
        3,
        0,
      ],
    ])
    expect(samples(parsed.results)).toEqual([['BenchmarkA', 5]])
    expect(parsed.results[0]?.benchmark.suite).toBe('example.com/multi/a')
  })

  it('-json with 2>&1: the build failure cmd/go prints outside the events is read', () => {
    const parsed = goTestJson.parse(fixtureSource('go-test-json/crashed/multi-head.jsonl'))
    expect(failures(parsed.results)).toEqual([
      [
        { suite: 'example.com/multi/b', name: PACKAGE_RESULT_NAME },
        {
          message:
            "example.com/multi/b failed: setup failed: b/b_test.go:5:14: expected ')', found '{'",
          scope: 'suite',
        },
        3,
        0,
      ],
    ])
    expect(samples(parsed.results)).toEqual([['BenchmarkA', 2]])
  })

  it('b.Fatal fails its package, explained by --- FAIL: no package failure', () => {
    const parsed = goTestText.parse(fixtureSource('go-test/failed/head.txt'))
    expect(parsed.results.filter((r) => r.failure?.scope === 'suite')).toEqual([])
    expect(parsed.results.filter((r) => r.failure !== undefined)).toHaveLength(1)
  })

  it('an exit status no --- FAIL explains (os.Exit, log.Fatal) fails the package', () => {
    const text = [
      'pkg: example.com/x',
      'BenchmarkA-2   \t 100\t 5.0 ns/op',
      'exit status 3',
      'FAIL\texample.com/x\t0.1s',
    ].join('\n')
    const parsed = goTestText.parse({ name: 'go.txt', text })
    expect(failures(parsed.results)).toEqual([
      [
        { suite: 'example.com/x', name: PACKAGE_RESULT_NAME },
        { message: 'example.com/x failed: exit status 3', scope: 'suite' },
        4,
        0,
      ],
    ])
  })

  it('a log cut after the panic (no FAIL line) still fails the package and the running benchmark', () => {
    const { text } = fixtureSource('go-test/crashed/head.txt')
    const cut = text.slice(0, text.indexOf('exit status 2'))
    const parsed = goTestText.parse({ name: 'cut.txt', text: cut })
    expect(failures(parsed.results)).toEqual([
      [
        { suite: 'example.com/bt', name: 'BenchmarkCrash', procs: 2 },
        { message: 'panic: kaboom' },
        38,
        0,
      ],
      [
        { suite: 'example.com/bt', name: PACKAGE_RESULT_NAME },
        { message: 'example.com/bt failed: panic: kaboom', scope: 'suite' },
        35, // the panic line: there is no FAIL line
        0,
      ],
    ])
  })

  it('keeps a hostile panic value one bounded line of untrusted text', () => {
    const value = `<img src=x onerror=alert(1)> ${'x'.repeat(5000)}`
    const text = [
      'pkg: example.com/x',
      'BenchmarkA-2   \t 100\t 5.0 ns/op',
      `panic: ${value}`,
      '',
      'goroutine 7 [running]:',
      'example.com/x.BenchmarkB.func1(0xc0000e26c0)',
      'exit status 2',
      'FAIL\texample.com/x\t0.1s',
    ].join('\n')
    const parsed = goTestText.parse({ name: 'go.txt', text })
    const [crashed] = parsed.results.filter((r) => r.failure !== undefined)
    expect(crashed?.benchmark).toEqual({ suite: 'example.com/x', name: 'BenchmarkB', procs: 2 })
    expect(crashed?.failure?.message.startsWith('panic: <img src=x onerror=alert(1)> xxx')).toBe(
      true,
    )
    expect(crashed?.failure?.message.length).toBeLessThan(1000)
  })
})

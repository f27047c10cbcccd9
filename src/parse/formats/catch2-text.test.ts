import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { catch2Text } from './catch2-text.js'

const parse = (text: string) => catch2Text.parse({ name: 'catch.txt', text })

const F08 = `-------------------------------------------------------------------------------
Fibonacci
-------------------------------------------------------------------------------
bench.cpp:12
...............................................................................

benchmark name                       samples       iterations    est run time
                                     mean          low mean      high mean
                                     std dev       low std dev   high std dev
-------------------------------------------------------------------------------
fib 20                                         100             1     2.3456 ms
                                        23.412 us    23.301 us    23.587 us
                                        701.22 ns    512.09 ns    1.0132 us
`

describe('Catch2 console reporter', () => {
  it('reads a real Catch2 v2.13 run: mean and std dev per iteration, samples as n', () => {
    const parsed = catch2Text.parse(fixtureSource('catch2-text/v2.txt'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => r.benchmark)).toEqual([
      { suite: 'Checksums', name: 'crc32 1024' },
      { suite: 'Checksums', name: 'crc32 16384' },
      { suite: 'Numeric kernels', name: 'primes up to 20000' },
      {
        suite: 'Numeric kernels',
        name: 'newton square roots of the first two hundred integers, eight steps each',
      },
      { suite: 'Numeric kernels', name: 'empty loop body' },
    ])
    const crc = parsed.results[0]
    expect(crc).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [],
      format: 'catch2-text',
      source: { file: 'fixtures/catch2-text/v2.txt', line: 16 },
    })
    expect(crc?.summary?.n).toBe(30)
    expect(crc?.summary?.mean).toBeCloseTo(9504.62, 6)
    expect(crc?.summary?.sd).toBeCloseTo(850.154, 6)
    expect(crc?.quantum).toBeCloseTo(0.01, 12)
    expect(parsed.results[4]?.summary?.mean).toBeCloseTo(0.530954, 9)
    expect(parsed.environment).toEqual({ harness: 'Catch v2.13.10' })
  })

  it('reads the v3.5 layout (est run time header, no padding), sections and wrapped names', () => {
    const parsed = catch2Text.parse(fixtureSource('catch2-text/v3.5-layout.txt'))
    expect(parsed.results.map((r) => [r.benchmark.suite, r.benchmark.name])).toEqual([
      ['Checksums', 'crc32 1024'],
      ['Checksums', 'crc32 16384'],
      ['Numeric kernels / with a section', 'primes up to 20000'],
      [
        'Numeric kernels / with a section',
        'newton square roots of the first two hundred integers, eight steps each',
      ],
      ['Numeric kernels / with a section', 'empty loop body'],
    ])
    expect(parsed.environment).toEqual({ harness: 'Catch2 v3.5.3' })
  })

  it('reads mixed units within one result and ignores the estimated run time (F08)', () => {
    const [fib] = parse(F08).results
    expect(fib?.benchmark).toEqual({ suite: 'Fibonacci', name: 'fib 20' })
    expect(fib?.summary?.n).toBe(100)
    expect(fib?.summary?.mean).toBeCloseTo(23_412, 6)
    expect(fib?.summary?.sd).toBeCloseTo(701.22, 6)
    const older = parse(F08.replace('est run time', 'estimated   '))
    expect(older.results[0]?.summary).toEqual(fib?.summary)
  })

  it('reads CRLF line ends and trailing blanks the same way', () => {
    const lf = catch2Text.parse(fixtureSource('catch2-text/v2.txt'))
    const crlf = parse(fixtureSource('catch2-text/v2.txt').text.replace(/\n/g, '  \r\n'))
    expect(crlf.results.map((r) => [r.benchmark, r.summary])).toEqual(
      lf.results.map((r) => [r.benchmark, r.summary]),
    )
  })

  it('keeps zero values (issue16 style) for the comparison to mark "not compared"', () => {
    const parsed = parse(
      F08.replace(
        '23.412 us    23.301 us    23.587 us',
        '0 ns          0 ns          0 ns',
      ).replace('701.22 ns    512.09 ns    1.0132 us', '0 ns          0 ns          0 ns'),
    )
    expect(parsed.results[0]?.summary).toEqual({ n: 100, mean: 0, sd: 0 })
    expect(parsed.results[0]?.quantum).toBe(1)
  })

  it('reports a benchmark cut before its mean row and reads the others', () => {
    const cut = F08.split('\n').slice(0, 11).join('\n')
    const parsed = parse(
      `${cut}\n\n${F08.split('\n').slice(10).join('\n').replace('fib 20', 'fib 21')}`,
    )
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual(['fib 21'])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'catch.txt',
        location: 'line 11',
        message: 'benchmark "fib 20" is not followed by its mean and std dev rows; skipped',
      },
    ])
  })

  it('is detected from content', () => {
    expect(parseText(fixtureSource('catch2-text/v2.txt'), 'auto').results[0]?.format).toBe(
      'catch2-text',
    )
  })
})

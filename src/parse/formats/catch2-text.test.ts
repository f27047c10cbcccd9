import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { catch2Text } from './catch2-text.js'
import { catch2Xml } from './catch2-xml.js'

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

  it('reads a --benchmark-no-analysis table: the mean, samples as n, and no std dev', () => {
    const parsed = catch2Text.parse(fixtureSource('catch2-text/no-analysis.txt'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results).toHaveLength(5)
    const [first] = parsed.results
    expect(first).toMatchObject({
      benchmark: { suite: 'Sums', name: 'sum 100k' },
      metric: 'wall-time',
      unit: 'ns',
      samples: [],
      source: { file: 'fixtures/catch2-text/no-analysis.txt', line: 15 },
    })
    expect(first?.summary?.n).toBe(30)
    expect(first?.summary?.mean).toBeCloseTo(57_713.8, 6)
    expect(first?.summary).not.toHaveProperty('sd')
    expect(first?.quantum).toBeCloseTo(0.1, 12)
    expect(parsed.results[4]?.summary?.mean).toBeCloseTo(9_131.33, 6)
  })

  it('reports a no-analysis row whose mean is in a unit it does not know', () => {
    const text = fixtureSource('catch2-text/no-analysis.txt').text.replace(
      '57.7138 us',
      '57.7138 xs',
    )
    const parsed = parse(text)
    expect(parsed.results.map((r) => r.benchmark.name)).not.toContain('sum 100k')
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'catch.txt',
        location: 'line 15',
        message: 'benchmark "sum 100k" has a mean in an unknown unit "xs"; skipped',
      },
    ])
  })

  it.each(['wrapped-names', 'no-analysis', 'long-test-case', 'wrap-edges'])(
    'rebuilds the names Catch2 wrapped as the XML reporter of the same program spells them (%s)',
    (file) => {
      const text = catch2Text.parse(fixtureSource(`catch2-text/${file}.txt`))
      const xml = catch2Xml.parse(fixtureSource(`catch2-xml/${file}.xml`))
      expect(text.diagnostics).toEqual([])
      expect(text.results.map((r) => r.benchmark)).toEqual(xml.results.map((r) => r.benchmark))
    },
  )

  it('reads wrapped names at each kind of break: mid-word, after "::", before "(", BDD headers', () => {
    const names = catch2Text
      .parse(fixtureSource('catch2-text/wrap-edges.txt'))
      .results.map((r) => [r.benchmark.suite, r.benchmark.name])
    expect(names).toContainEqual([
      'Names that wrap at each kind of break Catch2 knows',
      'parse_the_configuration_file_with_the_default_options_set',
    ])
    expect(names.slice(-2)).toEqual([
      [
        'A test case whose name is long enough to wrap, so that its second line could pass for a section / a section name that is also long enough to wrap over two lines of the header, like this one / inner',
        'nested',
      ],
      [
        'Scenario: vectors can be sized and resized without losing the elements they hold / Given: a vector with some items / When: the size is increased well beyond the current capacity of the vector',
        'resize',
      ],
    ])
  })

  it('reads colour output (--use-colour yes) as the plain output of the same program', () => {
    const colour = parseText(fixtureSource('catch2-text/colour.txt'), 'auto')
    const plain = catch2Text.parse(fixtureSource('catch2-text/wrapped-names.txt'))
    expect(colour.diagnostics).toEqual([])
    expect(colour.results.map((r) => r.benchmark)).toEqual(plain.results.map((r) => r.benchmark))
    expect(colour.results[0]?.summary).toEqual({ n: 20, mean: 45_288.4, sd: 634.793 })
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

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { catch2Xml } from './catch2-xml.js'

describe('Catch2 XML reporter', () => {
  it('reads a real Catch2 v2.13 -r xml run: values are ns per iteration', () => {
    const parsed = catch2Xml.parse(fixtureSource('catch2-xml/v2.xml'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual([
      'crc32 1024',
      'crc32 16384',
      'primes up to 20000',
      'newton square roots of the first two hundred integers, eight steps each',
      'empty loop body',
    ])
    const crc = parsed.results[0]
    expect(crc).toMatchObject({
      benchmark: { suite: 'Checksums', name: 'crc32 1024' },
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [],
      summary: { n: 30, mean: 10269.9, sd: 2185.11 },
      format: 'catch2-xml',
      source: { file: 'fixtures/catch2-xml/v2.xml', line: 5 },
    })
    expect(crc?.quantum).toBeCloseTo(0.1, 12)
  })

  it('reads the v3 layout: sections, escaped names, a failed benchmark, the version', () => {
    const parsed = catch2Xml.parse(fixtureSource('catch2-xml/v3.5-layout.xml'))
    expect(parsed.diagnostics).toEqual([])
    expect(
      parsed.results.map((r) => [r.benchmark.suite, r.benchmark.name, r.failure?.message]),
    ).toEqual([
      ['Checksums', 'crc32 1024', undefined],
      ['Numeric kernels / with a section & "quotes"', 'primes up to 20000 <sieve>', undefined],
      ['Numeric kernels', 'throws', 'std::runtime_error: input file missing'],
    ])
    expect(parsed.environment).toEqual({ harness: 'Catch2 v3.5.3' })
  })

  it('reads no std dev from a --benchmark-no-analysis run, whose 0 at ci="0" is a placeholder', () => {
    const parsed = catch2Xml.parse(fixtureSource('catch2-xml/no-analysis.xml'))
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'fixtures/catch2-xml/no-analysis.xml',
        location: 'line 5',
        message:
          'Catch2 ran with --benchmark-no-analysis: it wrote means without a standard deviation, so no change can be tested; run without that flag',
      },
    ])
    expect(parsed.results[0]).toMatchObject({
      benchmark: { suite: 'Sums', name: 'sum 100k' },
      summary: { n: 30, mean: 46368.4 },
    })
    expect(parsed.results.every((r) => r.summary?.sd === undefined)).toBe(true)
  })

  it('reports a truncated file and keeps the benchmarks read before the cut', () => {
    const text = fixtureSource('catch2-xml/v2.xml').text
    const cut = text.slice(0, text.indexOf('<BenchmarkResults name="primes'))
    const parsed = catch2Xml.parse({
      name: 'cut.xml',
      text: `${cut}<BenchmarkResults name="x" sam`,
    })
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual(['crc32 1024', 'crc32 16384'])
    expect(parsed.diagnostics).toHaveLength(1)
    expect(parsed.diagnostics[0]).toMatchObject({ severity: 'error', file: 'cut.xml' })
    expect(parsed.diagnostics[0]?.message).toContain('truncated')
  })

  it('reads no spread from a --benchmark-no-analysis run, and warns once per file', () => {
    const parsed = catch2Xml.parse(fixtureSource('catch2-xml/no-analysis-a.xml'))
    expect(parsed.results).toHaveLength(5)
    expect(parsed.results[0]).toMatchObject({
      benchmark: { suite: 'Sums', name: 'sum 100k' },
      summary: { n: 30, mean: 45223.3 },
    })
    expect(parsed.results.every((r) => r.summary?.sd === undefined)).toBe(true)
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'fixtures/catch2-xml/no-analysis-a.xml',
        location: 'line 5',
        message:
          'Catch2 ran with --benchmark-no-analysis: it wrote means without a standard deviation, so no change can be tested; run without that flag',
      },
    ])
  })

  it('is detected from content', () => {
    expect(parseText(fixtureSource('catch2-xml/v2.xml'), 'auto').results[0]?.format).toBe(
      'catch2-xml',
    )
  })
})

describe('Catch2 XML outlier variance (docs/method.md §5)', () => {
  it('keeps <outliers variance> beside mean and sd, as a diagnostic of a mean set by outliers', () => {
    const parsed = catch2Xml.parse(fixtureSource('summary-outliers/catch2/a2.xml'))
    const work = parsed.results.find((r) => r.benchmark.name === 'work 1000')
    expect(work?.summary).toEqual({
      n: 30,
      mean: 11453.5,
      sd: 55341.6,
      outlierVariance: 0.966646,
    })
  })
})

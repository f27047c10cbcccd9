import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { googleBenchmarkCsv, splitCsvLine } from './google-benchmark-csv.js'

const parse = (text: string) => googleBenchmarkCsv.parse({ name: 'gb.csv', text })
const HEADER =
  'name,iterations,real_time,cpu_time,time_unit,bytes_per_second,items_per_second,label,error_occurred,error_message'

describe('Google Benchmark CSV', () => {
  it('reads a real --benchmark_repetitions=10 run: repetition rows are samples, aggregates are not', () => {
    const parsed = googleBenchmarkCsv.parse(fixtureSource('google-benchmark-csv/base.csv'))
    const names = [...new Set(parsed.results.map((r) => r.benchmark.name))]
    expect(names).toEqual([
      'BM_Primes',
      'BM_Crc32/1024',
      'BM_Crc32/16384',
      'BM_Checksum',
      'BM_NewtonSqrt',
    ])
    const crc = parsed.results.filter((r) => r.benchmark.name === 'BM_Crc32/1024')
    expect(crc.map((r) => [r.metricName, r.metric, r.unit, r.direction])).toEqual([
      ['real_time', 'wall-time', 'ns', 'lower-is-better'],
      ['cpu_time', 'cpu-time', 'ns', 'lower-is-better'],
    ])
    expect(crc[0]?.samples).toHaveLength(10)
    expect(crc[0]?.samples[0]).toBe(9366.47)
    expect(crc[0]?.summary).toBeUndefined()
    expect(crc[0]?.quantum).toBeCloseTo(0.1, 12)
    expect(crc[0]?.source).toEqual({ file: 'fixtures/google-benchmark-csv/base.csv', line: 26 })
    const bytes = parsed.results.find(
      (r) => r.benchmark.name === 'BM_Checksum' && r.metricName === 'bytes_per_second',
    )
    expect(bytes).toMatchObject({
      metric: 'throughput',
      unit: 'B/s',
      direction: 'higher-is-better',
    })
    expect(bytes?.samples[0]).toBe(6.53779e8)
    const counter = parsed.results.find((r) => r.metricName === 'primes')
    expect(counter).toMatchObject({
      metric: 'custom',
      direction: 'unknown',
      samples: Array(10).fill(2262),
    })
  })

  it('keeps the console context: cores, frequency, and warns about a debug library', () => {
    const parsed = googleBenchmarkCsv.parse(fixtureSource('google-benchmark-csv/base.csv'))
    expect(parsed.environment).toEqual({
      cores: '2',
      frequency: '2596.13 MHz',
      'build-type': 'debug',
    })
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'fixtures/google-benchmark-csv/base.csv',
        location: '',
        message:
          "the Google Benchmark library is a debug build (library_build_type: debug), which adds overhead to every timing; this is the library, not your code: Debian's and Ubuntu's libbenchmark-dev is built that way. Build Google Benchmark from source with -DCMAKE_BUILD_TYPE=Release (e.g. CMake FetchContent in a Release build of your project)",
      },
    ])
  })

  it('reads a real run with an errored benchmark, counters, labels and quoted commas', () => {
    const parsed = googleBenchmarkCsv.parse(fixtureSource('google-benchmark-csv/errors.csv'))
    expect(parsed.diagnostics).toEqual([])
    const failed = parsed.results.find((r) => r.benchmark.name === 'BM_OpenMissingFile')
    expect(failed).toMatchObject({
      samples: [],
      failure: { message: 'could not open "data/input.bin", a required file' },
    })
    const items = parsed.results.find(
      (r) => r.benchmark.name === 'BM_Sum/64' && r.metricName === 'items_per_second',
    )
    expect(items).toMatchObject({
      unit: 'ops/s',
      direction: 'higher-is-better',
      samples: [3.14069e9],
    })
    expect(
      parsed.results.filter((r) => r.benchmark.name === 'BM_Label').map((r) => r.metricName),
    ).toEqual(['real_time', 'cpu_time', 'bytes_per_second'])
  })

  it('uses the aggregates as a summary when the file holds only aggregates (F09)', () => {
    const parsed = parse(
      [
        HEADER,
        '"BM_Sort/1024_mean",3,17143.3,17113.3,ns,,,,,',
        '"BM_Sort/1024_median",3,17050,17010,ns,,,,,',
        '"BM_Sort/1024_stddev",3,225.5,226.3,ns,,,,,',
        '"BM_Sort/1024_cv",3,1.315e+06,1.322e+06,ns,,,,,',
      ].join('\n'),
    )
    expect(parsed.results.map((r) => [r.benchmark.name, r.metricName])).toEqual([
      ['BM_Sort/1024', 'real_time'],
      ['BM_Sort/1024', 'cpu_time'],
    ])
    expect(parsed.results[0]?.samples).toEqual([])
    expect(parsed.results[0]?.summary).toEqual({ n: 3, mean: 17143.3, sd: 225.5, median: 17050 })
  })

  it('converts the time unit, skips complexity rows, and keeps a name that only ends like an aggregate', () => {
    const parsed = parse(
      [
        HEADER,
        '"BM_Lookup/8",1000,1.5,1.4,us,,,,,',
        '"BM_Lookup_BigO",,672,671.5,N,,,,,',
        '"BM_Lookup_RMS",,0.02,0.02,,,,,,',
        '"BM_arithmetic_mean",1000,3,3,ns,,,,,',
      ].join('\n'),
    )
    expect(parsed.results.map((r) => [r.benchmark.name, r.metricName, r.samples[0]])).toEqual([
      ['BM_Lookup/8', 'real_time', 1500],
      ['BM_Lookup/8', 'cpu_time', 1400],
      ['BM_arithmetic_mean', 'real_time', 3],
      ['BM_arithmetic_mean', 'cpu_time', 3],
    ])
  })

  it('reports a truncated row with its line and reads the rest, CRLF included', () => {
    const parsed = parse([HEADER, '"BM_A",10,5,5,ns,,,,,', '"BM_B",10,7,7'].join('\r\n'))
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual(['BM_A', 'BM_A'])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'gb.csv',
        location: 'line 3',
        message: 'row has 4 fields, the header 10; skipped',
      },
    ])
  })

  it('splits quoted fields with commas and doubled quotes', () => {
    expect(splitCsvLine('"a,b",1,"say ""hi""",')).toEqual(['a,b', '1', 'say "hi"', ''])
  })

  it('is detected from content, context lines before the header included', () => {
    const parsed = parseText(fixtureSource('google-benchmark-csv/base.csv'), 'auto')
    expect(parsed.results[0]?.format).toBe('google-benchmark-csv')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { decodeText } from '../text/decode-text.js'
import { parseText } from '../parse-files.js'
import { customBiggerIsBetter, customJson, customSmallerIsBetter } from './custom-json.js'

describe('github-action-benchmark custom JSON', () => {
  it('takes the direction from the format id and converts known units', () => {
    const parsed = customSmallerIsBetter.parse(fixtureSource('custom-json/smaller-base.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.metric, r.unit, r.direction, r.summary]),
    ).toEqual([
      ['tile_render', 'wall-time', 'ns', 'lower-is-better', { n: 1, mean: 30_000_000 }],
      ['cold start', 'wall-time', 'ns', 'lower-is-better', { n: 1, mean: 412_500_000 }],
      // Megabytes are bytes since field case F46.
      ['Memory Used', 'memory', 'B', 'lower-is-better', { n: 1, mean: 100e6 }],
    ])
    expect(parsed.results[0]?.format).toBe('custom-smaller-is-better')
    expect(parsed.results[0]?.source).toEqual({
      file: 'fixtures/custom-json/smaller-base.json',
      jsonPath: '$[0]',
    })
  })

  it('reads bigger-is-better, and warns when a unit says otherwise', () => {
    const parsed = customBiggerIsBetter.parse(fixtureSource('custom-json/bigger.json'))
    expect(parsed.results.map((r) => [r.unit, r.direction, r.summary?.mean])).toEqual([
      ['req/s', 'higher-is-better', 1520.4],
      ['B/s', 'higher-is-better', 812_250_000],
      // Megabytes are bytes since field case F46 (the direction still comes from the format id).
      ['B', 'higher-is-better', 150e6],
    ])
    const timed = customBiggerIsBetter.parse({
      name: 'b.json',
      text: '[{"name":"t","unit":"ms","value":3}]',
    })
    expect(timed.results[0]?.direction).toBe('higher-is-better')
    expect(timed.diagnostics[0]?.message).toBe('"ms" is declared higher-is-better by the format')
  })

  it('infers the direction from the unit when auto-detected, and asks otherwise (docs/architecture.md §3)', () => {
    const parsed = parseText(fixtureSource('custom-json/bigger.json'), 'auto')
    expect(parsed.results.map((r) => [r.format, r.benchmark.name, r.direction])).toEqual([
      ['custom-json', 'requests', 'higher-is-better'],
      ['custom-json', 'decode', 'higher-is-better'],
      ['custom-json', 'Free Memory', 'unknown'],
    ])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'fixtures/custom-json/bigger.json',
        location: '',
        message:
          'the unit does not tell whether smaller or bigger is better for 1 benchmark (Megabytes); set the format to custom-smaller-is-better or custom-bigger-is-better',
      },
    ])
  })

  it('is detected after log lines, as the JSON reader skips them', () => {
    const text = `> bench\n[12:00:01] wrote results\n${fixtureSource('custom-json/smaller-base.json').text}`
    const parsed = parseText({ name: 'log.json', text }, 'auto')
    expect(parsed.results.map((r) => [r.format, r.benchmark.name])).toEqual([
      ['custom-json', 'tile_render'],
      ['custom-json', 'cold start'],
      ['custom-json', 'Memory Used'],
    ])
  })

  it('accepts the peer Action tool names as format ids', () => {
    const text = '[{"name":"a","unit":"Percent","value":5}]'
    expect(parseText({ name: 'a.json', text }, 'customSmallerIsBetter').results[0]).toMatchObject({
      format: 'custom-smaller-is-better',
      direction: 'lower-is-better',
    })
    expect(parseText({ name: 'a.json', text }, 'customBiggerIsBetter').results[0]).toMatchObject({
      format: 'custom-bigger-is-better',
      direction: 'higher-is-better',
    })
  })

  it('keeps the printed resolution of each value (field case F16)', () => {
    const base = customJson.parse(fixtureSource('custom-json/smaller-base.json')).results[0]
    const head = customJson.parse(fixtureSource('custom-json/smaller-head.json')).results[0]
    expect([base?.summary?.mean, head?.summary?.mean]).toEqual([30_000_000, 40_000_000])
    expect(base?.quantum).toBe(10_000_000)
    expect(head?.quantum).toBe(10_000_000)
    const trailingZero = customJson.parse({
      name: 'z.json',
      text: '[{"name":"x","unit":"s","value":0.030}]',
    })
    expect(trailingZero.results[0]?.quantum).toBeCloseTo(1_000_000, 6)
  })

  it('reads a byte-order-marked and a UTF-16 file (field case F11)', () => {
    const json = '[{"name":"parse","unit":"ms","value":12.5}]'
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(json)])
    const utf16 = new Uint8Array(2 + json.length * 2)
    utf16.set([0xff, 0xfe])
    for (let i = 0; i < json.length; i++) utf16[2 + 2 * i] = json.charCodeAt(i)
    for (const bytes of [utf8, utf16]) {
      const parsed = parseText({ name: 'f.json', text: decodeText('f.json', bytes).text }, 'auto')
      expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.mean, r.unit])).toEqual([
        ['parse', 12_500_000, 'ns'],
      ])
    }
  })

  it('says an empty file is empty (field case F12)', () => {
    const parsed = parseText({ name: 'benchmark_result.json', text: '' }, 'customSmallerIsBetter')
    expect(parsed.results).toEqual([])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'benchmark_result.json',
        location: '',
        message: 'is empty (0 bytes); did the benchmark step fail?',
      },
    ])
  })

  it('skips a malformed entry with its JSON path and reads a truncated file as an error', () => {
    const parsed = customSmallerIsBetter.parse({
      name: 'bad.json',
      text: '[{"name":"a","unit":"ms","value":"12"},{"name":"b","unit":"ms","value":-1}]',
    })
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual(['b'])
    expect(parsed.diagnostics.map((d) => [d.location, d.message])).toEqual([
      ['$[0].value', 'expected number, found a string "12"; this record was skipped'],
      ['$[1].value', 'a negative value is invalid'],
    ])
    const truncated = customSmallerIsBetter.parse({
      name: 'cut.json',
      text: '[{"name":"a","unit":"ms","value":1},{"name":"b",',
    })
    expect(truncated.results).toEqual([])
    expect(truncated.diagnostics[0]?.severity).toBe('error')
  })
})

describe("the peer's Go rows with a combined unit (F47)", () => {
  const entry = (unit: string, value = 55.76, name = 'BenchmarkAppendMsgitem') =>
    customJson.parse({
      name: 'go.json',
      text: JSON.stringify({
        tool: 'go',
        benches: [{ name, value, unit, extra: '21228057 times\n4 procs' }],
      }),
    })

  it('splits "ns/op\\t2833.37 MB/s\\t 0 B/op\\t 0 allocs/op" into four metrics of one benchmark', () => {
    const parsed = entry('ns/op\t2833.37 MB/s\t       0 B/op\t       0 allocs/op')
    expect(parsed.diagnostics).toEqual([])
    expect(
      parsed.results.map((r) => [
        r.benchmark.name,
        r.metricName,
        r.metric,
        r.direction,
        r.summary?.mean,
      ]),
    ).toEqual([
      ['BenchmarkAppendMsgitem', 'ns/op', 'wall-time', 'lower-is-better', 55.76],
      ['BenchmarkAppendMsgitem', 'MB/s', 'throughput', 'higher-is-better', 2_833_370_000],
      ['BenchmarkAppendMsgitem', 'B/op', 'memory', 'lower-is-better', 0],
      ['BenchmarkAppendMsgitem', 'allocs/op', 'allocations', 'lower-is-better', 0],
    ])
  })

  it('keys a changed allocation count on the same benchmark and metric, not a new unit', () => {
    const keys = (unit: string) =>
      entry(unit).results.map((r) => `${r.benchmark.name} ${r.metricName}`)
    expect(keys('ns/op\t 21616 B/op\t 45 allocs/op')).toEqual(
      keys('ns/op\t 21616 B/op\t 46 allocs/op'),
    )
  })

  it('reads the split rows of the peer ≥ 1.18 ("<name> - B/op") under the same benchmark', () => {
    const parsed = entry('B/op', 0, 'BenchmarkAppendMsgitem - B/op')
    expect(parsed.results.map((r) => [r.benchmark.name, r.metricName])).toEqual([
      ['BenchmarkAppendMsgitem', 'B/op'],
    ])
  })
})

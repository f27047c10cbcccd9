/**
 * Regression tests for inputs that crashed or stalled a reader, each reduced to the
 * smallest input that showed the fault. Time and memory bounds are asserted by `npm run stress`,
 * not here: these tests check that each input ends in a clear diagnostic or a correct result.
 */
import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../model/benchmark-result.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { decodeText } from './text/decode-text.js'
import type { ParsedFile } from './formats/format-adapter.js'
import { readJsonDocument } from './json/json-document.js'
import { parseResultFiles } from './parse-files.js'
import { findAdapter } from './formats/registry.js'
import { MAX_DIAGNOSTICS_PER_FILE } from './sides/result-checks.js'

const bytes = (text: string) => new TextEncoder().encode(text)

function parseWith(format: string, text: string, name = 'hostile.txt'): ParsedFile {
  const adapter = findAdapter(format)
  if (!adapter) throw new Error(`no adapter ${format}`)
  return adapter.parse({ name, text })
}

/** One file through the whole parse stage (decode, detect, adapter, checks), as the pipeline reads it. */
function parseFile(text: string | Uint8Array, format = 'auto', name = 'hostile.json') {
  return parseResultFiles([{ name, bytes: typeof text === 'string' ? bytes(text) : text }], format)
}

const messages = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => d.message)

function expectFinite(results: readonly BenchmarkResult[]): void {
  for (const result of results) {
    expect(result.samples.every(Number.isFinite)).toBe(true)
    for (const value of Object.values(result.summary ?? {}))
      expect(Number.isFinite(value)).toBe(true)
  }
}

const deep = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth)

describe('deeply nested JSON', () => {
  it('locates the syntax error of an unclosed document 100,000 levels deep without recursion', () => {
    const read = readJsonDocument({ name: 'deep.json', text: '['.repeat(100_000) })
    expect(read.ok).toBe(false)
    expect(read.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'deep.json',
        location: 'line 1',
        message: 'is not valid JSON: the document ends early',
      },
    ])
  })

  it('reads Julia BenchmarkTools groups nested 100,000 deep as one diagnostic', () => {
    const groups = 100_000
    const text =
      '[{"Julia":"1.10","BenchmarkTools":"1.0.0"},[' +
      '["BenchmarkGroup",{"data":{"g":'.repeat(groups) +
      '["Trial",{"times":[1,2]}]' +
      '}}]'.repeat(groups) +
      ']]'
    const parsed = parseWith('julia-benchmarktools-json', text)
    expect(parsed.results).toEqual([])
    expect(messages(parsed.diagnostics)).toEqual([
      'groups nested more than 64 levels deep; this group was skipped',
    ])
  })

  it('leaves a pytest-benchmark parameter nested 100,000 deep out of the key', () => {
    const text = `{"benchmarks":[{"name":"t","fullname":"t","params":{"data":${deep(100_000)}},"stats":{"rounds":1,"mean":0.5,"median":0.5}}]}`
    const parsed = parseWith('pytest-benchmark-json', text)
    expect(parsed.results.map((r) => r.benchmark)).toEqual([{ name: 't' }])
    expect(messages(parsed.diagnostics)).toEqual([
      'parameter value nested more than 64 levels deep left out of the benchmark key',
    ])
  })

  it('shows a mitata argument nested 100,000 deep as a placeholder', () => {
    const text = `{"layout":[],"context":{},"benchmarks":[{"alias":"sum $n","runs":[{"name":"sum 1","args":{"n":${deep(100_000)}},"stats":{"samples":[5,6]}}]}]}`
    const parsed = parseWith('mitata-json', text)
    expect(parsed.results[0]?.benchmark.params).toEqual({ n: '(nested too deeply)' })
  })

  it('reads custom JSON whose extra field nests 100,000 deep', () => {
    const text = `[{"name":"a","unit":"ms","value":1.5,"range":"x","extra":"e","deep":${deep(100_000)}}]`
    const parsed = parseWith('custom-smaller-is-better', text)
    expect(parsed.results.map((r) => r.summary?.mean)).toEqual([1_500_000])
  })
})

describe('Catch2 XML', () => {
  it('keeps character references beyond U+10FFFF as written instead of throwing', () => {
    const text =
      '<Catch2TestRun><TestCase name="t"><BenchmarkResults name="a &#x110000; &#99999999999;" samples="3">' +
      '<mean value="10"/><standardDeviation value="1"/></BenchmarkResults></TestCase></Catch2TestRun>'
    const parsed = parseWith('catch2-xml', text)
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual(['a &#x110000; &#99999999999;'])
  })

  it('reads an unclosed comment as running to the end of the text', () => {
    const text = '<Catch2TestRun><BenchmarkResults name="a">' + '<!--'.repeat(50_000)
    const parsed = parseWith('catch2-xml', text)
    expect(parsed.results).toEqual([])
    expect(messages(parsed.diagnostics)).toEqual([
      'the XML ends inside <Catch2TestRun> <BenchmarkResults>; the file is truncated',
    ])
  })
})

describe('readers that spread large arrays into a call', () => {
  it('sums 200,000 callgrind totals lines', () => {
    const text = 'events: Ir\n' + 'totals: 1\n'.repeat(200_000)
    const parsed = parseWith('callgrind-text', text)
    expect(parsed.results.map((r) => r.samples)).toEqual([[200_000]])
  })

  it('reads 200,000 Google Benchmark CSV repetitions of one benchmark', () => {
    const text =
      'name,iterations,real_time,cpu_time,time_unit\n' + 'BM_a,10,1.5,1.5,ns\n'.repeat(200_000)
    const parsed = parseWith('google-benchmark-csv', text)
    expect(parsed.results.find((r) => r.metricName === 'real_time')?.samples).toHaveLength(200_000)
  })

  it('reads a pyperf run of 200,000 values', () => {
    const values = Array.from({ length: 200_000 }, () => 0.001).join(',')
    const text = `{"version":"1.0","benchmarks":[{"metadata":{"name":"b"},"runs":[{"values":[${values}]}]}]}`
    const parsed = parseWith('pyperf-json', text)
    expect(parsed.results[0]?.samples).toHaveLength(200_000)
  })
})

describe('asv parameters', () => {
  it('builds only the combinations that have results, not the whole product', () => {
    const lists = Array.from({ length: 12 }, () => Array.from({ length: 10 }, (_, i) => i))
    const text = `{"version":2,"result_columns":["result","params"],"results":{"time_a":[[1,2],${JSON.stringify(lists)}]}}`
    const parsed = parseWith('asv-json', text)
    expect(parsed.results.map((r) => r.benchmark.params?.param12)).toEqual(['0', '1'])
    expect(parsed.results[1]?.benchmark.params?.param11).toBe('0')
  })

  it('refuses more than 32 parameters', () => {
    const lists = JSON.stringify(Array.from({ length: 40 }, () => [1]))
    const text = `{"version":2,"result_columns":["result","params"],"results":{"time_a":[[1],${lists}]}}`
    expect(messages(parseWith('asv-json', text).diagnostics)).toEqual([
      '40 parameters, more than the 32 read; the parameters were ignored',
    ])
  })
})

describe('numbers out of range never reach the model', () => {
  it('drops a go test value that overflows when converted to ns', () => {
    const parsed = parseFile(
      'BenchmarkA-8 \t 100\t 1e300 s/op\t 5 ns/op\n',
      'go-test-text',
      'go.txt',
    )
    expectFinite(parsed.results)
    expect(messages(parsed.diagnostics)).toContain('1 value out of range dropped')
  })

  it('keeps 1e999 in a JSON file from becoming Infinity', () => {
    const text = '[{"name":"a","unit":"ms","value":1e999},{"name":"b","unit":"ms","value":2}]'
    const parsed = parseFile(text)
    expectFinite(parsed.results)
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual(['b'])
    expect(parsed.diagnostics[0]).toEqual({
      severity: 'error',
      file: 'hostile.json',
      location: '$[0].value',
      message:
        'expected number, found a number beyond ±1.8e308, too large to represent; this record was skipped',
    })
  })

  it('drops a libtest rate that is too large to represent', () => {
    const text = `test a ... bench:         100 ns/iter (+/- 5) = ${'9'.repeat(400)} MB/s\n`
    const parsed = parseFile(text, 'rust-libtest-text', 'bench.txt')
    expectFinite(parsed.results)
    expect(parsed.results.map((r) => r.metric)).toEqual(['wall-time', 'throughput'])
  })

  it('reads a summary sample count that is not a positive whole number as 1', () => {
    const parsed = parseFile('name x 1,234 ops/sec ±1.00% (0 runs sampled)\n', 'benchmarkjs-text')
    expect(parsed.results[0]?.summary?.n).toBe(1)
    expect(messages(parsed.diagnostics)).toEqual([
      'summary: sample count 0 is not a positive whole number (read as 1)',
    ])
  })
})

describe('negative values', () => {
  it('reports a negative go test time', () => {
    const parsed = parseFile('BenchmarkA-8 \t 100\t -5 ns/op\n', 'go-test-text', 'go.txt')
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'go.txt',
        location: 'line 1',
        message: 'a negative value: a time, count or rate cannot be negative',
      },
    ])
  })

  it('reports a negative summary mean once, not again after the reader did', () => {
    const hyperfine = '{"results":[{"command":"a","mean":-1.5,"median":-1.5}]}'
    expect(messages(parseFile(hyperfine).diagnostics)).toEqual([
      'a negative value: a time, count or rate cannot be negative',
    ])
    const custom = '[{"name":"a","unit":"ms","value":-1}]'
    expect(messages(parseFile(custom, 'custom-smaller-is-better').diagnostics)).toEqual([
      'a negative value is invalid',
    ])
  })
})

describe('bytes that are not text', () => {
  it('refuses binary data with a diagnostic naming the first NUL byte', () => {
    const png = [
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]
    const parsed = parseFile(new Uint8Array([...png, ...png]))
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'hostile.json',
        location: 'byte 8',
        message: 'holds binary data (a NUL byte), not benchmark results; skipped',
      },
    ])
  })

  it('decodes UTF-16 without a byte-order mark', () => {
    const text = '[{"name":"parse","unit":"ms","value":12.5}]'
    const le = new Uint8Array(text.length * 2)
    for (let i = 0; i < text.length; i++) le[2 * i] = text.charCodeAt(i)
    const decoded = decodeText('f.json', le)
    expect(decoded.text).toBe(text)
    expect(messages(decoded.diagnostics)).toEqual([
      'has no byte-order mark but reads as UTF-16LE; decoded as such',
    ])
    const be = new Uint8Array(le.length)
    for (let i = 0; i < le.length; i += 2) [be[i], be[i + 1]] = [le[i + 1] ?? 0, le[i] ?? 0]
    expect(decodeText('f.json', be).text).toBe(text)
  })
})

describe('what one file can cost the report', () => {
  it(`lists at most ${MAX_DIAGNOSTICS_PER_FILE} problems per file and counts the rest`, () => {
    const text = 'name,iterations,real_time,cpu_time,time_unit\n' + 'a,1\n'.repeat(500)
    const { diagnostics } = parseFile(text, 'google-benchmark-csv', 'many.csv')
    expect(diagnostics).toHaveLength(MAX_DIAGNOSTICS_PER_FILE + 1)
    expect(diagnostics.at(-1)).toEqual({
      severity: 'error',
      file: 'many.csv',
      location: '',
      message: '450 more problems in this file are not listed',
    })
  })

  it('cuts a 1 MB benchmark name to a short one with a hash of the whole', () => {
    const name = 'x'.repeat(1_000_000)
    const parsed = parseFile(`[{"name":"${name}","unit":"ms","value":1}]`)
    expect(parsed.results[0]?.benchmark.name).toMatch(/^x{184}…#[0-9a-f]{14}$/)
  })

  it('names the file of a diagnostic its reader left unnamed', () => {
    const parsed = parseResultFiles(
      [
        {
          name: 'target/criterion/a/base/estimates.json',
          bytes: bytes('{"mean":{"point_estimate":1}}'),
        },
      ],
      'auto',
    )
    expect(parsed.diagnostics.every((d) => d.file !== '')).toBe(true)
  })
})

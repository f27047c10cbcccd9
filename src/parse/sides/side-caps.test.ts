import { describe, expect, it } from 'vitest'
import { hyperfineFile } from '../../../test/hostile/corpus.js'
import type { ResultFile } from '../../model/result-file.js'
import { parseResultFiles } from '../parse-files.js'
import { DEFAULT_SIDE_CAPS, MAX_BENCHMARKS_PER_SIDE } from './side-caps.js'

const file = (name: string, text: string): ResultFile => ({
  name,
  bytes: new TextEncoder().encode(text),
})

/** hyperfine JSON of `count` commands `prefix0…`, each with `runs` runs. */
function suite(prefix: string, count: number, runs = 3): string {
  const results = Array.from({ length: count }, (_, i) => ({
    command: `${prefix}${i}`,
    times: Array.from({ length: runs }, (_, r) => 0.001 * (1 + r / 100)),
  }))
  return JSON.stringify({ results })
}

describe('side caps', () => {
  it('keeps the first 15,000 distinct benchmarks and 45,000 results of a side by default', () => {
    expect(DEFAULT_SIDE_CAPS.benchmarks).toBe(MAX_BENCHMARKS_PER_SIDE)
    expect(MAX_BENCHMARKS_PER_SIDE).toBe(15_000)
    expect(DEFAULT_SIDE_CAPS.results).toBe(45_000)
  })

  it('refuses results while the file is read once the side has no room (a dense file)', () => {
    const caps = { ...DEFAULT_SIDE_CAPS, results: 4 }
    const side = parseResultFiles(
      [
        file('a.json', suite('a', 3)),
        file('dense.json', suite('d', 10)),
        file('c.json', suite('c', 2)),
      ],
      'auto',
      caps,
    )
    expect(side.results.map((r) => r.benchmark.name)).toEqual(['a0', 'a1', 'a2', 'd0'])
    expect(side.diagnostics.map((d) => [d.severity, d.file, d.message])).toEqual([
      [
        'error',
        'dense.json',
        'reaches the limit of 4 results per side: 9 further results in this file, and all in later files, were left out; split the suite over several jobs or artifacts',
      ],
    ])
  })

  it('leaves out benchmarks past the cap, names the file, and keeps reading the rest', () => {
    const caps = { ...DEFAULT_SIDE_CAPS, benchmarks: 5 }
    const side = parseResultFiles(
      [file('a.json', suite('a', 3)), file('b.json', suite('b', 4)), file('c.json', suite('c', 2))],
      'auto',
      caps,
    )
    expect(side.results.map((r) => r.benchmark.name)).toEqual(['a0', 'a1', 'a2', 'b0', 'b1'])
    expect(side.diagnostics.map((d) => [d.severity, d.file, d.message])).toEqual([
      [
        'error',
        'b.json',
        'reaches the limit of 5 distinct benchmarks per side, with 5 results kept: 2 further results in this file, and those of further benchmarks in later files, were left out; split the suite over several jobs or artifacts',
      ],
    ])
    expect(side.filesRead).toBe(2)
  })

  it('names the benchmark cap, not the results cap, when it stopped a dense file first', () => {
    // The adapter reads 15 results (the side's room) and refuses 85; the benchmark cap keeps 5
    // of the 15: the side holds 5 results, far from the 15 the results cap allows.
    const caps = { ...DEFAULT_SIDE_CAPS, benchmarks: 5, results: 15 }
    const side = parseResultFiles([file('dense.json', suite('d', 100))], 'auto', caps)
    expect(side.results).toHaveLength(5)
    expect(side.diagnostics.map((d) => [d.severity, d.file, d.message])).toEqual([
      [
        'error',
        'dense.json',
        'reaches the limit of 5 distinct benchmarks per side, with 5 results kept: 95 further results in this file, and those of further benchmarks in later files, were left out; split the suite over several jobs or artifacts',
      ],
    ])
  })

  it('names the benchmark cap when go test text held no more benchmarks than the side keeps', () => {
    // Go results are made at the end of the file: the adapter holds the first 5 distinct
    // benchmarks (the side's cap) and refuses the other 15 itself, never holding their values.
    const lines = ['pkg: example.com/p']
    for (let i = 0; i < 20; i++) lines.push(`BenchmarkX${i}-8   1000   ${100 + i} ns/op`)
    const caps = { ...DEFAULT_SIDE_CAPS, benchmarks: 5 }
    const side = parseResultFiles([file('go.txt', `${lines.join('\n')}\nPASS\n`)], 'auto', caps)
    expect(side.results.map((r) => r.benchmark.name)).toEqual([
      'BenchmarkX0',
      'BenchmarkX1',
      'BenchmarkX2',
      'BenchmarkX3',
      'BenchmarkX4',
    ])
    expect(side.diagnostics.map((d) => [d.severity, d.file, d.message])).toEqual([
      [
        'error',
        'go.txt',
        'reaches the limit of 5 distinct benchmarks per side, with 5 results kept: 15 further results in this file, and those of further benchmarks in later files, were left out; split the suite over several jobs or artifacts',
      ],
    ])
  })

  it('still takes more results of a benchmark already kept once the cap is reached', () => {
    const caps = { ...DEFAULT_SIDE_CAPS, benchmarks: 2 }
    const side = parseResultFiles(
      [file('a.json', suite('a', 3)), file('again.json', suite('a', 2))],
      'auto',
      caps,
    )
    expect(side.results.map((r) => r.benchmark.name)).toEqual(['a0', 'a1', 'a0', 'a1'])
  })

  it('caps the results of one benchmark and the samples of a side', () => {
    const perBenchmark = parseResultFiles(
      [file('1.json', hyperfineFile('x', 0.01)), file('2.json', hyperfineFile('x', 0.02))],
      'auto',
      { ...DEFAULT_SIDE_CAPS, resultsPerBenchmark: 1 },
    )
    expect(perBenchmark.results).toHaveLength(1)
    expect(perBenchmark.diagnostics.map((d) => [d.file, d.message])).toEqual([
      [
        '2.json',
        'reaches the limit of 1 result per benchmark on one side: 1 further result was left out',
      ],
    ])
    const samples = parseResultFiles([file('s.json', suite('s', 10, 20))], 'auto', {
      ...DEFAULT_SIDE_CAPS,
      samples: 50,
    })
    expect(samples.results.map((r) => r.samples.length)).toEqual([20, 20])
    expect(samples.diagnostics[0]?.message).toBe(
      'reaches the limit of 50 samples per side, with 40 samples kept: 8 results in this file, and any later ones that do not fit, were left out; record fewer repetitions or split the suite',
    )
  })
})

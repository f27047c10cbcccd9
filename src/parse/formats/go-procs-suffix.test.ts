/**
 * Which `-N` ending is GOMAXPROCS, read from a whole run: real go 1.19 runs of one sub-benchmark
 * family named `len-4`, `len-8` (fixtures/go-test/procs/, commands in its README.md) with
 * `-cpu 1`, the default (2 CPUs) and `-cpu 1,2,4`, and the rule on its own.
 */
import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { goTestJson } from './go-test-json.js'
import { goTestText } from './go-test-text.js'
import { procsReader } from './go-procs-suffix.js'

const keys = (results: readonly BenchmarkResult[]) =>
  results.map((r) => [r.benchmark.name, r.benchmark.procs, r.samples.length])

describe('GOMAXPROCS suffix of go test -bench names', () => {
  it('-cpu 1: no suffix is printed, so len-4 and len-8 are sub-benchmark names (text and -json)', () => {
    const expected = [
      ['BenchmarkSize/len-4', 1, 3],
      ['BenchmarkSize/len-8', 1, 3],
    ]
    expect(keys(goTestText.parse(fixtureSource('go-test/procs/cpu1.txt')).results)).toEqual(
      expected,
    )
    expect(keys(goTestJson.parse(fixtureSource('go-test-json/procs/cpu1.jsonl')).results)).toEqual(
      expected,
    )
  })

  it('the default run: every name ends in -2, GOMAXPROCS 2', () => {
    expect(keys(goTestText.parse(fixtureSource('go-test/procs/default.txt')).results)).toEqual([
      ['BenchmarkSize/len-4', 2, 3],
      ['BenchmarkSize/len-8', 2, 3],
    ])
  })

  it('-cpu 1,2,4: each sub-benchmark bare and with -2 and -4 (len-4-4 is len-4 at 4)', () => {
    expect(keys(goTestText.parse(fixtureSource('go-test/procs/cpu124.txt')).results)).toEqual([
      ['BenchmarkSize/len-4', 1, 3],
      ['BenchmarkSize/len-4', 2, 3],
      ['BenchmarkSize/len-4', 4, 3],
      ['BenchmarkSize/len-8', 1, 3],
      ['BenchmarkSize/len-8', 2, 3],
      ['BenchmarkSize/len-8', 4, 3],
    ])
  })

  it('reads a result line whose name holds a space (-cpu 1, sub-benchmark " len-8")', () => {
    const parsed = goTestText.parse(fixtureSource('go-test/procs/cpu1-spaced.txt'))
    expect(keys(parsed.results)).toEqual([
      ['BenchmarkSize/len-4', 1, 5],
      ['BenchmarkSize/ len-8', 1, 5],
    ])
    expect(parsed.diagnostics).toEqual([])
  })

  it('takes the list from top-level benchmarks, whose names hold no -', () => {
    const read = procsReader(['BenchmarkA', 'BenchmarkA-4', 'BenchmarkB/n-4', 'BenchmarkB/n-4-4'])
    expect(read('BenchmarkA-4')).toEqual({ name: 'BenchmarkA', procs: 4 })
    expect(read('BenchmarkB/n-4')).toEqual({ name: 'BenchmarkB/n-4', procs: 1 })
    expect(read('BenchmarkB/n-4-4')).toEqual({ name: 'BenchmarkB/n-4', procs: 4 })
    // -cpu 1 with a top-level benchmark: nothing is a suffix.
    const one = procsReader(['BenchmarkA', 'BenchmarkB/n-4'])
    expect(one('BenchmarkB/n-4')).toEqual({ name: 'BenchmarkB/n-4', procs: 1 })
  })

  it('without top-level names: -cpu 2,4 over two sub-benchmarks; one sub-benchmark at 4, 8 stays names', () => {
    const list = procsReader([
      'BenchmarkB/x-2',
      'BenchmarkB/x-4',
      'BenchmarkB/y-2',
      'BenchmarkB/y-4',
    ])
    expect(list('BenchmarkB/y-4')).toEqual({ name: 'BenchmarkB/y', procs: 4 })
    // One true name at two values is also two sub-benchmarks of -cpu 1: that reading wins.
    const names = procsReader(['BenchmarkB/len-4', 'BenchmarkB/len-8'])
    expect(names('BenchmarkB/len-8')).toEqual({ name: 'BenchmarkB/len-8', procs: 1 })
    // Go never prints -1.
    expect(procsReader(['BenchmarkB/add-1'])('BenchmarkB/add-1')).toEqual({
      name: 'BenchmarkB/add-1',
      procs: 1,
    })
  })
})

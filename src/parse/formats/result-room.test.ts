import { describe, expect, it } from 'vitest'
import { benchmarkKey } from '../../model/benchmark-result.js'
import { parseText } from '../sides/parse-text.js'
import { withResultRoom } from './result-room.js'

/** `go test -bench -benchmem` text: each benchmark gives three results (ns/op, B/op, allocs/op). */
function goText(names: readonly string[]): string {
  const lines = names.map(
    (n) => `Benchmark${n}-2   \t    6476\t      9000 ns/op\t      16 B/op\t       1 allocs/op`,
  )
  return `goos: linux\ngoarch: amd64\npkg: example.com/m\n${lines.join('\n')}\nPASS\nok  \texample.com/m\t1.2s\n`
}

describe('result room', () => {
  it('refuses results of new benchmarks as they are made once the benchmark room is spent', () => {
    const known = benchmarkKey({ suite: 'example.com/m', name: 'BenchmarkA', procs: 2 })
    const { value, refused } = withResultRoom(
      { results: 100, benchmarks: 2, known: (key) => key === known },
      () => parseText({ name: 'go.txt', text: goText(['A', 'B', 'C', 'D', 'A']) }, 'go-test-text'),
    )
    // A is already kept by the side: it takes no room (its two lines are one result per
    // metric); B and C fill the room; D's three results are refused as they are made.
    expect(value.results.map((r) => `${r.benchmark.name} ${r.metric}`)).toEqual([
      'BenchmarkA wall-time',
      'BenchmarkA memory',
      'BenchmarkA allocations',
      'BenchmarkB wall-time',
      'BenchmarkB memory',
      'BenchmarkB allocations',
      'BenchmarkC wall-time',
      'BenchmarkC memory',
      'BenchmarkC allocations',
    ])
    expect(refused).toEqual({ results: 0, benchmarks: 3 })
  })

  it('counts results refused for want of result room apart from benchmark room', () => {
    const known = benchmarkKey({ suite: 'example.com/m', name: 'BenchmarkB', procs: 2 })
    const { value, refused } = withResultRoom(
      { results: 4, benchmarks: 1, known: (key) => key === known },
      () => parseText({ name: 'go.txt', text: goText(['A', 'C', 'B']) }, 'go-test-text'),
    )
    // A takes the one new benchmark and three results; C is refused as a new benchmark; B is
    // known, takes the last result, and its other two are refused for want of result room.
    expect(value.results.map((r) => `${r.benchmark.name} ${r.metric}`)).toEqual([
      'BenchmarkA wall-time',
      'BenchmarkA memory',
      'BenchmarkA allocations',
      'BenchmarkB wall-time',
    ])
    expect(refused).toEqual({ results: 2, benchmarks: 3 })
  })
})

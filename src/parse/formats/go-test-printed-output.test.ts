/**
 * A benchmark that prints to stdout: Go has printed `BenchmarkChatty-2 \t` before running it, so
 * the output lands on the name's line and the numbers lines later (real go 1.19 output,
 * fixtures/go-test/printed/, commands in its README.md).
 */
import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { goTestJson } from './go-test-json.js'
import { goTestText } from './go-test-text.js'

const counts = (results: readonly BenchmarkResult[]) =>
  results.map((r) => [r.benchmark.name, r.benchmark.procs, r.samples.length])

describe('go test -bench: output printed by the benchmark', () => {
  it('reads the result printed two lines after its name: n=10 of -count=10, as -json reads it', () => {
    const text = goTestText.parse(fixtureSource('go-test/printed/chatty.txt'))
    const json = goTestJson.parse(fixtureSource('go-test-json/printed/chatty.jsonl'))
    const expected = [
      ['BenchmarkChatty', 2, 10],
      ['BenchmarkLogger', 2, 10],
      ['BenchmarkSkip', 2, 10],
      ['BenchmarkSub/n=10', 2, 10],
      ['BenchmarkSub/n=100', 2, 10],
    ]
    expect(counts(text.results)).toEqual(expected)
    expect(counts(json.results)).toEqual(expected)
    const chatty = text.results[0]
    // `   10000\t      5197 ns/op` on line 8, after `BenchmarkChatty-2   \thello…` on line 6.
    expect(chatty?.samples.slice(0, 2)).toEqual([5197, 3256])
    expect(chatty?.source.line).toBe(8)
    expect(text.diagnostics).toEqual([])
  })

  it('an indented line that is not iterations-value-unit stays the output it is', () => {
    const text = [
      'pkg: example.com/x',
      'BenchmarkA-2   \tstarting',
      '    12 monkeys',
      '   100\t      5.0 ns/op',
    ].join('\n')
    const parsed = goTestText.parse({ name: 'go.txt', text })
    expect(counts(parsed.results)).toEqual([['BenchmarkA', 2, 1]])
    expect(parsed.results[0]?.samples).toEqual([5])
  })
})

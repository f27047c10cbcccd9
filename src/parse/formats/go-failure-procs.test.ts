/**
 * The GOMAXPROCS of a failed Go benchmark is read as its passing siblings' are: from all the
 * file's names together (go-procs-suffix.ts), FAIL lines included. Real go 1.19.8 output,
 * fixtures/go-test/failed-procs-sub/PROVENANCE.md.
 */
import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { goTestJson } from './go-test-json.js'
import { goTestText } from './go-test-text.js'

const DIR = 'go-test/failed-procs-sub'
const ids = (file: string) => {
  const adapter = file.endsWith('.jsonl') ? goTestJson : goTestText
  return adapter
    .parse(fixtureSource(`${DIR}/${file}`))
    .results.map((r) => [r.benchmark.name, r.benchmark.procs, r.failure !== undefined])
}

describe('a failed sub-benchmark whose name ends in -N (-cpu 1)', () => {
  it('reads the base: two sub-benchmarks at GOMAXPROCS 1', () => {
    expect(ids('base.txt')).toEqual([
      ['BenchmarkSize/len-4', 1, false],
      ['BenchmarkSize/len-8', 1, false],
    ])
  })

  it('reads the FAIL lines of len-4 as the result lines of len-8: no suffix, in text and -json', () => {
    // Line by line, `BenchmarkSize/len-4` was split into "len" at GOMAXPROCS 4, and its passing
    // sibling followed as "len" at GOMAXPROCS 8; the parent's `--- FAIL: BenchmarkSize`, Go's
    // summary of its sub-benchmark's failure, failed twice more at GOMAXPROCS 4 and 8.
    // One failed result per FAIL line (-count 3), as for any failed benchmark.
    const expected = [
      ['BenchmarkSize/len-8', 1, false],
      ...Array.from({ length: 3 }, () => ['BenchmarkSize/len-4', 1, true]),
    ]
    expect(ids('head.txt')).toEqual(expected)
    expect(ids('head.jsonl')).toEqual(expected)
  })

  it('reads the same failure under -cpu 2 with the suffix', () => {
    expect(ids('head-cpu2.txt')).toEqual([
      ['BenchmarkSize/len-8', 2, false],
      ...Array.from({ length: 3 }, () => ['BenchmarkSize/len-4', 2, true]),
    ])
  })
})

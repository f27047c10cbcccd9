/** Real go 1.19.8 output: fixtures/go-test/procs/README.md. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../test/support/fixtures.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { parseResultFiles } from '../parse-files.js'
import { readGoProcsOfSide } from './go-procs-side.js'

const side = (...files: string[]) =>
  parseResultFiles(
    files.map((name) => ({
      name,
      bytes: new Uint8Array(readFileSync(path.join(REPO_ROOT, 'fixtures/go-test/procs', name))),
    })),
    'auto',
  ).results
const ids = (results: readonly BenchmarkResult[]) =>
  [...new Set(results.map((r) => `${r.benchmark.name} @${r.benchmark.procs ?? ''}`))].sort()

describe('GOMAXPROCS read over a side of Go files', () => {
  it('reads a -cpu 1 run split by a benchmark filter over two files as one file of both', () => {
    const split = side('split/len-4.txt', 'split/len-8.txt')
    // Each file alone has one name, which reads as "len" at GOMAXPROCS 4 and at 8.
    expect(ids(split)).toEqual(['BenchmarkSize/len @4', 'BenchmarkSize/len @8'])
    expect(ids(readGoProcsOfSide(split))).toEqual(ids(side('cpu1.txt')))
    expect(ids(side('cpu1.txt'))).toEqual(['BenchmarkSize/len-4 @1', 'BenchmarkSize/len-8 @1'])
  })

  it('reads files of two -cpu settings together as each alone', () => {
    const both = side('cpu1.txt', 'default.txt')
    expect(readGoProcsOfSide(both)).toBe(both)
    expect(ids(both)).toEqual([
      'BenchmarkSize/len-4 @1',
      'BenchmarkSize/len-4 @2',
      'BenchmarkSize/len-8 @1',
      'BenchmarkSize/len-8 @2',
    ])
  })

  it('leaves one file as it is', () => {
    const one = side('split/len-4.txt')
    expect(readGoProcsOfSide(one)).toBe(one)
  })

  it('leaves results of other harnesses as they are, and counts no file of theirs', () => {
    // A Google Benchmark result whose name ends as Go's do, with its threads as `procs`.
    const other: BenchmarkResult = {
      benchmark: { name: 'BenchmarkSize/len', procs: 4 },
      metric: 'wall-time',
      metricName: 'real_time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [12.5],
      format: 'google-benchmark-json',
      source: { file: 'cpp.json' },
    }
    const [len4, len8] = [side('split/len-4.txt'), side('split/len-8.txt')]
    // One Go file beside it: still one Go file, nothing is read again.
    const oneGo = [...len4, other]
    expect(readGoProcsOfSide(oneGo)).toBe(oneGo)
    // Two Go files: theirs are read together, the other result is the same object as given.
    const read = readGoProcsOfSide([...len4, other, ...len8])
    expect(read[len4.length]).toBe(other)
    expect(ids(read.filter((r) => r !== other))).toEqual([
      'BenchmarkSize/len-4 @1',
      'BenchmarkSize/len-8 @1',
    ])
  })
})

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

  it('leaves one file, and results of other harnesses, as they are', () => {
    const one = side('split/len-4.txt')
    expect(readGoProcsOfSide(one)).toBe(one)
  })
})

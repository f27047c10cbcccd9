import { describe, expect, it } from 'vitest'
import type { BenchmarkId } from '../model/benchmark-result.js'
import { compilePattern } from './benchmark-pattern.js'

const crc: BenchmarkId = { name: 'BM_Crc32/1024' }
const go: BenchmarkId = { suite: 'example.com/codec', name: 'BenchmarkPrimes', procs: 2 }
const params: BenchmarkId = { name: 'sort', params: { n: '1000', algo: 'quick' } }

describe('benchmark patterns', () => {
  it.each([
    ['an exact name', 'glob', 'BM_Crc32/1024', crc, true],
    ['* crosses the slash of a parameter', 'glob', 'BM_Crc*', crc, true],
    ['the whole label must match', 'glob', 'Crc32*', crc, false],
    ['? is one character', 'glob', 'BM_Crc32/10?4', crc, true],
    ['the bare name of a Go benchmark', 'glob', 'BenchmarkPrimes', go, true],
    [
      'the full label of a Go benchmark',
      'glob',
      'example.com/* › BenchmarkPrimes (procs 2)',
      go,
      true,
    ],
    [
      'brackets are literal: the label of a parameterised benchmark',
      'glob',
      'sort [algo=quick, n=1000]',
      params,
      true,
    ],
    ['case matters', 'glob', 'bm_crc32/1024', crc, false],
    ['a regex is searched for in the label', 'regex', 'Crc32/\\d+$', crc, true],
    ['a regex can anchor', 'regex', '^Crc32', crc, false],
    ['a regex sees the suite', 'regex', '^example\\.com/codec › ', go, true],
  ] as const)('%s', (_, kind, text, benchmark, matches) => {
    expect(compilePattern({ kind, text })(benchmark)).toBe(matches)
  })
})

describe('benchmark globs on hostile names', () => {
  const slashes = '/'.repeat(13_000)

  it('matches */*/*_fast against a 13 KB name of slashes (O(n·m), not a backtracking regex)', () => {
    const glob = compilePattern({ kind: 'glob', text: '*/*/*_fast' })
    expect(glob({ name: slashes })).toBe(false)
    expect(glob({ name: `${slashes}_fast` })).toBe(true)
    expect(glob({ name: `a/b${slashes}x_fast` })).toBe(true)
    expect(glob({ name: `a_fast` })).toBe(false)
  })

  it('takes one code point for ?, and stars are as short as the rest allows', () => {
    expect(compilePattern({ kind: 'glob', text: 'BM_?' })({ name: 'BM_😀' })).toBe(true)
    expect(compilePattern({ kind: 'glob', text: '*a*a' })({ name: 'aaa' })).toBe(true)
    expect(compilePattern({ kind: 'glob', text: '*a*b' })({ name: 'aaba' })).toBe(false)
    expect(compilePattern({ kind: 'glob', text: '' })({ name: '' })).toBe(true)
    expect(compilePattern({ kind: 'glob', text: '**' })({ name: '' })).toBe(true)
  })
})

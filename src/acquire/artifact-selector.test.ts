import { describe, expect, it } from 'vitest'
import { artifactSelector } from './artifact-selector.js'

describe('artifactSelector', () => {
  it('selects one exact name, as the single leg "", and filters on the server', () => {
    const selector = artifactSelector('bench-results')
    expect(selector.exactName).toBe('bench-results')
    expect(selector.legOf('bench-results')).toBe('')
    expect(selector.legOf('bench-results-linux')).toBeUndefined()
  })

  it.each([
    ['bench-results-*', 'bench-results-windows-latest-nightly', 'windows-latest-nightly'],
    ['bench-*_*', 'bench-ubuntu_stable', 'ubuntu/stable'],
    ['perf-{linux,macos}-*', 'perf-macos-arm64', 'macos/arm64'],
  ])('names the leg of %s by what its wildcards matched in %s: %s', (pattern, name, leg) => {
    const selector = artifactSelector(pattern)
    expect(selector.exactName).toBeUndefined()
    expect(selector.legOf(name)).toBe(leg)
  })

  it('does not select other names, nor a name only a case-insensitive match would take', () => {
    const selector = artifactSelector('bench-results-*')
    expect(selector.legOf('coverage-linux')).toBeUndefined()
    expect(selector.legOf('Bench-Results-linux')).toBeUndefined()
  })
})

describe('artifactSelector on hostile names', () => {
  it('names legs of classes, nested braces and escapes as picomatch did', () => {
    expect(artifactSelector('b-[ab]*').legOf('b-abc')).toBe('a/bc')
    expect(artifactSelector('b-[!ab]*').legOf('b-abc')).toBeUndefined()
    expect(artifactSelector('a{b,c{d,e}}-*').legOf('ace-x')).toBe('ce/x')
    expect(artifactSelector('bench-?-*').legOf('bench-a-b')).toBe('b')
    expect(artifactSelector('bench-\\*-*').legOf('bench-*-x')).toBe('x')
    expect(artifactSelector('bench-\\*-*').legOf('bench-y-x')).toBeUndefined()
  })

  it('matches a 13 KB name against a three-star glob (linear, not a backtracking regex)', () => {
    // `^bench-([^/]*?)-([^/]*?)-([^/]*?)_fast$` backtracks in O(n³) on a run of dashes.
    const name = `bench-${'-'.repeat(13_000)}x`
    const selector = artifactSelector('bench-*-*-*_fast')
    expect(selector.legOf(name)).toBeUndefined()
    expect(selector.legOf(`${name}_fast`)).toBe(`${'-'.repeat(12_998)}x`)
  })
})

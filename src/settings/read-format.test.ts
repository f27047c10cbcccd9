import { describe, expect, it } from 'vitest'
import type { InputProblem } from '../model/errors.js'
import { formatAdapters } from '../parse/formats/registry.js'
import { describeFormats, readFormat, suggestFormats } from './read-format.js'

describe('readFormat', () => {
  it('takes auto, an id or an alias as written, trimmed', () => {
    const problems: InputProblem[] = []
    expect(readFormat('format', ' auto ', problems)).toBe('auto')
    expect(readFormat('format', 'google-benchmark-json', problems)).toBe('google-benchmark-json')
    expect(readFormat('format', 'googlecpp', problems)).toBe('googlecpp')
    expect(readFormat('--format', 'customSmallerIsBetter', problems)).toBe('customSmallerIsBetter')
    expect(problems).toEqual([])
  })

  it('refuses an unknown name, naming the input, with a guess and every valid name', () => {
    const problems: InputProblem[] = []
    expect(readFormat('--format', 'googlebench', problems)).toBe('auto')
    expect(problems).toEqual([
      {
        input: '--format',
        message: `unknown format "googlebench"; did you mean "google-benchmark-json" or "google-benchmark-csv"? Valid formats: ${describeFormats()}`,
      },
    ])
  })

  it('says so plainly when nothing is close', () => {
    const problems: InputProblem[] = []
    readFormat('format', 'zzz', problems)
    expect(problems[0]?.message).toBe(`unknown format "zzz". Valid formats: ${describeFormats()}`)
  })
})

describe('describeFormats', () => {
  it('lists auto and every id with its aliases, in registry order, whole', () => {
    const list = describeFormats()
    expect(
      list.startsWith('auto, hyperfine-json, google-benchmark-json (alias: googlecpp), '),
    ).toBe(true)
    expect(list).toContain('go-test-text (alias: go)')
    expect(list).toContain('julia-benchmarktools-json (alias: julia)')
    expect(list).toContain('custom-smaller-is-better (alias: customSmallerIsBetter)')
    expect(list.endsWith('perf-stat-csv, gnu-time-text (alias: time-v)')).toBe(true)
    expect(list).not.toContain('…')
    for (const adapter of formatAdapters) {
      expect(list).toContain(adapter.id)
      for (const alias of adapter.aliases ?? []) expect(list).toContain(alias)
    }
  })
})

describe('suggestFormats', () => {
  it.each([
    ['googlebench', ['google-benchmark-json', 'google-benchmark-csv']],
    ['google-benchmark', ['google-benchmark-json', 'google-benchmark-csv']],
    ['gotest', ['go-test-text', 'go-test-json']],
    ['criterion', ['criterion-text', 'criterion-json']],
    ['hyperfine', ['hyperfine-json']],
    ['Hyperfine-JSON', ['hyperfine-json']],
    ['jmhjson', ['jmh-json']],
    ['pytest-benchmarks', ['pytest-benchmark-json']],
    ['googlecp', ['googlecpp']],
    ['custom_smaler_is_better', ['custom-smaller-is-better']],
  ])('%s → %j', (typed, expected) => {
    expect(suggestFormats(typed)).toEqual(expected)
  })

  it('guesses nothing when a prefix fits too many formats, or nothing is near', () => {
    // "bench" begins benchmarkdotnet-json, benchmarkjs-text, bencher-bmf-json and benchmarkluau.
    expect(suggestFormats('bench')).toEqual([])
    expect(suggestFormats('xyzzy')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { comparison } from '../../test/support/report-builders.js'
import type { BenchmarkId } from '../model/benchmark-result.js'
import { quoteRegex, rerunFilters, rerunList, shellQuote } from './rerun-filters.js'

const regression = (id: BenchmarkId, format: string, gated = true) =>
  comparison({ id, format, gated, base: 100, head: 130, class: 'regression', strength: 'strong' })
const inconclusive = (id: BenchmarkId, format: string) =>
  comparison({ id, format, base: 100, head: 108, class: 'inconclusive' })
const unchanged = (id: BenchmarkId, format: string) =>
  comparison({ id, format, base: 100, head: 100, class: 'no-change' })

describe('rerunList', () => {
  it('names gated regressions and inconclusive comparisons once, in report order', () => {
    const list = rerunList([
      regression({ name: 'BM_A' }, 'google-benchmark-json'),
      unchanged({ name: 'BM_B' }, 'google-benchmark-json'),
      inconclusive({ name: 'BM_C' }, 'google-benchmark-json'),
      regression({ name: 'BM_A' }, 'google-benchmark-json'),
      regression({ name: 'BM_D' }, 'google-benchmark-json', false),
    ])
    expect(list).toEqual(['BM_A', 'BM_C'])
  })
})

describe('rerunFilters', () => {
  it('gives Google Benchmark an anchored --benchmark_filter that selects exactly those names', () => {
    const [filter] = rerunFilters([
      regression({ name: 'BM_Crc32/1024' }, 'google-benchmark-json'),
      inconclusive({ name: 'BM_Sort<int>/8/real_time' }, 'google-benchmark-json'),
      unchanged({ name: 'BM_Crc32/10240' }, 'google-benchmark-json'),
    ])
    expect(filter?.filter).toBe('^(BM_Crc32/1024|BM_Sort<int>/8/real_time)$')
    expect(filter?.command).toBe(
      "<benchmark binary> --benchmark_filter='^(BM_Crc32/1024|BM_Sort<int>/8/real_time)$' --benchmark_repetitions=20",
    )
    const pattern = new RegExp(filter?.filter ?? '')
    expect(['BM_Crc32/1024', 'BM_Sort<int>/8/real_time'].every((n) => pattern.test(n))).toBe(true)
    expect(
      ['BM_Crc32/10240', 'BM_Crc32/1024/x', 'xBM_Crc32/1024'].some((n) => pattern.test(n)),
    ).toBe(false)
  })

  it('gives go test one alternation per sub-benchmark level, the packages and the procs', () => {
    const [filter] = rerunFilters([
      regression(
        { suite: 'example.com/codec', name: 'BenchmarkDecode/size=1024', procs: 8 },
        'go-test-text',
      ),
      regression(
        { suite: 'example.com/codec', name: 'BenchmarkDecode/size=64', procs: 8 },
        'go-test-text',
      ),
      inconclusive({ suite: 'example.com/hash', name: 'BenchmarkCRC32', procs: 8 }, 'go-test-json'),
    ])
    expect(filter).toMatchObject({
      format: 'go-test-text',
      harness: 'go test',
      filter: '^(BenchmarkDecode)$/^(size=1024|size=64)$',
      command:
        "go test -run='^$' -bench='^(BenchmarkDecode)$/^(size=1024|size=64)$' -cpu=8 -count=20 'example.com/codec'",
    })
    expect(
      rerunFilters([inconclusive({ name: 'BenchmarkX.Y', procs: 1 }, 'go-test-json')])[0]?.command,
    ).toBe("go test -run='^$' -bench='^(BenchmarkX\\.Y)$' -cpu=1 -count=20 ./...")
  })

  it('gives pytest a -k expression of test names, splitting characters -k cannot hold', () => {
    const [filter] = rerunFilters([
      regression({ name: 'tests/test_p.py::test_parse[small]' }, 'pytest-benchmark-json'),
      regression({ name: 'tests/test_p.py::TestIo::test_read[a b,or]' }, 'pytest-benchmark-json'),
    ])
    expect(filter?.filter).toBe('test_parse[small] or (test_read[a and b and or])')
    expect(filter?.command).toBe(
      "pytest --benchmark-only --benchmark-min-rounds=20 -k 'test_parse[small] or (test_read[a and b and or])'",
    )
  })

  it('gives hyperfine its commands with parameters filled in, quoted for the shell', () => {
    const [filter] = rerunFilters([
      regression({ name: "grep -c 'a|b' big.txt | wc -l" }, 'hyperfine-json'),
      regression(
        { name: '{impl}-{mode}', params: { impl: 'fast', mode: 'llvm' } },
        'hyperfine-json',
      ),
    ])
    expect(filter?.filter).toBe("'grep -c '\\''a|b'\\'' big.txt | wc -l' 'fast-llvm'")
    expect(filter?.command).toBe(`hyperfine --runs 30 ${filter?.filter ?? ''}`)
  })

  it('skips formats whose harness cannot select benchmarks', () => {
    expect(rerunFilters([regression({ name: 'fib 20' }, 'catch2-xml')])).toEqual([])
  })
})

describe('quoting', () => {
  it('escapes regex metacharacters and replaces control characters by any-character', () => {
    expect(quoteRegex('a.b*c(d)[e]{f}|g^$\\h\ni')).toBe(
      'a\\.b\\*c\\(d\\)\\[e\\]\\{f\\}\\|g\\^\\$\\\\h.i',
    )
  })

  it('single-quotes shell words, and ANSI-C quotes those with control characters', () => {
    expect(shellQuote("it's")).toBe("'it'\\''s'")
    expect(shellQuote("a\nb'c")).toBe("$'a\\x0ab\\'c'")
  })
})

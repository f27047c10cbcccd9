/**
 * `bench-verdict compare` on real Go runs whose test binary died (fixtures/go-test/crashed/,
 * fixtures/go-test-json/crashed/; commands in their README.md): the benchmarks the dead package
 * did not run are failed, not removed, and the verdict fails (exit 1). The CLI knows no event
 * (no PR, no push), so where the head failed reads "in the head run" (model/head-place.ts).
 */
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { schemaProblems } from '../../test/support/report-schema-validator.js'
import { runCli } from './run-cli.js'

interface JsonReport {
  verdict: { level: string; headline: string }
  comparisons: { benchmark: string; class: string; reasons: string[] }[]
}

async function compare(base: string, head: string): Promise<{ code: number; report: JsonReport }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(
    ['compare', '--base', `fixtures/${base}`, '--head', `fixtures/${head}`, '--output', 'json'],
    { cwd: REPO_ROOT, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false },
  )
  expect(stderr).toBe('')
  const report: unknown = JSON.parse(stdout)
  // The package's failure is a benchmark's run failure in the report, as the schema has it.
  expect(schemaProblems(report)).toEqual([])
  return { code, report: report as JsonReport }
}

const failed = (report: JsonReport) =>
  report.comparisons.filter((c) => c.class === 'failed').map((c) => [c.benchmark, c.reasons[0]])

describe('compare: a Go package that crashed or did not build in the head run', () => {
  it('a panic: the running benchmark and the one after it failed in the head run, text and -json', async () => {
    for (const [base, head] of [
      ['go-test/crashed/base.txt', 'go-test/crashed/head.txt'],
      ['go-test-json/crashed/base.jsonl', 'go-test-json/crashed/head.jsonl'],
    ] as const) {
      const { code, report } = await compare(base, head)
      expect(code).toBe(1)
      expect(report.verdict.level).toBe('fail')
      expect(report.verdict.headline).toBe('2 benchmarks failed in the head run')
      expect(failed(report)).toEqual([
        ['example.com/bt › BenchmarkCrash (procs 2)', 'failed in the head run: panic: kaboom'],
        [
          'example.com/bt › BenchmarkFatal (procs 2)',
          'failed in the head run: example.com/bt failed: panic: kaboom',
        ],
      ])
      expect(report.comparisons.filter((c) => c.class === 'removed')).toEqual([])
      // The carrier of the package's failure is no row of its own.
      expect(report.comparisons.some((c) => c.benchmark.includes('(all benchmarks)'))).toBe(false)
    }
  })

  it('[setup failed]: the package’s benchmarks failed in the head run with the compiler error', async () => {
    const { code, report } = await compare(
      'go-test/crashed/multi-base.txt',
      'go-test/crashed/multi-head.txt',
    )
    expect(code).toBe(1)
    expect(failed(report)).toEqual([
      [
        'example.com/multi/b › BenchmarkB (procs 2)',
        "failed in the head run: example.com/multi/b failed: setup failed: b/b_test.go:5:14: expected ')', found '{'",
      ],
    ])
    expect(report.verdict.headline).toBe(
      'example.com/multi/b › BenchmarkB (procs 2) failed in the head run',
    )
  })

  it('a package new in the PR that does not build still fails, as its own row', async () => {
    const { code, report } = await compare(
      'go-test/crashed/late-base.txt',
      'go-test/crashed/multi-head.txt',
    )
    expect(code).toBe(1)
    expect(failed(report).map(([label]) => label)).toEqual([
      'example.com/multi/b › (all benchmarks)',
    ])
  })

  it('a crash on base only is a note: the PR’s numbers are shown and the verdict does not fail', async () => {
    const { code, report } = await compare('go-test/crashed/head.txt', 'go-test/crashed/base.txt')
    expect(code).toBe(0)
    expect(report.verdict.level).not.toBe('fail')
    expect(report.comparisons.filter((c) => c.class === 'failed').map((c) => c.benchmark)).toEqual([
      'example.com/bt › BenchmarkCrash (procs 2)',
      'example.com/bt › BenchmarkFatal (procs 2)',
    ])
  })
})

/**
 * A failed run is a first-class outcome (docs/method.md §2, §12.2): real harness output made to
 * fail (fixtures/<format>/failed/, commands in each folder's README.md) read, judged and shown.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import type { Comparison } from '../model/comparison.js'
import type { HeadKind } from '../model/head-place.js'
import { renderComment } from '../report/report.js'
import { renderTerminal } from '../report/terminal/render-terminal.js'
import { ACTION_KNOB_NAMES } from '../settings/action-settings.js'
import { parseAnalysisKnobs } from '../settings/analysis-knobs.js'
import { DEFAULT_POLICY } from '../policy/judge.js'
import { parsePolicyText } from '../settings/policy-file.js'
import { analyze } from './analyze.js'

const side = (relative: string) => ({
  files: [{ name: relative, bytes: readFileSync(path.join(REPO_ROOT, 'fixtures', relative)) }],
  diagnostics: [],
})

/** One analysis; the head is a pull request's unless `headKind` says otherwise. */
function run(base: string, head: string, policy?: string, headKind: HeadKind = 'pull-request') {
  const rules = policy === undefined ? DEFAULT_POLICY : parsePolicyText(policy, 'policy.yml')
  expect(rules.problems).toEqual([])
  const knobs = parseAnalysisKnobs({ format: 'auto' }, ACTION_KNOB_NAMES, [], rules)
  const settings = { ...knobs, today: '2026-12-01' }
  return analyze(
    {
      head: side(head),
      base: side(base),
      history: [],
      control: null,
      context: {
        historyRuns: 0,
        controlRuns: 0,
        headSource: 'head',
        baseSource: 'base',
        headKind,
      },
    },
    settings,
  )
}

const failed = (comparisons: readonly Comparison[]) =>
  comparisons
    .filter((c) => c.class === 'failed')
    .map((c) => [c.label, c.metricName, c.failure?.side, c.reasons[0]])

const comment = (report: ReturnType<typeof run>) =>
  renderComment(report, { maxLength: 60_000, fullReportName: 'report.md' })

describe('failed on the PR, per harness (real output)', () => {
  it('hyperfine: exit codes read, failed runs never pooled with good ones (F29)', () => {
    const report = run('hyperfine/failed/base.json', 'hyperfine/failed/head.json')
    expect(failed(report.comparisons)).toEqual([
      ['sh parse.sh', 'wall time', 'head', 'failed on the PR: all 6 runs failed (exit code 2)'],
      ['sh flaky.sh', 'wall time', 'head', 'failed on the PR: 2 of 6 runs failed (exit code 1)'],
    ])
    const flaky = report.comparisons.find((c) => c.label === 'sh flaky.sh')
    // The 4 runs that exited 0 are the head's numbers; base shows its 6 runs.
    expect([flaky?.base?.n, flaky?.head?.n, flaky?.ratio]).toEqual([6, 4, null])
    expect(report.comparisons.find((c) => c.label === 'sh parse.sh')?.head).toBeNull()
    expect(report.verdict.level).toBe('fail')
    expect(report.verdict.headline).toBe('2 benchmarks failed on the PR')
    // Never in the geomean: only steady.sh is a member.
    expect(report.geomean?.count ?? 1).toBe(1)
    const text = comment(report)
    expect(text).toContain('**2 failed** · 0 regressions')
    expect(text).toContain(
      '| `sh parse.sh` | wall time | 39.38\u00a0ms ± 8.2\u00a0ms (n=6) | ❌ failed | **on the PR** | all 6 runs failed (exit code 2) |',
    )
    expect(text).toContain(
      '| `sh flaky.sh` | wall time | 56.91\u00a0ms ± 30\u00a0ms (n=6) | ❌ failed; good runs: 48.94\u00a0ms ± 12\u00a0ms (n=4) | **on the PR** | 2 of 6 runs failed (exit code 1) |',
    )
  })

  it('Google Benchmark: error_occurred in JSON and CSV, both metrics failed (F30)', () => {
    for (const head of [
      'google-benchmark/failed/head.json',
      'google-benchmark-csv/failed/head.csv',
    ]) {
      const report = run('google-benchmark/failed/base.json', head)
      const reason = 'failed on the PR: could not open input <data.bin> @reviewer'
      expect(failed(report.comparisons)).toEqual([
        ['BM_Parse', 'real_time', 'head', reason],
        ['BM_Parse', 'cpu_time', 'head', reason],
      ])
      expect(report.verdict.level).toBe('fail')
      expect(report.verdict.headline).toBe('BM_Parse failed on the PR')
      // The message is untrusted: no HTML, no mention.
      expect(comment(report)).toContain(
        '| `BM_Parse` | real\\_time | 13.46\u00a0µs ± 0.067\u00a0µs (n=3) | ❌ failed | **on the PR** | could not open input &lt;data.bin&gt; @\u200dreviewer |',
      )
      // BM_Sum alone is left to test, at n = 3: said in the singular.
      expect(comment(report)).toContain(
        '- 1 gated comparison could not be tested at its sample size (n = 3); for an isolated change to reach FDR 0.05 as the only test, use ≥ 4 repetitions per side',
      )
      // The first thing a reviewer re-runs (BM_Sum is inconclusive at n = 3), quoted as any other.
      expect(comment(report)).toContain(
        [
          '<details><summary>Re-run what needs a closer look (2)</summary>',
          '',
          'The benchmarks that failed on the PR, first: re-run them to see whether they fail again (the Failed runs table has the harness messages). Then the regressions and inconclusive comparisons, re-run with more repetitions; more samples shrink the confidence intervals.',
          '',
          '**Google Benchmark** (2 benchmarks):',
          '',
          '```sh',
          "<benchmark binary> --benchmark_filter='^(BM_Parse|BM_Sum)$' --benchmark_repetitions=20",
          '```',
        ].join('\n'),
      )
    }
  })

  it('Catch2: <failed message> (XML) and "Benchmark failed (…)" (console) (F31)', () => {
    for (const [base, head] of [
      ['catch2-xml/failed/base.xml', 'catch2-xml/failed/head.xml'],
      ['catch2-text/failed/base.txt', 'catch2-text/failed/head.txt'],
    ] as const) {
      const report = run(base, head)
      expect(failed(report.comparisons)).toEqual([
        ['codec › parse', 'mean', 'head', 'failed on the PR: bad header | <b>@team</b>'],
      ])
      // The console row no longer leaks into the next benchmark's name: sum is still read.
      expect(report.comparisons.map((c) => c.label)).toEqual(['codec › sum', 'codec › parse'])
      expect(report.verdict.headline).toBe('codec › parse failed on the PR')
      expect(comment(report)).toContain(
        '| **on the PR** | bad header \\| &lt;b&gt;@\u200dteam&lt;/b&gt; |',
      )
    }
  })

  it('Go: --- FAIL: BenchmarkX with its b.Fatal line, text and test2json (F32)', () => {
    for (const [base, head] of [
      ['go-test/failed/base.txt', 'go-test/failed/head.txt'],
      ['go-test-json/failed/base.jsonl', 'go-test-json/failed/head.jsonl'],
    ] as const) {
      const report = run(base, head)
      const reason = 'failed on the PR: codec_test.go:30: bad header at byte 0: <b>@team</b>'
      const label = 'example.com/codec › BenchmarkParse (procs 2)'
      // ns/op from the FAIL line; B/op and allocs/op, which the failed run never printed,
      // are failed too, not "removed".
      expect(failed(report.comparisons)).toEqual([
        [label, 'ns/op', 'head', reason],
        [label, 'B/op', 'head', reason],
        [label, 'allocs/op', 'head', reason],
      ])
      expect(report.verdict.level).toBe('fail')
      expect(report.verdict.headline).toBe(`${label} failed on the PR`)
    }
  })

  it('Go -cpu 1,2: each failure keyed on the GOMAXPROCS it failed with, none removed (F32)', () => {
    // fixtures/go-test/failed-procs/README.md: BenchmarkFirst fails on its first call (one bare
    // FAIL line, for every GOMAXPROCS), BenchmarkLate in its timed runs (one FAIL line per run).
    const report = run('go-test/failed-procs/base.txt', 'go-test/failed-procs/head.txt')
    const first = 'failed on the PR: procs_test.go:27: cannot open fixture "first.bin"'
    const late = 'failed on the PR: procs_test.go:36: gave up at b.N = 10000'
    const pkg = 'example.com/procs ›'
    expect(failed(report.comparisons).filter((row) => row[1] === 'ns/op')).toEqual([
      [`${pkg} BenchmarkFirst (procs 1)`, 'ns/op', 'head', first],
      [`${pkg} BenchmarkFirst (procs 2)`, 'ns/op', 'head', first],
      [`${pkg} BenchmarkLate (procs 1)`, 'ns/op', 'head', late],
      [`${pkg} BenchmarkLate (procs 2)`, 'ns/op', 'head', late],
    ])
    expect(report.comparisons.filter((c) => c.class === 'removed' || c.class === 'added')).toEqual(
      [],
    )
  })

  it('pytest-benchmark leaves a benchmark that raised out of its JSON: removed, with the hint (F33)', () => {
    const report = run(
      'pytest-benchmark-json/failed/base.json',
      'pytest-benchmark-json/failed/head.json',
    )
    const parse = report.comparisons.find((c) => c.label.endsWith('test_parse'))
    expect(parse?.class).toBe('removed')
    expect(parse?.reasons[0]).toBe(
      "only the base run has this benchmark; pytest-benchmark leaves a benchmark that raised out of its JSON, so it may have failed on the PR: check the head's test log",
    )
  })
})

describe('failed on base, policy, JSON', () => {
  it('failed on base only: shown with the head value, not a fail (F35)', () => {
    const report = run('go-test/failed/head.txt', 'go-test/failed/base.txt')
    const ns = report.comparisons.find((c) => c.class === 'failed' && c.metricName === 'ns/op')
    expect(ns?.failure?.side).toBe('base')
    expect(ns?.base).toBeNull()
    // The three base.txt lines print 21089, 21093 and 22407 ns/op.
    expect(ns?.head?.median).toBe(21_093)
    expect(report.verdict.level).not.toBe('fail')
    expect(report.verdict.reasons).toContain(
      'example.com/codec › BenchmarkParse (procs 2) (ns/op): failed on base: codec_test.go:30: bad header at byte 0: <b>@team</b>; not compared',
    )
    expect(comment(report)).toContain(
      '| ❌ failed | 21.09\u00a0µs ± 0.0040\u00a0µs (n=3) | on base |',
    )
  })

  it('on-failure: warn lowers a failure on the PR to warn for the benchmarks it matches', () => {
    const policy = 'benchmarks:\n  - benchmark: "sh parse.sh"\n    on-failure: warn\n'
    const report = run('hyperfine/failed/base.json', 'hyperfine/failed/head.json', policy)
    // flaky.sh still fails; parse.sh only warns.
    expect(report.verdict.level).toBe('fail')
    expect(report.verdict.headline).toBe('sh flaky.sh failed on the PR')
    expect(report.verdict.reasons).toContain(
      'sh parse.sh (wall time): failed on the PR: all 6 runs failed (exit code 2)',
    )
    const both = 'benchmarks:\n  - benchmark: "sh *.sh"\n    on-failure: warn\n'
    const warned = run('hyperfine/failed/base.json', 'hyperfine/failed/head.json', both)
    expect(warned.verdict.level).toBe('warn')
    expect(warned.verdict.headline).toBe('2 benchmarks failed on the PR')
  })
})

describe('failed in this push, in the head run: the words follow the event', () => {
  // A push has no PR: every place that says where the head failed says "in this push".
  it('Google Benchmark on a push: reason, headline, table, footnote, re-run list, terminal', () => {
    const report = run(
      'google-benchmark/failed/base.json',
      'google-benchmark/failed/head.json',
      undefined,
      'push',
    )
    const reason = 'failed in this push: could not open input <data.bin> @reviewer'
    expect(failed(report.comparisons)).toEqual([
      ['BM_Parse', 'real_time', 'head', reason],
      ['BM_Parse', 'cpu_time', 'head', reason],
    ])
    expect(report.verdict.level).toBe('fail')
    expect(report.verdict.headline).toBe('BM_Parse failed in this push')
    expect(report.verdict.reasons).toContain(`BM_Parse (real_time): ${reason}`)
    const text = comment(report)
    expect(text).toContain(
      '| `BM_Parse` | real\\_time | 13.46\u00a0µs ± 0.067\u00a0µs (n=3) | ❌ failed | **in this push** | could not open input &lt;data.bin&gt; @\u200dreviewer |',
    )
    expect(text).toContain(
      'A failed run is never compared with the other side nor counted in the geomean; a failure in this push fails the verdict unless the policy says `on-failure: warn`.',
    )
    expect(text).toContain(
      'The benchmarks that failed in this push, first: re-run them to see whether they fail again (the Failed runs table has the harness messages). Then the regressions and inconclusive comparisons, re-run with more repetitions; more samples shrink the confidence intervals.',
    )
    expect(text).not.toContain('on the PR')
    const terminal = renderTerminal(report, { color: false })
    expect(terminal).toContain('❌ fail: BM_Parse failed in this push\n')
    expect(terminal).toContain(
      '  - BM_Parse (real_time): failed in this push: could not open input <data.bin> @reviewer\n',
    )
    expect(terminal).not.toContain('on the PR')
  })

  it('hyperfine on a push: on-failure: warn warns with the push words', () => {
    const both = 'benchmarks:\n  - benchmark: "sh *.sh"\n    on-failure: warn\n'
    const report = run('hyperfine/failed/base.json', 'hyperfine/failed/head.json', both, 'push')
    expect(report.verdict.level).toBe('warn')
    expect(report.verdict.headline).toBe('2 benchmarks failed in this push')
    expect(report.verdict.reasons).toEqual(
      expect.arrayContaining([
        'sh parse.sh (wall time): failed in this push: all 6 runs failed (exit code 2)',
        'sh flaky.sh (wall time): failed in this push: 2 of 6 runs failed (exit code 1)',
      ]),
    )
  })

  it('another event (a schedule, a dispatch): "in the head run"', () => {
    const report = run('hyperfine/failed/base.json', 'hyperfine/failed/head.json', undefined, 'run')
    expect(report.verdict.headline).toBe('2 benchmarks failed in the head run')
    expect(failed(report.comparisons).map((row) => row[3])).toEqual([
      'failed in the head run: all 6 runs failed (exit code 2)',
      'failed in the head run: 2 of 6 runs failed (exit code 1)',
    ])
    expect(comment(report)).toContain(
      '| `sh parse.sh` | wall time | 39.38\u00a0ms ± 8.2\u00a0ms (n=6) | ❌ failed | **in the head run** | all 6 runs failed (exit code 2) |',
    )
  })

  it('pytest-benchmark on a push: the hint of a benchmark left out says "in this push"', () => {
    const report = run(
      'pytest-benchmark-json/failed/base.json',
      'pytest-benchmark-json/failed/head.json',
      undefined,
      'push',
    )
    const parse = report.comparisons.find((c) => c.label.endsWith('test_parse'))
    expect(parse?.reasons[0]).toBe(
      "only the base run has this benchmark; pytest-benchmark leaves a benchmark that raised out of its JSON, so it may have failed in this push: check the head's test log",
    )
  })
})

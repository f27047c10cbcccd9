/**
 * Files of different runs on one side end to end (docs/architecture.md §3, test/field-cases.md
 * F51): real Google Benchmark files (fixtures/google-benchmark/runs/PROVENANCE.md) through the
 * pipeline, unpaired and paired.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { DEFAULT_POLICY } from '../policy/judge.js'
import { ACTION_KNOB_NAMES } from '../settings/action-settings.js'
import { parseAnalysisKnobs } from '../settings/analysis-knobs.js'
import { analyze } from './analyze.js'

const RUNS = 'fixtures/google-benchmark/runs'

/** A side of real files, each under the name given (`[name, file]`), or its own. */
const side = (...files: (string | [string, string])[]) => ({
  files: files.map((entry) => {
    const [name, file] = typeof entry === 'string' ? [entry, entry] : entry
    return { name, bytes: readFileSync(path.join(REPO_ROOT, file)) }
  }),
  diagnostics: [],
})

function run(base: ReturnType<typeof side>, head: ReturnType<typeof side>, paired = false) {
  const knobs = parseAnalysisKnobs(
    { format: 'auto', paired: String(paired) },
    ACTION_KNOB_NAMES,
    [],
    DEFAULT_POLICY,
  )
  return analyze(
    {
      head,
      base,
      history: [],
      control: null,
      context: { historyRuns: 0, controlRuns: 0, headSource: 'head', baseSource: 'base' },
    },
    { ...knobs, today: '2026-12-02' },
  )
}

const rows = (report: ReturnType<typeof run>) =>
  report.comparisons
    .filter((c) => c.metricName === 'real_time')
    .map((c) => [c.label, c.class, c.reasons[0]])

describe('files of different runs on one side, through the pipeline (F51)', () => {
  it('two hosts on the PR: both files named, the benchmarks not compared', () => {
    const a = `${RUNS}/two-hosts/runner-a.json`
    const b = `${RUNS}/two-hosts/runner-b.json`
    const report = run(side(`${RUNS}/one-run/bench-1.json`), side(a, b))
    const why = (name: string) =>
      `"${name}" is in ${a} and ${b}, files of different runs (host_name "runner-a" vs "runner-b"); not compared until one is removed`
    expect(rows(report)).toEqual([
      ['BM_Sum', 'not-compared', why('BM_Sum')],
      ['BM_Hash', 'not-compared', why('BM_Hash')],
    ])
    expect(
      report.diagnostics.filter((d) => d.message.includes('different runs')).map((d) => d.file),
    ).toEqual([a])
  })

  it('one run split over two files: pooled, and the comparison says so', () => {
    const report = run(
      side(`${RUNS}/two-builds/build-a.json`),
      side(`${RUNS}/one-run/bench-1.json`, `${RUNS}/one-run/bench-2.json`),
    )
    // The debug-library note names the files, whose paths hold "run" (one-run/).
    const aboutRuns = report.diagnostics.filter(
      (d) => d.location !== '$.context.library_build_type' && d.message.includes('run'),
    )
    expect(aboutRuns).toEqual([])
    const sum = report.comparisons.find((c) => c.label === 'BM_Sum' && c.metricName === 'real_time')
    expect([sum?.base?.n, sum?.head?.n]).toEqual([1, 6])
    expect(sum?.reasons).toContain('head: pooled from 2 files (repetitions of one run)')
  })

  it('paired: files of different runs are rounds by design, never duplicates', () => {
    const report = run(
      side(
        ['base-1.json', `${RUNS}/one-run/bench-1.json`],
        ['base-2.json', `${RUNS}/one-run/bench-2.json`],
      ),
      side(
        ['head-1.json', `${RUNS}/two-hosts/runner-a.json`],
        ['head-2.json', `${RUNS}/two-hosts/runner-b.json`],
      ),
      true,
    )
    expect(report.diagnostics.filter((d) => d.message.includes('different runs'))).toEqual([])
    const sum = report.comparisons.find((c) => c.label === 'BM_Sum' && c.metricName === 'real_time')
    expect([sum?.class === 'not-compared', sum?.base?.n, sum?.head?.n]).toEqual([false, 6, 6])
  })
})

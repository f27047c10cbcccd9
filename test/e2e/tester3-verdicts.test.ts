/**
 * Verdicts on real harness output a tester made on a loaded 2-core machine (fixtures/tester3,
 * provenance and commands in its PROVENANCE.md), through the CLI: what a reviewer reads at the
 * top of the comment must be what the data can support (docs/method.md §12.2, §8, §16).
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/shell/run-cli.js'
import { REPO_ROOT } from '../support/fixtures.js'

const FOLDER = 'fixtures/tester3'

interface Row {
  readonly against: string
  readonly benchmark: string
  readonly metric: string
  readonly gated: boolean
  readonly class: string
  readonly strength: string | null
  readonly ratio: number | null
  readonly decisionRow?: string
  readonly reasons: readonly string[]
}

interface Judged {
  readonly code: number
  readonly level: string
  readonly headline: string
  readonly reasons: readonly string[]
  readonly rows: readonly Row[]
  readonly terminal: string
}

/** `bench-verdict compare` on two fixture files (and extra flags), read back from its JSON report. */
async function judge(base: string, head: string, extra: readonly string[] = []): Promise<Judged> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'bv-tester3-')), 'report.json')
  const argv = ['compare', '--base', `${FOLDER}/${base}`, '--head', `${FOLDER}/${head}`, ...extra]
  let terminal = ''
  const code = await runCli([...argv, '--output', 'json', '--out', out], {
    cwd: REPO_ROOT,
    stdout: () => undefined,
    stderr: () => undefined,
    color: false,
  })
  await runCli(argv, {
    cwd: REPO_ROOT,
    stdout: (text: string) => (terminal += text),
    stderr: () => undefined,
    color: false,
  })
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    verdict: { level: string; headline: string; reasons: string[] }
    comparisons: Row[]
  }
  return {
    code,
    level: report.verdict.level,
    headline: report.verdict.headline,
    reasons: report.verdict.reasons,
    rows: report.comparisons.filter((c) => c.against === 'base'),
    terminal,
  }
}

function row(judged: Judged, benchmark: string, metric: string): Row {
  const found = judged.rows.find((r) => r.benchmark === benchmark && r.metric === metric)
  if (!found) throw new Error(`no row ${benchmark} ${metric}`)
  return found
}

describe('Catch2: an untestable possible regression is not a pass (docs/method.md §12.2)', () => {
  it('a real 15 % slower run whose head mean a few spikes set: inconclusive, not pass', async () => {
    const judged = await judge('catch2/aa2.xml', 'catch2/slow.xml')
    const work = row(judged, 'bench › work 20k', 'mean')
    expect(work).toMatchObject({ class: 'inconclusive', decisionRow: '4' })
    expect(work.ratio).toBeGreaterThan(14)
    expect(work.reasons[0]).toMatch(/^cannot test \+1,400 %: the means are set by a few outliers/)
    expect(judged.level).toBe('inconclusive')
    expect(judged.headline).toBe(
      'needs a closer look: 1 possible regression (bench › work 20k mean +1,400 %)',
    )
    expect(judged.code).toBe(0)
    expect(judged.terminal).not.toMatch(/pass/)
  }, 180_000)

  it('the minimal case, aa2 with one spiky mean: inconclusive, naming it', async () => {
    const judged = await judge('catch2/aa2.xml', 'catch2/head-outlier.xml')
    expect(judged.level).toBe('inconclusive')
    expect(judged.headline).toBe(
      'needs a closer look: 1 possible regression (bench › work 2k mean +1,900 %)',
    )
    expect(judged.reasons[0]).toMatch(
      /^bench › work 2k \(mean\): cannot test \+1,900 %: the means are set by a few outliers/,
    )
    expect(row(judged, 'bench › work 20k', 'mean').class).toBe('no-change')
  }, 180_000)
})

describe('Google Benchmark on a contended runner: wall time against CPU time (docs/method.md §8)', () => {
  const pairs = Array.from({ length: 19 }, (_, i) => [`aa${i + 1}`, `aa${i + 2}`] as const)
  const tally = async (extra: readonly string[] = []) => {
    const levels: Record<string, number> = {}
    for (const [base, head] of pairs) {
      const { level } = await judge(
        `google-benchmark/${base}.json`,
        `google-benchmark/${head}.json`,
        extra,
      )
      levels[level] = (levels[level] ?? 0) + 1
    }
    return levels
  }

  it('19 A/A pairs of one binary: 0 fail (6 failed on wall time alone before), 9 pass, 10 inconclusive', async () => {
    expect(await tally()).toEqual({ pass: 9, inconclusive: 10 })
  }, 600_000)

  it('with wall-time-only: regression in the policy the 6 fails come back', async () => {
    expect(
      await tally(['--policy', `${FOLDER}/google-benchmark/wall-time-only-regression.yml`]),
    ).toEqual({
      pass: 9,
      fail: 6,
      inconclusive: 4,
    })
  }, 600_000)

  it('gating cpu_time instead: 18 of 19 A/A pairs pass, none fails', async () => {
    expect(await tally(['--policy', `${FOLDER}/google-benchmark/cpu-policy.yml`])).toEqual({
      pass: 18,
      inconclusive: 1,
    })
  }, 600_000)

  it('aa1 → aa2: wall +100.2 %, CPU +0.56 %: inconclusive with the reason, not a strong fail', async () => {
    const judged = await judge('google-benchmark/aa1.json', 'google-benchmark/aa2.json')
    expect(judged.level).toBe('inconclusive')
    expect(judged.headline).toBe(
      'needs a closer look: 1 wall-time regression CPU time does not show (BM_Sum/4096 real_time +100 %, CPU time +0.6 %): runner contention or a new wait',
    )
    const wall = row(judged, 'BM_Sum/4096', 'real_time')
    expect(wall).toMatchObject({ class: 'inconclusive', strength: null, decisionRow: '5' })
    expect(wall.reasons[0]).toMatch(
      /^wall time \+100 % but CPU time \+0\.6 % \(cpu_time, no change\), so the extra time was spent waiting rather than computing, /,
    )
    // One rounding per figure (docs/architecture.md): compare's reason quotes each change as the
    // headline and the table's Change cells print it (+100.2 % and +0.56 % unrounded).
    const [, wallChange, cpuChange] =
      /^wall time (\S+ %) but CPU time (\S+ %) /.exec(wall.reasons[0] ?? '') ?? []
    expect(judged.headline).toContain(`real_time ${wallChange}, CPU time ${cpuChange})`)
    const cell = (metric: string) =>
      judged.terminal
        .split('\n')
        .find((line) => line.startsWith('BM_Sum/4096') && line.includes(` ${metric} `))
    expect(cell('real_time')).toContain(` ${wallChange} [+14 %, +114 %] `)
    expect(cell('cpu_time')).toContain(` ${cpuChange} [−0.5 %, +1.5 %] `)
    // The suite rule leaves it out too: +25.9 % from it alone would warn.
    expect(judged.reasons.join('\n')).not.toMatch(/suite/)
  }, 180_000)

  it('a real slowdown CPU time shows still fails: +20 % work, BM_Sum/4096 wall +51 %', async () => {
    const judged = await judge('google-benchmark/aa20.json', 'google-benchmark/slow20a.json')
    expect(judged.level).toBe('fail')
    expect(judged.headline).toBe(
      '2 regressions beyond the noise floor (worst: BM_Sum/4096 real_time +51 %)',
    )
    expect(row(judged, 'BM_Sum/4096', 'cpu_time').class).toBe('regression')
  }, 180_000)
})

describe('a history file that was refused is not counted', () => {
  it('data.js with code after its object: the header names no earlier base run, the floor is assumed', async () => {
    const judged = await judge('google-benchmark/aa7.json', 'google-benchmark/aa6.json', [
      '--history',
      `${FOLDER}/github-action-benchmark/data.js`,
    ])
    const [header, , floor] = judged.terminal.split('\n')
    expect(header).toBe(
      'base: fixtures/tester3/google-benchmark/aa7.json  head: fixtures/tester3/google-benchmark/aa6.json',
    )
    expect(floor).toBe('noise floor: assumed at 10%')
    expect(judged.terminal).toMatch(
      /error: fixtures\/tester3\/github-action-benchmark\/data\.js: not a github-action-benchmark history/,
    )
  }, 180_000)
})

describe('pytest-benchmark leaves a test that raised out of its JSON', () => {
  it('the pass says 1 gated benchmark removed, and how required makes it fail', async () => {
    const judged = await judge('pytest-benchmark/aa2.json', 'pytest-benchmark/aa2-minus-fail.json')
    expect(judged.level).toBe('pass')
    expect(judged.headline).toBe(
      'no regression beyond the thresholds in 2 gated comparisons; 1 gated benchmark removed',
    )
    expect(judged.reasons.at(-1)).toMatch(
      /^1 gated benchmark is in the base run only \(removed\): test_b\.py::test_maybe_fail; .*list it under required in the policy/,
    )
  }, 180_000)

  it('the real failing run (BV_FAIL=1) with required: test_maybe_fail listed fails', async () => {
    const judged = await judge('pytest-benchmark/aa2.json', 'pytest-benchmark/fail.json', [
      '--policy',
      `${FOLDER}/pytest-benchmark/required.yml`,
    ])
    expect(judged.level).toBe('fail')
    expect(row(judged, 'test_b.py::test_maybe_fail', 'time').class).toBe('removed')
    expect(judged.reasons).toContain(
      'required benchmark test_b.py::test_maybe_fail has no head results: it was removed, renamed or failed',
    )
  }, 180_000)
})

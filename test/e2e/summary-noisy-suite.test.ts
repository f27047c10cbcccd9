/**
 * A Google Benchmark suite of aggregates only whose neighbours are noisy, and an A/A control of
 * summaries, through the CLI (fixtures/google-benchmark/noisy-suite, provenance in its PROVENANCE.md): the
 * drift guard of summaries reads the suite's between-run spread, not its neighbours' own noise
 * (docs/method.md §10.5, §16), and a control of summaries gives measured bands (§10.4).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/shell/run-cli.js'
import { REPO_ROOT } from '../support/fixtures.js'

interface Row {
  readonly against: string
  readonly benchmark: string
  readonly metric: string
  readonly gated: boolean
  readonly class: string
  readonly strength: string | null
  readonly ratio: number | null
  readonly floor: { readonly value: number; readonly source: string }
  readonly reasons: readonly string[]
}

async function judge(argv: readonly string[]): Promise<{ level: string; rows: Row[] }> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'bv-noisy-')), 'report.json')
  await runCli(['compare', ...argv, '--output', 'json', '--out', out], {
    cwd: REPO_ROOT,
    stdout: () => undefined,
    stderr: () => undefined,
    color: false,
  })
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    verdict: { level: string }
    comparisons: Row[]
  }
  return {
    level: report.verdict.level,
    rows: report.comparisons.filter((c) => c.against === 'base'),
  }
}

const NOISY = 'fixtures/google-benchmark/noisy-suite'
// cpu_time gates (the policy a shared runner's user writes): real_time moved with the load.
const SUITE = ['--base', `${NOISY}/base.json`, '--head', `${NOISY}/head.json`]
// A policy that gates cpu_time and leaves real_time informational (what a user of a shared
// runner writes), written here so fixtures/ holds result files only.
const POLICY_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'bv-noisy-policy-')), 'policy.yml')
writeFileSync(POLICY_FILE, 'metrics:\n  cpu_time:\n    gate: fail\n  real_time:\n    gate: "off"\n')
const POLICY = ['--policy', POLICY_FILE]

function row(rows: readonly Row[], benchmark: string, metric: string): Row {
  const found = rows.find((r) => r.benchmark === benchmark && r.metric === metric)
  if (!found) throw new Error(`no row ${benchmark} ${metric}`)
  return found
}

describe('noisy neighbours do not hide a clean regression (docs/method.md §10.5)', () => {
  it('finds the real +34 % of BM_Target a strong regression, its neighbours left alone', async () => {
    const judged = await judge([...SUITE, ...POLICY])
    expect(judged.level).toBe('fail')
    const gated = judged.rows.filter((r) => r.gated)
    expect(gated).toHaveLength(23)
    const target = row(judged.rows, 'BM_Target', 'cpu_time')
    expect(target).toMatchObject({ class: 'regression', strength: 'strong' })
    expect(target.ratio).toBeCloseTo(1.342, 3)
    expect(target.reasons[0]).toMatch(/^\+34\.2 %, beyond the ±10 % band \(q↑ = [0-9.e-]+\)$/)
    // Before: "possible change: +34.2 % (q = 1.5e-21), inside the assumed ±10 % run-to-run
    // variation; … smallest detectable change here ±234.5 %", the guard of 16 noisy neighbours.
    expect(gated.filter((r) => r.class === 'regression').map((r) => r.benchmark)).toEqual([
      'BM_Target',
    ])
    expect(gated.filter((r) => r.class === 'improvement')).toEqual([])
    // No +192 % is said to be inside ±10 %, and the MDEs are each benchmark's own.
    for (const r of gated) expect(r.reasons[0]).not.toMatch(/inside the assumed ±10 %/)
    const mdes = new Set(
      gated.flatMap(
        (r) => r.reasons[0]?.match(/smallest detectable change here ([^;]+);/)?.[1] ?? [],
      ),
    )
    expect(mdes.size).toBeGreaterThan(5)
  }, 180_000)

  it('uses an A/A control of summaries: measured bands, and no advice to add one', async () => {
    const judged = await judge([...SUITE, '--control', `${NOISY}/control.json`, ...POLICY])
    expect(judged.level).toBe('fail')
    const gated = judged.rows.filter((r) => r.gated)
    for (const r of gated) {
      expect(r.floor.source).toBe('aa-control')
      expect(r.reasons.join(' ')).not.toMatch(/A\/A control or/)
    }
    // BM_Noisy/5000's control moved +288.5 %: its A/A band, not the assumed ±10 %.
    const noisy = row(judged.rows, 'BM_Noisy/5000', 'cpu_time')
    expect(noisy.floor.value).toBeCloseTo(2.885, 3)
    expect(noisy).toMatchObject({ class: 'no-change', strength: 'run-to-run-noise' })
    expect(row(judged.rows, 'BM_Target', 'cpu_time')).toMatchObject({
      class: 'regression',
      strength: 'strong',
    })
  }, 180_000)
})

describe('an A/A control of Catch2 XML summaries (docs/method.md §10.4)', () => {
  const CATCH2 = 'fixtures/summary-outliers/catch2'
  it('gives measured bands where the control can, and says so where it cannot', async () => {
    const judged = await judge([
      '--base',
      `${CATCH2}/a1.xml`,
      '--head',
      `${CATCH2}/slow.xml`,
      '--control',
      `${CATCH2}/a5.xml`,
    ])
    const work = row(judged.rows, 'bench › work 10000', 'mean')
    expect(work.floor).toEqual({ value: expect.closeTo(0.1, 12) as number, source: 'aa-control' })
    expect(work).toMatchObject({ class: 'regression', strength: 'likely' })
    // a5's "maybe throw" mean is set by outliers: no A/A variation from it, and the advice says
    // so instead of asking for the control that was given.
    const maybe = row(judged.rows, 'bench › maybe throw', 'mean')
    expect(maybe.floor.source).toBe('assumed')
    expect(maybe.reasons[0]).toMatch(
      /; the A\/A control run gave no usable measurement of this benchmark; add history or interleave rounds$/,
    )
  }, 180_000)
})

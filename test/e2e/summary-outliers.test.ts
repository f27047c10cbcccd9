/**
 * Summary-only comparisons of real A/A and changed runs (fixtures/summary-outliers, provenance in
 * its PROVENANCE.md) through the CLI: a mean set by a few preempted samples is not compared by the
 * delta method (docs/method.md §5); the medians are, where the file has them; a clean change is
 * still found.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/shell/run-cli.js'
import { REPO_ROOT } from '../support/fixtures.js'

const FOLDER = 'fixtures/summary-outliers'

interface Row {
  readonly against: string
  readonly benchmark: string
  readonly metric: string
  readonly gated: boolean
  readonly class: string
  readonly strength: string | null
  readonly ratio: number | null
  readonly reasons: readonly string[]
}

interface Judged {
  readonly code: number
  readonly level: string
  readonly rows: readonly Row[]
}

async function judge(base: string, head: string): Promise<Judged> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'bv-summary-')), 'report.json')
  const argv = ['compare', '--base', `${FOLDER}/${base}`, '--head', `${FOLDER}/${head}`]
  const code = await runCli([...argv, '--output', 'json', '--out', out], {
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
    code,
    level: report.verdict.level,
    rows: report.comparisons.filter((c) => c.against === 'base'),
  }
}

/** `benchmark metric: class (strength)` per row, sorted, for whole-pair assertions. */
function classes(judged: Judged, gatedOnly = true): string[] {
  return judged.rows
    .filter((r) => !gatedOnly || r.gated)
    .map((r) => `${r.benchmark} ${r.metric}: ${r.class}${r.strength ? ` (${r.strength})` : ''}`)
    .sort()
}

function row(judged: Judged, benchmark: string, metric: string): Row {
  const found = judged.rows.find((r) => r.benchmark === benchmark && r.metric === metric)
  if (!found) throw new Error(`no row ${benchmark} ${metric}`)
  return found
}

const OUTLIERS =
  /^cannot test [+−][0-9.,]+ %: the means are set by a few outliers: on the (head|base) side the sd is [0-9.]+× the mean \(the harness rated the variance 0\.9[67] outlier-inflated\); compare medians or raw samples$/

describe('Catch2 XML summaries of A/A runs (docs/method.md §5)', () => {
  // Every pair of the six runs: the class each gated comparison gets, and the verdict.
  const work10k = 'bench › work 10000 mean'
  const work1k = 'bench › work 1000 mean'
  const maybe = 'bench › maybe throw mean'
  type Expected = { level: string; untestable: string[]; noChange: string[]; tested?: string[] }
  const expected: Record<string, Expected> = {
    'a1 a2': { level: 'inconclusive', untestable: [work1k, maybe], noChange: [work10k] },
    // maybe throw: −6.0 % [−10.1 %, −1.7 %], q = 0.015, both means clean (relative se 0.021, 0.008):
    // the delta method, a possible change inside the assumed 10 % band.
    'a1 a3': {
      level: 'inconclusive',
      untestable: [work10k],
      noChange: [work1k],
      tested: [maybe],
    },
    'a1 a4': { level: 'inconclusive', untestable: [work10k, maybe], noChange: [work1k] },
    // maybe throw: +1,302 % by a mean a few spikes set, untested: a possible regression the data
    // cannot resolve, so needs a closer look (docs/method.md §12.2), never a pass.
    'a1 a5': { level: 'inconclusive', untestable: [maybe], noChange: [work10k, work1k] },
    'a1 a6': { level: 'inconclusive', untestable: [work1k, maybe], noChange: [work10k] },
    'a2 a3': { level: 'inconclusive', untestable: [work10k, work1k, maybe], noChange: [] },
    'a2 a4': { level: 'inconclusive', untestable: [work10k, work1k, maybe], noChange: [] },
    'a2 a5': { level: 'inconclusive', untestable: [work1k, maybe], noChange: [work10k] },
    'a2 a6': { level: 'inconclusive', untestable: [work1k, maybe], noChange: [work10k] },
    'a3 a4': { level: 'inconclusive', untestable: [work10k, maybe], noChange: [work1k] },
    'a3 a5': { level: 'inconclusive', untestable: [work10k, maybe], noChange: [work1k] },
    'a3 a6': { level: 'inconclusive', untestable: [work10k, work1k, maybe], noChange: [] },
    'a4 a5': { level: 'inconclusive', untestable: [work10k, maybe], noChange: [work1k] },
    'a4 a6': { level: 'inconclusive', untestable: [work10k, work1k, maybe], noChange: [] },
    'a5 a6': { level: 'inconclusive', untestable: [work1k, maybe], noChange: [work10k] },
  }
  for (const [pair, want] of Object.entries(expected)) {
    it(`${pair}: ${want.level}, never a regression`, async () => {
      const [base, head] = pair.split(' ') as [string, string]
      const judged = await judge(`catch2/${base}.xml`, `catch2/${head}.xml`)
      expect(judged.level).toBe(want.level)
      expect(judged.code).toBe(0)
      for (const name of want.untestable) {
        const r = row(judged, name.slice(0, name.lastIndexOf(' ')), 'mean')
        expect(r.class).toBe('inconclusive')
        expect(r.reasons[0]).toMatch(OUTLIERS)
      }
      for (const name of want.noChange) {
        const r = row(judged, name.slice(0, name.lastIndexOf(' ')), 'mean')
        expect(r.class).toBe('no-change')
      }
      for (const name of want.tested ?? []) {
        const r = row(judged, name.slice(0, name.lastIndexOf(' ')), 'mean')
        expect(r.class).toBe('inconclusive')
        expect(r.reasons[0]).toMatch(
          /^possible change: −6\.0 % \(q = 0\.015\), inside the assumed ±10 %/,
        )
      }
      const listed = want.untestable.length + want.noChange.length + (want.tested ?? []).length
      expect(judged.rows.filter((r) => r.gated)).toHaveLength(listed)
      expect(judged.rows.some((r) => r.class === 'regression' || r.class === 'improvement')).toBe(
        false,
      )
    }, 180_000)
  }

  it('a1 → a2 names the side and the spread: sd 4.8× the mean, Catch2 rating 0.97', async () => {
    const judged = await judge('catch2/a1.xml', 'catch2/a2.xml')
    expect(row(judged, 'bench › work 1000', 'mean').reasons[0]).toBe(
      'cannot test +857 %: the means are set by a few outliers: on the head side the sd is 4.8× the mean (the harness rated the variance 0.97 outlier-inflated); compare medians or raw samples',
    )
  }, 180_000)

  it('still finds the clean +10 % of slow.xml, whose means are not set by outliers', async () => {
    // a1 and a5 are clean on "work 10000" (relative se 0.014 and 0.009): the delta method applies.
    for (const base of ['a1', 'a5']) {
      const judged = await judge(`catch2/${base}.xml`, 'catch2/slow.xml')
      expect(judged.level).toBe('warn')
      const r = row(judged, 'bench › work 10000', 'mean')
      expect(r).toMatchObject({ class: 'regression', strength: 'likely' })
      expect(r.ratio).toBeGreaterThan(1.09)
      expect(r.ratio).toBeLessThan(1.11)
    }
  }, 180_000)
})

describe('Catch2 console summaries', () => {
  it('a1.txt → slow.txt: the −90.4 % of an outlier-set mean is no longer an improvement', async () => {
    const judged = await judge('catch2/a1.txt', 'catch2/slow.txt')
    expect(judged.level).toBe('pass')
    const r = row(judged, 'bench › work 1000', 'mean')
    expect(r.class).toBe('inconclusive')
    expect(r.reasons[0]).toMatch(
      /^cannot test −90\.4 %: the means are set by a few outliers: on the base side the sd is 4\.9× the mean; compare medians or raw samples$/,
    )
  }, 180_000)
})

describe('vitest bench JSON summaries: the medians (docs/method.md §5)', () => {
  it('a2 → a1 (A/A) passes: medians 17.78 → 17.77 µs, not means 52 → 134 µs', async () => {
    const judged = await judge('vitest/a2.json', 'vitest/a1.json')
    expect(judged.level).toBe('pass')
    expect(classes(judged)).toEqual([
      'x.bench.mjs > suite › small latency: no-change (equivalent)',
      'x.bench.mjs > suite › work latency: no-change (equivalent)',
    ])
    const work = row(judged, 'x.bench.mjs > suite › work', 'latency')
    expect(work.ratio).toBeCloseTo(17.774 / 17.783, 6)
    expect(work.reasons.join(' ')).toMatch(
      /the means are set by a few outliers: on the head side the sd is 12\.3× the mean \(mean 7\.5× the median\); the medians are compared/,
    )
  }, 180_000)

  it('a1 → a2 (A/A) passes too', async () => {
    const judged = await judge('vitest/a1.json', 'vitest/a2.json')
    expect(judged.level).toBe('pass')
    expect(judged.rows.every((r) => r.class === 'no-change')).toBe(true)
  }, 180_000)

  it('finds the real +20 % of slow.json by its medians, a strong regression', async () => {
    for (const base of ['a1', 'a2']) {
      const judged = await judge(`vitest/${base}.json`, 'vitest/slow.json')
      expect(judged.level).toBe('fail')
      const work = row(judged, 'x.bench.mjs > suite › work', 'latency')
      expect(work).toMatchObject({ class: 'regression', strength: 'strong' })
      expect(work.ratio).toBeGreaterThan(1.2)
      expect(work.ratio).toBeLessThan(1.21)
      expect(row(judged, 'x.bench.mjs > suite › small', 'latency').class).toBe('no-change')
    }
  }, 180_000)
})

describe('Google Benchmark aggregates only', () => {
  it('200 A/A benchmarks: inconclusive like the raw samples, not 19 strong regressions', async () => {
    const judged = await judge('google-benchmark/many1_agg.json', 'google-benchmark/many2_agg.json')
    expect(judged.level).toBe('inconclusive')
    expect(judged.code).toBe(0)
    const gated = judged.rows.filter((r) => r.gated)
    expect(gated).toHaveLength(200)
    expect(gated.filter((r) => r.class === 'regression')).toEqual([])
    expect(gated.filter((r) => r.class === 'improvement')).toEqual([])
    expect(gated.filter((r) => r.class === 'inconclusive')).toHaveLength(129)
    expect(gated.filter((r) => r.class === 'no-change')).toHaveLength(71)
    // BM_Many/12700's mean is set by outliers (relative se 0.32): its medians are compared.
    const worst = row(judged, 'BM_Many/12700', 'real_time')
    expect(worst.ratio).toBeCloseTo(2.83, 2)
    expect(worst.reasons.join(' ')).toMatch(/the means are set by a few outliers: on the head side/)
  }, 180_000)

  it('agg1 → aggslow: the constant counter is no change (exact), the clean +9.9 % kept', async () => {
    const judged = await judge('google-benchmark/agg1.json', 'google-benchmark/aggslow.json')
    expect(row(judged, 'BM_Fixed', 'items')).toMatchObject({
      class: 'no-change',
      strength: 'exact',
      ratio: 1,
    })
    // No side's mean is set by outliers here (relative se ≤ 0.046): the delta method, as before.
    expect(classes(judged)).toEqual([
      'BM_Fixed real_time: no-change (equivalent)',
      'BM_Maybe real_time: no-change (in-noise)',
      'BM_Tput real_time: inconclusive',
      'BM_Work/1000 real_time: no-change (in-noise)',
      'BM_Work/10000 real_time: no-change (in-noise)',
    ])
    const tput = row(judged, 'BM_Tput', 'real_time')
    expect(tput.ratio).toBeCloseTo(1.099, 3)
    expect(tput.reasons[0]).toMatch(/^possible change: \+9\.9 %.*inside the assumed ±10 %/)
  }, 180_000)
})

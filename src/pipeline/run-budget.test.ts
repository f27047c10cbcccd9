/**
 * The run's budget end to end (docs/security.md "Reading is bounded"): every side of every leg
 * read within what the run may keep, with small limits so small fixtures reach them.
 */
import { describe, expect, it } from 'vitest'
import type { Acquisition, SideFiles } from '../acquire/acquisition.js'
import { DEFAULT_SIDE_CAPS, type ReadLimits } from '../parse/parse-files.js'
import { renderComment, type ReportData } from '../report/report.js'
import { ACTION_KNOB_NAMES } from '../settings/action-settings.js'
import { parseAnalysisKnobs } from '../settings/analysis-knobs.js'
import { budgetOrder } from './parse-acquisitions.js'
import { runLegsPipeline, runPipeline } from './run-pipeline.js'

/** hyperfine JSON: commands `<prefix>0…`, each with `runs` times around `seconds`. */
function hyperfine(name: string, prefix: string, count: number, seconds = 0.01, runs = 5) {
  const results = Array.from({ length: count }, (_, i) => ({
    command: `${prefix}${i}`,
    times: Array.from({ length: runs }, (_, r) => seconds * (1 + r / 1000)),
  }))
  return { name, bytes: new TextEncoder().encode(JSON.stringify({ results })) }
}

const side = (...files: ReturnType<typeof hyperfine>[]): SideFiles => ({ files, diagnostics: [] })

/** Side caps of 4 results a side; the run keeps 12 results in all. */
const LIMITS: ReadLimits = {
  side: { ...DEFAULT_SIDE_CAPS, benchmarks: 4, results: 4, samples: 1_000 },
  run: { benchmarks: 1_000, results: 12, samples: 1_000_000 },
}

const settings = { ...parseAnalysisKnobs({}, ACTION_KNOB_NAMES, []), today: '2026-12-02' }

/** Head twice as slow as base on `b0`, `b1`; `history` runs of 2 results each, newest first. */
function acquisition(history: number, extra: Partial<Acquisition> = {}): Acquisition {
  return {
    head: side(hyperfine('head.json', 'b', 2, 0.02)),
    base: side(hyperfine('base.json', 'b', 2)),
    history: Array.from({ length: history }, (_, i) => side(hyperfine(`run-${i}.json`, 'b', 2))),
    control: null,
    context: { historyRuns: history, controlRuns: 0, headSource: 'head', baseSource: 'base' },
    ...extra,
  }
}

const published = async (given: Acquisition, limits: ReadLimits = LIMITS) => {
  let report: ReportData | undefined
  await runPipeline(settings, {
    acquire: () => Promise.resolve(given),
    publish: (data) => Promise.resolve(void (report = data)),
    limits,
  })
  if (!report) throw new Error('nothing published')
  return report
}

const messages = (report: ReportData) => report.diagnostics.map((d) => [d.file, d.message])

describe('the run budget', () => {
  it('leaves the oldest history runs out whole, with one note, and reports the runs kept', async () => {
    // Head 2, base 2, then 2 a run: four runs fill the 12 results; the fifth is left out.
    const report = await published(acquisition(5, {}), {
      ...LIMITS,
      run: { ...LIMITS.run, results: 12 },
    })
    expect(report.context.historyRuns).toBe(4)
    expect(messages(report)).toEqual([
      [
        '',
        'History: the oldest of the 5 earlier base runs was left out. A run keeps at most 12 results, 1,000,000 samples and 1,000 distinct benchmarks over all its sides together (every leg\'s head, base, A/A control, references and history runs; docs/security.md "Reading is bounded"), and the sides read before it left too few results to keep it whole. The 4 newest runs are compared as usual.',
      ],
    ])
    // The sparkline of each regression holds the 4 runs kept (oldest first), not 5.
    expect(Object.values(report.history ?? {}).map((medians) => medians.length)).toEqual([4, 4])
    expect(renderComment(report, { maxLength: 65_536, fullReportName: 'x' })).toContain(
      'history: 4 earlier base runs',
    )
  })

  it('never keeps part of a history run, and leaves every older one out with it', async () => {
    // Head 2 + base 2 + run 0 (2) = 6 of 7: run 1 (2) does not fit whole; run 2 (1) would.
    const given = acquisition(3)
    const older = given.history as SideFiles[]
    older[2] = side(hyperfine('small.json', 'b', 1))
    const report = await published(given, { ...LIMITS, run: { ...LIMITS.run, results: 7 } })
    expect(report.context.historyRuns).toBe(1)
    expect(report.diagnostics).toHaveLength(1)
    expect(report.diagnostics[0]?.message).toMatch(
      /^History: the oldest 2 of the 3 earlier base runs were left out\. A run keeps at most 7 results, .*, and the sides read before them left too few results to keep the next one whole\. The newest run is compared as usual\.$/,
    )
  })

  it('says when no history run fits, naming the limit the first would pass', async () => {
    const report = await published(acquisition(2), {
      ...LIMITS,
      run: { benchmarks: 1_000, results: 1_000, samples: 24 },
    })
    // Head and base hold 2 × 2 results of 5 samples: 20 of 24 samples, too few for a run of 10.
    expect(report.context.historyRuns).toBe(0)
    expect(report.diagnostics[0]?.message).toMatch(
      /^History: both earlier base runs were left out\. A run keeps at most 1,000 results, 24 samples and 1,000 distinct benchmarks .* too few samples to keep the next one whole\. No history run is compared\.$/,
    )
  })

  it('cuts a control or reference past the budget with the error naming its file', async () => {
    const report = await published(
      acquisition(0, {
        control: side(hyperfine('control.json', 'b', 2)),
        references: [
          { name: 'v1', source: 'v1', files: side(hyperfine('v1.json', 'b', 4)) },
          { name: 'v2', source: 'v2', files: side(hyperfine('v2.json', 'b', 2)) },
        ],
      }),
      { ...LIMITS, run: { ...LIMITS.run, results: 9 } },
    )
    // Head 2, base 2, control 2: 6 of 9; v1 keeps 3 of its 4, v2 none.
    expect(messages(report)).toEqual([
      [
        'v1.json',
        'reaches the limit of 9 results across all sides of the run: 1 more result in this file and all results in later files of this side were left out; the run keeps that many over all its sides, every leg\'s head and base first, then A/A controls, references and history runs (docs/security.md "Reading is bounded"); compare fewer matrix legs or references in one run, or split the suite',
      ],
      [
        'v2.json',
        'reaches the limit of 9 results across all sides of the run: 2 more results in this file and all results in later files of this side were left out; the run keeps that many over all its sides, every leg\'s head and base first, then A/A controls, references and history runs (docs/security.md "Reading is bounded"); compare fewer matrix legs or references in one run, or split the suite',
      ],
    ])
    const [v1, v2] = report.references ?? []
    // v1 kept b0–b2 (b2 only on the reference), b3 was left out.
    expect(v1?.comparisons.map((c) => c.benchmark.name)).toEqual(['b0', 'b1', 'b2'])
    expect(v2?.comparisons).toHaveLength(0)
  })

  it('reads every leg’s head and base before any leg’s control, references or history', async () => {
    const leg = (name: string) => ({
      leg: name,
      acquisition: acquisition(2, { control: side(hyperfine(`${name}-control.json`, 'b', 2)) }),
    })
    const legs = [leg('a'), leg('b')]
    const order = budgetOrder(legs.map((l) => l.acquisition))
    const [a, b] = legs.map((l) => l.acquisition)
    if (!a || !b || 'missing' in a.base || 'missing' in b.base) throw new Error('no base')
    expect(order).toEqual([
      { side: a.head },
      { side: b.head },
      { side: a.base },
      { side: b.base },
      { side: a.control },
      { side: b.control },
      { side: a.history[0], chain: 0 },
      { side: b.history[0], chain: 1 },
      { side: a.history[1], chain: 0 },
      { side: b.history[1], chain: 1 },
    ])
    // 4 sides × 2 results, two controls: 12; no leg keeps a history run.
    const reports = await runLegsPipeline(settings, {
      acquire: () => Promise.resolve(legs),
      publish: () => Promise.resolve(),
      limits: LIMITS,
    })
    expect(reports.map((r) => r.report.context.historyRuns)).toEqual([0, 0])
    expect(reports.map((r) => r.report.diagnostics.map((d) => d.message.slice(0, 46)))).toEqual([
      ['History: both earlier base runs were left out.'],
      ['History: both earlier base runs were left out.'],
    ])
    expect(reports.map((r) => r.report.comparisons.length)).toEqual([2, 2])
  })

  it('gives a later leg’s head what the earlier legs left, and says where it stopped', async () => {
    const legs = ['a', 'b', 'c'].map((name) => ({
      leg: name,
      acquisition: acquisition(0, { head: side(hyperfine(`${name}.json`, 'b', 4)) }),
    }))
    // Heads 4 + 4 + 4 fill the 12: no base is kept.
    const reports = await runLegsPipeline(settings, {
      acquire: () => Promise.resolve(legs),
      publish: () => Promise.resolve(),
      limits: LIMITS,
    })
    expect(
      reports.map((r) => r.report.comparisons.filter((c) => c.class === 'added').length),
    ).toEqual([4, 4, 4])
    expect(reports[0]?.report.diagnostics.map((d) => d.file)).toEqual(['base.json'])
    expect(reports[0]?.report.diagnostics[0]?.message).toMatch(
      /^reaches the limit of 12 results across all sides of the run: 2 more results in this file /,
    )
  })
})

/** Real perf stat 6.1 output: fixtures/perf-stat-text/PROVENANCE.md, "repeated". */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../test/support/fixtures.js'
import { poolResults } from '../../compare/pairing/pool-results.js'
import type { BenchmarkResult, SummaryStats } from '../../model/benchmark-result.js'
import { parseResultFiles } from '../parse-files.js'
import { combineSummaryBlocks } from './summary-blocks.js'

const DIR = 'fixtures/perf-stat-text'
const side = (...files: string[]) =>
  parseResultFiles(
    files.map((name) => ({
      name: `${DIR}/${name}`,
      bytes: new Uint8Array(readFileSync(path.join(REPO_ROOT, DIR, name))),
    })),
    'auto',
  ).results
const metric = (results: readonly BenchmarkResult[], name: string) =>
  results.filter((r) => r.metricName === name)

describe('perf stat -r N blocks of one command on one side', () => {
  it('combines two appended blocks of 5 runs into one summary of 10, as perf -r 10 would print', () => {
    const read = side('repeated/base-twice.txt')
    const [a, b] = metric(read, 'time elapsed').map((r) => r.summary)
    // As printed: 0.14703 +- 0.00862 and 0.127052 +- 0.000583 seconds, 5 runs each; the ± is the
    // standard error of the mean, so each block's sd is ± · √5.
    expect(a?.n).toBe(5)
    expect(b?.n).toBe(5)
    const { results, diagnostics } = combineSummaryBlocks(read, true)
    const [elapsed] = metric(results, 'time elapsed')
    expect(metric(results, 'time elapsed')).toHaveLength(1)
    const mean = (0.14703 + 0.127052) / 2
    const sdA = 0.00862 * Math.sqrt(5)
    const sdB = 0.000583 * Math.sqrt(5)
    const squares = 4 * (sdA ** 2 + sdB ** 2) + 5 * ((0.14703 - mean) ** 2 + (0.127052 - mean) ** 2)
    expect(elapsed?.summary?.n).toBe(10)
    expect(elapsed?.summary?.mean).toBeCloseTo(mean * 1e9, 0)
    expect(elapsed?.summary?.sd).toBeCloseTo(Math.sqrt(squares / 9) * 1e9, 0)
    expect(diagnostics.map((d) => [d.severity, d.message])).toEqual([
      [
        'info',
        '2 perf stat blocks of "./kernel 20000000" (5 + 5 runs) combined into one summary of 10 runs',
      ],
    ])
    // Pooling then sees one summary of 10 runs, not 2 block means as 2 samples.
    const pooled = poolResults(metric(results, 'page-faults'))
    expect([pooled.samples.length, pooled.summary?.n]).toEqual([0, 10])
    expect(poolResults(metric(read, 'page-faults')).samples).toHaveLength(2)
  })

  it('combines one block per file on an unpaired side, and only within a file on a paired one', () => {
    const read = side('repeated/base-1.txt', 'repeated/base-2.txt')
    const across = combineSummaryBlocks(read, true)
    expect(metric(across.results, 'task-clock').map((r) => r.summary?.n)).toEqual([10])
    expect(across.diagnostics[0]?.message).toBe(
      '2 perf stat blocks of "./kernel 20000000" in 2 files (5 + 5 runs) combined into one summary of 10 runs',
    )
    expect(combineSummaryBlocks(read, false)).toEqual({ results: read, diagnostics: [] })
  })

  it('leaves single runs (perf stat without -r, one sample each) and two commands apart', () => {
    const loop = side('shapes/loop.txt')
    expect(combineSummaryBlocks(loop, true).results).toBe(loop)
    const two = side('shapes/two-commands.txt')
    expect(combineSummaryBlocks(two, true).results).toBe(two)
  })

  /** The one summary perf stat blocks of one command with these summaries combine into. */
  const combine = (...blocks: SummaryStats[]) => {
    const results = blocks.map((summary, i): BenchmarkResult => ({
      benchmark: { name: './loop' },
      metric: 'wall-time',
      metricName: 'time elapsed',
      unit: 's',
      direction: 'lower-is-better',
      samples: [],
      summary,
      format: 'perf-stat-text',
      source: { file: 'perf.txt', line: 10 * i + 1 },
    }))
    const combined = combineSummaryBlocks(results, false).results
    expect(combined).toHaveLength(1)
    return combined[0]?.summary
  }

  it('combines summaries exactly: the figures of all the runs together', () => {
    // Runs 1, 2, 3 and 10, 20: mean 7.2, sample sd √(327.8/4) = 9.0526.
    const whole = [1, 2, 3, 10, 20]
    const mean = whole.reduce((s, v) => s + v, 0) / 5
    const sd = Math.sqrt(whole.reduce((s, v) => s + (v - mean) ** 2, 0) / 4)
    const combined = combine(
      { n: 3, mean: 2, sd: 1, min: 1, max: 3 },
      { n: 2, mean: 15, sd: Math.sqrt(50), min: 10, max: 20 },
    )
    expect(combined?.n).toBe(5)
    expect(combined?.mean).toBeCloseTo(mean, 12)
    expect(combined?.sd).toBeCloseTo(sd, 12)
    expect([combined?.min, combined?.max]).toEqual([1, 20])
    // Without one block's spread the spread of all is unknown: no sd, not a smaller one.
    expect(combine({ n: 3, mean: 2 }, { n: 2, mean: 15, sd: 1 })).toEqual({ n: 5, mean: 7.2 })
  })
})

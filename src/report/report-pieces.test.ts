import { describe, expect, it } from 'vitest'
import { comparison, revision } from '../../test/support/report-builders.js'
import type { BenchmarkResult } from '../model/benchmark-result.js'
import { baseHistory } from './data/base-history.js'
import { centreOf, changeWithInterval, changeWords } from './words/comparison-text.js'
import { environmentDifferences, mergeEnvironments } from './data/environment-diff.js'
import { historySparkline, sparkline } from './words/sparkline.js'

describe('changeWords', () => {
  it('says new, removed, from 0, to 0 or not measurable instead of NaN, Infinity or −0 %', () => {
    expect(
      changeWords(comparison({ id: { name: 'a' }, base: null, head: 5, class: 'added' })),
    ).toBe('new')
    expect(
      changeWords(comparison({ id: { name: 'a' }, base: 5, head: null, class: 'removed' })),
    ).toBe('removed')
    expect(
      changeWords(comparison({ id: { name: 'a' }, base: 0, head: 5, class: 'inconclusive' })),
    ).toBe('from 0')
    expect(
      changeWords(comparison({ id: { name: 'a' }, base: 0, head: 0, class: 'not-compared' })),
    ).toBe('not measurable')
    expect(
      changeWords(comparison({ id: { name: 'a' }, base: 4, head: 0, class: 'not-compared' })),
    ).toBe('to 0')
    expect(
      changeWords(comparison({ id: { name: 'a' }, base: 1, head: 0.9999999, class: 'no-change' })),
    ).toBe('0.0\u00a0%')
  })

  it('adds the CI when there is one', () => {
    const c = comparison({
      id: { name: 'a' },
      base: 100,
      head: 110,
      ciHalfWidth: 0.01,
      class: 'regression',
    })
    expect(changeWithInterval(c)).toBe('+10.0\u00a0% [+8.9\u00a0%, +11.1\u00a0%]')
  })
})

describe('centreOf', () => {
  const summary = { ...revision(45_498, 9), mean: 46_748, sd: 6_500, fromSummary: true }

  it('shows the statistic the change compares: the means of summaries compared by means', () => {
    expect(centreOf(summary, 'mean')).toEqual({ value: 46_748, spread: 6_500, statistic: 'mean' })
    expect(centreOf(summary)).toEqual({ value: 45_498, spread: 9, statistic: 'median' })
  })

  it('falls back to what the side has', () => {
    expect(centreOf({ ...summary, mean: Number.NaN }, 'mean')).toMatchObject({ value: 45_498 })
    expect(centreOf({ ...summary, median: Number.NaN, sd: null })).toEqual({
      value: 46_748,
      spread: null,
      statistic: 'mean',
    })
  })
})

describe('sparklines', () => {
  it('scales values between the lowest and the highest', () => {
    expect(sparkline([1, 2, 3, 4, 5, 6, 7, 8])).toBe('▁▂▃▄▅▆▇█')
    expect(sparkline([3, 3, 3])).toBe('▄▄▄')
  })

  it('shows the base runs and the head on one scale', () => {
    expect(historySparkline([100, 102, 101], 100, 130)).toBe('▁▁▁▁ → █')
    expect(historySparkline([], 100, 130)).toBe('')
  })
})

describe('baseHistory', () => {
  const result = (name: string, samples: number[]): BenchmarkResult => ({
    benchmark: { name },
    metric: 'wall-time',
    metricName: 'real_time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples,
    format: 'google-benchmark-json',
    source: { file: 'x.json' },
  })

  it('takes each earlier run median, oldest first, for the rows that changed', () => {
    const changed = comparison({ id: { name: 'BM_A' }, base: 1, head: 2, class: 'regression' })
    const same = comparison({ id: { name: 'BM_B' }, base: 1, head: 1, class: 'no-change' })
    const newest = [result('BM_A', [10, 12, 11]), result('BM_B', [5])]
    const oldest = [result('BM_A', [20, 22]), result('BM_B', [6])]
    expect(baseHistory([newest, oldest, []], [changed, same])).toEqual({ [changed.key]: [21, 11] })
  })

  it("takes the summaries' means where the comparison compares means", () => {
    const byMeans = {
      ...comparison({ id: { name: 'BM_A' }, base: 1, head: 2, class: 'regression' }),
      centre: 'mean' as const,
    }
    const run = (mean: number): BenchmarkResult => ({
      ...result('BM_A', []),
      summary: { n: 30, mean, median: mean - 1 },
    })
    expect(baseHistory([[run(10)], [run(20)]], [byMeans])).toEqual({ [byMeans.key]: [20, 10] })
  })
})

describe('environments', () => {
  it('merges a side, keeping every distinct value of a key', () => {
    expect(mergeEnvironments([{ cpu: 'A', cores: '4' }, { cpu: 'B' }, {}, { cpu: 'A' }])).toEqual({
      cpu: 'A / B',
      cores: '4',
    })
  })

  it('lists keys both sides printed with different values; the machine keys are flagged (F04)', () => {
    expect(
      environmentDifferences(
        { cpu: 'Intel(R) Xeon(R) CPU @ 2.60GHz', compiler: 'gcc 12', os: 'linux' },
        { cpu: 'AMD EPYC 7763', compiler: 'gcc 13', arch: 'amd64' },
      ),
    ).toEqual([
      { key: 'compiler', base: 'gcc 12', head: 'gcc 13', runner: false },
      { key: 'cpu', base: 'Intel(R) Xeon(R) CPU @ 2.60GHz', head: 'AMD EPYC 7763', runner: true },
    ])
  })
})

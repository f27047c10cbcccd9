import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { MAX_MEAN_RELATIVE_SE, outlierMean, outlierMeanText } from './outlier-means.js'
import { measureSummaries } from './measure-summary.js'

const options = { alpha: 0.05, deterministic: false }

describe('outlierMean (docs/method.md §5)', () => {
  it('leaves the reference summaries of vector s01 to the delta method', () => {
    const c = vectorCase('s01_summary_regression') as {
      inputs: {
        base: { mean: number; sd: number; n: number }
        head: { mean: number; sd: number; n: number }
      }
      expected: { welch_log_ratio_delta_method: { p: number } }
    }
    expect(outlierMean(c.inputs.base, c.inputs.head)).toBeNull()
    const m = measureSummaries(c.inputs.base, c.inputs.head, options)
    expect(m.pValue).toBeCloseTo(c.expected.welch_log_ratio_delta_method.p, 12)
  })

  it('flags the Catch2 A/A run whose mean one preempted sample set (catch2/a2.xml, work 1000)', () => {
    const base = { n: 30, mean: 1196.39, sd: 66.6, outlierVariance: 0.254848 }
    const head = { n: 30, mean: 11453.5, sd: 55341.6, outlierVariance: 0.966646 }
    const found = outlierMean(base, head)
    expect(found).toMatchObject({ side: 'head', outlierVariance: 0.966646 })
    expect(found?.cv).toBeCloseTo(55341.6 / 11453.5, 12)
    expect(found?.relativeSe).toBeCloseTo(55341.6 / 11453.5 / Math.sqrt(30), 12)
    expect(outlierMeanText(found!)).toBe(
      'the means are set by a few outliers: on the head side the sd is 4.8× the mean (the harness rated the variance 0.97 outlier-inflated)',
    )
  })

  it('flags at a relative standard error just above 0.1, not at 0.1, and any sd above the mean', () => {
    const clean = { n: 100, mean: 10, sd: 1 }
    // sd/(mean·√n) = 0.1 exactly with n = 100, sd = mean: the bound itself is kept.
    expect(outlierMean(clean, { n: 100, mean: 10, sd: 10 })).toBeNull()
    expect(MAX_MEAN_RELATIVE_SE).toBe(0.1)
    expect(outlierMean(clean, { n: 100, mean: 10, sd: 10.01 })?.side).toBe('head')
    // n = 10, sd 0.32 × mean: RSE 0.101 is flagged (0.31 × mean, RSE 0.098, is not).
    expect(outlierMean({ n: 10, mean: 10, sd: 3.1 }, clean)).toBeNull()
    // 10 000 samples with sd 1.5 × mean: RSE 0.015, but a mean below its sd is set by its tail.
    expect(outlierMean({ n: 10_000, mean: 10, sd: 15 }, clean)).toMatchObject({
      side: 'base',
      cv: 1.5,
    })
    expect(outlierMean({ n: 10, mean: 10, sd: 3.2 }, clean)?.relativeSe).toBeCloseTo(
      3.2 / 10 / Math.sqrt(10),
      12,
    )
  })

  it('says how far the mean is from the median when the summary has one', () => {
    // vitest/a1.json "work": mean 133.6 µs, median 17.77 µs, sd 1,644 µs, n = 1534.
    const found = outlierMean(
      { n: 3837, mean: 52126, sd: 580977, median: 17783 },
      { n: 1534, mean: 133556, sd: 1643631, median: 17774 },
    )
    expect(found?.side).toBe('head')
    expect(outlierMeanText(found!)).toBe(
      'the means are set by a few outliers: on the head side the sd is 12.3× the mean (mean 7.5× the median)',
    )
  })
})

describe('measureSummaries when a mean is set by outliers', () => {
  const base = { n: 30, mean: 1196.39, sd: 66.6 }
  const head = { n: 30, mean: 11453.5, sd: 55341.6 }

  it('runs no test on means and sds alone, with the reason and no sample count to ask for', () => {
    const m = measureSummaries(base, head, options)
    expect(m).toMatchObject({ pValue: null, logCi: null, method: 'none', centre: 'mean' })
    expect(m.logRatio).toBeCloseTo(Math.log(11453.5 / 1196.39), 12)
    expect(m.untestableReason).toBe(
      'the means are set by a few outliers: on the head side the sd is 4.8× the mean; compare medians or raw samples',
    )
  })

  it('compares the medians with their MADs when both sides have them', () => {
    const m = measureSummaries(
      { ...base, median: 1190, mad: 30 },
      { ...head, median: 1195, mad: 28 },
      options,
    )
    expect(m.centre).toBe('median')
    expect(m.method).toBe('welch-log-summary')
    expect(m.logRatio).toBeCloseTo(Math.log(1195 / 1190), 12)
    const seOf = (mad: number, median: number) =>
      (Math.sqrt(Math.PI / 2) * 1.482602218505602 * mad) / Math.sqrt(30) / median
    expect(m.standardError?.se).toBeCloseTo(Math.hypot(seOf(30, 1190), seOf(28, 1195)), 12)
    expect(m.notes[0]).toMatch(
      /on the head side the sd is 4\.8× the mean.*; the medians are compared$/,
    )
  })

  it('compares the medians with the sds as σ when no MAD was printed (Google Benchmark)', () => {
    const m = measureSummaries({ ...base, median: 1190 }, { ...head, median: 1195 }, options)
    expect(m.centre).toBe('median')
    const seOf = (sd: number, median: number) =>
      (Math.sqrt(Math.PI / 2) * sd) / Math.sqrt(30) / median
    expect(m.standardError?.se).toBeCloseTo(Math.hypot(seOf(66.6, 1190), seOf(55341.6, 1195)), 9)
    expect(m.notes[1]).toMatch(/their spread taken from the sds, which the outliers inflate/)
  })

  it('keeps the delta method for clean means even when medians and MADs are there (vector s01)', () => {
    const m = measureSummaries(
      { n: 10, mean: 120, sd: 4, median: 119, mad: 2 },
      { n: 12, mean: 127.2, sd: 5, median: 127, mad: 3 },
      options,
    )
    expect(m).toMatchObject({ method: 'welch-log-summary', centre: 'mean' })
    expect(m.pValue).toBeCloseTo(0.001227081846777564, 9)
  })
})

import { describe, expect, it } from 'vitest'
import { comparison, type ComparisonSpec } from '../../../test/support/report-builders.js'
import { readReference, type ReferenceReport } from '../data/reference-report.js'
import { PLAIN, referenceSentence } from './reference-sentences.js'

type Spec = Omit<ComparisonSpec, 'id'> & { readonly name?: string }

/** A reference report from head-vs-reference and base-vs-reference specs, keyed by benchmark. */
function reference(head: readonly Spec[], since: readonly Spec[] = []): ReferenceReport {
  const build = (spec: Spec) => ({
    ...comparison({ ...spec, id: { name: spec.name ?? 'BM_Parse' } }),
    against: 'v1.4.0',
  })
  const comparisons = head.map(build)
  return {
    name: 'v1.4.0',
    source: 'tag v1.4.0',
    gate: 'off',
    comparisons,
    geomean: null,
    readings: readReference(comparisons, since.map(build)),
  }
}

const read = (report: ReferenceReport) => referenceSentence(report, PLAIN).replace(/\u00a0/g, ' ')

describe('the reading of head against a reference', () => {
  it('head is within the noise of the reference', () => {
    expect(
      read(
        reference([
          { base: 100, head: 101, class: 'no-change', strength: 'equivalent' },
          { name: 'BM_Sort', base: 50, head: 49, class: 'no-change', strength: 'in-noise' },
        ]),
      ),
    ).toBe('head is within the noise of v1.4.0')
  })

  it('head recovers 80 % of the regression introduced since the reference (with an approximate CI)', () => {
    // base 25 % slower than the reference; head 4.6 % slower: (ln 1.25 − ln 1.046) / ln 1.25 ≈ 0.80.
    expect(
      read(
        reference(
          [{ base: 100, head: 104.56, class: 'regression', strength: 'likely', ciHalfWidth: 0.01 }],
          [{ base: 100, head: 125, class: 'regression', strength: 'strong' }],
        ),
      ),
    ).toBe(
      'head recovers 80 % of the regression introduced since v1.4.0 (approx. 95 % CI 76 % to 85 %) but is still 4.6 % slower than v1.4.0',
    )
  })

  it('head is still 12 % slower than the reference', () => {
    expect(
      read(
        reference(
          [{ base: 100, head: 112, class: 'regression', strength: 'strong' }],
          [{ base: 100, head: 112, class: 'regression', strength: 'strong' }],
        ),
      ),
    ).toBe('head is still 12.0 % slower than v1.4.0')
  })

  it('says the reference is back in the noise when a fix restores it', () => {
    expect(
      read(
        reference(
          [
            {
              base: 100,
              head: 100.5,
              class: 'no-change',
              strength: 'equivalent',
              ciHalfWidth: null,
            },
            { name: 'BM_Sort', base: 50, head: 50, class: 'no-change', strength: 'equivalent' },
          ],
          [{ base: 100, head: 140, class: 'regression', strength: 'strong' }],
        ),
      ),
    ).toBe(
      'head is within the noise of v1.4.0: it recovers 99 % of the regression introduced since v1.4.0 on BM_Parse',
    )
  })

  it('words other metrics as worse or better, by their direction', () => {
    expect(
      read(
        reference([
          {
            name: 'BM_Copy',
            metric: 'throughput',
            metricName: 'bytes_per_second',
            unit: 'B/s',
            direction: 'higher-is-better',
            base: 100,
            head: 80,
            class: 'regression',
            strength: 'strong',
          },
          {
            name: 'BM_Alloc',
            metric: 'allocations',
            metricName: 'allocs/op',
            unit: 'count',
            base: 10,
            head: 8,
            class: 'improvement',
            strength: 'exact',
          },
        ]),
      ),
    ).toBe('head is 20.0 % worse than v1.4.0 on BM_Copy; is 20.0 % better than v1.4.0 on BM_Alloc')
  })

  it('names three benchmarks per group and counts the rest', () => {
    const names = ['A', 'B', 'C', 'D', 'E']
    expect(
      read(
        reference(
          names.map((name, i) => ({
            name,
            base: 100,
            head: 120 + i,
            class: 'regression' as const,
            strength: 'strong' as const,
          })),
        ),
      ),
    ).toBe(
      'head is 20.0 % slower than v1.4.0 on A, 21.0 % slower on B, 22.0 % slower on C and 2 more',
    )
  })

  it('says why a reference was not compared', () => {
    expect(read({ ...reference([]), missing: 'run 7 is a pull_request run' })).toBe(
      'not compared: run 7 is a pull_request run',
    )
    expect(read(reference([]))).toBe(
      'head and v1.4.0 have no gated benchmark in common: nothing to read',
    )
  })
})

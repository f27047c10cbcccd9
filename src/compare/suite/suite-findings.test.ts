import { describe, expect, it } from 'vitest'
import { detectabilityFindings, type FamilyMember } from './suite-findings.js'

const member = (label: string, n: number, pMin: number | null): FamilyMember => ({
  label,
  n,
  pMin,
  paired: false,
})

// pMin of the exact rank-sum test at n = m: 2/C(2n, n) (n = 3: 0.1, n = 4: 0.0286, n = 5: 0.0079).
describe('detectability findings say their counts in good English', () => {
  it('says "1 gated comparison … as the only test", not "1 of 1 gated comparisons … among 1 tests"', () => {
    const [finding] = detectabilityFindings([], 0.05, [member('BM_Sum', 3, 0.1)])
    expect(finding?.message).toBe(
      '1 gated comparison could not be tested at its sample size (n = 3); for an isolated change to reach FDR 0.05 as the only test, use ≥ 4 repetitions per side',
    )
  })

  it('keeps the counts of several untestable comparisons', () => {
    const untestable = [member('a', 3, 0.1), member('b', 3, 0.1)]
    const [finding] = detectabilityFindings([member('c', 10, 1.1e-5)], 0.05, untestable)
    expect(finding?.message).toBe(
      '2 of 3 gated comparisons could not be tested at their sample sizes (median n = 3); for an isolated change to reach FDR 0.05 among 3 tests, use ≥ 5 repetitions per side',
    )
  })

  it('says "1 test and 3 samples" and "1 of 5 … has … it needs" in the singular', () => {
    const [one] = detectabilityFindings([member('a', 3, 0.1)], 0.05)
    expect(one?.message).toBe(
      'with 1 test and 3 samples an isolated change cannot reach FDR 0.05; use ≥ 4 repetitions per side',
    )
    const family = [
      member('short', 4, 0.0286),
      ...['b', 'c', 'd', 'e'].map((l) => member(l, 10, 1.1e-5)),
    ]
    const [some] = detectabilityFindings(family, 0.05)
    expect(some).toMatchObject({
      kind: 'sample-size',
      message:
        '1 of 5 gated comparisons has too few samples for an isolated change to reach FDR 0.05 among 5 tests; it needs ≥ 5 repetitions per side',
      benchmarks: ['short'],
    })
  })
})

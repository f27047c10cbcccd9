import { describe, expect, it } from 'vitest'
import { comparison } from '../../../test/support/report-builders.js'
import type { Comparison } from '../../model/comparison.js'
import { readReference, recoveryOf, sideBySide, type ReferenceReport } from './reference-report.js'
import { PLAIN, referenceSentence } from '../words/reference-sentences.js'

const CI = (lower: number, upper: number) => ({ lower, upper, level: 0.95 })

describe('recoveryOf: (ln(base/ref) − ln(head/ref)) / ln(base/ref)', () => {
  it('is the share of the log distance from base back to the reference that head covers', () => {
    // base +25 % over the reference, head +5 %: (ln 1.25 − ln 1.05) / ln 1.25 = 0.7813.
    const recovery = recoveryOf(1.25, 1.05, CI(1.02, 1.08))
    expect(recovery?.fraction).toBeCloseTo(0.78135, 5)
    // The CI maps head/ref's CI with ln(base/ref) fixed: the upper ratio gives the lower bound.
    expect(recovery?.ci?.lower).toBeCloseTo((Math.log(1.25) - Math.log(1.08)) / Math.log(1.25), 12)
    expect(recovery?.ci?.upper).toBeCloseTo((Math.log(1.25) - Math.log(1.02)) / Math.log(1.25), 12)
    expect(recovery?.ci?.level).toBe(0.95)
  })

  it.each([
    ['back at the reference', 1.25, 1, 1],
    ['no better than the base', 1.25, 1.25, 0],
    ['better than the reference', 1.25, 0.95, 1.2299],
    ['worse than the base', 1.25, 1.4, -0.5079],
    // Throughput fell from the reference to the base (0.8) and head is back at 0.95: the
    // formula needs no orientation, both logs change sign together.
    ['a higher-is-better metric', 0.8, 0.95, 0.7701],
  ])('%s', (_, base, head, fraction) => {
    expect(recoveryOf(base, head, null)?.fraction).toBeCloseTo(fraction, 4)
    expect(recoveryOf(base, head, null)?.ci).toBeNull()
  })

  it('is undefined without a ratio, with a non-positive one, or when the base equals the reference', () => {
    expect(recoveryOf(1.25, null, null)).toBeNull()
    expect(recoveryOf(1.25, 0, null)).toBeNull()
    expect(recoveryOf(1, 1.05, null)).toBeNull()
    expect(recoveryOf(1.25, 1.05, CI(0, 1.1))?.ci).toBeNull()
  })
})

const id = (name: string) => ({ name })
const against = (c: Comparison, name: string): Comparison => ({ ...c, against: name })

describe('readReference', () => {
  const head = [
    comparison({ id: id('A'), base: 100, head: 101, class: 'no-change', strength: 'equivalent' }),
    comparison({ id: id('B'), base: 100, head: 130, class: 'regression', strength: 'strong' }),
    comparison({ id: id('C'), base: 100, head: 112, class: 'regression', strength: 'strong' }),
    comparison({ id: id('D'), base: 100, head: 80, class: 'improvement', strength: 'strong' }),
    comparison({ id: id('E'), base: 100, head: 140, class: 'regression', strength: 'strong' }),
    comparison({ id: id('F'), base: 100, head: 120, class: 'inconclusive' }),
    comparison({ id: id('G'), base: 100, head: 150, class: 'regression', gated: false }),
    comparison({ id: id('H'), base: null, head: 150, class: 'added' }),
  ].map((c) => against(c, 'v1'))
  const since = [
    comparison({ id: id('A'), base: 100, head: 140, class: 'regression', strength: 'strong' }),
    comparison({ id: id('B'), base: 100, head: 100, class: 'no-change' }),
    comparison({ id: id('C'), base: 100, head: 140, class: 'regression', strength: 'strong' }),
    comparison({ id: id('D'), base: 100, head: 101, class: 'no-change' }),
    comparison({ id: id('E'), base: 100, head: 130, class: 'regression', strength: 'strong' }),
  ].map((c) => against(c, 'v1'))

  it('classifies each gated, compared benchmark, worst first', () => {
    expect(readReference(head, since).map((r) => [r.change.label, r.kind])).toEqual([
      ['B', 'worse'],
      ['E', 'still-worse'],
      ['C', 'partly-recovered'],
      ['F', 'inconclusive'],
      ['A', 'recovered'],
      ['D', 'better'],
    ])
  })

  it('has a recovery only where the base regressed against the reference', () => {
    const byLabel = Object.fromEntries(readReference(head, since).map((r) => [r.change.label, r]))
    expect(byLabel['A']?.recovery?.fraction).toBeCloseTo(
      (Math.log(1.4) - Math.log(1.01)) / Math.log(1.4),
      12,
    )
    expect(byLabel['C']?.recovery?.fraction).toBeCloseTo(0.6632, 4)
    expect(byLabel['E']?.recovery?.fraction).toBeCloseTo(-0.2825, 4)
    expect(byLabel['B']?.recovery).toBeNull()
    expect(byLabel['F']?.sinceReference).toBeNull()
  })

  it('reads as one sentence, clauses worst first', () => {
    const report: ReferenceReport = {
      name: 'v1',
      source: 'tag v1',
      gate: 'off',
      comparisons: head,
      geomean: null,
      readings: readReference(head, since),
    }
    expect(referenceSentence(report, PLAIN).replace(/\u00a0/g, ' ')).toBe(
      'head is 30.0 % slower than v1 on B; is still 40.0 % slower than v1 on E; recovers 66 % of the regression introduced since v1 on C (approx. 95 % CI 60 % to 72 %) but is still 12.0 % slower than v1; is inconclusive against v1 on F; recovers 97 % of the regression introduced since v1 on A (approx. 95 % CI 91 % to 103 %); is 20.0 % faster than v1 on D',
    )
  })
})

describe('sideBySide', () => {
  it('keeps what moved against the base or reads other than within-noise against a reference', () => {
    const base = [
      comparison({ id: id('A'), base: 140, head: 101, class: 'improvement', strength: 'strong' }),
      comparison({ id: id('B'), base: 100, head: 100, class: 'no-change' }),
      comparison({ id: id('C'), base: 100, head: 130, class: 'regression', strength: 'strong' }),
      comparison({ id: id('D'), base: 100, head: 101, class: 'no-change' }),
    ]
    const reference: ReferenceReport = {
      name: 'v1',
      source: 'tag v1',
      gate: 'off',
      comparisons: [],
      geomean: null,
      readings: [],
    }
    const refs = [
      comparison({ id: id('A'), base: 100, head: 101, class: 'no-change' }),
      comparison({ id: id('B'), base: 90, head: 100, class: 'regression', strength: 'strong' }),
      comparison({ id: id('D'), base: 100, head: 101, class: 'no-change' }),
    ].map((c) => against(c, 'v1'))
    const full = { ...reference, comparisons: refs, readings: readReference(refs, []) }
    const rows = sideBySide(base, [full])
    expect(rows.map((r) => [r.base?.label, r.references.map((c) => c?.class ?? null)])).toEqual([
      ['B', ['regression']],
      ['C', [null]],
      ['A', ['no-change']],
    ])
  })
})

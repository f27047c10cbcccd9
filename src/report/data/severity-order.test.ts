import { describe, expect, it } from 'vitest'
import { comparison } from '../../../test/support/report-builders.js'
import type { Comparison } from '../../model/comparison.js'
import { countByClass } from '../words/class-labels.js'
import { bySeverity, severityOrder, sortedBySeverity } from './severity-order.js'

const CLASSES = ['regression', 'inconclusive', 'improvement', 'no-change', 'added'] as const
const STRENGTHS = [null, 'strong', 'likely', 'equivalent', 'in-noise'] as const

/** Comparisons with every kind of tie: same class, strength, size of change or name. */
function mixed(count: number): Comparison[] {
  return Array.from({ length: count }, (_, i) => {
    const cls = CLASSES[i % CLASSES.length] ?? 'no-change'
    const c = comparison({
      id: { name: `BM_${(i * 7) % 13}` },
      base: 100,
      head: 100 * (1 + (((i * 31) % 17) - 8) / 100),
      class: cls,
      strength: STRENGTHS[(i * 3) % STRENGTHS.length] ?? null,
    })
    // Ratios that tie (the same change up or down), are infinite or missing.
    const ratio = i % 11 === 0 ? Number.POSITIVE_INFINITY : i % 13 === 0 ? null : c.ratio
    return { ...c, ratio }
  })
}

describe('sortedBySeverity', () => {
  it('gives the order of sorting with bySeverity, ties included', () => {
    const comparisons = mixed(500)
    expect(sortedBySeverity(comparisons)).toEqual([...comparisons].sort(bySeverity))
  })

  it('puts regressions first, the larger change first within a class and strength', () => {
    const [first, second, third] = sortedBySeverity([
      comparison({ id: { name: 'a' }, base: 100, head: 101, class: 'no-change' }),
      comparison({
        id: { name: 'b' },
        base: 100,
        head: 110,
        class: 'regression',
        strength: 'strong',
      }),
      comparison({
        id: { name: 'c' },
        base: 100,
        head: 130,
        class: 'regression',
        strength: 'strong',
      }),
    ])
    expect([first?.label, second?.label, third?.label]).toEqual(['c', 'b', 'a'])
  })

  it('leaves the input as it was', () => {
    const comparisons = mixed(20)
    const before = [...comparisons]
    sortedBySeverity(comparisons)
    expect(comparisons).toEqual(before)
  })
})

describe('severityOrder', () => {
  it('reads as the stable sort does, however far it is read', () => {
    for (const count of [0, 1, 2, 7, 64, 500]) {
      const comparisons = mixed(count)
      const sorted = sortedBySeverity(comparisons)
      const order = severityOrder(comparisons)
      expect(order.length).toBe(count)
      const prefix = Math.floor(count / 3)
      expect(Array.from({ length: prefix }, (_, i) => order.at(i))).toEqual(sorted.slice(0, prefix))
      expect(Array.from({ length: count }, (_, i) => order.at(i))).toEqual(sorted)
      expect(order.at(count)).toBeUndefined()
    }
  })

  it('keeps equal comparisons in input order', () => {
    const same = (name: string) =>
      comparison({ id: { name }, base: 100, head: 100, class: 'no-change', strength: 'equivalent' })
    const twins = [same('x'), same('x'), same('x')].map((c, i) => ({ ...c, key: `k${i}` }))
    const order = severityOrder(twins)
    expect([0, 1, 2].map((i) => order.at(i)?.key)).toEqual(['k0', 'k1', 'k2'])
  })
})

describe('countByClass', () => {
  it('counts every class, zeros included, in severity order', () => {
    const counts = countByClass(mixed(10))
    expect(Object.keys(counts)).toEqual([
      'failed',
      'regression',
      'inconclusive',
      'improvement',
      'no-change',
      'added',
      'removed',
      'not-compared',
    ])
    expect(counts).toMatchObject({ regression: 2, inconclusive: 2, added: 2, removed: 0 })
  })
})

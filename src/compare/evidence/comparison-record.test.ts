import { describe, expect, it } from 'vitest'
import { informationalComparison, type ComparisonFrame } from './comparison-record.js'

const frame = (name: string, log: number, procs?: number): ComparisonFrame => ({
  against: 'base',
  key: `[null,"${name}",[],null]"ns/op"`,
  identity: {
    benchmark: procs === undefined ? { suite: 'pkg', name } : { suite: 'pkg', name, procs },
    metric: 'wall-time',
    metricName: 'ns/op',
    unit: 'ns',
    direction: 'lower-is-better',
  },
  gated: true,
  floor: { log, source: 'assumed' },
})

const row = (f: ComparisonFrame) =>
  informationalComparison(f, 'added', 'new in the head run', { base: null, head: null })

describe('labels and floors of consecutive comparisons', () => {
  it('labels each benchmark from its own fields, whatever came before', () => {
    expect(row(frame('BenchmarkParse', Math.log1p(0.1), 8)).label).toBe(
      'pkg › BenchmarkParse (procs 8)',
    )
    expect(row(frame('BenchmarkParse', Math.log1p(0.1), 4)).label).toBe(
      'pkg › BenchmarkParse (procs 4)',
    )
    expect(row(frame('BenchmarkParse', Math.log1p(0.1))).label).toBe('pkg › BenchmarkParse')
  })

  it('shares one floor object between rows at the same floor, and shows each floor right', () => {
    const first = row(frame('BenchmarkA', Math.log1p(0.1)))
    const second = row(frame('BenchmarkB', Math.log1p(0.1)))
    const third = row(frame('BenchmarkC', Math.log1p(0.05)))
    expect(second.floor).toBe(first.floor)
    expect(first.floor).toEqual({ value: expect.closeTo(0.1, 12) as number, source: 'assumed' })
    expect(third.floor).toEqual({ value: expect.closeTo(0.05, 12) as number, source: 'assumed' })
  })
})

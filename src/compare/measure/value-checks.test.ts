import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { poolResults } from '../pairing/pool-results.js'
import { checkValues } from './value-checks.js'

const side = (samples: readonly number[], extra: Partial<BenchmarkResult> = {}) =>
  poolResults([
    {
      benchmark: { name: 'b' },
      metric: 'allocations',
      metricName: 'allocs/op',
      unit: 'count',
      direction: 'lower-is-better',
      samples,
      format: 'test',
      source: { file: 'f' },
      ...extra,
    },
  ])

describe('what the values allow before any test (docs/method.md §2, row 0)', () => {
  it.each([
    ['positive values are fine', [1, 2], [3, 4], 'allocations', { kind: 'ok' }],
    ['negative values are invalid data', [1, 2], [-3, 4], 'allocations', { kind: 'invalid' }],
    [
      'zeros on both sides are an exact no-change',
      [0, 0],
      [0, 0],
      'allocations',
      { kind: 'exact', logRatio: 0 },
    ],
    [
      'constant 0 → constant 2 allocations is an exact change up from zero',
      [0, 0],
      [2, 2],
      'allocations',
      { kind: 'exact', logRatio: Infinity },
    ],
    [
      'constant 2 → constant 0 allocations is an exact change down to zero',
      [2, 2],
      [0, 0],
      'allocations',
      { kind: 'exact', logRatio: -Infinity },
    ],
    ['a noisy zero cannot be a ratio', [0, 1], [1, 2], 'allocations', { kind: 'not-compared' }],
    [
      'a zero time is below the timer resolution',
      [0, 0],
      [1, 2],
      'wall-time',
      { kind: 'not-compared' },
    ],
    [
      'zero times on both sides are below the timer resolution too, not an exact no-change',
      [0],
      [0],
      'cpu-time',
      { kind: 'not-compared', reason: "a time of exactly 0 is below the timer's resolution" },
    ],
  ] as const)('%s', (_, base, head, metric, expected) => {
    expect(checkValues(side(base), side(head), metric)).toMatchObject(expected)
  })

  it('calls a side without any finite value invalid', () => {
    const empty = side([Number.NaN])
    expect(empty.droppedNonFinite).toBe(1)
    expect(checkValues(empty, side([1]), 'wall-time')).toMatchObject({
      kind: 'invalid',
      reason: expect.stringMatching(/no finite sample on the base side/) as string,
    })
  })

  it('checks the figures of a summary when there are no samples', () => {
    expect(
      checkValues(side([], { summary: { n: 5, mean: -1 } }), side([1]), 'wall-time').kind,
    ).toBe('invalid')
  })
})

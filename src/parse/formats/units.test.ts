import { describe, expect, it } from 'vitest'
import { normalizeUnit, printedQuantum } from './units.js'

describe('normalizeUnit', () => {
  it.each([
    ['ns', 'wall-time', 'ns', 1],
    ['us', 'wall-time', 'ns', 1e3],
    ['\u00b5s', 'wall-time', 'ns', 1e3],
    ['\u03bcs', 'wall-time', 'ns', 1e3],
    ['ms', 'wall-time', 'ns', 1e6],
    ['s', 'wall-time', 'ns', 1e9],
    ['ps', 'wall-time', 'ns', 1e-3],
    ['h', 'wall-time', 'ns', 3600e9],
    ['ns/op', 'wall-time', 'ns', 1],
    ['ns/iter', 'wall-time', 'ns', 1],
    ['B/op', 'memory', 'B', 1],
    ['allocs/op', 'allocations', 'count', 1],
    ['KiB', 'memory', 'B', 1024],
    ['kB', 'memory', 'B', 1000],
    ['GiB', 'memory', 'B', 1024 ** 3],
    ['GB', 'memory', 'B', 1e9],
    ['MB/s', 'throughput', 'B/s', 1e6],
    ['GiB/s', 'throughput', 'B/s', 1024 ** 3],
    ['ops/s', 'throughput', 'ops/s', 1],
    ['ops/ms', 'throughput', 'ops/s', 1000],
    ['ops/sec', 'throughput', 'ops/s', 1],
    ['iter/\u00b5s', 'throughput', 'ops/s', 1e6],
    ['Melem/s', 'throughput', 'ops/s', 1e6],
    ['Kelem/s', 'throughput', 'ops/s', 1e3],
    ['elem/s', 'throughput', 'ops/s', 1],
    ['ops/us', 'throughput', 'ops/s', 1e6],
    ['ops/min', 'throughput', 'ops/s', 1 / 60],
    ['ms/op', 'wall-time', 'ns', 1e6],
    ['s/op', 'wall-time', 'ns', 1e9],
    ['day', 'wall-time', 'ns', 86_400e9],
  ] as const)('reads %s as %s in %s (×%d)', (printed, metric, unit, factor) => {
    const normalized = normalizeUnit(printed)
    expect(normalized.metric).toBe(metric)
    expect(normalized.unit).toBe(unit)
    expect(normalized.factor).toBeCloseTo(factor, 9)
    expect(normalized.direction).toBe(
      metric === 'throughput' ? 'higher-is-better' : 'lower-is-better',
    )
  })

  // cycles/iter and MS/s were custom (never gated) before field case F40; they have a direction.
  it.each([
    ['cycles/iter', 'cycles', 'count', 1, 'lower-is-better'],
    ['cycles', 'cycles', 'count', 1, 'lower-is-better'],
    ['instructions/iter', 'instructions', 'count', 1, 'lower-is-better'],
    ['allocs', 'allocations', 'count', 1, 'lower-is-better'],
    ['MS/s', 'throughput', 'ops/s', 1e6, 'higher-is-better'],
    ['Kelem/s', 'throughput', 'ops/s', 1e3, 'higher-is-better'],
    ['milliseconds', 'wall-time', 'ns', 1e6, 'lower-is-better'],
    ['Milliseconds', 'wall-time', 'ns', 1e6, 'lower-is-better'],
    ['usec', 'wall-time', 'ns', 1e3, 'lower-is-better'],
    ['nsec', 'wall-time', 'ns', 1, 'lower-is-better'],
    ['msec', 'wall-time', 'ns', 1e6, 'lower-is-better'],
    ['microseconds', 'wall-time', 'ns', 1e3, 'lower-is-better'],
    ['minutes', 'wall-time', 'ns', 60e9, 'lower-is-better'],
    ['Megabytes', 'memory', 'B', 1e6, 'lower-is-better'],
    ['us/iter', 'wall-time', 'ns', 1e3, 'lower-is-better'],
    ['iter/sec', 'throughput', 'ops/s', 1, 'higher-is-better'],
    ['ops/sec', 'throughput', 'ops/s', 1, 'higher-is-better'],
  ] as const)(
    'reads %s as %s in %s (×%d), %s (F40, F46)',
    (printed, metric, unit, factor, direction) => {
      const normalized = normalizeUnit(printed)
      expect([normalized.metric, normalized.unit, normalized.direction]).toEqual([
        metric,
        unit,
        direction,
      ])
      expect(normalized.factor).toBeCloseTo(factor, 9)
    },
  )

  it.each(['counts', 'parse_ms/blk', 'MS'])('keeps %s as a custom unit', (printed) => {
    expect(normalizeUnit(printed)).toMatchObject({
      metric: 'custom',
      unit: printed,
      direction: 'unknown',
    })
  })

  it('keeps a custom unit as printed with unknown direction', () => {
    expect(normalizeUnit('parse_ms/blk')).toEqual({
      metric: 'custom',
      unit: 'parse_ms/blk',
      factor: 1,
      direction: 'unknown',
    })
  })

  it('converts across a unit boundary consistently (field case F17)', () => {
    const base = 990.1 * normalizeUnit('ns').factor
    const head = 1.1 * normalizeUnit('\u00b5s').factor
    expect(head / base - 1).toBeCloseTo(0.111, 3)
  })
})

describe('printedQuantum', () => {
  it.each([
    ['0.03', 1e9, 1e7],
    ['9876', 1, 1],
    ['12.50', 1, 0.01],
    ['1.5e-3', 1, 1e-4],
    ['1,204,311', 1, 1],
  ])('%s with factor %d has a quantum of %d', (text, factor, quantum) => {
    expect(printedQuantum(text, factor)).toBeCloseTo(quantum, 12)
  })

  it('is undefined for text that is not a number', () => {
    expect(printedQuantum('n/a', 1)).toBeUndefined()
  })
})

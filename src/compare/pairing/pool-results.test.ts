import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { poolResults } from './pool-results.js'
import { SampleArena } from './sample-arena.js'

const result = (samples: readonly number[], file = 'run.json'): BenchmarkResult => ({
  benchmark: { name: 'BM_Crc32/1024' },
  metric: 'wall-time',
  metricName: 'real_time',
  unit: 'ns',
  direction: 'lower-is-better',
  samples,
  format: 'google-benchmark',
  source: { file },
})

describe('pooled sides in a rewound arena', () => {
  it('hands out disjoint room, and the same room again after a rewind', () => {
    const arena = new SampleArena()
    const a = arena.within((room) => {
      const a = room.take(3)
      const b = room.take(2)
      a.set([1, 2, 3])
      b.set([4, 5])
      expect(Array.from(a)).toEqual([1, 2, 3])
      return a
    })
    const c = arena.within((room) => room.take(3))
    expect(c.buffer).toBe(a.buffer)
    expect(c.byteOffset).toBe(a.byteOffset)
  })

  it('hands out the same views after a rewind when the sizes repeat, new ones when not', () => {
    const arena = new SampleArena()
    const first = arena.within((room) => [room.take(20), room.take(20)])
    arena.within((room) => {
      expect(room.take(20)).toBe(first[0])
      expect(room.take(20)).toBe(first[1])
    })
    const [same, other] = arena.within((room) => [room.take(20), room.take(5)])
    expect(same).toBe(first[0])
    expect(other).not.toBe(first[1])
    expect(other).toHaveLength(5)
    expect(other.byteOffset).toBe(first[1]?.byteOffset)
  })

  it('grows for a larger request without touching what it handed out before', () => {
    const arena = new SampleArena()
    arena.within((room) => {
      const small = room.take(4)
      small.set([2.5, 1.5, 3.5, 0.5])
      const large = room.take(500)
      expect(large).toHaveLength(500)
      expect(Array.from(small)).toEqual([2.5, 1.5, 3.5, 0.5])
    })
  })

  it('pools to the same sorted samples and logs with or without an arena', () => {
    const samples = [2710.4, 2702.9, 2731.0, 2698.2, 2705.6]
    const arena = new SampleArena()
    const fresh = poolResults([result(samples)])
    arena.within((room) => {
      const carved = poolResults([result(samples)], room)
      expect(Array.from(carved.sorted)).toEqual([2698.2, 2702.9, 2705.6, 2710.4, 2731.0])
      expect(carved.sorted).toEqual(fresh.sorted)
      expect(carved.sortedLogs).toEqual(fresh.sortedLogs)
      expect(carved.sortedLogs[0]).toBe(Math.log(2698.2))
      const two = poolResults([result([3, 1]), result([2], 'second.json')], room)
      expect(Array.from(two.sorted)).toEqual([1, 2, 3])
    })
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { luauBenchText } from './luau-bench-text.js'

describe('Luau bench.py text', () => {
  it('reads the SUCCESS lines and the table minimum, skipping the Total row', () => {
    const parsed = luauBenchText.parse(fixtureSource('luau-bench-text/base.txt'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual([
      'base64',
      'chess',
      'life',
      'sha256',
    ])
    const base64 = parsed.results[0]
    expect(base64).toMatchObject({
      benchmark: { name: 'base64', params: { driver: 'luau' } },
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [],
      quantum: 1000,
      source: { file: 'fixtures/luau-bench-text/base.txt', line: 1 },
    })
    expect(base64?.summary?.mean).toBe(15_041_000)
    expect(base64?.summary?.min).toBe(14_831_000)
    expect(base64?.summary?.sd).toBeCloseTo(0.00636 * 15_041_000, 6)
    expect(base64?.summary?.n).toBe(1)
  })

  it('reads CRLF text, detected from content', () => {
    const text = fixtureSource('luau-bench-text/head.txt').text.replace(/\n/g, '\r\n')
    const parsed = parseText({ name: 'head.txt', text }, 'auto')
    expect(parsed.results.map((r) => [r.format, r.benchmark.name, r.summary?.mean])).toEqual([
      ['luau-bench-text', 'base64', 15_120_000],
      ['luau-bench-text', 'chess', 76_022_000],
      ['luau-bench-text', 'life', 84_977_000],
      ['luau-bench-text', 'sha256', 30_610_000],
    ])
  })

  it('reads a file cut before the table', () => {
    const text = fixtureSource('luau-bench-text/base.txt').text.split('\n').slice(0, 2).join('\n')
    const parsed = luauBenchText.parse({ name: 'cut.txt', text })
    expect(parsed.results.map((r) => [r.benchmark.name, r.summary?.min])).toEqual([
      ['base64', undefined],
      ['chess', undefined],
    ])
  })
})

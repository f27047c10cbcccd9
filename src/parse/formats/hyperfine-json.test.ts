import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { hyperfineJson } from './hyperfine-json.js'

describe('hyperfine JSON', () => {
  it('reads every command of a real export with its samples in ns', () => {
    const parsed = hyperfineJson.parse(fixtureSource('hyperfine/base.json'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results).toHaveLength(8)
    const crc = parsed.results[3]
    expect(crc?.benchmark).toEqual({ name: './workload crc 1', params: { scale: '1' } })
    expect(crc?.samples).toHaveLength(12)
    expect(crc?.samples[0]).toBeCloseTo(11_478_860, 3)
    expect(crc).toMatchObject({
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      format: 'hyperfine-json',
    })
    expect(crc?.source).toEqual({ file: 'fixtures/hyperfine/base.json', jsonPath: '$.results[3]' })
  })

  it('is detected from content', () => {
    expect(parseText(fixtureSource('hyperfine/head.json'), 'auto').results).toHaveLength(8)
  })

  it('keeps a null stddev as unknown and keys on the parameters (field case F19)', () => {
    const text = JSON.stringify({
      results: [
        {
          command: "grep -c 'a|b' big.txt | wc -l",
          mean: 0.1042,
          stddev: null,
          median: 0.1042,
          min: 0.1042,
          max: 0.1042,
          times: [0.1042],
          exit_codes: [0],
        },
        {
          command: '{impl}-{mode}',
          mean: 14.131,
          stddev: 1.073,
          median: 14.1,
          min: 13.37,
          max: 14.89,
          times: [13.37, 14.89],
          parameters: { impl: 'fast', mode: 'llvm' },
        },
      ],
    })
    const parsed = hyperfineJson.parse({ name: 'f19.json', text })
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => r.benchmark)).toEqual([
      { name: "grep -c 'a|b' big.txt | wc -l" },
      { name: '{impl}-{mode}', params: { impl: 'fast', mode: 'llvm' } },
    ])
    expect(parsed.results[0]?.samples[0]).toBeCloseTo(104_200_000, 3)
    expect(parsed.results[1]?.samples).toEqual([13.37e9, 14.89e9])
  })

  it('skips a malformed entry with its JSON path and reads the rest', () => {
    const text = JSON.stringify({
      results: [
        { command: 'a', times: 'n/a' },
        { command: 'b', times: [0.5] },
      ],
    })
    const parsed = hyperfineJson.parse({ name: 'bad.json', text })
    expect(parsed.results.map((r) => r.benchmark.name)).toEqual(['b'])
    expect(parsed.diagnostics).toHaveLength(1)
    expect(parsed.diagnostics[0]).toEqual({
      severity: 'error',
      file: 'bad.json',
      location: '$.results[0].times',
      message: 'expected array, found a string "n/a"; this record was skipped',
    })
  })

  it('reports a negative time and keeps it for the comparison to reject', () => {
    const parsed = hyperfineJson.parse({
      name: 'neg.json',
      text: '{"results":[{"command":"a","times":[0.5,-0.1]}]}',
    })
    expect(parsed.results[0]?.samples).toEqual([0.5e9, -0.1e9])
    expect(parsed.diagnostics[0]?.message).toBe(
      '1 negative value: a time or count cannot be negative',
    )
  })
})

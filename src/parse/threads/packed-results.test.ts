import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { parseResultFiles } from '../parse-files.js'
import { packResults, packSides, unpackResults, unpackSide } from './packed-results.js'

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url))

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/** Through a structured clone with its buffers moved, as a worker's message travels. */
function acrossThreads(results: readonly BenchmarkResult[]): BenchmarkResult[] {
  const { pack, transfer } = packResults(results)
  return unpackResults(structuredClone(pack, { transfer }))
}

describe('packResults / unpackResults', () => {
  const files = filesUnder(FIXTURES).filter((f) => !f.endsWith('.md'))
  const parsed = files.map((file) =>
    parseResultFiles(
      [{ name: path.relative(FIXTURES, file), bytes: new Uint8Array(readFileSync(file)) }],
      'auto',
    ),
  )

  it('gives back every fixture file’s results exactly', () => {
    const withResults = parsed.filter((side) => side.results.length > 0)
    // Every single-file format in fixtures/ takes part (Criterion's tree is read as a set).
    expect(new Set(withResults.flatMap((side) => side.results.map((r) => r.format))).size).toBe(30)
    for (const side of withResults) expect(acrossThreads(side.results)).toStrictEqual(side.results)
  })

  it('sends a shared part once per distinct combination, and keeps one environment object shared', () => {
    const side = parseResultFiles(
      [
        {
          name: 'head.json',
          bytes: new Uint8Array(readFileSync(path.join(FIXTURES, 'google-benchmark/head.json'))),
        },
      ],
      'auto',
    )
    const { pack } = packResults(side.results)
    // One shared part per metric of the file (real_time, cpu_time, two counters, a rate), for
    // all of its 13 results.
    expect(side.results).toHaveLength(13)
    expect(pack.shared.map((part) => part.metricName)).toEqual([
      'real_time',
      'cpu_time',
      'candidates',
      'primes',
      'bytes_per_second',
    ])
    expect(pack.samples.length).toBe(side.results.reduce((n, r) => n + r.samples.length, 0))
    const back = acrossThreads(side.results)
    expect(back[0]?.environment).toBeDefined()
    expect(back[1]?.environment).toBe(back[0]?.environment)
  })

  it('tells apart what a lossy key would merge: -0 and 0, a field missing and present', () => {
    const base: BenchmarkResult = {
      benchmark: { name: 'a' },
      metric: 'custom',
      metricName: 'x',
      unit: 'count',
      direction: 'unknown',
      samples: [1, 2],
      format: 'custom-json',
      source: { file: 'f.json', line: 3 },
    }
    const results: BenchmarkResult[] = [
      base,
      { ...base, quantum: 0 },
      { ...base, quantum: -0 },
      { ...base, quantum: 1 },
      { ...base, metricName: '1' },
      { ...base, summary: { n: 4, mean: 2, sd: 0.5 }, samples: [] },
      { ...base, rounds: ['r1', 'r2'], source: { file: 'f.json', jsonPath: '$[0]' } },
    ]
    const back = acrossThreads(results)
    expect(back).toStrictEqual(results)
    expect(Object.is(back[2]?.quantum, -0)).toBe(true)
    expect(Object.is(back[1]?.quantum, 0)).toBe(true)
    expect('quantum' in (back[0] ?? {})).toBe(false)
  })

  it('carries a result with a field it does not know whole, never dropping the field', () => {
    const odd = {
      benchmark: { name: 'b', params: { n: '1' } },
      metric: 'wall-time',
      metricName: 'time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [5],
      format: 'custom-json',
      source: { file: 'g.json', column: 7 },
      extra: 'kept',
    } as unknown as BenchmarkResult
    expect(acrossThreads([odd])).toStrictEqual([odd])
  })

  it('packs whole sides with their diagnostics, environments and counts', () => {
    const side = parsed.find((s) => s.diagnostics.length > 0 && s.results.length > 0)
    expect(side).toBeDefined()
    if (!side) return
    const { sides, transfer } = packSides([side])
    const back = structuredClone(sides, { transfer }).map(unpackSide)
    expect(back).toStrictEqual([side])
  })
})

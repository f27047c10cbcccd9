import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { unzipResults } from './unzip-results.js'

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])))

describe('unzipResults', () => {
  it('reads result files in memory, sorted, named after the artifact', () => {
    const { files, diagnostics } = unzipResults(
      zip({ 'b/head.json': '{"b":1}', 'a.txt': 'x', 'run.sh': 'rm -rf /' }),
      'bench-results',
    )
    expect(diagnostics).toEqual([])
    expect(files.map((f) => [f.name, new TextDecoder().decode(f.bytes)])).toEqual([
      ['bench-results/a.txt', 'x'],
      ['bench-results/b/head.json', '{"b":1}'],
    ])
  })

  it('skips entries with .. or absolute paths and says so', () => {
    const { files, diagnostics } = unzipResults(
      zip({ '../evil.json': '{}', '/abs.json': '{}', 'ok.json': '{}' }),
      'art',
    )
    expect(files.map((f) => f.name)).toEqual(['art/ok.json'])
    expect(diagnostics.map((d) => d.file)).toEqual(['art/../evil.json', 'art//abs.json'])
  })

  it('refuses an archive with too many entries', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.json`, '{}']))
    const { files, diagnostics } = unzipResults(zip(many), 'art', {
      maxEntries: 10,
      maxFileBytes: 1e6,
      maxTotalBytes: 1e6,
    })
    expect(files).toEqual([])
    expect(diagnostics.at(-1)?.message).toBe('holds more than 10 entries; refused')
  })

  it('skips files over the size limit', () => {
    const { files, diagnostics } = unzipResults(
      zip({ 'big.json': 'x'.repeat(5000), 'small.json': '{}' }),
      'art',
      { maxEntries: 10, maxFileBytes: 1000, maxTotalBytes: 1e6 },
    )
    expect(files.map((f) => f.name)).toEqual(['art/small.json'])
    expect(diagnostics[0]?.message).toBe('unpacks to 5000 bytes, over the artifact limits; skipped')
  })

  it('reports a corrupt archive instead of throwing', () => {
    const { files, diagnostics } = unzipResults(new Uint8Array([1, 2, 3, 4]), 'art')
    expect(files).toEqual([])
    expect(diagnostics[0]?.message).toMatch(/^is not a readable zip archive/)
  })
})

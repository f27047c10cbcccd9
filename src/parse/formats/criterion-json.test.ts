import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../test/support/fixtures.js'
import type { ResultFile } from '../../model/result-file.js'
import { parseResultFiles } from '../parse-files.js'
import { criterionJson } from './criterion-json.js'

const TREE = 'fixtures/criterion-json/target/criterion'

function treeFiles(): ResultFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry)
      return statSync(full).isDirectory() ? walk(full) : [full]
    })
  return walk(path.join(REPO_ROOT, TREE)).map((full) => ({
    name: path.relative(REPO_ROOT, full).split(path.sep).join('/'),
    bytes: readFileSync(full),
  }))
}

const text = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

describe('Criterion.rs target/criterion tree', () => {
  it('reads a real Criterion.rs 0.3.6 tree: one set per benchmark, samples = times/iters', () => {
    const side = parseResultFiles(treeFiles(), 'auto')
    expect(side.diagnostics).toEqual([])
    expect(side.results.map((r) => [r.benchmark.name, r.metricName, r.unit])).toEqual([
      ['crc32/1024', 'time', 'ns'],
      ['crc32/1024', 'thrpt', 'B/s'],
      ['crc32/16384', 'time', 'ns'],
      ['crc32/16384', 'thrpt', 'B/s'],
      ['newton/200', 'time', 'ns'],
      ['primes up to 20000', 'time', 'ns'],
    ])
    const crc = side.results[0]
    expect(crc?.samples).toHaveLength(20)
    expect(crc?.samples[0]).toBeCloseTo(4_778_222 / 926, 9)
    expect(crc).toMatchObject({ format: 'criterion-json', direction: 'lower-is-better' })
    expect(crc?.source).toEqual({ file: `${TREE}/crc32/1024/new/sample.json`, jsonPath: '$' })
    expect(side.results[1]?.samples[0]).toBeCloseTo((1024 * 1e9 * 926) / 4_778_222, 3)
    expect(side.results[1]?.direction).toBe('higher-is-better')
  })

  it('keys on full_id, never the directory name (F07)', () => {
    const side = parseResultFiles(treeFiles(), 'criterion-json')
    const newton = side.results.find((r) => r.source.file.includes('newton_200'))
    expect(newton?.benchmark.name).toBe('newton/200')
  })

  it('reads new/ only: base/ (the previous local run) and change/ (fractions) are skipped (F07)', () => {
    const base = (dir: string) => ({
      name: `target/criterion/codec/encode/1024/${dir}`,
      bytes: text({ mean: { point_estimate: 1801.7 }, median: { point_estimate: 1799.0 } }),
    })
    const side = parseResultFiles(
      [
        {
          name: 'target/criterion/codec/encode/1024/new/benchmark.json',
          bytes: text({
            group_id: 'codec',
            function_id: 'encode',
            value_str: '1024',
            full_id: 'codec/encode/1024',
          }),
        },
        {
          name: 'target/criterion/codec/encode/1024/new/estimates.json',
          bytes: text({ mean: { point_estimate: 1834.2 }, median: { point_estimate: 1829.9 } }),
        },
        base('base/estimates.json'),
        {
          name: 'target/criterion/codec/encode/1024/change/estimates.json',
          bytes: text({ mean: { point_estimate: 0.018 }, median: { point_estimate: 0.017 } }),
        },
        {
          name: 'target/criterion/report/index.html',
          bytes: new TextEncoder().encode('<html></html>'),
        },
      ],
      'auto',
    )
    expect(side.diagnostics).toEqual([])
    expect(side.results).toHaveLength(1)
    expect(side.results[0]).toMatchObject({
      benchmark: { name: 'codec/encode/1024' },
      samples: [],
      summary: { n: 1, mean: 1834.2, median: 1829.9 },
    })
  })

  it('groups Windows paths the same way', () => {
    const files = treeFiles()
      .filter((f) => f.name.includes('/primes up to 20000/new/'))
      .map((f) => ({ ...f, name: f.name.replaceAll('/', '\\') }))
    const side = parseResultFiles(files, 'auto')
    expect(side.results.map((r) => [r.benchmark.name, r.samples.length])).toEqual([
      ['primes up to 20000', 20],
    ])
  })

  it('says what is missing when a set has no benchmark.json, or only base/ files', () => {
    const lone = criterionJson.parse({
      name: 'x/new/sample.json',
      text: '{"sampling_mode":"Linear","iters":[1],"times":[5]}',
    })
    expect(lone.results).toEqual([])
    expect(lone.diagnostics[0]).toMatchObject({ severity: 'error', file: 'x/new/sample.json' })
    const onlyBase = criterionJson.parse({
      name: 'x/base/estimates.json',
      text: '{"mean":{"point_estimate":1}}',
    })
    expect(onlyBase.diagnostics[0]).toMatchObject({ severity: 'info' })
  })

  it('reports a truncated sample.json with its file and falls back to the estimates', () => {
    const files = treeFiles().map((f) =>
      f.name.endsWith('crc32/16384/new/sample.json') ? { ...f, bytes: f.bytes.subarray(0, 80) } : f,
    )
    const side = parseResultFiles(files, 'auto')
    const crc = side.results.filter((r) => r.benchmark.name === 'crc32/16384')
    expect(crc.map((r) => [r.metricName, r.samples.length, r.summary?.n])).toEqual([['time', 0, 1]])
    expect(crc[0]?.summary?.mean).toBeCloseTo(83_649.335, 2)
    expect(side.results.filter((r) => r.metricName === 'time')).toHaveLength(4)
    expect(side.diagnostics[0]).toMatchObject({
      severity: 'error',
      file: `${TREE}/crc32/16384/new/sample.json`,
    })
  })

  it('leaves files of other formats that sit in a new/ folder alone', () => {
    const other = { name: 'new/benchmark.json', text: '{"benchmarks": []}' }
    expect(criterionJson.fileSet?.setOf(other)).toBeUndefined()
  })
})

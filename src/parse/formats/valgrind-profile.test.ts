import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { benchmarkKey } from '../../model/benchmark-result.js'
import { parseResultFiles, parseText } from '../parse-files.js'
import { cachegrindText } from './cachegrind-text.js'
import { callgrindText } from './callgrind-text.js'
import { benchmarkName } from './valgrind-profile.js'

describe('callgrind output', () => {
  it('reads Ir from the summary line as an exact instruction count named by cmd:', () => {
    const parsed = callgrindText.parse(fixtureSource('callgrind-text/base/callgrind.out.4946'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.environment).toEqual({ valgrind: 'callgrind-3.19.0' })
    expect(parsed.results).toEqual([
      {
        benchmark: { name: 'kernel 200000' },
        metric: 'instructions',
        metricName: 'Ir',
        unit: 'count',
        direction: 'lower-is-better',
        samples: [2_328_705],
        deterministic: true,
        format: 'callgrind-text',
        source: { file: 'fixtures/callgrind-text/base/callgrind.out.4946', line: 18 },
      },
    ])
  })

  it('pairs base and head despite the pid in the file names', () => {
    const base = callgrindText.parse(fixtureSource('callgrind-text/base/callgrind.out.4946'))
    const head = callgrindText.parse(fixtureSource('callgrind-text/head/callgrind.out.4950'))
    expect(head.results[0]?.benchmark).toEqual(base.results[0]?.benchmark)
    expect(head.results[0]?.samples).toEqual([2_628_693])
  })

  it('reads every simulated event; only Ir is instructions, the others are counts, fewer is better (F40)', () => {
    const parsed = callgrindText.parse(fixtureSource('callgrind-text/head/callgrind.sim.out.4991'))
    expect(parsed.results.map((r) => r.metricName)).toEqual([
      'Ir',
      'Dr',
      'Dw',
      'I1mr',
      'D1mr',
      'D1mw',
      'ILmr',
      'DLmr',
      'DLmw',
      'Bc',
      'Bcm',
      'Bi',
      'Bim',
    ])
    expect(parsed.results[4]).toMatchObject({
      metric: 'custom',
      direction: 'lower-is-better',
      samples: [4105],
    })
    expect(parsed.environment['D1-cache']).toBe('32768 B, 64 B, 8-way associative')
  })

  it('reads the totals: line of each part when there is no summary, and reports a file without events', () => {
    const parsed = callgrindText.parse({
      name: 'callgrind.out.77',
      text: '# callgrind format\nevents: Ir\npart: 1\ntotals: 100\npart: 2\ntotals: 50\n',
    })
    expect(parsed.results.map((r) => [r.benchmark, r.samples])).toEqual([
      [{ name: 'callgrind.out', params: { part: '1' } }, [100]],
      [{ name: 'callgrind.out', params: { part: '2' } }, [50]],
    ])
    const broken = callgrindText.parse({ name: 'c.out', text: '# callgrind format\ncmd: ./a\n' })
    expect(broken.results).toEqual([])
    expect(broken.diagnostics[0]?.message).toContain('has no "events:" line')
  })

  it('reads CRLF files and is detected from content', () => {
    const source = fixtureSource('callgrind-text/base/callgrind.out.4946')
    const parsed = parseText({ ...source, text: source.text.replace(/\n/g, '\r\n') }, 'auto')
    expect(parsed.results[0]).toMatchObject({ format: 'callgrind-text', samples: [2_328_705] })
  })
})

describe('callgrind dumps (CALLGRIND_DUMP_STATS_AT, --combine-dumps, --separate-threads)', () => {
  const bench = (part: string, trigger: string) => ({ name: 'k', params: { part, trigger } })
  const instructions = (relative: string) =>
    callgrindText
      .parse(fixtureSource(`callgrind-text/${relative}`))
      .results.map((r) => [r.benchmark, r.metricName, r.samples, r.source.line])

  it('makes each dump file its own benchmark, named by its part and trigger', () => {
    expect(instructions('dumps/base/callgrind.out.7758.1')).toEqual([
      [bench('1', 'Client Request: bench sum'), 'Ir', [3_000_016], 18],
    ])
    expect(instructions('dumps/head/callgrind.out.7761.1')).toEqual([
      [bench('1', 'Client Request: bench sum'), 'Ir', [3_600_016], 18],
    ])
    expect(instructions('dumps/base/callgrind.out.7758.2')).toEqual([
      [bench('2', 'Client Request: bench sum2'), 'Ir', [2_400_016], 18],
    ])
    // The last file holds only what ran after the last dump, not the whole run.
    expect(instructions('dumps/base/callgrind.out.7758')).toEqual([
      [bench('3', 'Program termination'), 'Ir', [4834], 18],
    ])
  })

  it('reads every part of a --combine-dumps=yes file as its own benchmark', () => {
    expect(instructions('combined-dumps/head/callgrind.out.15848')).toEqual([
      [bench('1', 'Client Request: bench sum'), 'Ir', [3_600_016], 18],
      [bench('2', 'Client Request: bench sum2'), 'Ir', [2_400_016], 67],
      [bench('3', 'Program termination'), 'Ir', [4834], 116],
    ])
  })

  it('pairs the parts of separate files and of a combined file, and pools repeated runs', () => {
    const base = parseResultFiles(
      ['dumps/base/callgrind.out.7758.1', 'combined-dumps/base/callgrind.out.15837'].map(
        (relative) => ({
          name: relative,
          bytes: new TextEncoder().encode(fixtureSource(`callgrind-text/${relative}`).text),
        }),
      ),
      'auto',
    )
    const sum = base.results.filter((r) => r.benchmark.params?.trigger?.endsWith('bench sum'))
    expect(sum.map((r) => r.samples)).toEqual([[3_000_016], [3_000_016]])
    expect(new Set(sum.map((r) => benchmarkKey(r.benchmark))).size).toBe(1)
  })

  it('names the thread of a --separate-threads=yes file', () => {
    const text = fixtureSource('callgrind-text/base/callgrind.out.4946').text.replace(
      'part: 1\n',
      'part: 1\nthread: 2\n',
    )
    expect(
      callgrindText.parse({ name: 'callgrind.out.4946-02', text }).results[0]?.benchmark,
    ).toEqual({ name: 'kernel 200000', params: { thread: '2' } })
  })
})

describe('cachegrind output', () => {
  it('reads the summary line of every event, without cg_annotate', () => {
    const parsed = cachegrindText.parse(fixtureSource('cachegrind-text/base/cachegrind.out.4948'))
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.metricName, r.samples[0]])).toEqual([
      ['Ir', 2_239_021],
      ['I1mr', 550],
      ['ILmr', 550],
      ['Dr', 206_953],
      ['D1mr', 3326],
      ['DLmr', 171],
      ['Dw', 201_715],
      ['D1mw', 3268],
      ['DLmw', 3261],
    ])
    expect(parsed.results[0]).toMatchObject({
      benchmark: { name: 'kernel-static 200000' },
      metric: 'instructions',
      deterministic: true,
      format: 'cachegrind-text',
    })
    expect(parsed.environment['LL-cache']).toBe('268435456 B, 64 B, direct-mapped')
  })

  it('is detected from content, apart from callgrind', () => {
    expect(
      parseText(fixtureSource('cachegrind-text/head/cachegrind.out.4956'), 'auto').results[0]
        ?.format,
    ).toBe('cachegrind-text')
  })

  it('reports a truncated file without summary', () => {
    const text =
      fixtureSource('cachegrind-text/base/cachegrind.out.4948').text.split('summary:')[0] ?? ''
    const parsed = cachegrindText.parse({ name: 'cut', text })
    expect(parsed.results).toEqual([])
    expect(parsed.diagnostics[0]?.message).toBe(
      'has no "summary:" or "totals:" line; did valgrind finish?',
    )
  })
})

describe('benchmarkName', () => {
  it.each([
    ['./kernel 200000', 'x', 'kernel 200000'],
    ['/home/runner/work/app/target/release/bench --quick', 'x', 'bench --quick'],
    [undefined, 'out/callgrind.out.4946', 'callgrind.out'],
    [undefined, 'parse.callgrind.out.12-01', 'parse.callgrind.out'],
    [undefined, 'callgrind.out.7758.2', 'callgrind.out'],
    [undefined, 'callgrind.out.7758.2-01', 'callgrind.out'],
  ])('names %s in %s as %s', (command, file, name) => {
    expect(benchmarkName(command, file)).toBe(name)
  })
})

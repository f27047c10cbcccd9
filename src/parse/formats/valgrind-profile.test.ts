import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
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

  it('reads every simulated event; only Ir has a known direction', () => {
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
      direction: 'unknown',
      samples: [4105],
    })
    expect(parsed.environment['D1-cache']).toBe('32768 B, 64 B, 8-way associative')
  })

  it('sums totals: lines when there is no summary, and reports a file without events', () => {
    const parsed = callgrindText.parse({
      name: 'callgrind.out.77',
      text: '# callgrind format\nevents: Ir\npart: 1\ntotals: 100\npart: 2\ntotals: 50\n',
    })
    expect(parsed.results[0]).toMatchObject({
      benchmark: { name: 'callgrind.out' },
      samples: [150],
    })
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
  ])('names %s in %s as %s', (command, file, name) => {
    expect(benchmarkName(command, file)).toBe(name)
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { perfStatCsv } from './perf-stat-csv.js'

describe('perf stat -x, CSV', () => {
  it('reads a real -r 5 run; unsupported counters become warnings', () => {
    const parsed = perfStatCsv.parse(fixtureSource('perf-stat-csv/base/kernel.csv'))
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.metricName, r.metric, r.unit, r.summary]),
    ).toEqual([
      ['kernel', 'task-clock', 'cpu-time', 'ns', { n: 1, mean: 37_330_000 }],
      ['kernel', 'page-faults', 'custom', 'count', { n: 1, mean: 4940 }],
      ['kernel', 'context-switches', 'custom', 'count', { n: 1, mean: 9 }],
    ])
    expect(parsed.results[0]).toMatchObject({ direction: 'lower-is-better', quantum: 10_000 })
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'fixtures/perf-stat-csv/base/kernel.csv',
        location: 'line 4',
        message: 'event "instructions" was not supported by perf on this machine',
      },
      {
        severity: 'warning',
        file: 'fixtures/perf-stat-csv/base/kernel.csv',
        location: 'line 5',
        message: 'event "cycles" was not supported by perf on this machine',
      },
    ])
  })

  it('reads instruction and cycle counters with modifiers (documented example)', () => {
    const parsed = perfStatCsv.parse(fixtureSource('perf-stat-csv/documented/kernel.csv'))
    expect(
      parsed.results.map((r) => [r.metricName, r.metric, r.unit, r.direction, r.summary?.mean]),
    ).toEqual([
      ['task-clock:u', 'cpu-time', 'ns', 'lower-is-better', 38_120_000],
      ['instructions:u', 'instructions', 'count', 'lower-is-better', 152_345_678],
      ['cycles:u', 'cycles', 'count', 'lower-is-better', 125_901_233],
      // A count of events: fewer is better (field case F40), informational by default.
      ['page-faults:u', 'custom', 'count', 'lower-is-better', 4940],
    ])
    expect(parsed.diagnostics.map((d) => d.message)).toEqual([
      'event "branch-misses:u" was not counted by perf on this machine',
    ])
  })

  it('reads a run without -r, CRLF, detected from content', () => {
    const source = fixtureSource('perf-stat-csv/head/kernel-once.csv')
    const parsed = parseText({ ...source, text: source.text.replace(/\n/g, '\r\n') }, 'auto')
    expect(parsed.results.map((r) => [r.format, r.benchmark.name, r.summary?.mean])).toEqual([
      ['perf-stat-csv', 'kernel-once', 43_250_000],
    ])
  })

  it('reports a malformed row and reads the rest', () => {
    const parsed = perfStatCsv.parse({
      name: 'x.csv',
      text: '12.5,msec,task-clock,1,100.00\nabc,,cycles\n',
    })
    expect(parsed.results).toHaveLength(1)
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'x.csv',
        location: 'line 2',
        message: 'not a "value,unit,event,…" row; skipped',
      },
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { parseText } from '../parse-files.js'
import { gnuTimeText } from './gnu-time-text.js'

describe('GNU time -v', () => {
  it('reads one sample per appended block: wall time, user, system and max RSS', () => {
    const parsed = gnuTimeText.parse(fixtureSource('gnu-time-text/base.txt'))
    expect(parsed.diagnostics).toEqual([])
    const byMetric = Object.fromEntries(parsed.results.map((r) => [r.metricName, r]))
    expect(byMetric.elapsed).toMatchObject({
      benchmark: { name: './kernel 100000000' },
      metric: 'wall-time',
      unit: 'ns',
      direction: 'lower-is-better',
      quantum: 1e7,
      samples: [390_000_000, 290_000_000, 280_000_000, 310_000_000, 250_000_000],
    })
    expect(byMetric['max RSS']).toMatchObject({
      metric: 'memory',
      unit: 'B',
      direction: 'lower-is-better',
    })
    expect(byMetric['max RSS']?.samples[0]).toBe(99_116 * 1024)
    expect(byMetric.user?.samples).toHaveLength(5)
  })

  it('reads h:mm:ss and m:ss.ss clock times, CRLF, detected from content', () => {
    const text = [
      '\tCommand being timed: "make -j2"',
      '\tUser time (seconds): 3600.50',
      '\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02:03',
      '\tMaximum resident set size (kbytes): 10',
      '\tCommand being timed: "make -j2"',
      '\tElapsed (wall clock) time (h:mm:ss or m:ss): 2:05.25',
      '\tMaximum resident set size (kbytes): 12',
    ].join('\r\n')
    const parsed = parseText({ name: 't.txt', text }, 'auto')
    const elapsed = parsed.results.find((r) => r.metricName === 'elapsed')
    expect(elapsed?.format).toBe('gnu-time-text')
    expect(elapsed?.samples).toEqual([3723e9, 125.25e9])
  })

  it('marks a command that failed as a failed run', () => {
    const parsed = gnuTimeText.parse(fixtureSource('gnu-time-text/failed.txt'))
    expect(parsed.results[0]).toMatchObject({
      benchmark: { name: 'sh -c exit 3' },
      samples: [],
      failure: { message: 'the command exited with non-zero status 3' },
    })
  })

  it('reports an unreadable value and keeps the other fields', () => {
    const parsed = gnuTimeText.parse({
      name: 't.txt',
      text: 'Command being timed: "x"\nElapsed (wall clock) time (h:mm:ss or m:ss): soon\nMaximum resident set size (kbytes): 4\n',
    })
    expect(parsed.results.map((r) => [r.metricName, r.samples])).toEqual([['max RSS', [4096]]])
    expect(parsed.diagnostics[0]).toMatchObject({ location: 'line 2' })
  })
})

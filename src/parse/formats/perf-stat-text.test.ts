import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { parseText } from '../parse-files.js'
import { perfStatCsv } from './perf-stat-csv.js'
import { perfStatText } from './perf-stat-text.js'

const read = (relative: string) => perfStatText.parse(fixtureSource(`perf-stat-text/${relative}`))
const byMetric = (results: readonly BenchmarkResult[], name: string) =>
  results.find((r) => r.metricName === name)
/** sd from perf's `( +- x% )`: x % of the mean is the standard error, sd = se·√N. */
const sdFrom = (mean: number, percent: number, runs: number) =>
  ((mean * percent) / 100) * Math.sqrt(runs)
/** Twelve significant digits: the same sd computed in another order. */
const round = (value: number | undefined) =>
  value === undefined ? value : Number(value.toPrecision(12))

describe('perf stat text output', () => {
  it('reads a real -r 10 run as summaries: n = 10, the mean, and sd = se·√N from the ±%', () => {
    const parsed = read('base/kernel.txt')
    expect(
      parsed.results.map((r) => [r.benchmark.name, r.metricName, r.metric, r.unit, r.direction]),
    ).toEqual([
      ['./kernel 20000000', 'task-clock', 'cpu-time', 'ns', 'lower-is-better'],
      ['./kernel 20000000', 'context-switches', 'custom', 'count', 'lower-is-better'],
      ['./kernel 20000000', 'cpu-migrations', 'custom', 'count', 'lower-is-better'],
      ['./kernel 20000000', 'page-faults', 'custom', 'count', 'lower-is-better'],
      ['./kernel 20000000', 'time elapsed', 'wall-time', 'ns', 'lower-is-better'],
    ])
    const taskClock = byMetric(parsed.results, 'task-clock')
    // 41.01 msec task-clock ( +-  2.02% )
    expect(taskClock?.summary?.n).toBe(10)
    expect(taskClock?.summary?.mean).toBe(41_010_000)
    expect(taskClock?.summary?.sd).toBeCloseTo(sdFrom(41_010_000, 2.02, 10), 3)
    expect(taskClock?.summary?.sd).toBeCloseTo(2_619_637.14, 1)
    expect(taskClock).toMatchObject({ quantum: 10_000, samples: [], source: { line: 4 } })
    // 4941 page-faults ( +-  0.01% ): 4941·0.0001·√10 = 1.5625
    expect(byMetric(parsed.results, 'page-faults')?.summary).toEqual({
      n: 10,
      mean: 4941,
      sd: sdFrom(4941, 0.01, 10),
    })
    expect(byMetric(parsed.results, 'page-faults')?.summary?.sd).toBeCloseTo(1.5625, 4)
    // 0.0868 +- 0.0104 seconds time elapsed: the absolute ± is the standard error in seconds.
    const elapsed = byMetric(parsed.results, 'time elapsed')
    expect(elapsed?.summary?.mean).toBe(86_800_000)
    expect(elapsed?.summary?.sd).toBeCloseTo(0.0104 * Math.sqrt(10) * 1e9, 0)
    expect(elapsed).toMatchObject({ quantum: 100_000, source: { line: 13 } })
  })

  it('reads a count perf printed without ± over N runs as N equal values', () => {
    // perf leaves the ± out exactly when it is 0 (print_noise_pct_std: `if (pct)`).
    expect(byMetric(read('base/kernel.txt').results, 'cpu-migrations')?.summary).toEqual({
      n: 10,
      mean: 0,
      sd: 0,
      min: 0,
      max: 0,
    })
  })

  it('names the events perf could not count on this machine in one warning per block', () => {
    expect(read('head/kernel.txt').diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'fixtures/perf-stat-text/head/kernel.txt',
        location: 'line 8',
        message:
          'events "cycles", "instructions", "branches", "branch-misses" of "./kernel 20000000" were not supported by perf on this machine (a virtual machine often exposes no hardware counters)',
      },
    ])
  })

  it('agrees with the runs --table prints: the ± is the standard error, s/√N', () => {
    const elapsed = byMetric(read('shapes/table.txt').results, 'time elapsed')
    expect(elapsed?.samples).toEqual([
      47_970_000, 48_100_000, 47_530_000, 80_150_000, 73_340_000, 65_770_000,
    ])
    const samples = elapsed?.samples ?? []
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length
    const s = Math.sqrt(samples.reduce((a, x) => a + (x - mean) ** 2, 0) / (samples.length - 1))
    // 0.06048 +- 0.00594 seconds: 0.00594·√6 s against the runs' own sd, 14.545 ms.
    expect(elapsed?.summary).toMatchObject({ n: 6, mean: 60_480_000 })
    expect(elapsed?.summary?.sd).toBeCloseTo(0.00594 * Math.sqrt(6) * 1e9, 0)
    expect(Math.abs((elapsed?.summary?.sd ?? 0) / s - 1)).toBeLessThan(0.002)
    expect(s).toBeCloseTo(14_545_000, -4)
  })

  it('reads a single run as bare values, with the user and sys times', () => {
    const parsed = read('shapes/single-run.txt')
    expect(parsed.results.map((r) => [r.metricName, r.metric, r.summary, r.quantum])).toEqual([
      ['task-clock', 'cpu-time', { n: 1, mean: 47_470_000 }, 10_000],
      ['context-switches', 'custom', { n: 1, mean: 13 }, 1],
      ['cpu-migrations', 'custom', { n: 1, mean: 0 }, 1],
      ['page-faults', 'custom', { n: 1, mean: 4940 }, 1],
      ['time elapsed', 'wall-time', { n: 1, mean: 53_679_680 }, 1],
      ['user', 'cpu-time', { n: 1, mean: 47_802_000 }, 1],
      ['sys', 'cpu-time', { n: 1, mean: 0 }, 1],
    ])
  })

  it.each([
    // de_DE: `47,35 msec`, `4.941 page-faults`, `( +-  0,21% )`: 4.941 is 4,941 here.
    ['de_DE', 47_350_000, 0.21, 4941, 0.02, 97_850_000, 0.00314],
    ['en_US', 46_980_000, 0.11, 4941, 0.01, 96_930_000, 0.001],
    // fr_FR groups with U+202F (narrow no-break space) and uses a decimal comma.
    ['fr_FR', 47_350_000, 0.36, 4943, 0.01, 94_430_000, 0.00038],
  ])(
    'reads numbers printed in the %s locale (test/field-cases.md F50)',
    (locale, clock, clockPercent, faults, faultsPercent, elapsed, elapsedSe) => {
      const parsed = read(`locales/${locale}.txt`)
      expect(parsed.diagnostics).toEqual([])
      const summaries = Object.fromEntries(parsed.results.map((r) => [r.metricName, r.summary]))
      expect(summaries['task-clock']?.mean).toBe(clock)
      expect(summaries['task-clock']?.sd).toBeCloseTo(sdFrom(clock, clockPercent, 5), 3)
      expect(summaries['page-faults']?.mean).toBe(faults)
      expect(summaries['page-faults']?.sd).toBeCloseTo(sdFrom(faults, faultsPercent, 5), 6)
      expect(summaries['time elapsed']?.mean).toBe(elapsed)
      expect(summaries['time elapsed']?.sd).toBeCloseTo(elapsedSe * Math.sqrt(5) * 1e9, 0)
      expect(parsed.results.every((r) => r.summary?.n === 5)).toBe(true)
    },
  )

  it('reads every block of a file: two commands, and -o --append with its "# started on" lines', () => {
    for (const file of ['shapes/two-commands.txt', 'shapes/appended.txt']) {
      const parsed = read(file)
      expect(parsed.diagnostics).toEqual([])
      expect([...new Set(parsed.results.map((r) => r.benchmark.name))]).toEqual([
        './kernel 20000000',
        './kernel 5000000',
      ])
    }
    const two = read('shapes/two-commands.txt').results
    expect(two.map((r) => [r.benchmark.name, r.metricName, r.summary?.n, r.summary?.mean])).toEqual(
      [
        ['./kernel 20000000', 'task-clock', 5, 46_270_000],
        ['./kernel 20000000', 'page-faults', 5, 4938],
        ['./kernel 20000000', 'time elapsed', 5, 46_683_000],
        ['./kernel 5000000', 'task-clock', 5, 11_910_000],
        ['./kernel 5000000', 'page-faults', 5, 1279],
        ['./kernel 5000000', 'time elapsed', 5, 12_358_800],
      ],
    )
    const appended = read('shapes/appended.txt').results
    expect(
      appended.map((r) => [r.metricName, r.summary?.n, r.summary?.mean, r.source.line]),
    ).toEqual([
      ['task-clock', 3, 47_460_000, 6],
      ['time elapsed', 3, 47_504_000, 8],
      ['task-clock', 3, 12_040_000, 15],
      ['time elapsed', 3, 12_449_200, 17],
    ])
  })

  it('reads a loop of single runs appended to one file as one value per block', () => {
    const parsed = read('shapes/loop.txt')
    expect(parsed.diagnostics).toEqual([])
    const clock = parsed.results.filter((r) => r.metricName === 'task-clock')
    expect(clock.map((r) => r.summary)).toEqual(
      [46.46, 50.53, 55.46, 51.41, 49.57, 52.42].map((ms) => ({
        n: 1,
        mean: Math.round(ms * 1e6),
      })),
    )
    expect(
      parsed.results.filter((r) => r.metricName === 'time elapsed').map((r) => r.summary?.mean),
    ).toEqual([122_093_030, 183_029_865, 167_970_093, 151_777_618, 157_059_359, 152_092_328])
    expect(new Set(parsed.results.map((r) => r.metricName))).toEqual(
      new Set(['task-clock', 'time elapsed', 'user', 'sys']),
    )
  })

  it('reads the -o file form like the stderr form', () => {
    const parsed = read('shapes/output-file.txt')
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.metricName, r.summary?.mean])).toEqual([
      ['task-clock', 47_100_000],
      ['page-faults', 4941],
      ['context-switches', 8],
      ['time elapsed', 58_110_000],
    ])
  })

  it("ignores the program's own stderr lines before perf's block", () => {
    const parsed = read('shapes/program-stderr.txt')
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.benchmark.name, r.metricName])).toEqual([
      ['sh -c echo "warming up" >&2; ./kernel 20000000', 'task-clock'],
      ['sh -c echo "warming up" >&2; ./kernel 20000000', 'time elapsed'],
    ])
  })

  it('reads a null run (-n): only the elapsed time', () => {
    const parsed = read('shapes/null-run.txt')
    expect(parsed.results.map((r) => [r.metricName, r.summary?.n, r.summary?.mean])).toEqual([
      ['time elapsed', 5, 69_260_000],
    ])
  })

  it('marks every metric of a workload killed by a signal as failed, without figures', () => {
    const parsed = read('failed/segv.txt')
    expect(parsed.diagnostics).toEqual([])
    expect(parsed.results.map((r) => [r.metricName, r.failure, r.summary])).toEqual(
      ['task-clock', 'page-faults', 'time elapsed'].map((name) => [
        name,
        { message: 'ended by a signal: Segmentation fault', failedRuns: 3, runs: 3 },
        undefined,
      ]),
    )
  })

  it('counts only the runs that were killed, and only for the command perf names', () => {
    const block = read('failed/segv.txt')
    const text = fixtureSource('perf-stat-text/failed/segv.txt').text
    const partly = perfStatText.parse({
      name: 'partly.txt',
      text: `ls: Segmentation fault\n${text.split('\n').slice(3).join('\n')}`,
    })
    expect(block.results[0]?.failure?.failedRuns).toBe(3)
    expect(partly.results[0]?.failure).toBeUndefined()
    const once = perfStatText.parse({
      name: 'once.txt',
      text: text.replace('sh: Segmentation fault\nsh: Segmentation fault\n', ''),
    })
    expect(once.results[0]?.failure).toEqual({
      message: 'ended by a signal: Segmentation fault',
      failedRuns: 1,
      runs: 3,
    })
  })

  it('reports a workload perf could not start, detected from content', () => {
    const parsed = parseText(fixtureSource('perf-stat-text/failed/not-found.txt'), 'auto')
    expect(parsed.results).toEqual([])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'fixtures/perf-stat-text/failed/not-found.txt',
        location: 'line 1',
        message:
          'perf could not start the workload: No such file or directory (3 times); no counts were printed for it',
      },
    ])
  })

  it('reads a workload that exited non-zero as a normal run: perf prints nothing about it', () => {
    // `perf stat -r 3 false` exits 0 and its text is that of a good run (see the provenance).
    const parsed = read('failed/exit-1.txt')
    expect(parsed.results.map((r) => [r.metricName, r.summary?.n, r.failure])).toEqual([
      ['task-clock', 3, undefined],
      ['time elapsed', 3, undefined],
    ])
  })

  it('takes a ± that ends a metric continuation line, multiplexing and <not counted> (documented)', () => {
    const parsed = read('documented/multiplexed.txt')
    expect(parsed.results.map((r) => [r.metricName, r.metric, r.summary?.mean])).toEqual([
      ['task-clock:u', 'cpu-time', 47_120_000],
      ['context-switches:u', 'custom', 0],
      ['page-faults:u', 'custom', 4941],
      ['cycles:u', 'cycles', 152_345_678],
      ['instructions:u', 'instructions', 180_123_456],
      ['branches:u', 'custom', 20_034_567],
      ['branch-misses:u', 'custom', 12_345],
      ['time elapsed', 'wall-time', 47_841_200],
    ])
    // Counts of events and times: fewer is better, for every event perf prints.
    expect(new Set(parsed.results.map((r) => r.direction))).toEqual(new Set(['lower-is-better']))
    // `#    0.08  stalled cycles per insn  ( +-  0.02% )  (83.35%)` belongs to instructions.
    expect(byMetric(parsed.results, 'instructions:u')?.summary?.sd).toBeCloseTo(
      sdFrom(180_123_456, 0.02, 10),
      3,
    )
    expect(parsed.diagnostics.map((d) => [d.severity, d.location, d.message])).toEqual([
      [
        'warning',
        'line 12',
        'event "cache-misses:u" of "./kernel 20000000" was not counted by perf (never scheduled on a counter)',
      ],
      [
        'info',
        'line 7',
        '"cycles:u", "instructions:u", "branches:u", "branch-misses:u" of "./kernel 20000000" shared hardware counters (perf counted 83.31 %, 83.35 %, 83.35 %, 66.64 % of the time and scaled the counts up): their values are estimates',
      ],
    ])
  })

  it('reads the layouts of perf 3.x and 4.x: units after the event, [x%], space grouping', () => {
    // As perf before 5.x printed them (task-clock in msec without a unit, then `task-clock
    // (msec)`; `[25.52%]` for multiplexing; a locale grouping with a plain space). Numbers invented.
    const parsed = perfStatText.parse({
      name: 'old.txt',
      text: [
        '',
        " Performance counter stats for './solve' (5 runs):",
        '',
        '     10414,712798 cpu-clock (msec)                                              ( +-  2,16% )',
        '     10414,444794 task-clock                #    2,078 CPUs utilized            ( +-  2,16% )',
        '   37 167 666 901 cycles                    #    3,569 GHz                      ( +-  2,35% ) [25,98%]',
        '   38 153 697 776 instructions              #    1,02  insns per cycle        ',
        '                                            #    0,35  stalled cycles per insn  ( +-  1,01% ) [32,34%]',
        '                0 L1-dcache-prefetch-misses #    0,000 K/sec                   [31,97%]',
        '          56 978 page-faults               #    0,005 M/sec                    ( +-  6,46% )',
        '',
        '      5,012619010 seconds time elapsed                                          ( +-  1,53% )',
        '',
      ].join('\n'),
    })
    expect(
      parsed.results.map((r) => [
        r.metricName,
        r.metric,
        r.unit,
        r.summary?.mean,
        round(r.summary?.sd),
      ]),
    ).toEqual([
      ['cpu-clock', 'cpu-time', 'ns', 10_414_712_798, round(sdFrom(10_414_712_798, 2.16, 5))],
      ['task-clock', 'cpu-time', 'ns', 10_414_444_794, round(sdFrom(10_414_444_794, 2.16, 5))],
      ['cycles', 'cycles', 'count', 37_167_666_901, round(sdFrom(37_167_666_901, 2.35, 5))],
      [
        'instructions',
        'instructions',
        'count',
        38_153_697_776,
        round(sdFrom(38_153_697_776, 1.01, 5)),
      ],
      ['L1-dcache-prefetch-misses', 'custom', 'count', 0, 0],
      ['page-faults', 'custom', 'count', 56_978, round(sdFrom(56_978, 6.46, 5))],
      ['time elapsed', 'wall-time', 'ns', 5_012_619_010, round(sdFrom(5_012_619_010, 1.53, 5))],
    ])
    expect(parsed.diagnostics.map((d) => [d.severity, d.location])).toEqual([['info', 'line 6']])
  })

  it('is detected from content, also with CRLF line ends, and the CSV adapter does not claim it', () => {
    const source = fixtureSource('perf-stat-text/base/kernel.txt')
    const crlf = { ...source, text: source.text.replace(/\n/g, '\r\n') }
    const parsed = parseText(crlf, 'auto')
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(parsed.results.map((r) => [r.format, r.metricName, r.summary?.mean])).toEqual([
      ['perf-stat-text', 'task-clock', 41_010_000],
      ['perf-stat-text', 'context-switches', 9],
      ['perf-stat-text', 'cpu-migrations', 0],
      ['perf-stat-text', 'page-faults', 4941],
      ['perf-stat-text', 'time elapsed', 86_800_000],
    ])
    expect(perfStatCsv.detect(source)).toBe(false)
    expect(perfStatText.detect(fixtureSource('perf-stat-csv/base/kernel.csv'))).toBe(false)
  })

  it('reports a malformed line of a block by file and line, and reads the rest', () => {
    const parsed = perfStatText.parse({
      name: 'bench/kernel.txt',
      text: [
        '',
        " Performance counter stats for './kernel' (5 runs):",
        '',
        '             47.10 msec task-clock    #    0.811 CPUs utilized     ( +-  1.04% )',
        '          garbage here',
        '            4.94.1      page-faults',
        '',
        '           0.05811 +- 0.00998 seconds time elapsed  ( +- 17.17% )',
        '',
      ].join('\n'),
    })
    expect(parsed.results.map((r) => r.metricName)).toEqual(['task-clock', 'time elapsed'])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'bench/kernel.txt',
        location: 'line 5',
        message: 'not a perf stat counter line ("value [unit] event"); skipped',
      },
      {
        severity: 'error',
        file: 'bench/kernel.txt',
        location: 'line 6',
        message: '"4.94.1" is not a number perf prints; skipped',
      },
    ])
  })

  it('warns about a block cut before its elapsed line, keeping what it read', () => {
    const text = fixtureSource('perf-stat-text/shapes/output-file.txt').text
    const parsed = perfStatText.parse({
      name: 'cut.txt',
      text: text.slice(0, text.indexOf('\n\n', 150)),
    })
    expect(parsed.results.map((r) => r.metricName)).toEqual([
      'task-clock',
      'page-faults',
      'context-switches',
    ])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'cut.txt',
        location: 'line 4',
        message:
          'the perf stat output for "./kernel 20000000" ends before its "seconds time elapsed" line: cut short?',
      },
    ])
  })

  it('bounds a hostile command name and skips an overlong line without scanning it', () => {
    const parsed = perfStatText.parse({
      name: 'x.txt',
      text: [
        ` Performance counter stats for '${'a'.repeat(50_000)}' (2 runs):`,
        `${' '.repeat(200_000)}x`,
        '              0.34 msec task-clock    ( +-  5.66% )',
        '          0.001314 +- 0.000226 seconds time elapsed  ( +- 17.22% )',
      ].join('\n'),
    })
    expect(parsed.results.map((r) => [r.benchmark.name.length, r.metricName])).toEqual([
      [200, 'task-clock'],
      [200, 'time elapsed'],
    ])
    expect(parsed.diagnostics.map((d) => [d.location, d.message])).toEqual([
      ['line 2', 'line longer than 4096 characters in a perf stat block; skipped'],
    ])
  })
})

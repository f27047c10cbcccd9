import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import { fuzzParameters } from '../../../test/support/fuzz.js'
import { parseText } from '../parse-files.js'
import { normalizeUnit, printedQuantum } from './units.js'
import {
  goTestText,
  RESULT_LINE,
  SPACED_RESULT_LINE,
  splitProcs,
  VALUE_FIELD,
} from './go-test-text.js'
import { procsReader } from './go-procs-suffix.js'
import { boundedName, NAME_LIMIT } from './bounded-text.js'
import { withResultRoom } from './result-room.js'

const parse = (text: string) => goTestText.parse({ name: 'go.txt', text })

describe('go test -bench text', () => {
  it('reads a real -count=10 -benchmem run: one sample per line, per metric', () => {
    const parsed = goTestText.parse(fixtureSource('go-test/base.txt'))
    expect(parsed.diagnostics).toEqual([])
    const checksum = parsed.results.filter((r) => r.benchmark.name === 'BenchmarkChecksum')
    expect(checksum.map((r) => [r.metricName, r.metric, r.unit, r.direction])).toEqual([
      ['ns/op', 'wall-time', 'ns', 'lower-is-better'],
      ['MB/s', 'throughput', 'B/s', 'higher-is-better'],
      ['B/op', 'memory', 'B', 'lower-is-better'],
      ['allocs/op', 'allocations', 'count', 'lower-is-better'],
    ])
    const time = checksum[0]
    expect(time?.benchmark).toEqual({
      suite: 'example.com/benchfixture/checksum',
      name: 'BenchmarkChecksum',
      procs: 2,
    })
    expect(time?.samples.slice(0, 3)).toEqual([12894, 12789, 12764])
    expect(time?.samples).toHaveLength(10)
    expect(time?.quantum).toBe(1)
    expect(checksum[1]?.samples[0]).toBeCloseTo(635.35e6, 0)
    expect(parsed.environment).toEqual({ os: 'linux', arch: 'amd64', cpu: 'AMD EPYC' })
  })

  it('is detected from content', () => {
    expect(parseText(fixtureSource('go-test/head.txt'), 'auto').results.length).toBeGreaterThan(0)
  })

  it('reads every value/unit pair of a line, custom units with unknown direction (F01)', () => {
    const parsed = parse(
      'goos: linux\ngoarch: amd64\npkg: example.com/codec\nBenchmarkDecode-8   \t  120000\t      9876 ns/op\t    2048 B/op\t      12 allocs/op\t       3.50 parse_ms/blk\nPASS\nok  \texample.com/codec\t2.345s\n',
    )
    expect(parsed.results.map((r) => [r.metricName, r.samples, r.unit, r.direction])).toEqual([
      ['ns/op', [9876], 'ns', 'lower-is-better'],
      ['B/op', [2048], 'B', 'lower-is-better'],
      ['allocs/op', [12], 'count', 'lower-is-better'],
      ['parse_ms/blk', [3.5], 'parse_ms/blk', 'unknown'],
    ])
    expect(parsed.results[0]?.benchmark).toEqual({
      suite: 'example.com/codec',
      name: 'BenchmarkDecode',
      procs: 8,
    })
  })

  it('keys on GOMAXPROCS and keeps a trailing -1 in the name (F02)', () => {
    const parsed = parse(
      'BenchmarkStore/Add-1        \t 1200000\t       818 ns/op\nBenchmarkStore/Add-1-2      \t 1500000\t       778 ns/op\nBenchmarkStore/Add-1-4      \t 1550000\t       780 ns/op\n',
    )
    expect(parsed.results.map((r) => [r.benchmark.name, r.benchmark.procs, r.samples[0]])).toEqual([
      ['BenchmarkStore/Add-1', 1, 818],
      ['BenchmarkStore/Add-1', 2, 778],
      ['BenchmarkStore/Add-1', 4, 780],
    ])
    expect(splitProcs('BenchmarkFoo-16')).toEqual({ name: 'BenchmarkFoo', procs: 16 })
  })

  it('keeps the same name in two packages apart (F03), with or without pkg headers', () => {
    const withHeaders = parse(
      'pkg: example.com/enc/base32\nBenchmarkEncode-8   \t   30000\t     42000 ns/op\nok  \texample.com/enc/base32\t1.2s\npkg: example.com/enc/base64\nBenchmarkEncode-8   \t   40000\t     31000 ns/op\nok  \texample.com/enc/base64\t1.1s\n',
    )
    const withoutHeaders = parse(
      'BenchmarkEncode-8   \t   30000\t     42000 ns/op\nok  \texample.com/enc/base32\t1.2s\nBenchmarkEncode-8   \t   40000\t     31000 ns/op\nok  \texample.com/enc/base64\t1.1s\n',
    )
    for (const parsed of [withHeaders, withoutHeaders])
      expect(parsed.results.map((r) => [r.benchmark.suite, r.samples])).toEqual([
        ['example.com/enc/base32', [42000]],
        ['example.com/enc/base64', [31000]],
      ])
  })

  it('stores header lines as environment, never as results (F04)', () => {
    const parsed = parse(
      'goos: linux\ngoarch: amd64\npkg: example.com/q\ncpu: Intel(R) Xeon(R) CPU @ 2.60GHz\nBenchmarkParse-4   \t  500000\t      2400 ns/op\nPASS\n',
    )
    expect(parsed.results).toHaveLength(1)
    expect(parsed.results[0]?.samples).toEqual([2400])
    expect(parsed.environment.cpu).toBe('Intel(R) Xeon(R) CPU @ 2.60GHz')
  })

  it('ignores -v lines and reports a malformed result line with its number', () => {
    const parsed = parse(
      '=== RUN   BenchmarkX\nBenchmarkX\nBenchmarkX-2  \t 100\t 12 ns/op\t 5\n--- BENCH: BenchmarkX-2\n    x_test.go:12: hello\nBenchmarkX-2  \t 100\t 13 ns/op\n',
    )
    expect(parsed.results.map((r) => r.samples)).toEqual([[13]])
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'go.txt',
        location: 'line 3',
        message: 'result line is not "name iterations value unit …"; skipped',
      },
    ])
  })
})

describe('go test -bench failures and GOMAXPROCS (F32)', () => {
  // fixtures/go-test/failed-procs/README.md: go 1.19.8, BENCH_FAIL=1.
  const failures = (file: string) =>
    goTestText
      .parse(fixtureSource(`go-test/failed-procs/${file}`))
      .results.filter((r) => r.failure !== undefined)
      .map((r) => [r.benchmark.name, r.benchmark.procs, r.source.line, r.failure?.message])
  const first = 'procs_test.go:27: cannot open fixture "first.bin"'
  const late = 'procs_test.go:36: gave up at b.N = 10000'

  it('-cpu 1,2: a first-call failure fails every GOMAXPROCS, a timed run its own', () => {
    // `--- FAIL: BenchmarkFirst` (line 9) is printed once, bare; each timed run of BenchmarkLate
    // prints `BenchmarkLate[-2] \t--- FAIL: BenchmarkLate[-2]` after its name column.
    expect(failures('head.txt')).toEqual([
      ['BenchmarkFirst', 1, 9, first],
      ['BenchmarkFirst', 2, 9, first],
      ['BenchmarkLate', 1, 11, late],
      ['BenchmarkLate', 1, 13, late],
      ['BenchmarkLate', 2, 15, late],
      ['BenchmarkLate', 2, 17, late],
    ])
  })

  it('-v: the suffix of the FAIL line, and the log lines printed before it', () => {
    // `--- FAIL: BenchmarkLate-2` (line 12) after its log line; BenchmarkFirst bare: the package's
    // GOMAXPROCS (2, from BenchmarkSum-2), not another benchmark's suffix.
    expect(failures('head-v.txt')).toEqual([
      ['BenchmarkFirst', 2, 9, first],
      ['BenchmarkLate', 2, 12, late],
    ])
  })
})

interface OracleSeries {
  suite?: string
  name: string
  procs: number
  unit: string
  samples: number[]
  quantum: number
  line: number
}

/**
 * The reader as it was written before it read by index: split(/\r?\n/), the regexes,
 * split(/\s+/) and a map keyed by JSON. It is the definition the fast reader must agree with.
 */
function readByRegex(text: string): unknown {
  const results = new Map<string, OracleSeries>()
  const key = (pkg: string | null, s: Pick<OracleSeries, 'name' | 'procs' | 'unit'>) =>
    JSON.stringify([pkg, s.name, s.procs, s.unit])
  const diagnostics: string[] = []
  let pkg: string | undefined
  let pending: OracleSeries[] = []
  // `--- FAIL: BenchmarkX`: failed ns/op results after the series. A suffix or the name column
  // before it gives the procs, read with the file's other names at the end; a bare name is a first
  // call's failure (every procs of the package's lines, as the file reads them) unless the package
  // names the benchmark on another line too (then procs 1), or a sub-benchmark of it failed (then
  // it is Go's summary of that failure, dropped).
  interface OracleFailure {
    pkg: string | undefined
    name: string
    procs: number[]
    line: number
    printed?: string
    within?: string[]
    parent?: boolean
  }
  const failures: OracleFailure[] = []
  const fileProcs: number[] = []
  let packageLines: { name: string; procs: number | undefined; printed?: string }[] = []
  let firstCalls: OracleFailure[] = []
  const endPackage = () => {
    const procsOfPackage = [
      ...new Set(packageLines.flatMap((l) => (l.procs === undefined ? [] : [l.procs]))),
    ]
    const printedOfPackage = [
      ...new Set(packageLines.flatMap((l) => (l.printed === undefined ? [] : [l.printed]))),
    ]
    for (const f of firstCalls) {
      if (failures.some((o) => o !== f && o.pkg === f.pkg && o.name.startsWith(`${f.name}/`)))
        f.parent = true
      else if (packageLines.filter((l) => l.name === f.name).length > 1) f.procs = [1]
      else {
        f.procs = procsOfPackage
        f.within = printedOfPackage
      }
    }
    firstCalls = []
    packageLines = []
  }
  const note = (name: string, procs: number | undefined, printed?: string) => {
    packageLines.push({ name, procs, ...(printed === undefined ? {} : { printed }) })
    if (procs !== undefined && !fileProcs.includes(procs)) fileProcs.push(procs)
  }
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trimEnd()
    const failedAfterName = /^Benchmark\S*\s+---\s+FAIL:\s+(Benchmark\S*)/.exec(line)
    if (failedAfterName) {
      const printed = failedAfterName[1] ?? ''
      const { name, procs } = splitProcs(printed)
      failures.push({ pkg, name, procs: [procs], line: index + 1, printed })
      note(name, procs, printed)
      continue
    }
    const spaced = RESULT_LINE.test(line) ? null : SPACED_RESULT_LINE.exec(line)
    // A spaced name is one with whitespace in it: any other is RESULT_LINE's or no result line.
    const spacedName = spaced && /\s/.test(spaced[1] ?? '') ? spaced : null
    if (RESULT_LINE.test(line) || spacedName) {
      const fields = spacedName
        ? [spacedName[1] ?? '', ...(spacedName[2] ?? '').split(/\s+/)]
        : line.split(/\s+/)
      if (fields.length % 2 !== 0) {
        diagnostics.push(`${index + 1} odd`)
        continue
      }
      const { name, procs } = splitProcs(fields[0] ?? '')
      note(name, procs, fields[0] ?? '')
      for (let i = 2; i < fields.length; i += 2) {
        const printed = fields[i] ?? ''
        const unit = fields[i + 1] ?? ''
        const value = Number(printed)
        if (!Number.isFinite(value) || !VALUE_FIELD.test(printed)) {
          diagnostics.push(`${index + 1} "${printed} ${unit}"`)
          continue
        }
        const factor = normalizeUnit(unit).factor
        const k = key(pkg ?? null, { name, procs, unit })
        const series = results.get(k) ?? {
          ...(pkg === undefined ? {} : { suite: pkg }),
          ...{ name, procs, unit, samples: [], quantum: 0, line: index + 1 },
        }
        results.set(k, series)
        series.samples.push(value * factor)
        series.quantum = Math.max(series.quantum, printedQuantum(printed, factor) ?? 0)
        if (pkg === undefined) pending.push(series)
      }
      continue
    }
    const failed = /^---\s+FAIL:\s+(Benchmark\S*)/.exec(line)
    if (failed) {
      const printed = failed[1] ?? ''
      const { name, procs } = splitProcs(printed)
      const failure: OracleFailure = { pkg, name, procs: [procs], line: index + 1 }
      failures.push(failure)
      if (name !== printed) {
        failure.printed = printed
        note(name, procs, printed)
      } else {
        note(name, undefined)
        firstCalls.push(failure)
      }
      continue
    }
    const ok = /^(?:ok|FAIL|---\s+FAIL:?)\s+(\S+)/.exec(line)
    if (ok) {
      endPackage()
      const suite = ok[1] ?? ''
      if (pkg === undefined) for (const f of failures) f.pkg ??= suite
      if (pkg === undefined)
        for (const s of new Set(pending)) {
          results.delete(key(null, s))
          results.set(key(suite, s), { ...s, suite })
        }
      pending = []
      pkg = undefined
      continue
    }
    const header = /^([a-z][a-zA-Z0-9_-]*):\s*(.*)$/.exec(line)
    if (header?.[1] === 'pkg') pkg = header[2]
  }
  endPackage()
  // Which -N ending is GOMAXPROCS is read from the run's names together, FAIL lines' too
  // (go-procs-suffix.test.ts holds that rule to real runs); here, that the reader applies it to
  // every series and failure.
  const printed = (s: OracleSeries) => (s.procs === 1 ? s.name : `${s.name}-${s.procs}`)
  const read = procsReader([
    ...[...results.values()].map(printed),
    ...failures.flatMap((f) => (f.printed === undefined ? [] : [f.printed])),
  ])
  const failedResults = failures
    .filter((f) => f.parent !== true)
    .flatMap((f) => {
      const named = f.printed === undefined ? undefined : read(f.printed)
      const within =
        f.within === undefined ? f.procs : [...new Set(f.within.map((p) => read(p).procs))]
      const procs =
        named !== undefined
          ? [named.procs]
          : within.length > 0
            ? within
            : fileProcs.length > 0
              ? fileProcs
              : [1]
      return procs.map((p) => ({
        ...(f.pkg === undefined ? {} : { suite: f.pkg }),
        name: named?.name ?? f.name,
        procs: p,
        unit: 'ns/op',
        samples: [],
        quantum: 0,
        line: f.line,
      }))
    })
  const series = [...results.values()].map((s) => ({ ...s, ...read(printed(s)) }))
  return { results: [...series, ...failedResults], diagnostics }
}

/** The fast reader's output in the oracle's terms. */
function readFast(text: string): unknown {
  const parsed = parse(text)
  return {
    results: parsed.results.map((r) => ({
      ...(r.benchmark.suite === undefined ? {} : { suite: r.benchmark.suite }),
      name: r.benchmark.name,
      procs: r.benchmark.procs,
      unit: r.metricName,
      samples: r.samples,
      quantum: r.quantum ?? 0,
      line: r.source.line,
    })),
    diagnostics: parsed.diagnostics.map((d) => {
      const line = d.location.replace('line ', '')
      return d.message.startsWith('"')
        ? `${line} ${d.message.split(' is not')[0] ?? ''}`
        : `${line} odd`
    }),
  }
}

describe('go test -bench text, read by index', () => {
  const space = fc.constantFrom(' ', '\t', '  \t ', '\u00a0', '\u2028', '\u3000', '\r', '\v')
  const name = fc.constantFrom(
    'BenchmarkA',
    'BenchmarkA-8',
    'BenchmarkA-1',
    'BenchmarkA-08',
    'BenchmarkA-1-2',
    'Benchmark',
    'Benchmark-4',
    'BenchmarkB/x=1-2',
    'BenchmarkA\u0085-2',
    'Benchmark\u2028A-2',
  )
  const value = fc.oneof(
    fc.constantFrom(
      '12',
      '12.50',
      '.5',
      '5.',
      '1.2.3',
      '.',
      '-0',
      '+4',
      '1e5',
      '1E-3',
      '0e999999',
      '1e400',
      '1e-400',
      'NaN',
      '0x10',
      '٣',
      '1,000',
      '123456789012345',
      '1234567890123456',
      '9007199254740993',
      '0.30000000000000004',
      'e5',
      '-',
      '1e+',
    ),
    fc.double({ min: 0, max: 1e12, noNaN: true }).map(String),
    fc.tuple(fc.nat(1e9), fc.nat(6)).map(([n, d]) => (n / 10 ** d).toFixed(d)),
  )
  const unit = fc.constantFrom('ns/op', 'B/op', 'allocs/op', 'MB/s', 'x', 'µs/op', 'custom_unit/op')
  const resultLine = fc
    .tuple(
      name,
      fc.constantFrom('100', '1x', '', '٣'),
      fc.array(fc.tuple(value, unit), { maxLength: 4 }),
      fc.boolean(),
      fc.array(space, { minLength: 12, maxLength: 12 }),
    )
    .map(([n, iterations, pairs, odd, gaps]) => {
      const fields = [n, iterations, ...pairs.flat(), ...(odd ? ['7'] : [])].filter((f) => f !== '')
      return fields.map((f, i) => (i === 0 ? f : `${gaps[i % gaps.length] ?? ' '}${f}`)).join('')
    })
  const otherLine = fc.constantFrom(
    'pkg: example.com/a',
    'pkg: example.com/b',
    'pkg:',
    'ok  \texample.com/a\t1.2s',
    'FAIL\texample.com/c',
    '--- FAIL: BenchmarkA',
    '--- FAIL: BenchmarkA-8',
    'BenchmarkA-8 \t--- FAIL: BenchmarkA-8',
    'BenchmarkA   \t--- FAIL: BenchmarkA',
    'PASS',
    'goos: linux',
    '=== RUN   BenchmarkA',
    '',
    '   ',
    'Benchmark',
  )
  const text = fc
    .array(
      fc.oneof(
        {
          weight: 4,
          arbitrary: resultLine.chain((l) =>
            fc.array(fc.constant(l), { minLength: 1, maxLength: 3 }),
          ),
        },
        { weight: 1, arbitrary: otherLine.map((l) => [l]) },
      ),
      { maxLength: 25 },
    )
    .chain((groups) => fc.tuple(fc.constant(groups.flat()), fc.constantFrom('\n', '\r\n'), space))
    .map(([lines, newline, trailing]) =>
      lines.map((l, i) => (i % 3 === 0 ? `${l}${trailing}` : l)).join(newline),
    )

  it('reads what the regexes define, line for line', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(readFast(t)).toEqual(readByRegex(t))
      }),
      fuzzParameters(1000),
    )
  })

  it('moves a series whose package comes from an ok line, or joins it to that package', () => {
    const text = [
      'pkg: example.com/a',
      'BenchmarkA-2 1 10 ns/op 1 B/op',
      'ok  \texample.com/a\t1.2s',
      'BenchmarkA-2 1 20 ns/op 2 allocs/op',
      'BenchmarkB-2 1 30 ns/op',
      'BenchmarkA-2 1 21 ns/op 3 allocs/op',
      'ok  \texample.com/a\t1.2s',
      'pkg: example.com/a',
      'BenchmarkA-2 1 40 ns/op 4 allocs/op',
      'ok  \texample.com/a\t1.2s',
    ].join('\n')
    expect(readFast(text)).toEqual(readByRegex(text))
    const wide = Array.from({ length: 12 }, (_, i) => `${i} u${i}/op`).join(' ')
    const many = [
      'pkg: p',
      `BenchmarkA-2 1 ${wide}`,
      'ok p',
      `BenchmarkA-2 1 ${wide}`,
      'ok p',
      'pkg: p',
      `BenchmarkA-2 1 ${wide}`,
    ].join('\n')
    expect(readFast(many)).toEqual(readByRegex(many))
  })

  it('reads a line of thousands of units in linear time', () => {
    const pairs = Array.from({ length: 20_000 }, (_, i) => `${i} unit${i}/op`).join(' ')
    const parsed = parse(`BenchmarkWide-2 1 ${pairs}\nBenchmarkWide-2 1 ${pairs}\n`)
    expect(parsed.results).toHaveLength(20_000)
    expect(parsed.results[19_999]?.samples).toEqual([19_999, 19_999])
  })
})

describe('go test text: a hostile pkg: line', () => {
  it('cuts a 500,000-character package path where it is read, as every name is cut', () => {
    const pkg = `example.com/${'p'.repeat(500_000)}`
    const lines = [`pkg: ${pkg}`]
    for (let i = 0; i < 50; i++)
      for (let r = 0; r < 3; r++) lines.push(`BenchmarkB${i}-8   1000   ${100 + r} ns/op`)
    const parsed = parse(`${lines.join('\n')}\nok  \t${pkg}\t1.0s\n`)
    expect(parsed.results).toHaveLength(50)
    const suites = new Set(parsed.results.map((r) => r.benchmark.suite))
    expect([...suites]).toEqual([boundedName(pkg)])
    expect(boundedName(pkg)).toHaveLength(NAME_LIMIT)
    expect(parsed.results[0]?.samples).toHaveLength(3)
  })
})

describe('go test text: more distinct benchmarks than the room for results', () => {
  it('holds no values past the room, and counts each refused benchmark once', () => {
    const lines = ['pkg: example.com/p']
    // 6 benchmarks, each printed twice (-count 2), 2 metrics a line; room for 3 results.
    for (let r = 0; r < 2; r++)
      for (let i = 0; i < 6; i++) lines.push(`BenchmarkX${i}-8   1000   ${100 + r} ns/op   16 B/op`)
    const { value, refused } = withResultRoom(3, () =>
      parse(`${lines.join('\n')}\nok  \texample.com/p\t1.0s\n`),
    )
    // Benchmarks 0–2 are held (6 results, 3 kept, 3 refused); 3–5 are never held (6 refused).
    expect(value.results.map((r) => [r.benchmark.name, r.unit, r.samples])).toEqual([
      ['BenchmarkX0', 'ns', [100, 101]],
      ['BenchmarkX0', 'B', [16, 16]],
      ['BenchmarkX1', 'ns', [100, 101]],
    ])
    expect(refused).toBe(9)
  })
})

describe('go test text: more distinct benchmarks than the side may keep', () => {
  it('holds no more of them than the side keeps benchmarks', () => {
    const lines = ['pkg: example.com/p']
    for (let i = 0; i < 6; i++) lines.push(`BenchmarkX${i}-8   1000   100 ns/op   16 B/op`)
    const { value, refused } = withResultRoom(
      100,
      () => parse(`${lines.join('\n')}\nok  \texample.com/p\t1.0s\n`),
      2,
    )
    expect(value.results.map((r) => [r.benchmark.name, r.unit])).toEqual([
      ['BenchmarkX0', 'ns'],
      ['BenchmarkX0', 'B'],
      ['BenchmarkX1', 'ns'],
      ['BenchmarkX1', 'B'],
    ])
    expect(refused).toBe(8)
  })
})

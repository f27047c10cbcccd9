/**
 * `go test -bench` text output (any Go version; `-count`, `-cpu`, `-benchmem`, `-v`,
 * `b.ReportMetric`). Result lines are `BenchmarkName-P  N  value unit  value unit …`: one sample
 * per line and metric, keyed on package, name and GOMAXPROCS (test/field-cases.md F01–F04).
 *
 * A suite run with `-count` prints hundreds of thousands of result lines, so the text is read by
 * index, field by field, without splitting it, a regex or an object per line, and the samples go
 * straight into their series, found by comparing the line with the one before. What a
 * line means is still defined by the regexes below, which the scanning code implements (the tests
 * hold it to them).
 *
 * A benchmark that called `b.Fatal`/`b.Error` (or panicked in a way the testing package reports)
 * prints `--- FAIL: BenchmarkX` instead of result lines, with its log lines indented by four
 * spaces: after the FAIL line in text output, between the bare name line (or the FAIL line of
 * its run before) and the FAIL line in `-v` and test2json's. It is a failed run of ns/op
 * (docs/architecture.md §3), with those lines as message. Its GOMAXPROCS is where Go prints it
 * (Go 1.19 `testing/benchmark.go`): a failure in a timed run names the benchmark as its result
 * line would (`BenchmarkX-2`; no suffix for GOMAXPROCS 1), in text output after the name column
 * (`BenchmarkX-2 \t--- FAIL: BenchmarkX-2`); a failure on the first call (b.N = 1, before any
 * GOMAXPROCS of `-cpu` is set) names it bare, and ends the benchmark for every GOMAXPROCS: it is
 * a failure of each GOMAXPROCS the package's other lines show (its `-cpu` list).
 */
import { benchmarksWorthHolding, keepResult, refuseResults } from './result-room.js'
import type { BenchmarkId, BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { isField, isSpaceAt, ownCopy, splitFields, startsWithField } from '../text/text-scan.js'
import { normalizeUnit, printedQuantum, type NormalizedUnit } from './units.js'
import { boundedName, failureMessage } from './bounded-text.js'
import { printedName, procsReader } from './go-procs-suffix.js'
import { PackageFailureWatch, type PackageFailure } from './go-package-failure.js'

/** A `--- FAIL: BenchmarkX` line and the log lines that explain it. */
interface FailedBenchmark {
  pkg: string | undefined
  /** The name without its GOMAXPROCS suffix, as the line alone reads it. */
  readonly name: string
  /** GOMAXPROCS it failed with: one as printed, or (a first call) the package's; empty: the file's. */
  procs: number[]
  /**
   * The name as printed when that says the GOMAXPROCS (a suffix or the name column): read again
   * with the file's other names at the end, as a result line's name is (go-procs-suffix.ts).
   */
  readonly printed?: string
  /** A first call's: the names its package printed, whose GOMAXPROCS it failed with. */
  within?: readonly string[]
  readonly line: number
  readonly lines: string[]
}

/**
 * Log lines being gathered: those of `owner`, printed after its FAIL line (text output), or,
 * without an owner, lines waiting for the FAIL line of `name` that follows them (`-v`, test2json).
 */
interface LogLines {
  readonly name: string
  readonly lines: string[]
  readonly owner?: FailedBenchmark
}

/**
 * A result line (after trimming its end): `Benchmark…`, an iteration count, then at least one more
 * field. `isResultLine` checks this on the fields of a line. A line that starts with `Benchmark`
 * but is not one is ignored: it cannot be an `ok` or header line either.
 */
export const RESULT_LINE = /^Benchmark\S*\s+\d+\s+\S/
/**
 * A result line whose name holds whitespace (Go prints a sub-benchmark's name as given, then a
 * tab): the name is all before the first tab, and the rest is `iterations value unit …` with
 * whole pairs. `spacedName` checks this on a line `RESULT_LINE` does not match.
 */
export const SPACED_RESULT_LINE = /^(Benchmark[^\t]*?)\s*\t\s*(\d+(?:\s+\S+\s+\S+)+)$/
/** A value field, also checked by `ValueReader.read`; Number() must read it as finite too. */
export const VALUE_FIELD = /^[+-]?[\d.]+(?:e[+-]?\d+)?$/i
const HEADER_LINE = /^([a-z][a-zA-Z0-9_-]*):\s*(.*)$/
const OK_LINE = /^(?:ok|FAIL|---\s+FAIL:?)\s+(\S+)/
/** `--- FAIL: BenchmarkX` (a benchmark, not a package: no package ends here). */
const FAILED_BENCHMARK = /^---\s+FAIL:\s+(Benchmark\S*)/
/** The numbers of a result printed lines after its name: `iterations value unit …`. */
const LATE_RESULT = /^\d+\s+\S+\s+\S/
/** The name of the result that carries a package's failure: not a Go benchmark name. */
export const PACKAGE_RESULT_NAME = '(all benchmarks)'
/** Log lines kept of a failed benchmark: its first few say what went wrong. */
const MAX_FAILURE_LINES = 4
const ENVIRONMENT_KEYS: Readonly<Record<string, string>> = {
  goos: 'os',
  goarch: 'arch',
  cpu: 'cpu',
}

export const goTestText: FormatAdapter<'go-test-text'> = {
  id: 'go-test-text',
  harness: 'go test -bench',
  aliases: ['go'],
  detect: ({ text }) => /^Benchmark\S*\s+\d+\s+[\d.]+(?:e[+-]?\d+)?\s+\S+/m.test(text),
  parse,
}

/** One line of `go test -bench` text and the line of the file it was read from (1-based). */
export interface NumberedLine {
  readonly text: string
  readonly line: number
}

/** Reads the text line by line (`\n`, `\r\n`: a line's trailing whitespace is ignored anyway). */
function parse(source: SourceText): ParsedFile {
  const { text } = source
  const reader = new GoBenchReader(source.name, 'go-test-text')
  let start = 0
  for (let line = 1; ; line++) {
    const newline = text.indexOf('\n', start)
    reader.readLine(text, start, newline < 0 ? text.length : newline, line)
    if (newline < 0) break
    start = newline + 1
  }
  return reader.finish()
}

/**
 * Reads `go test -bench` text lines (headers, result lines, `ok` lines; anything else is
 * ignored). Shared by the text adapter and the `go test -json` adapter, which rebuilds the
 * lines from output events; `format` is the id stamped on the results.
 */
export function readGoBenchLines(
  lines: Iterable<NumberedLine>,
  file: string,
  format: string,
): ParsedFile {
  const reader = new GoBenchReader(file, format)
  for (const { text, line } of lines) reader.readLine(text, 0, text.length, line)
  return reader.finish()
}

/** The samples of one metric of one benchmark, in the order of the lines. */
interface Series {
  readonly benchmark: Benchmark
  readonly unit: PrintedUnit
  /** The line of its first sample. */
  readonly line: number
  samples: number[]
  quantum: number
  /** Its place in the results (`GoBenchReader.listed`). */
  readonly slot: number
}

/** How a name reads under the file's names together (go-procs-suffix.ts `procsReader`). */
type ProcsReading = (fullName: string) => { name: string; procs: number }

/** The ids of the benchmarks (`all`) whose `-N` ending is not GOMAXPROCS after all, under `read`. */
function procsIds(all: readonly Benchmark[], read: ProcsReading): Map<Benchmark, BenchmarkId> {
  const ids = new Map<Benchmark, BenchmarkId>()
  for (const b of all) {
    const { name, procs } = read(printedName(b.name, b.procs))
    if (name === b.name && procs === b.procs) continue
    ids.set(b, b.pkg === undefined ? { name, procs } : { suite: b.pkg, name, procs })
  }
  return ids
}

/** A unit as printed (one string for all its series) and what it means. */
interface PrintedUnit {
  readonly text: string
  readonly normalized: NormalizedUnit
}

/**
 * One benchmark (package, name and GOMAXPROCS) and its series, one per unit. A benchmark has a
 * few units, looked for one by one; one with more has a map, so that a line of thousands of units
 * is not read in quadratic time.
 */
class Benchmark {
  private few: Series[] = []
  private many: Map<string, Series> | undefined
  /** The id of its results: one object for all of them, as the later stages memoise per id. */
  readonly id: BenchmarkId

  /** `pkg` undefined: not known yet (no `pkg:` header), until the next `ok` line (F03). */
  constructor(
    readonly pkg: string | undefined,
    readonly name: string,
    readonly procs: number,
  ) {
    this.id = pkg === undefined ? { name, procs } : { suite: pkg, name, procs }
  }

  find(unit: string): Series | undefined {
    return this.many ? this.many.get(unit) : this.few.find((s) => s.unit.text === unit)
  }

  /** Adds `series`, or puts it in the place of the series of the same unit. */
  put(series: Series): void {
    const unit = series.unit.text
    if (this.many) {
      this.many.set(unit, series)
      return
    }
    const index = this.few.findIndex((s) => s.unit.text === unit)
    if (index >= 0) this.few[index] = series
    else this.few.push(series)
    if (this.few.length > MAX_LISTED_UNITS) {
      this.many = new Map(this.few.map((s) => [s.unit.text, s]))
      this.few = []
    }
  }

  remove(series: Series): void {
    if (this.many) this.many.delete(series.unit.text)
    else this.few = this.few.filter((s) => s !== series)
  }
}

const MAX_LISTED_UNITS = 8

/**
 * The benchmark of the latest result line and its series, by the position of their metric on the
 * line: `-count` prints a benchmark's lines together, so most lines find all their series here,
 * comparing the name and units in place.
 */
interface LatestBenchmark {
  readonly pkg: string | undefined
  /** The name as printed, GOMAXPROCS suffix included. */
  readonly fullName: string
  readonly benchmark: Benchmark
  readonly series: (Series | undefined)[]
}

/** Samples arrays up to this length are copied to their exact size once their lines are read. */
const TRIMMED_SAMPLES = 64

const CODE_B = 0x42

class GoBenchReader {
  private readonly diagnostics: Diagnostic[] = []
  private readonly environment: Record<string, string> = {}
  /** Benchmarks by `benchmarkKey`. */
  private readonly benchmarks = new Map<string, Benchmark>()
  /** Keys of benchmarks past the room, each counted refused once however often it is printed. */
  private readonly overflow = new Set<string>()
  /**
   * Series in the order of the results: by first sample, except that one whose package is learnt
   * from an `ok` line moves to the end, or takes the place of the series it joins (empty slots
   * are series that moved).
   */
  private readonly listed: (Series | undefined)[] = []
  private readonly units = new Map<string, PrintedUnit>()
  /** Series whose package is not known yet, touched since the last `ok` line. */
  private pending = new Set<Series>()
  private pkg: string | undefined
  private latest: LatestBenchmark | undefined
  /** Start and end of each field of the current line, reused from line to line. */
  private readonly fields: number[] = []
  private readonly values = new ValueReader()
  private readonly failures: FailedBenchmark[] = []
  /** Where the current package's failures start in `failures`. */
  private packageFrom = 0
  /** Where indented log lines go: after a bare name line (test2json) or a FAIL line. */
  private logLines: LogLines | undefined
  /** GOMAXPROCS of the current package's lines in first-seen order (its `-cpu` list), and the file's. */
  private packageProcs: number[] = []
  private readonly fileProcs: number[] = []
  /** How many result or FAIL lines of the current package name each benchmark (counted per run of lines). */
  private packageNames = new Map<string, number>()
  /** The names the current package printed with their GOMAXPROCS (suffix or name column). */
  private packagePrinted = new Set<string>()
  /** The FAIL lines' names of the file that say their GOMAXPROCS, read with the results' at the end. */
  private readonly filePrinted = new Set<string>()
  /** Failures of the current package on a first call, resolved when the package ends. */
  private firstCalls: FailedBenchmark[] = []
  /** A name printed with a tab and other output after it, whose numbers are still to come. */
  private awaiting: { readonly name: string; readonly line: number } | undefined
  /** Packages that crashed or did not build (go-package-failure.ts). */
  private readonly watch = new PackageFailureWatch()
  private readonly packageFailures: PackageFailure[] = []

  constructor(
    private readonly file: string,
    private readonly format: string,
  ) {}

  /** Reads `text[start, end)`, one line without its `\n`, line `lineNumber` of the file. */
  readLine(text: string, start: number, end: number, lineNumber: number): void {
    while (end > start && isSpaceAt(text, end - 1)) end--
    if (end === start) return
    const first = text.charCodeAt(start)
    if (first === 0x20 || first === 0x09) {
      if (this.awaiting !== undefined && this.readLateResult(text, start, end, lineNumber)) return
      const log = this.logLines
      if (log !== undefined && log.lines.length < MAX_FAILURE_LINES)
        log.lines.push(text.slice(start, end).trim())
      return
    }
    const log = this.logLines
    this.logLines = undefined
    if (first !== CODE_B) {
      // Goroutine dumps and build errors start with any character: only these lines are read.
      const dump = this.watch.inCrash
      this.watchLine(text.slice(start, end), lineNumber)
      if (dump && first !== 0x46 && first !== 0x6f) return
    }
    if (first === CODE_B) this.readResultLine(text, start, end, lineNumber)
    // `ok`, `FAIL`, `--- FAIL` or a `key: value` header (lower-case key): anything else is noise.
    else if (first === 0x2d || first === 0x46 || (first >= 0x61 && first <= 0x7a))
      this.readOtherLine(text.slice(start, end), lineNumber, log)
  }

  finish(): ParsedFile {
    this.setLatest(undefined)
    const cut = this.watch.end(this.pkg)
    if (cut !== undefined) this.packageFailed(cut)
    this.endPackage()
    const results: BenchmarkResult[] = []
    // The benchmarks with a result: a line whose values were all skipped printed none.
    const all = [...new Set(this.listed.map((s) => s?.benchmark))].filter((b) => b !== undefined)
    const read = this.procsReading(all)
    const ids = read === undefined ? undefined : procsIds(all, read)
    for (const s of this.listed)
      if (s) keepResult(results, toResult(s, this.file, this.format, ids?.get(s.benchmark)))
    for (const f of this.failures) {
      // The FAIL line's name read with all the file's names, as the result lines' are.
      const named = f.printed !== undefined && read !== undefined ? read(f.printed) : undefined
      const within =
        f.within !== undefined && read !== undefined
          ? [...new Set(f.within.map((p) => read(p).procs))]
          : f.procs
      const procs =
        named !== undefined
          ? [named.procs]
          : within.length > 0
            ? within
            : this.fileProcs.length > 0
              ? this.fileProcs
              : [1]
      for (const p of procs) keepResult(results, this.failedResult(f, p, named?.name))
    }
    for (const f of this.packageFailures) keepResult(results, this.packageResult(f))
    return { results, diagnostics: this.diagnostics, environment: this.environment }
  }

  /**
   * How the file's names read (go-procs-suffix.ts): all of them together, result lines' and FAIL
   * lines' alike, so a failed `BenchmarkSize/len-4` of a `-cpu 1` run is `len-4` as its passing
   * sibling `len-8` is. Undefined when every name has one GOMAXPROCS, which one line reads right
   * already.
   */
  private procsReading(all: readonly Benchmark[]): ProcsReading | undefined {
    if (this.fileProcs.length <= 1) return undefined
    if (this.filePrinted.size === 0 && all.every((b) => b.procs === all[0]?.procs)) return undefined
    return procsReader([...all.map((b) => printedName(b.name, b.procs)), ...this.filePrinted])
  }

  /** A failed benchmark as a failed ns/op result of GOMAXPROCS `procs` (`name`: as the file reads it). */
  private failedResult(f: FailedBenchmark, procs: number, name = f.name): BenchmarkResult {
    const { metric, unit, direction } = normalizeUnit('ns/op')
    return {
      benchmark: f.pkg === undefined ? { name, procs } : { suite: f.pkg, name, procs },
      metric,
      metricName: 'ns/op',
      unit,
      direction,
      samples: [],
      failure: { message: failureMessage(f.lines.join(' '), 'the benchmark failed (--- FAIL)') },
      format: this.format,
      source: { file: this.file, line: f.line },
    }
  }

  /**
   * A line for the package-failure watch: a failed package yields its suite-scoped failure and,
   * when it crashed, the benchmark that was running, failed with the crash's first line(s).
   */
  private watchLine(line: string, lineNumber: number): void {
    const failed = this.watch.read(line, lineNumber, this.pkg)
    if (failed !== undefined) this.packageFailed(failed)
  }

  /** Records a package failure, with a warning, and fails the benchmark that was running. */
  private packageFailed(failed: PackageFailure): void {
    this.packageFailures.push(failed)
    this.diagnostics.push(
      diagnostic(
        'warning',
        this.file,
        `line ${failed.line}`,
        `${failed.failure.message}; its benchmarks that did not run are failed, not removed`,
      ),
    )
    const { running } = failed
    if (running === undefined) return
    // A suffix says the GOMAXPROCS of the timed run that crashed; a bare name (the announcement
    // or a goroutine frame) says none, and the crash ended the benchmark for every GOMAXPROCS of
    // its package (this is called before the package's end).
    const printed = ownCopy(running.name)
    const { name, procs } = splitProcs(printed)
    const explicit = name.length !== printed.length
    if (explicit) this.filePrinted.add(printed)
    this.failures.push({
      pkg: failed.pkg,
      name,
      procs: explicit ? [procs] : [...this.packageProcs],
      ...(explicit ? { printed } : { within: [...this.packagePrinted] }),
      line: running.line,
      lines: [running.message],
    })
  }

  /**
   * A line that starts with a name but is no result line. Go prints `BenchmarkX-8 \t` before it
   * runs the benchmark and the numbers after: output the benchmark printed comes between, so the
   * numbers may come lines later (`readLateResult`), or a crash instead. A bare name line is
   * test2json's (and `-v`'s) announcement of the benchmark about to run.
   */
  private readNameLine(
    text: string,
    start: number,
    end: number,
    fields: readonly number[],
    count: number,
    lineNumber: number,
  ): void {
    const nameEnd = fields[1] ?? 0
    if (count === 1) {
      this.watch.named(text.slice(start, nameEnd), lineNumber)
      return
    }
    const restStart = fields[2] ?? end
    if (text.lastIndexOf('\t', restStart) < nameEnd) return
    const name = ownCopy(text, start, nameEnd)
    this.awaiting = { name, line: lineNumber }
    this.watch.named(name, lineNumber)
    this.watchLine(text.slice(restStart, end), lineNumber)
  }

  /**
   * An indented `iterations value unit …` line after a name line whose numbers did not follow
   * (`readNameLine`): the result of that benchmark, read as if printed on the name's line.
   * Anything else is not one.
   */
  private readLateResult(text: string, start: number, end: number, lineNumber: number): boolean {
    const line = text.slice(start, end).trim()
    if (!LATE_RESULT.test(line)) return false
    const name = this.awaiting?.name ?? ''
    const whole = `${name}\t${line}`
    this.readResultLine(whole, 0, whole.length, lineNumber)
    return true
  }

  /** A package's failure, carried as a failed ns/op result of the package (`RunFailure.scope`). */
  private packageResult(f: PackageFailure): BenchmarkResult {
    const { metric, unit, direction } = normalizeUnit('ns/op')
    return {
      benchmark: { suite: f.pkg, name: PACKAGE_RESULT_NAME },
      metric,
      metricName: 'ns/op',
      unit,
      direction,
      samples: [],
      failure: f.failure,
      format: this.format,
      source: { file: this.file, line: f.line },
    }
  }

  /** @param log the log lines since the bare name line before, if this line is the next one */
  private readOtherLine(line: string, lineNumber: number, log: LogLines | undefined): void {
    const failed = FAILED_BENCHMARK.exec(line)
    if (failed) {
      this.watch.failedBenchmark()
      this.readFailure(failed[1] ?? '', false, lineNumber, log)
      return
    }
    const ok = OK_LINE.exec(line)
    if (ok) {
      this.awaiting = undefined
      this.setLatest(undefined)
      this.endPackage()
      if (this.pkg === undefined) {
        const pkg = boundedName(ownCopy(ok[1] ?? ''))
        for (const f of this.failures) if (f.pkg === undefined) f.pkg = pkg
        this.assignPackage(pkg)
      }
      this.pending = new Set()
      this.pkg = undefined
      return
    }
    const header = HEADER_LINE.exec(line)
    if (header) {
      const [, key = '', value = ''] = header
      // Cut here, not when the result is checked: every key and failure of the package holds it,
      // and a 500,000-character `pkg:` line made each of them that long (docs/security.md).
      if (key === 'pkg') this.pkg = boundedName(ownCopy(value))
      const environmentKey = ENVIRONMENT_KEYS[key]
      if (environmentKey) this.environment[environmentKey] = ownCopy(value)
    }
  }

  /**
   * A line that starts with `B` and ends at `end` (its trailing whitespace cut): a result line when
   * it is one (RESULT_LINE), else ignored (a line that starts with `Benchmark` and is not a result
   * line cannot be an `ok` or header line either).
   */
  private readResultLine(text: string, start: number, end: number, lineNumber: number): void {
    const latest = this.latest
    const sameBenchmark =
      latest !== undefined &&
      latest.pkg === this.pkg &&
      startsWithField(text, start, end, latest.fullName)
    if (!sameBenchmark && !text.startsWith('Benchmark', start)) return
    const fields = this.fields
    // The name of the latest benchmark was compared: the fields are looked for after it.
    let count = splitFields(
      text,
      start,
      sameBenchmark ? start + latest.fullName.length : start,
      end,
      fields,
    )
    // Not left the latest: comparing the latest name in place does not look for the tab after it.
    let spacedLine = false
    const spaced = isResultLine(text, fields, count) ? 0 : spacedName(text, start, end, fields)
    if (spaced > 0) {
      count = spaced
      spacedLine = true
    } else if (!isResultLine(text, fields, count)) {
      // A bare name line (`-v`, test2json) opens the log lines a failure may explain.
      if (count === 1) {
        this.logLines = { name: text.slice(start, end), lines: [] }
        this.readNameLine(text, start, end, fields, count, lineNumber)
      }
      // `BenchmarkX-2 \t--- FAIL: BenchmarkX-2`: a timed run failed after its name was printed.
      else if (
        count >= 4 &&
        isField(text, fields[2] ?? 0, fields[3] ?? 0, '---') &&
        isField(text, fields[4] ?? 0, fields[5] ?? 0, 'FAIL:') &&
        text.startsWith('Benchmark', fields[6] ?? 0)
      )
        this.readFailure(text.slice(fields[6] ?? 0, fields[7] ?? 0), true, lineNumber, undefined)
      else this.readNameLine(text, start, end, fields, count, lineNumber)
      return
    }
    this.awaiting = undefined
    this.watch.resulted()
    if (count % 2 !== 0) {
      this.diagnostics.push(
        diagnostic(
          'error',
          this.file,
          `line ${lineNumber}`,
          'result line is not "name iterations value unit …"; skipped',
        ),
      )
      return
    }
    const same = sameBenchmark && !spacedLine
    if (!same && this.overflows(text.slice(start, fields[1] ?? 0), (count - 2) / 2)) return
    const benchmark = same ? latest : this.newBenchmark(text, start, fields[1] ?? 0)
    for (let i = 2; i < count; i += 2) {
      const valueStart = fields[2 * i] ?? 0
      const valueEnd = fields[2 * i + 1] ?? 0
      const unitStart = fields[2 * i + 2] ?? 0
      const unitEnd = fields[2 * i + 3] ?? 0
      const value = this.values.read(text, valueStart, valueEnd)
      if (Number.isNaN(value)) {
        const printed = `${text.slice(valueStart, valueEnd)} ${text.slice(unitStart, unitEnd)}`
        this.diagnostics.push(
          diagnostic(
            'error',
            this.file,
            `line ${lineNumber}`,
            `"${printed}" is not a number and unit; this metric was skipped`,
          ),
        )
        continue
      }
      const position = i / 2 - 1
      let series = benchmark.series[position]
      if (series === undefined || !isField(text, unitStart, unitEnd, series.unit.text)) {
        series = this.seriesFor(benchmark.benchmark, text.slice(unitStart, unitEnd), lineNumber)
        benchmark.series[position] = series
      }
      const { factor } = series.unit.normalized
      const { decimals } = this.values
      const quantum =
        decimals >= 0
          ? 10 ** -decimals * factor
          : decimals === EXPONENT
            ? (printedQuantum(text.slice(valueStart, valueEnd), factor) ?? 0)
            : 0
      series.samples.push(value * factor)
      // Math.max, without storing a number (an allocation) on every line: quanta are never NaN.
      if (quantum > series.quantum) series.quantum = quantum
      if (series.benchmark.pkg === undefined) this.pending.add(series)
    }
    if (spacedLine) this.setLatest(undefined)
  }

  /**
   * Whether the benchmark `fullName` is new and past what the side can keep of this file: then its
   * values are never held. Results are made at the end of the file, so without this a file of
   * 286,000 distinct benchmarks held all of them (723 MB for 16 MiB) to keep 15,000
   * (docs/security.md).
   * Its `metrics` results are counted refused the first time it is printed.
   */
  private overflows(fullName: string, metrics: number): boolean {
    if (this.benchmarks.size < benchmarksWorthHolding()) return false
    const { name, procs } = splitProcs(fullName)
    const key = benchmarkKey(this.pkg, name, procs)
    if (this.benchmarks.has(key)) return false
    if (!this.overflow.has(key)) {
      this.overflow.add(key)
      refuseResults(metrics)
    }
    this.setLatest(undefined)
    return true
  }

  /** The benchmark named by `text[start, end)` under the current package, now the latest. */
  private newBenchmark(text: string, start: number, end: number): LatestBenchmark {
    const fullName = ownCopy(text, start, end)
    const { name, procs } = splitProcs(fullName)
    const { pkg } = this
    this.notePackageLine(name, procs, fullName)
    const latest = { pkg, fullName, benchmark: this.benchmark(pkg, name, procs), series: [] }
    this.setLatest(latest)
    return latest
  }

  /**
   * A FAIL line naming `printed`: after the name column (`prefixed`, text output) or alone. A
   * suffix or the name column says the GOMAXPROCS; a bare name alone is a first call's failure,
   * unless the package names the benchmark elsewhere (then it is a timed run of GOMAXPROCS 1).
   */
  private readFailure(
    printed: string,
    prefixed: boolean,
    lineNumber: number,
    log: LogLines | undefined,
  ): void {
    const { name, procs } = splitProcs(ownCopy(printed))
    const explicit = prefixed || name.length !== printed.length
    const waiting = log !== undefined && log.owner === undefined
    const logged = waiting && splitProcs(log.name).name === name ? log.lines.slice() : []
    const own = explicit ? ownCopy(printed) : undefined
    const failure: FailedBenchmark = {
      pkg: this.pkg,
      name,
      procs: explicit ? [procs] : [],
      ...(own === undefined ? {} : { printed: own }),
      line: lineNumber,
      lines: logged,
    }
    this.failures.push(failure)
    if (own !== undefined) {
      this.notePackageLine(name, procs, own)
      this.filePrinted.add(own)
    } else {
      this.packageNames.set(name, (this.packageNames.get(name) ?? 0) + 1)
      this.firstCalls.push(failure)
    }
    // `-v` prints a run's log lines before its FAIL line: what follows waits for the next one.
    this.logLines =
      logged.length > 0 ? { name, lines: [] } : { name, lines: logged, owner: failure }
  }

  private notePackageLine(name: string, procs: number, printed: string): void {
    this.packageNames.set(name, (this.packageNames.get(name) ?? 0) + 1)
    this.packagePrinted.add(printed)
    if (!this.packageProcs.includes(procs)) this.packageProcs.push(procs)
    if (!this.fileProcs.includes(procs)) this.fileProcs.push(procs)
  }

  /**
   * The package's lines are all read: its first-call failures get their GOMAXPROCS. A bare FAIL
   * of a benchmark whose sub-benchmark failed (`--- FAIL: BenchmarkSize` after `--- FAIL:
   * BenchmarkSize/len-4`) is Go's summary of that failure, no failure of its own: it is dropped.
   */
  private endPackage(): void {
    const parents = new Set<FailedBenchmark>()
    const above = this.failedParents()
    for (const f of this.firstCalls) {
      if (above.get(f.pkg)?.has(f.name) === true) parents.add(f)
      else if ((this.packageNames.get(f.name) ?? 0) > 1) f.procs = [1]
      else {
        f.procs = [...this.packageProcs]
        f.within = [...this.packagePrinted]
      }
    }
    if (parents.size > 0) {
      const kept = this.failures.splice(this.packageFrom).filter((f) => !parents.has(f))
      for (const f of kept) this.failures.push(f)
    }
    this.packageFrom = this.failures.length
    this.firstCalls = []
    this.packageProcs = []
    this.packageNames = new Map()
    this.packagePrinted = new Set()
  }

  /**
   * The names above the current package's failed benchmarks, by package (`a` and `a/b` for a
   * failed `a/b/c`): one pass over its failures, so a package of many failures costs their count,
   * not its square. Go prints a parent's summary FAIL in the package run of its sub-benchmark's.
   */
  private failedParents(): Map<string | undefined, Set<string>> {
    const above = new Map<string | undefined, Set<string>>()
    for (let i = this.packageFrom; i < this.failures.length; i++) {
      const { pkg, name } = this.failures[i] as FailedBenchmark
      let names = above.get(pkg)
      if (names === undefined) above.set(pkg, (names = new Set()))
      for (let at = name.indexOf('/'); at >= 0; at = name.indexOf('/', at + 1))
        names.add(name.slice(0, at))
    }
    return above
  }

  /**
   * Makes `latest` the latest benchmark. The lines of the one before are read (or it comes back
   * later, rarely): its samples arrays are cut to their exact size, as an array that grows line
   * by line keeps room for 16 more values, which triples the memory of 5 samples.
   */
  private setLatest(latest: LatestBenchmark | undefined): void {
    // `series` has holes where a line's value was not a number.
    for (const series of this.latest?.series ?? [])
      if (series && series.samples.length <= TRIMMED_SAMPLES)
        series.samples = series.samples.slice()
    this.latest = latest
  }

  private benchmark(pkg: string | undefined, name: string, procs: number): Benchmark {
    const key = benchmarkKey(pkg, name, procs)
    let benchmark = this.benchmarks.get(key)
    if (benchmark === undefined) {
      benchmark = new Benchmark(pkg, name, procs)
      this.benchmarks.set(key, benchmark)
    }
    return benchmark
  }

  /** The series of `printed` (a unit) of `benchmark`, created at `line` for its first sample. */
  private seriesFor(benchmark: Benchmark, printed: string, line: number): Series {
    const unit = this.unit(printed)
    let series = benchmark.find(unit.text)
    if (series === undefined) {
      series = { benchmark, unit, line, samples: [], quantum: 0, slot: this.listed.length }
      this.listed.push(series)
      benchmark.put(series)
    }
    return series
  }

  /** A suite prints the same few units on every line: each is copied and normalized once. */
  private unit(printed: string): PrintedUnit {
    let unit = this.units.get(printed)
    if (unit === undefined) {
      const text = ownCopy(printed)
      unit = { text, normalized: normalizeUnit(text) }
      this.units.set(text, unit)
    }
    return unit
  }

  /**
   * Older Go prints no `pkg:` header: the package comes from the `ok <pkg>` line after the block
   * (F03). Each series moves to the end of the results, or takes the place of the series of that
   * package it joins, whose samples are dropped.
   */
  private assignPackage(pkg: string): void {
    for (const s of this.pending) {
      const { name, procs } = s.benchmark
      s.benchmark.remove(s)
      this.listed[s.slot] = undefined
      const benchmark = this.benchmark(pkg, name, procs)
      const joined = benchmark.find(s.unit.text)
      const slot = joined ? joined.slot : this.listed.length
      const moved = { ...s, benchmark, slot }
      this.listed[slot] = moved
      benchmark.put(moved)
    }
  }
}

/**
 * The key of a benchmark in `GoBenchReader.benchmarks`. The texts are prefixed with their
 * lengths, so no two benchmarks share a key (and it is 3× cheaper to build than a JSON array).
 */
function benchmarkKey(pkg: string | undefined, name: string, procs: number): string {
  const suite = pkg === undefined ? '' : `${pkg.length}:${pkg}`
  return `${suite}/${name.length}:${name}/${procs}`
}

/**
 * A result line whose name holds a space (`BenchmarkSize/ len-8  \t 10000 …`: Go prints a
 * sub-benchmark's name as given, and a tab after the padded name): its field count, the name
 * being all before the first tab; 0 (and `fields` as they were) when it is not one.
 */
function spacedName(text: string, start: number, end: number, fields: number[]): number {
  const tab = text.indexOf('\t', start)
  if (tab < 0 || tab >= end) return 0
  let nameEnd = tab
  while (nameEnd > start && isSpaceAt(text, nameEnd - 1)) nameEnd--
  if (nameEnd <= (fields[1] ?? 0)) return 0
  const saved = fields.slice()
  const count = splitFields(text, start, nameEnd, end, fields)
  if (count % 2 === 0 && isResultLine(text, fields, count)) return count
  saved.forEach((value, i) => (fields[i] = value))
  return 0
}

/**
 * RESULT_LINE, on the fields of a line that starts with `Benchmark`: a second field of digits
 * only (`\d+` followed by `\s+`) and a third field.
 */
function isResultLine(text: string, fields: readonly number[], count: number): boolean {
  if (count < 3) return false
  const end = fields[3] ?? 0
  for (let i = fields[2] ?? 0; i < end; i++) if (!isDigit(text.charCodeAt(i))) return false
  return true
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

/** Powers of ten that are exact doubles, for `ValueReader`. */
const EXACT_POWERS_OF_TEN = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
]

/** `ValueReader.decimals` of a value with an exponent: `printedQuantum` reads its resolution. */
const EXPONENT = -2
/** `ValueReader.decimals` of a value `printedQuantum` gives no resolution (`.5`, `5.`). */
const NO_QUANTUM = -1

/**
 * Reads the value fields of result lines in place: one instance serves a whole file, and reading
 * a value stores no number in an object (which would allocate one per value).
 */
class ValueReader {
  /**
   * Digits after the point of the last value read: its last printed digit is worth
   * 10 ** -decimals (`printedQuantum`, before the unit's factor). EXPONENT or NO_QUANTUM otherwise.
   */
  decimals = 0

  /**
   * The value printed in `text[start, end)`, as Number() reads it, or NaN when it is not a value
   * (VALUE_FIELD, and finite). Up to 15 digits without an exponent are read here: an integer of at
   * most 15 digits and a power of ten up to 1e15 are exact doubles, so their quotient is correctly
   * rounded, which is what Number() returns (Clinger's fast path). Anything else goes to Number().
   */
  read(text: string, start: number, end: number): number {
    let i = start
    let code = text.charCodeAt(i)
    const negative = code === 0x2d
    if (negative || code === 0x2b) code = text.charCodeAt(++i)
    const mantissaStart = i
    let digits = 0
    let dots = 0
    let decimals = 0
    let mantissa = 0
    for (; i < end; code = text.charCodeAt(++i)) {
      if (isDigit(code)) {
        digits++
        mantissa = mantissa * 10 + (code - 0x30)
        if (dots > 0) decimals++
      } else if (code === 0x2e) dots++
      else break
    }
    if (i === mantissaStart) return Number.NaN
    const exponent = i < end
    if (exponent && !isExponent(text, i, end)) return Number.NaN
    const plainDecimal = isDigit(text.charCodeAt(mantissaStart)) && (dots === 0 || decimals > 0)
    this.decimals = exponent ? EXPONENT : plainDecimal ? decimals : NO_QUANTUM
    if (exponent || dots > 1 || digits === 0 || digits > 15) {
      const value = Number(text.slice(start, end))
      return Number.isFinite(value) ? value : Number.NaN
    }
    const magnitude = mantissa / (EXACT_POWERS_OF_TEN[decimals] ?? 1)
    return negative ? -magnitude : magnitude
  }
}

/** `(?:e[+-]?\d+)$` (either case of `e`) at `text[start, end)`. */
function isExponent(text: string, start: number, end: number): boolean {
  let i = start
  const e = text.charCodeAt(i++)
  if (e !== 0x65 && e !== 0x45) return false
  const sign = text.charCodeAt(i)
  if (sign === 0x2b || sign === 0x2d) i++
  if (i === end) return false
  for (; i < end; i++) if (!isDigit(text.charCodeAt(i))) return false
  return true
}

/**
 * `BenchmarkX-8` → procs 8, one line alone. Go never prints a `-1` suffix, so a trailing `-1` is part
 * of the name (F02). Whether an ending is GOMAXPROCS at all is read from the whole run afterwards
 * (go-procs-suffix.ts, F53).
 */
export function splitProcs(fullName: string): { name: string; procs: number } {
  const match = /^(.*)-(\d+)$/.exec(fullName)
  if (match && match[2] !== '1' && match[1]) return { name: match[1], procs: Number(match[2]) }
  return { name: fullName, procs: 1 }
}

function toResult(
  s: Series,
  file: string,
  format: string,
  id: BenchmarkId = s.benchmark.id,
): BenchmarkResult {
  const { metric, unit, direction } = s.unit.normalized
  const source = { file, line: s.line }
  // Two literals rather than a spread: a suite has hundreds of thousands of results.
  return s.quantum > 0
    ? {
        benchmark: id,
        metric,
        metricName: s.unit.text,
        unit,
        direction,
        samples: s.samples,
        quantum: s.quantum,
        format,
        source,
      }
    : {
        benchmark: id,
        metric,
        metricName: s.unit.text,
        unit,
        direction,
        samples: s.samples,
        format,
        source,
      }
}

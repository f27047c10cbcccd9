/**
 * Catch2 console reporter with `BENCHMARK` (v2.9+ and v3; the `estimated` column is headed
 * `est run time` since v3.5). Each benchmark prints three rows: name, samples, iterations and the
 * estimated run time (not a result, test/field-cases.md F08); mean with its 95 % bounds; standard deviation with its
 * bounds. With `--benchmark-no-analysis` the table has a `mean` column instead and one row per
 * benchmark: name, samples, iterations, mean, and no standard deviation. Long names wrap over
 * several lines (catch2-wrapping.ts). Values are per iteration, in their own unit. A benchmark
 * that threw (or failed an assertion) prints `Benchmark failed (message)` after its name instead
 * of its rows: a failed run (docs/architecture.md §3).
 */
import { keepResult } from './result-room.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { summaryStats } from './summary-stats.js'
import { nanosecondsPer, printedQuantum } from './units.js'
import { continuesName, unwrapName, type WrappedLine } from './catch2-wrapping.js'
import { failureMessage } from './bounded-text.js'

const TABLE_HEADER = /^benchmark name\s+samples\s+iterations\s+(estimated|est run time|mean)\s*$/
// The name ends in a non-space: a lazy `(.*?)` followed by `\s+` retries every space of a long run.
const NAME_ROW = /^((?:.*?\S)?)\s+(\d+)\s+(\d+)\s+([\d.]+(?:e[+-]?\d+)?)\s+(\S+)$/
const ESTIMATE_ROW = /^\s+(\S+)\s+(\S+)\s+\S+\s+\S+\s+\S+\s+\S+$/
const RULE = /^-{20,}$/
// Catch2's ConsoleReporter::benchmarkFailed: the name column, then the message in parentheses.
// Found with indexOf, not a regex: `(.*?)\s*` before the words retries every space of a long run.
const FAILED_MARK = 'Benchmark failed ('
const VERSION = /is a (Catch2? v[\d.]+\S*) host application/

/**
 * The benchmark name column is CATCH_CONFIG_CONSOLE_WIDTH − 43 wide and names wrap 2 narrower;
 * rules are CATCH_CONFIG_CONSOLE_WIDTH − 1 long, which gives the width a program was built with.
 */
const NAME_WIDTH_BELOW_RULE = 44
/** Test case and section names wrap at the rule's length. Sections are indented by 2. */
const SECTION_INDENT = 2

export const catch2Text: FormatAdapter<'catch2-text'> = {
  id: 'catch2-text',
  harness: 'Catch2',
  aliases: ['catch2'],
  detect: ({ text }) =>
    /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time|mean)\s*$/m.test(text),
  parse,
}

interface Cursor {
  readonly lines: readonly string[]
  index: number
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const results: BenchmarkResult[] = []
  const environment: Record<string, string> = {}
  const cursor: Cursor = { lines: source.text.split(/\r?\n/).map((l) => l.trimEnd()), index: 0 }
  let testCase: string | undefined
  let table: Table | undefined
  let nameLines: WrappedLine[] = []
  for (; cursor.index < cursor.lines.length; cursor.index++) {
    const line = cursor.lines[cursor.index] ?? ''
    const version = VERSION.exec(line)
    if (version?.[1]) environment.harness = version[1]
    if (RULE.test(line)) {
      const header = readTestCaseHeader(cursor)
      if (header !== undefined) {
        testCase = header
        table = undefined
      }
      continue
    }
    const tableHeader = TABLE_HEADER.exec(line)
    if (tableHeader) {
      table = readTableHeader(cursor, tableHeader[1] === 'mean')
      nameLines = []
      continue
    }
    if (!table) continue
    if (line.trim() === '' || line.startsWith('=====')) {
      nameLines = []
      continue
    }
    const failedRow = failedRowOf(line)
    if (failedRow) {
      const name = unwrapName(
        [...nameLines, { text: failedRow[1].trim(), indent: 0 }],
        table.nameWidth,
      )
      nameLines = []
      const message = failureMessage(failedRow[2], 'the benchmark failed')
      keepResult(results, {
        ...identityOf(name, testCase),
        samples: [],
        failure: { message },
        source: { file: source.name, line: cursor.index + 1 },
      })
      continue
    }
    const row = NAME_ROW.exec(line)
    if (!row) {
      nameLines.push({ text: line.trim(), indent: 0 })
      continue
    }
    const name = unwrapName(
      [...nameLines, { text: (row[1] ?? '').trim(), indent: 0 }],
      table.nameWidth,
    )
    nameLines = []
    const read = { cursor, name, testCase, samples: Number(row[2]), file: source.name }
    const result = table.meanOnly
      ? readMeanColumn(read, row[4] ?? '', row[5] ?? '', diagnostics)
      : readEstimates(read, diagnostics)
    if (result) keepResult(results, result)
  }
  return { results, diagnostics, environment }
}

interface Table {
  /** `--benchmark-no-analysis`: one row per benchmark, with the mean in its last column. */
  readonly meanOnly: boolean
  readonly nameWidth: number
}

/** Moves the cursor to the rule under a table header, whose length gives the name width. */
function readTableHeader(cursor: Cursor, meanOnly: boolean): Table {
  for (let i = cursor.index + 1; i < cursor.lines.length && i <= cursor.index + 3; i++) {
    const line = cursor.lines[i] ?? ''
    if (RULE.test(line)) {
      cursor.index = i
      return { meanOnly, nameWidth: Math.max(line.length - NAME_WIDTH_BELOW_RULE, 1) }
    }
  }
  // Without its rule the header was cut or edited: the default console width (80) is assumed.
  cursor.index += meanOnly ? 1 : 3
  return { meanOnly, nameWidth: 79 - NAME_WIDTH_BELOW_RULE }
}

/**
 * A test case header is a rule, the test case name and its section names, and a second rule.
 * Returns undefined when the rule at the cursor does not open such a header.
 */
function readTestCaseHeader(cursor: Cursor): string | undefined {
  const width = (cursor.lines[cursor.index] ?? '').length
  const names: HeaderName[] = []
  for (let i = cursor.index + 1; i < cursor.lines.length && i <= cursor.index + 16; i++) {
    const line = cursor.lines[i] ?? ''
    if (RULE.test(line)) {
      if (names.length === 0) return undefined
      cursor.index = i
      return names.map((name) => unwrapName(name.lines, width)).join(' / ')
    }
    const text = line.trimStart()
    if (text === '') return undefined
    const printed = { text, indent: line.length - text.length }
    const current = names.at(-1)
    if (current && continuesHeaderName(current, printed, width)) current.lines.push(printed)
    else names.push(startHeaderName(line, current ? SECTION_INDENT : 0))
  }
  return undefined
}

/** A test case or section name in a header, as Catch2 printed it (`printHeaderString`). */
interface HeaderName {
  /** Where a wrapped name's later lines start: past its first ": ", if any, else its indent. */
  readonly hangingIndent: number
  readonly lines: WrappedLine[]
}

/**
 * The test case name is printed at the left edge and section names 2 further in; the name's own
 * leading spaces (BDD's `    Given: `) come on top, and count in where the ": " is.
 */
function startHeaderName(line: string, indent: number): HeaderName {
  const own = line.slice(indent)
  const colon = own.indexOf(': ')
  const text = line.trimStart()
  return {
    hangingIndent: indent + (colon >= 0 ? colon + 2 : 0),
    lines: [{ text, indent: line.length - text.length }],
  }
}

/**
 * Only the test case name has lines left of the section indent. A line at the name's hanging
 * indent may still start a section (always, for a section without ": "), told apart by whether
 * its start would have fitted on the line above.
 */
function continuesHeaderName(name: HeaderName, line: WrappedLine, width: number): boolean {
  if (line.indent < SECTION_INDENT) return true
  const last = name.lines.at(-1)
  return (
    line.indent === name.hangingIndent &&
    last !== undefined &&
    continuesName(last, line.text, width)
  )
}

interface RowRead {
  readonly cursor: Cursor
  readonly name: string
  readonly testCase: string | undefined
  readonly samples: number
  readonly file: string
}

function readEstimates(read: RowRead, diagnostics: Diagnostic[]): BenchmarkResult | undefined {
  const { cursor, name, file } = read
  const lineNumber = cursor.index + 1
  const mean = ESTIMATE_ROW.exec(cursor.lines[cursor.index + 1] ?? '')
  const sd = ESTIMATE_ROW.exec(cursor.lines[cursor.index + 2] ?? '')
  const meanFactor = nanosecondsPer(mean?.[2] ?? '')
  const sdFactor = nanosecondsPer(sd?.[2] ?? '')
  if (!mean || !sd || meanFactor === undefined || sdFactor === undefined) {
    diagnostics.push(
      diagnostic(
        'error',
        file,
        `line ${lineNumber}`,
        `benchmark "${name}" is not followed by its mean and std dev rows; skipped`,
      ),
    )
    return undefined
  }
  cursor.index += 2
  const meanText = mean[1] ?? ''
  return toResult(read, lineNumber, meanText, meanFactor, Number(sd[1]) * sdFactor)
}

/** `--benchmark-no-analysis`: the mean of the samples, and no spread (none was computed). */
function readMeanColumn(
  read: RowRead,
  meanText: string,
  unit: string,
  diagnostics: Diagnostic[],
): BenchmarkResult | undefined {
  const lineNumber = read.cursor.index + 1
  const factor = nanosecondsPer(unit)
  if (factor === undefined) {
    diagnostics.push(
      diagnostic(
        'error',
        read.file,
        `line ${lineNumber}`,
        `benchmark "${read.name}" has a mean in an unknown unit "${unit}"; skipped`,
      ),
    )
    return undefined
  }
  return toResult(read, lineNumber, meanText, factor, undefined)
}

function toResult(
  { name, testCase, samples, file }: RowRead,
  line: number,
  meanText: string,
  meanFactor: number,
  sd: number | undefined,
): BenchmarkResult {
  const summary = summaryStats(samples, { mean: Number(meanText) * meanFactor, sd })
  const quantum = printedQuantum(meanText, meanFactor)
  return {
    ...identityOf(name, testCase),
    samples: [],
    ...(summary ? { summary } : {}),
    ...(quantum === undefined ? {} : { quantum }),
    source: { file, line },
  }
}

/** `[line, name column, message]` of a `Benchmark failed (…)` row, or null; linear in the line. */
function failedRowOf(line: string): readonly [string, string, string] | null {
  if (!line.endsWith(')')) return null
  const at = line.indexOf(FAILED_MARK)
  if (at < 0) return null
  return [line, line.slice(0, at).trimEnd(), line.slice(at + FAILED_MARK.length, -1)]
}

/** What every result of this format shares: the benchmark in its test case, the mean time. */
function identityOf(name: string, testCase: string | undefined) {
  return {
    benchmark: testCase === undefined ? { name } : { suite: testCase, name },
    metric: 'wall-time',
    metricName: 'mean',
    unit: 'ns',
    direction: 'lower-is-better',
    format: 'catch2-text',
  } as const
}

/**
 * Catch2 console reporter with `BENCHMARK` (v2.9+ and v3; the `estimated` column is headed
 * `est run time` since v3.5). Each benchmark prints three rows: name, samples, iterations and the
 * estimated run time (not a result, F08); mean with its 95 % bounds; standard deviation with its
 * bounds. Long names wrap over several lines. Values are per iteration, in their own unit.
 */
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from '../format-adapter.js'
import { summaryStats } from '../summary-stats.js'
import { nanosecondsPer, printedQuantum } from '../units.js'

const TABLE_HEADER = /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time)\s*$/
// The name ends in a non-space: a lazy `(.*?)` followed by `\s+` retries every space of a long run.
const NAME_ROW = /^((?:.*?\S)?)\s+(\d+)\s+(\d+)\s+[\d.]+(?:e[+-]?\d+)?\s+\S+$/
const ESTIMATE_ROW = /^\s+(\S+)\s+(\S+)\s+\S+\s+\S+\s+\S+\s+\S+$/
const RULE = /^-{20,}$/
const VERSION = /is a (Catch2? v[\d.]+\S*) host application/

export const catch2Text: FormatAdapter<'catch2-text'> = {
  id: 'catch2-text',
  harness: 'Catch2',
  aliases: ['catch2'],
  detect: ({ text }) =>
    /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time)\s*$/m.test(text),
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
  let inTable = false
  let nameParts: string[] = []
  for (; cursor.index < cursor.lines.length; cursor.index++) {
    const line = cursor.lines[cursor.index] ?? ''
    const version = VERSION.exec(line)
    if (version?.[1]) environment.harness = version[1]
    if (RULE.test(line)) {
      const header = readTestCaseHeader(cursor)
      if (header !== undefined) {
        testCase = header
        inTable = false
      }
      continue
    }
    if (TABLE_HEADER.test(line)) {
      cursor.index += 3
      inTable = true
      nameParts = []
      continue
    }
    if (!inTable) continue
    if (line.trim() === '' || line.startsWith('=====')) {
      nameParts = []
      continue
    }
    const row = NAME_ROW.exec(line)
    if (!row) {
      nameParts.push(line.trim())
      continue
    }
    const name = [...nameParts, (row[1] ?? '').trim()].filter(Boolean).join(' ')
    nameParts = []
    const result = readEstimates(cursor, name, testCase, Number(row[2]), source.name, diagnostics)
    if (result) results.push(result)
  }
  return { results, diagnostics, environment }
}

/**
 * A test case header is a rule, the test case name and its section names, and a second rule.
 * Returns undefined when the rule at the cursor does not open such a header.
 */
function readTestCaseHeader(cursor: Cursor): string | undefined {
  const names: string[] = []
  for (let i = cursor.index + 1; i < cursor.lines.length && i <= cursor.index + 8; i++) {
    const line = cursor.lines[i] ?? ''
    if (RULE.test(line)) {
      if (names.length === 0) return undefined
      cursor.index = i
      return names.join(' / ')
    }
    if (line.trim() === '') return undefined
    names.push(line.trim())
  }
  return undefined
}

function readEstimates(
  cursor: Cursor,
  name: string,
  testCase: string | undefined,
  samples: number,
  file: string,
  diagnostics: Diagnostic[],
): BenchmarkResult | undefined {
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
  const summary = summaryStats(samples, {
    mean: Number(meanText) * meanFactor,
    sd: Number(sd[1]) * sdFactor,
  })
  const quantum = printedQuantum(meanText, meanFactor)
  return {
    benchmark: testCase === undefined ? { name } : { suite: testCase, name },
    metric: 'wall-time',
    metricName: 'mean',
    unit: 'ns',
    direction: 'lower-is-better',
    samples: [],
    ...(summary ? { summary } : {}),
    ...(quantum === undefined ? {} : { quantum }),
    format: 'catch2-text',
    source: { file, line: lineNumber },
  }
}

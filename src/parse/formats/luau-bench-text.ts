/**
 * Luau's `bench/bench.py` console text: `SUCCESS: name : 15.041ms +/- 0.636% on luau` per test, then a
 * RESULTS table (`Test | Min | Average | StdDev% | Driver`). The ± is the relative standard deviation
 * (the table's StdDev% column); times are milliseconds printed to 3 decimals.
 */
import type { FreshResult } from './format-adapter.js'
import { keepResult } from './result-room.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import type { Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { summaryStats } from './summary-stats.js'
import { nanosecondsPer, printedQuantum } from './units.js'

/**
 * What follows a SUCCESS line's name. Searched for, not anchored after a lazy `(.*?)\s*`: that
 * pattern retries every space of a long run of spaces from every earlier position (quadratic).
 */
const SUCCESS_TAIL = /:\s*([\d.]+)(ms|s|us)\s*\+\/-\s*([\d.]+)%\s*on\s*(\S+)\s*$/
/** Table row: name | min | average | stddev% | driver (the name's trailing spaces are trimmed). */
const TABLE_ROW =
  /^([^|]*)\|\s*([\d.]+)(ms|s|us)\s*\|\s*([\d.]+)(ms|s|us)\s*\|\s*([\d.]+)%\s*\|\s*(\S+)\s*$/

export const luauBenchText: FormatAdapter<'luau-bench-text'> = {
  id: 'luau-bench-text',
  harness: 'Luau bench.py',
  aliases: ['benchmarkluau'],
  detect: ({ text }) => /^SUCCESS:.*:\s*[\d.]+(?:ms|s|us)\s*\+\/-\s*[\d.]+%\s*on\s/m.test(text),
  parse,
}

interface Row {
  readonly name: string
  readonly driver: string
  readonly line: number
  readonly meanText: string
  readonly factor: number
  readonly relativeSd: number
  min?: number
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const rows = new Map<string, Row>()
  source.text.split(/\r?\n/).forEach((line, index) => {
    const success = successLine(line)
    if (success) {
      const [name = '', mean = '', unit = '', sd = '', driver = ''] = success
      const key = JSON.stringify([name, driver])
      rows.set(key, { ...rows.get(key), ...row(name, driver, index + 1, mean, unit, sd) })
      return
    }
    const table = TABLE_ROW.exec(line)
    // The table's `Total` row sums the tests: an aggregate, never a benchmark.
    const name = table?.[1]?.trimEnd()
    if (!table || name === undefined || name === 'Total') return
    const [, , min = '', minUnit = '', mean = '', unit = '', sd = '', driver = ''] = table
    const key = JSON.stringify([name, driver])
    const known = rows.get(key) ?? row(name, driver, index + 1, mean, unit, sd)
    known.min = Number(min) * (nanosecondsPer(minUnit) ?? 1e6)
    rows.set(key, known)
  })
  const results: FreshResult[] = []
  for (const r of rows.values()) keepResult(results, toResult(r, source.name))
  return { results, diagnostics, environment: {} }
}

/** `SUCCESS: name : 15.041ms +/- 0.636% on luau` → [name, mean, unit, sd, driver]. */
function successLine(line: string): string[] | undefined {
  if (!line.startsWith('SUCCESS:')) return undefined
  const rest = line.slice('SUCCESS:'.length)
  const tail = SUCCESS_TAIL.exec(rest)
  if (!tail) return undefined
  return [rest.slice(0, tail.index).trim(), ...tail.slice(1)]
}

function row(
  name: string,
  driver: string,
  line: number,
  meanText: string,
  unit: string,
  sd: string,
): Row {
  return {
    name,
    driver,
    line,
    meanText,
    factor: nanosecondsPer(unit) ?? 1e6,
    relativeSd: Number(sd) / 100,
  }
}

function toResult(row: Row, file: string): BenchmarkResult {
  const mean = Number(row.meanText) * row.factor
  // bench.py does not print how many runs it timed, so n stays 1: the spread is shown, not tested.
  const summary = summaryStats(1, { mean, sd: row.relativeSd * mean, min: row.min })
  const quantum = printedQuantum(row.meanText, row.factor)
  return {
    benchmark: { name: row.name, params: { driver: row.driver } },
    metric: 'wall-time',
    metricName: 'average',
    unit: 'ns',
    direction: 'lower-is-better',
    samples: [],
    ...(summary ? { summary } : {}),
    ...(quantum === undefined ? {} : { quantum }),
    format: 'luau-bench-text',
    source: { file, line: row.line },
  }
}

/**
 * Linux `perf stat -x,` CSV (perf 4.x–6.x, to stderr or `-o file`): one row per event,
 * `value,unit,event,[variance%,]run time,enabled %,metric value,metric unit`; the variance column
 * is there with `-r N`. The CSV does not name the command, so the benchmark is named after the file
 * (`bench/parse.csv` → `parse`): give base and head files the same name.
 */
import { keepResult } from './result-room.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { perfEventKind } from './perf-events.js'
import { printedQuantum } from './units.js'

const KNOWN_EVENTS =
  /^(?:[\w-]+\/)?(?:instructions|cycles|cpu-cycles|task-clock|cpu-clock|duration_time|user_time|system_time|page-faults|context-switches|cpu-migrations|branches|branch-misses|cache-references|cache-misses)(?::\w+)?\/?$/
const ROW = /^(?:<not (?:supported|counted)>|[\d.]+),[^,\n]*,([^,\n]+),/

export const perfStatCsv: FormatAdapter<'perf-stat-csv'> = {
  id: 'perf-stat-csv',
  harness: 'perf stat -x,',
  detect: ({ text }) =>
    text.split(/\r?\n/, 50).some((line) => KNOWN_EVENTS.test(ROW.exec(line)?.[1] ?? '')),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const results: BenchmarkResult[] = []
  const name = nameFromFile(source.name)
  source.text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) return
    const location = `line ${index + 1}`
    const fields = line.split(',')
    const [valueText = '', unitText = '', event = ''] = fields
    if (valueText.startsWith('<not')) {
      diagnostics.push(
        diagnostic(
          'warning',
          source.name,
          location,
          `event "${event}" was ${valueText.slice(1, -1)} by perf on this machine`,
        ),
      )
      return
    }
    const value = Number(valueText)
    if (valueText === '' || !Number.isFinite(value) || event === '') {
      diagnostics.push(
        diagnostic('error', source.name, location, 'not a "value,unit,event,…" row; skipped'),
      )
      return
    }
    keepResult(results, toResult(name, event, unitText, valueText, value, source.name, index + 1))
  })
  return { results, diagnostics, environment: {} }
}

/**
 * With `-r N` perf prints the mean of N runs and its relative standard error (`±x%`), but not N,
 * so the mean is kept with n = 1: shown and compared, never tested as if it had a spread. perf's
 * text output names N (`perf-stat-text.ts`), and there the ± is used.
 */
function toResult(
  name: string,
  event: string,
  unitText: string,
  valueText: string,
  value: number,
  file: string,
  line: number,
): BenchmarkResult {
  const kind = perfEventKind(event, unitText)
  const quantum = printedQuantum(valueText, kind.factor)
  return {
    benchmark: { name },
    metric: kind.metric,
    metricName: event,
    unit: kind.unit,
    direction: kind.direction,
    samples: [],
    summary: { n: 1, mean: value * kind.factor },
    ...(quantum === undefined ? {} : { quantum }),
    format: 'perf-stat-csv',
    source: { file, line },
  }
}

function nameFromFile(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file
  return base.replace(/\.(?:csv|txt|perf|stat)$/i, '').replace(/\.(?:perf|stat)$/i, '')
}

/**
 * GNU time `-v` report (`/usr/bin/time -v`, GNU time 1.7–1.9; `-o file`, `-a` appends one block per
 * run): `Command being timed: "…"`, `Elapsed (wall clock) time (h:mm:ss or m:ss): 0:01.23`,
 * `Maximum resident set size (kbytes): 3172`, user and system seconds. Each block is one sample.
 */
import type { FreshResult } from './format-adapter.js'
import { keepResult } from './result-room.js'
import type { BenchmarkResult, MetricKind } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'

interface Field {
  readonly label: RegExp
  readonly metric: MetricKind
  readonly metricName: string
  readonly unit: string
  /** Printed text → canonical value, undefined when unreadable. */
  readonly read: (text: string) => number | undefined
  /** Value of one unit in the last printed digit, in canonical units. */
  readonly quantum: number
}

const seconds = (text: string) => (/^\d+(?:\.\d+)?$/.test(text) ? Number(text) * 1e9 : undefined)

/** GNU time prints 1.024 kB "kbytes" (KiB), and times to 1/100 s. */
const FIELDS: readonly Field[] = [
  {
    label: /^Elapsed \(wall clock\) time.*?:\s*(\S+)$/,
    metric: 'wall-time',
    metricName: 'elapsed',
    unit: 'ns',
    read: clockTime,
    quantum: 1e7,
  },
  {
    label: /^User time \(seconds\):\s*(\S+)$/,
    metric: 'cpu-time',
    metricName: 'user',
    unit: 'ns',
    read: seconds,
    quantum: 1e7,
  },
  {
    label: /^System time \(seconds\):\s*(\S+)$/,
    metric: 'cpu-time',
    metricName: 'system',
    unit: 'ns',
    read: seconds,
    quantum: 1e7,
  },
  {
    label: /^Maximum resident set size \(kbytes\):\s*(\S+)$/,
    metric: 'memory',
    metricName: 'max RSS',
    unit: 'B',
    read: (text) => (/^\d+$/.test(text) ? Number(text) * 1024 : undefined),
    quantum: 1024,
  },
]

export const gnuTimeText: FormatAdapter<'gnu-time-text'> = {
  id: 'gnu-time-text',
  harness: 'GNU time -v',
  aliases: ['time-v'],
  // `[ \t]*`, not `\s*`: `\s*` crosses lines, so every line start would re-read the blank
  // lines after it (quadratic in a file of blank lines).
  detect: ({ text }) =>
    /^[ \t]*Command being timed: "/m.test(text) &&
    /Maximum resident set size \(kbytes\):/.test(text),
  parse,
}

interface Series {
  readonly command: string
  readonly field: Field
  readonly line: number
  readonly samples: number[]
  error?: string
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const series = new Map<string, Series>()
  let command: string | undefined
  let exitProblem: string | undefined
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim()
    // GNU time prints these before the block of the run they concern.
    const exit = /^Command (exited with non-zero status \d+|terminated by signal \d+)$/.exec(line)
    if (exit) exitProblem = exit[1]
    const timed = /^Command being timed: "(.*)"$/.exec(line)
    if (timed) {
      command = timed[1] ?? ''
      if (exitProblem !== undefined)
        for (const field of FIELDS)
          seriesFor(series, command, field, index + 1).error = `the command ${exitProblem}`
      exitProblem = undefined
      return
    }
    for (const field of FIELDS) {
      const match = field.label.exec(line)
      if (!match || command === undefined) continue
      const value = field.read(match[1] ?? '')
      if (value === undefined)
        diagnostics.push(
          diagnostic(
            'error',
            source.name,
            `line ${index + 1}`,
            `cannot read "${match[1] ?? ''}" as ${field.metricName}; skipped`,
          ),
        )
      else seriesFor(series, command, field, index + 1).samples.push(value)
    }
  })
  const results: FreshResult[] = []
  for (const s of series.values()) keepResult(results, toResult(s, source.name))
  return { results, diagnostics, environment: {} }
}

function seriesFor(
  series: Map<string, Series>,
  command: string,
  field: Field,
  line: number,
): Series {
  const key = JSON.stringify([command, field.metricName])
  const found = series.get(key) ?? { command, field, line, samples: [] }
  series.set(key, found)
  return found
}

function toResult(s: Series, file: string): BenchmarkResult {
  return {
    benchmark: { name: s.command },
    metric: s.field.metric,
    metricName: s.field.metricName,
    unit: s.field.unit,
    direction: 'lower-is-better',
    samples: s.error === undefined ? s.samples : [],
    quantum: s.field.quantum,
    // A non-zero exit status or a signal: the command failed on this side.
    ...(s.error === undefined ? {} : { failure: { message: s.error } }),
    format: 'gnu-time-text',
    source: { file, line: s.line },
  }
}

/** `h:mm:ss` or `m:ss.ss` → ns. */
function clockTime(text: string): number | undefined {
  const match = /^(?:(\d+):)?(\d+):(\d+(?:\.\d+)?)$/.exec(text)
  if (!match) return undefined
  const [, hours = '0', minutes = '0', secs = '0'] = match
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(secs)) * 1e9
}

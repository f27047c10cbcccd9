/**
 * Linux `perf stat`'s human-readable output (perf 3.x–6.x; `perf stat [-r N] cmd 2>file`, or
 * `perf stat [-r N] -o file cmd`): one block per perf invocation, several when invocations were
 * appended to one file (`2>>`, `-o file --append`):
 *
 *      Performance counter stats for './kernel 20000000' (10 runs):
 *
 *                  41.01 msec task-clock          #    0.473 CPUs utilized     ( +-  2.02% )
 *                   4941      page-faults         #  112.726 K/sec             ( +-  0.01% )
 *        <not supported>      cycles
 *
 *                 0.0868 +- 0.0104 seconds time elapsed  ( +- 12.01% )
 *
 * The benchmark is the command perf names; each event is a metric (perf-events.ts), and so are
 * the elapsed time (wall time) and, for a single run, `seconds user` and `seconds sys` (CPU time).
 * The `#` comments (`CPUs utilized`, `/sec` rates, `insn per cycle`) are ratios perf derives from
 * the events and the elapsed time, which are compared themselves: not read (docs/harnesses/perf-stat.md).
 *
 * With `-r N` perf prints the mean of the N runs and `( +- x% )`, the standard error of that mean
 * relative to it: `100·s/(√N·mean)` (perf's util/stat.c `stddev_stats` returns `√(M2/(n−1)/n)`,
 * "the std dev of the mean"; stat-display.c prints `100·stddev/avg`). So each event is a summary
 * with `n = N`, the mean and `sd = mean·x/100·√N` (docs/method.md §5). perf leaves the ± out
 * exactly when that figure is 0 (`print_noise_pct_std`: `if (pct)`): all N runs counted the same,
 * so the summary says so (`min = max = mean`). Without `-r` every value is one value (n = 1).
 * `--table` prints each run's elapsed seconds: those are the wall time's samples.
 *
 * perf prints `<command>: Segmentation fault` (`psignal`) before the block for each run a signal
 * ended, and averages those runs in: the block's metrics are then failed, without figures
 * (docs/architecture.md §3). `Workload failed: …` (nothing ran) is an error naming its line.
 *
 * Numbers are printed in the locale's format (`LC_NUMERIC`): `4,941` (en_US), `4.941` and `47,35
 * msec` (de_DE), `4 941` with a narrow no-break space (fr_FR). The decimal mark is read from the
 * figures perf never groups (the ± percentage, the elapsed seconds), so `4.941 page-faults` in a
 * file with `( +-  0,21% )` is 4,941 (test/field-cases.md F50).
 */
import { boundedName, failureMessage } from './bounded-text.js'
import type { FreshResult } from './format-adapter.js'
import { keepResult } from './result-room.js'
import type { RunFailure } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { perfEventKind } from './perf-events.js'
import { summaryStats } from './summary-stats.js'

/** The characters perf's `%'f` and `%f` put into a number in some locale: grouping and decimal marks. */
const MARKS = ".,'\u00a0\u202f\u2019\u066b\u066c"
/** A number as perf prints it in any locale (grouped counts, decimals with either mark). */
const NUMBER = `\\d[\\d${MARKS}]*`
/** A counter's value; perf before 5.x in some locales grouped with a plain space (`38 153 697 776`). */
const VALUE = new RegExp(
  `^(<not supported>|<not counted>|${NUMBER}(?: \\d{3}(?=[ \\t]|$))*)(?=\\s|$)`,
)
const HEADER = 'Performance counter stats for '
const RUNS = / \((\d+) runs\)$/
const ELAPSED = new RegExp(
  `^(${NUMBER})(?: \\+- (${NUMBER}))? seconds time elapsed(?:[ \\t]+\\([ \\t]*\\+-[ \\t]*(${NUMBER})%[ \\t]*\\))?$`,
)
const USER_SYS = new RegExp(`^(${NUMBER}) seconds (user|sys)$`)
const TABLE_ROW = new RegExp(`^(${NUMBER}) \\([+-]${NUMBER}\\)(?: #*)?$`)
const NOISE = new RegExp(`^\\([ \\t]*\\+-[ \\t]*(${NUMBER})%[ \\t]*\\)$`)
/** `(83.31%)`; perf 3.x printed `[83.31%]`. */
const RUNNING = new RegExp(`^[([](${NUMBER})%[)\\]]$`)
const WORKLOAD_FAILED = /^Workload failed: (.*)$/
/**
 * What perf's `psignal(WTERMSIG(status), argv[0])` appends to the command's name when a run was
 * ended by a signal: glibc's English signal descriptions (other locales translate them).
 */
const SIGNAL_DESCRIPTIONS = new Set([
  'Hangup',
  'Interrupt',
  'Quit',
  'Illegal instruction',
  'Trace/breakpoint trap',
  'Aborted',
  'Bus error',
  'Floating point exception',
  'Killed',
  'User defined signal 1',
  'Segmentation fault',
  'User defined signal 2',
  'Broken pipe',
  'Alarm clock',
  'Terminated',
  'Stack fault',
  'CPU time limit exceeded',
  'File size limit exceeded',
  'Virtual timer expired',
  'Profiling timer expired',
  'Bad system call',
])
/** perf's lines are at most a few hundred characters; longer ones are not read (no regex runs on them). */
const LINE_LIMIT = 4096
const SECOND = 1e9

export const perfStatText: FormatAdapter<'perf-stat-text'> = {
  id: 'perf-stat-text',
  harness: 'perf stat',
  detect: ({ text }) =>
    /^[ \t]*Performance counter stats for ['pt].*:[ \t]*\r?$/m.test(text) ||
    /^Workload failed: /m.test(text),
  parse,
}

/** One counter line of a block, as printed (numbers are read once the block's decimal mark is known). */
interface Counter {
  readonly line: number
  readonly event: string
  readonly unit: string
  readonly value: string
  noise?: string
  running?: string
}

interface Block {
  readonly name: string
  readonly runs: number
  readonly line: number
  readonly counters: Counter[]
  readonly signals: string[]
  readonly table: { line: number; value: string }[]
  elapsed?: { line: number; mean: string; sdOfMean?: string; percent?: string }
  user?: { line: number; value: string }
  sys?: { line: number; value: string }
  /** Figures perf prints ungrouped, in which a non-digit is the decimal mark. */
  readonly ungrouped: string[]
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const results: FreshResult[] = []
  const lines = source.text.split(/\r?\n/)
  const say = (severity: Diagnostic['severity'], line: number, message: string) =>
    diagnostics.push(diagnostic(severity, source.name, `line ${line}`, message))
  // Lines between blocks are the program's own output, perf's notes and hints: only a signal
  // report (for the next block) and a workload perf could not start are perf's news.
  let signals: { command: string; description: string }[] = []
  let block: Block | undefined
  let footer = false
  let inTable = false
  const finish = () => {
    if (block) readBlock(block, source.name, results, say)
    block = undefined
  }
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] ?? ''
    const lineNo = index + 1
    // Read without a regex and at any length: a command line can be long.
    const header = raw.includes(HEADER) ? headerTarget(raw) : undefined
    if (header !== undefined) {
      finish()
      block = startBlock(header, lineNo, signals)
      signals = []
      footer = false
      inTable = false
      continue
    }
    const text = raw.length <= LINE_LIMIT ? raw.trim() : undefined
    // After the elapsed line only its user and sys lines belong to the block.
    if (block && (!footer || (text !== undefined && isFooterLine(text)))) {
      if (text === undefined) {
        say(
          'error',
          lineNo,
          `line longer than ${LINE_LIMIT} characters in a perf stat block; skipped`,
        )
        continue
      }
      if (text === '') continue
      const read = readBlockLine(block, text, lineNo, inTable)
      if (read === 'table') inTable = true
      else if (read === 'end-table') inTable = false
      else if (read === 'footer') footer = true
      else if (read === 'unknown')
        say('error', lineNo, 'not a perf stat counter line ("value [unit] event"); skipped')
      continue
    }
    finish()
    if (text === undefined) continue
    const failed = WORKLOAD_FAILED.exec(text)
    if (failed) {
      let repeats = 1
      while (lines[index + repeats]?.trim() === text) repeats++
      say(
        'error',
        lineNo,
        `perf could not start the workload: ${failureMessage(failed[1], 'no reason given')}${repeats > 1 ? ` (${repeats} times)` : ''}; no counts were printed for it`,
      )
      index += repeats - 1
      continue
    }
    const colon = text.lastIndexOf(': ')
    if (colon > 0 && SIGNAL_DESCRIPTIONS.has(text.slice(colon + 2)))
      signals.push({ command: text.slice(0, colon), description: text.slice(colon + 2) })
  }
  finish()
  return { results, diagnostics, environment: {} }
}

/** The target of a block's header line (`'./kernel 2000' (10 runs)`), or undefined. */
function headerTarget(raw: string): string | undefined {
  const text = raw.trim()
  return text.startsWith(HEADER) && text.endsWith(':') ? text.slice(HEADER.length, -1) : undefined
}

function isFooterLine(text: string): boolean {
  return text === '' || USER_SYS.test(text)
}

/**
 * A block from its header's target (`'./kernel 2000' (10 runs)`, `process id '42'`, `'system
 * wide'`) and the signal reports printed before it. perf names a killed run by the command's
 * first word (`argv[0]`), so a report counts for this block when the command starts with it.
 */
function startBlock(
  target: string,
  line: number,
  signals: readonly { command: string; description: string }[],
): Block {
  const runs = RUNS.exec(target)
  const named = runs ? target.slice(0, runs.index) : target
  const quoted = /^((?:process|thread) id )?'(.*)'$/s.exec(named)
  const command = quoted ? (quoted[2] ?? '') : named
  const name = quoted?.[1] ? `${quoted[1]}${command}` : command
  return {
    name: boundedName(name),
    runs: runs ? Math.max(1, Number(runs[1])) : 1,
    line,
    counters: [],
    signals: signals
      .filter((s) => command === s.command || command.startsWith(`${s.command} `))
      .map((s) => s.description),
    table: [],
    ungrouped: [],
  }
}

type LineRead = 'read' | 'table' | 'end-table' | 'footer' | 'unknown'

function readBlockLine(block: Block, text: string, line: number, inTable: boolean): LineRead {
  if (text.startsWith('#')) {
    if (text === '# Table of individual measurements:') return 'table'
    if (text === '# Final result:') return 'end-table'
    // A metric perf moved to its own line: the event's ± and multiplexing figure follow the last
    // metric, so they end this line instead of the counter's.
    const previous = block.counters.at(-1)
    if (previous && previous.noise === undefined && previous.running === undefined)
      Object.assign(previous, suffixes(text).figures)
    return 'read'
  }
  if (inTable) {
    const row = TABLE_ROW.exec(text)
    if (row) {
      block.table.push({ line, value: row[1] ?? '' })
      block.ungrouped.push(row[1] ?? '')
      return 'read'
    }
  }
  const elapsed = ELAPSED.exec(text)
  if (elapsed) {
    const [, mean = '', sdOfMean, percent] = elapsed
    block.elapsed = {
      line,
      mean,
      ...(sdOfMean === undefined ? {} : { sdOfMean }),
      ...(percent === undefined ? {} : { percent }),
    }
    block.ungrouped.push(mean, ...(sdOfMean === undefined ? [] : [sdOfMean]))
    if (percent !== undefined) block.ungrouped.push(percent)
    return 'footer'
  }
  const userSys = USER_SYS.exec(text)
  if (userSys) {
    const value = userSys[1] ?? ''
    block[userSys[2] === 'user' ? 'user' : 'sys'] = { line, value }
    block.ungrouped.push(value)
    return 'footer'
  }
  const counter = counterLine(text, line)
  if (!counter) return 'unknown'
  block.counters.push(counter)
  if (counter.noise !== undefined) block.ungrouped.push(counter.noise)
  return 'read'
}

/** `value [unit] event [# metric] [( +- x% )] [(y%)]`, or undefined when the line is not one. */
function counterLine(text: string, line: number): Counter | undefined {
  const value = VALUE.exec(text)?.[1]
  if (value === undefined) return undefined
  const { rest, figures } = suffixes(text.slice(value.length))
  const comment = /\s#(?:\s|$)/.exec(rest)
  const tokens = (comment ? rest.slice(0, comment.index) : rest).trim().split(/\s+/)
  if (tokens[0] === undefined || tokens[0] === '') return undefined
  // perf 4.x printed the unit after the event (`task-clock (msec)`).
  const after = /^\((\w+)\)$/.exec(tokens.at(-1) ?? '')?.[1]
  if (after !== undefined && tokens.length > 1)
    return { line, event: tokens.slice(0, -1).join(' '), unit: after, value, ...figures }
  // A unit is one word before the event; perf names an event of one PMU among several `event [pmu]`.
  const pmu = tokens.length === 2 && tokens[1]?.startsWith('[')
  const unit = tokens.length === 1 || pmu ? '' : tokens[0]
  const event = tokens.slice(unit === '' ? 0 : 1).join(' ')
  return { line, event, unit, value, ...figures }
}

/** Takes the trailing `( +- x% )` and `(y%)` off a line, in perf's order (noise, then running). */
function suffixes(text: string): { rest: string; figures: { noise?: string; running?: string } } {
  let rest = text.trimEnd()
  const figures: { noise?: string; running?: string } = {}
  const open = Math.max(rest.lastIndexOf('('), rest.lastIndexOf('['))
  const running = RUNNING.exec(rest.slice(open))
  if (running) {
    figures.running = running[1] ?? ''
    rest = rest.slice(0, open).trimEnd()
  }
  const noise = NOISE.exec(rest.slice(rest.lastIndexOf('(')))
  if (noise) {
    figures.noise = noise[1] ?? ''
    rest = rest.slice(0, rest.lastIndexOf('('))
  }
  return { rest, figures }
}

type Say = (severity: Diagnostic['severity'], line: number, message: string) => void

function readBlock(block: Block, file: string, results: FreshResult[], say: Say): void {
  const mark = decimalMark(block.ungrouped)
  const failure = failureOf(block)
  const unsupported: Counter[] = []
  const uncounted: Counter[] = []
  const multiplexed: Counter[] = []
  for (const counter of block.counters) {
    if (counter.value === '<not supported>') {
      unsupported.push(counter)
      continue
    }
    if (counter.value === '<not counted>') {
      uncounted.push(counter)
      continue
    }
    const value = readNumber(counter.value, mark)
    const noise = counter.noise === undefined ? undefined : readNumber(counter.noise, mark)
    if (value === undefined || (counter.noise !== undefined && noise === undefined)) {
      say('error', counter.line, `"${counter.value}" is not a number perf prints; skipped`)
      continue
    }
    if (counter.running !== undefined) multiplexed.push(counter)
    const kind = perfEventKind(counter.event, counter.unit)
    const mean = scaled(value, kind.factor)
    keepResult(results, {
      benchmark: { name: block.name },
      metric: kind.metric,
      metricName: counter.event,
      unit: kind.unit,
      direction: kind.direction,
      samples: [],
      ...figuresOf(block.runs, mean, noise?.number, failure),
      quantum: kind.factor / 10 ** value.decimals,
      format: 'perf-stat-text',
      source: { file, line: counter.line },
    })
  }
  readTimes(block, mark, failure, file, results, say)
  const named = (counters: readonly Counter[]) =>
    counters.map((c) => `"${boundedName(c.event)}"`).join(', ')
  const [firstUnsupported] = unsupported
  if (firstUnsupported)
    say(
      'warning',
      firstUnsupported.line,
      `${unsupported.length === 1 ? 'event' : 'events'} ${named(unsupported)} of "${block.name}" ${unsupported.length === 1 ? 'was' : 'were'} not supported by perf on this machine (a virtual machine often exposes no hardware counters)`,
    )
  const [firstUncounted] = uncounted
  if (firstUncounted)
    say(
      'warning',
      firstUncounted.line,
      `${uncounted.length === 1 ? 'event' : 'events'} ${named(uncounted)} of "${block.name}" ${uncounted.length === 1 ? 'was' : 'were'} not counted by perf (never scheduled on a counter)`,
    )
  const [firstMultiplexed] = multiplexed
  if (firstMultiplexed)
    say(
      'info',
      firstMultiplexed.line,
      `${named(multiplexed)} of "${block.name}" shared hardware counters (perf counted ${multiplexed.map((c) => `${readNumber(c.running ?? '', mark)?.number ?? '?'} %`).join(', ')} of the time and scaled the counts up): their values are estimates`,
    )
  if (!block.elapsed)
    say(
      'warning',
      block.line,
      `the perf stat output for "${block.name}" ends before its "seconds time elapsed" line: cut short?`,
    )
}

/** Wall time from the elapsed line (and `--table`'s runs, as samples); user and sys for one run. */
function readTimes(
  block: Block,
  mark: string,
  failure: RunFailure | undefined,
  file: string,
  results: FreshResult[],
  say: Say,
): void {
  const { elapsed } = block
  if (elapsed) {
    const mean = readNumber(elapsed.mean, mark)
    const sdOfMean = elapsed.sdOfMean === undefined ? undefined : readNumber(elapsed.sdOfMean, mark)
    const percent = elapsed.percent === undefined ? undefined : readNumber(elapsed.percent, mark)
    if (mean === undefined)
      say('error', elapsed.line, `"${elapsed.mean}" is not a number perf prints; skipped`)
    else {
      // The absolute ± is perf's own figure; its percentage is that figure divided by the mean.
      const relative =
        sdOfMean !== undefined && mean.number > 0
          ? sdOfMean.number / mean.number
          : percent === undefined
            ? undefined
            : percent.number / 100
      const samples = tableSamples(block, mark, failure)
      keepResult(results, {
        benchmark: { name: block.name },
        metric: 'wall-time',
        metricName: 'time elapsed',
        unit: 'ns',
        direction: 'lower-is-better',
        samples,
        ...figuresOf(
          block.runs,
          scaled(mean, SECOND),
          relative === undefined ? undefined : relative * 100,
          failure,
          true,
        ),
        quantum: SECOND / 10 ** mean.decimals,
        format: 'perf-stat-text',
        source: { file, line: elapsed.line },
      })
    }
  }
  for (const [metricName, figure] of [
    ['user', block.user],
    ['sys', block.sys],
  ] as const) {
    if (!figure) continue
    const value = readNumber(figure.value, mark)
    if (value === undefined) continue
    keepResult(results, {
      benchmark: { name: block.name },
      metric: 'cpu-time',
      metricName,
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [],
      ...figuresOf(1, scaled(value, SECOND), undefined, failure),
      quantum: SECOND / 10 ** value.decimals,
      format: 'perf-stat-text',
      source: { file, line: figure.line },
    })
  }
}

/** `--table` prints each run's elapsed seconds: real samples, when there is one per run. */
function tableSamples(block: Block, mark: string, failure: RunFailure | undefined): number[] {
  if (failure || block.table.length !== block.runs) return []
  const values = block.table.map((row) => readNumber(row.value, mark))
  return values.every((v) => v !== undefined) ? values.map((v) => scaled(v, SECOND)) : []
}

/**
 * The summary of one figure: one value without `-r`; else n = N, the mean and sd = se·√N from
 * perf's relative standard error in percent (docs/method.md §5). No ± printed with N ≥ 2 means
 * perf's figure was exactly 0: the N runs were equal (except for the elapsed time, whose ± perf
 * always prints: a 0 there is a rounded figure). A failed block keeps no figures: perf averaged
 * the killed runs in, and the good runs alone are not known.
 */
function figuresOf(
  runs: number,
  mean: number,
  percent: number | undefined,
  failure: RunFailure | undefined,
  spreadAlwaysPrinted = false,
): Pick<FreshResult, 'summary' | 'failure'> {
  if (failure) return { failure }
  const summary =
    runs === 1
      ? summaryStats(1, { mean })
      : percent === undefined && !spreadAlwaysPrinted
        ? summaryStats(runs, { mean, sd: 0, min: mean, max: mean })
        : summaryStats(runs, {
            mean,
            sd: percent === undefined ? undefined : (mean * percent * Math.sqrt(runs)) / 100,
          })
  return summary ? { summary } : {}
}

function failureOf(block: Block): RunFailure | undefined {
  if (block.signals.length === 0) return undefined
  const described = [...new Set(block.signals)].join(', ')
  return {
    message: failureMessage(`ended by a signal: ${described}`, 'ended by a signal'),
    failedRuns: Math.min(block.signals.length, block.runs),
    runs: block.runs,
  }
}

/**
 * The locale's decimal mark, from figures perf prints without grouping (`%6.2f` percentages,
 * `%17.9f` seconds): the first non-digit inside one. "." when none has one (a null run printing
 * whole seconds).
 */
function decimalMark(ungrouped: readonly string[]): string {
  for (const figure of ungrouped) {
    const mark = /\d(\D)\d/.exec(figure)?.[1]
    if (mark !== undefined) return mark
  }
  return '.'
}

interface Reading {
  readonly number: number
  /** The digits without the decimal mark, as an integer, and how many followed the mark. */
  readonly mantissa: number
  readonly decimals: number
}

/**
 * A reading in a canonical unit, `factor` of it per printed unit: exact in ns for seconds printed
 * to at most 9 decimals and milliseconds to at most 6 (`0.06577 s` is 65,770,000 ns, not
 * 65,769,999.99999999).
 */
function scaled(reading: Reading, factor: number): number {
  const step = factor / 10 ** reading.decimals
  return Number.isInteger(step) ? reading.mantissa * step : reading.number * factor
}

/**
 * A number as perf printed it with `mark` as the decimal mark: every other mark is grouping.
 * Undefined for two decimal marks or a character perf does not print.
 */
function readNumber(text: string, mark: string): Reading | undefined {
  let digits = ''
  let decimals = -1
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      digits += char
      if (decimals >= 0) decimals++
    } else if (char === mark) {
      if (decimals >= 0) return undefined
      digits += '.'
      decimals = 0
    } else if (!(MARKS.includes(char) || char === ' ') || decimals >= 0) return undefined
  }
  const number = Number(digits)
  if (digits === '' || digits === '.' || !Number.isFinite(number)) return undefined
  return { number, mantissa: Number(digits.replace('.', '')), decimals: Math.max(0, decimals) }
}

/**
 * Benchmark.js (v1–2.1) console text, one line per benchmark as `String(event.target)` prints it in a
 * suite's `cycle` handler: `name x 1,234 ops/sec ±0.52% (95 runs sampled)`. A benchmark whose
 * timed cycles all measured 0 s prints `Infinity ops/sec` (hz = 1 / 0): read, reported with its
 * line, and not compared, never dropped (which would make it "removed", docs/method.md §2).
 */
import { keepResult } from './result-room.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { printedQuantum } from './units.js'

/** The name is everything before the LAST ` x <number> ops/sec`, so names may contain ` x ` (test/field-cases.md F18). */
const RESULT_LINE =
  /^(.*) x ([\d,]+(?:\.\d+)?|Infinity|NaN) ops\/sec [±+-]+\s*([\d.]+|NaN)% \((\d+) runs? sampled\)\s*$/

/** Benchmark.js's own two-tailed 95 % Student t table (benchmark.js 2.1.4 `tTable`), df 1–30. */
const T_TABLE = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
  2.045, 2.042,
]

export const benchmarkjsText: FormatAdapter<'benchmarkjs-text'> = {
  id: 'benchmarkjs-text',
  harness: 'Benchmark.js',
  aliases: ['benchmarkjs'],
  detect: ({ text }) =>
    /^.* x [\d,]+(?:\.\d+)? ops\/sec [±+-]+\s*[\d.]+% \(\d+ runs? sampled\)/m.test(text),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const results: BenchmarkResult[] = []
  source.text.split(/\r?\n/).forEach((line, index) => {
    const match = RESULT_LINE.exec(line)
    if (!match) return
    const [, name = '', hzText = '', rmeText = '', runsText = ''] = match
    if (hzText === 'Infinity' || hzText === 'NaN') {
      const what = `"${name.trim()}" ran at ${hzText} ops/sec`
      const why =
        hzText === 'Infinity'
          ? "its timed cycles measured 0 s, below the timer's resolution"
          : 'Benchmark.js computed no rate'
      diagnostics.push(
        diagnostic('warning', source.name, `line ${index + 1}`, `${what}: ${why}; not compared`),
      )
      keepResult(results, {
        benchmark: { name: name.trim() },
        metric: 'throughput',
        metricName: 'ops/sec',
        unit: 'ops/s',
        direction: 'higher-is-better',
        samples: [],
        error: `${hzText} ops/sec: ${why}`,
        format: 'benchmarkjs-text',
        source: { file: source.name, line: index + 1 },
      })
      return
    }
    const result = toResult(name.trim(), hzText, Number(rmeText), Number(runsText))
    if (result.summary?.mean === 0)
      diagnostics.push(
        diagnostic('warning', source.name, `line ${index + 1}`, `"${name}" ran at 0 ops/sec`),
      )
    keepResult(results, { ...result, source: { file: source.name, line: index + 1 } })
  })
  return { results, diagnostics, environment: {} }
}

/**
 * Benchmark.js keeps its samples to itself and prints hz = 1 / mean time and the relative margin of
 * error at 95 %, rme = 100 · t(0.975, n−1) · sd / (√n · mean) over the n per-operation times. We undo
 * that with benchmark.js's own t table: CV = rme / (100 · t) · √n. The summary's sd is CV · hz, the
 * first-order (delta-method) sd of the rate: the log-ratio test of docs/method.md §5 only uses sd / mean,
 * so comparing rates with it is the same test as comparing the mean times. rme is printed with two
 * decimals, so the derived sd carries that rounding.
 */
function toResult(
  name: string,
  hzText: string,
  rme: number,
  runs: number,
): Omit<BenchmarkResult, 'source'> {
  const hz = Number(hzText.replace(/,/g, ''))
  const cv = cvFromRme(rme, runs)
  return {
    benchmark: { name },
    metric: 'throughput',
    metricName: 'ops/sec',
    unit: 'ops/s',
    direction: 'higher-is-better',
    samples: [],
    summary: cv === undefined ? { n: runs, mean: hz } : { n: runs, mean: hz, sd: cv * hz },
    ...quantumOf(hzText),
    format: 'benchmarkjs-text',
  }
}

/**
 * The coefficient of variation behind Benchmark.js's relative margin of error (percent, 95 %) over
 * `runs` samples, with Benchmark.js's own t table (see `toResult`); undefined for fewer than two.
 * Also used for the peer Action's `range` of a benchmarkjs entry, which is this rme.
 */
export function cvFromRme(rme: number, runs: number): number | undefined {
  if (!(runs > 1) || !Number.isFinite(rme) || rme < 0) return undefined
  const critical = T_TABLE[Math.round(runs - 1) - 1] ?? 1.96
  return (rme / (100 * critical)) * Math.sqrt(runs)
}

function quantumOf(text: string): Pick<BenchmarkResult, 'quantum'> {
  const quantum = printedQuantum(text, 1)
  return quantum === undefined ? {} : { quantum }
}

/**
 * perf stat blocks of one command on one side, combined into one summary (docs/method.md §5,
 * docs/harnesses/perf-stat.md). A `perf stat -r N` block is no sample: it is the mean and spread
 * of N runs. Two blocks of one command (appended to one file with `2>>` or `--append`, or one per
 * file) are 2·N runs of it, and their figures combine exactly into the summary one block of all
 * of them would print: N = Σnᵢ, mean = Σnᵢ·meanᵢ/N, and the sum of squares within the blocks plus
 * between their means, `Σ(nᵢ − 1)·sdᵢ² + Σnᵢ·(meanᵢ − mean)²`, over N − 1 (the pairwise update of
 * Chan, Golub & LeVeque, "Updating formulae and a pairwise algorithm for computing sample
 * variances", 1979). Read as one sample each (what pooling does with other harnesses' summaries,
 * whose medians do not combine), two blocks were n = 2, and two blocks of equal means an exact
 * change with no spread.
 */
import {
  benchmarkKey,
  benchmarkLabel,
  type BenchmarkResult,
  type SummaryStats,
} from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'

/** Formats whose summaries are a mean and sd of n runs, which combine. */
const COMBINED_FORMATS = new Set(['perf-stat-text'])

/**
 * The side's results with the summaries of one command and metric combined into one result (the
 * first block's, carrying the combined summary), and one info note per command. Blocks that
 * failed, blocks beside raw samples (`--table`), and single runs only (`-r 1`: those are samples,
 * as pooling reads them) are left as they are.
 *
 * @param results one side's results, as parsed
 * @param acrossFiles combine blocks of different files too (an unpaired side); on a paired side
 *   each file is a round, and only the blocks within one file combine
 */
export function combineSummaryBlocks(
  results: readonly BenchmarkResult[],
  acrossFiles: boolean,
): { results: readonly BenchmarkResult[]; diagnostics: Diagnostic[] } {
  const groups = new Map<string, BenchmarkResult[]>()
  for (const r of results) {
    if (!COMBINED_FORMATS.has(r.format)) continue
    const key = JSON.stringify([
      r.format,
      benchmarkKey(r.benchmark),
      r.metricName,
      acrossFiles ? '' : r.source.file,
    ])
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [r])
    else group.push(r)
  }
  const replaced = new Map<BenchmarkResult, BenchmarkResult | null>()
  const notes = new Map<string, { file: string; text: string }>()
  for (const group of groups.values()) {
    if (group.length < 2) continue
    const summaries = group.map((r) => r.summary)
    if (group.some((r) => r.samples.length > 0 || r.failure !== undefined || r.error !== undefined))
      continue
    if (!summaries.every((s) => s !== undefined) || summaries.every((s) => s.n < 2)) continue
    const combined = combine(summaries)
    if (combined === undefined) continue
    const [first, ...rest] = group as [BenchmarkResult, ...BenchmarkResult[]]
    replaced.set(first, { ...first, summary: combined })
    for (const r of rest) replaced.set(r, null)
    const label = benchmarkLabel(first.benchmark)
    const files = new Set(group.map((r) => r.source.file)).size
    const where = files > 1 ? ` in ${files} files` : ''
    notes.set(label, {
      file: first.source.file,
      text: `${group.length} perf stat blocks of "${label}"${where} (${summaries.map((s) => s.n).join(' + ')} runs) combined into one summary of ${combined.n} runs`,
    })
  }
  if (replaced.size === 0) return { results, diagnostics: [] }
  const kept: BenchmarkResult[] = []
  for (const r of results) {
    const instead = replaced.get(r)
    if (instead === undefined) kept.push(r)
    else if (instead !== null) kept.push(instead)
  }
  const diagnostics = [...notes.values()].map(({ file, text }) =>
    diagnostic('info', file, '', text),
  )
  return { results: kept, diagnostics }
}

/**
 * The summary of all the blocks' runs: n and mean always; sd when every block has one (a block of
 * one run counts no spread within it); min and max when every block has them. Undefined when a
 * block has no mean.
 */
function combine(blocks: readonly SummaryStats[]): SummaryStats | undefined {
  let n = 0
  let sum = 0
  for (const b of blocks) {
    if (b.mean === undefined) return undefined
    n += b.n
    sum += b.n * b.mean
  }
  const mean = sum / n
  let squares = 0
  let spread = true
  for (const b of blocks) {
    const within = b.n < 2 ? 0 : b.sd
    if (within === undefined) spread = false
    else squares += (b.n - 1) * within * within
    squares += b.n * ((b.mean ?? mean) - mean) ** 2
  }
  const mins = blocks.map((b) => b.min)
  const maxes = blocks.map((b) => b.max)
  const summary: { -readonly [K in keyof SummaryStats]: SummaryStats[K] } = { n, mean }
  if (spread && n >= 2) summary.sd = Math.sqrt(squares / (n - 1))
  if (mins.every((v) => v !== undefined)) summary.min = Math.min(...mins)
  if (maxes.every((v) => v !== undefined)) summary.max = Math.max(...maxes)
  return summary
}

/** One benchmark reported by two harness formats on one side: a setup mistake worth naming. */
import { benchmarkKey, benchmarkLabel, type BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'

const LISTED = 5

/**
 * Warns, once per side, when benchmarks of that side come from more than one format (a Google
 * Benchmark file beside a custom JSON file with the same names). Both are compared, each format's
 * own primary metric gating (default-gating.ts), but the reader should know two files describe
 * the same benchmark, perhaps with different numbers.
 *
 * @param results one side's parsed results
 * @param side the side's name as the report says it (`head`, `base` …)
 * @returns at most one warning, naming up to five benchmarks and the files of the first
 */
export function mixedFormatWarnings(
  results: readonly BenchmarkResult[],
  side: string,
): Diagnostic[] {
  // The usual side has one format: no benchmark can then be in two (no keys built).
  const format = results[0]?.format
  if (results.every((result) => result.format === format)) return []
  // Per benchmark, in first-seen order: its first result and the first file of each format.
  const seen = new Map<string, { first: BenchmarkResult; files: Map<string, string> }>()
  for (const result of results) {
    const key = benchmarkKey(result.benchmark)
    const entry = seen.get(key) ?? { first: result, files: new Map<string, string>() }
    if (!entry.files.has(result.format)) entry.files.set(result.format, result.source.file)
    seen.set(key, entry)
  }
  const mixed = [...seen.values()].filter((entry) => entry.files.size > 1)
  const [first] = mixed
  if (!first) return []
  const files = [...first.files].map(([format, file]) => `${format} in ${file}`).join(', ')
  const names = mixed.slice(0, LISTED).map((entry) => benchmarkLabel(entry.first.benchmark))
  const more = mixed.length > LISTED ? ` and ${mixed.length - LISTED} more` : ''
  return [
    diagnostic(
      'warning',
      first.first.source.file,
      '',
      `the ${side} reports ${mixed.length === 1 ? 'a benchmark' : `${mixed.length} benchmarks`} in two formats (${names.join(', ')}${more}; ${files}); each format's metrics are compared separately`,
    ),
  ]
}

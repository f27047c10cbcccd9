/** One benchmark reported by two harness formats on one side: a setup mistake worth naming. */
import { benchmarkLabel, type BenchmarkResult } from '../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import { keyOfBenchmark } from '../compare/comparison-key.js'

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
  const formats = new Map<string, Map<string, string>>()
  for (const result of results) {
    const key = keyOfBenchmark(result.benchmark)
    const byFormat = formats.get(key) ?? new Map<string, string>()
    if (!byFormat.has(result.format)) byFormat.set(result.format, result.source.file)
    formats.set(key, byFormat)
  }
  const mixed: BenchmarkResult[] = []
  const seen = new Set<string>()
  for (const result of results) {
    const key = keyOfBenchmark(result.benchmark)
    if (seen.has(key)) continue
    seen.add(key)
    if ((formats.get(key)?.size ?? 0) > 1) mixed.push(result)
  }
  const [first] = mixed
  if (!first) return []
  const files = [...(formats.get(keyOfBenchmark(first.benchmark)) ?? [])]
    .map(([format, file]) => `${format} in ${file}`)
    .join(', ')
  const names = mixed.slice(0, LISTED).map((r) => benchmarkLabel(r.benchmark))
  const more = mixed.length > LISTED ? ` and ${mixed.length - LISTED} more` : ''
  return [
    diagnostic(
      'warning',
      first.source.file,
      '',
      `the ${side} reports ${mixed.length === 1 ? 'a benchmark' : `${mixed.length} benchmarks`} in two formats (${names.join(', ')}${more}; ${files}); each format's metrics are compared separately`,
    ),
  ]
}

/**
 * One benchmark key read twice on one side from places that are not repetitions of one run
 * (docs/architecture.md §3, test/field-cases.md F41): Criterion writes one directory per
 * benchmark, so two directories of one `target/criterion` tree with the same `full_id` mean one of
 * them is stale (a cached target/ after a rename). Pooling them as one sample gave "+88,430 %".
 * Both results are marked (`duplicate`), so compare leaves the pair out, and one warning names
 * both places. Directories of two different trees (two runs' artifacts) are repetitions and pool.
 */
import { benchmarkKey, type BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'

/** Formats whose one run writes each benchmark to exactly one place: a second place is stale. */
const ONE_PLACE_PER_RUN: Readonly<
  Record<string, (file: string) => { run: string; place: string }>
> = {
  'criterion-json': criterionPlace,
}

/** The benchmark directory (above `new/`) and the tree it is in (up to `criterion/`). */
function criterionPlace(file: string): { run: string; place: string } {
  const path = file.replaceAll('\\', '/')
  const place = path.replace(/\/(?:new|base|change)\/[^/]+$/, '')
  const root = place.lastIndexOf('criterion/')
  return { run: root >= 0 ? place.slice(0, root + 'criterion/'.length) : '', place }
}

/**
 * The side's results with duplicates marked, and a warning per duplicated benchmark naming both
 * places. Results of other formats are returned as they are.
 */
export function markDuplicates(results: BenchmarkResult[]): {
  results: BenchmarkResult[]
  diagnostics: Diagnostic[]
} {
  const diagnostics: Diagnostic[] = []
  const seen = new Map<string, { run: string; place: string; index: number }>()
  const marked = new Map<number, string>()
  results.forEach((result, index) => {
    const placeOf = ONE_PLACE_PER_RUN[result.format]
    if (!placeOf) return
    const { run, place } = placeOf(result.source.file)
    const key = JSON.stringify([
      result.format,
      benchmarkKey(result.benchmark),
      result.metricName,
      run,
    ])
    const first = seen.get(key)
    if (!first) {
      seen.set(key, { run, place, index })
      return
    }
    if (first.place === place) return
    const message = `"${result.benchmark.name}" is in two directories of one Criterion tree, ${first.place} and ${place}: one is stale (a cached target/?); not compared until one is removed`
    if (!marked.has(first.index))
      diagnostics.push(diagnostic('warning', result.source.file, '', message))
    marked.set(first.index, message)
    marked.set(index, message)
  })
  if (marked.size === 0) return { results, diagnostics }
  return {
    results: results.map((r, i) => {
      const duplicate = marked.get(i)
      return duplicate === undefined ? r : { ...r, duplicate }
    }),
    diagnostics,
  }
}

/**
 * Which `-N` ending of a Go benchmark name is GOMAXPROCS, read over a side's files together
 * (docs/harnesses/go-test.md, "GOMAXPROCS"). Each file is read whole (go-procs-suffix.ts), but a
 * run split over files by a benchmark filter (`-bench 'Size/len-4$'`, then `'Size/len-8$'`, each
 * `-cpu 1`) leaves one name per file, and one name cannot tell `len-4` at GOMAXPROCS 1 from
 * `len` at 4: alone each file reads "len" at 4 and at 8, while the side's names together read
 * `len-4` and `len-8`, as one file of both does. Files of different `-cpu` lists read the same
 * together as alone (the rule takes a list of several values), so the side's reading is the
 * file's one whenever a file could tell.
 */
import type { BenchmarkId, BenchmarkResult } from '../../model/benchmark-result.js'
import { printedName, procsReader } from '../formats/go-procs-suffix.js'

const GO_FORMATS = new Set(['go-test-text', 'go-test-json'])

/**
 * The side's results with each Go benchmark's name and GOMAXPROCS read from all the side's Go
 * names; the same array when the side has Go results from fewer than two files or nothing
 * changes. The name Go printed is rebuilt from the file's reading (`name-procs`, bare for 1),
 * which is exact: a file's reading maps each printed name to one (name, procs) and back.
 *
 * @param results one side's results, as parsed
 */
export function readGoProcsOfSide(results: readonly BenchmarkResult[]): readonly BenchmarkResult[] {
  const files = new Set<string>()
  const printed = new Set<string>()
  for (const r of results) {
    if (!GO_FORMATS.has(r.format) || r.benchmark.procs === undefined) continue
    files.add(r.source.file)
    printed.add(printedName(r.benchmark.name, r.benchmark.procs))
  }
  if (files.size < 2) return results
  const read = procsReader(printed)
  // One id object per benchmark, as the parser gives: later stages memoise per id.
  const ids = new Map<BenchmarkId, BenchmarkId>()
  let changed = 0
  const reread: BenchmarkResult[] = []
  for (const r of results) {
    const { benchmark } = r
    if (!GO_FORMATS.has(r.format) || benchmark.procs === undefined) {
      reread.push(r)
      continue
    }
    let id = ids.get(benchmark)
    if (id === undefined) {
      const { name, procs } = read(printedName(benchmark.name, benchmark.procs))
      id =
        name === benchmark.name && procs === benchmark.procs
          ? benchmark
          : benchmark.suite === undefined
            ? { name, procs }
            : { suite: benchmark.suite, name, procs }
      ids.set(benchmark, id)
    }
    if (id !== benchmark) changed++
    reread.push(id === benchmark ? r : { ...r, benchmark: id })
  }
  return changed > 0 ? reread : results
}

import { benchmarkKey, benchmarkLabel, type BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'

/** Default round pattern: the last number in the file name (`base-3.json`, `round07/head.txt`). */
export const DEFAULT_ROUND_PATTERN = /(\d+)(?!.*\d)/

/**
 * Paired (interleaved) designs: every sample of a file gets the round id found in the file's name
 * by `pattern`'s first group (docs/method.md §6, docs/architecture.md §6 `--paired`). Files without a round id are
 * reported and their results kept unpaired.
 */
export function assignRounds(
  results: readonly BenchmarkResult[],
  pattern: RegExp,
): { results: BenchmarkResult[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const reported = new Set<string>()
  const withRounds = results.map((result) => {
    const file = result.source.file
    const round = pattern.exec(file.split('/').pop() ?? file)?.[1] ?? pattern.exec(file)?.[1]
    if (round === undefined) {
      if (!reported.has(file))
        diagnostics.push(
          diagnostic(
            'warning',
            file,
            '',
            'has no round number in its name; its results are not paired',
          ),
        )
      reported.add(file)
      return result
    }
    return { ...result, rounds: result.samples.map(() => round) }
  })
  diagnostics.push(...sharedRoundWarnings(withRounds))
  return { results: withRounds, diagnostics }
}

/**
 * Two files of one side with the same round id and the same benchmark are either repetitions split
 * over files within a round or, far more often, different rounds whose names the pattern reads
 * alike (`r1_7/base.json`, `r2_7/base.json` → 7): say so once, naming both files.
 */
function sharedRoundWarnings(results: readonly BenchmarkResult[]): Diagnostic[] {
  const fileOf = new Map<string, string>()
  for (const result of results) {
    const round = result.rounds?.[0]
    if (round === undefined) continue
    const key = JSON.stringify([round, benchmarkKey(result.benchmark)])
    const file = result.source.file
    const other = fileOf.get(key)
    if (other === undefined) fileOf.set(key, file)
    else if (other !== file)
      return [
        diagnostic(
          'warning',
          file,
          '',
          `has round number ${round}, as ${other} does, and both hold ${benchmarkLabel(result.benchmark)}: if these are different rounds, set round-pattern (a regular expression whose one group captures the round number) so their names give different numbers`,
        ),
      ]
  }
  return []
}

import type { BenchmarkResult } from '../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'

/** Default round pattern: the last number in the file name (`base-3.json`, `round07/head.txt`). */
export const DEFAULT_ROUND_PATTERN = /(\d+)(?!.*\d)/

/**
 * Paired (interleaved) designs: every sample of a file gets the round id found in the file's name
 * by `pattern`'s first group (METHOD.md §6, DESIGN.md §6 `--paired`). Files without a round id are
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
  return { results: withRounds, diagnostics }
}

import { RE2JS } from 're2js'
import { benchmarkKey, benchmarkLabel, type BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'

/**
 * Where the round number is in a file name: `exec(name)?.[1]` is the round id. A RegExp is one;
 * `compileRoundPattern` makes the linear-time one the `round-pattern` input gives.
 */
export interface RoundPattern {
  readonly source: string
  exec(text: string): readonly (string | null | undefined)[] | null
}

/**
 * `round-pattern` (a regular expression with one capturing group, the round number) compiled by
 * re2js (RE2), whose matching time is linear in the name: file names come from artifacts a fork
 * controls, and a backtracking pattern such as `(\d+)+x` would take exponential time on a long
 * name of digits (docs/security.md "Policy regexes are matched in linear time").
 *
 * @throws RoundPatternError when the text is not RE2 syntax or has not exactly one group
 */
export function compileRoundPattern(text: string): RoundPattern {
  let compiled: RE2JS
  try {
    compiled = RE2JS.compile(text)
  } catch (error) {
    throw new RoundPatternError(
      `is not a regular expression RE2 can compile (${error instanceof Error ? error.message : String(error)}); backreferences and lookaround are not supported`,
    )
  }
  if (compiled.groupCount() !== 1)
    throw new RoundPatternError('must have exactly one capturing group (the round number)')
  return {
    source: text,
    exec(name) {
      const matcher = compiled.matcher(name)
      return matcher.find() ? [matcher.group(0), matcher.group(1)] : null
    },
  }
}

/** Why a `round-pattern` cannot be used; the message reads after the quoted pattern. */
export class RoundPatternError extends Error {
  override readonly name = 'RoundPatternError'
}

/** Default round pattern: the last number in the file name (`base-3.json`, `round07/head.txt`). */
export const DEFAULT_ROUND_PATTERN: RoundPattern = compileRoundPattern('(\\d+)\\D*$')

/**
 * Paired (interleaved) designs: every sample of a file gets the round id found in the file's name
 * by `pattern`'s first group (docs/method.md §6, docs/architecture.md §6 `--paired`). Files without a round id are
 * reported and their results kept unpaired.
 */
export function assignRounds(
  results: readonly BenchmarkResult[],
  pattern: RoundPattern,
): { results: BenchmarkResult[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const reported = new Set<string>()
  // Once per file, not per result: a file holds many results.
  const rounds = new Map<string, string | undefined>()
  const roundOf = (file: string): string | undefined => {
    if (!rounds.has(file))
      rounds.set(
        file,
        pattern.exec(file.split('/').pop() ?? file)?.[1] ?? pattern.exec(file)?.[1] ?? undefined,
      )
    return rounds.get(file)
  }
  const withRounds = results.map((result) => {
    const file = result.source.file
    const round = roundOf(file)
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

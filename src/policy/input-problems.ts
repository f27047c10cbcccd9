/** Whose inputs the problems are in, for the reasons of an `error` verdict. */
import type { Diagnostic } from '../model/diagnostic.js'
import { plural } from '../model/plural.js'
import type { HeadKind } from '../model/head-place.js'
import type { Verdict } from '../model/verdict.js'

/** The sides of a run whose files are read, in the order their problems are told. */
export const INPUT_SIDES = ['head', 'base', 'history', 'control', 'references'] as const
export type InputSide = (typeof INPUT_SIDES)[number]

/** Errors found in each side's inputs (acquiring, decoding, parsing, pairing its files). */
export type ProblemCounts = Readonly<Record<InputSide, number>>

const INPUTS_OF: Readonly<Record<InputSide, string>> = {
  head: "the head's inputs",
  base: "the base's inputs",
  history: "the history runs' inputs",
  control: "the A/A control's inputs",
  references: "the references' inputs",
}

/** Counts per side, all zero, to add to with `countProblems`. */
export function noProblems(): Record<InputSide, number> {
  return { head: 0, base: 0, history: 0, control: 0, references: 0 }
}

/** How many of `diagnostics` are problems (errors); warnings and notes are not counted. */
export function countProblems(diagnostics: readonly Diagnostic[]): number {
  return diagnostics.filter((d) => d.severity === 'error').length
}

/**
 * Why no head result could be read, each count under the side it belongs to: the head's own
 * problems first (or, without any, whether its files were found at all), then the other sides'
 * that have some, e.g. `1 problem in the base's inputs, 2 problems in the history runs' inputs`.
 *
 * @param headFiles how many head files were found (read or not)
 */
export function unreadHeadReasons(counts: ProblemCounts, headFiles: number): string[] {
  // No pointer to a section: the text, Markdown and JSON outputs each list the problems their way.
  const head =
    counts.head > 0
      ? `${problems(counts.head)} in ${INPUTS_OF.head}`
      : headFiles === 0
        ? 'the head results matched no file'
        : `the head's ${headFiles === 1 ? 'file holds' : `${headFiles} files hold`} no benchmark results`
  const others = INPUT_SIDES.filter((side) => side !== 'head' && counts[side] > 0).map(
    (side) => `${problems(counts[side])} in ${INPUTS_OF[side]}`,
  )
  return others.length > 0 ? [head, `also ${others.join(', ')}`] : [head]
}

function problems(count: number): string {
  return plural(count, 'problem')
}

/** What was read, for the verdicts that the inputs alone decide. */
export interface InputFacts {
  /** Results read on the head side, and files found there (read or not). */
  readonly headCount: number
  readonly headFiles: number
  /** Results read on the base side; zero when there is no baseline. */
  readonly baseCount: number
  /** Why there is no baseline (acquire's sentence), else undefined. */
  readonly missing: string | undefined
  /** Errors per side; the head's and each other side's are told apart. */
  readonly problems: ProblemCounts
  /** Why the head has no results: a matrix leg only the base run has (`RunContext.headMissing`). */
  readonly headMissing?: string | undefined
  /** What the head is (`RunContext.headKind`): the words for where its results are. */
  readonly headKind?: HeadKind | undefined
}

/**
 * The verdict the inputs force, else `verdict`: `error` when no head result was read (the numbers
 * say nothing); `no-baseline` when there was nothing to compare with — a neutral outcome, not a
 * failure ("matched no file" only when no head file was found at all).
 */
export function overrideVerdict(verdict: Verdict, facts: InputFacts): Verdict {
  if (facts.headCount === 0)
    return {
      level: 'error',
      headline: 'no head results could be read',
      reasons: unreadHeadReasons(facts.problems, facts.headFiles),
    }
  if (facts.missing !== undefined)
    return {
      level: 'no-baseline',
      // The level already reads `no-baseline`: the headline is the cause alone, said once.
      headline: facts.missing,
      reasons: ["nothing was compared; the head's own numbers are reported"],
    }
  if (facts.baseCount === 0)
    return {
      level: 'no-baseline',
      headline: 'no base results could be read',
      reasons: ["no base file could be read; the head's own numbers are reported"],
    }
  return withUnreadHead(verdict, facts.problems.head)
}

/**
 * A pass (or warn) with errors in the head's inputs becomes `inconclusive`: what could not be read
 * (a truncated file, one over a limit, one that changed while read) may hold the regression, and
 * its benchmarks show only as removed, so nothing says the PR is fine (docs/verdicts.md). A fail
 * stays a fail: what was read already fails.
 */
function withUnreadHead(verdict: Verdict, headProblems: number): Verdict {
  if (headProblems === 0 || (verdict.level !== 'pass' && verdict.level !== 'warn')) return verdict
  return {
    ...verdict,
    level: 'inconclusive',
    headline: `${problems(headProblems)} in ${INPUTS_OF.head}: what could not be read may hide a change`,
    reasons: [
      `results the head's files hold but could not be read are not compared (see the problems found in the inputs); without them the verdict would be ${verdict.level}: ${verdict.headline}`,
      ...verdict.reasons,
    ],
  }
}

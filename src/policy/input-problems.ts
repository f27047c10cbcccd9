/** Whose inputs the problems are in, for the reasons of an `error` verdict. */
import type { Diagnostic } from '../model/diagnostic.js'

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
 * that have some, e.g. `1 problem(s) in the base's inputs, 2 problem(s) in the history runs' inputs`.
 *
 * @param headFiles how many head files were found (read or not)
 */
export function unreadHeadReasons(counts: ProblemCounts, headFiles: number): string[] {
  const see = 'see "Problems found in the inputs"'
  const head =
    counts.head > 0
      ? `${counts.head} problem(s) in ${INPUTS_OF.head}; ${see}`
      : headFiles === 0
        ? 'the head results matched no file'
        : `the head's ${headFiles} file(s) hold no benchmark results; ${see}`
  const others = INPUT_SIDES.filter((side) => side !== 'head' && counts[side] > 0).map(
    (side) => `${counts[side]} problem(s) in ${INPUTS_OF[side]}`,
  )
  return others.length > 0 ? [head, `also ${others.join(', ')}`] : [head]
}

/**
 * Reading every side of a run within the run's budget (sides/run-budget.ts): the sides in the
 * order they matter, each parsed with the caps it has left, history runs kept whole or left out
 * whole (docs/security.md "Reading is bounded").
 */
import type { ResultFile } from '../../model/result-file.js'
import type { ParsedSide, SidesParser } from '../parse-files.js'
import type { SideCapLimits } from './side-caps.js'
import {
  RunBudget,
  sidesThatFitWhole,
  type ReadLimits,
  type RunBudgetLimits,
  type RunRoom,
} from './run-budget.js'

/** One side to read, in the order the sides are to be read; its files are handed over. */
export interface BudgetedSide {
  readonly files: ResultFile[]
  /**
   * Set for a history run: the runs of one leg share a chain, newest first. Such a run is kept
   * whole or left out whole, and once one is left out every later run of its chain is too.
   */
  readonly chain?: number
}

/** Why a chain's runs were left out: the run-wide limit the first of them would have passed. */
export interface LeftOutRuns {
  readonly limit: keyof RunBudgetLimits
}

/** The sides as read: each parsed, in order, or undefined for a history run left out. */
export interface ParsedRun {
  readonly sides: readonly (ParsedSide | undefined)[]
  /** The chains that lost runs, and why. */
  readonly leftOut: ReadonlyMap<number, LeftOutRuns>
}

/** How one side is parsed with its caps and what the run has left (`parseOwnedFiles`). */
type ParseOne = (
  files: ResultFile[],
  format: string,
  caps: SideCapLimits,
  run: RunRoom,
) => ParsedSide

/**
 * Reads `sides` in their order within `limits.run`, so that what the run keeps, and what any one
 * parse may hold while it reads, never passes what the budget allows.
 *
 * The first sides that fit whole whatever they hold (their side caps summed stay within the
 * budget: head and base of the first leg by default) are given to `parser` together, which may
 * parse them on two threads (threads/threaded-parse.ts): each is bounded by its side caps, and
 * read in turn each would get those same caps, so the results are the same on one thread or two.
 * Every later side is parsed here, one after the other, by `parseOne` with caps = min(its side
 * caps, what the run has left): a head, base, control or reference past the budget keeps what fits
 * and says where it stopped (side-caps.ts); a history run that reaches the budget is left out
 * whole, and so is every later (older) run of its chain; once no result is left, the remaining
 * history runs are left out unread.
 */
export async function readWithinBudget(
  sides: readonly BudgetedSide[],
  format: string,
  parser: SidesParser,
  limits: ReadLimits,
  parseOne: ParseOne,
): Promise<ParsedRun> {
  const ahead = Math.min(sides.length, sidesThatFitWhole(limits.run, limits.side))
  const first = ahead > 0 ? await parser(sidesFiles(sides, ahead), format, limits.side) : []
  const budget = new RunBudget(limits.run)
  const out: (ParsedSide | undefined)[] = []
  for (const parsed of first) {
    budget.spend(parsed.kept)
    out.push(parsed)
  }
  const leftOut = new Map<number, LeftOutRuns>()
  for (const side of sides.slice(ahead)) {
    const { chain } = side
    const spent = budget.spentOut()
    if (chain !== undefined && (leftOut.has(chain) || spent !== undefined)) {
      if (spent !== undefined && !leftOut.has(chain)) leftOut.set(chain, { limit: spent })
      side.files.length = 0
      out.push(undefined)
      continue
    }
    const parsed = parseOne(side.files, format, limits.side, budget.room())
    if (chain !== undefined && parsed.runLimit !== undefined) {
      leftOut.set(chain, { limit: parsed.runLimit })
      out.push(undefined)
      continue
    }
    budget.spend(parsed.kept)
    out.push(parsed)
  }
  return { sides: out, leftOut }
}

function sidesFiles(sides: readonly BudgetedSide[], count: number): ResultFile[][] {
  return sides.slice(0, count).map((side) => side.files)
}

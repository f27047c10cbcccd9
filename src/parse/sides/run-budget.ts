/**
 * What one whole run (every side of every matrix leg: heads, bases, A/A controls, references and
 * history runs) may keep, on top of what each side may (side-caps.ts): the per-side caps bound
 * one side, but an Action run holds up to 20 history runs (5 by default), the control and up to
 * 5 references beside head and base, and every leg's sides too, all at once while they are
 * compared (docs/security.md "Reading is bounded"). The budget is spent side by side in the
 * order the sides matter (sides/within-budget.ts); each side is parsed with the caps it has left.
 */
import { agree, plural, wasWere } from '../../model/plural.js'
import {
  MAX_BENCHMARKS_PER_SIDE,
  MAX_RESULTS_PER_SIDE,
  MAX_SAMPLES_PER_SIDE,
  type SideCapLimits,
} from './side-caps.js'

/** What the sides of one run may keep together; each side's distinct benchmarks count apart. */
export interface RunBudgetLimits {
  readonly benchmarks: number
  readonly results: number
  readonly samples: number
}

/**
 * What two full sides may keep (30,000 benchmarks, 90,000 results, 10 million samples): the
 * amount `npm run bench memory` measured within the 512 MB a run may take with head and base at
 * the caps, now shared by every side of the run. Measured on the 2-core Node 20 machine, default
 * heap (docs/security.md "Reading is bounded"), head, base, 5 history runs, the A/A control and
 * 5 references through the CLI, every side at the caps, peaked at 213 MB with 15,000 hyperfine
 * benchmarks a side (847 MB without the budget, and out of memory under a 400 MB heap) and at
 * 363 MB with `go test -benchmem` text of 45,000 results a side; 3 matrix legs of those 13
 * sides through the Action's pipeline at 253 MB, and the budget spent over 10 smaller sides
 * (3,000 benchmarks each) at 292 MB. Head and base of one leg at the side caps fill it exactly,
 * so one suite at the caps is compared as before, without history.
 */
export const DEFAULT_RUN_BUDGET: RunBudgetLimits = {
  benchmarks: 2 * MAX_BENCHMARKS_PER_SIDE,
  results: 2 * MAX_RESULTS_PER_SIDE,
  samples: 2 * MAX_SAMPLES_PER_SIDE,
}

/** The caps a run is read under, both overridable for tests (small numbers, small fixtures). */
export interface ReadLimits {
  readonly side: SideCapLimits
  readonly run: RunBudgetLimits
}

/** What a side is parsed with when the run's budget is what bounds it: the limits, and what is left. */
export interface RunRoom {
  readonly limits: RunBudgetLimits
  readonly left: RunBudgetLimits
}

/** What one side kept, counted as the budget counts it: results, their samples, distinct benchmarks. */
export type KeptCounts = Readonly<Record<keyof RunBudgetLimits, number>>

/**
 * How many sides at `caps` fit whole in the budget `limits` before any is read, whatever they
 * hold: the sides that may be parsed together, each bounded by its side caps alone. Infinite when
 * no cap takes anything (caps of 0).
 */
export function sidesThatFitWhole(limits: RunBudgetLimits, caps: SideCapLimits): number {
  const fit = (key: keyof RunBudgetLimits) =>
    caps[key] === 0 ? Infinity : Math.floor(limits[key] / caps[key])
  return Math.min(fit('benchmarks'), fit('results'), fit('samples'))
}

/** The part of a run's budget its sides have kept so far, side by side. */
export class RunBudget {
  private spent: KeptCounts = { benchmarks: 0, results: 0, samples: 0 }

  constructor(readonly limits: RunBudgetLimits) {}

  /** What is left for the next side, with the limits its messages name. */
  room(): RunRoom {
    const left = (key: keyof RunBudgetLimits) => Math.max(0, this.limits[key] - this.spent[key])
    return {
      limits: this.limits,
      left: { benchmarks: left('benchmarks'), results: left('results'), samples: left('samples') },
    }
  }

  /** The limit that is spent, once no result may be kept (no result, or no new benchmark, left). */
  spentOut(): 'results' | 'benchmarks' | undefined {
    if (this.spent.results >= this.limits.results) return 'results'
    if (this.spent.benchmarks >= this.limits.benchmarks) return 'benchmarks'
    return undefined
  }

  /** Counts what a side kept (`ParsedSide.kept`, as its side caps counted it while keeping). */
  spend(kept: KeptCounts): void {
    this.spent = {
      benchmarks: this.spent.benchmarks + kept.benchmarks,
      results: this.spent.results + kept.results,
      samples: this.spent.samples + kept.samples,
    }
  }
}

const n = (value: number) => value.toLocaleString('en')

/** `limits` in words, e.g. `90,000 results, 10,000,000 samples and 30,000 distinct benchmarks`. */
function describeRunBudget(limits: RunBudgetLimits): string {
  return `${n(limits.results)} results, ${n(limits.samples)} samples and ${n(limits.benchmarks)} distinct benchmarks`
}

/**
 * The one note for the history runs of a leg left out by the budget, e.g. `History: the oldest 3
 * of the 5 earlier base runs were left out. …`. `limit` is the limit the first of them would
 * have passed.
 */
export function historyLeftOutNote(
  leftOut: number,
  total: number,
  limits: RunBudgetLimits,
  limit: keyof RunBudgetLimits,
): string {
  const kept = total - leftOut
  const which =
    leftOut < total
      ? `the oldest ${leftOut === 1 ? '' : `${n(leftOut)} `}of the ${plural(total, 'earlier base run')} ${wasWere(leftOut)} left out`
      : total === 1
        ? 'the earlier base run was left out'
        : total === 2
          ? 'both earlier base runs were left out'
          : `all ${plural(total, 'earlier base run')} were left out`
  const named = { results: 'results', samples: 'samples', benchmarks: 'distinct benchmarks' }[limit]
  const them = agree(leftOut, 'it', 'them')
  const rest =
    kept === 0
      ? 'No history run is compared.'
      : `The ${kept === 1 ? 'newest run is' : `${n(kept)} newest runs are`} compared as usual.`
  return `History: ${which}. A run keeps at most ${describeRunBudget(limits)} over all its sides together (every leg's head, base, A/A control, references and history runs; docs/security.md "Reading is bounded"), and the sides read before ${them} left too few ${named} to keep ${agree(leftOut, 'it', 'the next one')} whole. ${rest}`
}

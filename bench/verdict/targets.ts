/**
 * The verdict-quality targets (shares of suites at τ = 3 %, measured by `npm run bench verdict`,
 * never asserted in a unit test), read off the cells' counts. docs/verdict-quality.md lists them
 * with the figures of method revision 1.
 */
import type { Cell, CellCounts } from './cells.js'

type Measure = 'fail' | 'warn or fail' | 'pass' | 'found' | 'hidden'

export interface Target {
  /** Model name, or `either` (checked on every model). */
  readonly model: 'sim' | 'realistic' | 'either'
  readonly design: string
  readonly scenario: string
  readonly measure: Measure
  readonly op: '≤' | '≥'
  readonly value: number
}

export const TARGETS: readonly Target[] = [
  { model: 'sim', design: 'H5', scenario: 'aa', measure: 'fail', op: '≤', value: 0.01 },
  { model: 'sim', design: 'H5', scenario: 'aa', measure: 'warn or fail', op: '≤', value: 0.03 },
  { model: 'sim', design: 'H5', scenario: 'one+10', measure: 'found', op: '≥', value: 0.98 },
  { model: 'sim', design: 'H5', scenario: 'one+5', measure: 'found', op: '≥', value: 0.75 },
  { model: 'sim', design: 'H0', scenario: 'aa', measure: 'fail', op: '≤', value: 0.01 },
  { model: 'sim', design: 'H0', scenario: 'aa', measure: 'warn or fail', op: '≤', value: 0.03 },
  { model: 'sim', design: 'H0', scenario: 'one+20', measure: 'found', op: '≥', value: 0.99 },
  { model: 'realistic', design: 'H5', scenario: 'aa', measure: 'fail', op: '≤', value: 0.01 },
  {
    model: 'realistic',
    design: 'H5',
    scenario: 'aa',
    measure: 'warn or fail',
    op: '≤',
    value: 0.05,
  },
  { model: 'realistic', design: 'H5', scenario: 'one+20', measure: 'found', op: '≥', value: 0.8 },
  { model: 'realistic', design: 'H0', scenario: 'aa', measure: 'fail', op: '≤', value: 0.05 },
  { model: 'realistic', design: 'H0', scenario: 'one+20', measure: 'found', op: '≥', value: 0.75 },
  { model: 'either', design: 'AA', scenario: 'aa', measure: 'fail', op: '≤', value: 0.01 },
  { model: 'either', design: 'AA', scenario: 'aa', measure: 'warn or fail', op: '≤', value: 0.05 },
  // "A +30 % change is never hidden by the control": never classed no-change.
  { model: 'either', design: 'AA', scenario: 'one+30', measure: 'hidden', op: '≤', value: 0 },
  {
    model: 'either',
    design: 'H5',
    scenario: 'all+5',
    measure: 'warn or fail',
    op: '≥',
    value: 0.8,
  },
  { model: 'either', design: '1v', scenario: 'aa', measure: 'pass', op: '≥', value: 0.9 },
  { model: 'either', design: '1v', scenario: 'one+20', measure: 'found', op: '≥', value: 0.8 },
]

/** One target checked on one model's cell. */
export interface TargetCheck {
  readonly target: Target
  readonly model: string
  readonly measured: number
  readonly met: boolean
}

function measured(measure: Measure, counts: CellCounts): number {
  const v = counts.verdicts
  const share = (x: number): number => x / counts.suites
  switch (measure) {
    case 'fail':
      return share(v.fail)
    case 'warn or fail':
      return share(v.warn + v.fail)
    case 'pass':
      return share(v.pass)
    case 'found':
      return share(counts.found)
    case 'hidden':
      return share(counts.hidden)
  }
}

/** Every target against the cells that measured it (one check per model for `either`). */
export function checkTargets(
  cells: readonly Cell[],
  counts: ReadonlyMap<number, CellCounts>,
): TargetCheck[] {
  const checks: TargetCheck[] = []
  for (const target of TARGETS)
    for (const cell of cells) {
      if (target.model !== 'either' && target.model !== cell.model.name) continue
      if (cell.design.id !== target.design || cell.scenario.id !== target.scenario) continue
      const c = counts.get(cell.index)
      if (!c) continue
      const value = measured(target.measure, c)
      const met = target.op === '≤' ? value <= target.value : value >= target.value
      checks.push({ target, model: cell.model.name, measured: value, met })
    }
  return checks
}

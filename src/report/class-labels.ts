import type { ChangeClass, Comparison, Strength } from '../model/comparison.js'

/** Severity order for sorting rows: what blocks a merge first. */
export const CLASS_ORDER: readonly ChangeClass[] = [
  'regression',
  'inconclusive',
  'improvement',
  'no-change',
  'added',
  'removed',
  'not-compared',
]

const STRENGTH_ORDER: readonly (Strength | null)[] = [
  'exact',
  'strong',
  'likely',
  'unverified',
  null,
]

const CLASS_ICON: Readonly<Record<ChangeClass, string>> = {
  regression: '🔺',
  improvement: '🟢',
  'no-change': '⚪',
  inconclusive: '🔵',
  added: '➕',
  removed: '➖',
  'not-compared': '⏸️',
}

export const CLASS_NAMES: Readonly<Record<ChangeClass, [singular: string, plural: string]>> = {
  regression: ['regression', 'regressions'],
  improvement: ['improvement', 'improvements'],
  'no-change': ['no change', 'no change'],
  inconclusive: ['inconclusive', 'inconclusive'],
  added: ['added', 'added'],
  removed: ['removed', 'removed'],
  'not-compared': ['not compared', 'not compared'],
}

/** `🔺 regression (strong)` */
export function classLabel(comparison: Pick<Comparison, 'class' | 'strength'>): string {
  const strength = comparison.strength ? ` (${comparison.strength})` : ''
  return `${CLASS_ICON[comparison.class]} ${CLASS_NAMES[comparison.class][0]}${strength}`
}

/** Worst first: class, then strength, then the size of the change in the worse direction. */
export function bySeverity(a: Comparison, b: Comparison): number {
  return (
    CLASS_ORDER.indexOf(a.class) - CLASS_ORDER.indexOf(b.class) ||
    STRENGTH_ORDER.indexOf(a.strength) - STRENGTH_ORDER.indexOf(b.strength) ||
    worsening(b) - worsening(a) ||
    (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)
  )
}

/** |log ratio|, so the largest move of either sign sorts first within a class. */
function worsening(c: Comparison): number {
  return c.ratio !== null && c.ratio > 0 ? Math.abs(Math.log(c.ratio)) : 0
}

/** Counts per class, every class present (zero included), in `CLASS_ORDER`. */
export function countByClass(comparisons: readonly Comparison[]): Record<ChangeClass, number> {
  const counts = Object.fromEntries(CLASS_ORDER.map((c) => [c, 0])) as Record<ChangeClass, number>
  for (const comparison of comparisons) counts[comparison.class]++
  return counts
}

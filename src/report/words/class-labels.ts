import type { ChangeClass, Comparison } from '../../model/comparison.js'

/** Severity order for sorting rows: what blocks a merge first. */
export const CLASS_ORDER: readonly ChangeClass[] = [
  'failed',
  'regression',
  'inconclusive',
  'improvement',
  'no-change',
  'added',
  'removed',
  'not-compared',
]

const CLASS_ICON: Readonly<Record<ChangeClass, string>> = {
  regression: '🔺',
  improvement: '🟢',
  'no-change': '⚪',
  inconclusive: '🔵',
  added: '➕',
  removed: '➖',
  'not-compared': '⏸️',
  failed: '❌',
}

export const CLASS_NAMES: Readonly<Record<ChangeClass, [singular: string, plural: string]>> = {
  regression: ['regression', 'regressions'],
  improvement: ['improvement', 'improvements'],
  'no-change': ['no change', 'no change'],
  inconclusive: ['inconclusive', 'inconclusive'],
  added: ['added', 'added'],
  removed: ['removed', 'removed'],
  'not-compared': ['not compared', 'not compared'],
  failed: ['failed', 'failed'],
}

/** `🔺 regression (strong)` */
export function classLabel(comparison: Pick<Comparison, 'class' | 'strength'>): string {
  const strength = comparison.strength ? ` (${comparison.strength})` : ''
  return `${CLASS_ICON[comparison.class]} ${CLASS_NAMES[comparison.class][0]}${strength}`
}

/** Counts per class, every class present (zero included), in `CLASS_ORDER`. */
export function countByClass(comparisons: readonly Comparison[]): Record<ChangeClass, number> {
  const counts = Object.fromEntries(CLASS_ORDER.map((c) => [c, 0])) as Record<ChangeClass, number>
  for (const comparison of comparisons) counts[comparison.class]++
  return counts
}

/**
 * A class's count in the count lines (comment and terminal): `3 improvements`; for the
 * inconclusive ones a waiver accepts, as the regressions are counted (policy's regression-count.ts):
 * `1 waived inconclusive`, `2 inconclusive (+1 waived)`. Also how many of them count toward the
 * verdict (the comment makes those bold).
 *
 * @param waived `Comparison.key`s a waiver accepts (the verdict's `waived`)
 */
export function classCount(
  cls: Exclude<ChangeClass, 'regression'>,
  comparisons: readonly Comparison[],
  waived: ReadonlySet<string>,
): { text: string; counted: number } {
  const of = comparisons.filter((c) => c.class === cls)
  const accepted = cls === 'inconclusive' ? of.filter((c) => waived.has(c.key)).length : 0
  const counted = of.length - accepted
  const name = (n: number) => `${n.toLocaleString('en-US')} ${CLASS_NAMES[cls][n === 1 ? 0 : 1]}`
  if (accepted === 0) return { text: name(of.length), counted }
  const text =
    counted === 0
      ? `${accepted.toLocaleString('en-US')} waived ${CLASS_NAMES[cls][0]}`
      : `${name(counted)} (+${accepted.toLocaleString('en-US')} waived)`
  return { text, counted }
}

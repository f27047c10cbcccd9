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

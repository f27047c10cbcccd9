/** Groups a side's files into what is parsed together: one file, or one multi-file set. */
import type { FileSetReader, FormatAdapter, SourceText } from '../formats/format-adapter.js'

export type ReadingUnit =
  | { readonly kind: 'file'; readonly source: SourceText }
  | {
      readonly kind: 'set'
      readonly reader: FileSetReader
      readonly sources: SourceText[]
    }

/**
 * Every file that a multi-file format (`FormatAdapter.fileSet`) claims joins its set; all other
 * files stay single. Units keep the order of their first file. With an explicit `format`, only
 * that adapter may claim files; with `auto`, the first adapter in registry order that does.
 */
export function groupFileSets(
  sources: readonly SourceText[],
  adapters: readonly FormatAdapter[],
  format: string,
): ReadingUnit[] {
  const readers = adapters.filter(
    (adapter) =>
      adapter.fileSet !== undefined &&
      (format === 'auto' || adapter.id === format || (adapter.aliases?.includes(format) ?? false)),
  )
  const units: ReadingUnit[] = []
  const sets = new Map<string, Extract<ReadingUnit, { kind: 'set' }>>()
  for (const source of sources) {
    const claim = claimOf(source, readers)
    if (!claim) {
      units.push({ kind: 'file', source })
      continue
    }
    const existing = sets.get(claim.key)
    if (existing) existing.sources.push(source)
    else {
      const unit = { kind: 'set' as const, reader: claim.reader, sources: [source] }
      sets.set(claim.key, unit)
      units.push(unit)
    }
  }
  return units
}

function claimOf(
  source: SourceText,
  readers: readonly FormatAdapter[],
): { key: string; reader: FileSetReader } | undefined {
  for (const adapter of readers) {
    const reader = adapter.fileSet
    const set = reader?.setOf(source)
    if (reader && set !== undefined) return { key: JSON.stringify([adapter.id, set]), reader }
  }
  return undefined
}

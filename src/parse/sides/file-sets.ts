/**
 * Which multi-file set a side's file joins (Criterion's `target/criterion` tree): the door
 * (parse-files.ts) asks this of every file a set reader may claim by name, then parses each set
 * together and every other file alone, in the order of each unit's first file.
 */
import type { FileSetReader, FormatAdapter, SourceText } from '../formats/format-adapter.js'

/**
 * The set readers that may claim files: with an explicit `format`, only that adapter's; with
 * `auto`, every multi-file format's, in registry order.
 */
export function fileSetReaders(
  adapters: readonly FormatAdapter[],
  format: string,
): FileSetReader[] {
  return adapters.flatMap((adapter) =>
    adapter.fileSet !== undefined &&
    (format === 'auto' || adapter.id === format || (adapter.aliases?.includes(format) ?? false))
      ? [adapter.fileSet]
      : [],
  )
}

/**
 * The set `source` joins (its key names the reader and the set) and the reader that parses it:
 * the first of `readers` that claims it; undefined when none does and it is read alone.
 */
export function claimOf(
  source: SourceText,
  readers: readonly FileSetReader[],
): { key: string; reader: FileSetReader } | undefined {
  for (const [i, reader] of readers.entries()) {
    if (!reader.claimsName(source.name)) continue
    const set = reader.setOf(source)
    if (set !== undefined) return { key: JSON.stringify([i, set]), reader }
  }
  return undefined
}

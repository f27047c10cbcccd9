/**
 * Notes about how a run was built that every file of the run repeats: Google Benchmark's debug
 * library (formats/google-benchmark-build.ts) is said by each file, so head, base and seven history
 * files said it nine times. The run's diagnostics give such a note once, on its first file, naming
 * the others; every other diagnostic is kept as it is, in its place.
 */
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { DEBUG_LIBRARY_NOTE } from '../formats/google-benchmark-build.js'

/** Messages that describe the build, the same for every file that says them. */
const BUILD_NOTES: ReadonlySet<string> = new Set([DEBUG_LIBRARY_NOTE])

/** File names listed in the merged note before "and N more". */
const NAMED_FILES = 3

/**
 * `diagnostics` (of every side of one run, in the order they are reported) with each build note
 * given once: the first occurrence stays where it was, and when more than one file said it, its
 * message ends with how many files and the first few of their names.
 */
export function buildNotesOnce(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const files = new Map<string, string[]>()
  for (const d of diagnostics) {
    if (!BUILD_NOTES.has(d.message)) continue
    const said = files.get(d.message) ?? []
    if (!said.includes(d.file)) said.push(d.file)
    files.set(d.message, said)
  }
  if (files.size === 0) return [...diagnostics]
  const given = new Set<string>()
  const kept: Diagnostic[] = []
  for (const d of diagnostics) {
    const said = files.get(d.message)
    if (said === undefined) {
      kept.push(d)
      continue
    }
    if (given.has(d.message)) continue
    given.add(d.message)
    kept.push(
      said.length < 2
        ? d
        : diagnostic(
            d.severity,
            d.file,
            d.location,
            `${d.message}; the same in ${filesWords(said)}`,
          ),
    )
  }
  return kept
}

/** "both files: a and b", "all 7 files: a, b, c and 4 more". */
function filesWords(names: readonly string[]): string {
  const count = names.length === 2 ? 'both files' : `all ${names.length} files`
  const shown = names.slice(0, NAMED_FILES)
  const more = names.length - shown.length
  const list =
    more > 0
      ? `${shown.join(', ')} and ${more} more`
      : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`
  return `${count}: ${list}`
}

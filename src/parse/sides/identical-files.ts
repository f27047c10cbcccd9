/**
 * Byte-identical result files on one side (docs/architecture.md §3, "Several files on one side"):
 * two copies of one result file (a glob that matched a file and its copy, an artifact holding it
 * twice) would pool its samples twice, doubling n and narrowing every confidence interval with no
 * new measurement. Each file parsed alone is hashed as it is read, before it is decoded; a later
 * file with the bytes of an earlier one is skipped with a warning naming both. Files of a
 * multi-file set are not checked: what such a file means depends on where it lies in the set.
 */
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { cyrb53 } from '../text/cyrb53.js'

/** The first file seen with each content, by length and hash of the bytes. */
export class IdenticalFiles {
  private readonly first = new Map<string, string>()

  /**
   * Notes `name`'s bytes; answers the warning to give when an earlier file had the same bytes,
   * else undefined. Empty files are not compared (each one says it is empty). Calling it again
   * for the file first seen with these bytes answers undefined.
   */
  copyOf(name: string, bytes: Uint8Array): Diagnostic | undefined {
    if (bytes.byteLength === 0) return undefined
    // With the length beside the 53-bit hash, two different files of one side share a key by
    // accident with odds near 2⁻⁵³ a pair. No defence against a crafted collision, and none is
    // needed: whoever writes a side's files can leave one out anyway (docs/security.md).
    const key = `${bytes.byteLength}:${cyrb53(bytes)}`
    const earlier = this.first.get(key)
    if (earlier === undefined) {
      this.first.set(key, name)
      return undefined
    }
    if (earlier === name) return undefined
    return diagnostic(
      'warning',
      name,
      '',
      `has the same bytes as ${earlier}: read once, so that its samples are not counted twice (two copies of one result file, or two names for it)`,
    )
  }
}

import { unzipSync } from 'fflate'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import type { ResultFile } from '../model/result-file.js'

/** Limits on what one artifact may unpack to (DESIGN.md §7; issue 8 states the bounds). */
export interface UnzipLimits {
  readonly maxEntries: number
  readonly maxFileBytes: number
  readonly maxTotalBytes: number
}

export const DEFAULT_UNZIP_LIMITS: UnzipLimits = {
  maxEntries: 10_000,
  maxFileBytes: 200 * 1024 * 1024,
  maxTotalBytes: 512 * 1024 * 1024,
}

/** Extensions of files a harness writes; anything else in an artifact is never decompressed. */
const RESULT_FILE = /\.(json|jsonl|ndjson|txt|log|out|csv|xml|tsv)$/i

class TooManyEntries extends Error {}

/**
 * Reads result files from a zip held in memory; nothing touches the disk and nothing is executed
 * or extracted. Entries with absolute or `..` paths, directories, files with other extensions
 * and files over the limits are skipped with a diagnostic. Memory stays within the declared sizes:
 * fflate inflates each entry into a buffer of its declared size and never grows it.
 */
export function unzipResults(
  zip: Uint8Array,
  artifact: string,
  limits: UnzipLimits = DEFAULT_UNZIP_LIMITS,
): { files: ResultFile[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  let entries = 0
  let total = 0
  const seen = new Set<string>()
  let unpacked: Record<string, Uint8Array>
  try {
    unpacked = unzipSync(zip, {
      filter: ({ name, originalSize }) => {
        if (++entries > limits.maxEntries) throw new TooManyEntries()
        const where = `${artifact}/${name}`
        if (name.endsWith('/')) return false
        if (!isSafePath(name)) {
          diagnostics.push(
            diagnostic(
              'error',
              where,
              '',
              'unsafe path in the artifact (absolute or with ..); skipped',
            ),
          )
          return false
        }
        if (!RESULT_FILE.test(name)) return false
        if (seen.has(name)) {
          diagnostics.push(
            diagnostic(
              'warning',
              where,
              '',
              'appears twice in the artifact; the first copy was read',
            ),
          )
          return false
        }
        if (originalSize > limits.maxFileBytes || total + originalSize > limits.maxTotalBytes) {
          diagnostics.push(
            diagnostic(
              'error',
              where,
              '',
              `unpacks to ${originalSize} bytes, over the artifact limits; skipped`,
            ),
          )
          return false
        }
        seen.add(name)
        total += originalSize
        return true
      },
    })
  } catch (error) {
    const message =
      error instanceof TooManyEntries
        ? `holds more than ${limits.maxEntries} entries; refused`
        : `is not a readable zip archive (${error instanceof Error ? error.message : String(error)})`
    return { files: [], diagnostics: [...diagnostics, diagnostic('error', artifact, '', message)] }
  }
  const files = Object.entries(unpacked)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, bytes]) => ({ name: `${artifact}/${name}`, bytes }))
  return { files, diagnostics }
}

function isSafePath(name: string): boolean {
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return false
  return !name.split(/[\\/]/).some((part) => part === '..')
}

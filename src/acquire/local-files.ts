import { open, stat, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { glob } from 'tinyglobby'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import type { ResultFile } from '../model/result-file.js'

/** Files larger than this are refused before reading (bounded memory). */
export const MAX_RESULT_FILE_BYTES = 200 * 1024 * 1024
const MAX_FILES_PER_SIDE = 10_000
/**
 * All files of one side together: the files are held in memory until parsed, so without this
 * 10,000 files of 50 KiB (each well within the one-file limit) held 500 MB (docs/security.md).
 */
export const MAX_SIDE_BYTES = 200 * 1024 * 1024
/** The diagnostic of a pattern that matched no file (callers tell a typo from a first run). */
export const NO_MATCH = 'no file matches this path or pattern'

export interface LocalFiles {
  readonly files: ResultFile[]
  readonly diagnostics: Diagnostic[]
}

/**
 * Reads every file matching `patterns` (files, directories or globs; `\` is accepted as a path
 * separator on Windows). A pattern that matches nothing, an unreadable or oversized file becomes a
 * diagnostic; the other files are still read. Names are relative to `cwd` for files inside it, and
 * absolute for the others (see `displayName`), with `/` separators. All files of the side together
 * hold at most `sideBytes` (default `MAX_SIDE_BYTES`): the file that would pass it, and every file
 * after it, are left out with one diagnostic.
 */
export async function readLocalFiles(
  patterns: readonly string[],
  cwd: string,
  sideBytes = MAX_SIDE_BYTES,
): Promise<LocalFiles> {
  const files: ResultFile[] = []
  const diagnostics: Diagnostic[] = []
  const seen = new Set<string>()
  let total = 0
  for (const [index, pattern] of patterns.entries()) {
    const matches = await expand(pattern, cwd)
    if (matches.length === 0) diagnostics.push(diagnostic('error', pattern, '', NO_MATCH))
    for (const absolute of matches) {
      if (seen.has(absolute)) continue
      seen.add(absolute)
      if (seen.size > MAX_FILES_PER_SIDE) {
        diagnostics.push(
          diagnostic(
            'error',
            pattern,
            '',
            `more than ${MAX_FILES_PER_SIDE} files matched; the rest were skipped`,
          ),
        )
        return { files, diagnostics }
      }
      const name = displayName(absolute, cwd)
      const read = await readBounded(absolute, name)
      if ('problem' in read) {
        diagnostics.push(read.problem)
        continue
      }
      total += read.bytes.byteLength
      if (total > sideBytes) {
        const left = matches.slice(matches.indexOf(absolute) + 1).filter((m) => !seen.has(m))
        diagnostics.push(
          diagnostic(
            'error',
            name,
            '',
            `brings this side's files past the ${formatMiB(sideBytes)} limit for all result files of one side: ${leftOutWords(left.length, index < patterns.length - 1)}`,
          ),
        )
        return { files, diagnostics }
      }
      files.push({ name, bytes: read.bytes })
    }
  }
  return { files, diagnostics }
}

/**
 * What the side-bytes cap left out, in words that fit the count: "it was left out", "it and 1 more
 * file of this pattern were left out", "it and 6 more files of this pattern, and every file of the
 * later patterns, were left out".
 *
 * @param more files of the same pattern after the one that passed the cap (not yet read)
 * @param laterPatterns whether patterns after this one were given (none of their files is read)
 */
export function leftOutWords(more: number, laterPatterns: boolean): string {
  const same =
    more === 0
      ? ''
      : ` and ${more.toLocaleString('en')} more ${more === 1 ? 'file' : 'files'} of this pattern`
  if (!laterPatterns) return same === '' ? 'it was left out' : `it${same} were left out`
  return same === ''
    ? 'it and every file of the later patterns were left out'
    : `it${same}, and every file of the later patterns, were left out`
}

/**
 * How a file is named in reports: relative to `cwd` when it is inside it (`bench-out/a.json`), else
 * its absolute path (`/tmp/x/a.json`, not `../../tmp/x/a.json`); `/` separators on every platform.
 */
export function displayName(absolute: string, cwd: string): string {
  const relative = path.relative(path.resolve(cwd), absolute)
  const outside =
    relative === '' ||
    relative === '..' ||
    relative.startsWith(`..${path.sep}`) ||
    path.isAbsolute(relative)
  return (outside ? absolute : relative).split(path.sep).join('/')
}

async function expand(pattern: string, cwd: string): Promise<string[]> {
  const normalized = process.platform === 'win32' ? pattern.replace(/\\/g, '/') : pattern
  const absolute = path.resolve(cwd, normalized)
  try {
    const info = await stat(absolute)
    // A named device or FIFO is kept, so that reading refuses it by name.
    if (!info.isDirectory()) return [absolute]
  } catch {
    // Not a plain path: read it as a glob below.
  }
  const matches = await glob(normalized, {
    cwd,
    absolute: true,
    onlyFiles: true,
    dot: false,
    expandDirectories: true,
  })
  return matches.map((m) => path.resolve(m)).sort()
}

async function readBounded(
  absolute: string,
  name: string,
): Promise<{ bytes: Uint8Array } | { problem: Diagnostic }> {
  try {
    // Before opening: opening a FIFO blocks until a writer comes, and a device (`-> /dev/zero`,
    // size 0 by stat) reads forever. Only regular files are results (docs/security.md).
    if (!(await stat(absolute)).isFile()) return { problem: notRegular(name) }
    const handle = await open(absolute, 'r')
    try {
      const info = await handle.stat()
      if (!info.isFile()) return { problem: notRegular(name) }
      const { size } = info
      if (size > MAX_RESULT_FILE_BYTES)
        return {
          problem: diagnostic(
            'error',
            name,
            '',
            `is ${formatMiB(size)}, over the ${formatMiB(MAX_RESULT_FILE_BYTES)} limit for one result file; split the results or drop embedded data`,
          ),
        }
      // A Buffer is a Uint8Array: viewing it (not copying it) keeps one copy of a large file.
      const data = size > 0 ? await handle.readFile() : await readUnsized(handle)
      if (data === null) return { problem: overLimit(name) }
      return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) }
    } finally {
      await handle.close()
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    return { problem: diagnostic('error', name, '', `cannot be read (${code})`) }
  }
}

function notRegular(name: string): Diagnostic {
  return diagnostic(
    'error',
    name,
    '',
    'is not a regular file (a device, FIFO or socket, or a link to one); refused before reading',
  )
}

function overLimit(name: string): Diagnostic {
  return diagnostic(
    'error',
    name,
    '',
    `holds more than the ${formatMiB(MAX_RESULT_FILE_BYTES)} limit for one result file; split the results or drop embedded data`,
  )
}

/**
 * A regular file whose size stat cannot tell (0: a pseudo-file such as `/proc/…`), read in chunks
 * up to the one-file limit; null when it holds more.
 */
async function readUnsized(handle: FileHandle): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let total = 0
  for (;;) {
    const chunk = Buffer.alloc(64 * 1024)
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, null)
    if (bytesRead === 0) return Buffer.concat(chunks, total)
    total += bytesRead
    if (total > MAX_RESULT_FILE_BYTES) return null
    chunks.push(chunk.subarray(0, bytesRead))
  }
}

function formatMiB(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`
}

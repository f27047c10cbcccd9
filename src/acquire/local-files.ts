import * as fs from 'node:fs'
import { constants } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import path from 'node:path'
import { glob } from 'tinyglobby'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import { readListedFile, type ResultFile } from '../model/result-file.js'
import { isInside, leavesDirectory, readAtMost } from '../settings/settings.js'
import { formatBytes } from './download-budget.js'

/** Files larger than this are refused before reading (bounded memory). */
export const MAX_RESULT_FILE_BYTES = 200 * 1024 * 1024
const MAX_FILES_PER_SIDE = 10_000
/**
 * All files of one side together. Files are read one at a time when parsed, so this bounds the
 * parse's work (and an artifact's inflation) rather than what is held at once (docs/security.md).
 */
export const MAX_SIDE_BYTES = 200 * 1024 * 1024
/** The diagnostic of a pattern that matched no file (callers tell a typo from a first run). */
export const NO_MATCH = 'no file matches this path or pattern'

export interface LocalFiles {
  readonly files: ResultFile[]
  readonly diagnostics: Diagnostic[]
}

/**
 * Lists every file matching `patterns` (files, directories or globs; `\` is accepted as a path
 * separator on Windows) and checks it, holding none of its bytes: each file is opened and stat'ed
 * here, and handed on lazily (`ResultFile.bytes` reads it when parse gets to it; a file stat calls
 * empty, such as `/proc/…`, is read here, up to the one-file limit and what is left of the side's,
 * and what it read counts toward the side's total whether it is kept or not). A pattern that
 * matches nothing, an unreadable, oversized or non-regular file, and a file inside `cwd` that is a
 * link to one outside it (a checkout's `out/x.json -> ~/.ssh/id_rsa` or `-> /proc/self/environ`,
 * docs/security.md) become diagnostics; the other files are still read. A file named outside
 * `cwd` is read as named. Names are relative to `cwd` for files inside it, and absolute for the
 * others (see `displayName`), with `/` separators. All files of the side together hold at most
 * `sideBytes` (default `MAX_SIDE_BYTES`): the file that would pass it, and every file after it,
 * are left out with one diagnostic.
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
      const read = await readBounded(absolute, name, cwd, Math.max(0, sideBytes - total))
      total += read.spent
      if ('problem' in read) diagnostics.push(read.problem)
      if (total > sideBytes) {
        const left = matches.slice(matches.indexOf(absolute) + 1).filter((m) => !seen.has(m))
        diagnostics.push(
          diagnostic(
            'error',
            name,
            '',
            `brings this side's files past the ${formatBytes(sideBytes)} limit for all result files of one side: ${leftOutWords(left.length, index < patterns.length - 1)}`,
          ),
        )
        return { files, diagnostics }
      }
      if ('file' in read) files.push(read.file)
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
  const root = path.resolve(cwd)
  const shown = isInside(absolute, root) ? path.relative(root, absolute) : absolute
  return shown.split(path.sep).join('/')
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

/**
 * A file on disk, listed and checked but not read: `bytes` reads it each time it is asked for,
 * refusing it unless it is still the regular file of the size listed (`readListedFile`).
 */
class DiskFile implements ResultFile {
  constructor(
    readonly name: string,
    readonly path: string,
    readonly size: number,
  ) {}

  get bytes(): Uint8Array {
    return readListedFile(fs, this.path, this.size)
  }
}

/**
 * One listed file, checked and not yet read (or read, when stat cannot tell its size), with the
 * bytes it cost the side: its listed size, or what was read of a file listed as empty.
 */
type Bounded = ({ file: ResultFile } | { problem: Diagnostic }) & { spent: number }

async function readBounded(
  absolute: string,
  name: string,
  cwd: string,
  room: number,
): Promise<Bounded> {
  try {
    // Before opening: opening a FIFO blocks until a writer comes, and a device (`-> /dev/zero`,
    // size 0 by stat) reads forever. Only regular files are results (docs/security.md).
    if (!(await stat(absolute)).isFile()) return { problem: notRegular(name), spent: 0 }
    if (await leavesDirectory(absolute, cwd)) return { problem: linkedOutside(name), spent: 0 }
    // Non-blocking: what was a regular file at `stat` may be a FIFO by now.
    const handle = await open(absolute, constants.O_RDONLY | constants.O_NONBLOCK)
    try {
      const info = await handle.stat()
      if (!info.isFile()) return { problem: notRegular(name), spent: 0 }
      const { size } = info
      if (size > MAX_RESULT_FILE_BYTES)
        return {
          problem: diagnostic(
            'error',
            name,
            '',
            `is ${formatBytes(size)}, over the ${formatBytes(MAX_RESULT_FILE_BYTES)} limit for one result file; split the results or drop embedded data`,
          ),
          spent: 0,
        }
      if (size > 0) return { file: new DiskFile(name, absolute, size), spent: size }
      // A pseudo-file (`/proc/…`) lists 0 bytes and may never end: read no more than one file or
      // what is left of the side may hold, so that many such files cannot read without end.
      const limit = Math.min(MAX_RESULT_FILE_BYTES, room)
      const data = await readAtMost(handle, limit)
      if (data === null) return { problem: overLimit(name, limit), spent: limit + 1 }
      // A Buffer is a Uint8Array: viewing it (not copying it) keeps one copy.
      const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      return { file: { name, bytes }, spent: bytes.byteLength }
    } finally {
      await handle.close()
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    return { problem: diagnostic('error', name, '', `cannot be read (${code})`), spent: 0 }
  }
}

function linkedOutside(name: string): Diagnostic {
  return diagnostic(
    'error',
    name,
    '',
    'is a link to a file outside the working directory; refused before reading (name the file itself to read it)',
  )
}

function notRegular(name: string): Diagnostic {
  return diagnostic(
    'error',
    name,
    '',
    'is not a regular file (a device, FIFO or socket, or a link to one); refused before reading',
  )
}

function overLimit(name: string, limit: number): Diagnostic {
  return diagnostic(
    'error',
    name,
    '',
    limit < MAX_RESULT_FILE_BYTES
      ? `lists 0 bytes but holds more than the ${formatBytes(limit)} left of this side's limit (a pseudo-file such as /proc/…); refused`
      : `holds more than the ${formatBytes(MAX_RESULT_FILE_BYTES)} limit for one result file; split the results or drop embedded data`,
  )
}

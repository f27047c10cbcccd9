import { inflateRawSync } from 'node:zlib'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import { UnreadableFile, type ResultFile } from '../model/result-file.js'
import { ZipFileError } from './zip-file.js'
import {
  bufferSource,
  crc32,
  entryData,
  readZipDirectory,
  type ZipEntry,
  type ZipSource,
} from './zip-archive.js'

/** Limits on what one artifact may unpack to (docs/architecture.md §7). */
export interface UnzipLimits {
  readonly maxEntries: number
  readonly maxFileBytes: number
  readonly maxTotalBytes: number
}

export const DEFAULT_UNZIP_LIMITS: UnzipLimits = {
  maxEntries: 10_000,
  maxFileBytes: 200 * 1024 * 1024,
  // The same as all local files of one side (acquire/local-files.ts MAX_SIDE_BYTES): memory.
  maxTotalBytes: 200 * 1024 * 1024,
}

/**
 * Names of files a harness writes (by extension, plus valgrind's `callgrind.out.<pid>`, with the
 * `.<part>` of a callgrind dump and the `-<thread>` of `--separate-threads=yes`); anything else in
 * an artifact is never decompressed.
 */
const RESULT_FILE =
  /(\.(json|jsonl|ndjson|txt|log|out|csv|xml|tsv)|(^|\/)(callgrind|cachegrind)\.out\.\d+(\.\d+)?(-\d+)?)$/i

/**
 * Reads result files from a zip: a downloaded artifact's file (zip-file.ts), read by offset, or
 * bytes in memory (tests). Nothing is executed or extracted. Each result entry is read, inflated
 * and checked here, one at a time, and handed on lazily: the file holds where its compressed data
 * lies in the zip, no bytes, and its `bytes` read and inflate it again, checked again, when parse
 * gets to it (docs/architecture.md §1), so the zip must stay where it is until then (the run's
 * scratch directory, scratch-directory.ts). Entries with absolute or `..` paths, symbolic links,
 * directories, files with other extensions and files over the limits are skipped with a
 * diagnostic, as is every entry whose data does not match its header: compressed data larger
 * than deflate makes of the declared size, data that inflates past its declared size (inflation
 * stops there), to another size, or fails its CRC-32, and entries whose data overlaps another's
 * (the overlapping-entries zip bomb). One bad entry never costs the others. Bounds: the entry
 * count is checked before any entry is read; each entry costs at most its declared size
 * (≤ `maxFileBytes`) in inflation work, and in memory that plus its compressed data (at most
 * `maxCompressedBytes` of it); all entries together at most `maxTotalBytes`.
 */
export function unzipResults(
  zip: Uint8Array | ZipSource,
  artifact: string,
  limits: UnzipLimits = DEFAULT_UNZIP_LIMITS,
): { files: ResultFile[]; diagnostics: Diagnostic[] } {
  const source = zip instanceof Uint8Array ? bufferSource(zip) : zip
  try {
    return unzipSource(source, artifact, limits)
  } catch (error) {
    // Whatever stops the walk is that artifact's loss, not the run's; only the file system's
    // refusals (zip-file.ts) are the scratch directory's problem, the rest say what they are.
    const message =
      error instanceof ZipFileError
        ? `could not be read back from the run's temporary directory (${error.code})`
        : `could not be unpacked (${messageOf(error)})`
    return { files: [], diagnostics: [diagnostic('error', artifact, '', message)] }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function unzipSource(
  zip: ZipSource,
  artifact: string,
  limits: UnzipLimits,
): { files: ResultFile[]; diagnostics: Diagnostic[] } {
  const directory = readZipDirectory(zip, limits.maxEntries)
  if (directory.kind !== 'read') {
    const message =
      directory.kind === 'too-many'
        ? `holds more than ${limits.maxEntries} entries; refused`
        : `is not a readable zip archive (${directory.problem})`
    return { files: [], diagnostics: [diagnostic('error', artifact, '', message)] }
  }
  const diagnostics: Diagnostic[] = []
  const files: ResultFile[] = []
  const seen = new Set<string>()
  const overlaps = overlapCheck(directory.entries, directory.directoryOffset)
  let total = 0
  for (const entry of directory.entries) {
    const where = `${artifact}/${entry.name}`
    const refusal = refusalOf(entry, seen)
    if (refusal === 'ignore') continue
    if (refusal) {
      diagnostics.push(diagnostic(refusal.severity, where, '', refusal.message))
      continue
    }
    if (entry.size > limits.maxFileBytes || total + entry.size > limits.maxTotalBytes) {
      diagnostics.push(
        diagnostic(
          'error',
          where,
          '',
          `unpacks to ${entry.size.toLocaleString('en-US')} bytes, over the artifact limits; skipped`,
        ),
      )
      continue
    }
    total += entry.size
    const read = readEntry(zip, entry, overlaps)
    if ('problem' in read)
      diagnostics.push(diagnostic('error', where, '', `${read.problem}; skipped`))
    else files.push(new ZipEntryFile(where, entry, zip, read.start))
  }
  if (directory.problem !== undefined)
    diagnostics.push(
      diagnostic('error', artifact, '', `${directory.problem}; the entries after it were not read`),
    )
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { files, diagnostics }
}

type Refusal = 'ignore' | { severity: Diagnostic['severity']; message: string } | undefined

/** What the central directory alone says against reading an entry. */
function refusalOf(entry: ZipEntry, seen: Set<string>): Refusal {
  const { name } = entry
  if (name.endsWith('/')) return 'ignore'
  if (!isSafePath(name))
    return {
      severity: 'error',
      message: 'unsafe path in the artifact (absolute or with ..); skipped',
    }
  if (entry.symlink)
    return { severity: 'error', message: 'is a symbolic link in the artifact; skipped' }
  if (!RESULT_FILE.test(name)) return 'ignore'
  if (seen.has(name))
    return {
      severity: 'warning',
      message: 'appears more than once in the artifact; only the first copy was considered',
    }
  seen.add(name)
  if (entry.encrypted) return { severity: 'error', message: 'is encrypted; skipped' }
  if (entry.method !== 0 && entry.method !== 8)
    return {
      severity: 'error',
      message: `uses zip compression method ${entry.method}; only stored and deflate are read; skipped`,
    }
  if (entry.compressedSize > maxCompressedBytes(entry.size))
    return {
      severity: 'error',
      message: `declares ${entry.compressedSize.toLocaleString('en-US')} bytes of compressed data for ${entry.size.toLocaleString('en-US')} bytes, more than deflate ever takes (a corrupt archive); skipped`,
    }
  return undefined
}

/**
 * The most compressed bytes an entry of `size` bytes may hold: deflate's stored blocks add 5
 * bytes per block (RFC 1951 §3.2.4); zlib's `deflateBound` allows about one 4,096th more. This is
 * generous (blocks of 320 bytes or more, plus 1 MiB, so a small entry that understates its size
 * is still inflated and refused for what it inflates to), and bounds what reading one entry holds.
 */
function maxCompressedBytes(size: number): number {
  return size + Math.ceil(size / 64) + 1024 * 1024
}

/**
 * An entry that passed every check, held as where its compressed data lies in the zip: `bytes`
 * reads it and unpacks it (and checks it once more) on every access. One entry at a time is then
 * read and unpacked, not all of an artifact.
 */
class ZipEntryFile implements ResultFile {
  readonly size: number

  constructor(
    readonly name: string,
    private readonly entry: ZipEntry,
    private readonly zip: ZipSource,
    private readonly start: number,
  ) {
    this.size = entry.size
  }

  get bytes(): Uint8Array {
    let data: Uint8Array
    try {
      data = this.zip.read(this.start, this.entry.compressedSize)
    } catch (error) {
      throw new UnreadableFile(
        error instanceof ZipFileError
          ? `cannot be read back from the run's temporary directory (${error.code})`
          : `cannot be read (${messageOf(error)})`,
      )
    }
    if (data.byteLength !== this.entry.compressedSize)
      throw new UnreadableFile(
        "was cut short in the run's temporary directory (the zip changed after it was checked)",
      )
    const unpacked = unpack(data, this.entry)
    if ('problem' in unpacked) throw new UnreadableFile(unpacked.problem)
    return unpacked.bytes
  }
}

/**
 * Where the entry's compressed data starts, once it unpacks cleanly (read, inflated and checked,
 * then let go: only one entry's data and bytes are held at a time).
 */
function readEntry(
  zip: ZipSource,
  entry: ZipEntry,
  overlaps: (entry: ZipEntry, end: number) => boolean,
): { start: number } | { problem: string } {
  const range = entryData(zip, entry)
  if ('problem' in range) return range
  if (overlaps(entry, range.end))
    return { problem: "overlaps another entry's data (a zip bomb pattern or a corrupt archive)" }
  const unpacked = unpack(zip.read(range.start, entry.compressedSize), entry)
  if ('problem' in unpacked) return unpacked
  return { start: range.start }
}

/** Stored or deflated data to the entry's bytes, checked against its declared size and CRC-32. */
function unpack(data: Uint8Array, entry: ZipEntry): { bytes: Uint8Array } | { problem: string } {
  const bytes = entry.method === 0 ? stored(data, entry.size) : inflate(data, entry.size)
  if ('problem' in bytes) return bytes
  if (crc32(bytes.bytes) !== entry.crc)
    return { problem: 'does not match its CRC-32 checksum (corrupt archive)' }
  return bytes
}

function stored(data: Uint8Array, size: number): { bytes: Uint8Array } | { problem: string } {
  if (data.length !== size)
    return { problem: `stores ${data.length} bytes but declares ${size} (corrupt archive)` }
  return { bytes: data.slice() }
}

/**
 * Inflation stops as soon as the output would pass the declared size, so a header that declares
 * less than the data holds costs no more than the declared size (a plain inflater would run the
 * whole stream, up to a thousand times the compressed size).
 */
function inflate(data: Uint8Array, size: number): { bytes: Uint8Array } | { problem: string } {
  try {
    const bytes = inflateRawSync(data, { maxOutputLength: Math.max(size, 1) })
    if (bytes.length === size) return { bytes }
    return {
      problem: `inflates to ${bytes.length} bytes, not the ${size} it declares (corrupt archive)`,
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
      return {
        problem: `inflates to more than the ${size} bytes it declares (a zip bomb or a corrupt archive)`,
      }
    return { problem: `cannot be decompressed (${messageOf(error)})` }
  }
}

/**
 * Entries' data must not overlap: a second entry sharing or starting inside another's data (or
 * data running into the central directory) is how one compressed stream is made to count many times.
 */
function overlapCheck(
  entries: readonly ZipEntry[],
  directoryOffset: number,
): (entry: ZipEntry, end: number) => boolean {
  const offsets = entries.map((e) => e.localHeaderOffset).sort((a, b) => a - b)
  return (entry, end) => {
    const at = entry.localHeaderOffset
    let low = 0
    let high = offsets.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((offsets[middle] ?? Infinity) <= at) low = middle + 1
      else high = middle
    }
    const shared = low >= 2 && offsets[low - 2] === at
    const next = offsets[low] ?? Infinity
    return shared || end > Math.min(next, directoryOffset)
  }
}

function isSafePath(name: string): boolean {
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return false
  return !name.split(/[\\/]/).some((part) => part === '..')
}

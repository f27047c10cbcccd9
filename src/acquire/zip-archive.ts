/**
 * The zip format as far as reading result files needs it (PKWARE APPNOTE 6.3): the central
 * directory, where each entry's data lies, and the CRC-32 that guards it. The archive is untrusted:
 * every offset and length is checked against its size before it is used. It is read through a
 * `ZipSource`, by offset: a downloaded artifact is a file on disk (zip-file.ts), and only the
 * records asked for are in memory, never the whole archive (docs/security.md "Reading is bounded").
 */
import * as zlib from 'node:zlib'

/** One central-directory record. Sizes are what the archive declares, not what its data holds. */
export interface ZipEntry {
  readonly name: string
  /** 0 stored, 8 deflate; anything else is refused. */
  readonly method: number
  readonly encrypted: boolean
  /** A Unix symbolic link (`zip --symlinks`): its data is the link's target, not a file. */
  readonly symlink: boolean
  readonly crc: number
  readonly compressedSize: number
  readonly size: number
  readonly localHeaderOffset: number
}

/** Random access to an archive's bytes: a buffer, or a file read by offset (zip-file.ts). */
export interface ZipSource {
  /** The archive's size in bytes. */
  readonly size: number
  /**
   * The `length` bytes at `position` (fewer only where the archive ends). May throw when the
   * bytes cannot be read (a file gone or unreadable).
   */
  read(position: number, length: number): Uint8Array
}

/** An archive held in memory as a `ZipSource` (views of `zip`, not copies). */
export function bufferSource(zip: Uint8Array): ZipSource {
  return {
    size: zip.byteLength,
    read: (position, length) =>
      zip.subarray(Math.min(position, zip.byteLength), Math.min(position + length, zip.byteLength)),
  }
}

export type ZipDirectory =
  | {
      readonly kind: 'read'
      readonly entries: readonly ZipEntry[]
      /** Where the central directory starts: no entry's data may run into it. */
      readonly directoryOffset: number
      /** Why the walk stopped before the declared entry count, if it did. */
      readonly problem: string | undefined
    }
  | { readonly kind: 'too-many'; readonly count: number }
  | { readonly kind: 'unreadable'; readonly problem: string }

const END_OF_DIRECTORY = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_END_OF_DIRECTORY = 0x06064b50
const CENTRAL_HEADER = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const UTF8_NAMES = 0x0800
const UNIX_HOST = 3
const FILE_TYPE_MASK = 0o170000
const SYMLINK_TYPE = 0o120000

const utf8 = new TextDecoder('utf-8')
const latin1 = new TextDecoder('latin1')

/**
 * Reads the central directory. The entry count is checked before any entry is read, so an archive
 * that declares 100,000 entries costs nothing; a directory that ends early or lies keeps the
 * entries read before the fault, with `problem` saying why the rest were not read. What is held
 * at once: the archive's last 64 KiB (where its end record is), then the directory a window of
 * 64 KiB (or one record) at a time, and the entries read.
 */
export function readZipDirectory(zip: ZipSource, maxEntries: number): ZipDirectory {
  const tailStart = Math.max(0, zip.size - 22 - 0xffff)
  const tail = zip.read(tailStart, zip.size - tailStart)
  const tailView = new DataView(tail.buffer, tail.byteOffset, tail.byteLength)
  const endInTail = findEndOfDirectory(tailView)
  if (endInTail < 0)
    return {
      kind: 'unreadable',
      problem: 'no end-of-central-directory record: truncated, or not a zip',
    }
  let count = tailView.getUint16(endInTail + 10, true)
  let directoryOffset = tailView.getUint32(endInTail + 16, true)
  const window = new Window(zip)
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    const zip64 = zip64End(window, tailStart + endInTail)
    if (zip64) ({ count, directoryOffset } = zip64)
  }
  if (count > maxEntries) return { kind: 'too-many', count }
  const entries: ZipEntry[] = []
  let at = directoryOffset
  for (let i = 0; i < count; i++) {
    const entry = readCentralHeader(window, at)
    if (!entry)
      return {
        kind: 'read',
        entries,
        directoryOffset,
        problem: `its central directory is corrupt at entry ${i + 1} of ${count}`,
      }
    entries.push(entry.entry)
    at = entry.next
  }
  return { kind: 'read', entries, directoryOffset, problem: undefined }
}

/** The byte range of an entry's (compressed) data, or why it cannot be located. */
export function entryData(
  zip: ZipSource,
  entry: ZipEntry,
): { start: number; end: number } | { problem: string } {
  const at = entry.localHeaderOffset
  const header = at + 30 <= zip.size ? zip.read(at, 30) : undefined
  const view = header && new DataView(header.buffer, header.byteOffset, header.byteLength)
  if (!view || view.byteLength < 30 || view.getUint32(0, true) !== LOCAL_HEADER)
    return { problem: 'has no local header where the central directory points (corrupt archive)' }
  const start = at + 30 + view.getUint16(26, true) + view.getUint16(28, true)
  const end = start + entry.compressedSize
  if (end > zip.size) return { problem: 'is cut short in the archive (truncated download?)' }
  return { start, end }
}

/**
 * Reads of a `ZipSource` through one cached block of at least 64 KiB: the directory's records are
 * small and consecutive, so most are served from the block, and a file is read a block at a time.
 */
class Window {
  private start = 0
  private block: Uint8Array = new Uint8Array(0)

  constructor(private readonly zip: ZipSource) {}

  get size(): number {
    return this.zip.size
  }

  /** The `length` bytes at `position` and a view of them; undefined past the archive's end. */
  get(position: number, length: number): { bytes: Uint8Array; view: DataView } | undefined {
    if (position < 0 || position + length > this.zip.size) return undefined
    if (position < this.start || position + length > this.start + this.block.byteLength) {
      this.start = position
      this.block = this.zip.read(position, Math.max(length, WINDOW_BYTES))
      if (this.block.byteLength < length) return undefined
    }
    const bytes = this.block.subarray(position - this.start, position - this.start + length)
    return { bytes, view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
  }
}

const WINDOW_BYTES = 64 * 1024

const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c
})

/** CRC-32 (ISO 3309, as zip uses it) of `bytes`, unsigned: Node's own (20.15+), else computed here. */
export function crc32(bytes: Uint8Array): number {
  if (nativeCrc32) return nativeCrc32(bytes)
  let c = -1
  for (let i = 0; i < bytes.length; i++)
    c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8)
  return (c ^ -1) >>> 0
}

/**
 * The end record sits in the last 22 bytes plus a comment of at most 65,535 bytes: `tail` is the
 * archive's last 65,557 bytes (or all of it); the last record found wins.
 */
function findEndOfDirectory(tail: DataView): number {
  for (let at = tail.byteLength - 22; at >= 0; at--)
    if (tail.getUint32(at, true) === END_OF_DIRECTORY) return at
  return -1
}

function zip64End(
  window: Window,
  end: number,
): { count: number; directoryOffset: number } | undefined {
  const locator = end >= 20 ? window.get(end - 20, 20) : undefined
  if (!locator || locator.view.getUint32(0, true) !== ZIP64_LOCATOR) return undefined
  const at = readUint64(locator.view, 8)
  const record = window.get(at, 56)
  if (!record || record.view.getUint32(0, true) !== ZIP64_END_OF_DIRECTORY) return undefined
  return {
    count: readUint64(record.view, 32),
    directoryOffset: readUint64(record.view, 48),
  }
}

function readCentralHeader(
  window: Window,
  at: number,
): { entry: ZipEntry; next: number } | undefined {
  const fixed = window.get(at, 46)
  if (!fixed || fixed.view.getUint32(0, true) !== CENTRAL_HEADER) return undefined
  const { view } = fixed
  const nameLength = view.getUint16(28, true)
  const extraLength = view.getUint16(30, true)
  const next = at + 46 + nameLength + extraLength + view.getUint16(32, true)
  const flags = view.getUint16(8, true)
  const method = view.getUint16(10, true)
  const crc = view.getUint32(16, true)
  const declared = {
    size: view.getUint32(24, true),
    compressedSize: view.getUint32(20, true),
    localHeaderOffset: view.getUint32(42, true),
  }
  const mode = view.getUint32(38, true) >>> 16
  const symlink = view.getUint8(5) === UNIX_HOST && (mode & FILE_TYPE_MASK) === SYMLINK_TYPE
  // The fixed part's view may be moved off by this read: every field is taken above.
  const variable = window.get(at + 46, nameLength + extraLength)
  if (!variable || next > window.size) return undefined
  const nameBytes = variable.bytes.subarray(0, nameLength)
  const sizes = zip64Sizes(variable.view, nameLength, extraLength, declared)
  return {
    entry: {
      name: (flags & UTF8_NAMES ? utf8 : latin1).decode(nameBytes),
      method,
      encrypted: (flags & 1) !== 0,
      symlink,
      crc,
      ...sizes,
    },
    next,
  }
}

type Sizes = Pick<ZipEntry, 'size' | 'compressedSize' | 'localHeaderOffset'>

/** Fields saturated at 0xffffffff continue in the zip64 extra field (id 1), in this order. */
function zip64Sizes(view: DataView, from: number, length: number, sizes: Sizes): Sizes {
  const order = ['size', 'compressedSize', 'localHeaderOffset'] as const
  if (!order.some((key) => sizes[key] === 0xffffffff)) return sizes
  for (let at = from; at + 4 <= from + length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== 1) continue
    const found: { -readonly [K in keyof Sizes]: number } = { ...sizes }
    let field = at + 4
    for (const key of order) {
      if (sizes[key] !== 0xffffffff || field + 8 > from + length) continue
      found[key] = readUint64(view, field)
      field += 8
    }
    return found
  }
  return sizes
}

/** Beyond 2^53 precision is lost, which only matters for sizes far over every limit. */
function readUint64(view: DataView, at: number): number {
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32
}

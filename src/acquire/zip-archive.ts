/**
 * The zip format as far as reading result files needs it (PKWARE APPNOTE 6.3): the central
 * directory, where each entry's data lies, and the CRC-32 that guards it. The archive is untrusted:
 * every offset and length is checked against the buffer before it is used.
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
 * entries read before the fault, with `problem` saying why the rest were not read.
 */
export function readZipDirectory(zip: Uint8Array, maxEntries: number): ZipDirectory {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const end = findEndOfDirectory(view)
  if (end < 0)
    return {
      kind: 'unreadable',
      problem: 'no end-of-central-directory record: truncated, or not a zip',
    }
  let count = view.getUint16(end + 10, true)
  let directoryOffset = view.getUint32(end + 16, true)
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    const zip64 = zip64End(view, end)
    if (zip64) ({ count, directoryOffset } = zip64)
  }
  if (count > maxEntries) return { kind: 'too-many', count }
  const entries: ZipEntry[] = []
  let at = directoryOffset
  for (let i = 0; i < count; i++) {
    const entry = readCentralHeader(zip, view, at)
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
  zip: Uint8Array,
  entry: ZipEntry,
): { start: number; end: number } | { problem: string } {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const at = entry.localHeaderOffset
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER)
    return { problem: 'has no local header where the central directory points (corrupt archive)' }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  const end = start + entry.compressedSize
  if (end > view.byteLength) return { problem: 'is cut short in the archive (truncated download?)' }
  return { start, end }
}

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

/** The end record sits in the last 22 bytes plus a comment of at most 65,535 bytes. */
function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff)
  for (let at = view.byteLength - 22; at >= lowest; at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at
  return -1
}

function zip64End(
  view: DataView,
  end: number,
): { count: number; directoryOffset: number } | undefined {
  if (end < 20 || view.getUint32(end - 20, true) !== ZIP64_LOCATOR) return undefined
  const at = readUint64(view, end - 12)
  if (at + 56 > view.byteLength || view.getUint32(at, true) !== ZIP64_END_OF_DIRECTORY)
    return undefined
  return { count: readUint64(view, at + 32), directoryOffset: readUint64(view, at + 48) }
}

function readCentralHeader(
  zip: Uint8Array,
  view: DataView,
  at: number,
): { entry: ZipEntry; next: number } | undefined {
  if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL_HEADER) return undefined
  const nameLength = view.getUint16(at + 28, true)
  const extraLength = view.getUint16(at + 30, true)
  const next = at + 46 + nameLength + extraLength + view.getUint16(at + 32, true)
  if (next > view.byteLength) return undefined
  const flags = view.getUint16(at + 8, true)
  const nameBytes = zip.subarray(at + 46, at + 46 + nameLength)
  const sizes = zip64Sizes(view, at + 46 + nameLength, extraLength, {
    size: view.getUint32(at + 24, true),
    compressedSize: view.getUint32(at + 20, true),
    localHeaderOffset: view.getUint32(at + 42, true),
  })
  const mode = view.getUint32(at + 38, true) >>> 16
  return {
    entry: {
      name: (flags & UTF8_NAMES ? utf8 : latin1).decode(nameBytes),
      method: view.getUint16(at + 10, true),
      encrypted: (flags & 1) !== 0,
      symlink: view.getUint8(at + 5) === UNIX_HOST && (mode & FILE_TYPE_MASK) === SYMLINK_TYPE,
      crc: view.getUint32(at + 16, true),
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

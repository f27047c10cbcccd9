/**
 * Builds zip archives and tampers with them the way a hostile artifact would: central-directory
 * fields that lie about sizes, checksums, names and file types. Shared by the unzip tests, the
 * unzip fuzz properties and the hostile corpus (`npm run stress`).
 */
import { strToU8, zipSync, type ZipAttributes } from 'fflate'

export interface ZipFile {
  readonly data: Uint8Array | string
  /** 0 stores the file, 9 deflates it hardest (the default). */
  readonly level?: 0 | 9
  /** Unix mode bits; `0o120777` makes a symbolic link. */
  readonly mode?: number
}

/** A zip of `files` (name → content), in insertion order. */
export function buildZip(files: Readonly<Record<string, ZipFile | string>>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, file]) => {
        const spec = typeof file === 'string' ? { data: file } : file
        const data = typeof spec.data === 'string' ? strToU8(spec.data) : spec.data
        const options: ZipAttributes & { level: 0 | 9 } = { level: spec.level ?? 9 }
        if (spec.mode !== undefined) Object.assign(options, { os: 3, attrs: spec.mode << 16 })
        return [name, [data, options]]
      }),
    ),
  )
}

/** Offsets of one central-directory record and of the local header it points to. */
export interface EntryOffsets {
  readonly name: string
  readonly central: number
  readonly local: number
}

/** Every central-directory record of a well-formed zip, in order. */
export function entryOffsets(zip: Uint8Array): EntryOffsets[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const end = zip.length - 22
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const entries: EntryOffsets[] = []
  for (let i = 0; i < count; i++) {
    const nameLength = view.getUint16(at + 28, true)
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength))
    entries.push({ name, central: at, local: view.getUint32(at + 42, true) })
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return entries
}

export interface EntryLies {
  /** Uncompressed size in the central directory. */
  readonly size?: number
  readonly compressedSize?: number
  readonly crc?: number
  readonly localHeaderOffset?: number
  /** A new name of the same length, written to both headers. */
  readonly name?: string
}

/** A copy of `zip` whose entry `name` declares `lies` instead of the truth. */
export function tamper(zip: Uint8Array, name: string, lies: EntryLies): Uint8Array {
  const copy = zip.slice()
  const view = new DataView(copy.buffer)
  const entry = entryOffsets(copy).find((e) => e.name === name)
  if (!entry) throw new Error(`no entry ${name}`)
  if (lies.crc !== undefined) view.setUint32(entry.central + 16, lies.crc, true)
  if (lies.compressedSize !== undefined)
    view.setUint32(entry.central + 20, lies.compressedSize, true)
  if (lies.size !== undefined) view.setUint32(entry.central + 24, lies.size, true)
  if (lies.localHeaderOffset !== undefined)
    view.setUint32(entry.central + 42, lies.localHeaderOffset, true)
  if (lies.name !== undefined) {
    if (lies.name.length !== name.length) throw new Error('a new name must keep the length')
    copy.set(strToU8(lies.name), entry.central + 46)
    copy.set(strToU8(lies.name), entry.local + 30)
  }
  return copy
}

/**
 * A zip whose central directory lists `copies` entries that all point at the data of one entry
 * (the overlapping-entries zip bomb): each declares the full size, none adds compressed bytes.
 */
export function overlappingZip(data: Uint8Array, copies: number): Uint8Array {
  const single = buildZip({ 'a.json': { data } })
  const [entry] = entryOffsets(single)
  if (!entry) throw new Error('empty zip')
  const view = new DataView(single.buffer, single.byteOffset, single.byteLength)
  const recordLength = 46 + view.getUint16(entry.central + 28, true)
  const record = single.slice(entry.central, entry.central + recordLength)
  const records: Uint8Array[] = []
  for (let i = 0; i < copies; i++) {
    const copy = record.slice()
    // Distinct names of the same length (a.json → a<n>.json would change the length).
    const name = strToU8(`${String(i).padStart(6, '0')}.json`)
    const copyView = new DataView(copy.buffer)
    copyView.setUint16(28, name.length, true)
    copyView.setUint16(30, 0, true)
    copyView.setUint16(32, 0, true)
    records.push(concat([copy.subarray(0, 46), name]))
  }
  const directory = concat(records)
  const end = new Uint8Array(22)
  const endView = new DataView(end.buffer)
  endView.setUint32(0, 0x06054b50, true)
  endView.setUint16(8, copies, true)
  endView.setUint16(10, copies, true)
  endView.setUint32(12, directory.length, true)
  endView.setUint32(16, entry.central, true)
  return concat([single.subarray(0, entry.central), directory, end])
}

/** A zip that declares `count` entries in its end record, with no directory to back them. */
export function manyEntriesClaim(count: number): Uint8Array {
  const end = new Uint8Array(22)
  const view = new DataView(end.buffer)
  view.setUint32(0, 0x06054b50, true)
  view.setUint16(8, Math.min(count, 0xffff), true)
  view.setUint16(10, Math.min(count, 0xffff), true)
  return end
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

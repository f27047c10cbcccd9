/**
 * One result file as acquired (from disk or an artifact): its display name and its bytes, held or
 * read on demand. Acquire hands most files on **lazily** (docs/architecture.md §1, "one file at a
 * time"): it has listed and checked them (regular file, sizes, zip-bomb checks) but holds no
 * bytes; parse reads each file's `bytes` once, keeps its results and drops its text before the
 * next, so one side's files are never all in memory together.
 */
export interface ResultFile {
  /** Path relative to the working directory, or `artifact-name/entry` for artifacts. */
  readonly name: string
  /**
   * The bytes. For a lazy file this property reads the file (from disk, or inflates its zip
   * entry) on every access: read it once, where it is parsed. It throws `UnreadableFile` when the
   * file can no longer be read as it was listed (gone, changed, no longer a regular file).
   */
  readonly bytes: Uint8Array
  /** Its size in bytes, known without reading it (lazy files); else `bytes.byteLength`. */
  readonly size?: number
  /**
   * For a file on this machine's disk: its absolute path, so another thread can read it itself
   * (`readListedFile`) instead of being sent its bytes.
   */
  readonly path?: string
  /**
   * The format this file is in whatever the side's `format` says: set only for files acquire
   * made itself (one commit of github-action-benchmark's data.js, in the peer's entry shape).
   */
  readonly format?: string
}

/** A lazy file could not be read as it was listed; the message reads after the file's name. */
export class UnreadableFile extends Error {
  override readonly name = 'UnreadableFile'
}

const NO_BYTES = new Uint8Array(0)

/** `file` with its name only: what is kept once its bytes are handed over or decoded. */
export function withoutBytes(file: ResultFile): ResultFile {
  return { name: file.name, bytes: NO_BYTES }
}

/**
 * `file` under another display name, still lazy: its bytes are read from `file` when asked. A
 * spread (`{ ...file, name }`) would lose a lazy file's `bytes`, which is a getter of its class.
 */
export function renamedFile(file: ResultFile, name: string): ResultFile {
  return {
    name,
    get bytes() {
      return file.bytes
    },
    ...(file.size === undefined ? {} : { size: file.size }),
    ...(file.path === undefined ? {} : { path: file.path }),
    ...(file.format === undefined ? {} : { format: file.format }),
  }
}

/** The size of `file` in bytes without reading a lazy one. */
export function sizeOf(file: ResultFile): number {
  return file.size ?? file.bytes.byteLength
}

/** The few synchronous file-system calls `readListedFile` makes (node:fs, passed by the caller). */
export interface ListedFileSystem {
  openSync(path: string, flags: number): number
  fstatSync(fd: number): { isFile(): boolean; size: number }
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number
  closeSync(fd: number): void
  readonly constants: { readonly O_RDONLY: number; readonly O_NONBLOCK?: number }
}

/**
 * The bytes of a file acquire listed at `size` bytes, read now: all of them, or the first
 * `length` (a look at its start). Opened without blocking (a FIFO put in its place must not hang
 * the run) and refused unless it is still a regular file of the listed size, so what was checked
 * at listing (docs/security.md "Reading is bounded") is what is read: never more than `size`
 * bytes. Throws `UnreadableFile` (the message follows the file's name, e.g. "cannot be read
 * (ENOENT)").
 */
export function readListedFile(
  fs: ListedFileSystem,
  path: string,
  size: number,
  length = size,
): Uint8Array {
  let fd: number
  try {
    fd = fs.openSync(path, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0))
  } catch (error) {
    throw new UnreadableFile(`cannot be read (${codeOf(error)})`)
  }
  try {
    const info = fs.fstatSync(fd)
    if (!info.isFile())
      throw new UnreadableFile(
        'is not a regular file (a device, FIFO or socket, or a link to one); refused before reading',
      )
    if (info.size !== size)
      throw new UnreadableFile(
        `changed from ${size} to ${info.size} bytes after it was listed (still being written?); not read`,
      )
    const wanted = Math.max(0, Math.min(length, size))
    const bytes = new Uint8Array(wanted)
    let at = 0
    while (at < wanted) {
      const read = fs.readSync(fd, bytes, at, wanted - at, at)
      if (read === 0)
        throw new UnreadableFile(`was cut short while it was read (${at} of ${size} bytes)`)
      at += read
    }
    return bytes
  } catch (error) {
    if (error instanceof UnreadableFile) throw error
    throw new UnreadableFile(`cannot be read (${codeOf(error)})`)
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * What to name a failed file-system call by in a message: its `code` (ENOENT, EACCES and the
 * like), else the error's message, else "error". Codes, not Node's messages: a message names the
 * absolute path, which the file's display name already says better.
 */
export function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.message : 'error'
}

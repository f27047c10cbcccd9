/**
 * A downloaded artifact's zip on disk, read by offset (docs/security.md "Reading is bounded"): the
 * central directory and each entry's compressed data are read when asked for, so a run never
 * holds a whole archive, only the records and the one entry it is reading.
 */
import * as fs from 'node:fs'
import { codeOf } from '../model/result-file.js'
import type { ZipSource } from './zip-archive.js'

/**
 * The file system refused a read of the zip (it is gone, or cannot be opened or read): a disk
 * problem of the run's own, told apart from faults in the archive's contents. `code` is the file
 * system's (ENOENT and the like).
 */
export class ZipFileError extends Error {
  override readonly name = 'ZipFileError'

  constructor(readonly code: string) {
    super(`the zip cannot be read (${code})`)
  }
}

/** The few synchronous file-system calls a `ZipFile` makes (node:fs; a test may pass others). */
export interface ZipFileSystem {
  openSync(path: string, flags: number): number
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number
  closeSync(fd: number): void
  readonly constants: { readonly O_RDONLY: number }
}

/**
 * The zip at `path`, `size` bytes long as it was written (the download counted them). Reads are
 * synchronous, as a result file's `bytes` are: each opens the file, reads, and closes it, so no
 * descriptor stays open between the reads of a run (a run may hold hundreds of artifacts).
 */
export class ZipFile implements ZipSource {
  constructor(
    readonly path: string,
    readonly size: number,
    private readonly files: ZipFileSystem = fs,
  ) {}

  /**
   * The `length` bytes at `position`, fewer only past the end of the file (as it was written).
   *
   * @throws ZipFileError when the file system cannot open or read the file
   */
  read(position: number, length: number): Uint8Array {
    const from = Math.min(Math.max(0, position), this.size)
    const bytes = new Uint8Array(Math.max(0, Math.min(length, this.size - from)))
    try {
      const fd = this.files.openSync(this.path, this.files.constants.O_RDONLY)
      try {
        let at = 0
        while (at < bytes.byteLength) {
          const read = this.files.readSync(fd, bytes, at, bytes.byteLength - at, from + at)
          if (read === 0) return bytes.subarray(0, at)
          at += read
        }
        return bytes
      } finally {
        this.files.closeSync(fd)
      }
    } catch (error) {
      throw new ZipFileError(codeOf(error))
    }
  }
}

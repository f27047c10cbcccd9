/** One result file as acquired (from disk or an artifact): its display name and raw bytes. */
export interface ResultFile {
  /** Path relative to the working directory, or `artifact-name/entry` for artifacts. */
  readonly name: string
  readonly bytes: Uint8Array
  /**
   * The format this file is in whatever the side's `format` says: set only for files acquire
   * made itself (one commit of github-action-benchmark's data.js, in the peer's entry shape).
   */
  readonly format?: string
}

const NO_BYTES = new Uint8Array(0)

/** `file` with its name only: what is kept once its bytes are handed over or decoded. */
export function withoutBytes(file: ResultFile): ResultFile {
  return { name: file.name, bytes: NO_BYTES }
}

/** One result file as acquired (from disk or an artifact): its display name and raw bytes. */
export interface ResultFile {
  /** Path relative to the working directory, or `artifact-name/entry` for artifacts. */
  readonly name: string
  readonly bytes: Uint8Array
}

const NO_BYTES = new Uint8Array(0)

/** `file` with its name only: what is kept once its bytes are handed over or decoded. */
export function withoutBytes(file: ResultFile): ResultFile {
  return { name: file.name, bytes: NO_BYTES }
}

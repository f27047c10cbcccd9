/** One result file as acquired (from disk or an artifact): its display name and raw bytes. */
export interface ResultFile {
  /** Path relative to the working directory, or `artifact-name/entry` for artifacts. */
  readonly name: string
  readonly bytes: Uint8Array
}

import type { BenchmarkResult, Environment } from '../../model/benchmark-result.js'
import type { Diagnostic } from '../../model/diagnostic.js'

/** One result file's text, already decoded (see `decodeText`). */
export interface SourceText {
  /** Path or artifact-relative name, used in diagnostics and provenance. */
  readonly name: string
  readonly text: string
}

/**
 * A result an adapter has just made and hands over: no one else holds it, so the side's reader may
 * complete it in place (it sets the file's `environment` on each, sparing a copy of every result
 * of a large file). Adapters never return a result they keep or share.
 */
export type FreshResult = { -readonly [K in keyof BenchmarkResult]: BenchmarkResult[K] }

export interface ParsedFile {
  readonly results: FreshResult[]
  readonly diagnostics: Diagnostic[]
  /** What the harness printed about the machine and build (CPU, cores, OS, build type …). */
  readonly environment: Environment
}

/**
 * A harness format: text in, normalized results plus diagnostics out (docs/architecture.md §5).
 * `parse` never throws on bad input: a malformed record becomes a diagnostic naming the
 * line or JSON path, and the rest of the file is still read.
 */
export interface FormatAdapter<Id extends string = string> {
  /** Stable id used in the `format` input and in reports, e.g. `hyperfine-json`. */
  readonly id: Id
  /** Harness as users know it, e.g. `hyperfine`. */
  readonly harness: string
  /** Other names accepted for `id` in the `format` input, e.g. the peer Action's tool names. */
  readonly aliases?: readonly string[]
  /** Cheap sniff of the text, no full parse: does this look like ours? */
  detect(source: SourceText): boolean
  parse(source: SourceText): ParsedFile
  /** Only for formats whose results span several files; see `FileSetReader`. */
  readonly fileSet?: FileSetReader
}

/**
 * A format whose results span several files that must be read together (Criterion.rs's
 * `target/criterion/<id>/new/{benchmark,estimates,sample}.json`). `parseResultFiles` first asks
 * `setOf` about every file of a side; the files that name a set are handed together, once per
 * set, to `parseSet`, and only the others go through `detect` and `parse`. `parse` of such an
 * adapter reads a lone file as a set of one. Single-file adapters leave `fileSet` out.
 */
export interface FileSetReader {
  /**
   * Whether a file of this name may be one of ours, from the name alone: false spares reading
   * the file to ask `setOf` (a side's files are read one at a time, and each only once when no
   * set may claim it). Must be true for every name `setOf` could claim.
   */
  claimsName(name: string): boolean
  /**
   * The set `source` belongs to (e.g. its benchmark directory), or undefined when the file is
   * not one of ours. Decided from the name and a cheap look at the text, like `detect`.
   */
  setOf(source: SourceText): string | undefined
  /** All files of one set, in input order; the results carry the file each value came from. */
  parseSet(sources: readonly SourceText[]): ParsedFile
}

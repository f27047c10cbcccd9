import type { BenchmarkResult, Environment } from '../model/benchmark-result.js'
import type { Diagnostic } from '../model/diagnostic.js'

/** One result file's text, already decoded (see `decodeText`). */
export interface SourceText {
  /** Path or artifact-relative name, used in diagnostics and provenance. */
  readonly name: string
  readonly text: string
}

export interface ParsedFile {
  readonly results: BenchmarkResult[]
  readonly diagnostics: Diagnostic[]
  /** What the harness printed about the machine and build (CPU, cores, OS, build type …). */
  readonly environment: Environment
}

/**
 * A harness format: text in, normalized results plus diagnostics out (STYLE.md §3.5).
 * `parse` never throws on bad input: a malformed record becomes a diagnostic naming the
 * line or JSON path, and the rest of the file is still read.
 */
export interface FormatAdapter<Id extends string = string> {
  /** Stable id used in the `format` input and in reports, e.g. `hyperfine-json`. */
  readonly id: Id
  /** Harness as users know it, e.g. `hyperfine`. */
  readonly harness: string
  /** Cheap sniff of the text, no full parse: does this look like ours? */
  detect(source: SourceText): boolean
  parse(source: SourceText): ParsedFile
}

/**
 * The parse stage's door: result files in, one `ParsedSide` per side out, for compare (through
 * the pipeline). A side's files are decoded (text/), grouped into multi-file sets and read with
 * the named or detected format (sides/, formats/); a bad file becomes diagnostics and the others
 * are still read. `SidesParser` is how the shell parses several sides at once: in turn here
 * (`parseSidesInTurn`), or spread over threads (threads/threaded-parse.ts, which the entry points
 * build). Settings and shell also take the registry lookups, mixed-format warnings and round ids
 * from here. Rooms: docs/architecture.md.
 */
import type { BenchmarkResult, Environment } from '../model/benchmark-result.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { withoutBytes, type ResultFile } from '../model/result-file.js'
import type { SourceText } from './formats/format-adapter.js'
import { formatAdapters } from './formats/registry.js'
import { summariseCompanions } from './sides/companion-files.js'
import { markDuplicates } from './sides/duplicates.js'
import { inFreshRoom, withResultRoom } from './formats/result-room.js'
import { groupFileSets } from './sides/file-sets.js'
import { parseText } from './sides/parse-text.js'
import {
  capDiagnostics,
  MAX_DIAGNOSTICS_PER_SIDE,
  NO_RESULTS,
  readChecked,
} from './sides/result-checks.js'
import { DEFAULT_SIDE_CAPS, SideCaps, type SideCapLimits } from './sides/side-caps.js'
import { decodeText } from './text/decode-text.js'
import { forgetLastMatch } from './text/regexp-statics.js'

/** One side's files, parsed: what compare reads. */
export interface ParsedSide {
  readonly results: BenchmarkResult[]
  readonly diagnostics: Diagnostic[]
  /** Environment per file name, as the harness printed it. */
  readonly environments: ReadonlyMap<string, Environment>
  /** Files that yielded at least one result. */
  readonly filesRead: number
}

/**
 * Parses every file of one side (base, head, a history run …) with the given format, or
 * auto-detected per file. A bad file becomes diagnostics; the other files are still read.
 * What a side keeps is capped (sides/side-caps.ts: benchmarks, results per benchmark, samples),
 * file by file as they are parsed; results past a cap are left out with a diagnostic.
 */
export function parseResultFiles(
  files: readonly ResultFile[],
  format: string,
  caps: SideCapLimits = DEFAULT_SIDE_CAPS,
): ParsedSide {
  return parseFiles(files, format, undefined, caps)
}

/**
 * `parseResultFiles` for files the caller hands over: each entry of `files` is replaced by its
 * name with no bytes as soon as it is decoded, so a large file's bytes can be freed while its
 * text is parsed and the next file read (peak memory).
 */
export function parseOwnedFiles(files: ResultFile[], format: string): ParsedSide {
  return parseFiles(files, format, files, DEFAULT_SIDE_CAPS)
}

function parseFiles(
  files: readonly ResultFile[],
  format: string,
  owned: ResultFile[] | undefined,
  limits: SideCapLimits,
): ParsedSide {
  const caps = new SideCaps(limits)
  const results: BenchmarkResult[] = []
  const diagnostics: Diagnostic[] = []
  const environments = new Map<string, Environment>()
  let filesRead = 0
  const sources: SourceText[] = []
  // Files whose format acquire knows (a commit of the peer's data.js) are read in that format.
  const known = new Map<string, string>()
  files.forEach((file, i) => {
    const decoded = decodeText(file.name, file.bytes)
    if (owned) owned[i] = withoutBytes(file)
    diagnostics.push(...decoded.diagnostics)
    if (decoded.binary) return
    sources.push({ name: file.name, text: decoded.text })
    if (file.format !== undefined) known.set(file.name, file.format)
  })
  const formatOf = (source: SourceText) => known.get(source.name) ?? format
  const plain = known.size === 0 ? sources : sources.filter((s) => !known.has(s.name))
  const units = [
    ...sources
      .filter((s) => known.has(s.name))
      .map((source) => ({ kind: 'file' as const, source })),
    // Multi-file formats (Criterion's target/criterion tree) are read one set at a time.
    ...groupFileSets(plain, formatAdapters, format),
  ]
  for (const unit of units) {
    const names = unit.kind === 'set' ? unit.sources.map((s) => s.name) : [unit.source.name]
    const { value: parsed, refused } = withResultRoom(caps.room(), () =>
      readChecked(
        () =>
          unit.kind === 'set'
            ? inFreshRoom(() => unit.reader.parseSet(unit.sources))
            : parseText(unit.source, formatOf(unit.source)),
        names[0] ?? '',
        unit.kind === 'file',
      ),
    )
    // A file whose results were all refused for want of room does hold results.
    for (const d of parsed.diagnostics)
      if (refused === 0 || d.message !== NO_RESULTS) diagnostics.push(d)
    const capped = caps.keep(parsed.results, names[0] ?? '', refused)
    diagnostics.push(...capped.diagnostics)
    if (capped.kept.length > 0) filesRead += names.length
    for (const name of names) environments.set(name, parsed.environment)
    const { environment } = parsed
    const printed = Object.keys(environment).length > 0
    for (const result of capped.kept) {
      if (printed) result.environment = environment
      results.push(result)
    }
  }
  forgetLastMatch()
  const deduplicated = markDuplicates(results)
  diagnostics.push(...deduplicated.diagnostics)
  const summarised = summariseCompanions(diagnostics, sources, results.length > 0)
  return {
    results: deduplicated.results,
    diagnostics: capDiagnostics(summarised, MAX_DIAGNOSTICS_PER_SIDE, 'in these files'),
    environments,
    filesRead,
  }
}

/**
 * Parses the files of several sides, each as `parseResultFiles` would, answering in the same
 * order. It owns the lists it is given (see `parseOwnedFiles`). The shell passes one that spreads
 * large sides over threads; the default parses in turn.
 */
export type SidesParser = ((
  sides: readonly ResultFile[][],
  format: string,
) => Promise<readonly ParsedSide[]>) & {
  /** The shell expects large inputs: get ready (start a thread) while the files are read. */
  readonly prepare?: () => void
}

/** The default `SidesParser`: each side in turn, in this thread. */
export const parseSidesInTurn: SidesParser = (sides, format) =>
  Promise.resolve(sides.map((files) => parseOwnedFiles(files, format)))

// What settings and the shell take from parse besides the side: the format registry (to check
// the `format` input and preview a file), mixed-format warnings, round ids and the check for
// files of different runs (for the pipeline: only an unpaired side is checked).
export { mixedFormatWarnings } from './sides/mixed-formats.js'
export { DEFAULT_ROUND_PATTERN, assignRounds } from './sides/round-ids.js'
export { separateRuns } from './sides/separate-runs.js'
export { type FormatAdapter } from './formats/format-adapter.js'
export { findAdapter, formatAdapters } from './formats/registry.js'
export { parseText, SNIFF_LENGTH } from './sides/parse-text.js'
export { looksLikePeerHistory, splitPeerHistory, type PeerHistoryRun } from './json/peer-history.js'

/**
 * The parse stage's door: result files in, one `ParsedSide` per side out, for compare (through
 * the pipeline). A side's files are read one at a time (docs/architecture.md §1: each file is read,
 * decoded (text/) and parsed with the named or detected format (sides/, formats/), its results
 * kept and its text dropped before the next; multi-file sets are read together); a bad file
 * becomes diagnostics and the others are still read. `SidesParser` is how the shell parses several sides at once: in turn here
 * (`parseSidesInTurn`), or spread over threads (threads/threaded-parse.ts, which the entry points
 * build). Settings and shell also take the registry lookups, mixed-format warnings and round ids
 * from here. Rooms: docs/architecture.md.
 */
import type { BenchmarkResult, Environment } from '../model/benchmark-result.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { diagnostic } from '../model/diagnostic.js'
import { UnreadableFile, withoutBytes, type ResultFile } from '../model/result-file.js'
import type { FileSetReader, SourceText } from './formats/format-adapter.js'
import { formatAdapters } from './formats/registry.js'
import { companionHead, isUnreadMessage, summariseCompanions } from './sides/companion-files.js'
import { markDuplicates } from './sides/duplicates.js'
import { IdenticalFiles } from './sides/identical-files.js'
import { inFreshRoom, withResultRoom } from './formats/result-room.js'
import { claimOf, fileSetReaders } from './sides/file-sets.js'
import { parseText } from './sides/parse-text.js'
import {
  capDiagnostics,
  MAX_DIAGNOSTICS_PER_SIDE,
  NO_RESULTS,
  readChecked,
} from './sides/result-checks.js'
import { DEFAULT_SIDE_CAPS, SideCaps, type SideCapLimits } from './sides/side-caps.js'
import {
  DEFAULT_RUN_BUDGET,
  type KeptCounts,
  type ReadLimits,
  type RunBudgetLimits,
  type RunRoom,
} from './sides/run-budget.js'
import { readWithinBudget, type BudgetedSide, type ParsedRun } from './sides/within-budget.js'
import { decodeText, holdsBinary } from './text/decode-text.js'
import { overReadWholeLimit } from './text/read-whole-limit.js'
import { forgetLastMatch } from './text/regexp-statics.js'

/** One side's files, parsed: what compare reads. */
export interface ParsedSide {
  readonly results: BenchmarkResult[]
  readonly diagnostics: Diagnostic[]
  /** Environment per file name, as the harness printed it. */
  readonly environments: ReadonlyMap<string, Environment>
  /** Files that yielded at least one result. */
  readonly filesRead: number
  /** What the side kept, as the run's budget counts it (sides/run-budget.ts). */
  readonly kept: KeptCounts
  /** The first of the run's limits (sides/run-budget.ts) a result was left out by; absent if none. */
  readonly runLimit?: keyof RunBudgetLimits
}

/**
 * Parses every file of one side (base, head, a history run …) with the given format, or
 * auto-detected per file, one file at a time (a lazy file's `bytes` are read when it is parsed;
 * a file over MAX_PARSED_FILE_BYTES is refused by name). A bad file becomes diagnostics; the
 * other files are still read.
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
export function parseOwnedFiles(
  files: ResultFile[],
  format: string,
  caps: SideCapLimits = DEFAULT_SIDE_CAPS,
  run?: RunRoom,
): ParsedSide {
  return parseFiles(files, format, files, caps, run)
}

function parseFiles(
  files: readonly ResultFile[],
  format: string,
  owned: ResultFile[] | undefined,
  limits: SideCapLimits,
  run?: RunRoom,
): ParsedSide {
  const caps = new SideCaps(limits, run)
  const results: BenchmarkResult[] = []
  const diagnostics: Diagnostic[] = []
  const environments = new Map<string, Environment>()
  let filesRead = 0
  const reader = new OneAtATime(files, owned)
  // Companion files are told by their first 4 KiB (sides/companion-files.ts): kept for the files
  // that read no results, never their whole text.
  const unread: SourceText[] = []
  for (const unit of readingUnits(files, format, reader)) {
    const sources = unit.files.flatMap((i) => reader.text(i, unit.set === undefined) ?? [])
    for (const i of unit.files) reader.release(i)
    const [first] = sources
    if (first === undefined) continue
    const names = sources.map((s) => s.name)
    const { set } = unit
    const { value: parsed, refused } = withResultRoom(
      caps.room(),
      () =>
        readChecked(
          () =>
            set
              ? inFreshRoom(() => set.parseSet(sources))
              : parseText(first, unit.format ?? format),
          first.name,
          set === undefined,
        ),
      caps.benchmarkRoom(),
    )
    // A file whose results were all refused for want of room does hold results.
    for (const d of parsed.diagnostics)
      if (refused === 0 || d.message !== NO_RESULTS) diagnostics.push(d)
    if (set === undefined && parsed.diagnostics.some(isUnreadMessage))
      unread.push(companionHead(first))
    const capped = caps.keep(parsed.results, first.name, refused)
    diagnostics.push(...capped.diagnostics)
    if (capped.kept.length > 0) filesRead += names.length
    for (const name of names) environments.set(name, parsed.environment)
    const { environment } = parsed
    const printed = Object.keys(environment).length > 0
    for (const result of capped.kept) {
      if (printed) result.environment = environment
      results.push(result)
    }
    // The unit's texts are dropped here, before the next unit's files are read.
  }
  forgetLastMatch()
  const deduplicated = markDuplicates(results)
  diagnostics.push(...deduplicated.diagnostics)
  const summarised = summariseCompanions(
    [...reader.decodeDiagnostics(), ...diagnostics],
    unread,
    results.length > 0,
  )
  const runLimit = caps.reachedRunLimit()
  return {
    results: deduplicated.results,
    diagnostics: capDiagnostics(summarised, MAX_DIAGNOSTICS_PER_SIDE, 'in these files'),
    environments,
    filesRead,
    kept: caps.kept(),
    ...(runLimit === undefined ? {} : { runLimit }),
  }
}

/** What is parsed together: one file (by index) in a format, or the files of one multi-file set. */
interface Unit {
  readonly files: number[]
  /** The format of a file parsed alone. */
  readonly format?: string
  /** The reader of a multi-file set. */
  readonly set?: FileSetReader
}

/**
 * The side's files in the units they are parsed in, in the order of each unit's first file; files
 * whose format acquire knows (a commit of the peer's data.js) first, in that format. Only a file a
 * multi-file format may claim by its name is read here (to ask `setOf`); the others are not read
 * until they are parsed (sides/file-sets.ts groups texts the same way).
 */
function readingUnits(files: readonly ResultFile[], format: string, reader: OneAtATime): Unit[] {
  const setReaders = fileSetReaders(formatAdapters, format)
  const known: Unit[] = []
  const units: Unit[] = []
  const sets = new Map<string, { files: number[]; set: FileSetReader }>()
  files.forEach((file, i) => {
    if (file.format !== undefined) {
      known.push({ files: [i], format: file.format })
      return
    }
    const mayClaim = setReaders.some((r) => r.claimsName(file.name))
    const source = mayClaim ? reader.text(i) : undefined
    if (mayClaim && source === undefined) return
    const claim = source ? claimOf(source, setReaders) : undefined
    if (!claim) {
      units.push({ files: [i], format })
      return
    }
    const existing = sets.get(claim.key)
    if (existing) existing.files.push(i)
    else {
      const unit = { files: [i], set: claim.reader }
      sets.set(claim.key, unit)
      units.push(unit)
    }
  })
  return [...known, ...units]
}

/**
 * A side's files read one at a time (each `text` call reads and decodes the file anew; the caller
 * drops the text when done with it). What decoding found is said once per file, in file order, as
 * when all files were decoded up front; a file that cannot be read or is binary is skipped.
 * An owned list has each entry replaced by its name alone once read, so its bytes can go.
 */
class OneAtATime {
  private readonly said = new Map<number, Diagnostic[]>()
  private readonly skipped = new Set<number>()
  private readonly copies = new IdenticalFiles()

  constructor(
    private readonly files: readonly ResultFile[],
    private readonly owned: ResultFile[] | undefined,
  ) {}

  /** `alone`: the file is parsed by itself, so a copy of an earlier one is skipped (sides/identical-files.ts). */
  text(i: number, alone = false): SourceText | undefined {
    const file = this.files[i]
    if (file === undefined || this.skipped.has(i)) return undefined
    let bytes: Uint8Array
    try {
      bytes = file.bytes
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error
      this.skip(i, [diagnostic('error', file.name, '', error.message)])
      return undefined
    }
    const tooLarge = overReadWholeLimit(bytes.byteLength)
    if (tooLarge !== undefined && !holdsBinary(bytes)) {
      this.skip(i, [diagnostic('error', file.name, '', tooLarge)])
      return undefined
    }
    const copy = alone ? this.copies.copyOf(file.name, bytes) : undefined
    if (copy) {
      this.skip(i, [copy])
      return undefined
    }
    const decoded = decodeText(file.name, bytes)
    if (!this.said.has(i)) this.said.set(i, decoded.diagnostics)
    if (decoded.binary) {
      this.skip(i, [])
      return undefined
    }
    return { name: file.name, text: decoded.text }
  }

  /** File `i` is read for the last time: an owned list lets go of it (bytes, or its zip data). */
  release(i: number): void {
    const file = this.files[i]
    if (this.owned && file !== undefined) this.owned[i] = withoutBytes(file)
  }

  /** What decoding (and reading) said, in file order. */
  decodeDiagnostics(): Diagnostic[] {
    return [...this.said].sort(([a], [b]) => a - b).flatMap(([, found]) => found)
  }

  private skip(i: number, found: Diagnostic[]): void {
    this.skipped.add(i)
    this.said.set(i, [...(this.said.get(i) ?? []), ...found])
    this.release(i)
  }
}

/**
 * Parses the files of several sides, each as `parseResultFiles` would with `caps` (default: the
 * side caps), answering in the same order. It owns the lists it is given (see `parseOwnedFiles`).
 * The shell passes one that spreads large sides over threads; the default parses in turn. It
 * knows nothing of the run's budget: `parseWithinBudget` gives it only sides that fit whole.
 */
export type SidesParser = ((
  sides: readonly ResultFile[][],
  format: string,
  caps?: SideCapLimits,
) => Promise<readonly ParsedSide[]>) & {
  /** The shell expects large inputs: get ready (start a thread) while the files are read. */
  readonly prepare?: () => void
}

/** The default `SidesParser`: each side in turn, in this thread. */
export const parseSidesInTurn: SidesParser = (sides, format, caps) =>
  Promise.resolve(sides.map((files) => parseOwnedFiles(files, format, caps)))

/** The side caps and the run's budget a run is read under by default. */
export const DEFAULT_READ_LIMITS: ReadLimits = { side: DEFAULT_SIDE_CAPS, run: DEFAULT_RUN_BUDGET }

/**
 * Every side of a run (all legs), in the order they matter, read within the run's budget
 * (sides/within-budget.ts: the first sides that fit whole by `parser`, perhaps on two threads;
 * the rest in turn here with what is left; history runs that do not fit left out whole).
 */
export function parseWithinBudget(
  sides: readonly BudgetedSide[],
  format: string,
  parser: SidesParser = parseSidesInTurn,
  limits: ReadLimits = DEFAULT_READ_LIMITS,
): Promise<ParsedRun> {
  return readWithinBudget(sides, format, parser, limits, parseOwnedFiles)
}

export type { BudgetedSide, LeftOutRuns, ParsedRun } from './sides/within-budget.js'
export {
  DEFAULT_RUN_BUDGET,
  historyLeftOutNote,
  type ReadLimits,
  type RunBudgetLimits,
} from './sides/run-budget.js'
export { DEFAULT_SIDE_CAPS, type SideCapLimits } from './sides/side-caps.js'

// What settings and the shell take from parse besides the side: the format registry (to check
// the `format` input and preview a file), mixed-format warnings, round ids and the check for
// files of different runs (for the pipeline: only an unpaired side is checked), and what is read
// over a side's files together (Go's GOMAXPROCS suffixes, perf stat's blocks).
export { mixedFormatWarnings } from './sides/mixed-formats.js'
export {
  DEFAULT_ROUND_PATTERN,
  assignRounds,
  compileRoundPattern,
  RoundPatternError,
  type RoundPattern,
} from './sides/round-ids.js'
export { separateRuns } from './sides/separate-runs.js'
export { readGoProcsOfSide } from './sides/go-procs-side.js'
export { combineSummaryBlocks } from './sides/summary-blocks.js'
export { buildNotesOnce } from './sides/run-notes.js'
export { type FormatAdapter } from './formats/format-adapter.js'
export { findAdapter, formatAdapters } from './formats/registry.js'
export { parseText, SNIFF_LENGTH } from './sides/parse-text.js'
export { looksLikePeerHistory, splitPeerHistory, type PeerHistoryRun } from './json/peer-history.js'

import type { BenchmarkResult, Environment } from '../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import { withoutBytes, type ResultFile } from '../model/result-file.js'
import { decodeText } from './text/decode-text.js'
import type { FormatAdapter, ParsedFile, SourceText } from './formats/format-adapter.js'
import { groupFileSets } from './sides/file-sets.js'
import { emptyFile } from './json/json-document.js'
import { FORMAT_IDS, findAdapter, formatAdapters } from './formats/registry.js'
import { capDiagnostics, MAX_DIAGNOSTICS_PER_SIDE, readChecked } from './sides/result-checks.js'

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
 */
export function parseResultFiles(files: readonly ResultFile[], format: string): ParsedSide {
  return parseFiles(files, format, undefined)
}

/**
 * `parseResultFiles` for files the caller hands over: each entry of `files` is replaced by its
 * name with no bytes as soon as it is decoded, so a large file's bytes can be freed while its
 * text is parsed and the next file read (issue 7: peak memory).
 */
export function parseOwnedFiles(files: ResultFile[], format: string): ParsedSide {
  return parseFiles(files, format, files)
}

function parseFiles(
  files: readonly ResultFile[],
  format: string,
  owned: ResultFile[] | undefined,
): ParsedSide {
  const results: BenchmarkResult[] = []
  const diagnostics: Diagnostic[] = []
  const environments = new Map<string, Environment>()
  let filesRead = 0
  const sources: SourceText[] = []
  files.forEach((file, i) => {
    const decoded = decodeText(file.name, file.bytes)
    if (owned) owned[i] = withoutBytes(file)
    diagnostics.push(...decoded.diagnostics)
    if (!decoded.binary) sources.push({ name: file.name, text: decoded.text })
  })
  // Multi-file formats (Criterion's target/criterion tree) are read one set at a time.
  for (const unit of groupFileSets(sources, formatAdapters, format)) {
    const names = unit.kind === 'set' ? unit.sources.map((s) => s.name) : [unit.source.name]
    const parsed = readChecked(
      () =>
        unit.kind === 'set' ? unit.reader.parseSet(unit.sources) : parseText(unit.source, format),
      names[0] ?? '',
      unit.kind === 'file',
    )
    diagnostics.push(...parsed.diagnostics)
    if (parsed.results.length > 0) filesRead += names.length
    for (const name of names) environments.set(name, parsed.environment)
    const { environment } = parsed
    const printed = Object.keys(environment).length > 0
    for (const result of parsed.results) {
      // The adapter's results are fresh and ours alone: setting the field on each, rather than
      // copying each, spares a copy of every result of a large file (issue 7).
      if (printed) (result as { environment?: Environment }).environment = environment
      results.push(result)
    }
  }
  releaseLastMatch()
  return {
    results,
    diagnostics: capDiagnostics(diagnostics, MAX_DIAGNOSTICS_PER_SIDE, 'in these files'),
    environments,
    filesRead,
  }
}

/**
 * RegExp's legacy statics (`RegExp.input`, `RegExp.lastMatch`) keep the subject of the last
 * successful match alive, and detection matches on whole texts (or slices that hold them): a
 * match on an empty string lets the last file's text go once the side is read (issue 7).
 */
function releaseLastMatch(): void {
  EMPTY.exec('')
}

const EMPTY = /(?:)/

/** Parses one decoded text with `format` (an adapter id, or `auto` to detect it). */
export function parseText(source: SourceText, format: string): ParsedFile {
  if (source.text.trim() === '') return failed(emptyFile(source.name, source.text))
  if (format !== 'auto') {
    const adapter = findAdapter(format)
    if (adapter) return parseAs(adapter, format, source)
    // Not reached from the CLI or the Action: their settings refuse it (settings/read-format.ts).
    return failed(
      diagnostic('error', source.name, '', `unknown format "${format}"; ${SEE_FORMAT_IDS}`),
    )
  }
  const sniffed = sniffHead(source)
  if (sniffed && readsCleanly(sniffed.parsed)) return sniffed.parsed
  // Adapters are pure: a parse the sniff already made is not made again.
  const parse = (adapter: FormatAdapter): ParsedFile =>
    adapter === sniffed?.adapter ? sniffed.parsed : adapter.parse(source)
  const candidates = formatAdapters.filter((adapter: FormatAdapter) => adapter.detect(source))
  const [only] = candidates
  if (only === undefined)
    return failed(
      diagnostic(
        'error',
        source.name,
        '',
        `format not recognised (none of the ${FORMAT_IDS.length} known formats matched); set the format explicitly: ${SEE_FORMAT_IDS}`,
      ),
    )
  if (candidates.length === 1) return parse(only)
  return pickAmong(source, candidates, parse)
}

/** Where the format ids are listed in full; a diagnostic is shown shortened, and the list is long. */
const SEE_FORMAT_IDS = 'the format ids are listed under "Harness formats" in the README'

/**
 * `source` read with the format the user named (`format`: its id or an alias). When that reads no
 * result, the file was found but the format does not fit it: said so, naming the format, and, when
 * detection reads the file as another format, which one (an error then, not a file that merely
 * "holds no benchmark results").
 */
function parseAs(adapter: FormatAdapter, format: string, source: SourceText): ParsedFile {
  const parsed = adapter.parse(source)
  if (parsed.results.length > 0) return parsed
  const detected = [...new Set(parseText(source, 'auto').results.map((r) => r.format))].filter(
    (id) => id !== adapter.id,
  )
  const looksLike =
    detected.length > 0
      ? `; it looks like ${detected.join(' and ')}: set the format to that, or to auto`
      : ''
  const said = parsed.diagnostics.some((d) => d.severity !== 'info')
  if (looksLike === '' && said) return parsed
  const named = format === adapter.id ? format : `${format} (${adapter.id})`
  const problem = diagnostic(
    looksLike === '' ? 'warning' : 'error',
    source.name,
    '',
    `the format ${named} read no benchmark results from this file${looksLike}`,
  )
  return { ...parsed, diagnostics: [problem, ...parsed.diagnostics] }
}

/** Text detection looks at first in a large file: a sniff, not 30 scans of 100 MB (issue 7). */
export const SNIFF_LENGTH = 256 * 1024

/**
 * The fast path of detection for a text longer than SNIFF_LENGTH: when its head (cut after its
 * last line break) is recognised by exactly one adapter, that adapter's parse of the whole text.
 * The caller takes it when it reads cleanly. A match in a head that ends at a line break is a match
 * in the whole text, so this differs from detecting on the whole text only for a file that also
 * matches another format after its first 256 KiB and reads cleanly as that one too (there:
 * "ambiguous format"), or, for a head without a line break, whose sniff matched on a `$` or `\b`
 * at the cut and which then reads cleanly in that format.
 */
function sniffHead(source: SourceText): { adapter: FormatAdapter; parsed: ParsedFile } | undefined {
  if (source.text.length <= SNIFF_LENGTH) return undefined
  const lineEnd = source.text.lastIndexOf('\n', SNIFF_LENGTH - 1)
  const head = {
    name: source.name,
    text: source.text.slice(0, lineEnd >= 0 ? lineEnd + 1 : SNIFF_LENGTH),
  }
  const likely = formatAdapters.filter((adapter: FormatAdapter) => adapter.detect(head))
  const [only] = likely
  if (only === undefined || likely.length > 1) return undefined
  return { adapter: only, parsed: only.parse(source) }
}

function readsCleanly(parsed: ParsedFile): boolean {
  return parsed.results.length > 0 && !parsed.diagnostics.some((d) => d.severity === 'error')
}

/** Several sniffers matched: keep the single adapter that reads the file cleanly, else ask. */
function pickAmong(
  source: SourceText,
  candidates: readonly FormatAdapter[],
  parse: (adapter: FormatAdapter) => ParsedFile,
): ParsedFile {
  const attempts = candidates.map((adapter) => ({ adapter, parsed: parse(adapter) }))
  const clean = attempts.filter(({ parsed }) => readsCleanly(parsed))
  const [first] = clean
  if (clean.length === 1 && first) return first.parsed
  const ids = (clean.length > 1 ? clean : attempts).map(({ adapter }) => adapter.id)
  if (clean.length === 0 && attempts[0]) return attempts[0].parsed
  return failed(
    diagnostic(
      'error',
      source.name,
      '',
      `ambiguous format: reads as ${ids.join(' and ')}; set the format explicitly`,
    ),
  )
}

function failed(problem: Diagnostic): ParsedFile {
  return { results: [], diagnostics: [problem], environment: {} }
}

/**
 * Parses the files of several sides, each as `parseResultFiles` would, answering in the same
 * order. It owns the lists it is given (see `parseOwnedFiles`). The shell passes one that spreads
 * large sides over threads (issue 7); the default parses in turn.
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

// The stage's door: what other stages may use of it.
export { mixedFormatWarnings } from './sides/mixed-formats.js'
export { DEFAULT_ROUND_PATTERN, assignRounds } from './sides/round-ids.js'
export { type FormatAdapter } from './formats/format-adapter.js'
export { findAdapter, formatAdapters } from './formats/registry.js'

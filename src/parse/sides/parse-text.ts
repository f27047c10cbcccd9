/**
 * One decoded file read with a named format, or with the one format detection finds for it: the
 * per-file step of reading a side (the door, parse-files.ts, runs it for every file that is not
 * part of a multi-file set).
 */
import { inFreshRoom } from '../formats/result-room.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from '../formats/format-adapter.js'
import { FORMAT_IDS, findAdapter, formatAdapters } from '../formats/registry.js'
import { emptyFile } from '../json/json-document.js'

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
    adapter === sniffed?.adapter ? sniffed.parsed : inFreshRoom(() => adapter.parse(source))
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
  const parsed = inFreshRoom(() => adapter.parse(source))
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

/** Text detection looks at first in a large file: a sniff, not 30 scans of 100 MB. */
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
  return { adapter: only, parsed: inFreshRoom(() => only.parse(source)) }
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

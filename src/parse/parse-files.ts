import type { BenchmarkResult, Environment } from '../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../model/diagnostic.js'
import type { ResultFile } from '../model/result-file.js'
import { decodeText } from './decode-text.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { groupFileSets } from './file-sets.js'
import { emptyFile } from './json-document.js'
import { FORMAT_IDS, findAdapter, formatAdapters } from './registry.js'

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
  const results: BenchmarkResult[] = []
  const diagnostics: Diagnostic[] = []
  const environments = new Map<string, Environment>()
  let filesRead = 0
  const sources = files.map((file) => {
    const decoded = decodeText(file.name, file.bytes)
    diagnostics.push(...decoded.diagnostics)
    return { name: file.name, text: decoded.text }
  })
  // Multi-file formats (Criterion's target/criterion tree) are read one set at a time.
  for (const unit of groupFileSets(sources, formatAdapters, format)) {
    const parsed =
      unit.kind === 'set' ? unit.reader.parseSet(unit.sources) : parseText(unit.source, format)
    const names = unit.kind === 'set' ? unit.sources.map((s) => s.name) : [unit.source.name]
    diagnostics.push(...parsed.diagnostics)
    if (parsed.results.length > 0) filesRead += names.length
    for (const name of names) environments.set(name, parsed.environment)
    for (const result of parsed.results)
      results.push(
        Object.keys(parsed.environment).length > 0
          ? { ...result, environment: parsed.environment }
          : result,
      )
  }
  return { results, diagnostics, environments, filesRead }
}

/** Parses one decoded text with `format` (an adapter id, or `auto` to detect it). */
export function parseText(source: SourceText, format: string): ParsedFile {
  if (source.text.trim() === '') return failed(emptyFile(source.name, source.text))
  if (format !== 'auto') {
    const adapter = findAdapter(format)
    if (adapter) return adapter.parse(source)
    return failed(
      diagnostic(
        'error',
        source.name,
        '',
        `unknown format "${format}"; valid formats: ${FORMAT_IDS.join(', ')}`,
      ),
    )
  }
  const candidates = formatAdapters.filter((adapter: FormatAdapter) => adapter.detect(source))
  const [only] = candidates
  if (only === undefined)
    return failed(
      diagnostic(
        'error',
        source.name,
        '',
        `format not recognised (tried ${FORMAT_IDS.join(', ')}); set the format explicitly`,
      ),
    )
  if (candidates.length === 1) return only.parse(source)
  return pickAmong(source, candidates)
}

/** Several sniffers matched: keep the single adapter that reads the file cleanly, else ask. */
function pickAmong(source: SourceText, candidates: readonly FormatAdapter[]): ParsedFile {
  const attempts = candidates.map((adapter) => ({ adapter, parsed: adapter.parse(source) }))
  const clean = attempts.filter(
    ({ parsed }) =>
      parsed.results.length > 0 && !parsed.diagnostics.some((d) => d.severity === 'error'),
  )
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

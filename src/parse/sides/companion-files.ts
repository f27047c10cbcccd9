/**
 * A harness's output folder holds more than results: callgrind_annotate and cg_annotate reports,
 * valgrind's logs, Criterion's HTML and SVG reports, plain logs. When a side read results from
 * some files, the files that are such companions are summarised in one note instead of one
 * "format not recognised" error each (test/field-cases.md F44). A file that is no known companion
 * keeps its error: a result file in an unknown format must not pass silently.
 */
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { plural } from '../../model/plural.js'
import type { SourceText } from '../formats/format-adapter.js'

/** Companion kinds, each by what its content (or, for reports, its name) shows. */
const KINDS: readonly { readonly kind: string; readonly is: (source: SourceText) => boolean }[] = [
  {
    kind: 'callgrind_annotate/cg_annotate output',
    is: ({ text }) =>
      /^-{20,}\r?\n(?:Profile data file|I1 cache:|Invocation:|Command:)/m.test(text.slice(0, 4096)),
  },
  { kind: 'valgrind log', is: ({ text }) => /^==\d+== /.test(text) },
  {
    kind: 'HTML/SVG report',
    is: ({ name, text }) =>
      /\.(?:html?|svg|css|js)$/i.test(name) || /^\s*<(?:!DOCTYPE|html|svg|\?xml)/i.test(text),
  },
  { kind: 'log', is: ({ name }) => /\.(?:log|out\.txt)$/i.test(name) },
]

const LISTED = 3

/** How much of a text's start KINDS look at (past any leading whitespace). */
const HEAD = 4096

/**
 * The part of `source` that tells which companion it is (KINDS look only at the name and the
 * first 4 KiB past leading whitespace): what a side keeps of a file that read no results.
 */
export function companionHead(source: SourceText): SourceText {
  const start = source.text.search(/\S/)
  return { name: source.name, text: source.text.slice(0, Math.max(HEAD, start + HEAD)) }
}

/** The messages of parse-text and result-checks that a companion file gets. */
export function isUnreadMessage(d: Diagnostic): boolean {
  return (
    (d.severity === 'error' && d.message.startsWith('format not recognised')) ||
    (d.severity === 'warning' && d.message === 'holds no benchmark results')
  )
}

/**
 * `diagnostics` with every "not recognised" or "holds no results" of a companion file replaced by
 * one warning that names the kinds and a few files of each; unchanged when the side read no result
 * (then the files may be the results, unread) or has no companion.
 */
export function summariseCompanions(
  diagnostics: readonly Diagnostic[],
  sources: readonly SourceText[],
  anyResults: boolean,
): Diagnostic[] {
  if (!anyResults) return [...diagnostics]
  const byName = new Map(sources.map((s) => [s.name, s]))
  const kinds = new Map<string, string[]>()
  const companion = new Set<Diagnostic>()
  for (const d of diagnostics) {
    if (!isUnreadMessage(d)) continue
    const source = byName.get(d.file)
    const kind = source && KINDS.find((k) => k.is(source))?.kind
    if (!kind) continue
    companion.add(d)
    kinds.set(kind, [...(kinds.get(kind) ?? []), d.file])
  }
  if (companion.size === 0) return [...diagnostics]
  const parts = [...kinds].map(([kind, files]) => {
    const shown = files.slice(0, LISTED).join(', ')
    const more = files.length > LISTED ? ` and ${files.length - LISTED} more` : ''
    return `${files.length} ${kind} (${shown}${more})`
  })
  const first = [...companion][0]
  return [
    ...diagnostics.filter((d) => !companion.has(d)),
    diagnostic(
      'warning',
      first?.file ?? '',
      '',
      `${plural(companion.size, 'companion file')} of the harness ${companion.size === 1 ? 'is not a result file and was' : 'are not results and were'} not read: ${parts.join('; ')}`,
    ),
  ]
}

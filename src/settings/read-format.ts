import type { InputProblem } from '../model/errors.js'
import { type FormatAdapter, findAdapter, formatAdapters } from '../parse/parse-files.js'
import { closestName } from '../policy/judge.js'

/**
 * The `format` input (`--format`): `auto` or a format id or alias, as written. An unknown name is
 * an input problem, like a bad `fail-on`, with a "did you mean" when one is close and every valid
 * id with its aliases, so that no run starts that could only end with "no head results".
 */
export function readFormat(input: string, text: string, problems: InputProblem[]): string {
  const trimmed = text.trim()
  if (trimmed === 'auto' || findAdapter(trimmed)) return trimmed
  const suggestions = suggestFormats(trimmed)
  const hint =
    suggestions.length > 0
      ? `; did you mean ${suggestions.map((name) => `"${name}"`).join(' or ')}?`
      : '.'
  problems.push({
    input,
    message: `unknown format "${trimmed}"${hint} Valid formats: ${describeFormats()}`,
  })
  return 'auto'
}

/**
 * Every valid `format` value: `auto`, then each id in detection order with its aliases, e.g.
 * `go-test-text (alias: go)`. Whole, never shortened.
 */
export function describeFormats(): string {
  const ids = formatAdapters.map((adapter: FormatAdapter) => {
    const aliases = adapter.aliases ?? []
    if (aliases.length === 0) return adapter.id
    return `${adapter.id} (${aliases.length === 1 ? 'alias' : 'aliases'}: ${aliases.join(', ')})`
  })
  return ['auto', ...ids].join(', ')
}

/** Names of different formats that a prefix may mean before a suggestion is left out. */
const MAX_PREFIX_SUGGESTIONS = 3

/**
 * The ids or aliases `text` most likely meant: those it begins, ignoring case, `-` and `_`
 * (`googlebench` → google-benchmark-json and google-benchmark-csv; at most three formats), else
 * the nearest by edit distance (closest-name.ts), else none.
 */
export function suggestFormats(text: string): string[] {
  const squash = (name: string) => name.toLowerCase().replace(/[-_\s]/g, '')
  const typed = squash(text)
  if (typed.length >= 3) {
    const begun = formatAdapters.flatMap((adapter: FormatAdapter) => {
      const names = [adapter.id, ...(adapter.aliases ?? [])]
      const match = names.find((name) => squash(name).startsWith(typed))
      return match === undefined ? [] : [match]
    })
    if (begun.length > 0 && begun.length <= MAX_PREFIX_SUGGESTIONS) return begun
  }
  const names = formatAdapters.flatMap((adapter: FormatAdapter) => [
    adapter.id,
    ...(adapter.aliases ?? []),
  ])
  const closest = closestName(text, names)
  return closest === undefined ? [] : [closest]
}

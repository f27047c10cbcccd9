/**
 * Words for the re-run commands we suggest: regex literals, POSIX shell words and Go package
 * paths built from untrusted benchmark names. A maintainer copies these commands into a shell, so
 * each word stays one argument whatever the name holds, and nothing in it can hide: whitespace runs
 * and invisible characters are spelled out (docs/security.md).
 */
import { codeEscape, HIDDEN } from './visible-text.js'

/**
 * A literal for RE2, ECMAScript and POSIX extended regexes alike: metacharacters escaped with a
 * backslash; control characters (which POSIX cannot escape) become `.`, a superset.
 */
export function quoteRegex(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&').replace(/[\u0000-\u001f\u007f]/g, '.')
}

/** Two or more spaces in a row: enough of them push the rest of a line out of sight. */
const SPACE_RUN = / {2,}/

/**
 * One POSIX shell word holding exactly `text`. Plain text is single-quoted (`'it'\''s'`). Text
 * with anything a reader could miss (a control or invisible character, or a run of spaces) is
 * ANSI-C quoted (`$'…'`, bash, zsh, ksh and POSIX.1-2024 sh) with each such character written as
 * an escape (`\x0a`, `\u200b`, and every space of a run as `\x20`), so the command shown is the
 * command run and all of it is in view.
 */
export function shellQuote(text: string): string {
  if (!HIDDEN.test(text) && !SPACE_RUN.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`
  const escaped = text.replace(/ {2,}|[\\']|[^]/gu, (piece) => {
    if (piece.startsWith('  ')) return '\\x20'.repeat(piece.length)
    if (piece === '\\' || piece === "'") return `\\${piece}`
    return HIDDEN.test(piece) ? codeEscape(piece) : piece
  })
  return `$'${escaped}'`
}

/**
 * Whether `path` is a Go import path as `go` accepts one (the rules of `module.CheckImportPath`
 * in golang.org/x/mod): slash-separated non-empty elements of ASCII letters, digits and `-._~+`,
 * none starting or ending with a dot, and no leading dash. Only such a path may stand in a
 * suggested `go test` command: anything else from a results file could be a flag
 * (`-exec=…`, `-toolexec=…`) that runs a program.
 */
export function isGoImportPath(path: string): boolean {
  if (path.length === 0 || path.length > 512 || path.startsWith('-')) return false
  return path.split('/').every((element) => GO_ELEMENT.test(element))
}

const GO_ELEMENT = /^(?!\.)[A-Za-z0-9._~+-]+(?<!\.)$/

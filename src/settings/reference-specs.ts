/**
 * Named references besides the base: the Action's `references` input, one
 * `name=<run id | commit SHA | tag>` per line, and the CLI's `--reference NAME=<file|dir|glob>...`.
 */
import type { InputProblem } from '../model/errors.js'

/** More references cost API requests and comment space; five covers "last release" and a few more. */
export const MAX_REFERENCES = 5
/** Names are shown in table headers and sentences; longer ones would swamp them. */
export const MAX_REFERENCE_NAME_LENGTH = 64

/** What a reference's value names: a workflow run, a commit or a tag whose push run holds results. */
export type ReferenceKind = 'run' | 'sha' | 'tag'

/** One line of the `references` input, validated. */
export interface ReferenceTarget {
  /** As the user wrote it (untrusted text in the report). */
  readonly name: string
  readonly kind: ReferenceKind
  /** Run id in decimal, a 7–40 digit hex SHA in lower case, or the tag name. */
  readonly value: string
}

/** One `--reference` flag: a name and the files of that reference run. */
export interface LocalReference {
  readonly name: string
  readonly patterns: readonly string[]
}

/**
 * The `references` input → targets, or problems named `references`. A value is a run id when it
 * is all digits, a commit SHA when it is 7 to 40 hex digits, otherwise a tag; `run:`, `sha:` or
 * `tag:` in front says which when a tag looks like a number or a SHA (`tag:2024`).
 *
 * @param text the input, one `name=value` per line; blank lines are skipped
 */
export function parseReferenceInput(text: string, problems: InputProblem[]): ReferenceTarget[] {
  const targets: ReferenceTarget[] = []
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  for (const line of lines) {
    const split = splitNamed(line)
    if (typeof split === 'string') {
      problems.push({ input: 'references', message: split })
      continue
    }
    const target = readTarget(split.name, split.value)
    if (typeof target === 'string') problems.push({ input: 'references', message: target })
    else targets.push(target)
  }
  checkNames(targets, 'references', problems)
  return targets
}

/**
 * `--reference` groups (each flag with the paths after it) → local references. The first value
 * is `NAME=<path>`; further values are more paths of the same reference, so a shell-expanded
 * glob works as it does for `--base`.
 *
 * @param groups one array per `--reference` flag, as cli-args.ts groups them
 */
export function parseReferenceFlags(
  groups: readonly (readonly string[])[],
  problems: InputProblem[],
): LocalReference[] {
  const references: LocalReference[] = []
  for (const [first, ...more] of groups) {
    const split = first === undefined ? 'needs NAME=<file|dir|glob>' : splitNamed(first)
    if (typeof split === 'string') {
      problems.push({ input: '--reference', message: split })
      continue
    }
    const patterns = [split.value, ...more].filter((p) => p.trim() !== '')
    if (patterns.length === 0) {
      problems.push({ input: '--reference', message: `"${split.name}" names no files` })
      continue
    }
    references.push({ name: split.name, patterns })
  }
  checkNames(references, '--reference', problems)
  return references
}

/** `name=value` → its parts, or what is wrong with it. */
function splitNamed(text: string): { name: string; value: string } | string {
  const at = text.indexOf('=')
  if (at < 0)
    return `"${shown(text)}" is not NAME=VALUE (for example v1.4.0=v1.4.0 or before-fix=1234567)`
  const name = text.slice(0, at).trim()
  const value = text.slice(at + 1).trim()
  const problem = nameProblem(name)
  if (problem !== undefined) return problem
  if (value === '') return `reference "${name}" has no value after "="`
  return { name, value }
}

function nameProblem(name: string): string | undefined {
  if (name === '') return 'a reference needs a name before "=" (for example v1.4.0=v1.4.0)'
  if (Array.from(name).length > MAX_REFERENCE_NAME_LENGTH)
    return `reference name "${shown(name)}" is longer than ${MAX_REFERENCE_NAME_LENGTH} characters`
  // eslint-disable-next-line no-control-regex -- a name with control characters is refused
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name))
    return `reference name "${shown(name)}" contains control characters`
  // `against: base` marks the base's comparisons in the JSON report; `head` is the other side.
  if (['base', 'head'].includes(name.toLowerCase()))
    return `"${name}" cannot name a reference: base and head are the sides compared`
  return undefined
}

function readTarget(name: string, value: string): ReferenceTarget | string {
  const prefixed = /^(run|sha|tag):(.*)$/.exec(value)
  const kind = prefixed ? (prefixed[1] as ReferenceKind) : guessKind(value)
  const rest = (prefixed ? (prefixed[2] ?? '') : value).trim()
  if (kind === 'run') {
    const id = /^\d{1,16}$/.test(rest) ? Number(rest) : NaN
    return Number.isSafeInteger(id) && id > 0
      ? { name, kind, value: String(id) }
      : `reference "${name}": "${shown(rest)}" is not a workflow run id`
  }
  if (kind === 'sha')
    return /^[0-9a-f]{7,40}$/i.test(rest)
      ? { name, kind, value: rest.toLowerCase() }
      : `reference "${name}": "${shown(rest)}" is not a commit SHA (7 to 40 hex digits)`
  // Git refuses these in tag names; refusing them here keeps them out of the API path.
  return rest !== '' && !/[\s~^:?*[\\]|\.\.|^[/.-]|[/.]$|@\{/.test(rest)
    ? { name, kind, value: rest }
    : `reference "${name}": "${shown(rest)}" is not a valid tag name`
}

function guessKind(value: string): ReferenceKind {
  if (/^\d+$/.test(value)) return 'run'
  if (/^[0-9a-f]{7,40}$/i.test(value)) return 'sha'
  return 'tag'
}

function checkNames(
  references: readonly { readonly name: string }[],
  input: string,
  problems: InputProblem[],
): void {
  const seen = new Set<string>()
  for (const { name } of references) {
    if (seen.has(name)) problems.push({ input, message: `reference "${name}" is given twice` })
    seen.add(name)
  }
  if (references.length > MAX_REFERENCES)
    problems.push({
      input,
      message: `${references.length} references given; at most ${MAX_REFERENCES} are compared`,
    })
}

function shown(text: string): string {
  const points = Array.from(text)
  return points.length > 60 ? `${points.slice(0, 59).join('')}…` : text
}

import { parseArgs, type ParseArgsConfig } from 'node:util'
import type { InputProblem } from '../model/errors.js'

/** Flags that take every following argument up to the next flag (docs/architecture.md §6). */
const MULTI_VALUE_FLAGS = ['base', 'head', 'control', 'history', 'reference'] as const
/** Flags that take exactly one value. */
const SINGLE_VALUE_FLAGS = [
  'format',
  'round-pattern',
  'policy',
  'threshold',
  'fail-on',
  'output',
  'out',
  'html',
] as const
const BOOLEAN_FLAGS = ['paired', 'help', 'version', 'fail-on-inconclusive', 'no-policy'] as const

export interface CliRequest {
  readonly command: 'compare' | 'preview' | 'help' | 'version'
  /** Values of multi-value flags, one group per occurrence (`--history` repeated = one run each). */
  readonly groups: Readonly<
    Partial<Record<(typeof MULTI_VALUE_FLAGS)[number], readonly (readonly string[])[]>>
  >
  /** Single-value flags, each given at most once. */
  readonly values: Readonly<Partial<Record<(typeof SINGLE_VALUE_FLAGS)[number], readonly string[]>>>
  readonly flags: ReadonlySet<(typeof BOOLEAN_FLAGS)[number]>
  readonly positionals: readonly string[]
}

export type CliParse = { ok: true; request: CliRequest } | { ok: false; problems: InputProblem[] }

/**
 * `--threshold -5%` joined as `--threshold=-5%`: parseArgs takes a value that starts with a dash
 * for a forgotten value and answers with its own message; a negative number is meant as the
 * value, so the flag's own check refuses it in the words it uses for any bad value.
 */
function withNegativeValuesJoined(args: readonly string[]): string[] {
  const joined: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    const next = args[i + 1]
    if (arg === '--') return [...joined, ...args.slice(i)]
    const single = (SINGLE_VALUE_FLAGS as readonly string[]).includes(arg.slice(2))
    if (arg.startsWith('--') && single && next !== undefined && /^-\.?\d/.test(next)) {
      joined.push(`${arg}=${next}`)
      i++
    } else joined.push(arg)
  }
  return joined
}

/**
 * argv (without `node` and the script) → the command and its flags. Node's `util.parseArgs`
 * tokenises; the grouping of "every argument up to the next flag" is ours, because no common
 * argument library keeps repeated multi-value flags apart (`--history a b --history c` is two runs).
 */
export function parseCliArgs(argv: readonly string[]): CliParse {
  const problems: InputProblem[] = []
  const [first, ...rest] = argv
  const command = first === 'compare' || first === 'preview' ? first : undefined
  const args = command ? rest : argv
  const options: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean', short: 'h' } }
  for (const flag of [...MULTI_VALUE_FLAGS, ...SINGLE_VALUE_FLAGS])
    options[flag] = { type: 'string', multiple: true }
  for (const flag of BOOLEAN_FLAGS) options[flag] ??= { type: 'boolean' }
  let tokens: ReturnType<
    typeof parseArgs<{ tokens: true; options: typeof options; allowPositionals: true }>
  >['tokens']
  try {
    tokens = parseArgs({
      args: withNegativeValuesJoined(args),
      options,
      strict: true,
      allowPositionals: true,
      tokens: true,
    }).tokens
  } catch (error) {
    return {
      ok: false,
      problems: [
        { input: 'arguments', message: error instanceof Error ? error.message : String(error) },
      ],
    }
  }
  const groups: Record<string, string[][]> = {}
  const values: Record<string, string[]> = {}
  const flags = new Set<(typeof BOOLEAN_FLAGS)[number]>()
  const positionals: string[] = []
  let current: string[] | undefined
  for (const token of tokens) {
    if (token.kind === 'option-terminator') {
      current = undefined
      continue
    }
    if (token.kind === 'positional') {
      if (current) current.push(token.value)
      else positionals.push(token.value)
      continue
    }
    current = undefined
    const name = token.name
    if ((BOOLEAN_FLAGS as readonly string[]).includes(name))
      flags.add(name as (typeof BOOLEAN_FLAGS)[number])
    else if ((MULTI_VALUE_FLAGS as readonly string[]).includes(name)) {
      current = token.value === undefined ? [] : [token.value]
      ;(groups[name] ??= []).push(current)
    } else if (token.value !== undefined) (values[name] ??= []).push(token.value)
  }
  for (const [name, list] of Object.entries(values))
    if (list.length > 1) problems.push({ input: `--${name}`, message: 'given more than once' })
  if (problems.length > 0) return { ok: false, problems }
  const resolved = flags.has('help') ? 'help' : flags.has('version') ? 'version' : command
  if (!resolved)
    return {
      ok: false,
      problems: [
        {
          input: 'command',
          message:
            first === undefined
              ? 'missing; use `compare` or `preview`'
              : `unknown command "${first}"; use \`compare\` or \`preview\``,
        },
      ],
    }
  return { ok: true, request: { command: resolved, groups, values, flags, positionals } }
}

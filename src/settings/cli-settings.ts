import type { InputProblem } from '../model/errors.js'
import { DEFAULT_POLICY, type Policy } from '../policy/judge.js'
import type { AnalysisSettings } from './analysis-settings.js'
import type { CliRequest } from './cli-args.js'
import { readChoice } from './read-values.js'
import { parseReferenceFlags, type LocalReference } from './reference-specs.js'
import { parseAnalysisKnobs } from './analysis-knobs.js'

export const OUTPUT_FORMATS = ['text', 'markdown', 'json'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

/** `bench-verdict compare …`, validated. Paths are as the user typed them (files, dirs or globs). */
export interface CompareCommand {
  readonly analysis: AnalysisSettings
  readonly base: readonly string[]
  readonly head: readonly string[]
  /**
   * One entry per `--history` flag: the files of one earlier base run, or github-action-benchmark's
   * data.js, which gives `historyRuns` runs (its newest commits).
   */
  readonly history: readonly (readonly string[])[]
  /** How many commits of a data.js history are used: the policy's `defaults.history`, else 5. */
  readonly historyRuns: number
  readonly control: readonly string[]
  /** One entry per `--reference NAME=<paths>`: a named reference run's files. */
  readonly references: readonly LocalReference[]
  readonly output: OutputFormat
  readonly out: string | undefined
}

/**
 * CLI request → compare command, or every problem at once (docs/architecture.md §6). The flags override the
 * policy file's defaults (`--policy`, read by the shell: settings/policy-read.ts).
 */
export function parseCompareCommand(
  request: CliRequest,
  policy: Policy = DEFAULT_POLICY,
): { ok: true; command: CompareCommand } | { ok: false; problems: InputProblem[] } {
  const problems: InputProblem[] = []
  const single = (name: keyof CliRequest['values']) => request.values[name]?.[0]
  const flat = (name: keyof CliRequest['groups']) => (request.groups[name] ?? []).flat()
  const base = flat('base')
  const head = flat('head')
  if (head.length === 0)
    problems.push({
      input: '--head',
      message: 'missing: give the head result files (a file, directory or glob)',
    })
  if (base.length === 0)
    problems.push({
      input: '--base',
      message: 'missing: give the base result files (a file, directory or glob)',
    })
  for (const [index, run] of (request.groups.history ?? []).entries())
    if (run.length === 0)
      problems.push({ input: '--history', message: `occurrence ${index + 1} names no files` })
  if (request.positionals.length > 0)
    problems.push({
      input: 'arguments',
      message: `unexpected argument "${request.positionals[0] ?? ''}" (paths follow --base, --head, --control, --history or --reference)`,
    })
  const references = parseReferenceFlags(request.groups.reference ?? [], problems)
  const analysis = parseAnalysisKnobs(
    {
      format: single('format'),
      threshold: single('threshold'),
      failOn: single('fail-on'),
      failOnInconclusive: request.flags.has('fail-on-inconclusive') ? 'true' : undefined,
      paired: request.flags.has('paired') ? 'true' : undefined,
      roundPattern: single('round-pattern'),
    },
    {
      format: '--format',
      threshold: '--threshold',
      failOn: '--fail-on',
      failOnInconclusive: '--fail-on-inconclusive',
      paired: '--paired',
      roundPattern: '--round-pattern',
    },
    problems,
    policy,
  )
  const outputText = single('output')
  const output =
    outputText === undefined
      ? 'text'
      : (readChoice('--output', outputText, OUTPUT_FORMATS, problems) ?? 'text')
  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    command: {
      analysis,
      base,
      head,
      history: request.groups.history ?? [],
      historyRuns: policy.defaults.history ?? 5,
      control: flat('control'),
      references,
      output,
      out: single('out'),
    },
  }
}

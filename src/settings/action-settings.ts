import type { InputProblem } from '../model/errors.js'
import { DEFAULT_POLICY, type Policy } from '../policy/judge.js'
import type { AnalysisSettings } from './analysis-settings.js'
import { COMMENT_MODES, type CommentMode, type RawInputs } from './action-inputs.js'
import { readBoolean, readChoice, readInteger } from './read-values.js'
import { parseReferenceInput, type ReferenceTarget } from './reference-specs.js'
import { parseAnalysisKnobs } from './analysis-knobs.js'

/** Everything the Action needs besides the run context, validated. */
export interface ActionSettings {
  readonly analysis: AnalysisSettings
  readonly results: readonly string[]
  readonly baseResults: readonly string[]
  readonly artifactName: string
  readonly baseBranch: string | undefined
  readonly baseWorkflow: string | undefined
  readonly headRunId: number | undefined
  readonly history: number
  /**
   * github-action-benchmark's `data.js` (or its external JSON), relative to the workspace: its
   * newest `history` commits are the history runs instead of the base branch's artifacts.
   */
  readonly historyFile: string | undefined
  readonly controlResults: readonly string[]
  readonly controlArtifactName: string | undefined
  /** Named references (`references`): runs, commits or tags whose push runs hold results. */
  readonly references: readonly ReferenceTarget[]
  readonly maxBaseBehind: number
  readonly comment: CommentMode
  readonly commentKey: string | undefined
  /** Secret that signs the comment's id line (HMAC-SHA256, docs/security.md); never logged. */
  readonly commentSigningKey: string | undefined
  readonly summary: boolean
  readonly reportFile: string
  readonly token: string
}

/** The analysis settings' names as the Action's inputs spell them, for problems to name. */
export const ACTION_KNOB_NAMES = {
  format: 'format',
  threshold: 'threshold',
  failOn: 'fail-on',
  failOnInconclusive: 'fail-on-inconclusive',
  paired: 'paired',
  roundPattern: 'round-pattern',
} as const

/**
 * Raw `INPUT_*` strings → settings, or every problem at once, each naming the input as written in
 * `action.yml`. Pure: tested with plain objects, no environment. The inputs override the policy
 * file's defaults (`policy`, read by the shell: settings/policy-read.ts).
 */
export function parseActionSettings(
  raw: RawInputs,
  policy: Policy = DEFAULT_POLICY,
): { ok: true; settings: ActionSettings } | { ok: false; problems: InputProblem[] } {
  const problems: InputProblem[] = []
  const text = (name: keyof RawInputs) => raw[name].trim()
  const optional = (name: keyof RawInputs) => text(name) || undefined
  // Empty: the head results are read from `artifact-name` artifacts of a run (see head-run-id).
  const results = lines(raw.results)
  const analysis = parseAnalysisKnobs(
    {
      format: raw.format,
      threshold: raw.threshold,
      failOn: raw['fail-on'],
      failOnInconclusive: raw['fail-on-inconclusive'],
      paired: raw.paired,
      roundPattern: raw['round-pattern'],
    },
    ACTION_KNOB_NAMES,
    problems,
    policy,
  )
  const headRunId = optional('head-run-id')
  const settings: ActionSettings = {
    analysis,
    results,
    baseResults: lines(raw['base-results']),
    artifactName: text('artifact-name') || 'bench-results',
    baseBranch: optional('base-branch'),
    baseWorkflow: optional('base-workflow'),
    headRunId:
      headRunId === undefined
        ? undefined
        : readInteger('head-run-id', headRunId, { min: 1, max: Number.MAX_SAFE_INTEGER }, problems),
    history: text('history')
      ? (readInteger('history', text('history'), { min: 0, max: 20 }, problems) ?? 5)
      : (policy.defaults.history ?? 5),
    historyFile: optional('history-file'),
    controlResults: lines(raw['control-results']),
    controlArtifactName: optional('control-artifact-name'),
    references: parseReferenceInput(raw.references, problems),
    maxBaseBehind:
      readInteger(
        'max-base-behind',
        text('max-base-behind') || '50',
        { min: 0, max: 100_000 },
        problems,
      ) ?? 50,
    comment:
      readChoice('comment', text('comment') || 'always', COMMENT_MODES, problems) ?? 'always',
    commentKey: optional('comment-key'),
    commentSigningKey: signingKey(raw['comment-signing-key'], problems),
    summary: readBoolean('summary', text('summary') || 'true', problems) ?? true,
    reportFile: text('report-file') || 'bench-verdict-report.json',
    token: text('github-token'),
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings }
}

/** A signing key shorter than this could be guessed from a comment's id line, offline. */
const MIN_SIGNING_KEY_LENGTH = 16

/**
 * The `comment-signing-key` secret, trimmed, checked for length only: its value never goes into a
 * message. Empty (an unset secret reads as empty) is no key; spaces alone are refused like a short
 * key, since a secret pasted as a blank line would silently turn signing off.
 */
function signingKey(raw: string, problems: InputProblem[]): string | undefined {
  const value = raw.trim()
  if (raw !== '' && value === '') {
    problems.push({
      input: 'comment-signing-key',
      message: `expected a random secret of at least ${MIN_SIGNING_KEY_LENGTH} characters (e.g. from \`openssl rand -hex 32\`), got only whitespace; leave the input unset for no signing key`,
    })
    return undefined
  }
  if (value === '') return undefined
  if (value.length < MIN_SIGNING_KEY_LENGTH)
    problems.push({
      input: 'comment-signing-key',
      message: `expected a random secret of at least ${MIN_SIGNING_KEY_LENGTH} characters (e.g. from \`openssl rand -hex 32\`), got ${value.length}`,
    })
  return value
}

/** Multi-line inputs: one entry per non-empty line (commas are legal in globs, so not a separator). */
function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/**
 * Every Action input, as named in `action.yml` (kebab-case). One table, used by the input reader,
 * the settings parser and the test that keeps `action.yml` in step with the code.
 */
export const INPUT_NAMES = [
  'results',
  'format',
  'base-results',
  'artifact-name',
  'base-branch',
  'base-workflow',
  'head-run-id',
  'history',
  'history-file',
  'control-results',
  'control-artifact-name',
  'references',
  'paired',
  'round-pattern',
  'max-base-behind',
  'policy',
  'threshold',
  'fail-on',
  'fail-on-inconclusive',
  'comment',
  'comment-key',
  'comment-signing-key',
  'summary',
  'report-file',
  'github-token',
] as const
export type InputName = (typeof INPUT_NAMES)[number]

/** Raw input strings as the runner passes them (`INPUT_*`), empty when not set. */
export type RawInputs = Readonly<Record<InputName, string>>

export const COMMENT_MODES = ['always', 'on-change', 'on-regression', 'never'] as const
export type CommentMode = (typeof COMMENT_MODES)[number]

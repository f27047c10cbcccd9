/**
 * The settings stage's door: the Action's inputs and the CLI's arguments, read and checked into the
 * settings one run uses. Other stages and the shells import settings through this file only.
 */
export { parseActionSettings, type ActionSettings } from './action-settings.js'
export { type ReferenceTarget } from './reference-specs.js'
export { INPUT_NAMES, type CommentMode, type RawInputs } from './action-inputs.js'
export { readPolicyFile } from './policy-read.js'
export { isInside, leavesDirectory, readAtMost } from './checkout-files.js'
export { readBoolean } from './read-values.js'
export { parseCliArgs, type CliRequest } from './cli-args.js'
export { parseCompareCommand, type CompareCommand } from './cli-settings.js'
export { type AnalysisSettings } from './analysis-settings.js'

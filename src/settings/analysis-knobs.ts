import {
  compileRoundPattern,
  DEFAULT_ROUND_PATTERN,
  RoundPatternError,
  type RoundPattern,
} from '../parse/parse-files.js'
import { DEFAULT_POLICY, type Policy, type PolicyDefaults, FAIL_ON } from '../policy/judge.js'
import type { AnalysisSettings } from './analysis-settings.js'
import type { InputProblem } from '../model/errors.js'
import { effectiveSettings } from './policy-settings.js'
import { readFormat } from './read-format.js'
import { readBoolean, readChoice, readRelative } from './read-values.js'

/** The knobs shared by Action inputs and CLI flags, as raw text (empty or undefined = default). */
export interface AnalysisKnobs {
  readonly format?: string | undefined
  readonly threshold?: string | undefined
  readonly failOn?: string | undefined
  readonly failOnInconclusive?: string | undefined
  readonly paired?: string | undefined
  readonly roundPattern?: string | undefined
}

/**
 * Raw knobs → analysis settings. `names` maps each knob to what the user wrote (`threshold` or
 * `--threshold`) so every problem names it; all problems are collected, none thrown. The knobs
 * override the policy file's defaults (policy-settings.ts); the policy's rules come along.
 */
export function parseAnalysisKnobs(
  knobs: AnalysisKnobs,
  names: Readonly<Record<keyof AnalysisKnobs, string>>,
  problems: InputProblem[],
  policy: Policy = DEFAULT_POLICY,
): AnalysisSettings {
  const given = (text: string | undefined): text is string =>
    text !== undefined && text.trim() !== ''
  const format = given(knobs.format) ? readFormat(names.format, knobs.format, problems) : 'auto'
  const overrides: { -readonly [K in keyof PolicyDefaults]: PolicyDefaults[K] } = {}
  if (given(knobs.threshold))
    overrides.threshold = readRelative(names.threshold, knobs.threshold, problems)
  if (given(knobs.failOn))
    overrides.failOn = readChoice(names.failOn, knobs.failOn, FAIL_ON, problems)
  if (given(knobs.failOnInconclusive))
    overrides.failOnInconclusive = readBoolean(
      names.failOnInconclusive,
      knobs.failOnInconclusive,
      problems,
    )
  const effective = effectiveSettings(policy, {
    values: overrides,
    names: {
      threshold: names.threshold,
      failOn: names.failOn,
      failOnInconclusive: names.failOnInconclusive,
    },
  })
  const paired = given(knobs.paired)
    ? readBoolean(names.paired, knobs.paired, problems) === true
    : false
  return {
    format,
    statistics: effective.statistics,
    verdict: effective.verdict,
    paired,
    roundPattern: given(knobs.roundPattern)
      ? readPattern(names.roundPattern, knobs.roundPattern, problems)
      : DEFAULT_ROUND_PATTERN,
    policy: effective.policy,
  }
}

function readPattern(input: string, text: string, problems: InputProblem[]): RoundPattern {
  try {
    return compileRoundPattern(text)
  } catch (error) {
    if (!(error instanceof RoundPatternError)) throw error
    problems.push({ input, message: `"${text}" ${error.message}` })
    return DEFAULT_ROUND_PATTERN
  }
}

import type { InputProblem } from '../model/errors.js'

/** A range of relative amounts, as fractions (1 = 100 %). */
export interface RelativeRange {
  /** Largest value as a fraction. */
  readonly max: number
  readonly maxInclusive?: boolean
  /** 0 itself is refused (levels such as `fdr`). */
  readonly positive?: boolean
}

/**
 * What a threshold may be, wherever it is set (Action input, CLI flag, policy file): from 0 and
 * under 100 %. A change of 100 % or more is a doubling; a threshold that wide lets every
 * regression pass, so it is a typo (`500%` for `5.00%`) rather than a choice.
 */
export const THRESHOLD_RANGE: RelativeRange = { max: 1 }

/** The range in words: "from 0 % and under 100 %". */
export function rangeWords(range: RelativeRange): string {
  return `${range.positive ? 'above 0 %' : 'from 0 %'} ${range.maxInclusive ? 'up to' : 'and under'} ${range.max * 100} %`
}

/** Whether a fraction lies in the range. */
export function inRelativeRange(range: RelativeRange, fraction: number): boolean {
  return (
    (range.positive ? fraction > 0 : fraction >= 0) &&
    (range.maxInclusive ? fraction <= range.max : fraction < range.max)
  )
}

/** A percentage as written (`5%`, `2.5 %`, `.5%`); group 1 is the number before the `%`. */
export const PERCENT_TEXT = /^(\d+(?:\.\d+)?|\.\d+)\s*%$/

/**
 * A relative amount written `5%` or as a fraction `0.05` (docs/architecture.md §6), in `range`
 * (default THRESHOLD_RANGE). A bare number of 1 or more is refused as ambiguous (did `5` mean
 * 5 % or 500 %?). Returns undefined and records a problem when the text is invalid.
 */
export function readRelative(
  input: string,
  text: string,
  problems: InputProblem[],
  range: RelativeRange = THRESHOLD_RANGE,
): number | undefined {
  const trimmed = text.trim()
  const refuse = (): void => {
    problems.push({
      input,
      message: `expected a percentage such as "5%" or a fraction such as "0.05", ${rangeWords(range)}, got "${trimmed}"`,
    })
  }
  const percent = PERCENT_TEXT.exec(trimmed)
  if (percent) {
    const fraction = Number(percent[1]) / 100
    if (inRelativeRange(range, fraction)) return fraction
    refuse()
    return undefined
  }
  if (/^(\d+(?:\.\d+)?|\.\d+)$/.test(trimmed)) {
    const value = Number(trimmed)
    if (value < 1 && inRelativeRange(range, value)) return value
    if (value < 1) {
      refuse()
      return undefined
    }
    problems.push({
      input,
      message: `"${trimmed}" is ambiguous: write a percentage such as "${trimmed}%" or a fraction such as "${(value / 100).toString()}"`,
    })
    return undefined
  }
  refuse()
  return undefined
}

/** YAML 1.2 core booleans only, as `core.getBooleanInput` accepts; anything else is a problem. */
export function readBoolean(
  input: string,
  text: string,
  problems: InputProblem[],
): boolean | undefined {
  const trimmed = text.trim()
  if (['true', 'True', 'TRUE'].includes(trimmed)) return true
  if (['false', 'False', 'FALSE'].includes(trimmed)) return false
  problems.push({ input, message: `expected true or false, got "${trimmed}"` })
  return undefined
}

/** One of `choices`; the problem lists the valid ones. */
export function readChoice<T extends string>(
  input: string,
  text: string,
  choices: readonly T[],
  problems: InputProblem[],
): T | undefined {
  const trimmed = text.trim()
  if ((choices as readonly string[]).includes(trimmed)) return trimmed as T
  problems.push({ input, message: `expected one of ${choices.join(', ')}, got "${trimmed}"` })
  return undefined
}

/** A whole number within [min, max]. */
export function readInteger(
  input: string,
  text: string,
  range: { min: number; max: number },
  problems: InputProblem[],
): number | undefined {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) {
    const value = Number(trimmed)
    if (value >= range.min && value <= range.max) return value
  }
  problems.push({
    input,
    message: `expected a whole number from ${range.min} to ${range.max}, got "${trimmed}"`,
  })
  return undefined
}

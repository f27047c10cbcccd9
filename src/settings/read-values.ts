import type { InputProblem } from '../model/errors.js'

/**
 * A relative amount written `5%` or as a fraction `0.05` (docs/architecture.md §6). A bare number of 1 or
 * more is refused as ambiguous (did `5` mean 5 % or 500 %?). Returns undefined and records a
 * problem when the text is invalid.
 */
export function readRelative(
  input: string,
  text: string,
  problems: InputProblem[],
): number | undefined {
  const trimmed = text.trim()
  const percent = /^(\d+(?:\.\d+)?|\.\d+)\s*%$/.exec(trimmed)
  if (percent) return Number(percent[1]) / 100
  if (/^(\d+(?:\.\d+)?|\.\d+)$/.test(trimmed)) {
    const value = Number(trimmed)
    if (value < 1) return value
    problems.push({
      input,
      message: `"${trimmed}" is ambiguous: write a percentage such as "${trimmed}%" or a fraction such as "${(value / 100).toString()}"`,
    })
    return undefined
  }
  problems.push({
    input,
    message: `expected a percentage such as "5%" or a fraction such as "0.05", got "${trimmed}"`,
  })
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

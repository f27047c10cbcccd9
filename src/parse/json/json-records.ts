import type { z } from 'zod'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'

/**
 * Validates one record of a JSON document against `schema`. On failure, pushes one diagnostic
 * per problem naming the JSON path (`$.results[3].times`) with what was expected and what was
 * found, and returns undefined so the caller skips this record and reads the rest.
 */
export function readRecord<T>(
  schema: z.ZodType<T>,
  value: unknown,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): T | undefined {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues.slice(0, 3)) {
    const where = issue.path.reduce<string>(
      (acc, key) => childPath(acc, typeof key === 'number' ? key : String(key)),
      path,
    )
    const found = describeValue(valueAt(value, issue.path))
    const expected =
      issue.code === 'invalid_type'
        ? `expected ${issue.expected}`
        : issue.message.replace(/^Invalid input: /, '')
    diagnostics.push(
      diagnostic('error', file, where, `${expected}, found ${found}; this record was skipped`),
    )
  }
  return undefined
}

/**
 * `readRecord` for hot loops: a value that `fits` accepts is returned as it is, without
 * zod's copy; any other value goes to `schema`, which decides and reports exactly as `readRecord`
 * does. `fits` must accept only values the schema accepts and returns unchanged in every field the
 * caller reads (json-shape-checks.ts); json-shape-checks.test.ts ties each check to its schema.
 */
export function readRecordFast<T>(
  schema: z.ZodType<T>,
  fits: (value: unknown) => value is T,
  value: unknown,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): T | undefined {
  return fits(value) ? value : readRecord(schema, value, file, path, diagnostics)
}

/** `$.a[2].b` → child path for array index or key. */
export function childPath(path: string, key: string | number): string {
  return typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

/** Short, safe description of a found value for messages (never the whole thing). */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return `an array of ${value.length}`
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'string')
    return `a string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`
  // JSON.parse reads 1e999 as Infinity: say what the file held, not what JavaScript made of it.
  if (typeof value === 'number' && !Number.isFinite(value))
    return 'a number beyond ±1.8e308, too large to represent'
  return typeof value === 'number' || typeof value === 'boolean'
    ? `${typeof value} ${String(value)}`
    : typeof value
}

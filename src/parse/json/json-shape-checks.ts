/**
 * Hand-written checks of parsed JSON values, for records read by the hundred thousand.
 * Each is stricter than the zod schema it stands in for: a value a check accepts, the schema
 * accepts too and returns unchanged in every field the adapter reads. Whatever a check refuses
 * goes to the schema, which decides and words the diagnostic (see `readRecordFast`).
 */

/** A plain object, as JSON.parse makes them (zod refuses arrays and null-prototype objects). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  )
}

/** `z.number()`: finite numbers only. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** `z.string().optional()`. */
export function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string'
}

/** `z.number().optional()`. */
export function isOptionalNumber(value: unknown): value is number | undefined {
  return value === undefined || isFiniteNumber(value)
}

/** `z.number().nullable().optional()`. */
export function isOptionalFigure(value: unknown): value is number | null | undefined {
  return value === undefined || value === null || isFiniteNumber(value)
}

/** `z.boolean().optional()`. */
export function isOptionalBoolean(value: unknown): value is boolean | undefined {
  return value === undefined || typeof value === 'boolean'
}

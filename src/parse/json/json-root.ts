import type { z } from 'zod'
import type { Diagnostic } from '../../model/diagnostic.js'
import type { SourceText } from '../formats/format-adapter.js'
import { readJsonDocument } from './json-document.js'
import { readRecord, readRecordFast } from './json-records.js'

/**
 * The opening every single-document JSON adapter shares: `source`'s one JSON document, read as
 * `readJsonDocument` reads it (text around it skipped, bare NaN/Infinity read as null, syntax
 * errors located), and its root checked against `schema` at JSON path `$`.
 *
 * Pushes onto `diagnostics`, in this order, what the document reader said and, when the root does
 * not fit, up to three problems naming `source.name` and the path (`readRecord`). Returns the
 * root, or undefined when the file holds no readable document or the root does not fit; the
 * adapter then returns no results. `fits`, when given, is the hand-written check that spares zod's
 * copy of a large root (`readRecordFast`; json-shape-checks.ts). Never throws on bad input.
 */
export function readJsonRoot<T>(
  source: SourceText,
  schema: z.ZodType<T>,
  diagnostics: Diagnostic[],
  fits?: (value: unknown) => value is T,
): T | undefined {
  const document = readJsonDocument(source)
  diagnostics.push(...document.diagnostics)
  if (!document.ok) return undefined
  return fits
    ? readRecordFast(schema, fits, document.value, source.name, '$', diagnostics)
    : readRecord(schema, document.value, source.name, '$', diagnostics)
}

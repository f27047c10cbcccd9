/**
 * The shipped JSON Schema (`schema/report.schema.json`), compiled by a standard JSON Schema
 * validator (Ajv, draft 2020-12): what users' tools would check a report with.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { REPO_ROOT } from './fixtures.js'

export const SCHEMA_PATH = path.join(REPO_ROOT, 'schema/report.schema.json')

let compiled: ValidateFunction | undefined

/** Compiled on first use, so the test that writes the schema file can run first. */
function validator(): ValidateFunction {
  compiled ??= new Ajv2020({ allErrors: true, strict: true }).compile(
    JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as object,
  )
  return compiled
}

/** Problems of a report (a parsed JSON value) against the shipped schema, as `path: message`. */
export function schemaProblems(report: unknown): string[] {
  const validate = validator()
  if (validate(report)) return []
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? ''}`)
}

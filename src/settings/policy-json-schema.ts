/** The policy file's JSON Schema, generated from the zod schema (`npm run schema:policy`). */
import { z } from 'zod'
import { POLICY_SCHEMA_URL, PolicySchema } from './policy-schema.js'

/** Where the generated schema is checked in (and shipped: package.json `files`). */
export const POLICY_SCHEMA_FILE = 'schema/policy.schema.json'

/**
 * The JSON Schema (draft-07, the draft YAML editors support best) of what users write: the input
 * side of the zod schema, so `threshold` is "5%" or 0.05, before conversion to a fraction.
 */
export function policyJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(PolicySchema, { io: 'input', target: 'draft-7' })
  const { $schema, ...rest } = schema
  return { $schema, $id: POLICY_SCHEMA_URL, title: 'bench-verdict policy', ...rest }
}

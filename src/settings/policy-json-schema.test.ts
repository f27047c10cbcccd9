import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { POLICY_SCHEMA_FILE, policyJsonSchema } from './policy-json-schema.js'
import { POLICY_SCHEMA_URL } from './policy-schema.js'

describe(POLICY_SCHEMA_FILE, () => {
  const published = JSON.parse(
    readFileSync(path.join(REPO_ROOT, POLICY_SCHEMA_FILE), 'utf8'),
  ) as Record<string, unknown>

  it('is what the zod schema generates (run `npm run schema:policy` after changing it)', () => {
    expect(published).toEqual(policyJsonSchema())
  })

  it('names itself where the README tells editors to find it, and refuses unknown keys', () => {
    expect(published).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: POLICY_SCHEMA_URL,
      additionalProperties: false,
    })
    expect(Object.keys(published.properties as object)).toEqual([
      'defaults',
      'metrics',
      'benchmarks',
      'required',
      'corroborate',
      'wall-time-only',
      'environment',
      'waivers',
      'references',
      'acknowledge-label',
    ])
  })
})

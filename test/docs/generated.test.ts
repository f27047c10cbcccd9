/**
 * The generated files are current: the README's table of inputs and outputs (from action.yml),
 * schema/policy.schema.json (from the zod schema, byte for byte as `npm run schema:policy` writes
 * it) and docs/policy.md's table of keys (from that schema). Each script's `--check` mode says
 * which command regenerates what.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../support/fixtures.js'

function check(script: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, script), '--check'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() }
}

describe('generated documentation', () => {
  it("README.md's inputs and outputs table matches action.yml (node scripts/readme-inputs.mjs)", () => {
    const result = check('scripts/readme-inputs.mjs')
    expect(result.output).toBe("README.md's table of inputs and outputs matches action.yml.")
    expect(result.status).toBe(0)
  })

  it('schema/policy.schema.json is what `npm run schema:policy` writes (scripts/policy-schema.mjs)', () => {
    const result = check('scripts/policy-schema.mjs')
    expect(result.output).toBe('schema/policy.schema.json matches src/settings/policy-schema.ts.')
    expect(result.status).toBe(0)
  })

  it("docs/policy.md's key table matches the policy schema (node scripts/policy-reference.mjs)", () => {
    const result = check('scripts/policy-reference.mjs')
    expect(result.output).toBe(
      "docs/policy.md's table of policy keys matches schema/policy.schema.json.",
    )
    expect(result.status).toBe(0)
  })
})

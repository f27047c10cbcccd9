import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_POLICY, describePolicyProblem } from '../policy/policy.js'
import { readPolicyFile } from './policy-read.js'

function workspace(files: Record<string, string | Uint8Array> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bv-policy-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), content)
  }
  return root
}

describe('readPolicyFile', () => {
  it('uses the defaults when there is no .github/bench-verdict.yml', async () => {
    expect(await readPolicyFile(undefined, workspace())).toBe(DEFAULT_POLICY)
    expect(await readPolicyFile('  ', workspace())).toBe(DEFAULT_POLICY)
  })

  it('reads .github/bench-verdict.yml, else .github/bench-verdict.yaml', async () => {
    const yml = await readPolicyFile(
      undefined,
      workspace({ '.github/bench-verdict.yml': 'defaults:\n  threshold: 2%\n' }),
    )
    expect([yml.file, yml.defaults.threshold]).toEqual(['.github/bench-verdict.yml', 0.02])
    const yaml = await readPolicyFile(
      undefined,
      workspace({ '.github/bench-verdict.yaml': 'defaults:\n  threshold: 3%\n' }),
    )
    expect([yaml.file, yaml.defaults.threshold]).toEqual(['.github/bench-verdict.yaml', 0.03])
  })

  it('reads a named file relative to the workspace', async () => {
    const policy = await readPolicyFile(
      'ci/perf.yml',
      workspace({ 'ci/perf.yml': 'corroborate: true\n' }),
    )
    expect([policy.file, policy.corroborate, policy.problems]).toEqual(['ci/perf.yml', true, []])
  })

  it.each([
    [
      'a named file that does not exist',
      'ci/perf.yml',
      {},
      'ci/perf.yml: the policy file does not exist',
    ],
    ['a directory', 'ci', { 'ci/x': '' }, 'ci: is a directory, not a policy file'],
    [
      'a file that is not UTF-8',
      'ci/perf.yml',
      { 'ci/perf.yml': new Uint8Array([0x74, 0xff, 0x0a]) },
      'ci/perf.yml: the policy file is not valid UTF-8 text',
    ],
    [
      'an invalid default file',
      undefined,
      { '.github/bench-verdict.yml': 'defaults:\n  treshold: 2%\n' },
      '.github/bench-verdict.yml:2: defaults.treshold: unknown key "treshold"; did you mean "threshold"? Valid keys here: threshold, threshold-deterministic, noise-floor, geomean-threshold, geomean-noise-floor, within-variance, fdr, alpha, min-samples, max-inconclusive-fraction, history, fail-on, fail-on-inconclusive',
    ],
  ] as const)('refuses %s', async (_, given, files, message) => {
    const policy = await readPolicyFile(given, workspace(files))
    expect(policy.problems.map(describePolicyProblem)).toEqual([message])
  })

  it('refuses a default policy file that links to a device, before reading it', async () => {
    const root = workspace()
    mkdirSync(path.join(root, '.github'))
    symlinkSync('/dev/zero', path.join(root, '.github', 'bench-verdict.yml'))
    const policy = await readPolicyFile(undefined, root)
    expect(policy.problems.map(describePolicyProblem)).toEqual([
      '.github/bench-verdict.yml: is not a regular file (a device, FIFO or socket)',
    ])
  })

  it('refuses a policy file that links out of the workspace, and never quotes what it links to', async () => {
    const outside = workspace({ 'secret.txt': 'TOKEN=hunter2\n' })
    const root = workspace()
    mkdirSync(path.join(root, '.github'))
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, '.github', 'bench-verdict.yml'))
    // What a PR's checkout can link to: the Action's own environment, with its token.
    symlinkSync('/proc/self/environ', path.join(root, 'environ.yml'))
    const refused = 'is a link to a file outside the workspace; refused before reading'
    const linked = await readPolicyFile(undefined, root)
    expect(linked.problems.map(describePolicyProblem)).toEqual([
      `.github/bench-verdict.yml: ${refused}`,
    ])
    const environ = await readPolicyFile('environ.yml', root)
    expect(environ.problems.map(describePolicyProblem)).toEqual([`environ.yml: ${refused}`])
    expect(JSON.stringify([linked, environ])).not.toContain('hunter2')
  })

  it('reads no more than 1 MiB of a file whose listed size is 0 (a /proc pseudo-file)', async () => {
    if (process.platform !== 'linux') return
    // Named outside the workspace, so read as named: /proc/self/pagemap lists 0 bytes and holds
    // 8 bytes per page of the address space, gigabytes; it used to be read to its end.
    const policy = await readPolicyFile('/proc/self/pagemap', workspace())
    expect(policy.problems.map(describePolicyProblem)).toEqual([
      '/proc/self/pagemap: the policy file is larger than 1048576 bytes',
    ])
  })
})

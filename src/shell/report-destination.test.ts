import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { runCli } from './run-cli.js'

async function compareTo(out: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(
    [
      'compare',
      '--base',
      'fixtures/google-benchmark/base.json',
      '--head',
      'fixtures/google-benchmark/head.json',
      '--output',
      'json',
      '--out',
      out,
    ],
    { cwd: REPO_ROOT, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false },
  )
  return { code, stdout, stderr }
}

describe('--out names a file that cannot be written', () => {
  it('a folder that does not exist: exit 2 before any input is read, naming the folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bv-out-'))
    const out = path.join(dir, 'missing', 'report.json')
    const { code, stdout, stderr } = await compareTo(out)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toBe(
      `bench-verdict: --out ${out}: the folder ${path.join(dir, 'missing')} does not exist; create it first\n`,
    )
    expect(stderr).not.toContain('This is a bug')
  })

  it('a folder in the place of the file, or of its folder: exit 2, said as such', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bv-out-'))
    expect((await compareTo(dir)).stderr).toBe(
      `bench-verdict: --out ${dir}: is a folder; name a file to write the report to\n`,
    )
    const file = path.join(dir, 'plain')
    writeFileSync(file, 'x')
    const under = path.join(file, 'report.json')
    const result = await compareTo(under)
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(`bench-verdict: --out ${under}: ${file} is not a folder\n`)
  })

  it('a writable file: the report is written there (exit 1: the fixtures regress)', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'bv-out-')), 'report.json')
    const { code, stderr } = await compareTo(out)
    expect(stderr).toBe('')
    expect(code).toBe(1)
    expect(existsSync(out)).toBe(true)
  })
})

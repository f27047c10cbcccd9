/**
 * Invisible characters spoofing names (docs/security.md "Names are compared and shown with
 * invisible characters visible"): `BM_Crc32` on base, `BM_Crc32` + U+200B on head, 50 % slower.
 * Before, that was one removed and one added benchmark that looked the same, and a pass.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/shell/run-cli.js'
import { hyperfineFile } from './corpus.js'

async function compare(
  baseName: string,
  headName: string,
  output: string,
): Promise<{ code: number; stdout: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-invisible-'))
  writeFileSync(path.join(dir, 'base.json'), hyperfineFile(baseName, 0.01))
  writeFileSync(path.join(dir, 'head.json'), hyperfineFile(headName, 0.015))
  let stdout = ''
  const code = await runCli(
    ['compare', '--base', 'base.json', '--head', 'head.json', '--output', output],
    { cwd: dir, stdout: (t) => (stdout += t), stderr: () => undefined, color: false },
  )
  return { code, stdout }
}

interface Report {
  verdict: { level: string }
  comparisons: { benchmark: string; class: string }[]
  findings: string[]
}

describe('a benchmark renamed with an invisible character', () => {
  it('is compared as one renamed benchmark: the 50 % regression fails the run', async () => {
    const { code, stdout } = await compare('BM_Crc32', 'BM_Crc32\u200b', 'json')
    const report = JSON.parse(stdout) as Report
    expect(code).toBe(1)
    expect(report.verdict.level).toBe('fail')
    expect(report.comparisons.map((c) => [c.benchmark, c.class])).toEqual([
      ['BM_Crc32\u200b', 'regression'],
    ])
    expect(report.findings[0]).toMatch(/^renamed: `BM_Crc32` → `BM_Crc32<U\+200B>`: /)
  })

  it('shows the rename and the invisible character in the comment', async () => {
    const { stdout } = await compare('BM_Crc32', 'BM_Crc32\u200b', 'markdown')
    expect(stdout).toContain('renamed: \\`BM\\_Crc32\\` → \\`BM\\_Crc32&lt;U+200B&gt;\\`')
    expect(stdout).toContain('`BM_Crc32<U+200B>`')
    expect(stdout).not.toContain('\u200b')
  })

  it.each([
    ['a soft hyphen', 'BM_Crc\u00ad32'],
    ['a right-to-left override', 'BM_Crc32\u202e'],
    ['a byte-order mark', '\ufeffBM_Crc32'],
    ['fullwidth letters (the same after NFKC)', 'ＢＭ_Crc32'],
  ])('pairs a name that differs by %s', async (_, headName) => {
    const { stdout } = await compare('BM_Crc32', headName, 'json')
    const report = JSON.parse(stdout) as Report
    expect(report.comparisons.map((c) => c.class)).toEqual(['regression'])
    expect(report.findings[0]).toMatch(/^renamed: `BM_Crc32` → /)
  })

  it('spells out the compatibility forms in the rename, where both names would look the same', async () => {
    const fullwidth = JSON.parse((await compare('BM_Crc32', 'ＢＭ_Crc32', 'json')).stdout) as Report
    expect(fullwidth.findings[0]).toMatch(/^renamed: `BM_Crc32` → `<U\+FF22><U\+FF2D>_Crc32`: /)
    const spaces = JSON.parse(
      (await compare('hash  x', 'hash\u00a0\u00a0x', 'json')).stdout,
    ) as Report
    expect(spaces.findings[0]).toMatch(/^renamed: `hash {2}x` → `hash<U\+00A0><U\+00A0>x`: /)
    // Composed against decomposed: NFKC makes them one name, and each shown alone reads `café`.
    const accents = JSON.parse((await compare('caf\u00e9', 'cafe\u0301', 'json')).stdout) as Report
    expect(accents.findings[0]).toMatch(/^renamed: `caf<U\+00E9>` → `cafe<U\+0301>`: /)
  })

  it('leaves names that differ in what a reader sees as removed and added', async () => {
    const { stdout } = await compare('BM_Crc32', 'BM_Crc64', 'json')
    const report = JSON.parse(stdout) as Report
    expect(report.comparisons.map((c) => c.class).sort()).toEqual(['added', 'removed'])
    expect(report.findings.filter((f) => f.startsWith('renamed'))).toEqual([])
  })
})

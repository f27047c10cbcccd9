/** `bench-verdict compare --reference NAME=<paths>` on the three real Google Benchmark trees. */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { runCli } from './run-cli.js'

const TREES = 'fixtures/google-benchmark/reference-runs'

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, {
    cwd: REPO_ROOT,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    color: false,
  })
  return { code, stdout, stderr }
}

const compare = (...more: string[]) =>
  cli('compare', '--base', `${TREES}/base.json`, '--head', `${TREES}/head.json`, ...more)

describe('bench-verdict compare --reference', () => {
  it('prints the reading and the side-by-side table, and keeps the exit status of head vs base', async () => {
    const { code, stdout } = await compare(
      '--reference',
      `before-regression=${TREES}/reference.json`,
    )
    expect(code).toBe(1)
    expect(stdout).toContain(
      'head is 25.4 % slower than before-regression on BM_Crc32/1024 and 29.5 % slower on BM_Crc32/16384; recovers 100 % of the regression introduced since before-regression on BM_Checksum (approx. 95 % CI 99 % to 103 %); is within the noise of before-regression on the other 2 benchmarks',
    )
    expect(stdout).toMatch(
      /^BM_Checksum +real_time +9\.027 µs ±0\.056 µs \(n=10\) +12\.61 µs ±0\.083 µs \(n=10\) +8\.983 µs ±0\.011 µs \(n=10\) +−0\.2 % \[−1\.1 %, \+0\.2 %\] no change +−28\.5 % \[−29\.2 %, −27\.8 %\] improvement$/m,
    )
    expect(stdout).toMatch(/^❌ fail: 2 regressions beyond the noise floor/m)
  })

  it('writes the reference comparisons to the JSON report with `against` = the name', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'bv-ref-')), 'report.json')
    const { code } = await compare(
      '--reference',
      `v1=${TREES}/reference.json`,
      '--output',
      'json',
      '--out',
      out,
    )
    expect(code).toBe(1)
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      comparisons: { against: string }[]
      references: { name: string; source: string; gate: string }[]
    }
    const counts = new Map<string, number>()
    for (const c of report.comparisons) counts.set(c.against, (counts.get(c.against) ?? 0) + 1)
    expect(Object.fromEntries(counts)).toEqual({ base: 13, v1: 13 })
    expect(report.references.map(({ name, source, gate }) => ({ name, source, gate }))).toEqual([
      { name: 'v1', source: `${TREES}/reference.json`, gate: 'off' },
    ])
  })

  it('is a usage error (exit 2) without NAME=, or with a reserved name', async () => {
    const bare = await compare('--reference', `${TREES}/reference.json`)
    expect(bare.code).toBe(2)
    expect(bare.stderr).toContain(
      `bench-verdict: --reference: "${TREES}/reference.json" is not NAME=VALUE`,
    )
    const reserved = await compare('--reference', `base=${TREES}/reference.json`)
    expect(reserved.code).toBe(2)
    expect(reserved.stderr).toContain('"base" cannot name a reference')
  })

  it('says when a reference matched no file, and still compares head with the base', async () => {
    const { code, stdout } = await compare('--reference', 'gone=nowhere/*.json')
    expect(code).toBe(1)
    expect(stdout).toContain(
      'gone (nowhere/*.json): not compared: no results could be read: nowhere/*.json: no file matches this path or pattern',
    )
  })
})

/**
 * What the CLI says when files of different runs on one side leave nothing to compare (real
 * Google Benchmark output, fixtures/google-benchmark/runs/PROVENANCE.md): the verdict is the
 * inconclusive "nothing was compared", its reason the run conflict (not a rename), and an
 * environment difference that compared nothing is one of its reasons, not a warning.
 */
import { describe, expect, it } from 'vitest'
import { runCli } from './run-cli.js'
import { REPO_ROOT } from '../../test/support/fixtures.js'

const RUNS = 'fixtures/google-benchmark/runs'

async function cli(...argv: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = ''
  const code = await runCli(argv, {
    cwd: REPO_ROOT,
    stdout: (text) => (stdout += text),
    stderr: () => undefined,
    color: false,
  })
  return { code, stdout }
}

const verdictOf = (stdout: string) => {
  const lines = stdout.split('\n')
  const at = lines.findIndex((l) => /^(✅|🟡|🔴|🔵|⚪|⛔)/u.test(l))
  return lines.slice(at, lines.indexOf('', at))
}

describe('files of different runs on one side leave nothing compared', () => {
  it('is inconclusive, not a warning, when the conflicting runs also differ in cores from head', async () => {
    const a = `${RUNS}/other-cores/cores-2.json`
    const b = `${RUNS}/other-cores/cores-4.json`
    const { code, stdout } = await cli(
      'compare',
      '--base',
      a,
      b,
      '--head',
      `${RUNS}/one-run/bench-1.json`,
      '--no-policy',
    )
    const conflict = (name: string) =>
      `  - ${name} (real_time): "${name}" is in ${a} and ${b}, files of different runs (num_cpus "2" vs "4"); not compared until one is removed`
    expect(verdictOf(stdout)).toEqual([
      '🔵 inconclusive: needs a closer look: 2 gated metrics are in both base and head but could not be compared, so nothing was judged',
      conflict('BM_Sum'),
      conflict('BM_Hash'),
      '  - base and head ran in different environments: cores 2 and 4 on base, 2 on head',
      '  (2 not compared among 2 gated metrics)',
    ])
    expect(stdout).not.toContain('no benchmark in common')
    expect(code).toBe(0)
  })

  it('names the run conflict, not a rename, when base holds two hosts', async () => {
    const a = `${RUNS}/two-hosts/runner-a.json`
    const b = `${RUNS}/two-hosts/runner-b.json`
    const { stdout } = await cli('compare', '--base', a, b, '--head', a, '--no-policy')
    expect(verdictOf(stdout)).toEqual([
      '🔵 inconclusive: needs a closer look: 2 gated metrics are in both base and head but could not be compared, so nothing was judged',
      `  - BM_Sum (real_time): "BM_Sum" is in ${a} and ${b}, files of different runs (host_name "runner-a" vs "runner-b"); not compared until one is removed`,
      `  - BM_Hash (real_time): "BM_Hash" is in ${a} and ${b}, files of different runs (host_name "runner-a" vs "runner-b"); not compared until one is removed`,
      '  (2 not compared among 2 gated metrics)',
    ])
  })
})

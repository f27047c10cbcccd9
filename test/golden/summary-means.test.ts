/**
 * Summaries compared by their means (docs/method.md §5) show the means, in every output: a tester's
 * tinybench A/A pair showed `45.50 µs → 45.50 µs` (the medians) beside `+14.0 % regression`, the
 * change of the means (fixtures/tinybench-table-json/aa-*.json).
 */
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/shell/run-cli.js'
import { REPO_ROOT } from '../support/fixtures.js'

async function compare(output: 'text' | 'markdown' | 'json', base: string, head: string) {
  let text = ''
  await runCli(
    ['compare', '--base', `fixtures/${base}`, '--head', `fixtures/${head}`, '--output', output],
    {
      cwd: REPO_ROOT,
      stdout: (s: string) => void (text += s),
      stderr: () => undefined,
      color: false,
    },
  )
  return text
}

const aa = ['tinybench-table-json/aa-a.json', 'tinybench-table-json/aa-b.json'] as const

describe('a summary compared by its means', () => {
  it('shows the means ± sd in the terminal, where the change of +14.0 % is between them', async () => {
    const row = (await compare('text', ...aa)).split('\n').find((l) => l.startsWith('weird'))
    expect(row).toMatch(
      /46\.75 µs ±6\.5 µs \(mean ± sd, n=6418\) +53\.31 µs ±154 µs \(mean ± sd, n=5628\) +\+14\.0 % \[/,
    )
    // 53311 / 46748 − 1 = +14.04 %: the change is the one of the numbers shown.
    expect(row).not.toContain('45.50')
  })

  it('shows the same means in the Markdown comment', async () => {
    // The comment keeps numbers and units together with no-break spaces.
    const markdown = (await compare('markdown', ...aa)).replace(/\u00a0/g, ' ')
    expect(markdown).toContain(
      '| 46.75 µs ± 6.5 µs (mean ± sd, n=6418) | 53.31 µs ± 154 µs (mean ± sd, n=5628) | +14.0 % [+5.7 %, +23.0 %] |',
    )
  })

  it('says in the JSON report which statistic the change compares', async () => {
    const report = JSON.parse(await compare('json', ...aa)) as {
      comparisons: { benchmark: string; centre: string; ratio: number; base: { mean: number } }[]
    }
    const weird = report.comparisons.find((c) => c.benchmark.startsWith('weird'))
    expect(weird).toMatchObject({ centre: 'mean', base: { mean: 46748 } })
    expect(weird?.ratio).toBeCloseTo(53311 / 46748, 12)
  })

  it('keeps medians ± MAD for raw samples, where the change is a Hodges–Lehmann shift', async () => {
    const report = JSON.parse(
      await compare('json', 'hyperfine/base.json', 'hyperfine/head.json'),
    ) as { comparisons: { centre: string }[] }
    expect(new Set(report.comparisons.map((c) => c.centre))).toEqual(new Set(['median']))
  })
})

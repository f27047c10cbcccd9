/**
 * Summaries compared by their means (docs/method.md §5) show the means, in every output: a tester's
 * tinybench A/A pair showed `45.50 µs → 45.50 µs` (the medians) beside `+14.0 % regression`, the
 * change of the means (fixtures/tinybench-table-json/aa-*.json). That mean was set by outliers
 * (sd 2.9× the mean), so that benchmark now compares, and shows, its medians.
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
  it('shows the means ± sd in the terminal, where the change of −1.8 % is between them', async () => {
    const row = (await compare('text', ...aa)).split('\n').find((l) => l.startsWith('sqrt 100k'))
    expect(row).toMatch(
      /242\.4 µs ±107 µs \(mean ± sd, n=1238\) +238\.0 µs ±117 µs \(mean ± sd, n=1261\) +−1\.8 % \[/,
    )
    // 237992 / 242398 − 1 = −1.82 %: the change is the one of the numbers shown, not the medians'.
    expect(row).not.toContain('227.5')
  })

  it('shows the same means in the Markdown comment', async () => {
    // The comment keeps numbers and units together with no-break spaces.
    const markdown = (await compare('markdown', ...aa)).replace(/\u00a0/g, ' ')
    expect(markdown).toContain(
      '| 242.4 µs ± 107 µs (mean ± sd, n=1238) | 238.0 µs ± 117 µs (mean ± sd, n=1261) | −1.8 % [−5.4 %, +1.8 %] |',
    )
  })

  it('says in the JSON report which statistic the change compares', async () => {
    const report = JSON.parse(await compare('json', ...aa)) as {
      comparisons: { benchmark: string; centre: string; ratio: number; base: { mean: number } }[]
    }
    const sqrt = report.comparisons.find((c) => c.benchmark === 'sqrt 100k')
    expect(sqrt).toMatchObject({ centre: 'mean', base: { mean: 242398 } })
    expect(sqrt?.ratio).toBeCloseTo(237992 / 242398, 12)
  })

  it('compares the medians, and shows them, where a mean is set by outliers (§5)', async () => {
    // "weird": means 46.75 → 53.31 µs (+14.0 %, a likely regression of an A/A pair by the delta
    // method), the head's sd 2.9× its mean; the medians 45.50 µs on both sides.
    const row = (await compare('text', ...aa)).split('\n').find((l) => l.startsWith('weird'))
    expect(row).toMatch(
      /45\.50 µs ±0\.0090 µs \(n=6418\) +45\.50 µs ±0\.0090 µs \(n=5628\) +0\.0 % \[0\.0 %, 0\.0 %\] +1 +no change \(equivalent\)$/,
    )
    const report = JSON.parse(await compare('json', ...aa)) as {
      comparisons: { benchmark: string; centre: string; ratio: number; reasons: string[] }[]
    }
    const weird = report.comparisons.find((c) => c.benchmark.startsWith('weird'))
    expect(weird).toMatchObject({ centre: 'median', ratio: 1 })
    expect(weird?.reasons).toContain(
      'the means are set by a few outliers: on the head side the sd is 2.9× the mean (mean 1.2× the median); the medians are compared',
    )
  })

  it('keeps medians ± MAD for raw samples, where the change is a Hodges–Lehmann shift', async () => {
    const report = JSON.parse(
      await compare('json', 'hyperfine/base.json', 'hyperfine/head.json'),
    ) as { comparisons: { centre: string }[] }
    expect(new Set(report.comparisons.map((c) => c.centre))).toEqual(new Set(['median']))
  })
})

import { describe, expect, it } from 'vitest'
import type { OutputName } from '../model/ports.js'
import type { Comparison } from '../model/comparison.js'
import { decideVerdict, DEFAULT_VERDICT_POLICY, type Standing } from '../policy/decide-verdict.js'
import { renderComment, renderJson, renderTerminal } from '../report/report.js'
import { comparison, reportData } from '../../test/support/report-builders.js'
import { publishReport, type PublishTargets } from './publish-report.js'

const comparisons = [
  comparison({
    id: { name: 'BM_A' },
    base: 100,
    head: 132.4,
    class: 'regression',
    strength: 'strong',
  }),
  comparison({
    id: { name: 'BM_B' },
    base: 100,
    head: 120,
    class: 'regression',
    strength: 'strong',
  }),
  comparison({
    id: { name: 'BM_C' },
    base: 100,
    head: 112.3,
    class: 'regression',
    strength: 'likely',
  }),
  comparison({ id: { name: 'BM_D' }, base: 100, head: 100, class: 'no-change' }),
]

function targetsInto(written: Map<OutputName, string>): PublishTargets {
  return {
    outputs: { set: (name, value) => written.set(name, value) },
    summary: null,
    comments: null,
    noCommentReason: 'no pull request',
    files: { write: (file) => Promise.resolve(file) },
    log: {
      info: () => undefined,
      notice: () => undefined,
      warning: () => undefined,
      group: (_n, run) => run(),
    },
  }
}

const PLAN = {
  commentMode: 'always' as const,
  commentKey: 'k',
  reportFile: 'r.json',
  markdownFile: 'c.md',
}

/** The policy's waiver accepts BM_B's +20 %: shown as waived, never silently counted or dropped. */
const waiveB = (c: Comparison): Standing =>
  c.label === 'BM_B'
    ? { kind: 'waived', reason: 'BM_B (real_time): +20 % accepted by the waiver for BM_B' }
    : { kind: 'counts' }

describe('one count of regressions in every output', () => {
  it('says "2 regressions (+1 likely)" in the headline, the count line, the JSON and the outputs', async () => {
    const verdict = decideVerdict(comparisons, null, DEFAULT_VERDICT_POLICY, [])
    expect(verdict.level).toBe('fail')
    expect(verdict.headline).toBe('2 regressions (+1 likely), worst: BM_A real_time +32.4 %')
    const data = reportData({ verdict, comparisons })
    const comment = renderComment(data, { maxLength: 60_000, fullReportName: 'the JSON report' })
    const [line, , counts] = comment.split('\n')
    expect(line).toBe(
      '### ❌ Benchmarks: fail — 2 regressions (+1 likely), worst: BM\\_A real\\_time +32.4 %',
    )
    expect(counts).toMatch(/^\*\*2 regressions \(\+1 likely\)\*\* · 0 inconclusive · /)
    expect(renderTerminal(data, { color: false })).toContain(
      '  (2 regressions (+1 likely), 1 no change among 4 gated metrics)',
    )
    const json = JSON.parse(renderJson(data)) as { verdict: Record<string, unknown> }
    expect(json.verdict).toMatchObject({
      level: 'fail',
      headline: verdict.headline,
      regressions: {
        total: 3,
        firm: 2,
        likely: 1,
        unverified: 0,
        text: '2 regressions (+1 likely)',
      },
    })
    const written = new Map<OutputName, string>()
    const targets: PublishTargets = {
      outputs: { set: (name, value) => written.set(name, value) },
      summary: null,
      comments: null,
      noCommentReason: 'no pull request',
      files: { write: (file) => Promise.resolve(file) },
      log: {
        info: () => undefined,
        notice: () => undefined,
        warning: () => undefined,
        group: (_n, run) => run(),
      },
    }
    const plan = {
      commentMode: 'always' as const,
      commentKey: 'k',
      reportFile: 'r.json',
      markdownFile: 'c.md',
    }
    await publishReport([{ leg: '', report: data }], plan, targets)
    expect(written.get('verdict')).toBe('fail')
    expect(written.get('regressions')).toBe('3')
    expect(written.get('regressions-text')).toBe('2 regressions (+1 likely)')
    expect(written.get('headline')).toBe(verdict.headline)
    expect(JSON.parse(written.get('counts') ?? '{}')).toMatchObject({ regression: 3 })
  })

  it('keeps the plain headline when every regression is beyond the noise floor', () => {
    const firm = comparisons.filter((c) => c.strength !== 'likely')
    const verdict = decideVerdict(firm, null, DEFAULT_VERDICT_POLICY, [])
    expect(verdict.headline).toBe(
      '2 regressions beyond the noise floor (worst: BM_A real_time +32.4 %)',
    )
    const only = decideVerdict([comparisons[2]!], null, DEFAULT_VERDICT_POLICY, [])
    expect(only).toMatchObject({
      level: 'warn',
      headline: '1 likely regression (BM_C real_time +12.3 %)',
    })
  })

  it('names a waived regression as waived in the headline, the count line, the JSON, the terminal and the outputs', async () => {
    const verdict = decideVerdict(comparisons, null, DEFAULT_VERDICT_POLICY, [], {
      standing: waiveB,
    })
    expect(verdict.level).toBe('fail')
    expect(verdict.headline).toBe(
      '1 regression (+1 likely, +1 waived), worst: BM_A real_time +32.4 %',
    )
    const data = reportData({ verdict, comparisons })
    const comment = renderComment(data, { maxLength: 60_000, fullReportName: 'the JSON report' })
    const [line, , counts] = comment.split('\n')
    expect(line).toBe(
      '### ❌ Benchmarks: fail — 1 regression (+1 likely, +1 waived), worst: BM\\_A real\\_time +32.4 %',
    )
    expect(counts).toMatch(/^\*\*1 regression \(\+1 likely, \+1 waived\)\*\* · 0 inconclusive · /)
    // Its row says it is waived; the row of the one that counts does not.
    expect(comment).toContain('| 🔺 regression (strong): waived by the policy file |')
    expect(comment.split('\n').filter((l) => l.includes('waived by the policy file'))).toEqual([
      expect.stringMatching(/^\| `BM_B` \|/),
    ])
    expect(renderTerminal(data, { color: false })).toContain(
      '  (1 regression (+1 likely, +1 waived), 1 no change among 4 gated metrics)',
    )
    const json = JSON.parse(renderJson(data)) as { verdict: Record<string, unknown> }
    expect(json.verdict).toMatchObject({
      headline: verdict.headline,
      regressions: {
        total: 3,
        firm: 1,
        likely: 1,
        unverified: 0,
        waived: 1,
        text: '1 regression (+1 likely, +1 waived)',
      },
    })
    const written = new Map<OutputName, string>()
    await publishReport([{ leg: '', report: data }], PLAN, targetsInto(written))
    expect(written.get('regressions')).toBe('3')
    expect(written.get('regressions-text')).toBe('1 regression (+1 likely, +1 waived)')
    expect(written.get('headline')).toBe(verdict.headline)
  })

  it('says a pass with only a waived regression names it, in the headline and the count line', () => {
    const calm = comparison({
      id: { name: 'BM_D' },
      base: 100,
      head: 100,
      class: 'no-change',
      qValue: 0.8,
    })
    const two = [comparisons[1]!, calm]
    const verdict = decideVerdict(two, null, DEFAULT_VERDICT_POLICY, [], { standing: waiveB })
    expect(verdict).toMatchObject({
      level: 'pass',
      headline:
        '1 waived regression (BM_B real_time +20.0 %), nothing else beyond the thresholds in 2 gated comparisons',
    })
    const data = reportData({ verdict, comparisons: two })
    const counts = renderComment(data, { maxLength: 60_000, fullReportName: 'r' }).split('\n')[2]
    // Not bold: a waived regression does not count toward the verdict.
    expect(counts).toMatch(/^1 waived regression · 0 inconclusive · /)
    expect(renderTerminal(data, { color: false })).toContain(
      '  (1 waived regression, 1 no change among 2 gated metrics)',
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { Comparison } from '../../model/comparison.js'
import { baseOfHead, type HeadKind } from '../../model/head-place.js'
import {
  comparison,
  PR_CONTEXT,
  reportData,
  verdict,
} from '../../../test/support/report-builders.js'
import { renderContext } from './render-context.js'

const calm = (name: string, floor: Comparison['floor'], gated = true) =>
  comparison({ id: { name }, base: 100, head: 100.5, class: 'no-change', floor, gated })

/** The "noise floor" part of the context line. */
function floorPart(comparisons: Comparison[], historyRuns = 4): string {
  const data = reportData({
    verdict: verdict('pass', 'headline'),
    comparisons,
    context: { ...PR_CONTEXT, historyRuns },
  })
  return renderContext(data).split(' · ').at(-1) ?? ''
}

describe('the noise floor in the context line', () => {
  it('says in words where every floor came from when there is one source', () => {
    const history = { value: 0.03, source: 'history' } as const
    expect(floorPart([calm('BM_A', history), calm('BM_B', history)])).toBe(
      'noise floor: measured from 4 earlier base runs',
    )
    expect(floorPart([calm('BM_A', { value: 0, source: 'paired' })])).toBe(
      'noise floor: none needed (interleaved rounds)',
    )
  })

  it('counts the gated metrics per source, measured first, exact ones last', () => {
    const floors: Comparison['floor'][] = [
      { value: 0, source: 'deterministic' },
      { value: 0.1, source: 'assumed' },
      { value: 0.03, source: 'history' },
      { value: 0.03, source: 'history' },
      { value: 0.04, source: 'aa-control' },
      { value: 0, source: 'deterministic' },
    ]
    const comparisons = [
      ...floors.map((floor, i) => calm(`BM_${i}`, floor)),
      calm('BM_informational', { value: 0.1, source: 'assumed' }, false),
    ]
    expect(floorPart(comparisons, 1)).toBe(
      'noise floor per gated metric: measured from 1 earlier base run for 2, the A/A band of each benchmark for 1, assumed at 10% for 1, none needed for 2 exact (deterministic) metrics',
    )
  })
})

describe('the reasons above the tables', () => {
  it('says a finding once: the A/A control that varies more than assumed', async () => {
    const { decideVerdict, DEFAULT_VERDICT_POLICY } = await import('../../policy/decide-verdict.js')
    const { renderReasons } = await import('./render-context.js')
    const { renderTerminal } = await import('../terminal/render-terminal.js')
    const message =
      'the A/A control moved 4 of 5 benchmarks beyond their floors: the statistics understate the noise'
    const finding = { kind: 'calibration' as const, message, benchmarks: [] }
    const comparisons = [calm('BM_A', { value: 0.02, source: 'aa-control' })]
    const decided = decideVerdict(comparisons, null, DEFAULT_VERDICT_POLICY, [finding])
    // A calibration finding is a note that changes no level (docs/method.md §10.4).
    expect(decided.level).not.toBe('warn')
    // It leads the reasons: whatever the level says rests on an environment that unstable.
    expect(decided.reasons[0]).toBe(message)
    const data = reportData({ verdict: decided, comparisons, findings: [message] })
    const count = (text: string) => text.split(message).length - 1
    expect(renderReasons(data)).toBe(`- ${message}`)
    expect(count(renderTerminal(data, { color: false }))).toBe(1)
  })
})

describe('what the context line says was compared', () => {
  const first = (level: 'pass' | 'error' | 'no-baseline') =>
    renderContext(reportData({ verdict: verdict(level, 'headline'), comparisons: [] })).split(
      ' · ',
    )[0]

  it('says "Compared" only when something was compared', () => {
    expect(first('pass')).toBe('Compared head `4f9d2c7e1b3a` with base `9a8b7c6d5e4f` on `main`')
    // No head results (or an invalid policy file): the verdict line says so, this one agrees.
    expect(first('error')).toBe(
      'Head `4f9d2c7e1b3a` and base `9a8b7c6d5e4f` on `main`: not compared',
    )
    expect(first('no-baseline')).toBe(
      'Head `4f9d2c7e1b3a`; base looked for in `9a8b7c6d5e4f` on `main`, none read',
    )
  })

  it("counts the base run behind the PR's base on a pull request, behind the base commit on a push", () => {
    const behind = (headKind: HeadKind) =>
      renderContext(
        reportData({
          verdict: verdict('pass', 'headline'),
          comparisons: [],
          context: { ...PR_CONTEXT, headKind },
        }),
      )
        .split(' · ')
        .find((part) => part.includes('behind'))
    expect(behind('pull-request')).toBe("2 commits behind the PR's base")
    // A push, like a scheduled run, has no PR whose base it could be.
    expect(behind('push')).toBe('2 commits behind the base commit')
    expect(behind('run')).toBe('2 commits behind the base commit')
    // Reports written before the kind was recorded: the count only ever came from pull requests.
    expect(baseOfHead(undefined)).toBe("the PR's base")
  })
})

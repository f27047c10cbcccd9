import { describe, expect, it } from 'vitest'
import { comparison } from '../../test/support/report-builders.js'
import type { Comparison } from '../model/comparison.js'
import type { Verdict } from '../model/verdict.js'
import { DEFAULT_VERDICT_POLICY, type Standing } from './decide-verdict.js'
import { gateOnReferences, type GatingReference } from './reference-gates.js'

const PASS: Verdict = { level: 'pass', headline: 'no regression', reasons: ['no regression'] }
const COUNTS: Standing = { kind: 'counts' }

/** Head 30 % slower than v1.4.0 on BM_Crc32 (strong), unchanged on BM_Sort. */
const AGAINST: Comparison[] = [
  comparison({
    id: { name: 'BM_Crc32' },
    base: 100,
    head: 130,
    class: 'regression',
    strength: 'strong',
    qValue: 0.001,
  }),
  comparison({
    id: { name: 'BM_Sort' },
    base: 100,
    head: 100,
    class: 'no-change',
    strength: 'equivalent',
    qValue: 0.9,
  }),
].map((c) => ({ ...c, against: 'v1.4.0' }))

const gating = (
  gate: GatingReference['gate'],
  more: Partial<GatingReference> = {},
): GatingReference => ({
  name: 'v1.4.0',
  gate,
  comparisons: AGAINST,
  geomean: null,
  ...more,
})

const rules = (
  more: { standing?: (c: Comparison) => Standing; acknowledgement?: string } = {},
) => ({
  policy: DEFAULT_VERDICT_POLICY,
  standing: () => more.standing ?? (() => COUNTS),
  acknowledgement: more.acknowledgement ?? null,
})

describe('gateOnReferences', () => {
  it('leaves the verdict alone when every reference is off (the default)', () => {
    expect(gateOnReferences(PASS, [gating('off')], rules())).toBe(PASS)
  })

  it('fails on a gating reference’s regression, with its own headline first', () => {
    const verdict = gateOnReferences(PASS, [gating('fail')], rules())
    expect(verdict.level).toBe('fail')
    expect(verdict.headline).toBe(
      'against v1.4.0: 1 regression beyond the noise floor (BM_Crc32 real_time +30.0 %)',
    )
    expect(verdict.reasons.at(-1)).toBe('no regression')
  })

  it('adds the reference’s outcome as a reason when the verdict is already as bad', () => {
    const fail: Verdict = { level: 'fail', headline: 'against base', reasons: ['base reason'] }
    const verdict = gateOnReferences(fail, [gating('warn')], rules())
    expect(verdict.level).toBe('fail')
    expect(verdict.headline).toBe('against base')
    expect(verdict.reasons).toEqual([
      'base reason',
      'against v1.4.0: warn, 1 regression beyond the noise floor (BM_Crc32 real_time +30.0 %)',
    ])
  })

  it('applies waivers and the acknowledgement label to the reference as to the base', () => {
    const waived = gateOnReferences(
      PASS,
      [gating('fail')],
      rules({
        standing: (c) => (c.label === 'BM_Crc32' ? { kind: 'waived', reason: 'accepted' } : COUNTS),
      }),
    )
    expect(waived.level).toBe('pass')
    const acknowledged = gateOnReferences(
      PASS,
      [gating('fail')],
      rules({ acknowledgement: 'acknowledged with the label "perf-ok"' }),
    )
    expect(acknowledged.level).toBe('warn')
    expect(acknowledged.headline).toMatch(/^against v1\.4\.0: acknowledged: 1 regression/)
  })

  it('never changes an error, and warns when a gating reference could not be compared', () => {
    const error: Verdict = { level: 'error', headline: 'no head results', reasons: [] }
    expect(gateOnReferences(error, [gating('fail')], rules())).toBe(error)
    const missing = gateOnReferences(
      { level: 'no-baseline', headline: 'no baseline', reasons: [] },
      [gating('warn', { comparisons: [], missing: 'run 7 is a pull_request run' })],
      rules(),
    )
    expect(missing).toEqual({
      level: 'warn',
      headline:
        'against v1.4.0: the reference gates the verdict (gate: warn) but was not compared: run 7 is a pull_request run',
      reasons: [
        'against v1.4.0: the reference gates the verdict (gate: warn) but was not compared: run 7 is a pull_request run',
      ],
    })
  })
})

import { describe, expect, it } from 'vitest'
import type { HeadKind } from '../model/head-place.js'
import type { VerdictLevel } from '../model/verdict.js'
import { legsVerdict, type LegVerdict } from './legs-verdict.js'

const leg = (
  name: string,
  level: VerdictLevel,
  headline: string,
  missing?: { headKind: HeadKind | undefined },
): LegVerdict => ({
  leg: name,
  report: {
    verdict: { level, headline, reasons: [] },
    ...(missing
      ? { context: { headMissing: 'no artifact for this leg', headKind: missing.headKind } }
      : {}),
  },
})

describe('the verdict over matrix legs (F25)', () => {
  it('names the legs that decided, with a verb that agrees with their count', () => {
    const pass = leg('linux', 'pass', 'no regression')
    expect(
      legsVerdict([leg('mac', 'fail', '2 regressions'), pass, leg('arm', 'no-baseline', 'new')])
        .headline,
    ).toBe('1 of 3 legs fails (mac); no baseline for arm')
    expect(
      legsVerdict([leg('mac', 'warn', 'likely'), leg('win', 'warn', 'likely'), pass]).headline,
    ).toBe('2 of 3 legs warn (mac, win)')
    expect(legsVerdict([pass, leg('mac', 'pass', 'no regression')]).headline).toBe(
      'both legs pass (linux, mac)',
    )
    expect(
      legsVerdict([
        leg('a', 'inconclusive', 'x'),
        leg('b', 'inconclusive', 'y'),
        leg('c', 'inconclusive', 'z'),
      ]).headline,
    ).toBe('all 3 legs are inconclusive (a, b, c)')
  })

  it('says where the missing leg is missing as the event names the head', () => {
    const legs = (headKind: HeadKind | undefined) => [
      leg('linux', 'pass', 'no regression'),
      leg('windows', 'fail', 'no results', { headKind }),
    ]
    expect(legsVerdict(legs('pull-request')).headline).toBe(
      '1 of 2 legs fails (windows); 1 leg missing on the PR (windows)',
    )
    expect(legsVerdict(legs('push')).headline).toBe(
      '1 of 2 legs fails (windows); 1 leg missing in this push (windows)',
    )
    expect(legsVerdict(legs('run')).headline).toBe(
      '1 of 2 legs fails (windows); 1 leg missing in the head run (windows)',
    )
  })
})

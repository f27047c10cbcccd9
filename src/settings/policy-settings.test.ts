import { describe, expect, it } from 'vitest'
import { type RawInputs, INPUT_NAMES } from './action-inputs.js'
import { parseActionSettings } from './action-settings.js'
import { parseCliArgs } from './cli-args.js'
import { parseCompareCommand } from './cli-settings.js'
import { parsePolicyText } from './policy-file.js'

const FILE = '.github/bench-verdict.yml'
const raw = (overrides: Partial<RawInputs>): RawInputs => ({
  ...(Object.fromEntries(INPUT_NAMES.map((name) => [name, ''])) as RawInputs),
  results: 'bench-out/*.json',
  ...overrides,
})

describe('the policy file under the inputs (inputs override the file)', () => {
  it.each([
    [
      'no file, no input: docs/method.md defaults',
      '',
      {},
      { threshold: 0.05, thresholdDeterministic: 0.05, failOn: 'strong', strict: false },
    ],
    [
      'file threshold 2% → τ and τ_det 2%',
      'defaults:\n  threshold: 2%',
      {},
      { threshold: 0.02, thresholdDeterministic: 0.02, failOn: 'strong', strict: false },
    ],
    [
      'file threshold 2%, input 3% → the input wins',
      'defaults:\n  threshold: 2%',
      { threshold: '3%' },
      { threshold: 0.03, thresholdDeterministic: 0.03, failOn: 'strong', strict: false },
    ],
    [
      'file threshold-deterministic 1%, input threshold 3% → τ_det stays 1%',
      'defaults:\n  threshold-deterministic: 1%',
      { threshold: '3%' },
      { threshold: 0.03, thresholdDeterministic: 0.01, failOn: 'strong', strict: false },
    ],
    [
      'file fail-on likely, input empty → likely',
      'defaults:\n  fail-on: likely\n  fail-on-inconclusive: true',
      {},
      { threshold: 0.05, thresholdDeterministic: 0.05, failOn: 'likely', strict: true },
    ],
    [
      'file fail-on likely, input never → never; input fail-on-inconclusive false beats the file',
      'defaults:\n  fail-on: likely\n  fail-on-inconclusive: true',
      { 'fail-on': 'never', 'fail-on-inconclusive': 'false' },
      { threshold: 0.05, thresholdDeterministic: 0.05, failOn: 'never', strict: false },
    ],
  ] as const)('%s', (_, yaml, inputs, expected) => {
    const parsed = parseActionSettings(raw(inputs), parsePolicyText(yaml, FILE))
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
    const { statistics, verdict } = parsed.settings.analysis
    expect({
      threshold: statistics.threshold,
      thresholdDeterministic: statistics.thresholdDeterministic,
      failOn: verdict.failOn,
      strict: verdict.failOnInconclusive,
    }).toEqual(expected)
  })

  it('records which defaults the inputs overrode, for the method section', () => {
    const parsed = parseActionSettings(
      raw({ threshold: '3%' }),
      parsePolicyText('defaults:\n  threshold: 2%', FILE),
    )
    expect(parsed.ok && parsed.settings.analysis.policy.overrides).toEqual(['threshold (input)'])
  })

  it('takes min-samples, noise floor, FDR and corroborate from the file', () => {
    const policy = parsePolicyText(
      'defaults:\n  min-samples: 5\n  noise-floor: 15%\n  fdr: 1%\n  alpha: 1%\n  geomean-threshold: 1%\ncorroborate: true',
      FILE,
    )
    const parsed = parseActionSettings(raw({}), policy)
    expect(parsed.ok && parsed.settings.analysis.statistics).toMatchObject({
      minSamples: 5,
      noiseFloor: 0.15,
      fdr: 0.01,
      alpha: 0.01,
      geomeanThreshold: 0.01,
      corroborate: true,
    })
    expect(parsed.ok && parsed.settings.analysis.verdict.geomeanThreshold).toBe(0.01)
  })

  it('takes the history count from the file unless the input sets it', () => {
    const policy = parsePolicyText('defaults:\n  history: 8', FILE)
    const fromFile = parseActionSettings(raw({}), policy)
    const fromInput = parseActionSettings(raw({ history: '2' }), policy)
    expect([
      fromFile.ok && fromFile.settings.history,
      fromInput.ok && fromInput.settings.history,
    ]).toEqual([8, 2])
  })

  it('lets CLI flags override the file too', () => {
    const request = parseCliArgs([
      'compare',
      '--base',
      'a',
      '--head',
      'b',
      '--threshold',
      '4%',
      '--policy',
      'p.yml',
    ])
    if (!request.ok) throw new Error('expected valid arguments')
    expect(request.request.values.policy).toEqual(['p.yml'])
    const parsed = parseCompareCommand(
      request.request,
      parsePolicyText('defaults:\n  threshold: 2%\n  fail-on: likely', FILE),
    )
    expect(
      parsed.ok && [
        parsed.command.analysis.statistics.threshold,
        parsed.command.analysis.verdict.failOn,
      ],
    ).toEqual([0.04, 'likely'])
  })
})

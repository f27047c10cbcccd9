import { describe, expect, it } from 'vitest'
import type { BenchmarkResult, Environment } from '../model/benchmark-result.js'
import type { Comparison } from '../model/comparison.js'
import { acknowledgementOf } from './acknowledgement.js'
import { environmentMismatches, type SideEnvironment } from './environment-check.js'
import type { Waiver } from './policy.js'
import { missingRequired } from './required-benchmarks.js'
import { reviewWaivers } from './waivers.js'
import { DEFAULT_STATISTICS_SETTINGS } from '../compare/statistics-settings.js'
import { DEFAULT_POLICY } from './policy.js'
import { policyRules } from './policy-rules.js'
import { reviewPolicy } from './review-policy.js'

function comparison(name: string, cls: Comparison['class'], ratio: number | null): Comparison {
  return {
    against: 'base',
    key: name,
    benchmark: { name },
    label: name,
    metric: 'wall-time',
    metricName: 'real_time',
    unit: 'ns',
    direction: 'lower-is-better',
    gated: true,
    base: null,
    head: null,
    ratio,
    ci: null,
    pValue: 0.001,
    qValue: 0.001,
    pMin: 1e-5,
    method: 'mann-whitney-exact',
    floor: { value: 0.1, source: 'assumed' },
    class: cls,
    strength: cls === 'regression' ? 'strong' : null,
    reasons: [],
    minimumDetectableEffect: null,
    signs: null,
    decisionRow: cls === 'inconclusive' ? '12' : '5',
  }
}

const waiver = (overrides: Partial<Waiver> = {}): Waiver => ({
  pattern: { kind: 'glob', text: 'BM_Crc*' },
  maxRegression: 0.4,
  reason: 'lazy table',
  expires: '2026-03-31',
  at: { path: 'waivers[0]', line: 12 },
  ...overrides,
})

describe('waivers', () => {
  it.each([
    [
      '+30 % under a +40 % waiver, before it expires → waived',
      waiver(),
      comparison('BM_Crc', 'regression', 1.3),
      '2026-03-01',
      'waived',
    ],
    [
      'on its expiry date → still waived',
      waiver(),
      comparison('BM_Crc', 'regression', 1.3),
      '2026-03-31',
      'waived',
    ],
    [
      'the day after → counts',
      waiver(),
      comparison('BM_Crc', 'regression', 1.3),
      '2026-04-01',
      'counts',
    ],
    [
      '+50 % over a +40 % waiver → counts',
      waiver(),
      comparison('BM_Crc', 'regression', 1.5),
      '2026-03-01',
      'counts',
    ],
    [
      'a possible regression of +9 % → waived',
      waiver(),
      comparison('BM_Crc', 'inconclusive', 1.09),
      '2026-03-01',
      'waived',
    ],
    [
      'another benchmark → counts',
      waiver(),
      comparison('BM_Sort', 'regression', 1.3),
      '2026-03-01',
      'counts',
    ],
    [
      'another metric → counts',
      waiver({ metric: 'cpu-time' }),
      comparison('BM_Crc', 'regression', 1.3),
      '2026-03-01',
      'counts',
    ],
    [
      'the metric named → waived',
      waiver({ metric: 'real_time' }),
      comparison('BM_Crc', 'regression', 1.3),
      '2026-03-01',
      'waived',
    ],
  ] as const)('%s', (_, w, c, today, expected) => {
    const review = reviewWaivers([w], [c], today)
    expect(review.standingOf(c)?.kind ?? 'counts').toBe(expected)
  })

  it('says why a matching waiver did not apply', () => {
    const crc = comparison('BM_Crc', 'regression', 1.5)
    const sort = comparison('BM_Sort', 'regression', 1.2)
    const review = reviewWaivers(
      [
        waiver(),
        waiver({
          pattern: { kind: 'glob', text: 'BM_Sort' },
          expires: '2025-12-31',
          at: { path: 'waivers[1]', line: 17 },
        }),
      ],
      [crc, sort],
      '2026-01-10',
    )
    expect(review.notes).toEqual([
      'BM_Crc (real_time): +50.0 % is more than the waiver for BM_Crc* accepts (+40 %), so it counts',
      'BM_Sort (real_time): the waiver at waivers[1] (line 17) expired on 2025-12-31, so this change counts',
    ])
    expect(review.expired.map((w) => w.at.path)).toEqual(['waivers[1]'])
  })
})

describe('required benchmarks', () => {
  const result = (name: string, extra: Partial<BenchmarkResult> = {}): BenchmarkResult => ({
    benchmark: { name },
    metric: 'wall-time',
    metricName: 'real_time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples: [1, 2, 3],
    format: 'google-benchmark-json',
    source: { file: 'head.json' },
    ...extra,
  })
  it('misses a benchmark with no head result, or only an errored one', () => {
    const head = [result('BM_A'), result('BM_B', { error: 'crashed', samples: [] })]
    const required = ['BM_A', 'BM_B', 'BM_C*', 'BM_*'].map((text, i) => ({
      pattern: { kind: 'glob' as const, text },
      at: { path: `required[${i}]`, line: i + 2 },
    }))
    expect(missingRequired(required, head).map((r) => r.pattern.text)).toEqual(['BM_B', 'BM_C*'])
  })
})

describe('environment differences', () => {
  const side = (files: Record<string, [string, Environment]>): SideEnvironment => ({
    results: Object.entries(files).map(([file, [format]]) => ({
      benchmark: { name: 'b' },
      metric: 'wall-time',
      metricName: 'time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples: [1],
      format,
      source: { file },
    })),
    environments: new Map(Object.entries(files).map(([file, [, env]]) => [file, env])),
  })
  const keys = ['cpu', 'cores', 'build-type']
  it.each([
    [
      'the same machine → nothing',
      side({ 'b.txt': ['go-test-text', { cpu: 'EPYC 7763' }] }),
      side({ 'h.txt': ['go-test-text', { cpu: 'EPYC 7763' }] }),
      [],
    ],
    [
      'a different CPU model → cpu',
      side({ 'b.txt': ['go-test-text', { cpu: 'EPYC 7763' }] }),
      side({ 'h.txt': ['go-test-text', { cpu: 'Xeon 8370C' }] }),
      [{ key: 'cpu', base: ['EPYC 7763'], head: ['Xeon 8370C'] }],
    ],
    [
      'a key only one side printed → nothing',
      side({ 'b.json': ['google-benchmark-json', { cores: '4' }] }),
      side({ 'h.json': ['google-benchmark-json', {}] }),
      [],
    ],
    [
      'two harnesses on one machine word the CPU differently → compared per format',
      side({
        'b.txt': ['go-test-text', { cpu: 'EPYC 7763' }],
        'b.json': ['other-json', { cpu: 'AMD EPYC 7763 64-Core Processor' }],
      }),
      side({ 'h.txt': ['go-test-text', { cpu: 'EPYC 7763' }] }),
      [],
    ],
    [
      'cores and build type → both, in key order',
      side({ 'b.json': ['google-benchmark-json', { cores: '4', 'build-type': 'release' }] }),
      side({ 'h.json': ['google-benchmark-json', { cores: '2', 'build-type': 'debug' }] }),
      [
        { key: 'cores', base: ['4'], head: ['2'] },
        { key: 'build-type', base: ['release'], head: ['debug'] },
      ],
    ],
  ] as const)('%s', (_, base, head, expected) => {
    expect(environmentMismatches(base, head, keys)).toEqual(expected)
  })

  it("finds each file's format among many results, files interleaved or without an environment", () => {
    const result = (file: string, format: string) =>
      side({ [file]: [format, {}] }).results[0] as SideEnvironment['results'][number]
    const base: SideEnvironment = {
      results: [
        result('extra.json', 'other-json'),
        ...Array.from({ length: 50 }, (_, i) =>
          i % 3 === 0 ? result('b.json', 'google-benchmark-json') : result('b.txt', 'go-test-text'),
        ),
      ],
      environments: new Map([
        ['b.txt', { cpu: 'EPYC 7763' }],
        ['b.json', { cores: '4' }],
      ]),
    }
    const head = side({
      'h.txt': ['go-test-text', { cpu: 'Xeon 8370C' }],
      'h.json': ['google-benchmark-json', { cores: '2' }],
    })
    expect(environmentMismatches(base, head, keys)).toEqual([
      { key: 'cpu', base: ['EPYC 7763'], head: ['Xeon 8370C'] },
      { key: 'cores', base: ['4'], head: ['2'] },
    ])
  })
})

describe('the acknowledgement label', () => {
  it.each([
    ['no label configured → none', null, { labels: ['perf-ok'], labeled: null }, null],
    ['not a pull request → none', 'perf-ok', null, null],
    ['the label is absent → none', 'perf-ok', { labels: ['docs'], labeled: null }, null],
    [
      'the label is on the PR → acknowledged',
      'perf-ok',
      { labels: ['Perf-OK'], labeled: null },
      'acknowledged with the label "perf-ok" on the pull request: the fail verdict is shown as warn',
    ],
    [
      'this event added it → acknowledged, naming who',
      'perf-ok',
      { labels: ['perf-ok'], labeled: { label: 'perf-ok', sender: 'alice' } },
      'acknowledged with the label "perf-ok", added by @alice: the fail verdict is shown as warn',
    ],
    [
      'this event added another label → acknowledged, nobody named',
      'perf-ok',
      { labels: ['perf-ok', 'docs'], labeled: { label: 'docs', sender: 'bob' } },
      'acknowledged with the label "perf-ok" on the pull request: the fail verdict is shown as warn',
    ],
  ] as const)('%s', (_, label, pullRequest, expected) => {
    expect(acknowledgementOf(label, pullRequest)).toBe(expected)
  })
})

describe('metrics of unknown direction (F40)', () => {
  const facts = (comparisons: Comparison[]) => ({
    comparisons,
    head: [],
    environments: null,
    pullRequest: null,
    today: '2026-12-01',
  })
  const counter = (name: string, metricName: string): Comparison => ({
    ...comparison(name, 'inconclusive', 1.2),
    metric: 'custom',
    metricName,
    unit: 'count',
    direction: 'unknown',
    gated: false,
  })

  it('says once which metrics cannot gate and how to set their direction', () => {
    const rules = policyRules(DEFAULT_POLICY, DEFAULT_STATISTICS_SETTINGS)
    const { diagnostics } = reviewPolicy(
      DEFAULT_POLICY,
      rules,
      facts([
        comparison('BM_Parse', 'no-change', 1),
        counter('BM_Parse', 'candidates'),
        counter('BM_Sieve', 'candidates'),
        counter('BM_Sieve', 'primes'),
      ]),
    )
    expect(diagnostics.map((d) => [d.severity, d.message])).toEqual([
      [
        'warning',
        '2 metrics "candidates", "primes" have no known better direction, so they are shown but never gated; set each in the policy file: metrics: { "candidates": { direction: lower-is-better } } (or higher-is-better)',
      ],
    ])
  })

  it('says nothing when every metric has a direction', () => {
    const rules = policyRules(DEFAULT_POLICY, DEFAULT_STATISTICS_SETTINGS)
    const { diagnostics } = reviewPolicy(
      DEFAULT_POLICY,
      rules,
      facts([comparison('a', 'no-change', 1)]),
    )
    expect(diagnostics).toEqual([])
  })
})

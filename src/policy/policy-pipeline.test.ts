/** The policy file end to end through `analyze`: text results in, verdict and report data out. */
import { ACTION_KNOB_NAMES } from '../settings/action-settings.js'
import { describe, expect, it } from 'vitest'
import type { Verdict } from '../model/verdict.js'
import { analyze } from '../pipeline/analyze.js'
import { type Acquisition, type SideFiles } from '../acquire/acquisition.js'
import { type AnalysisSettings } from '../settings/settings.js'
import { parsePolicyText } from '../settings/policy-file.js'
import { parseAnalysisKnobs } from '../settings/analysis-knobs.js'
import type { PullRequestLabels } from '../model/pull-request-labels.js'

const TODAY = '2026-01-15'

/** `go test -bench` output: 10 samples per benchmark around each given centre, ±0.4 %. */
function goBench(cpu: string, benchmarks: Record<string, Record<string, number>>): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/codec', `cpu: ${cpu}`]
  for (let i = 0; i < 10; i++)
    for (const [name, metrics] of Object.entries(benchmarks)) {
      const values = Object.entries(metrics).map(([unit, centre]) => {
        const value = unit === 'ns/op' ? centre * (1 + 0.001 * (i - 4.5)) : centre
        return `${value.toFixed(1)} ${unit}`
      })
      lines.push(`${name}-2\t1000\t${values.join('\t')}`)
    }
  return `${lines.join('\n')}\nok  \texample.com/codec\t1.234s\n`
}

const side = (name: string, text: string): SideFiles => ({
  files: [{ name, bytes: new TextEncoder().encode(text) }],
  diagnostics: [],
})

const EPYC = 'AMD EPYC 7763 64-Core Processor'
const calm = { BenchmarkCrc: { 'ns/op': 1000 }, BenchmarkSort: { 'ns/op': 5000 } }
const crcUp30 = { BenchmarkCrc: { 'ns/op': 1300 }, BenchmarkSort: { 'ns/op': 5000 } }

function run(
  yaml: string,
  sides: {
    base?: Record<string, Record<string, number>>
    head?: Record<string, Record<string, number>>
    baseCpu?: string
    headCpu?: string
    pullRequest?: PullRequestLabels
  } = {},
) {
  const policy = parsePolicyText(yaml, '.github/bench-verdict.yml')
  const names = ACTION_KNOB_NAMES
  const settings: AnalysisSettings = {
    ...parseAnalysisKnobs({}, names, [], policy),
    today: TODAY,
    ...(sides.pullRequest ? { pullRequest: sides.pullRequest } : {}),
  }
  const acquisition: Acquisition = {
    head: side('head.txt', goBench(sides.headCpu ?? EPYC, sides.head ?? crcUp30)),
    base: side('base.txt', goBench(sides.baseCpu ?? EPYC, sides.base ?? calm)),
    history: [],
    control: null,
    context: { historyRuns: 0, controlRuns: 0, headSource: 'head.txt', baseSource: 'base.txt' },
  }
  return analyze(acquisition, settings)
}

const level = (verdict: Verdict) => verdict.level

describe('a policy file decides what matters, end to end', () => {
  it.each([
    ['no policy: BenchmarkCrc +30 % → fail', '', {}, 'fail'],
    [
      'BenchmarkCrc*: gate warn → the +30 % only warns',
      'benchmarks:\n  - benchmark: BenchmarkCrc*\n    gate: warn',
      {},
      'warn',
    ],
    [
      'BenchmarkCrc*: gate off → informational, pass',
      'benchmarks:\n  - benchmark: BenchmarkCrc*\n    gate: off',
      {},
      'pass',
    ],
    [
      'wall-time: gate warn for every benchmark → warn',
      'metrics:\n  wall-time: { gate: warn }',
      {},
      'warn',
    ],
    [
      'a waiver up to +40 % until 2026-03-31 → pass',
      'waivers:\n  - benchmark: BenchmarkCrc\n    max-regression: 40%\n    reason: table built lazily\n    expires: 2026-03-31',
      {},
      'pass',
    ],
    [
      'a waiver that expired on 2026-01-14 → fail',
      'waivers:\n  - benchmark: BenchmarkCrc\n    max-regression: 40%\n    reason: table built lazily\n    expires: 2026-01-14',
      {},
      'fail',
    ],
    [
      'a waiver that expires today still holds → pass',
      `waivers:\n  - benchmark: BenchmarkCrc\n    max-regression: 40%\n    reason: table built lazily\n    expires: ${TODAY}`,
      {},
      'pass',
    ],
    [
      'a waiver up to +20 % does not cover +30 % → fail',
      'waivers:\n  - benchmark: BenchmarkCrc\n    max-regression: 20%\n    reason: table built lazily\n    expires: 2026-03-31',
      {},
      'fail',
    ],
    [
      'required BenchmarkHash, absent from the head → fail',
      'required: [BenchmarkHash]',
      { head: calm },
      'fail',
    ],
    ['required Benchmark* present → pass', 'required: [Benchmark*]', { head: calm }, 'pass'],
    [
      'base and head on different CPUs, calm numbers → warn (the default)',
      '',
      { head: calm, headCpu: 'Intel Xeon Platinum 8370C' },
      'warn',
    ],
    [
      'different CPUs with on-mismatch inconclusive, a +30 % regression → inconclusive',
      'environment:\n  on-mismatch: inconclusive',
      { headCpu: 'Intel Xeon Platinum 8370C' },
      'inconclusive',
    ],
    [
      'different CPUs with on-mismatch ignore → pass',
      'environment:\n  on-mismatch: ignore',
      { head: calm, headCpu: 'Intel Xeon Platinum 8370C' },
      'pass',
    ],
    [
      'different CPUs, but only build-type compared → pass',
      'environment:\n  keys: [build-type]',
      { head: calm, headCpu: 'Intel Xeon Platinum 8370C' },
      'pass',
    ],
    [
      'the acknowledgement label on the PR turns the fail into warn',
      'acknowledge-label: perf-accepted',
      { pullRequest: { labels: ['perf-accepted'], labeled: null } },
      'warn',
    ],
    [
      'another label does not',
      'acknowledge-label: perf-accepted',
      { pullRequest: { labels: ['docs'], labeled: null } },
      'fail',
    ],
    [
      'blocks/s with no direction is informational: a −30 % drop passes',
      '',
      {
        base: { BenchmarkParse: { 'ns/op': 1000, 'blocks/s': 100 } },
        head: { BenchmarkParse: { 'ns/op': 1000, 'blocks/s': 70 } },
      },
      'pass',
    ],
    [
      'blocks/s declared higher-is-better and gated: the −30 % drop fails',
      'metrics:\n  blocks/s: { direction: higher-is-better, gate: fail }',
      {
        base: { BenchmarkParse: { 'ns/op': 1000, 'blocks/s': 100 } },
        head: { BenchmarkParse: { 'ns/op': 1000, 'blocks/s': 70 } },
      },
      'fail',
    ],
    [
      'instr/op +0.8 % exact with threshold 1% → pass',
      'metrics:\n  instr/op: { direction: lower-is-better, gate: fail, threshold: 1% }',
      {
        base: { BenchmarkParse: { 'ns/op': 1000, 'instr/op': 10000 } },
        head: { BenchmarkParse: { 'ns/op': 1000, 'instr/op': 10080 } },
      },
      'pass',
    ],
    [
      'instr/op +1.5 % exact with threshold 1% → fail',
      'metrics:\n  instr/op: { direction: lower-is-better, gate: fail, threshold: 1% }',
      {
        base: { BenchmarkParse: { 'ns/op': 1000, 'instr/op': 10000 } },
        head: { BenchmarkParse: { 'ns/op': 1000, 'instr/op': 10150 } },
      },
      'fail',
    ],
  ] as const)('%s', (_, yaml, sides, expected) => {
    expect(level(run(yaml, sides).verdict)).toBe(expected)
  })

  // Revision 2 (docs/method.md §12.2): suite rule S needs members with a standard error; one value
  // per benchmark without history has none, so the waived +30 % leaves nothing for the suite to say.
  it('accepts a waived regression and has no suite rule over single values without history', () => {
    const report = run(
      'waivers:\n  - benchmark: BenchmarkCrc\n    max-regression: 40%\n    reason: r\n    expires: 2026-03-31',
      {
        base: {
          BenchmarkCrc: { 'ns/op': 1000 },
          BenchmarkSort: { 'ns/op': 5000 },
          BenchmarkHash: { 'ns/op': 2000 },
        },
        head: {
          BenchmarkCrc: { 'ns/op': 1300 },
          BenchmarkSort: { 'ns/op': 5200 },
          BenchmarkHash: { 'ns/op': 2080 },
        },
      },
    )
    expect(report.verdict.level).toBe('pass')
    expect(report.verdict.reasons.join('\n')).not.toMatch(/geomean/)
    expect(report.verdict.reasons).toContainEqual(
      expect.stringMatching(/^example\.com\/codec › BenchmarkCrc .*accepted by the waiver/),
    )
  })

  it('lists the waiver that accepted the regression, with its reason', () => {
    const report = run(
      'waivers:\n  - benchmark: BenchmarkCrc\n    max-regression: 40%\n    reason: table built lazily\n    expires: 2026-03-31',
    )
    expect(report.verdict.reasons).toContainEqual(
      expect.stringMatching(
        /^example\.com\/codec › BenchmarkCrc \(procs 2\) \(ns\/op\): \+30\.0 % accepted by the waiver for BenchmarkCrc \(up to \+40 %, until 2026-03-31\): table built lazily$/,
      ),
    )
    // The headline names the waived regression as the count line does, instead of "no regression".
    expect(report.verdict.headline).toBe(
      '1 waived regression (example.com/codec › BenchmarkCrc (procs 2) ns/op +30.0 %), nothing else beyond the thresholds in 2 gated comparisons',
    )
  })

  it('reports an expired waiver where it is written, and says the regression counts', () => {
    const report = run(
      'defaults:\n  fdr: 5%\nwaivers:\n  - benchmark: BenchmarkCrc\n    max-regression: 40%\n    reason: table built lazily\n    expires: 2026-01-14',
    )
    expect(report.diagnostics).toContainEqual({
      severity: 'warning',
      file: '.github/bench-verdict.yml',
      location: 'waivers[0] (line 4)',
      message:
        'this waiver for BenchmarkCrc expired on 2026-01-14 and is ignored; renew or remove it',
    })
    expect(report.verdict.reasons).toContain(
      'example.com/codec › BenchmarkCrc (procs 2) (ns/op): the waiver at waivers[0] (line 4) expired on 2026-01-14, so this change counts',
    )
  })

  it('names the environment difference, and what the numbers alone would say', () => {
    const report = run('environment:\n  on-mismatch: inconclusive', {
      headCpu: 'Intel Xeon Platinum 8370C',
    })
    expect(report.verdict.headline).toBe(
      'needs a closer look: base and head ran in different environments (cpu)',
    )
    expect(report.verdict.reasons.slice(0, 2)).toEqual([
      'base and head ran in different environments: cpu "AMD EPYC 7763 64-Core Processor" on base, "Intel Xeon Platinum 8370C" on head; the change may come from the machine or the build, not the code',
      'the numbers alone would say: 1 regression beyond the noise floor (example.com/codec › BenchmarkCrc (procs 2) ns/op +30.0 %)',
    ])
  })

  it('says who added the acknowledgement label when the event says so', () => {
    const report = run('acknowledge-label: perf-accepted', {
      pullRequest: {
        labels: ['perf-accepted'],
        labeled: { label: 'Perf-Accepted', sender: 'alice' },
      },
    })
    expect(report.verdict.headline).toMatch(/^acknowledged: 1 regression beyond the noise floor/)
    expect(report.verdict.reasons[0]).toBe(
      'acknowledged with the label "perf-accepted", added by @alice: the fail verdict is shown as warn',
    )
  })

  it('warns about entries that match nothing, with the closest metric name', () => {
    const report = run(
      'metrics:\n  wall_time: { gate: warn }\nbenchmarks:\n  - benchmark: BenchmarkCrc32*\n    threshold: 10%',
    )
    expect(report.diagnostics.filter((d) => d.file === '.github/bench-verdict.yml')).toEqual([
      {
        severity: 'warning',
        file: '.github/bench-verdict.yml',
        location: 'metrics.wall_time (line 2)',
        message:
          'no metric of this run is called "wall_time" (kinds: wall-time); did you mean "wall-time"?',
      },
      {
        severity: 'warning',
        file: '.github/bench-verdict.yml',
        location: 'benchmarks[0] (line 4)',
        message: 'BenchmarkCrc32* matches no benchmark of this run',
      },
    ])
  })

  it('says plainly when a valid metric kind is missing from this run, with no "did you mean"', () => {
    const report = run(
      'metrics:\n  instructions: { gate: fail }\nwaivers:\n  - benchmark: BenchmarkCrc\n    metric: memory\n    max-regression: 40%\n    reason: r\n    expires: 2099-12-31',
    )
    expect(
      report.diagnostics
        .filter((d) => d.file === '.github/bench-verdict.yml')
        .map((d) => [d.location, d.message]),
    ).toEqual([
      [
        'metrics.instructions (line 2)',
        'this run has no instructions metric (its kinds: wall-time); the rule applies when one is present',
      ],
      [
        'waivers[0] (line 4)',
        'BenchmarkCrc matches no benchmark with metric "memory" of this run; this run has no memory metric (its kinds: wall-time); the entry applies when one is present',
      ],
    ])
  })

  it('is an error verdict listing every problem when the policy file is invalid', () => {
    const report = run('defaults:\n  fail-on: sometimes\n  treshold: 2%\n')
    expect(report.verdict).toEqual({
      level: 'error',
      headline: 'the policy file .github/bench-verdict.yml is invalid (2 problems)',
      reasons: [
        '.github/bench-verdict.yml:2: defaults.fail-on: expected one of strong, likely, unverified, never; found "sometimes"',
        '.github/bench-verdict.yml:3: defaults.treshold: unknown key "treshold"; did you mean "threshold"? Valid keys here: threshold, threshold-deterministic, noise-floor, geomean-threshold, geomean-noise-floor, within-variance, fdr, alpha, min-samples, max-inconclusive-fraction, history, fail-on, fail-on-inconclusive',
      ],
    })
    expect(report.comparisons).toEqual([])
  })

  it('shows the effective policy in the method section', () => {
    const report = run(
      'defaults:\n  threshold-deterministic: 1%\n  min-samples: 5\nmetrics:\n  instructions: { gate: fail, threshold: 1% }\nbenchmarks:\n  - benchmark: BenchmarkCrc*\n    gate: warn\nacknowledge-label: perf-accepted',
    )
    expect(report.method.policy).toEqual({
      file: '.github/bench-verdict.yml',
      lines: [
        'defaults: threshold-deterministic: 1%, min-samples: 5',
        'instructions: gate fail, threshold 1%',
        'benchmarks BenchmarkCrc*: gate warn',
        'environment differences (cpu, cores, build-type): warn',
        'acknowledgement label "perf-accepted" turns fail into warn',
      ],
    })
    expect(report.method.thresholdDeterministic).toBe(0.01)
  })
})

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { closestName } from '../policy/closest-name.js'
import { DEFAULT_POLICY, describePolicyProblem } from '../policy/policy.js'
import { formatPath, parsePolicyText } from './policy-file.js'

const FILE = '.github/bench-verdict.yml'
const problemsOf = (yaml: string) =>
  parsePolicyText(yaml, FILE).problems.map((problem) => describePolicyProblem(problem))

describe('parsePolicyText', () => {
  it('reads every section: percentages as fractions, rules in file order, each with its line', () => {
    const policy = parsePolicyText(
      [
        '# yaml-language-server: $schema=../schema/policy.schema.json',
        'defaults:',
        '  threshold: 3%',
        '  threshold-deterministic: 0.01',
        '  min-samples: 5',
        '  fail-on: likely',
        '  fail-on-inconclusive: true',
        'metrics:',
        '  instructions: { gate: fail, threshold: 1%, deterministic: true }',
        '  cpu-time: { gate: off }',
        '  parse_ms/blk: { direction: lower-is-better, gate: warn }',
        'benchmarks:',
        '  - benchmark: BM_Micro*',
        '    threshold: 10%',
        "  - benchmark-regex: '^BM_Flaky'",
        '    metric: wall-time',
        '    gate: warn',
        'required: [BM_Crc32/1024]',
        'corroborate: true',
        'environment:',
        '  on-mismatch: inconclusive',
        '  keys: [cpu, build-type]',
        'waivers:',
        '  - benchmark: BM_Crc32/*',
        '    max-regression: 40%',
        '    reason: the CRC table is built lazily now',
        '    expires: 2026-03-31',
        'acknowledge-label: performance-regression-accepted',
      ].join('\n'),
      FILE,
    )
    expect(policy.problems).toEqual([])
    expect(policy.defaults).toMatchObject({
      threshold: 0.03,
      thresholdDeterministic: 0.01,
      minSamples: 5,
      failOn: 'likely',
      failOnInconclusive: true,
    })
    expect(policy.metrics).toEqual([
      {
        metric: 'instructions',
        gate: 'fail',
        threshold: 0.01,
        deterministic: true,
        at: { path: 'metrics.instructions', line: 9 },
      },
      { metric: 'cpu-time', gate: 'off', at: { path: 'metrics.cpu-time', line: 10 } },
      {
        metric: 'parse_ms/blk',
        direction: 'lower-is-better',
        gate: 'warn',
        at: { path: 'metrics["parse_ms/blk"]', line: 11 },
      },
    ])
    expect(policy.benchmarks).toEqual([
      {
        pattern: { kind: 'glob', text: 'BM_Micro*' },
        metric: undefined,
        gate: undefined,
        direction: undefined,
        threshold: 0.1,
        at: { path: 'benchmarks[0]', line: 13 },
      },
      {
        pattern: { kind: 'regex', text: '^BM_Flaky' },
        metric: 'wall-time',
        gate: 'warn',
        direction: undefined,
        threshold: undefined,
        at: { path: 'benchmarks[1]', line: 15 },
      },
    ])
    expect(policy.required).toEqual([
      { pattern: { kind: 'glob', text: 'BM_Crc32/1024' }, at: { path: 'required[0]', line: 18 } },
    ])
    expect(policy.corroborate).toBe(true)
    expect(policy.environment).toEqual({ onMismatch: 'inconclusive', keys: ['cpu', 'build-type'] })
    expect(policy.waivers).toEqual([
      {
        pattern: { kind: 'glob', text: 'BM_Crc32/*' },
        metric: undefined,
        maxRegression: 0.4,
        reason: 'the CRC table is built lazily now',
        expires: '2026-03-31',
        at: { path: 'waivers[0]', line: 24 },
      },
    ])
    expect(policy.acknowledgeLabel).toBe('performance-regression-accepted')
  })

  it('reads an empty file, or one with only comments, as the defaults', () => {
    for (const text of ['', '# nothing yet\n'])
      expect(parsePolicyText(text, FILE)).toEqual({ ...DEFAULT_POLICY, file: FILE })
  })

  it('keeps YAML 1.1 words as text: gate: off is off, not false; dates stay dates', () => {
    const policy = parsePolicyText(
      'metrics:\n  cpu-time: { gate: off }\nwaivers:\n  - benchmark: A\n    max-regression: 5%\n    reason: r\n    expires: 2026-01-31\n',
      FILE,
    )
    expect(policy.metrics[0]?.gate).toBe('off')
    expect(policy.waivers[0]?.expires).toBe('2026-01-31')
  })

  it.each([
    [
      'a bare number of 1 or more is ambiguous',
      'defaults:\n  threshold: 5',
      '.github/bench-verdict.yml:2: defaults.threshold: 5 is ambiguous: write a percentage such as "5%" or a fraction such as 0.05',
    ],
    [
      'a percentage out of range',
      'defaults:\n  fdr: 0%',
      '.github/bench-verdict.yml:2: defaults.fdr: expected a percentage such as "5%" or a fraction such as 0.05, above 0 % and under 100 %; found "0%"',
    ],
    [
      'a word where a percentage belongs',
      'metrics:\n  instructions:\n    threshold: tight',
      '.github/bench-verdict.yml:3: metrics.instructions.threshold: expected a percentage such as "5%" or a fraction such as 0.05, from 0 % and under 100 %; found "tight"',
    ],
    [
      'a choice outside the list, with the valid choices',
      'defaults:\n  fail-on: sometimes',
      '.github/bench-verdict.yml:2: defaults.fail-on: expected one of strong, likely, unverified, never; found "sometimes"',
    ],
    [
      'a gate outside the list',
      'metrics:\n  wall-time: { gate: block }',
      '.github/bench-verdict.yml:2: metrics.wall-time.gate: expected one of fail, warn, off; found "block"',
    ],
    [
      'YAML true for a gate (not quoted off)',
      'metrics:\n  wall-time: { gate: true }',
      '.github/bench-verdict.yml:2: metrics.wall-time.gate: expected one of fail, warn, off; found true',
    ],
    [
      'a fraction where a count belongs',
      'defaults:\n  min-samples: 2.5',
      '.github/bench-verdict.yml:2: defaults.min-samples: expected a whole number from 1 to 1000; found 2.5',
    ],
    [
      'text where true or false belongs',
      'defaults:\n  fail-on-inconclusive: "yes"',
      '.github/bench-verdict.yml:2: defaults.fail-on-inconclusive: expected true or false; found "yes"',
    ],
    [
      'a misspelt key, with the closest valid one',
      'defaults:\n  fail_on: likely',
      '.github/bench-verdict.yml:2: defaults.fail_on: unknown key "fail_on"; did you mean "fail-on"? Valid keys here: threshold, threshold-deterministic, noise-floor, geomean-threshold, geomean-noise-floor, within-variance, fdr, alpha, min-samples, max-inconclusive-fraction, history, fail-on, fail-on-inconclusive',
    ],
    [
      'a default written at the top level',
      'threshold: 3%',
      '.github/bench-verdict.yml:1: threshold: unknown key "threshold"; it belongs under "defaults:". Valid keys here: defaults, metrics, benchmarks, required, corroborate, wall-time-only, environment, waivers, references, acknowledge-label',
    ],
    [
      'an unknown key with nothing close',
      'metrics:\n  wall-time: { colour: red }',
      '.github/bench-verdict.yml:2: metrics.wall-time.colour: unknown key "colour". Valid keys here: gate, direction, deterministic, threshold',
    ],
    [
      'a rule without a pattern',
      'benchmarks:\n  - threshold: 10%',
      '.github/bench-verdict.yml:2: benchmarks[0]: needs the benchmarks it applies to: `benchmark` (a name or glob) or `benchmark-regex`',
    ],
    [
      'a rule with both patterns',
      'benchmarks:\n  - benchmark: A\n    benchmark-regex: B',
      '.github/bench-verdict.yml:2: benchmarks[0]: give either `benchmark` or `benchmark-regex`, not both',
    ],
    [
      'a regex that does not compile',
      "benchmarks:\n  - benchmark-regex: 'BM_(Crc'\n    gate: warn",
      '.github/bench-verdict.yml:2: benchmarks[0].benchmark-regex: not a valid regular expression (RE2 syntax): missing closing ): `BM_(Crc`',
    ],
    [
      'a regex with a lookahead, which a linear-time engine cannot match',
      "benchmarks:\n  - benchmark: A\n  - benchmark-regex: '^BM_(?!Slow)'\n    gate: warn",
      '.github/bench-verdict.yml:3: benchmarks[1].benchmark-regex: `(?!` is a negative lookahead, which benchmark-regex does not support: it is matched in time linear in the name (RE2 syntax), without backreferences, lookaround, atomic groups or possessive quantifiers',
    ],
    [
      'a waiver regex with a backreference',
      "waivers:\n  - benchmark-regex: '(\\w+)_\\1'\n    max-regression: 10%\n    reason: r\n    expires: 2026-01-31",
      '.github/bench-verdict.yml:2: waivers[0].benchmark-regex: `\\1` is a backreference, which benchmark-regex does not support: it is matched in time linear in the name (RE2 syntax), without backreferences, lookaround, atomic groups or possessive quantifiers',
    ],
    [
      'a waiver without a reason',
      'waivers:\n  - benchmark: A\n    max-regression: 10%\n    expires: 2026-01-31',
      '.github/bench-verdict.yml:2: waivers[0].reason: missing; expected a sentence saying why the regression is accepted',
    ],
    [
      'a date that does not exist',
      'waivers:\n  - benchmark: A\n    max-regression: 10%\n    reason: r\n    expires: 2026-02-30',
      '.github/bench-verdict.yml:5: waivers[0].expires: expected a date written YYYY-MM-DD, such as 2026-03-31; found "2026-02-30"',
    ],
    [
      'a list where a mapping belongs',
      'environment: [cpu]',
      '.github/bench-verdict.yml:1: environment: expected a mapping; found a list',
    ],
    [
      'a top level that is not a mapping',
      '- threshold: 3%',
      '.github/bench-verdict.yml:1: expected a mapping of policy sections (defaults, metrics, benchmarks, required, corroborate, wall-time-only, environment, waivers, references, acknowledge-label); found a list',
    ],
    [
      'invalid YAML, with its line',
      'defaults:\n  threshold: [3%\n',
      '.github/bench-verdict.yml:3: not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    [
      'a key given twice',
      'corroborate: true\ncorroborate: false\n',
      '.github/bench-verdict.yml:2: not valid YAML: Map keys must be unique',
    ],
  ])('%s', (_, yaml, expected) => {
    expect(problemsOf(yaml)).toEqual([expected])
  })

  it('reports every problem at once, in file order, keeping the defaults as the rules', () => {
    const policy = parsePolicyText(
      'defaults:\n  fail-on: soon\n  thresold: 2%\nmetrics:\n  wall-time: { gate: maybe }\n',
      FILE,
    )
    expect(policy.problems.map((p) => [p.line, p.path])).toEqual([
      [2, 'defaults.fail-on'],
      [3, 'defaults.thresold'],
      [5, 'metrics.wall-time.gate'],
    ])
    expect(policy.metrics).toEqual([])
  })
})

describe("the README's policy example", () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')
  const example = /```yaml\n(# yaml-language-server:[^]*?)```/.exec(readme)?.[1] ?? ''

  it('is a valid policy that sets what its comments say', () => {
    const policy = parsePolicyText(example, FILE)
    expect(policy.problems).toEqual([])
    expect(policy.defaults).toMatchObject({ threshold: 0.05, thresholdDeterministic: 0.01 })
    expect(policy.metrics.map((m) => [m.metric, m.gate])).toEqual([
      ['instructions', 'fail'],
      ['memory', 'fail'],
      ['cpu-time', 'off'],
      ['parse_ms/blk', 'warn'],
    ])
    expect(policy.waivers[0]).toMatchObject({ maxRegression: 0.4, expires: '2028-12-31' })
  })
})

describe('closestName', () => {
  it.each([
    ['fail_on', 'fail-on'],
    ['failOn', 'fail-on'],
    ['treshold', 'threshold'],
    ['min-sample', 'min-samples'],
    ['colour', undefined],
  ])('%s → %s', (typo, expected) => {
    expect(closestName(typo, ['fail-on', 'threshold', 'min-samples', 'gate'])).toBe(expected)
  })

  it('never proposes the name itself', () => {
    expect(closestName('instructions', ['wall-time', 'instructions'])).toBeUndefined()
    expect(closestName('cycles', ['cycles', 'cycle'])).toBe('cycle')
  })
})

describe('formatPath', () => {
  it.each([
    [['defaults', 'fail-on'], 'defaults.fail-on'],
    [['benchmarks', 2, 'threshold'], 'benchmarks[2].threshold'],
    [['metrics', 'B/op', 'gate'], 'metrics["B/op"].gate'],
  ] as const)('%j → %s', (path, text) => {
    expect(formatPath(path)).toBe(text)
  })
})

/**
 * Named references through `analyze`, on three real Google Benchmark trees
 * (fixtures/google-benchmark/reference-runs/PROVENANCE.md): a reference where BM_Checksum is
 * fast, a base that regressed it (~+40 %), and a head that restores it but slows BM_Crc32/*.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { benjaminiHochberg } from '../compare/tests/false-discovery.js'
import { ACTION_KNOB_NAMES } from '../settings/action-settings.js'
import type { Comparison } from '../model/comparison.js'
import { analyze } from './analyze.js'
import { type Acquisition, type ReferenceSide, type SideFiles } from '../acquire/acquisition.js'
import { type AnalysisSettings } from '../settings/settings.js'
import { PLAIN, referenceSentence } from '../report/words/reference-sentences.js'
import { parsePolicyText } from '../settings/policy-file.js'
import { parseAnalysisKnobs } from '../settings/analysis-knobs.js'

const TREES = 'fixtures/google-benchmark/reference-runs'

const side = (relative: string): SideFiles => ({
  files: [{ name: relative, bytes: readFileSync(path.join(REPO_ROOT, relative)) }],
  diagnostics: [],
})
const tree = (name: 'reference' | 'base' | 'head') => side(`${TREES}/${name}.json`)
const reference = (name = 'v1.4.0', files = tree('reference')): ReferenceSide => ({
  name,
  source: `${TREES}/reference.json`,
  files,
})
/** Two earlier runs of the base build, from other invocations on the same machine. */
const HISTORY = [
  side('fixtures/google-benchmark/base.json'),
  side('fixtures/google-benchmark/base-aa.json'),
]

function analyzeTrees(
  options: {
    references?: readonly ReferenceSide[]
    history?: readonly SideFiles[]
    base?: SideFiles | null
    policy?: string
  } = {},
) {
  const policy = parsePolicyText(options.policy ?? '', '.github/bench-verdict.yml')
  const names = ACTION_KNOB_NAMES
  const settings: AnalysisSettings = {
    ...parseAnalysisKnobs({}, names, [], policy),
    today: '2026-11-29',
  }
  const history = options.history ?? []
  const acquisition: Acquisition = {
    head: tree('head'),
    base:
      options.base === null
        ? { missing: 'no push run yet', diagnostics: [] }
        : (options.base ?? tree('base')),
    history,
    control: null,
    ...(options.references ? { references: options.references } : {}),
    context: { historyRuns: history.length, controlRuns: 0, headSource: 'h', baseSource: 'b' },
  }
  return analyze(acquisition, settings)
}

const gatedByLabel = (comparisons: readonly Comparison[]) =>
  Object.fromEntries(comparisons.filter((c) => c.gated).map((c) => [c.label, c]))

describe('head against named references', () => {
  it('leaves head against the base untouched: the same comparisons, q-values and verdict', () => {
    const without = analyzeTrees({ history: HISTORY })
    const withReferences = analyzeTrees({
      history: HISTORY,
      references: [reference(), reference('before-regression')],
    })
    expect(withReferences.comparisons).toEqual(without.comparisons)
    expect(withReferences.verdict).toEqual(without.verdict)
    expect(withReferences.geomean).toEqual(without.geomean)
    expect(without.verdict.level).toBe('fail')
    expect(without.references).toBeUndefined()
  })

  it('compares head with each reference in its own FDR family, `against` = its name', () => {
    const report = analyzeTrees({ references: [reference()] })
    const against = report.references?.[0]?.comparisons ?? []
    expect(new Set(against.map((c) => c.against))).toEqual(new Set(['v1.4.0']))
    expect(against).toHaveLength(report.comparisons.length)
    const family = against.filter((c) => c.qValue !== null)
    expect(family.map((c) => c.qValue)).toEqual(benjaminiHochberg(family.map((c) => c.pValue ?? 1)))
    const gated = gatedByLabel(against)
    expect(gated['BM_Checksum']?.ratio).toBeCloseTo(0.99845, 5)
    expect(gated['BM_Checksum']?.qValue).toBeCloseTo(0.48125, 5)
    expect(gated['BM_Checksum']?.class).toBe('no-change')
    expect(gated['BM_Crc32/1024']?.ratio).toBeCloseTo(1.25443, 5)
    expect(gated['BM_Crc32/1024']?.qValue).toBeCloseTo(0.0000270627, 9)
    expect(gated['BM_Crc32/1024']?.class).toBe('regression')
    expect(gated['BM_Crc32/1024']?.strength).toBe('strong')
  })

  it('reads the fix: BM_Checksum recovers the regression introduced since the reference', () => {
    const [read] = analyzeTrees({ references: [reference()] }).references ?? []
    const kinds = Object.fromEntries(read?.readings.map((r) => [r.change.label, r.kind]) ?? [])
    expect(kinds).toEqual({
      'BM_Crc32/1024': 'worse',
      'BM_Crc32/16384': 'worse',
      BM_Checksum: 'recovered',
      BM_NewtonSqrt: 'within-noise',
      BM_Primes: 'within-noise',
    })
    const checksum = read?.readings.find((r) => r.change.label === 'BM_Checksum')
    expect(checksum?.sinceReference?.class).toBe('regression')
    const since = checksum?.sinceReference?.ratio ?? NaN
    expect(since).toBeCloseTo(1.39648, 5)
    // (ln(base/ref) − ln(head/ref)) / ln(base/ref), with the two Hodges–Lehmann ratios.
    const expected = (Math.log(since) - Math.log(checksum?.change.ratio ?? NaN)) / Math.log(since)
    expect(checksum?.recovery?.fraction).toBeCloseTo(expected, 12)
    expect(checksum?.recovery?.fraction).toBeCloseTo(1.00466, 5)
    expect(checksum?.recovery?.ci?.lower).toBeCloseTo(0.99453, 5)
    expect(checksum?.recovery?.ci?.upper).toBeCloseTo(1.03379, 5)
    expect(read && referenceSentence(read, PLAIN).replace(/\u00a0/g, ' ')).toBe(
      'head is 25.4 % slower than v1.4.0 on BM_Crc32/1024 and 29.5 % slower on BM_Crc32/16384; recovers 100 % of the regression introduced since v1.4.0 on BM_Checksum (approx. 95 % CI 99 % to 103 %); is within the noise of v1.4.0 on the other 2 benchmarks',
    )
  })

  it('judges head against a reference with the base branch’s run-to-run noise floor (history)', () => {
    const report = analyzeTrees({ history: HISTORY, references: [reference()] })
    const base = gatedByLabel(report.comparisons)
    const against = gatedByLabel(report.references?.[0]?.comparisons ?? [])
    expect(base['BM_Crc32/1024']?.floor.source).toBe('history')
    // The history path (docs/method.md §10.3): the floor shown is the benchmark's moderated
    // run-to-run sd over the base runs (revision 1 showed its t·√2·s band, 8.356 % here).
    const crc = base['BM_Crc32/1024']
    expect(crc?.floor.value).toBeCloseTo(0.0112547, 6)
    expect(crc?.floor.value).toBeCloseTo(Math.expm1(crc?.runToRun?.sd ?? NaN), 14)
    for (const label of Object.keys(base)) expect(against[label]?.floor).toEqual(base[label]?.floor)
    // Without history the same reference comparison falls back to the assumed floor.
    const assumed = gatedByLabel(
      analyzeTrees({ references: [reference()] }).references?.[0]?.comparisons ?? [],
    )
    expect(assumed['BM_Crc32/1024']?.floor).toEqual({ value: 0.1, source: 'assumed' })
  })

  const PASS = 'no regression beyond the thresholds in 5 gated comparisons'
  const AGAINST =
    'against v1.4.0: 2 regressions beyond the noise floor (worst: BM_Crc32/16384 real_time +29.5 %)'
  it.each([
    ['', 'off', 'pass', PASS],
    ['references:\n  v1.4.0: { gate: fail }\n', 'fail', 'fail', AGAINST],
    ['references:\n  v1.4.0: { gate: warn }\n', 'warn', 'warn', AGAINST],
    ['references:\n  v1.4.0: { gate: off }\n', 'off', 'pass', PASS],
  ])(
    'a PR that changes nothing but stays slower than the reference, policy %j: gate %s → %s',
    (policy, gate, level, headline) => {
      const report = analyzeTrees({ base: tree('head'), references: [reference()], policy })
      expect(report.verdict.level).toBe(level)
      expect(report.verdict.headline).toBe(headline)
      expect(report.references?.[0]?.gate).toBe(gate)
      expect(report.references?.[0]?.readings.map((r) => r.kind).slice(0, 2)).toEqual([
        'still-worse',
        'still-worse',
      ])
    },
  )

  it('warns when a gating reference could not be compared, and names a gate that matches no reference', () => {
    const expired = reference('v1.4.0', { files: [], diagnostics: [] })
    const report = analyzeTrees({
      base: tree('head'),
      references: [{ ...expired, files: { missing: 'the artifact expired', diagnostics: [] } }],
      policy: 'references:\n  v1.4.0: { gate: fail }\n  v1.3.0: { gate: warn }\n',
    })
    expect(report.verdict.level).toBe('warn')
    expect(report.verdict.headline).toBe(
      'against v1.4.0: the reference gates the verdict (gate: fail) but was not compared: the artifact expired',
    )
    expect(report.diagnostics.map((d) => `${d.location}: ${d.message}`)).toContain(
      'references["v1.3.0"] (line 3): no reference of this run is named "v1.3.0" (given: v1.4.0), so its gate applies to nothing',
    )
  })

  it('compares head with a reference when there is no baseline', () => {
    const report = analyzeTrees({ base: null, references: [reference()] })
    expect(report.verdict.level).toBe('no-baseline')
    const [read] = report.references ?? []
    expect(read?.readings.map((r) => r.kind)).toEqual([
      'worse',
      'worse',
      'within-noise',
      'within-noise',
      'within-noise',
    ])
    expect(read?.readings.every((r) => r.sinceReference === null)).toBe(true)
  })

  // A reference without results names the problem that explains it, and no problem it does not have.
  it('names the problem when a reference read no results: no file matched', () => {
    const nowhere = reference('gone', {
      files: [],
      diagnostics: [
        {
          severity: 'error',
          file: 'nowhere/*.json',
          location: '',
          message: 'no file matches this path or pattern',
        },
      ],
    })
    const [read] = analyzeTrees({ references: [nowhere] }).references ?? []
    expect(read?.missing).toBe(
      'no results could be read: nowhere/*.json: no file matches this path or pattern',
    )
    expect(referenceSentence(read!, PLAIN)).toBe(
      'not compared: no results could be read: nowhere/*.json: no file matches this path or pattern',
    )
  })

  it('names the first of several problems and counts the others', () => {
    const text = (name: string, body: string) => ({ name, bytes: new TextEncoder().encode(body) })
    const unreadable = reference('v0', {
      files: [text('notes.json', '{"name": "x"}'), text('README.txt', 'hello')],
      diagnostics: [],
    })
    const [read] = analyzeTrees({ references: [unreadable] }).references ?? []
    expect(read?.missing).toMatch(
      /^no results could be read: notes\.json: format not recognised \(none of the \d+ known formats matched\); .* \(and 1 more problem, listed with the problems found in the inputs\)$/,
    )
  })

  // Every parser names a file it cannot read, so this is a side with no files and no problem.
  it('says its files hold no benchmark results when nothing was wrong with them', () => {
    const empty = reference('v0', { files: [], diagnostics: [] })
    const [read] = analyzeTrees({ references: [empty] }).references ?? []
    expect(read?.missing).toBe('its files hold no benchmark results')
    expect(referenceSentence(read!, PLAIN)).not.toMatch(/problem/)
  })
})

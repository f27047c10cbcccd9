import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { OUTPUT_NAMES } from '../model/ports.js'
import { INPUT_NAMES, type RawInputs } from './action-inputs.js'
import { parseActionSettings } from './action-settings.js'

const raw = (overrides: Partial<RawInputs>): RawInputs => ({
  ...(Object.fromEntries(INPUT_NAMES.map((name) => [name, ''])) as RawInputs),
  results: 'bench-out/*.json',
  'github-token': 'ghs_x',
  ...overrides,
})

describe('action.yml', () => {
  const action = parse(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { description: string }>
    outputs: Record<string, { description: string }>
    runs: { using: string; main: string }
  }

  it('declares exactly the inputs and outputs the code reads and sets, each described', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort())
    expect(Object.keys(action.outputs).sort()).toEqual([...OUTPUT_NAMES].sort())
    for (const entry of [...Object.values(action.inputs), ...Object.values(action.outputs)])
      expect(entry.description.length).toBeGreaterThan(10)
  })

  it('runs the committed bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })
})

describe('parseActionSettings', () => {
  it('applies the defaults of docs/method.md §13 and docs/architecture.md §6', () => {
    const parsed = parseActionSettings(raw({}))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.settings).toMatchObject({
      results: ['bench-out/*.json'],
      artifactName: 'bench-results',
      history: 5,
      maxBaseBehind: 50,
      comment: 'always',
      summary: true,
      reportFile: 'bench-verdict-report.json',
    })
    expect(parsed.settings.analysis.statistics.threshold).toBe(0.05)
    expect(parsed.settings.analysis.verdict.failOn).toBe('strong')
  })

  it('reads multi-line globs and percentages', () => {
    const parsed = parseActionSettings(
      raw({ results: 'a/*.json\n\n b/{x,y}.txt \n', threshold: '2.5%', 'fail-on': 'likely' }),
    )
    if (!parsed.ok) throw new Error('expected valid settings')
    expect(parsed.settings.results).toEqual(['a/*.json', 'b/{x,y}.txt'])
    expect(parsed.settings.analysis.statistics.threshold).toBeCloseTo(0.025, 12)
    expect(parsed.settings.analysis.verdict.failOn).toBe('likely')
  })

  it("accepts empty results: the head then comes from a run's artifacts", () => {
    const parsed = parseActionSettings(raw({ results: '', 'artifact-name': 'bench-results-*' }))
    expect(parsed.ok && parsed.settings.results).toEqual([])
  })

  it('reads round-pattern for interleaved rounds and refuses one without a single group', () => {
    const parsed = parseActionSettings(raw({ paired: 'true', 'round-pattern': 'round-(\\d+)/' }))
    if (!parsed.ok) throw new Error('expected valid settings')
    expect(parsed.settings.analysis.paired).toBe(true)
    expect(parsed.settings.analysis.roundPattern.exec('out/round-07/base.json')?.[1]).toBe('07')
    const bad = parseActionSettings(raw({ paired: 'true', 'round-pattern': 'round-\\d+' }))
    expect(!bad.ok && bad.problems).toEqual([
      {
        input: 'round-pattern',
        message: '"round-\\d+" must have exactly one capturing group (the round number)',
      },
    ])
  })

  it('accepts a format id or alias and refuses an unknown one up front, naming the input', () => {
    const alias = parseActionSettings(raw({ format: 'googlecpp' }))
    expect(alias.ok && alias.settings.analysis.format).toBe('googlecpp')
    const parsed = parseActionSettings(raw({ format: 'googlebench', 'fail-on': 'sometimes' }))
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems.map((p) => p.input)).toEqual(['format', 'fail-on'])
    const message = parsed.problems[0]?.message ?? ''
    expect(message).toMatch(
      /^unknown format "googlebench"; did you mean "google-benchmark-json" or "google-benchmark-csv"\? Valid formats: auto, hyperfine-json, /,
    )
    expect(message).toContain('julia-benchmarktools-json (alias: julia), asv-json (alias: asv)')
  })

  it('reads comment-signing-key, and refuses a short one without repeating it', () => {
    const key = 'k'.repeat(16)
    const parsed = parseActionSettings(raw({ 'comment-signing-key': ` ${key} ` }))
    expect(parsed.ok && parsed.settings.commentSigningKey).toBe(key)
    const unset = parseActionSettings(raw({}))
    expect(unset.ok && unset.settings.commentSigningKey).toBeUndefined()
    const short = parseActionSettings(raw({ 'comment-signing-key': 'hunter2-secret' }))
    expect(!short.ok && short.problems).toEqual([
      {
        input: 'comment-signing-key',
        message:
          'expected a random secret of at least 16 characters (e.g. from `openssl rand -hex 32`), got 14',
      },
    ])
  })

  it("refuses a threshold of 100 % or more (the policy file's range)", () => {
    for (const threshold of ['500%', '100%']) {
      const parsed = parseActionSettings(raw({ results: 'a.json', threshold }))
      expect(parsed.ok).toBe(false)
      if (parsed.ok) return
      expect(parsed.problems).toEqual([
        {
          input: 'threshold',
          message: `expected a percentage such as "5%" or a fraction such as "0.05", from 0 % and under 100 %, got "${threshold}"`,
        },
      ])
    }
  })

  it('refuses a comment-signing-key of spaces alone instead of taking it for no key', () => {
    for (const blank of ['   ', ' \n\t '])
      expect(parseActionSettings(raw({ 'comment-signing-key': blank }))).toEqual({
        ok: false,
        problems: [
          {
            input: 'comment-signing-key',
            message:
              'expected a random secret of at least 16 characters (e.g. from `openssl rand -hex 32`), got only whitespace; leave the input unset for no signing key',
          },
        ],
      })
    const empty = parseActionSettings(raw({ 'comment-signing-key': '' }))
    expect(empty.ok && empty.settings.commentSigningKey).toBeUndefined()
  })

  it('reports every invalid input at once, by its name in action.yml', () => {
    const parsed = parseActionSettings(
      raw({
        results: '',
        threshold: '5',
        'fail-on': 'sometimes',
        comment: 'loud',
        history: '-1',
        summary: 'yes',
      }),
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems).toEqual([
      {
        input: 'threshold',
        message: '"5" is ambiguous: write a percentage such as "5%" or a fraction such as "0.05"',
      },
      {
        input: 'fail-on',
        message: 'expected one of strong, likely, unverified, never, got "sometimes"',
      },
      { input: 'history', message: 'expected a whole number from 0 to 20, got "-1"' },
      {
        input: 'comment',
        message: 'expected one of always, on-change, on-regression, never, got "loud"',
      },
      { input: 'summary', message: 'expected true or false, got "yes"' },
    ])
  })
})

/** `analyze` when no head result can be read: each problem counted under the side it is in. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { diagnostic } from '../model/diagnostic.js'
import { analyze } from './analyze.js'
import { type Acquisition, type SideFiles } from '../acquire/acquisition.js'
import { ACTION_KNOB_NAMES } from '../settings/action-settings.js'
import { parseAnalysisKnobs } from '../settings/analysis-knobs.js'

const fixture = (relative: string): SideFiles => ({
  files: [{ name: relative, bytes: readFileSync(path.join(REPO_ROOT, relative)) }],
  diagnostics: [],
})
const text = (name: string, content: string): SideFiles => ({
  files: [{ name, bytes: new TextEncoder().encode(content) }],
  diagnostics: [],
})
/** An artifact that could not be read: no files, one problem (as acquire reports it). */
const unreadable = (name: string): SideFiles => ({
  files: [],
  diagnostics: [diagnostic('error', name, '', 'the artifact could not be read')],
})

function run(acquisition: Partial<Acquisition>, format = 'auto') {
  const settings = { ...parseAnalysisKnobs({ format }, ACTION_KNOB_NAMES, []), today: '2026-11-29' }
  return analyze(
    {
      head: fixture('fixtures/google-benchmark/head.json'),
      base: fixture('fixtures/google-benchmark/base.json'),
      history: [],
      control: null,
      context: { historyRuns: 0, controlRuns: 0, headSource: 'head', baseSource: 'base' },
      ...acquisition,
    },
    settings,
  )
}

describe('no head results: problems counted per side', () => {
  it("does not count a problem in the base file as the head's", () => {
    const report = run({
      head: text('head.json', ''),
      base: text('base.json', '{ "benchmarks": [ '),
    })
    expect(report.verdict).toEqual({
      level: 'error',
      headline: 'no head results could be read',
      reasons: [`1 problem in the head's inputs`, "also 1 problem in the base's inputs"],
    })
  })

  it('attributes base and history artifacts to their sides (the Action)', () => {
    const report = run({
      head: text('bench-results/head.json', ''),
      base: unreadable('artifact "bench-results" of run 11'),
      history: [unreadable('artifact "bench-results" of run 10'), unreadable('run 9')],
    })
    expect(report.verdict.reasons).toEqual([
      `1 problem in the head's inputs`,
      "also 1 problem in the base's inputs, 2 problems in the history runs' inputs",
    ])
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(4)
  })

  it("counts a missing baseline's problems, the control's and the references' on their sides", () => {
    const report = run({
      head: { files: [], diagnostics: [] },
      base: { missing: 'no base run', diagnostics: [diagnostic('error', 'base', '', 'x')] },
      control: unreadable('control'),
      references: [{ name: 'v1', source: 'tag v1', files: unreadable('v1') }],
    })
    expect(report.verdict.reasons).toEqual([
      'the head results matched no file',
      "also 1 problem in the base's inputs, 1 problem in the A/A control's inputs, 1 problem in the references' inputs",
    ])
  })

  it('names the format mismatch instead of "matched no file"', () => {
    const report = run({}, 'go')
    expect(report.verdict.reasons).toEqual([
      `1 problem in the head's inputs`,
      "also 1 problem in the base's inputs",
    ])
    expect(report.diagnostics.map((d) => `${d.file}: ${d.message}`)).toEqual([
      'fixtures/google-benchmark/head.json: the format go (go-test-text) read no benchmark results from this file; it looks like google-benchmark-json: set the format to that, or to auto',
      'fixtures/google-benchmark/base.json: the format go (go-test-text) read no benchmark results from this file; it looks like google-benchmark-json: set the format to that, or to auto',
    ])
  })

  it('says the head files were found but held no results when nothing is an error', () => {
    const goWithoutBenchmarks = 'pkg: example.com/x\nPASS\nok  \texample.com/x\t0.1s\n'
    const report = run(
      { head: text('head.txt', goWithoutBenchmarks), base: fixture('fixtures/go-test/base.txt') },
      'go-test-text',
    )
    expect(report.verdict.reasons).toEqual([`the head's file holds no benchmark results`])
  })
})

describe('diagnostics', () => {
  it('lists a problem of a file compared with itself once, and counts it on both sides', () => {
    const broken = text('same.json', '{ "benchmarks": [ ')
    const report = run({ head: broken, base: broken })
    expect(report.diagnostics.filter((d) => d.file === 'same.json')).toHaveLength(1)
    expect(report.verdict.reasons).toEqual([
      `1 problem in the head's inputs`,
      "also 1 problem in the base's inputs",
    ])
  })
})

describe('a matrix leg the head run lacks (context.headMissing)', () => {
  const why = 'the head run has no artifact for this leg'
  const missingLeg = (
    knobs: Record<string, string> = {},
    headKind: 'pull-request' | 'push' = 'pull-request',
  ) => {
    const settings = {
      ...parseAnalysisKnobs({ format: 'auto', ...knobs }, ACTION_KNOB_NAMES, []),
      today: '2026-11-29',
    }
    return analyze(
      {
        head: { files: [], diagnostics: [] },
        base: fixture('fixtures/google-benchmark/base.json'),
        history: [],
        control: null,
        context: {
          historyRuns: 0,
          controlRuns: 0,
          headSource: 'none',
          baseSource: 'base',
          headMissing: why,
          headKind,
        },
      },
      settings,
    )
  }

  it('fails, naming how many benchmarks the base leg has, instead of an error', () => {
    const report = missingLeg()
    // base.json: BM_Checksum, BM_Crc32/1024, BM_Crc32/16384, BM_NewtonSqrt, BM_Primes.
    expect(report.comparisons.every((c) => c.class === 'removed')).toBe(true)
    expect(report.verdict).toEqual({
      level: 'fail',
      headline: 'no results on the PR; the base run has 5 benchmarks there',
      reasons: [
        why,
        'a leg with no results on the PR fails like a benchmark that failed on the PR (on-failure: warn for its benchmarks makes it warn)',
      ],
    })
  })

  it('says "in this push", not "on the PR", when a push run lacks the leg', () => {
    const report = missingLeg({}, 'push')
    expect(report.verdict).toEqual({
      level: 'fail',
      headline: 'no results in this push; the base run has 5 benchmarks there',
      reasons: [
        why,
        'a leg with no results in this push fails like a benchmark that failed in this push (on-failure: warn for its benchmarks makes it warn)',
      ],
    })
  })

  it('warns under fail-on: never, as a failed benchmark would', () => {
    const report = missingLeg({ failOn: 'never' })
    expect(report.verdict.level).toBe('warn')
    expect(report.verdict.headline).toBe(
      'no results on the PR; the base run has 5 benchmarks there',
    )
  })
})

/**
 * Named references in every output: the reviewed comment and terminal text, the JSON
 * report against the shipped schema and read back by `preview`, and hostile names.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Comparison } from '../../src/model/comparison.js'
import { COMMENT_MAX_LENGTH, renderComment } from '../../src/report/markdown/render-comment.js'
import { readReportJson } from '../../src/report/json/read-report-json.js'
import { readReference, type ReferenceReport } from '../../src/report/data/reference-report.js'
import { renderJson } from '../../src/report/json/render-json.js'
import { renderTerminal } from '../../src/report/terminal/render-terminal.js'
import type { ReportData } from '../../src/report/data/report-data.js'
import {
  commentLinks,
  detailsCount,
  htmlProblems,
  renderGfm,
  tableShapeProblems,
} from '../support/gfm.js'
import { comparison, reportData, verdict, type ComparisonSpec } from '../support/report-builders.js'
import { schemaProblems } from '../support/report-schema-validator.js'

const OPTIONS = {
  maxLength: COMMENT_MAX_LENGTH,
  fullReportName: 'the job summary and the report file the workflow uploads',
}

type Spec = Omit<ComparisonSpec, 'id'> & { readonly name: string }
const build = (against: string) => (spec: Spec) => ({
  ...comparison({ ...spec, id: { name: spec.name } }),
  against,
})

/** Base, head and a reference: the named-references fix, with every number chosen here. */
const BASE: Comparison[] = (
  [
  { name: 'BM_Crc32/1024', base: 9280, head: 12030, class: 'regression', strength: 'strong', qValue: 0.00002 },
  { name: 'BM_Checksum', base: 12610, head: 8983, class: 'improvement', strength: 'strong', qValue: 0.00002 },
  { name: 'BM_Primes', base: 527200, head: 522000, class: 'no-change', strength: 'equivalent', qValue: 0.12 },
  ] satisfies Spec[]
).map(build('base'))

function reference(name: string, run: ReferenceReport['run'] | undefined): ReferenceReport {
  const against = (
    [
    { name: 'BM_Crc32/1024', base: 9559, head: 12030, class: 'regression', strength: 'strong', qValue: 0.00003 },
    { name: 'BM_Checksum', base: 9027, head: 8983, class: 'no-change', strength: 'equivalent', qValue: 0.48 },
    { name: 'BM_Primes', base: 527500, head: 522000, class: 'no-change', strength: 'equivalent', qValue: 0.0035 },
    ] satisfies Spec[]
  ).map(build(name))
  const since = (
    [
    { name: 'BM_Crc32/1024', base: 9559, head: 9280, class: 'no-change', strength: 'in-noise' },
    { name: 'BM_Checksum', base: 9027, head: 12610, class: 'regression', strength: 'strong' },
    { name: 'BM_Primes', base: 527500, head: 527200, class: 'no-change', strength: 'equivalent' },
    ] satisfies Spec[]
  ).map(build(name))
  return {
    name,
    source: `tag ${name}`,
    ...(run ? { run } : {}),
    gate: 'off',
    comparisons: against,
    geomean: null,
    readings: readReference(against, since),
  }
}

const RELEASE_RUN = {
  id: 7290000042,
  url: 'https://github.com/octo-org/bench-demo/actions/runs/7290000042',
  createdAt: '2026-10-02T14:31:07Z',
  headSha: '1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d',
}

export const referencesScenario: ReportData = reportData({
  verdict: verdict('fail', '1 regression beyond the noise floor (BM_Crc32/1024 real_time +29.6 %)'),
  comparisons: BASE,
  references: [
    { ...reference('v1.4.0', RELEASE_RUN), gate: 'warn' },
    {
      name: 'release-1.3',
      source: 'run 7100000007',
      gate: 'off',
      comparisons: [],
      geomean: null,
      readings: [],
      missing:
        'the artifact "bench-results" of run 7100000007 has expired (or was deleted); re-run that workflow run or choose a newer reference',
    },
  ],
})

const linksOf = (data: ReportData) => [
  ...commentLinks(data),
  ...(data.references ?? []).flatMap((r) => (r.run ? [r.run.url] : [])),
]

describe('named references', () => {
  it('match the reviewed comment', async () => {
    const body = renderComment(referencesScenario, OPTIONS)
    await expect(body).toMatchFileSnapshot('./comment-references.md')
    // The side-by-side table says what its ± means, in words a reviewer knows.
    expect(body).toContain(
      'Each run (reference, base, head): median ± MAD, the median absolute deviation (`mean ± sd` where the cell says so), over n samples.',
    )
    expect(body).not.toMatch(/\btree\b/)
    expect(tableShapeProblems(body)).toEqual([])
    expect(
      htmlProblems(renderGfm(body), {
        allowedLinks: linksOf(referencesScenario),
        details: detailsCount(body),
      }),
    ).toEqual([])
  })

  it('match the reviewed terminal output', async () => {
    await expect(renderTerminal(referencesScenario, { color: false })).toMatchFileSnapshot(
      './terminal-references.txt',
    )
  })

  it('are in the JSON report, valid against the shipped schema, and preview re-renders them', () => {
    const json = JSON.parse(renderJson(referencesScenario)) as {
      comparisons: { against: string }[]
      references: { name: string; reading: string }[]
    }
    expect(schemaProblems(json)).toEqual([])
    expect(json.comparisons.map((c) => c.against)).toEqual([
      'base',
      'base',
      'base',
      'v1.4.0',
      'v1.4.0',
      'v1.4.0',
    ])
    expect(json.references.map((r) => r.reading)).toEqual([
      'head is 25.8 % slower than v1.4.0 on BM_Crc32/1024; recovers 101 % of the regression introduced since v1.4.0 on BM_Checksum (approx. 95 % CI 96 % to 108 %); is within the noise of v1.4.0 on the other benchmark',
      'not compared: the artifact "bench-results" of run 7100000007 has expired (or was deleted); re-run that workflow run or choose a newer reference',
    ])
    const read = readReportJson(json)
    if (!read.ok) throw new Error(read.problems.join('\n'))
    const [again] = read.reports
    expect(again && renderComment(again.report, OPTIONS)).toBe(
      renderComment(referencesScenario, OPTIONS),
    )
  })

  it('never let a hostile reference name, source or reason break the comment', () => {
    const pieces = ['|', '`', '<details>', '</details>', '@octocat', '#12', 'deadbeefcafe', '*', '_', '<img src=x>', '\n', 'https://e.example', '[x](y)']
    const hostile = fc
      .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 5 })), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 4, maxLength: 4 }), ([name = '', source = '', why = '', other = '']) => {
        const [first, second] = referencesScenario.references ?? []
        if (!first || !second) throw new Error('scenario has two references')
        const data: ReportData = {
          ...referencesScenario,
          references: [
            { ...reference(name, RELEASE_RUN), source },
            { ...second, name: other, missing: why },
          ],
        }
        const body = renderComment(data, OPTIONS)
        expect(tableShapeProblems(body)).toEqual([])
        expect(htmlProblems(renderGfm(body), { allowedLinks: linksOf(data), details: detailsCount(body) })).toEqual([])
      }),
      { numRuns: 60, seed: 20261129 },
    )
  })
})

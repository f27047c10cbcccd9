import { describe, expect, it } from 'vitest'
import {
  COMMENT_MAX_LENGTH,
  renderComment,
  SUMMARY_MAX_LENGTH,
} from '../../src/report/markdown/render-comment.js'
import { utf8Length } from '../../src/report/markdown/fit-blocks.js'
import { detailsCount, htmlProblems, renderGfm, tableShapeProblems, commentLinks } from '../support/gfm.js'
import { hugeSuite } from './scenarios.js'

const COMMENT = {
  maxLength: COMMENT_MAX_LENGTH,
  fullReportName: 'the job summary and the report file the workflow uploads',
}

/** Rows of the "Changes that matter" table, as benchmark names in order. */
function changeRows(body: string): string[] {
  const section = body.split('#### Changes that matter')[1]?.split('\n\n')[1] ?? ''
  return section
    .split('\n')
    .slice(2)
    .map((line) => /^\| `([^`]*)`/.exec(line)?.[1] ?? '')
}

describe.each([3_000, 30_000])('a suite of %i benchmarks (field case F21)', (size) => {
  const data = hugeSuite(size)
  const body = renderComment(data, COMMENT)
  const regressions = data.comparisons.filter((c) => c.class === 'regression').length

  it('fits the comment under 65,536 characters with a margin, counted in UTF-8 bytes', () => {
    expect(body.length).toBeLessThan(65_536)
    expect(utf8Length(body)).toBeLessThanOrEqual(COMMENT_MAX_LENGTH)
    expect(utf8Length(body)).toBeGreaterThan(COMMENT_MAX_LENGTH * 0.9)
  })

  it('keeps the verdict, then regressions first, and counts what it omitted', () => {
    expect(body.startsWith('### ❌ Benchmarks: fail — ')).toBe(true)
    const rows = changeRows(body)
    const kept = Math.min(rows.length, regressions)
    const classes = rows.map((name) => data.comparisons.find((c) => c.label === name)?.class)
    expect(classes.slice(0, kept).every((c) => c === 'regression')).toBe(true)
    const omitted = data.comparisons.length - rows.length
    expect(body).toMatch(
      new RegExp(
        `\\n… ${omitted.toLocaleString('en-US')} more rows and \\d more sections? omitted; full report in the job summary and the report file the workflow uploads\\.\\n`,
      ),
    )
  })

  it('never cuts mid-table and leaves no <details> open', () => {
    expect(tableShapeProblems(body)).toEqual([])
    expect(htmlProblems(renderGfm(body), { allowedLinks: commentLinks(data), details: detailsCount(body) })).toEqual([])
  })

  it('fits the job summary under 1 MiB', () => {
    const summary = renderComment(data, { maxLength: SUMMARY_MAX_LENGTH, fullReportName: 'the JSON report' })
    expect(utf8Length(summary)).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH)
    expect(utf8Length(summary)).toBeLessThan(1024 * 1024)
    expect(tableShapeProblems(summary)).toEqual([])
    if (size === 3_000) expect(summary).not.toContain('omitted')
  })
})

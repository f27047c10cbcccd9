import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COMMENT_MAX_LENGTH, renderComment } from '../../src/report/markdown/render-comment.js'
import type { ReportData } from '../../src/report/data/report-data.js'
import {
  commentLinks,
  detailsCount,
  htmlProblems,
  renderGfm,
  tableShapeProblems,
} from '../support/gfm.js'
import { comparison, PR_CONTEXT, reportData, verdict } from '../support/report-builders.js'

/** Pieces that have broken comments: Markdown, HTML, GitHub references, control characters. */
const HOSTILE_PIECES = [
  '|', '\\|', '\\', '`', '``', '```', '~~~', '*', '_', '[', ']', '(', ')', '!', '<', '>', '&',
  '</details>', '<details>', '<summary>', '<img src=x onerror=alert(1)>', '<script>alert(1)</script>',
  '<!--', '-->', '@octocat', '@org/team', '#123', 'GH-7', 'org/repo#9', 'deadbeefcafe1234',
  'https://evil.example', 'www.evil.example', 'a@b.co', 'mailto:a@b.co', '$x$', '$$', '&#124;',
  '&lt;', '\n', '\r\n', '\t', '\u2028', '\u202e', '\u0000', '\u001b[31m', '- ', '1. ', '# ',
  '> ', '    ', '---', '===', '[^1]', '[x]: http://e', ':smile:', '😀', 'µ', '"', "'", '%%',
]

const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ maxLength: 6 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''))

/** A report in which every untrusted string is hostile. */
function hostileReport(t: readonly string[]): ReportData {
  const text = (i: number) => t[i % t.length] ?? ''
  return reportData({
    verdict: verdict('fail', `${text(0)}: +20 %`, [text(1), text(2)]),
    comparisons: [
      comparison({ id: { name: text(0), params: { [text(3)]: text(4) } }, metricName: text(5), unit: text(6), metric: 'custom', format: 'hyperfine-json', base: 100, head: 120, class: 'regression', strength: 'strong', qValue: 0.001, reasons: [text(7)] }),
      comparison({ id: { name: text(8), suite: text(9), procs: 2 }, format: 'go-test-text', base: 100, head: 106, class: 'inconclusive', minimumDetectableEffect: 0.1, reasons: [text(10)] }),
      comparison({ id: { name: text(11) }, base: 5, head: 5, class: 'no-change', strength: 'equivalent' }),
      comparison({ id: { name: text(12) }, base: null, head: 5, class: 'added', reasons: [text(13)] }),
    ],
    findings: [text(14)],
    diagnostics: [{ severity: 'warning', file: text(15), location: text(16), message: text(17) }],
    context: { ...PR_CONTEXT, baseBranch: text(18), headSource: text(19), baseSource: text(20), fork: { repository: text(21) } },
    environments: { base: { cpu: text(22), [text(23)]: 'x' }, head: { cpu: text(24), [text(23)]: 'y' } },
  })
}

describe('hostile text anywhere in a report', () => {
  it('never breaks a table, opens HTML, pings anyone, links anything or leaves <details> open', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 25, maxLength: 25 }), (texts) => {
        const data = hostileReport(texts)
        const body = renderComment(data, { maxLength: COMMENT_MAX_LENGTH, fullReportName: 'the job summary' })
        expect(tableShapeProblems(body)).toEqual([])
        expect(
          htmlProblems(renderGfm(body), { allowedLinks: commentLinks(data), details: detailsCount(body) }),
        ).toEqual([])
      }),
      { numRuns: 60, seed: 20261129 },
    )
  })
})

describe('the checks themselves', () => {
  it('catch raw HTML, mentions, references, broken tables and unclosed details', () => {
    const html = renderGfm(
      '<details><summary>x</summary>\n\n| a | b |\n| --- | --- |\n| `x|y` | 2 |\n\n<img src=x> @octocat #12 deadbeef12 www.e.com\n',
    )
    const problems = htmlProblems(html, { allowedLinks: [], details: 1 }).join('\n')
    expect(problems).toMatch(/unexpected tag <img/)
    expect(problems).toMatch(/1 <details> left open/)
    expect(problems).toMatch(/mention in rendered text/)
    expect(problems).toMatch(/issue reference in rendered text/)
    expect(problems).toMatch(/commit-like hex in rendered text/)
    expect(problems).toMatch(/unexpected link http:\/\/www\.e\.com/)
    expect(tableShapeProblems('| a | b |\n| --- | --- |\n| `x|y` | 2 |')).toEqual([
      'line 3 has 3 cells, header 2',
    ])
  })
})

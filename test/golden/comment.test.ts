import { describe, expect, it } from 'vitest'
import { COMMENT_MAX_LENGTH, renderComment } from '../../src/report/markdown/render-comment.js'
import {
  commentLinks,
  detailsCount,
  htmlProblems,
  renderGfm,
  tableShapeProblems,
} from '../support/gfm.js'
import { GOLDEN_SCENARIOS, hostileScenario, HOSTILE } from './scenarios.js'

/** What the Action passes (test/field-cases.md F21's wording). */
const OPTIONS = {
  maxLength: COMMENT_MAX_LENGTH,
  fullReportName: 'the job summary and the report file the workflow uploads',
}

describe('the PR comment', () => {
  it.each(GOLDEN_SCENARIOS)('matches the reviewed %s comment', async (name, data) => {
    const body = renderComment(data, OPTIONS)
    await expect(body).toMatchFileSnapshot(`./comment-${name}.md`)
  })

  it.each(GOLDEN_SCENARIOS)(
    'renders the %s comment as inert GFM: whole tables, closed details, no links or HTML from data',
    (_, data) => {
      const body = renderComment(data, OPTIONS)
      expect(tableShapeProblems(body)).toEqual([])
      const html = renderGfm(body)
      expect(htmlProblems(html, { allowedLinks: commentLinks(data), details: detailsCount(body) })).toEqual(
        [],
      )
    },
  )

  it('keeps a hostile benchmark name byte for byte inside its code span (F20)', () => {
    const html = renderGfm(renderComment(hostileScenario, OPTIONS))
    const shown = HOSTILE.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    expect(html).toContain(`<code>${shown} [k|\`=&lt;/details&gt;]</code>`)
  })

  it('never writes a link whose target came from the data unless it is http(s)', () => {
    const body = renderComment(hostileScenario, OPTIONS)
    expect(body).not.toContain('javascript:')
  })
})

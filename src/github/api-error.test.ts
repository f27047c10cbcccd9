import { describe, expect, it } from 'vitest'
import { describeApiError } from './api-error.js'

/** An error as Octokit throws it: a message, an HTTP status, the response headers. */
function apiError(message: string, status?: number): Error {
  return Object.assign(new Error(message), status === undefined ? {} : { status })
}

const TOKENS = [
  'ghs_16C7e42F292c6912E7710c838347Ae178B4a',
  'ghp_16C7e42F292c6912E7710c838347Ae178B4a',
  'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOP',
]

/**
 * What describeApiError writes reaches logs, the job summary and (as a no-baseline reason) the PR
 * comment, which the runner's secret masking does not cover: it must hold no token and no signed
 * URL, whatever the error says.
 */
describe('describeApiError keeps secrets out of logs, errors and the comment', () => {
  it('removes a signed artifact URL, query and signature included', () => {
    const url =
      'https://productionresultssa1.blob.core.windows.net/actions-results/7a2c/artifact.zip?sv=2023-11-03&se=2025-03-03T10%3A00%3A00Z&sr=b&sp=r&sig=Ab3%2BcD4eF5gH6iJ7kL8mN9oP0qR%3D'
    const text = describeApiError(apiError(`request to ${url} failed, reason: socket hang up`))
    expect(text).toBe('request to <url> failed, reason: socket hang up')
  })

  it('removes URLs whatever their case and wherever they sit', () => {
    const text = describeApiError(
      apiError(
        'redirect to HTTPS://Example.blob.core.windows.net/a?sig=SECRET ("https://x.test/?sig=S2")',
      ),
    )
    expect(text).not.toMatch(/SECRET|S2|sig=/)
  })

  it.each(TOKENS)('removes a token that an error message carries (%s)', (token) => {
    const text = describeApiError(
      apiError(`Bad credentials for token ${token}; Authorization: token ${token}`, 401),
    )
    expect(text).not.toContain(token)
    expect(text).toMatch(/^HTTP 401: Bad credentials/)
  })

  it('removes the value of an Authorization header quoted in a message', () => {
    const text = describeApiError(
      apiError('request failed with headers {"authorization":"Bearer abc.def.ghi"}'),
    )
    expect(text).not.toContain('abc.def.ghi')
  })

  it('keeps the status and GitHub message without its documentation link, on one line', () => {
    const text = describeApiError(
      apiError(
        'Resource not accessible by integration - https://docs.github.com/rest/issues/comments#create-an-issue-comment\n  at stack',
        403,
      ),
    )
    expect(text).toBe('HTTP 403: Resource not accessible by integration at stack')
  })

  it('stays short however long the message', () => {
    expect(describeApiError(apiError('x'.repeat(10_000))).length).toBeLessThanOrEqual(300)
  })
})

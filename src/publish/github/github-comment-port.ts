import type { Octokit } from '@octokit/rest'
import type { CommentPort, ExistingComment } from '../ports.js'

interface IssueComment {
  id: number
  body?: string | null
  created_at: string
  html_url: string
  user: { login: string } | null
}

/**
 * Issue comments of one PR over the REST API, filtered to `login`'s own (the token's identity),
 * paging through all of them (`per_page=100`).
 */
export function githubCommentPort(
  octokit: Octokit,
  target: { owner: string; repo: string; issueNumber: number },
  login: string,
): CommentPort {
  const { owner, repo, issueNumber } = target
  const toExisting = (c: IssueComment): ExistingComment => ({
    id: c.id,
    body: c.body ?? '',
    createdAt: c.created_at,
    url: c.html_url,
  })
  return {
    async listOwnComments() {
      const all = await octokit.paginate(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
      })
      return all.filter((c) => c.user?.login === login).map(toExisting)
    },
    async create(body) {
      const { data } = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
      })
      return toExisting(data)
    },
    async update(id, body) {
      const { data } = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: id,
        body,
      })
      return toExisting(data)
    },
    async remove(id) {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id })
    },
  }
}

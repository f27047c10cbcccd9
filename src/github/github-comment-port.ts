import type { Octokit } from '@octokit/rest'
import type { CommentPort, ExistingComment } from '../model/ports.js'

interface IssueComment {
  id: number
  body?: string | null
  created_at: string
  html_url: string
  user: { login: string } | null
}

/** GITHUB_TOKEN and other installation tokens of the Actions app act as this bot. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]'

/**
 * Who the token writes as. `assumed` is settled without a request (GITHUB_TOKEN), undefined when
 * only the API can say; `lookUp` asks it (one request).
 */
export interface TokenIdentity {
  readonly assumed: string | undefined
  lookUp(): Promise<string>
}

/**
 * Issue comments of one PR over the REST API, filtered to the token's own (docs/comment.md), paging
 * through all of them (`per_page=100`). Identity: the assumed login, unless comments carrying
 * `markerPrefix` exist from another bot, which means the token may be another app's installation
 * token; then the identity is looked up once (one request) and used from then on. A created
 * comment also tells who we are. Another user quoting our marker never passes the filter.
 */
export function githubCommentPort(
  octokit: Octokit,
  target: { owner: string; repo: string; issueNumber: number },
  identity: TokenIdentity,
  markerPrefix: string,
): CommentPort {
  const { owner, repo, issueNumber } = target
  let login: string | undefined
  const toExisting = (c: IssueComment): ExistingComment => ({
    id: c.id,
    body: c.body ?? '',
    createdAt: c.created_at,
    url: c.html_url,
  })
  const resolve = async (all: readonly IssueComment[]): Promise<string> => {
    if (login !== undefined) return login
    if (identity.assumed === undefined) {
      login = await identity.lookUp()
      return login
    }
    const foreignBots = all.some(
      (c) =>
        c.user?.login !== identity.assumed &&
        c.user?.login.endsWith('[bot]') === true &&
        (c.body ?? '').startsWith(markerPrefix),
    )
    login = foreignBots ? await identity.lookUp() : identity.assumed
    return login
  }
  return {
    async listOwnComments() {
      const all = await octokit.paginate(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
      })
      const me = await resolve(all)
      return all.filter((c) => c.user?.login === me).map(toExisting)
    },
    async create(body) {
      const { data } = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
      })
      if (data.user?.login) login = data.user.login
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

/**
 * The token's identity. Installation tokens (`ghs_`, as GITHUB_TOKEN is) are assumed to be the
 * Actions bot, at no request; they cannot call `GET /user`, but GraphQL `viewer` names any token.
 * Personal tokens are looked up when first needed (`GET /user`, one request).
 */
export function tokenIdentity(octokit: Octokit, token: string): TokenIdentity {
  const viewer = async (): Promise<string> => {
    const { viewer } = await octokit.graphql<{ viewer: { login: string } }>(
      'query { viewer { login } }',
    )
    return viewer.login
  }
  if (token.startsWith('ghs_')) return { assumed: ACTIONS_BOT_LOGIN, lookUp: viewer }
  return {
    assumed: undefined,
    async lookUp() {
      try {
        return (await octokit.rest.users.getAuthenticated()).data.login
      } catch {
        return await viewer()
      }
    },
  }
}

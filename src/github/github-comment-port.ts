import type { Octokit } from '@octokit/rest'
import type { CommentPort, ExistingComment } from '../model/ports.js'
import { apiStatus, describeApiError } from './api-error.js'

interface IssueComment {
  id: number
  node_id?: string
  body?: string | null
  created_at: string
  updated_at?: string
  html_url: string
  user: { login: string } | null
}

/** GITHUB_TOKEN and other installation tokens of the Actions app act as this bot. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]'

/** Comments per list page, GitHub's most. */
const PER_PAGE = 100
/**
 * Most list pages one lookup reads (1,000 comments): the oldest page, then the newest pages back
 * (docs/security.md). A sticky comment is created by the first run, so it sits on the first page
 * of a long thread, and racing duplicates sit next to each other.
 */
export const MAX_COMMENT_PAGES = 10

/**
 * Who the token writes as. `assumed` is settled without a request (GITHUB_TOKEN), undefined when
 * only the API can say; `lookUp` asks it (one request).
 */
export interface TokenIdentity {
  readonly assumed: string | undefined
  lookUp(): Promise<string>
}

/**
 * Issue comments of one PR over the REST API, filtered to the token's own (docs/comment.md).
 * Identity: the assumed login, unless comments carrying `markerPrefix` exist from another bot,
 * which means the token may be another app's installation token; then the identity is looked up
 * once (one request) and used from then on. A created comment also tells who we are. Another user
 * quoting our marker never passes the filter.
 *
 * Lookups are bounded (docs/security.md): page 1 (oldest), then from the last page back; with a
 * marker, reading stops once a page holds one of our comments with it and both neighbouring pages
 * are read, and never goes past `MAX_COMMENT_PAGES` pages (`onNote` says what was not searched).
 * A listing is reused until the next write. A create that got no answer (a timeout, a reset, a
 * 5xx) is never sent again blindly: the newest pages are read for a comment with exactly that
 * body first, and only when there is none is it created once more.
 */
export function githubCommentPort(
  octokit: Octokit,
  target: { owner: string; repo: string; issueNumber: number },
  identity: TokenIdentity,
  markerPrefix: string,
  onNote: (message: string) => void = () => undefined,
): CommentPort {
  const { owner, repo, issueNumber } = target
  let login: string | undefined
  let cached: { marker: string | undefined; comments: ExistingComment[] } | undefined
  const toExisting = (c: IssueComment): ExistingComment => ({
    id: c.id,
    body: c.body ?? '',
    createdAt: c.created_at,
    updatedAt: c.updated_at ?? c.created_at,
    ...(c.node_id === undefined ? {} : { nodeId: c.node_id }),
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
  const readPage = async (page: number) => {
    const response = await octokit.rest.issues.listComments({
      owner,
      repo,
      issue_number: issueNumber,
      per_page: PER_PAGE,
      page,
    })
    const last = /[?&]page=(\d+)[^>]*>;\s*rel="last"/.exec(response.headers.link ?? '')?.[1]
    return {
      comments: response.data as IssueComment[],
      last: last === undefined ? page : Number(last),
    }
  }
  const list = async (marker: string | undefined): Promise<ExistingComment[]> => {
    const pages = new Map<number, IssueComment[]>()
    const first = await readPage(1)
    pages.set(1, first.comments)
    const lastPage = Math.max(1, first.last)
    const order = [1, ...Array.from({ length: lastPage - 1 }, (_, i) => lastPage - i)]
    const holdsMarker = (page: number) =>
      marker !== undefined && (pages.get(page) ?? []).some((c) => (c.body ?? '').startsWith(marker))
    let stopAfter: Set<number> | undefined
    for (const page of order) {
      if (stopAfter && [...stopAfter].every((p) => pages.has(p))) break
      if (pages.size >= MAX_COMMENT_PAGES && !pages.has(page)) {
        onNote(
          `pull request #${issueNumber} has ${lastPage} pages of comments; the bench-verdict comment was looked for on the oldest and the newest ${MAX_COMMENT_PAGES - 1} of them only (${MAX_COMMENT_PAGES} pages of ${PER_PAGE}, the lookup's cap)`,
        )
        break
      }
      if (!pages.has(page)) pages.set(page, (await readPage(page)).comments)
      if (!stopAfter && holdsMarker(page))
        stopAfter = new Set([page - 1, page, page + 1].filter((p) => p >= 1 && p <= lastPage))
    }
    const all = [...pages.entries()].sort(([a], [b]) => a - b).flatMap(([, comments]) => comments)
    const me = await resolve(all)
    return all.filter((c) => c.user?.login === me).map(toExisting)
  }
  const post = async (body: string): Promise<ExistingComment> => {
    const { data } = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
      request: { retries: 0 },
    })
    if (data.user?.login) login = data.user.login
    return toExisting(data)
  }
  return {
    async listOwnComments(marker) {
      const hit = cached
      if (hit !== undefined && hit.marker === marker) return hit.comments
      const comments = await list(marker)
      cached = { marker, comments }
      return comments
    },
    async create(body) {
      cached = undefined
      try {
        return await post(body)
      } catch (error) {
        const status = apiStatus(error)
        // A 4xx is GitHub refusing the request: nothing was created.
        if (status !== undefined && status < 500) throw error
        onNote(
          `creating the comment got no answer (${describeApiError(error)}); looking for it before trying once more`,
        )
        const marker = body.slice(0, body.indexOf('\n'))
        const landed = (await list(marker)).find((c) => c.body === body)
        if (landed) return landed
        return await post(body)
      }
    },
    async update(id, body) {
      cached = undefined
      const { data } = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: id,
        body,
      })
      return toExisting(data)
    },
    async remove(id) {
      cached = undefined
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id })
    },
    async hide(comment) {
      if (comment.nodeId === undefined) return
      await octokit.graphql(
        'mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) { clientMutationId } }',
        { id: comment.nodeId },
      )
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

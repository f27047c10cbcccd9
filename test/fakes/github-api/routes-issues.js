// @ts-check
/** Issue comments on pull requests: list, create, get, update, delete. */
import { HttpError, validationFailed } from './http-kit.js'

/**
 * @typedef {import('./server.js').Route} Route
 * @typedef {import('./server.js').RouteContext} RouteContext
 * @typedef {import('./store.js').CommentRecord} CommentRecord
 */

const DOCS = 'https://docs.github.com/rest/issues/comments'
/** GitHub counts characters (code points), not UTF-16 units. */
const MAX_BODY_CHARACTERS = 65_536

/** @type {Route[]} */
export const issueRoutes = [
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/issues/:issue_number/comments',
    handle(ctx) {
      const number = requireIssue(ctx)
      ctx.require(['pull-requests', 'read'], ['issues', 'read'])
      const since = ctx.query.get('since')
      const comments = ctx.store
        .commentsOn(ctx.repo(), number)
        .filter((c) => since === null || Date.parse(c.json.updated_at) >= Date.parse(since))
        .map((c) => c.json)
      const page = ctx.paginate(comments)
      return { body: page.items, headers: page.headers }
    },
  },
  {
    method: 'POST',
    pattern: '/repos/:owner/:repo/issues/:issue_number/comments',
    handle(ctx) {
      const number = requireIssue(ctx)
      ctx.require(['pull-requests', 'write'], ['issues', 'write'])
      const body = readBody(ctx)
      const comment = ctx.store.createComment(ctx.repo(), number, {
        body,
        user: ctx.identity().user,
      })
      return { status: 201, body: comment.json, headers: { location: comment.json.url } }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/issues/comments/:comment_id',
    handle(ctx) {
      ctx.require(['pull-requests', 'read'], ['issues', 'read'])
      return { body: findComment(ctx).json }
    },
  },
  {
    method: 'PATCH',
    pattern: '/repos/:owner/:repo/issues/comments/:comment_id',
    handle(ctx) {
      const comment = findComment(ctx)
      ctx.require(['pull-requests', 'write'], ['issues', 'write'])
      refuseForeignComment(ctx, comment)
      const body = readBody(ctx)
      comment.json = { ...comment.json, body, updated_at: ctx.store.stamp() }
      return { body: comment.json }
    },
  },
  {
    method: 'DELETE',
    pattern: '/repos/:owner/:repo/issues/comments/:comment_id',
    handle(ctx) {
      const comment = findComment(ctx)
      ctx.require(['pull-requests', 'write'], ['issues', 'write'])
      refuseForeignComment(ctx, comment)
      ctx.store.comments.delete(comment.json.id)
      return { status: 204 }
    },
  },
]

/** Only pull requests exist as issues in the fake. @param {RouteContext} ctx */
function requireIssue(ctx) {
  const number = Number(ctx.params.issue_number)
  if (!ctx.repo().pulls.has(number))
    throw new HttpError(404, 'Not Found', { documentationUrl: `${DOCS}#list-issue-comments` })
  return number
}

/** @param {RouteContext} ctx */
function findComment(ctx) {
  const comment = ctx.store.comments.get(Number(ctx.params.comment_id))
  if (!comment || comment.repo !== ctx.repo()) {
    throw new HttpError(404, 'Not Found', { documentationUrl: `${DOCS}#get-an-issue-comment` })
  }
  return comment
}

/** @param {RouteContext} ctx */
function readBody(ctx) {
  const payload = /** @type {{ body?: unknown } | undefined} */ (ctx.body)
  const body = payload?.body
  if (typeof body !== 'string' || body.length === 0)
    throw validationFailed('IssueComment', 'body', 'missing_field')
  if ([...body].length > MAX_BODY_CHARACTERS) {
    throw validationFailed(
      'IssueComment',
      'body',
      'custom',
      `body is too long (maximum is ${MAX_BODY_CHARACTERS} characters)`,
    )
  }
  return body
}

/**
 * @param {RouteContext} ctx
 * @param {CommentRecord} comment
 */
function refuseForeignComment(ctx, comment) {
  const author = comment.json.user?.login
  if (ctx.store.options.foreignCommentEdits === 'allow' || author === ctx.identity().user.login)
    return
  throw new HttpError(403, ctx.notAccessibleMessage(), {
    documentationUrl: `${DOCS}#update-an-issue-comment`,
  })
}

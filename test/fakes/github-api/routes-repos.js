// @ts-check
/** Repository, users, pull requests, commits, refs and compare. */
import { Buffer } from 'node:buffer'
import { HttpError, notFound } from './http-kit.js'
import { commitJson, isoFromEpochSeconds, publicUser } from './shapes.js'
import { comparisonStatus, divergence, findCommit } from './commit-graph.js'

/**
 * @typedef {import('./server.js').Route} Route
 * @typedef {import('./server.js').RouteContext} RouteContext
 * @typedef {import('./store.js').RepoRecord} RepoRecord
 * @typedef {import('./store.js').PullRecord} PullRecord
 * @typedef {import('./store.js').RateBucket} RateBucket
 */

/** @type {Route[]} */
export const repoRoutes = [
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo',
    handle(ctx) {
      const identity = ctx.identity()
      const repo = ctx.repo().json
      if (identity.appInstallation) return { body: repo }
      const push = identity.scopes.contents === 'write'
      return {
        body: {
          ...repo,
          permissions: { admin: false, maintain: false, push, triage: push, pull: true },
        },
      }
    },
  },
  {
    method: 'GET',
    pattern: '/user',
    handle(ctx) {
      const identity = ctx.identity()
      if (identity.appInstallation) {
        throw new HttpError(403, 'Resource not accessible by integration', {
          documentationUrl: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
        })
      }
      return { body: publicUser(identity.user, userCreatedAt(ctx, identity.user.login)) }
    },
  },
  {
    method: 'GET',
    pattern: '/users/:username',
    handle(ctx) {
      const user = ctx.store.users.get((ctx.params.username ?? '').toLowerCase())
      if (!user) throw notFound()
      return { body: publicUser(user.json, user.createdAt) }
    },
  },
  {
    method: 'GET',
    pattern: '/rate_limit',
    counts: false,
    handle(ctx) {
      const { core, graphql } = ctx.identity()
      return {
        body: {
          resources: { core: bucketJson(core), graphql: bucketJson(graphql) },
          rate: bucketJson(core),
        },
      }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/pulls',
    handle(ctx) {
      ctx.require(['pull-requests', 'read'])
      const page = ctx.paginate(listPulls(ctx).map(ctx.store.pullSimple))
      return { body: page.items, headers: page.headers }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/pulls/:pull_number',
    handle(ctx) {
      ctx.require(['pull-requests', 'read'])
      const pull = ctx.repo().pulls.get(Number(ctx.params.pull_number))
      if (!pull)
        throw new HttpError(404, 'Not Found', {
          documentationUrl: 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
        })
      return { body: ctx.store.pullFull(pull) }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/commits/:commit_sha/pulls',
    handle(ctx) {
      ctx.require(['pull-requests', 'read'], ['contents', 'read'])
      const sha =
        ctx.store.resolveRef(ctx.repo(), ctx.params.commit_sha ?? '') ?? ctx.params.commit_sha ?? ''
      const page = ctx.paginate(pullsOfCommit(ctx, sha).map(ctx.store.pullSimple))
      return { body: page.items, headers: page.headers }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/commits/:ref+',
    handle(ctx) {
      ctx.require(['contents', 'read'])
      const ref = ctx.params.ref ?? ''
      const sha = ctx.store.resolveRef(ctx.repo(), ref)
      const commit = sha === undefined ? undefined : findCommit(ctx.store, sha)
      if (!commit)
        throw new HttpError(422, `No commit found for SHA: ${ref}`, {
          documentationUrl: 'https://docs.github.com/rest/commits/commits#get-a-commit',
        })
      return { body: commitJson(ctx.store.origins, ctx.repo().fullName, commit, ctx.repo().owner) }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/git/ref/:ref+',
    handle(ctx) {
      ctx.require(['contents', 'read'])
      const repo = ctx.repo()
      const ref = ctx.params.ref ?? ''
      const [kind, ...rest] = ref.split('/')
      const name = rest.join('/')
      const sha =
        kind === 'heads'
          ? repo.branches.get(name)
          : kind === 'tags'
            ? repo.tags.get(name)
            : undefined
      if (sha === undefined)
        throw new HttpError(404, 'Not Found', {
          documentationUrl: 'https://docs.github.com/rest/git/refs#get-a-reference',
        })
      const url = `${ctx.store.origins.api}/repos/${repo.fullName}/git/refs/${ref}`
      // An annotated tag's ref points at the tag object, which points at the commit.
      const tagSha = kind === 'tags' ? repo.annotatedTags.get(name) : undefined
      const object =
        tagSha === undefined
          ? {
              sha,
              type: 'commit',
              url: `${ctx.store.origins.api}/repos/${repo.fullName}/git/commits/${sha}`,
            }
          : {
              sha: tagSha,
              type: 'tag',
              url: `${ctx.store.origins.api}/repos/${repo.fullName}/git/tags/${tagSha}`,
            }
      return {
        body: {
          ref: `refs/${ref}`,
          node_id: `REF_${Buffer.from(`${repo.json.id}:${ref}`).toString('base64url')}`,
          url,
          object,
        },
      }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/git/tags/:tag_sha',
    handle(ctx) {
      ctx.require(['contents', 'read'])
      const repo = ctx.repo()
      const tag = repo.tagObjects.get((ctx.params.tag_sha ?? '').toLowerCase())
      if (!tag)
        throw new HttpError(404, 'Not Found', {
          documentationUrl: 'https://docs.github.com/rest/git/tags#get-a-tag',
        })
      const api = `${ctx.store.origins.api}/repos/${repo.fullName}`
      const tagger = {
        name: repo.owner.login,
        email: `${repo.owner.id}+${repo.owner.login}@users.noreply.github.com`,
        date: tag.date,
      }
      /** @type {import('./index.js').GitTag} */
      const body = {
        node_id: `TAG_${Buffer.from(`${repo.json.id}:${tag.sha}`).toString('base64url')}`,
        tag: tag.name,
        sha: tag.sha,
        url: `${api}/git/tags/${tag.sha}`,
        message: tag.message,
        tagger,
        object: { sha: tag.target, type: 'commit', url: `${api}/git/commits/${tag.target}` },
        verification: {
          verified: false,
          reason: 'unsigned',
          signature: null,
          payload: null,
          verified_at: null,
        },
      }
      return { body }
    },
  },
  {
    method: 'GET',
    pattern: '/repos/:owner/:repo/compare/:basehead+',
    handle(ctx) {
      ctx.require(['contents', 'read'])
      return { body: compare(ctx) }
    },
  },
]

/** @param {RateBucket} bucket */
const bucketJson = (bucket) => ({
  limit: bucket.limit,
  used: bucket.limit - bucket.remaining,
  remaining: bucket.remaining,
  reset: bucket.resetAt,
})

/** @param {RouteContext} ctx @param {string} login */
const userCreatedAt = (ctx, login) =>
  ctx.store.users.get(login.toLowerCase())?.createdAt ?? isoFromEpochSeconds(0)

/**
 * `state` (open by default), `head` as `owner:branch` (a bare branch is ignored, as GitHub does),
 * `base`, `sort` and `direction`.
 * @param {RouteContext} ctx
 */
function listPulls(ctx) {
  const q = ctx.query
  const state = q.get('state') ?? 'open'
  const head = q.get('head')
  const base = q.get('base')
  const sort = q.get('sort') ?? 'created'
  const direction = q.get('direction') ?? (sort === 'created' ? 'desc' : 'asc')
  const [headOwner, headRef] = head?.includes(':') ? head.split(/:(.*)/s) : [undefined, undefined]
  const key = (/** @type {PullRecord} */ pull) =>
    Date.parse(sort === 'updated' ? pull.json.updated_at : pull.json.created_at) +
    pull.json.number / 1e6
  return [...ctx.repo().pulls.values()]
    .filter((pull) => state === 'all' || pull.json.state === state)
    .filter(
      (pull) =>
        headOwner === undefined ||
        (pull.json.head.user.login.toLowerCase() === headOwner.toLowerCase() &&
          pull.json.head.ref === headRef),
    )
    .filter((pull) => base === null || pull.json.base.ref === base)
    .sort((a, b) => (direction === 'asc' ? key(a) - key(b) : key(b) - key(a)))
}

/**
 * Like GitHub: in the base repository, a fork's commit finds nothing (TooTallNate/nx.js#410); asked of
 * the fork, it finds the PR in the parent. Merged PRs are found by their merge commit.
 * @param {RouteContext} ctx
 * @param {string} sha
 */
function pullsOfCommit(ctx, sha) {
  const repo = ctx.repo()
  const candidates = [...ctx.store.repos.values()].flatMap((r) => [...r.pulls.values()])
  return candidates
    .filter(
      (pull) =>
        (pull.headRepo === repo && pull.commits.has(sha)) ||
        (pull.repo === repo && pull.json.merged_at !== null && pull.json.merge_commit_sha === sha),
    )
    .sort((a, b) => b.json.number - a.json.number)
}

/** @param {RouteContext} ctx */
function compare(ctx) {
  const repo = ctx.repo()
  const basehead = ctx.params.basehead ?? ''
  const separator = basehead.indexOf('...')
  if (separator < 0) throw notFound()
  const base = resolveSide(ctx, basehead.slice(0, separator))
  const head = resolveSide(ctx, basehead.slice(separator + 3))
  if (!base || !head) throw notFound()
  const found = divergence(ctx.store, repo, base, head)
  if (!found) throw notFound()
  const origins = ctx.store.origins
  const commit = (/** @type {string} */ sha) =>
    commitJson(
      origins,
      repo.fullName,
      findCommit(ctx.store, sha) ?? { sha, parents: [], message: '', date: ctx.store.stamp() },
      repo.owner,
    )
  const htmlBase = `${origins.server}/${repo.fullName}/compare/${basehead}`
  return {
    url: `${origins.api}/repos/${repo.fullName}/compare/${basehead}`,
    html_url: htmlBase,
    permalink_url: `${origins.server}/${repo.fullName}/compare/${repo.owner.login}:${base.sha}...${repo.owner.login}:${head.sha}`,
    diff_url: `${htmlBase}.diff`,
    patch_url: `${htmlBase}.patch`,
    base_commit: commit(base.sha),
    merge_base_commit: commit(found.mergeBase ?? base.sha),
    status: comparisonStatus(found.aheadBy, found.behindBy),
    ahead_by: found.aheadBy,
    behind_by: found.behindBy,
    total_commits: found.aheadBy,
    commits: found.ahead.slice(0, 250).map((c) => commit(c.sha)),
    files: [],
  }
}

/**
 * `ref`, or `owner:ref` naming a repository of the fork network.
 * @param {RouteContext} ctx
 * @param {string} side
 */
function resolveSide(ctx, side) {
  const decoded = decodeURIComponent(side)
  const colon = decoded.indexOf(':')
  const ref = colon < 0 ? decoded : decoded.slice(colon + 1)
  const repo =
    colon < 0
      ? ctx.repo()
      : [...ctx.store.repos.values()].find(
          (r) =>
            r.owner.login.toLowerCase() === decoded.slice(0, colon).toLowerCase() &&
            (r === ctx.repo() || r.json.parent?.id === ctx.repo().json.id),
        )
  if (repo === undefined) return undefined
  // An unresolved name can still be a setAheadBy table key.
  return { ref: decoded, sha: ctx.store.resolveRef(repo, ref) ?? decoded }
}

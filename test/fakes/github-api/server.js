// @ts-check
/**
 * The HTTP side of the fake: two loopback listeners (the REST API, and the blob storage that signed
 * artifact URLs point to, on its own port so the redirect is cross-origin as on GitHub), request
 * recording, fault injection, authentication, permissions, rate-limit headers and routing.
 */
import { Buffer } from 'node:buffer'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { URL, URLSearchParams } from 'node:url'
import { addArtifact, addWorkflowRun, runJson } from './actions-store.js'
import { createBlobStorage } from './blob-storage.js'
import { executeGraphQL } from './graphql.js'
import { HttpError, defaultMessage, errorBody, paginate } from './http-kit.js'
import { actionsRoutes } from './routes-actions.js'
import { issueRoutes } from './routes-issues.js'
import { repoRoutes } from './routes-repos.js'
import { createStore } from './store.js'

/**
 * @typedef {import('./index.js').FakeGitHub} FakeGitHub
 * @typedef {import('./index.js').FakeGitHubOptions} FakeGitHubOptions
 * @typedef {import('./index.js').RecordedRequest} RecordedRequest
 * @typedef {import('./index.js').FaultSpec} FaultSpec
 * @typedef {import('./index.js').PermissionScope} PermissionScope
 * @typedef {import('./store.js').Store} Store
 * @typedef {import('./store.js').TokenRecord} TokenRecord
 * @typedef {import('./store.js').RepoRecord} RepoRecord
 * @typedef {import('./store.js').ArtifactRecord} ArtifactRecord
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 *
 * @typedef {{ status?: number, body?: unknown, headers?: Record<string, string | undefined> }} RouteResult
 * @typedef {{
 *   store: Store,
 *   params: Record<string, string | undefined>,
 *   query: URLSearchParams,
 *   body: unknown,
 *   repo(): RepoRecord,
 *   identity(): TokenRecord,
 *   require(...alternatives: [PermissionScope, 'read' | 'write'][]): void,
 *   paginate<T>(items: readonly T[]): { items: T[], headers: Record<string, string | undefined> },
 *   signBlobUrl(artifact: ArtifactRecord): string,
 *   notAccessibleMessage(): string,
 * }} RouteContext
 * @typedef {{ method: string, pattern: string, counts?: boolean, handle(ctx: RouteContext): RouteResult }} Route
 * @typedef {{ spec: FaultSpec, hits: number, remaining: number }} ActiveFault
 */

const ROUTES = [...actionsRoutes, ...issueRoutes, ...repoRoutes].map((route) => ({
  ...route,
  regex: compile(route.pattern),
}))
const LEVELS = { none: 0, read: 1, write: 2 }
const RATE_DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api'

/** Internal state of each fake, for the scenario builders. @type {WeakMap<FakeGitHub, Store>} */
export const storeOf = new WeakMap()

/** @param {string} pattern `/repos/:owner/:repo/compare/:basehead+` */
function compile(pattern) {
  const names = /** @type {string[]} */ ([])
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const rest = segment.endsWith('+')
      names.push(segment.slice(1, rest ? -1 : undefined))
      return rest ? '(.+)' : '([^/]+)'
    })
    .join('/')
  return { names, regex: new RegExp(`^${source}$`) }
}

/**
 * @param {FakeGitHubOptions} [options]
 * @returns {Promise<FakeGitHub>}
 */
export async function startFakeGitHub(options = {}) {
  const apiServer = createServer((req, res) => void handle(req, res))
  const blobServer = createServer((req, res) => void handle(req, res))
  const apiPort = await listen(apiServer)
  const blobPort = await listen(blobServer)
  const url = `http://127.0.0.1:${apiPort}`
  // A different host than `url`, so code that mixes up API and HTML links shows it.
  const serverUrl = `http://localhost:${apiPort}`
  const blobUrl = `http://127.0.0.1:${blobPort}`
  const store = createStore({ api: url, server: serverUrl }, options)
  const blobStorage = createBlobStorage(store, blobUrl, options.signedUrlTtlMs ?? 60_000)
  /** @type {RecordedRequest[]} */
  const requests = []
  /** @type {ActiveFault[]} */
  let activeFaults = []

  /** @param {IncomingMessage} req @param {ServerResponse} res */
  async function handle(req, res) {
    const rawBody = await readBody(req)
    const target = new URL(req.url ?? '/', url)
    const record = recordRequest(req, target, rawBody)
    requests.push(record)
    res.on('finish', () => {
      record.status = res.statusCode
    })
    try {
      const fault = takeFault(req.method ?? 'GET', target)
      if (fault) {
        record.fault = fault.spec.status !== undefined || fault.spec.reset === true
        if (fault.spec.delayMs !== undefined) await delay(fault.spec.delayMs)
        if (fault.spec.reset === true) {
          req.socket.destroy()
          return
        }
        if (fault.spec.status !== undefined) {
          sendFault(res, fault.spec)
          return
        }
      }
      if (target.pathname.startsWith('/_blob/')) {
        blobStorage.serve(req, res, target)
        return
      }
      serveApi(req, res, target, rawBody)
    } catch (error) {
      send(
        res,
        500,
        errorBody(
          500,
          `fake GitHub bug: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
      )
    }
  }

  /**
   * @param {IncomingMessage} req
   * @param {URL} target
   * @param {string} rawBody
   * @returns {RecordedRequest}
   */
  function recordRequest(req, target, rawBody) {
    /** @type {Record<string, string>} */
    const headers = {}
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue
      const text = Array.isArray(value) ? value.join(', ') : value
      headers[name] =
        name === 'authorization' ? text.replace(/^(\S+)\s+.*$/s, '$1 [REDACTED]') : text
    }
    const query = new URLSearchParams(target.search)
    if (query.has('sig')) query.set('sig', '[REDACTED]')
    const search = query.toString()
    return {
      method: req.method ?? 'GET',
      path: target.pathname,
      url: search === '' ? target.pathname : `${target.pathname}?${search}`,
      query: Object.fromEntries(query),
      headers,
      body: parseRecordedBody(rawBody),
      status: 0,
      fault: false,
      login: tokenOf(req)?.user.login ?? null,
    }
  }

  /** @param {string} method @param {URL} target */
  function takeFault(method, target) {
    const fault = activeFaults.find((f) => {
      if (f.remaining <= 0) return false
      if (f.spec.method !== undefined && f.spec.method.toUpperCase() !== method.toUpperCase())
        return false
      if (typeof f.spec.path === 'string') return f.spec.path === target.pathname
      f.spec.path.lastIndex = 0
      return f.spec.path.test(`${target.pathname}${target.search}`)
    })
    if (fault) {
      fault.hits += 1
      fault.remaining -= 1
    }
    return fault
  }

  /** @param {IncomingMessage} req */
  function tokenOf(req) {
    const match = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
    return match?.[1] === undefined ? undefined : store.tokens.get(match[1])
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} target
   * @param {string} rawBody
   */
  function serveApi(req, res, target, rawBody) {
    const requestId = randomBytes(8).toString('hex').toUpperCase()
    const base = { 'x-github-request-id': requestId }
    if (options.requireUserAgent !== false && !req.headers['user-agent']) {
      const text =
        'Request forbidden by administrative rules. Please make sure your request has a User-Agent header ' +
        '(https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required).'
      send(res, 403, text, { ...base, 'content-type': 'text/plain; charset=utf-8' })
      return
    }
    const authorization = req.headers.authorization
    const identity = tokenOf(req)
    if (!identity) {
      const graphql = target.pathname === '/graphql'
      const message =
        authorization === undefined
          ? graphql
            ? 'This endpoint requires you to be authenticated.'
            : 'Requires authentication'
          : 'Bad credentials'
      send(
        res,
        401,
        errorBody(
          401,
          message,
          graphql
            ? 'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql'
            : 'https://docs.github.com/rest',
        ),
        base,
      )
      return
    }
    const graphql = req.method === 'POST' && target.pathname === '/graphql'
    const bucket = graphql ? identity.graphql : identity.core
    const nowSeconds = Math.floor(Date.now() / 1000)
    if (nowSeconds >= bucket.resetAt) {
      bucket.remaining = bucket.limit
      bucket.resetAt = nowSeconds + 3600
    }
    /** @param {number} remaining */
    const rateHeaders = (remaining) => ({
      'x-ratelimit-limit': String(bucket.limit),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(bucket.resetAt),
      'x-ratelimit-used': String(bucket.limit - remaining),
      'x-ratelimit-resource': graphql ? 'graphql' : 'core',
    })
    if (bucket.remaining <= 0) {
      const who = identity.appInstallation
        ? `installation ID ${identity.installationId}`
        : `user ID ${identity.user.id}`
      send(
        res,
        403,
        errorBody(
          403,
          `API rate limit exceeded for ${who}.`,
          `${RATE_DOCS}#about-the-primary-rate-limit`,
        ),
        { ...base, ...rateHeaders(0) },
      )
      return
    }
    let body
    try {
      body = rawBody === '' ? undefined : JSON.parse(rawBody)
    } catch {
      bucket.remaining -= 1
      send(res, 400, errorBody(400, 'Problems parsing JSON'), {
        ...base,
        ...rateHeaders(bucket.remaining),
      })
      return
    }
    if (graphql) {
      bucket.remaining -= 1
      send(res, 200, executeGraphQL(store, identity, body), {
        ...base,
        ...rateHeaders(bucket.remaining),
      })
      return
    }
    const pathname = canonicalPath(target.pathname)
    const route = pathname === undefined ? undefined : findRoute(req.method ?? 'GET', pathname)
    if (route?.route.counts !== false) bucket.remaining -= 1
    const headers = { ...base, ...rateHeaders(bucket.remaining) }
    if (!route) {
      send(res, 404, errorBody(404, 'Not Found'), headers)
      return
    }
    /** @type {Record<string, string>} */
    const accepted = {}
    const ctx = routeContext(route.params, target, body, identity, accepted)
    try {
      const result = route.route.handle(ctx)
      send(res, result.status ?? 200, result.body, { ...headers, ...accepted, ...result.headers })
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      send(res, error.status, error.body(), { ...headers, ...accepted, ...error.headers })
    }
  }

  /**
   * GitHub's Link headers point at `/repositories/{id}/…`; both forms are served.
   * @param {string} pathname
   */
  function canonicalPath(pathname) {
    const byId = /^\/repositories\/(\d+)(\/.*)?$/.exec(pathname)
    if (!byId) return pathname
    const repo = store.reposById.get(Number(byId[1]))
    return repo === undefined ? undefined : `/repos/${repo.fullName}${byId[2] ?? ''}`
  }

  /** @param {string} method @param {string} pathname */
  function findRoute(method, pathname) {
    for (const route of ROUTES) {
      if (route.method !== method) continue
      const match = route.regex.regex.exec(pathname)
      if (!match) continue
      /** @type {Record<string, string | undefined>} */
      const params = {}
      route.regex.names.forEach((name, index) => {
        const value = match[index + 1]
        params[name] = value === undefined ? undefined : decodeURIComponent(value)
      })
      return { route, params }
    }
    return undefined
  }

  /**
   * @param {Record<string, string | undefined>} params
   * @param {URL} target
   * @param {unknown} body
   * @param {TokenRecord} identity
   * @param {Record<string, string>} accepted response headers the permission check adds
   * @returns {RouteContext}
   */
  function routeContext(params, target, body, identity, accepted) {
    const notAccessibleMessage = () =>
      identity.appInstallation
        ? 'Resource not accessible by integration'
        : 'Resource not accessible by personal access token'
    /** @returns {RepoRecord} */
    const repo = () => {
      const found = store.findRepo(params.owner ?? '', params.repo ?? '')
      if (!found)
        throw new HttpError(404, 'Not Found', {
          documentationUrl: 'https://docs.github.com/rest/repos/repos#get-a-repository',
        })
      return found
    }
    return {
      store,
      params,
      query: target.searchParams,
      body,
      repo,
      identity: () => identity,
      require(...alternatives) {
        accepted['x-accepted-github-permissions'] = alternatives
          .map(([scope, level]) => `${scope.replace('-', '_')}=${level}`)
          .join('; ')
        repo()
        const allowed = alternatives.some(
          ([scope, level]) => LEVELS[identity.scopes[scope]] >= LEVELS[level],
        )
        if (!allowed) throw new HttpError(403, notAccessibleMessage())
      },
      paginate(items) {
        const listPath =
          params.owner === undefined
            ? target.pathname
            : target.pathname.replace(/^\/repos\/[^/]+\/[^/]+/, `/repositories/${repo().json.id}`)
        const page = paginate(items, target.searchParams, `${url}${listPath}`)
        return { items: page.items, headers: { link: page.link } }
      },
      signBlobUrl: blobStorage.signUrl,
      notAccessibleMessage,
    }
  }

  /** @type {FakeGitHub} */
  const fake = {
    url,
    serverUrl,
    graphqlUrl: `${url}/graphql`,
    blobUrl,
    requests,
    async close() {
      activeFaults = []
      await Promise.all(
        [apiServer, blobServer].map(
          (server) =>
            new Promise((resolve) => {
              server.close(() => {
                resolve(undefined)
              })
              server.closeAllConnections()
            }),
        ),
      )
    },
    addRepo: (input) => store.addRepo(input).json,
    addToken: (token, input) => {
      store.addToken(token, input)
    },
    addUser: (login, input) => store.ensureUser(login, input),
    addWorkflowRun: (input = {}) => runJson(store, addWorkflowRun(store, input)),
    updateWorkflowRun(runId, patch) {
      const run = store.runs.get(runId)
      if (!run) throw new Error(`fake GitHub: unknown run ${runId}`)
      const status = patch.status ?? run.json.status
      const conclusion =
        patch.conclusion !== undefined
          ? patch.conclusion
          : status === 'completed'
            ? (run.json.conclusion ?? 'success')
            : null
      run.json = {
        ...run.json,
        status,
        conclusion,
        updated_at: store.stamp(patch.updated_at),
        run_attempt: patch.run_attempt ?? run.json.run_attempt ?? 1,
      }
      return runJson(store, run)
    },
    addArtifact: (runId, input) => addArtifact(store, runId, input).json,
    addPullRequest: (input) => store.pullFull(store.addPullRequest(input)),
    updatePullRequest(number, patch, repoName) {
      const repo = store.requireRepo(repoName)
      const pull = repo.pulls.get(number)
      if (!pull) throw new Error(`fake GitHub: ${repo.fullName}#${number} does not exist`)
      const state = patch.state ?? pull.json.state
      const updatedAt = store.stamp()
      if (patch.head_sha !== undefined) pull.commits.add(patch.head_sha)
      pull.json = {
        ...pull.json,
        state,
        updated_at: updatedAt,
        closed_at: state === 'closed' ? (pull.json.closed_at ?? updatedAt) : null,
        head: { ...pull.json.head, sha: patch.head_sha ?? pull.json.head.sha },
        base: { ...pull.json.base, sha: patch.base_sha ?? pull.json.base.sha },
      }
      return store.pullFull(pull)
    },
    addComment: (input) => store.addComment(input),
    addCommit: (input) => {
      store.addCommit(input)
    },
    setBranch(name, sha, repo) {
      store.requireRepo(repo).branches.set(name, sha)
    },
    setTag(name, sha, repo, options = {}) {
      const record = store.requireRepo(repo)
      // `tags` holds the commit a tag peels to (what GET /commits/{tag} resolves).
      record.tags.set(name, sha)
      record.annotatedTags.delete(name)
      if (options.annotated !== true) return
      const tagSha = store.newSha(`tag-${record.fullName}-${name}-${sha}`)
      record.tagObjects.set(tagSha, {
        sha: tagSha,
        name,
        target: sha,
        message: options.message ?? `Release ${name}`,
        date: store.stamp(),
      })
      record.annotatedTags.set(name, tagSha)
    },
    setAheadBy(base, head, aheadBy, more = {}) {
      store
        .requireRepo(more.repo)
        .aheadTable.set(`${base}...${head}`, { aheadBy, behindBy: more.behindBy ?? 0 })
    },
    comments(owner, repo, issueNumber) {
      const record = store.findRepo(owner, repo)
      if (!record) throw new Error(`fake GitHub: unknown repository ${owner}/${repo}`)
      return store
        .commentsOn(record, issueNumber)
        .map((c) => ({ ...c.json, minimized_reason: c.minimizedReason }))
    },
    workflowRun(runId) {
      const run = store.runs.get(runId)
      return run === undefined ? undefined : runJson(store, run)
    },
    injectFault(spec) {
      /** @type {ActiveFault} */
      const fault = { spec, hits: 0, remaining: spec.times ?? 1 }
      activeFaults.push(fault)
      return {
        get hits() {
          return fault.hits
        },
        get remaining() {
          return fault.remaining
        },
        cancel() {
          fault.remaining = 0
        },
      }
    },
    clearFaults() {
      activeFaults = []
    },
    clearRequests() {
      requests.length = 0
    },
    secrets: () => [...store.tokens.keys(), ...blobStorage.signatures],
  }
  storeOf.set(fake, store)
  return fake
}

/** @param {import('node:http').Server} server @returns {Promise<number>} */
function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : 0)
    })
  })
}

/** @param {IncomingMessage} req @returns {Promise<string>} */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = []
  for await (const chunk of req) chunks.push(/** @type {Buffer} */ (chunk))
  return Buffer.concat(chunks).toString('utf8')
}

/** @param {string} raw */
function parseRecordedBody(raw) {
  if (raw === '') return undefined
  try {
    return /** @type {unknown} */ (JSON.parse(raw))
  } catch {
    return raw
  }
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body JSON-encoded unless a string; nothing for undefined
 * @param {Record<string, string | undefined>} [headers]
 */
function send(res, status, body, headers = {}) {
  if (res.destroyed) return
  const payload = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
  /** @type {Record<string, string>} */
  const all = {
    'x-github-api-version-selected': '2022-11-28',
    'x-github-media-type': 'github.v3; format=json',
    ...(body === undefined || typeof body === 'string'
      ? {}
      : { 'content-type': 'application/json; charset=utf-8' }),
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) all[name] = value
  }
  all['content-length'] = String(Buffer.byteLength(payload))
  res.writeHead(status, all)
  res.end(payload)
}

/** @param {ServerResponse} res @param {FaultSpec} spec */
function sendFault(res, spec) {
  const status = spec.status ?? 500
  const body = spec.body === undefined ? errorBody(status, defaultMessage(status)) : spec.body
  send(res, status, body, {
    'x-github-request-id': randomBytes(8).toString('hex').toUpperCase(),
    ...spec.headers,
  })
}

// @ts-check
/** The fake's state: users, tokens, repositories, pull requests, comments and the commit graph. */
import { createHash } from 'node:crypto'
import {
  asPullRepository,
  fullRepository,
  isoSeconds,
  minimalRepository,
  nodeId,
  omit,
  simpleUser,
} from './shapes.js'

/**
 * @typedef {import('./index.js').SimpleUser} SimpleUser
 * @typedef {import('./index.js').Repository} Repository
 * @typedef {import('./index.js').PullRequest} PullRequest
 * @typedef {import('./index.js').PullRequestSimple} PullRequestSimple
 * @typedef {import('./index.js').IssueComment} IssueComment
 * @typedef {import('./index.js').WorkflowRun} WorkflowRun
 * @typedef {import('./index.js').Workflow} Workflow
 * @typedef {import('./index.js').Artifact} Artifact
 * @typedef {import('./index.js').Label} Label
 * @typedef {import('./index.js').PermissionScope} PermissionScope
 * @typedef {import('./index.js').PermissionLevel} PermissionLevel
 * @typedef {import('./index.js').TokenOptions} TokenOptions
 * @typedef {import('./index.js').FakeGitHubOptions} FakeGitHubOptions
 * @typedef {import('./shapes.js').Origins} Origins
 *
 * @typedef {{ token: string, user: SimpleUser, scopes: Record<PermissionScope, PermissionLevel>,
 *   appInstallation: boolean, installationId: number,
 *   core: RateBucket, graphql: RateBucket }} TokenRecord
 * @typedef {{ limit: number, remaining: number, resetAt: number }} RateBucket
 * @typedef {{ sha: string, parents: string[], message: string, date: string }} CommitRecord
 * @typedef {{ json: Repository, owner: SimpleUser, fullName: string,
 *   workflows: Map<number, WorkflowRecord>, pulls: Map<number, PullRecord>,
 *   commits: Map<string, CommitRecord>, branches: Map<string, string>, tags: Map<string, string>,
 *   tagObjects: Map<string, TagObjectRecord>, annotatedTags: Map<string, string>,
 *   aheadTable: Map<string, { aheadBy: number, behindBy: number }>, nextNumber: number }} RepoRecord
 * @typedef {{ sha: string, name: string, target: string, message: string, date: string }} TagObjectRecord
 * @typedef {{ json: Workflow, file: string, runCount: number, repo: RepoRecord }} WorkflowRecord
 * @typedef {{ json: WorkflowRun, repo: RepoRecord, headRepo: RepoRecord, workflow: WorkflowRecord }} RunRecord
 * @typedef {{ json: Artifact, zip: Uint8Array, blobId: string, run: RunRecord }} ArtifactRecord
 * @typedef {{ json: PullRequest, repo: RepoRecord, headRepo: RepoRecord, commits: Set<string> }} PullRecord
 * @typedef {{ json: IssueComment, repo: RepoRecord, issueNumber: number, minimizedReason: string | null }} CommentRecord
 */

export const SCOPES = /** @type {const} */ ([
  'actions',
  'contents',
  'issues',
  'pull-requests',
  'metadata',
])

/** Real ids of well-known accounts, so payloads look like the ones users paste into issues. */
const KNOWN_USER_IDS = new Map([
  ['github-actions[bot]', 41898282],
  ['octocat', 583231],
  ['dependabot[bot]', 49699333],
])

/**
 * @param {Origins} origins
 * @param {FakeGitHubOptions} options
 */
export function createStore(origins, options) {
  let clock = Date.parse(options.startTime ?? '2025-03-03T09:00:00Z')
  const clockStep = options.clockStepMs ?? 60_000
  let nextId = {
    user: 200_001,
    repo: 900_000_001,
    run: 13_000_000_001,
    workflow: 150_000_001,
    artifact: 2_600_000_001,
    comment: 2_700_000_001,
    pull: 2_300_000_001,
    label: 8_100_000_001,
    installation: 55_000_001,
  }
  let commitCounter = 0

  /** @type {Map<string, { json: SimpleUser, createdAt: string }>} */
  const users = new Map()
  /** @type {Map<string, TokenRecord>} */
  const tokens = new Map()
  /** @type {Map<string, RepoRecord>} */
  const repos = new Map()
  /** @type {Map<number, RepoRecord>} */
  const reposById = new Map()
  /** @type {Map<number, RunRecord>} */
  const runs = new Map()
  /** @type {Map<number, ArtifactRecord>} */
  const artifacts = new Map()
  /** @type {Map<string, ArtifactRecord>} */
  const blobs = new Map()
  /** @type {Map<number, CommentRecord>} */
  const comments = new Map()

  /** Next timestamp of the logical clock, or `explicit` when given. @param {string} [explicit] */
  function stamp(explicit) {
    if (explicit !== undefined) return explicit
    clock += clockStep
    return isoSeconds(clock)
  }

  /** A deterministic 40-hex SHA. @param {string} [seed] */
  function newSha(seed) {
    commitCounter += 1
    return createHash('sha1')
      .update(seed ?? `fake-commit-${commitCounter}`)
      .digest('hex')
  }

  /**
   * @param {keyof typeof nextId} kind
   * @param {number} [explicit]
   */
  function allocateId(kind, explicit) {
    if (explicit !== undefined) return explicit
    const id = nextId[kind]
    nextId = { ...nextId, [kind]: id + 1 }
    return id
  }

  /**
   * @param {string} login
   * @param {{ type?: 'Bot' | 'User' | 'Organization', id?: number }} [options]
   */
  function ensureUser(login, options = {}) {
    const existing = users.get(login.toLowerCase())
    if (existing) return existing.json
    const type = options.type ?? (login.endsWith('[bot]') ? 'Bot' : 'User')
    const id = options.id ?? KNOWN_USER_IDS.get(login) ?? allocateId('user')
    const json = simpleUser(origins, login, id, type)
    users.set(login.toLowerCase(), {
      json,
      createdAt: isoSeconds(Date.parse('2020-01-01T00:00:00Z') + id),
    })
    return json
  }

  /** @param {import('./index.js').RepoOptions} input */
  function addRepo(input) {
    const fullName = `${input.owner}/${input.name}`
    if (repos.has(fullName.toLowerCase()))
      throw new Error(`fake GitHub: repository ${fullName} already exists`)
    const parent = input.parent === undefined ? undefined : requireRepo(input.parent).json
    const owner = ensureUser(input.owner, { type: input.ownerType ?? 'User' })
    const id = allocateId('repo', input.id)
    /** @type {RepoRecord} */
    const record = {
      json: fullRepository(origins, {
        id,
        name: input.name,
        owner,
        private: input.private ?? false,
        fork: parent !== undefined,
        defaultBranch: input.defaultBranch ?? 'main',
        createdAt: stamp(),
        ...(parent === undefined ? {} : { parent }),
      }),
      owner,
      fullName,
      workflows: new Map(),
      pulls: new Map(),
      commits: new Map(),
      branches: new Map(),
      tags: new Map(),
      tagObjects: new Map(),
      annotatedTags: new Map(),
      aheadTable: new Map(),
      nextNumber: 1,
    }
    repos.set(fullName.toLowerCase(), record)
    reposById.set(id, record)
    return record
  }

  /** The named repository, or the only one when no name is given. @param {string} [fullName] */
  function requireRepo(fullName) {
    if (fullName === undefined) {
      if (repos.size === 1) return /** @type {RepoRecord} */ ([...repos.values()][0])
      throw new Error(
        `fake GitHub: say which repository (${repos.size} exist); pass repo: 'owner/name'`,
      )
    }
    const record = repos.get(fullName.toLowerCase())
    if (!record) throw new Error(`fake GitHub: unknown repository ${fullName}; call addRepo first`)
    return record
  }

  /** @param {string} owner @param {string} name */
  const findRepo = (owner, name) => repos.get(`${owner}/${name}`.toLowerCase())

  /**
   * A fork's record, created on first use as a fork of `parent`.
   * @param {string} fullName
   * @param {RepoRecord} parent
   */
  function ensureRepo(fullName, parent) {
    const existing = repos.get(fullName.toLowerCase())
    if (existing) return existing
    const [owner = '', name = ''] = fullName.split('/')
    return addRepo({
      owner,
      name,
      parent: parent.fullName,
      defaultBranch: parent.json.default_branch,
    })
  }

  /**
   * @param {string} token
   * @param {TokenOptions} input
   */
  function addToken(token, input) {
    const type = input.type ?? (input.login.endsWith('[bot]') ? 'Bot' : 'User')
    const user = ensureUser(input.login, { type })
    const appInstallation = input.appInstallation ?? type === 'Bot'
    const limit = input.rateLimit?.limit ?? (appInstallation ? 1000 : 5000)
    const resetAt = Math.floor(Date.now() / 1000) + 3600
    tokens.set(token, {
      token,
      user,
      scopes: expandPermissions(input.permissions ?? 'write'),
      appInstallation,
      installationId: allocateId('installation'),
      core: { limit, remaining: input.rateLimit?.remaining ?? limit, resetAt },
      graphql: { limit: 5000, remaining: 5000, resetAt },
    })
  }

  /** @param {import('./index.js').CommitInput} input */
  function addCommit(input) {
    const repo = requireRepo(input.repo)
    repo.commits.set(input.sha, {
      sha: input.sha,
      parents: [...(input.parents ?? [])],
      message: input.message ?? `Commit ${input.sha.slice(0, 7)}`,
      date: stamp(input.date),
    })
  }

  /**
   * A ref name (branch or tag), a full SHA or an abbreviated known SHA → full SHA.
   * @param {RepoRecord} repo
   * @param {string} ref
   */
  function resolveRef(repo, ref) {
    const name = ref.replace(/^refs\/(heads|tags)\//, '')
    const named = repo.branches.get(name) ?? repo.tags.get(name)
    if (named !== undefined) return named
    if (/^[0-9a-f]{40}$/i.test(ref)) return ref.toLowerCase()
    if (/^[0-9a-f]{7,39}$/i.test(ref)) {
      const matches = [...repo.commits.keys()].filter((sha) => sha.startsWith(ref.toLowerCase()))
      if (matches.length === 1) return matches[0]
    }
    return undefined
  }

  /** @param {string} name */
  const label = (name) => {
    const id = allocateId('label')
    /** @type {Label} */
    const json = {
      id,
      node_id: nodeId('LA_kwDO', id),
      url: `${origins.api}/labels/${encodeURIComponent(name)}`,
      name,
      color: 'ededed',
      default: false,
      description: null,
    }
    return json
  }

  /** @param {import('./index.js').PullRequestInput} input */
  function addPullRequest(input) {
    const repo = requireRepo(input.repo)
    const headRepo = input.head.repo === undefined ? repo : ensureRepo(input.head.repo, repo)
    const number = input.number ?? repo.nextNumber
    if (repo.pulls.has(number))
      throw new Error(`fake GitHub: ${repo.fullName}#${number} already exists`)
    repo.nextNumber = Math.max(repo.nextNumber, number + 1)
    const id = allocateId('pull')
    const user = ensureUser(input.user ?? headRepo.owner.login)
    const createdAt = stamp(input.created_at)
    const url = `${origins.api}/repos/${repo.fullName}/pulls/${number}`
    const issueUrl = `${origins.api}/repos/${repo.fullName}/issues/${number}`
    const htmlUrl = `${origins.server}/${repo.fullName}/pull/${number}`
    const state = input.state ?? 'open'
    const mergedAt = input.merged_at ?? null
    /** @type {PullRequest} */
    const json = {
      url,
      id,
      node_id: nodeId('PR_kwDO', id),
      html_url: htmlUrl,
      diff_url: `${htmlUrl}.diff`,
      patch_url: `${htmlUrl}.patch`,
      issue_url: issueUrl,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${origins.api}/repos/${repo.fullName}/pulls/comments{/number}`,
      comments_url: `${issueUrl}/comments`,
      statuses_url: `${origins.api}/repos/${repo.fullName}/statuses/${input.head.sha}`,
      number,
      state,
      locked: false,
      title: input.title ?? `Pull request ${number}`,
      user,
      body: input.body ?? null,
      labels: (input.labels ?? []).map(label),
      milestone: null,
      active_lock_reason: null,
      created_at: createdAt,
      updated_at: createdAt,
      closed_at: state === 'closed' ? createdAt : null,
      merged_at: mergedAt,
      merge_commit_sha: input.merge_commit_sha ?? newSha(`merge-${repo.fullName}-${number}`),
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      head: {
        label: `${headRepo.owner.login}:${input.head.ref}`,
        ref: input.head.ref,
        sha: input.head.sha,
        user: headRepo.owner,
        repo: asPullRepository(headRepo.json),
      },
      base: {
        label: `${repo.owner.login}:${input.base.ref}`,
        ref: input.base.ref,
        sha: input.base.sha,
        user: repo.owner,
        repo: asPullRepository(repo.json),
      },
      _links: {
        self: { href: url },
        html: { href: htmlUrl },
        issue: { href: issueUrl },
        comments: { href: `${issueUrl}/comments` },
        review_comments: { href: `${url}/comments` },
        review_comment: { href: `${origins.api}/repos/${repo.fullName}/pulls/comments{/number}` },
        commits: { href: `${url}/commits` },
        statuses: { href: `${origins.api}/repos/${repo.fullName}/statuses/${input.head.sha}` },
      },
      author_association: user.login === repo.owner.login ? 'OWNER' : 'CONTRIBUTOR',
      auto_merge: null,
      draft: input.draft ?? false,
      merged: mergedAt !== null,
      mergeable: null,
      rebaseable: null,
      mergeable_state: 'unknown',
      merged_by: null,
      comments: 0,
      review_comments: 0,
      maintainer_can_modify: false,
      commits: Math.max(1, input.commits?.length ?? 1),
      additions: 0,
      deletions: 0,
      changed_files: 0,
    }
    /** @type {PullRecord} */
    const record = {
      json,
      repo,
      headRepo,
      commits: new Set([input.head.sha, ...(input.commits ?? [])]),
    }
    repo.pulls.set(number, record)
    return record
  }

  /**
   * @param {RepoRecord} repo
   * @param {number} issueNumber
   * @param {{ body: string, user: SimpleUser, created_at?: string, updated_at?: string }} input
   */
  function createComment(repo, issueNumber, input) {
    const id = allocateId('comment')
    const createdAt = stamp(input.created_at)
    const url = `${origins.api}/repos/${repo.fullName}/issues/comments/${id}`
    /** @type {IssueComment} */
    const json = {
      id,
      node_id: nodeId('IC_kwDO', id),
      url,
      html_url: `${origins.server}/${repo.fullName}/pull/${issueNumber}#issuecomment-${id}`,
      body: input.body,
      user: input.user,
      created_at: createdAt,
      updated_at: input.updated_at ?? createdAt,
      issue_url: `${origins.api}/repos/${repo.fullName}/issues/${issueNumber}`,
      author_association: input.user.login === repo.owner.login ? 'OWNER' : 'NONE',
      performed_via_github_app: null,
      reactions: {
        url: `${url}/reactions`,
        total_count: 0,
        '+1': 0,
        '-1': 0,
        laugh: 0,
        hooray: 0,
        confused: 0,
        heart: 0,
        rocket: 0,
        eyes: 0,
      },
    }
    /** @type {CommentRecord} */
    const record = { json, repo, issueNumber, minimizedReason: null }
    comments.set(id, record)
    return record
  }

  /** @param {import('./index.js').CommentInput} input */
  function addComment(input) {
    const repo = requireRepo(input.repo)
    if (!repo.pulls.has(input.issue_number)) {
      throw new Error(
        `fake GitHub: ${repo.fullName}#${input.issue_number} is not a pull request; addPullRequest first`,
      )
    }
    return createComment(repo, input.issue_number, { ...input, user: ensureUser(input.user) }).json
  }

  /** @param {RepoRecord} repo @param {number} issueNumber */
  const commentsOn = (repo, issueNumber) =>
    [...comments.values()]
      .filter((c) => c.repo === repo && c.issueNumber === issueNumber)
      .sort((a, b) => a.json.id - b.json.id)

  /**
   * The list representation lacks the detail fields of GET /pulls/{number}. Its description types
   * label descriptions as strings, but GitHub sends null for none, hence the cast.
   * @param {PullRecord} pull
   * @returns {PullRequestSimple}
   */
  function pullSimple(pull) {
    return /** @type {PullRequestSimple} */ (
      /** @type {unknown} */ (omit(pull.json, PULL_DETAIL_FIELDS))
    )
  }

  /** @param {PullRecord} pull @returns {PullRequest} */
  const pullFull = (pull) => ({
    ...pull.json,
    comments: commentsOn(pull.repo, pull.json.number).length,
  })

  /** @param {RepoRecord} repo */
  const minimalOf = (repo) =>
    minimalRepository(origins, {
      id: repo.json.id,
      name: repo.json.name,
      owner: repo.owner,
      private: repo.json.private,
      fork: repo.json.fork,
    })

  return {
    origins,
    options,
    users,
    tokens,
    repos,
    reposById,
    runs,
    artifacts,
    blobs,
    comments,
    stamp,
    newSha,
    allocateId,
    ensureUser,
    addRepo,
    requireRepo,
    findRepo,
    ensureRepo,
    addToken,
    addCommit,
    resolveRef,
    addPullRequest,
    createComment,
    addComment,
    commentsOn,
    pullSimple,
    pullFull,
    minimalOf,
  }
}

/** @typedef {ReturnType<typeof createStore>} Store */

const PULL_DETAIL_FIELDS = [
  'merged',
  'mergeable',
  'rebaseable',
  'mergeable_state',
  'merged_by',
  'comments',
  'review_comments',
  'maintainer_can_modify',
  'commits',
  'additions',
  'deletions',
  'changed_files',
]

/**
 * @param {import('./index.js').TokenPermissions} permissions
 * @returns {Record<PermissionScope, PermissionLevel>}
 */
export function expandPermissions(permissions) {
  if (typeof permissions === 'string') {
    return {
      actions: permissions,
      contents: permissions,
      issues: permissions,
      'pull-requests': permissions,
      metadata: 'read',
    }
  }
  return {
    actions: permissions.actions ?? 'none',
    contents: permissions.contents ?? 'none',
    issues: permissions.issues ?? 'none',
    'pull-requests': permissions['pull-requests'] ?? 'none',
    metadata: permissions.metadata === 'write' ? 'write' : 'read',
  }
}

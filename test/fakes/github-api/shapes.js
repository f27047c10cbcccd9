// @ts-check
/** GitHub's JSON representations (users, repositories, commits), built from the fake's records. */
import { Buffer } from 'node:buffer'

/**
 * @typedef {import('./index.js').SimpleUser} SimpleUser
 * @typedef {import('./index.js').Repository} Repository
 * @typedef {import('./index.js').MinimalRepository} MinimalRepository
 * @typedef {import('./index.js').PublicUser} PublicUser
 * @typedef {import('./index.js').Commit} Commit
 * @typedef {{ api: string, server: string }} Origins
 */

/**
 * Global node id in GitHub's current format (`<type prefix>_<opaque>`).
 * @param {string} prefix e.g. `R_kgDO`, `IC_kwDO`
 * @param {number} id
 */
export function nodeId(prefix, id) {
  return `${prefix}${Buffer.from(`fake:${id}`).toString('base64url')}`
}

/** @param {number} seconds */
export const isoFromEpochSeconds = (seconds) => new Date(seconds * 1000).toISOString()

/** GitHub writes timestamps without milliseconds. @param {number} ms */
export const isoSeconds = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

/**
 * @param {Origins} origins
 * @param {string} login
 * @param {number} id
 * @param {'Bot' | 'User' | 'Organization'} type
 * @returns {SimpleUser}
 */
export function simpleUser(origins, login, id, type) {
  const url = `${origins.api}/users/${encodeURIComponent(login)}`
  return {
    login,
    id,
    node_id: nodeId(
      type === 'Bot' ? 'BOT_kgDO' : type === 'Organization' ? 'O_kgDO' : 'U_kgDO',
      id,
    ),
    avatar_url: `${origins.server}/avatars/u/${id}?v=4`,
    gravatar_id: '',
    url,
    html_url:
      type === 'Bot'
        ? `${origins.server}/apps/${login.replace(/\[bot\]$/, '')}`
        : `${origins.server}/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type,
    user_view_type: 'public',
    site_admin: false,
  }
}

/**
 * GET /users/{login} and GET /user.
 * @param {SimpleUser} user
 * @param {string} createdAt
 * @returns {PublicUser}
 */
export function publicUser(user, createdAt) {
  return {
    ...user,
    name: null,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 1,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: createdAt,
    updated_at: createdAt,
  }
}

/**
 * GitHub's `minimal-repository`, as in workflow runs.
 * @param {Origins} origins
 * @param {RepositoryIdentity} repo
 * @returns {MinimalRepository}
 */
export const minimalRepository = (origins, repo) => repositoryCore(origins, repo)

/**
 * @typedef {{ id: number, name: string, owner: SimpleUser, private: boolean, fork: boolean }} RepositoryIdentity
 * @param {Origins} origins
 * @param {RepositoryIdentity} repo
 */
function repositoryCore(origins, repo) {
  const fullName = `${repo.owner.login}/${repo.name}`
  const url = `${origins.api}/repos/${fullName}`
  return {
    id: repo.id,
    node_id: nodeId('R_kgDO', repo.id),
    name: repo.name,
    full_name: fullName,
    private: repo.private,
    owner: repo.owner,
    html_url: `${origins.server}/${fullName}`,
    description: null,
    fork: repo.fork,
    url,
    forks_url: `${url}/forks`,
    keys_url: `${url}/keys{/key_id}`,
    collaborators_url: `${url}/collaborators{/collaborator}`,
    teams_url: `${url}/teams`,
    hooks_url: `${url}/hooks`,
    issue_events_url: `${url}/issues/events{/number}`,
    events_url: `${url}/events`,
    assignees_url: `${url}/assignees{/user}`,
    branches_url: `${url}/branches{/branch}`,
    tags_url: `${url}/tags`,
    blobs_url: `${url}/git/blobs{/sha}`,
    git_tags_url: `${url}/git/tags{/sha}`,
    git_refs_url: `${url}/git/refs{/sha}`,
    trees_url: `${url}/git/trees{/sha}`,
    statuses_url: `${url}/statuses/{sha}`,
    languages_url: `${url}/languages`,
    stargazers_url: `${url}/stargazers`,
    contributors_url: `${url}/contributors`,
    subscribers_url: `${url}/subscribers`,
    subscription_url: `${url}/subscription`,
    commits_url: `${url}/commits{/sha}`,
    git_commits_url: `${url}/git/commits{/sha}`,
    comments_url: `${url}/comments{/number}`,
    issue_comment_url: `${url}/issues/comments{/number}`,
    contents_url: `${url}/contents/{+path}`,
    compare_url: `${url}/compare/{base}...{head}`,
    merges_url: `${url}/merges`,
    archive_url: `${url}/{archive_format}{/ref}`,
    downloads_url: `${url}/downloads`,
    issues_url: `${url}/issues{/number}`,
    pulls_url: `${url}/pulls{/number}`,
    milestones_url: `${url}/milestones{/number}`,
    notifications_url: `${url}/notifications{?since,all,participating}`,
    labels_url: `${url}/labels{/name}`,
    releases_url: `${url}/releases{/id}`,
    deployments_url: `${url}/deployments`,
  }
}

/**
 * GET /repos/{owner}/{repo} (`full-repository`), also used inside pull requests and webhook payloads.
 * @param {Origins} origins
 * @param {{ id: number, name: string, owner: SimpleUser, private: boolean, fork: boolean, defaultBranch: string, createdAt: string, parent?: Repository }} repo
 * @returns {Repository}
 */
export function fullRepository(origins, repo) {
  const minimal = repositoryCore(origins, repo)
  const host = new URL(origins.server).host
  return {
    ...minimal,
    created_at: repo.createdAt,
    updated_at: repo.createdAt,
    pushed_at: repo.createdAt,
    git_url: `git://${host}/${minimal.full_name}.git`,
    ssh_url: `git@${host}:${minimal.full_name}.git`,
    clone_url: `${minimal.html_url}.git`,
    svn_url: minimal.html_url,
    homepage: null,
    size: 0,
    stargazers_count: 0,
    watchers_count: 0,
    language: 'TypeScript',
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: false,
    has_pages: false,
    has_discussions: false,
    forks_count: 0,
    mirror_url: null,
    archived: false,
    disabled: false,
    open_issues_count: 0,
    license: null,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: [],
    visibility: repo.private ? 'private' : 'public',
    forks: 0,
    open_issues: 0,
    watchers: 0,
    default_branch: repo.defaultBranch,
    network_count: 0,
    subscribers_count: 0,
    ...(repo.parent === undefined
      ? {}
      : { parent: asPullRepository(repo.parent), source: asPullRepository(repo.parent) }),
  }
}

/**
 * The `repository` representation inside pull requests (head.repo, base.repo) and as a fork's parent.
 * @param {Repository} repo
 * @returns {import('./index.js').PullRequest['head']['repo']}
 */
export function asPullRepository(repo) {
  const rest =
    /** @type {Omit<Repository, 'permissions' | 'parent' | 'source' | 'temp_clone_token'>} */ (
      omit(repo, ['permissions', 'parent', 'source', 'temp_clone_token'])
    )
  return { ...rest, has_downloads: repo.has_downloads ?? true }
}

/**
 * GET /repos/{owner}/{repo}/commits/{ref}.
 * @param {Origins} origins
 * @param {string} fullName
 * @param {{ sha: string, parents: readonly string[], message: string, date: string }} commit
 * @param {SimpleUser} author
 * @returns {Commit}
 */
export function commitJson(origins, fullName, commit, author) {
  const url = `${origins.api}/repos/${fullName}/commits/${commit.sha}`
  const person = {
    name: author.login,
    email: `${author.id}+${author.login}@users.noreply.github.com`,
    date: commit.date,
  }
  return {
    sha: commit.sha,
    node_id: nodeId('C_kwDO', Number.parseInt(commit.sha.slice(0, 8), 16)),
    url,
    html_url: `${origins.server}/${fullName}/commit/${commit.sha}`,
    comments_url: `${url}/comments`,
    commit: {
      url: `${origins.api}/repos/${fullName}/git/commits/${commit.sha}`,
      author: person,
      committer: person,
      message: commit.message,
      comment_count: 0,
      tree: {
        sha: treeSha(commit.sha),
        url: `${origins.api}/repos/${fullName}/git/trees/${treeSha(commit.sha)}`,
      },
      verification: {
        verified: false,
        reason: 'unsigned',
        signature: null,
        payload: null,
        verified_at: null,
      },
    },
    author,
    committer: author,
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${origins.api}/repos/${fullName}/commits/${sha}`,
      html_url: `${origins.server}/${fullName}/commit/${sha}`,
    })),
  }
}

/** A stable fake tree SHA derived from the commit SHA. @param {string} sha */
export const treeSha = (sha) => [...sha].reverse().join('')

/**
 * A shallow copy without `keys`.
 * @param {object} value
 * @param {readonly string[]} keys
 * @returns {Record<string, unknown>}
 */
export function omit(value, keys) {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)))
}

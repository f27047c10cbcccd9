// @ts-check
/** Workflows, workflow runs and artifacts (real zip archives built with fflate). */
import { createHash, randomBytes } from 'node:crypto'
import { strToU8, zipSync } from 'fflate'
import { nodeId, treeSha } from './shapes.js'

/**
 * @typedef {import('./store.js').Store} Store
 * @typedef {import('./store.js').RepoRecord} RepoRecord
 * @typedef {import('./store.js').RunRecord} RunRecord
 * @typedef {import('./store.js').WorkflowRecord} WorkflowRecord
 * @typedef {import('./store.js').ArtifactRecord} ArtifactRecord
 * @typedef {import('./index.js').WorkflowRun} WorkflowRun
 * @typedef {import('./index.js').PullRequestMinimal} PullRequestMinimal
 */

const DAY_MS = 86_400_000
const STATUSES = new Set(['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'])

/**
 * The workflow of a file name, created on first use.
 * @param {Store} store
 * @param {RepoRecord} repo
 * @param {string} file
 * @param {string} name
 */
export function ensureWorkflow(store, repo, file, name) {
  const existing = [...repo.workflows.values()].find((w) => w.file === file)
  if (existing) return existing
  const id = store.allocateId('workflow')
  const path = `.github/workflows/${file}`
  const createdAt = store.stamp()
  /** @type {WorkflowRecord} */
  const record = {
    file,
    runCount: 0,
    repo,
    json: {
      id,
      node_id: nodeId('W_kwDO', id),
      name,
      path,
      state: 'active',
      created_at: createdAt,
      updated_at: createdAt,
      url: `${store.origins.api}/repos/${repo.fullName}/actions/workflows/${id}`,
      html_url: `${store.origins.server}/${repo.fullName}/blob/${repo.json.default_branch}/${path}`,
      badge_url: `${store.origins.server}/${repo.fullName}/workflows/${encodeURIComponent(name)}/badge.svg`,
    },
  }
  repo.workflows.set(id, record)
  return record
}

/**
 * @param {Store} store
 * @param {import('./index.js').WorkflowRunInput} input
 */
export function addWorkflowRun(store, input) {
  const repo = store.requireRepo(input.repo)
  const headRepo =
    input.head_repository === undefined ? repo : store.ensureRepo(input.head_repository, repo)
  const workflow = ensureWorkflow(
    store,
    repo,
    input.workflow ?? 'bench.yml',
    input.name ?? 'Benchmarks',
  )
  const status = input.status ?? 'completed'
  if (!STATUSES.has(status)) throw new Error(`fake GitHub: unknown run status ${status}`)
  workflow.runCount += 1
  const id = store.allocateId('run', input.id)
  if (store.runs.has(id)) throw new Error(`fake GitHub: run ${id} already exists`)
  const headBranch = input.head_branch ?? repo.json.default_branch
  const headSha = input.head_sha ?? repo.branches.get(headBranch) ?? store.newSha()
  const commit = repo.commits.get(headSha) ?? headRepo.commits.get(headSha)
  const createdAt = store.stamp(input.created_at)
  const actor = store.ensureUser(input.actor ?? repo.owner.login)
  const runAttempt = input.run_attempt ?? 1
  const url = `${store.origins.api}/repos/${repo.fullName}/actions/runs/${id}`
  const checkSuiteId = id + 1_000_000_000
  const person = { name: actor.login, email: `${actor.id}+${actor.login}@users.noreply.github.com` }
  const message = commit?.message ?? `Commit ${headSha.slice(0, 7)}`
  /** @type {WorkflowRun} */
  const json = {
    id,
    name: workflow.json.name,
    node_id: nodeId('WFR_kwLO', id),
    check_suite_id: checkSuiteId,
    check_suite_node_id: nodeId('CS_kwDO', checkSuiteId),
    head_branch: headBranch,
    head_sha: headSha,
    path: workflow.json.path,
    display_title: input.display_title ?? message.split('\n')[0] ?? '',
    run_number: input.run_number ?? workflow.runCount,
    event: input.event ?? 'push',
    status,
    conclusion:
      input.conclusion !== undefined ? input.conclusion : status === 'completed' ? 'success' : null,
    workflow_id: workflow.json.id,
    url,
    html_url: `${store.origins.server}/${repo.fullName}/actions/runs/${id}`,
    pull_requests: [],
    created_at: createdAt,
    updated_at: input.updated_at ?? createdAt,
    actor,
    run_attempt: runAttempt,
    referenced_workflows: [],
    run_started_at: createdAt,
    triggering_actor: actor,
    jobs_url: `${url}/jobs`,
    logs_url: `${url}/logs`,
    check_suite_url: `${store.origins.api}/repos/${repo.fullName}/check-suites/${checkSuiteId}`,
    artifacts_url: `${url}/artifacts`,
    cancel_url: `${url}/cancel`,
    rerun_url: `${url}/rerun`,
    previous_attempt_url: runAttempt > 1 ? `${url}/attempts/${runAttempt - 1}` : null,
    workflow_url: workflow.json.url,
    head_commit: {
      id: headSha,
      tree_id: treeSha(headSha),
      message,
      timestamp: commit?.date ?? createdAt,
      author: person,
      committer: person,
    },
    repository: store.minimalOf(repo),
    head_repository: store.minimalOf(headRepo),
    head_repository_id: headRepo.json.id,
  }
  /** @type {RunRecord} */
  const record = { json, repo, headRepo, workflow }
  store.runs.set(id, record)
  return record
}

/**
 * GitHub fills `pull_requests` with open PRs of the same repository whose head matches the run;
 * PRs from forks never appear (github/docs#22501), which is why fork-safe publishers look PRs up.
 * @param {Store} store
 * @param {RunRecord} run
 * @returns {PullRequestMinimal[]}
 */
export function runPullRequests(store, run) {
  if (run.headRepo !== run.repo) return []
  const matches = [...run.repo.pulls.values()].filter(
    (pull) =>
      pull.json.state === 'open' &&
      pull.headRepo === run.repo &&
      (pull.json.head.sha === run.json.head_sha || pull.json.head.ref === run.json.head_branch),
  )
  /** @param {import('./store.js').RepoRecord} repo */
  const repoRef = (repo) => ({ id: repo.json.id, url: repo.json.url, name: repo.json.name })
  return matches.map((pull) => ({
    id: pull.json.id,
    number: pull.json.number,
    url: pull.json.url,
    head: { ref: pull.json.head.ref, sha: pull.json.head.sha, repo: repoRef(pull.headRepo) },
    base: { ref: pull.json.base.ref, sha: pull.json.base.sha, repo: repoRef(pull.repo) },
  }))
}

/**
 * @param {Store} store
 * @param {RunRecord} run
 * @param {{ excludePullRequests?: boolean }} [options]
 * @returns {WorkflowRun}
 */
export function runJson(store, run, options = {}) {
  return {
    ...run.json,
    pull_requests: options.excludePullRequests === true ? [] : runPullRequests(store, run),
  }
}

/**
 * @param {Store} store
 * @param {number} runId
 * @param {import('./index.js').ArtifactInput} input
 */
export function addArtifact(store, runId, input) {
  const run = store.runs.get(runId)
  if (!run) throw new Error(`fake GitHub: unknown run ${runId}; addWorkflowRun first`)
  if (input.zip === undefined && input.files === undefined) {
    throw new Error('fake GitHub: an artifact needs files or zip')
  }
  const zip = input.zip ?? zipFiles(input.files ?? {})
  const id = store.allocateId('artifact', input.id)
  const createdAt = store.stamp(input.created_at)
  const expired = input.expired ?? false
  const expiresAt =
    input.expires_at ??
    new Date(Date.parse(createdAt) + (expired ? 1 : 90) * DAY_MS)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
  const url = `${store.origins.api}/repos/${run.repo.fullName}/actions/artifacts/${id}`
  /** @type {ArtifactRecord} */
  const record = {
    zip,
    run,
    blobId: randomBytes(12).toString('hex'),
    json: {
      id,
      node_id: nodeId('MDg6QXJ0aWZhY3', id),
      name: input.name,
      size_in_bytes: input.size_in_bytes ?? zip.byteLength,
      url,
      archive_download_url: `${url}/zip`,
      expired,
      created_at: createdAt,
      updated_at: createdAt,
      expires_at: expiresAt,
      digest: `sha256:${createHash('sha256').update(zip).digest('hex')}`,
      workflow_run: {
        id: run.json.id,
        repository_id: run.repo.json.id,
        head_repository_id: run.headRepo.json.id,
        head_branch: run.json.head_branch ?? '',
        head_sha: run.json.head_sha,
      },
    },
  }
  store.artifacts.set(id, record)
  store.blobs.set(record.blobId, record)
  return record
}

/** @param {import('./index.js').ArtifactFiles} files */
function zipFiles(files) {
  /** @type {Record<string, Uint8Array>} */
  const entries = {}
  for (const [path, content] of Object.entries(files)) {
    entries[path] = typeof content === 'string' ? strToU8(content) : content
  }
  return zipSync(entries, { level: 6, mtime: new Date('2025-03-03T09:00:00Z') })
}

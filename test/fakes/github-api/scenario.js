// @ts-check
/** The typical pull-request scene, and the webhook payloads a runner writes to GITHUB_EVENT_PATH. */
import { randomBytes } from 'node:crypto'
import { storeOf } from './server.js'

/**
 * @typedef {import('./index.js').FakeGitHub} FakeGitHub
 * @typedef {import('./index.js').ScenarioOptions} ScenarioOptions
 * @typedef {import('./index.js').Scenario} Scenario
 * @typedef {import('./index.js').PullRequest} PullRequest
 * @typedef {import('./index.js').WorkflowRun} WorkflowRun
 * @typedef {import('./index.js').ArtifactFiles} ArtifactFiles
 * @typedef {import('./index.js').PullRequestEvent} PullRequestEvent
 * @typedef {import('./index.js').WorkflowRunEvent} WorkflowRunEvent
 */

/** The permissions block the README recommends. */
const LEAST_PRIVILEGE = /** @type {const} */ ({
  contents: 'read',
  actions: 'read',
  'pull-requests': 'write',
})

/** @param {FakeGitHub} fake */
function storeFor(fake) {
  const store = storeOf.get(fake)
  if (!store) throw new Error('fake GitHub: not a fake from startFakeGitHub')
  return store
}

/**
 * Seeds a repository with a linear base branch (history runs, the base run, then `baseRunBehind`
 * commits up to the PR's base SHA), a PR two commits ahead, and the PR's own run.
 * @param {FakeGitHub} fake
 * @param {ScenarioOptions} options
 * @returns {Scenario}
 */
export function seedScenario(fake, options) {
  const store = storeFor(fake)
  const fullName = options.repo ?? 'octo-org/bench-demo'
  const [owner = '', name = ''] = fullName.split('/')
  const repo =
    store.findRepo(owner, name) ?? store.addRepo({ owner, name, ownerType: 'Organization' })
  const forkOwner = options.pr?.fork === true ? 'contributor' : options.pr?.fork || undefined
  const token =
    options.token ??
    `ghs_${randomBytes(27).toString('base64url').replace(/[-_]/g, 'x').slice(0, 36)}`
  fake.addToken(token, {
    login: options.login ?? 'github-actions[bot]',
    permissions: options.permissions ?? (forkOwner === undefined ? LEAST_PRIVILEGE : 'read'),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
  })
  const baseBranch = options.baseBranch ?? repo.json.default_branch
  const workflow = options.workflow ?? 'bench.yml'
  const workflowName = options.workflowName ?? 'Benchmarks'
  const artifactName = options.artifactName ?? 'bench-results'
  const historyFiles =
    typeof options.history === 'number'
      ? Array.from({ length: options.history }, () => options.baseFiles)
      : [...(options.history ?? [])]

  let tip = repo.branches.get(baseBranch)
  /** @param {string} message @param {string} [inRepo] */
  const commit = (message, inRepo = fullName) => {
    const sha = store.newSha()
    fake.addCommit({ repo: inRepo, sha, parents: tip === undefined ? [] : [tip], message })
    tip = sha
    return sha
  }
  if (tip === undefined) commit('Initial commit')
  const historyOldestFirst = historyFiles.map((_, index) =>
    commit(`Speed up parser, step ${index + 1}`),
  )
  const baseRunSha = commit('Tune allocator')
  for (let i = 0; i < (options.baseRunBehind ?? 0); i += 1) commit(`Update docs ${i + 1}`)
  const baseSha = /** @type {string} */ (tip)
  fake.setBranch(baseBranch, baseSha, fullName)

  /** @param {import('./index.js').WorkflowRunInput} input @param {ArtifactFiles} [files] */
  const run = (input, files) => {
    const added = fake.addWorkflowRun({ repo: fullName, workflow, name: workflowName, ...input })
    const artifact =
      files === undefined ? undefined : fake.addArtifact(added.id, { name: artifactName, files })
    return { run: added, artifact }
  }
  const pushRun = (/** @type {string} */ sha, /** @type {ArtifactFiles} */ files) =>
    run({ event: 'push', head_branch: baseBranch, head_sha: sha }, files)
  // history options are newest first; runs are created oldest first so created_at orders them.
  const historyRuns = historyOldestFirst
    .map(
      (sha, index) =>
        pushRun(sha, /** @type {ArtifactFiles} */ (historyFiles[historyFiles.length - 1 - index]))
          .run,
    )
    .reverse()
  const base = pushRun(baseRunSha, options.baseFiles)

  const headRepo = forkOwner === undefined ? fullName : `${forkOwner}/${name}`
  const headRef = options.pr?.headRef ?? 'feature/faster-parser'
  store.ensureRepo(headRepo, repo)
  const firstHeadCommit = commit('Cache parsed tokens', headRepo)
  const headSha = commit('Inline hot loop', headRepo)
  fake.setBranch(headRef, headSha, headRepo)
  const number = options.pr?.number ?? 42
  const pullRequest = fake.addPullRequest({
    repo: fullName,
    number,
    title: options.pr?.title ?? 'Speed up the tokenizer',
    user: options.pr?.author ?? forkOwner ?? 'octocat',
    labels: options.pr?.labels ?? [],
    head: { sha: headSha, ref: headRef, ...(forkOwner === undefined ? {} : { repo: headRepo }) },
    base: { sha: baseSha, ref: baseBranch },
    commits: [firstHeadCommit, headSha],
  })
  const mergeSha = pullRequest.merge_commit_sha ?? store.newSha()
  fake.addCommit({
    repo: fullName,
    sha: mergeSha,
    parents: [baseSha, headSha],
    message: `Merge ${headSha} into ${baseSha}`,
  })

  if (options.distractors === true)
    addDistractors(fake, {
      fullName,
      baseBranch,
      baseSha,
      baseRunSha,
      artifactName,
      files: options.baseFiles,
      run,
    })

  const head = run(
    {
      event: 'pull_request',
      head_branch: headRef,
      head_sha: headSha,
      display_title: pullRequest.title,
      actor: pullRequest.user.login,
      ...(forkOwner === undefined ? {} : { head_repository: headRepo }),
      ...(options.headFiles === undefined ? { status: 'in_progress' } : {}),
    },
    options.headFiles,
  )
  const env = actionEnv(fake, {
    fullName,
    repoId: repo.json.id,
    eventName: 'pull_request',
    sha: mergeSha,
    ref: `refs/pull/${number}/merge`,
    run: head.run,
    workflow,
    actor: pullRequest.user.login,
    extra: { GITHUB_HEAD_REF: headRef, GITHUB_BASE_REF: baseBranch },
  })
  /** @type {WorkflowRun | undefined} */
  let publisherRun
  return {
    token,
    repository: repo.json,
    pullRequest,
    baseRun: base.run,
    baseArtifact: /** @type {import('./index.js').Artifact} */ (base.artifact),
    historyRuns,
    headRun: head.run,
    headArtifact: head.artifact,
    shas: {
      base: baseSha,
      head: headSha,
      baseRun: baseRunSha,
      history: historyOldestFirst.slice().reverse(),
    },
    event: pullRequestEvent(fake, pullRequest, 'synchronize'),
    env,
    workflowRunEvent: () =>
      workflowRunEvent(
        fake,
        /** @type {WorkflowRun} */ (fake.workflowRun(head.run.id)),
        'completed',
      ),
    workflowRunEnv() {
      publisherRun ??= fake.addWorkflowRun({
        repo: fullName,
        workflow: 'bench-comment.yml',
        name: 'Bench comment',
        event: 'workflow_run',
        head_branch: baseBranch,
        head_sha: baseSha,
        status: 'in_progress',
      })
      return actionEnv(fake, {
        fullName,
        repoId: repo.json.id,
        eventName: 'workflow_run',
        sha: baseSha,
        ref: `refs/heads/${baseBranch}`,
        run: publisherRun,
        workflow: 'bench-comment.yml',
        actor: pullRequest.user.login,
        extra: {},
      })
    },
  }
}

/**
 * Runs a careful client must not take as baseline: another workflow with the same artifact name at
 * the base SHA, a failed push run at the base SHA, and a fork's pull_request run from a branch named
 * like the base branch.
 * @param {FakeGitHub} fake
 * @param {{ fullName: string, baseBranch: string, baseSha: string, baseRunSha: string, artifactName: string, files: ArtifactFiles,
 *   run: (input: import('./index.js').WorkflowRunInput, files?: ArtifactFiles) => unknown }} scene
 */
function addDistractors(fake, scene) {
  const otherWorkflow = fake.addWorkflowRun({
    repo: scene.fullName,
    workflow: 'ci.yml',
    name: 'CI',
    event: 'push',
    head_branch: scene.baseBranch,
    head_sha: scene.baseSha,
  })
  fake.addArtifact(otherWorkflow.id, { name: scene.artifactName, files: scene.files })
  scene.run(
    {
      event: 'push',
      head_branch: scene.baseBranch,
      head_sha: scene.baseSha,
      conclusion: 'failure',
    },
    scene.files,
  )
  const [, name = ''] = scene.fullName.split('/')
  scene.run(
    {
      event: 'pull_request',
      head_branch: scene.baseBranch,
      head_repository: `mallory/${name}`,
      actor: 'mallory',
    },
    scene.files,
  )
}

/**
 * @param {FakeGitHub} fake
 * @param {{ fullName: string, repoId: number, eventName: string, sha: string, ref: string, run: WorkflowRun,
 *   workflow: string, actor: string, extra: Record<string, string> }} scene
 * @returns {Record<string, string>}
 */
function actionEnv(fake, scene) {
  const [owner = ''] = scene.fullName.split('/')
  return {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_API_URL: fake.url,
    GITHUB_SERVER_URL: fake.serverUrl,
    GITHUB_GRAPHQL_URL: fake.graphqlUrl,
    GITHUB_REPOSITORY: scene.fullName,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_REPOSITORY_ID: String(scene.repoId),
    GITHUB_EVENT_NAME: scene.eventName,
    GITHUB_SHA: scene.sha,
    GITHUB_REF: scene.ref,
    GITHUB_REF_NAME: scene.ref.replace(/^refs\/(heads|tags|pull)\//, ''),
    GITHUB_REF_TYPE: 'branch',
    GITHUB_RUN_ID: String(scene.run.id),
    GITHUB_RUN_NUMBER: String(scene.run.run_number),
    GITHUB_RUN_ATTEMPT: String(scene.run.run_attempt ?? 1),
    GITHUB_WORKFLOW: scene.run.name ?? '',
    GITHUB_WORKFLOW_REF: `${scene.fullName}/.github/workflows/${scene.workflow}@${scene.ref}`,
    GITHUB_JOB: 'bench',
    GITHUB_ACTION: 'bench-verdict',
    GITHUB_ACTOR: scene.actor,
    GITHUB_TRIGGERING_ACTOR: scene.actor,
    GITHUB_BASE_REF: '',
    GITHUB_HEAD_REF: '',
    ...scene.extra,
  }
}

/**
 * The `pull_request` webhook payload (GITHUB_EVENT_PATH) for a PR of the fake.
 * @param {FakeGitHub} fake
 * @param {PullRequest} pullRequest
 * @param {string} [action]
 * @returns {PullRequestEvent}
 */
export function pullRequestEvent(fake, pullRequest, action = 'synchronize') {
  const store = storeFor(fake)
  const repo = store.requireRepo(pullRequest.base.repo.full_name)
  const record = repo.pulls.get(pullRequest.number)
  const current = record === undefined ? pullRequest : store.pullFull(record)
  return {
    action,
    number: current.number,
    pull_request: current,
    repository: repo.json,
    sender: current.user,
  }
}

/**
 * The `workflow_run` webhook payload of a run of the fake. For fork PRs `workflow_run.pull_requests`
 * is empty, as on GitHub.
 * @param {FakeGitHub} fake
 * @param {WorkflowRun} run
 * @param {WorkflowRunEvent['action']} [action]
 * @returns {WorkflowRunEvent}
 */
export function workflowRunEvent(fake, run, action = 'completed') {
  const store = storeFor(fake)
  const record = store.runs.get(run.id)
  if (!record) throw new Error(`fake GitHub: unknown run ${run.id}`)
  const current = /** @type {WorkflowRun} */ (fake.workflowRun(run.id))
  return {
    action,
    workflow_run: current,
    workflow: record.workflow.json,
    repository: record.repo.json,
    sender: current.actor ?? record.repo.owner,
  }
}

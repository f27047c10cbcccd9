import { Octokit } from '@octokit/rest'
import { strFromU8, unzipSync } from 'fflate'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seedScenario, startFakeGitHub, workflowRunEvent, type FakeGitHub } from './index.js'

const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
}
const files = (label: string) => ({ 'results.json': JSON.stringify({ label }) })

let fake: FakeGitHub

beforeEach(async () => {
  fake = await startFakeGitHub()
})

afterEach(async () => {
  await fake.close()
})

describe('seedScenario', () => {
  it('returns a pull_request payload with the fields the runner writes to GITHUB_EVENT_PATH', () => {
    const scene = seedScenario(fake, {
      baseFiles: files('base'),
      pr: { number: 7, labels: ['perf'] },
    })
    expect(scene.event).toMatchObject({
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        html_url: `${fake.serverUrl}/octo-org/bench-demo/pull/7`,
        user: { login: 'octocat' },
        labels: [{ name: 'perf' }],
        head: {
          sha: scene.shas.head,
          ref: 'feature/faster-parser',
          repo: { full_name: 'octo-org/bench-demo', fork: false },
        },
        base: { sha: scene.shas.base, ref: 'main', repo: { full_name: 'octo-org/bench-demo' } },
      },
      repository: {
        full_name: 'octo-org/bench-demo',
        name: 'bench-demo',
        owner: { login: 'octo-org' },
        id: scene.repository.id,
      },
    })
  })

  it('gives the environment of the PR’s run, whose GITHUB_SHA is the merge commit, not the head', () => {
    const scene = seedScenario(fake, { baseFiles: files('base') })
    expect(scene.env).toMatchObject({
      GITHUB_API_URL: fake.url,
      GITHUB_SERVER_URL: fake.serverUrl,
      GITHUB_GRAPHQL_URL: `${fake.url}/graphql`,
      GITHUB_REPOSITORY: 'octo-org/bench-demo',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/42/merge',
      GITHUB_SHA: scene.pullRequest.merge_commit_sha,
      GITHUB_HEAD_REF: 'feature/faster-parser',
      GITHUB_BASE_REF: 'main',
      GITHUB_RUN_ID: String(scene.headRun.id),
    })
    expect(scene.env.GITHUB_SHA).not.toBe(scene.shas.head)
    expect(scene.headRun).toMatchObject({
      event: 'pull_request',
      status: 'in_progress',
      conclusion: null,
    })
  })

  it('stores one artifact per history run, newest first, at successive commits of the base branch', async () => {
    const scene = seedScenario(fake, {
      baseFiles: files('base'),
      history: [files('h1'), files('h2'), files('h3')],
      baseRunBehind: 2,
    })
    const octokit = new Octokit({ auth: scene.token, baseUrl: fake.url, log: silent })
    const labels = []
    for (const run of scene.historyRuns) {
      const { data: list } = await octokit.rest.actions.listWorkflowRunArtifacts({
        owner: 'octo-org',
        repo: 'bench-demo',
        run_id: run.id,
      })
      const { data } = await octokit.rest.actions.downloadArtifact({
        owner: 'octo-org',
        repo: 'bench-demo',
        artifact_id: list.artifacts[0]!.id,
        archive_format: 'zip',
      })
      labels.push(strFromU8(unzipSync(new Uint8Array(data as ArrayBuffer))['results.json']!))
    }
    expect(labels).toEqual(['{"label":"h1"}', '{"label":"h2"}', '{"label":"h3"}'])
    expect(scene.historyRuns.map((r) => r.head_sha)).toEqual(scene.shas.history)
    const compared = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: 'octo-org',
      repo: 'bench-demo',
      basehead: `${scene.shas.history[0]!}...${scene.shas.base}`,
    })
    expect(compared.data.ahead_by).toBe(3)
  })

  it('adds distractors that only a strict baseline query leaves out', async () => {
    const scene = seedScenario(fake, { baseFiles: files('base'), history: 2, distractors: true })
    const octokit = new Octokit({ auth: scene.token, baseUrl: fake.url, log: silent })
    const strict = await octokit.rest.actions.listWorkflowRuns({
      owner: 'octo-org',
      repo: 'bench-demo',
      workflow_id: 'bench.yml',
      branch: 'main',
      event: 'push',
      status: 'success',
    })
    expect(strict.data.workflow_runs.map((r) => r.id)).toEqual([
      scene.baseRun.id,
      ...scene.historyRuns.map((r) => r.id),
    ])
    const byName = await octokit.rest.actions.listArtifactsForRepo({
      owner: 'octo-org',
      repo: 'bench-demo',
      name: 'bench-results',
    })
    expect(byName.data.total_count).toBe(6)
    const onMain = await octokit.rest.actions.listWorkflowRunsForRepo({
      owner: 'octo-org',
      repo: 'bench-demo',
      branch: 'main',
    })
    expect(
      onMain.data.workflow_runs.map((r) => [
        r.event,
        r.conclusion,
        r.head_repository.full_name,
        r.path,
      ]),
    ).toContainEqual([
      'pull_request',
      'success',
      'mallory/bench-demo',
      '.github/workflows/bench.yml',
    ])
  })

  it('builds the workflow_run payload and environment of the fork-safe publisher', () => {
    const scene = seedScenario(fake, { baseFiles: files('base'), headFiles: files('head') })
    const event = scene.workflowRunEvent()
    expect(event).toMatchObject({
      action: 'completed',
      workflow_run: {
        id: scene.headRun.id,
        event: 'pull_request',
        status: 'completed',
        conclusion: 'success',
        head_sha: scene.shas.head,
      },
      workflow: { name: 'Benchmarks', path: '.github/workflows/bench.yml' },
      repository: { full_name: 'octo-org/bench-demo' },
    })
    expect(event.workflow_run.pull_requests?.map((p) => p.number)).toEqual([42])
    expect(workflowRunEvent(fake, scene.headRun)).toEqual(event)
    const env = scene.workflowRunEnv()
    expect(env).toMatchObject({
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: scene.shas.base,
    })
    expect(env.GITHUB_RUN_ID).not.toBe(String(scene.headRun.id))
    expect(scene.workflowRunEnv()).toEqual(env)
  })

  it('gives a fork PR’s token read-only permissions', async () => {
    const scene = seedScenario(fake, { baseFiles: files('base'), pr: { fork: true } })
    const octokit = new Octokit({ auth: scene.token, baseUrl: fake.url, log: silent })
    expect(scene.pullRequest.head.repo.full_name).toBe('contributor/bench-demo')
    expect(scene.pullRequest.user.login).toBe('contributor')
    await expect(
      octokit.rest.issues.createComment({
        owner: 'octo-org',
        repo: 'bench-demo',
        issue_number: 42,
        body: 'x',
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('GraphQL', () => {
  it('answers unknown fields and fragments with GraphQL errors, as HTTP 200', async () => {
    const scene = seedScenario(fake, { baseFiles: files('base') })
    const post = (query: string) =>
      fetch(fake.graphqlUrl, {
        method: 'POST',
        headers: {
          authorization: `bearer ${scene.token}`,
          'content-type': 'application/json',
          'user-agent': 'test',
        },
        body: JSON.stringify({ query }),
      })
    const unknown = await post('{ viewer { login nickname } }')
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toMatchObject({
      errors: [
        { message: "Field 'nickname' doesn't exist on type 'Bot'", path: ['viewer', 'nickname'] },
      ],
    })
    const aliased = await post('query Who { me: viewer { name: login, __typename } }')
    expect(await aliased.json()).toEqual({
      data: { me: { name: 'github-actions[bot]', __typename: 'Bot' } },
    })
    const fragment = await post('{ viewer { ...F } } fragment F on Bot { login }')
    expect(await fragment.json()).toMatchObject({
      errors: [{ message: expect.stringMatching(/Fragments are not supported/) }],
    })
  })
})

describe('rate limit', () => {
  it('answers 403 with x-ratelimit-remaining 0 once a token’s budget is spent', async () => {
    const scene = seedScenario(fake, { baseFiles: files('base') })
    fake.addToken('ghs_almostspent', { login: 'github-actions[bot]', rateLimit: { remaining: 1 } })
    const octokit = new Octokit({ auth: 'ghs_almostspent', baseUrl: fake.url, log: silent })
    await octokit.rest.actions.getWorkflowRun({
      owner: 'octo-org',
      repo: 'bench-demo',
      run_id: scene.baseRun.id,
    })
    const error = await octokit.rest.actions
      .getWorkflowRun({ owner: 'octo-org', repo: 'bench-demo', run_id: scene.baseRun.id })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 403,
      response: { headers: { 'x-ratelimit-remaining': '0' } },
    })
    expect((error as Error).message).toMatch(/API rate limit exceeded for installation ID \d+\./)
  })
})

import { describe, expect } from 'vitest'
import { pullRequestEvent, seedScenario, type FakeGitHub } from '../fakes/github-api/index.js'
import {
  apiRequests,
  commentsOn,
  hyperfine,
  hyperfineArtifact,
  notices,
  onlyComment,
  runAction,
  it,
  ourEarlierComment,
} from './support.js'

const MARKER = '<!-- bench-verdict:bench.yml/bench -->'
const writes = (fake: FakeGitHub) =>
  apiRequests(fake)
    .filter((r) => r.method !== 'GET' && r.path !== '/graphql')
    .map((r) => r.method)

// On its own: the runs it starts at once must not wait behind other tests' processes.
describe('concurrent runs (F22)', () => {
  it('leaves exactly one comment when several runs start at once', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    // Slow creation, so the runs list before any comment exists and several create one.
    fake.injectFault({
      method: 'POST',
      path: /\/issues\/\d+\/comments$/,
      times: Infinity,
      delayMs: 1500,
    })
    const runs = await Promise.all(
      [1, 2, 3, 4].map((seed) =>
        runAction(fake, scenario, { files: { 'out/head.json': hyperfine({ seed }) } }),
      ),
    )
    const survivor = onlyComment(fake, scenario)
    expect(survivor.body.startsWith(MARKER)).toBe(true)
    expect(runs.map((r) => [r.exitCode, r.outputs.verdict, r.outputs['comment-id']])).toEqual(
      runs.map(() => [0, 'pass', String(survivor.id)]),
    )
    const created = apiRequests(fake).filter((r) => r.method === 'POST' && r.status === 201)
    const deleted = apiRequests(fake).filter((r) => r.method === 'DELETE' && r.status === 204)
    expect(created.length).toBeGreaterThanOrEqual(2)
    expect(deleted).toHaveLength(created.length - 1)

    // Re-running converges to the same single comment.
    const again = await runAction(fake, scenario)
    expect(again.outputs['comment-id']).toBe(String(survivor.id))
    expect(commentsOn(fake, scenario).map((c) => c.id)).toEqual([survivor.id])
  })
})

describe.concurrent('one sticky comment (F22)', () => {
  it('keeps separate comments for workflows and suites with default keys, each updated in place', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const run = (workflow: string, artifactName?: string, seed = 1) =>
      runAction(fake, scenario, {
        files: { 'out/head.json': hyperfine({ seed }) },
        inputs: {
          'base-workflow': 'bench.yml',
          ...(artifactName ? { 'artifact-name': artifactName } : {}),
        },
        env: {
          GITHUB_WORKFLOW_REF: `octo-org/bench-demo/.github/workflows/${workflow}@refs/pull/42/merge`,
        },
      })
    for (const seed of [1, 2]) {
      await run('bench-linux.yml', undefined, seed)
      await run('bench-wasm.yml', undefined, seed)
      await run('bench-linux.yml', 'bench-results-arm64', seed)
    }
    expect(commentsOn(fake, scenario).map((c) => c.body.split('\n')[0])).toEqual([
      '<!-- bench-verdict:bench-linux.yml/bench -->',
      '<!-- bench-verdict:bench-wasm.yml/bench -->',
      '<!-- bench-verdict:bench-linux.yml/bench/bench-results-arm64 -->',
    ])
    expect(writes(fake)).toEqual(['POST', 'POST', 'POST', 'PATCH', 'PATCH', 'PATCH'])
  })

  it('never lets a run for an older head overwrite the comment of a newer run', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    await runAction(fake, scenario, { files: { 'out/head.json': hyperfine({ scale: 1.3 }) } })
    const newer = onlyComment(fake, scenario).body
    // A run for the previous head, started earlier (smaller run id), finishing late.
    const oldHead = 'c'.repeat(40)
    const stale = fake.addWorkflowRun({
      id: scenario.headRun.id - 1000,
      event: 'pull_request',
      head_branch: 'feature/faster-parser',
      head_sha: oldHead,
    })
    const event = pullRequestEvent(fake, scenario.pullRequest)
    const result = await runAction(fake, scenario, {
      event: {
        ...event,
        pull_request: { ...event.pull_request, head: { ...event.pull_request.head, sha: oldHead } },
      },
      env: { GITHUB_RUN_ID: String(stale.id) },
    })
    expect(result.outputs.verdict).toBe('pass')
    expect(notices(result)).toContainEqual(
      expect.stringContaining(
        'The PR comment was left as it is: a newer run already reported on a newer head',
      ),
    )
    expect(onlyComment(fake, scenario).body).toBe(newer)
  })

  it('finds its comment on the third page, by marker and author, and ignores a quote of the marker', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const issue = { issue_number: scenario.pullRequest.number }
    for (let i = 0; i < 150; i++)
      fake.addComment({ ...issue, user: 'octocat', body: `review ${i}` })
    fake.addComment({ ...issue, user: 'mallory', body: `${MARKER}\nquoted by someone else` })
    const ours = ourEarlierComment(fake, scenario, 'old')
    for (let i = 0; i < 60; i++) fake.addComment({ ...issue, user: 'octocat', body: `more ${i}` })
    const result = await runAction(fake, scenario)
    expect(result.outputs['comment-id']).toBe(String(ours.id))
    const comments = commentsOn(fake, scenario)
    expect(comments).toHaveLength(212)
    expect(comments.find((c) => c.user?.login === 'mallory')?.body).toBe(
      `${MARKER}\nquoted by someone else`,
    )
    expect(comments.find((c) => c.id === ours.id)?.body).toContain('### ✅ Benchmarks: pass')
    const pages = apiRequests(fake)
      .filter(
        (r) =>
          r.path.endsWith('/comments') ||
          /\/repositories\/\d+\/issues\/\d+\/comments$/.test(r.path),
      )
      .map((r) => r.query.page ?? '1')
    // The oldest page, then the newest back: the comment and both its neighbours are read.
    expect(pages).toEqual(['1', '3', '2'])
    expect(writes(fake)).toEqual(['PATCH'])
  })
})

describe.concurrent('the token’s identity', () => {
  it('asks GET /user once for a personal token, and never touches the Actions bot’s comment', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const pat = `ghp_${'Q'.repeat(36)}`
    fake.addToken(pat, { login: 'perf-bot', type: 'User', permissions: 'write' })
    const bot = fake.addComment({
      issue_number: scenario.pullRequest.number,
      user: 'github-actions[bot]',
      body: `${MARKER}\nfrom the default token`,
    })
    const run = (seed: number) =>
      runAction(fake, scenario, {
        inputs: { 'github-token': pat },
        files: { 'out/head.json': hyperfine({ seed }) },
      })
    await run(1)
    await run(2)
    const comments = commentsOn(fake, scenario)
    expect(comments.map((c) => c.user?.login)).toEqual(['github-actions[bot]', 'perf-bot'])
    expect(comments[0]?.body).toBe(bot.body)
    expect(apiRequests(fake).filter((r) => r.path === '/user')).toHaveLength(2)
    expect(writes(fake)).toEqual(['POST', 'PATCH'])
  })

  it('recognises its own comment under another GitHub App’s installation token (GraphQL viewer)', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const appToken = `ghs_${'A'.repeat(36)}`
    fake.addToken(appToken, { login: 'bench-app[bot]', permissions: 'write' })
    const run = (seed: number) =>
      runAction(fake, scenario, {
        inputs: { 'github-token': appToken },
        files: { 'out/head.json': hyperfine({ seed }) },
      })
    await run(1)
    await run(2)
    expect(onlyComment(fake, scenario).user?.login).toBe('bench-app[bot]')
    expect(writes(fake)).toEqual(['POST', 'PATCH'])
    expect(apiRequests(fake).filter((r) => r.path === '/graphql')).toHaveLength(1)
  })
})

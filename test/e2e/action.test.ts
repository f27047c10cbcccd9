import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seedScenario, startFakeGitHub, type FakeGitHub } from '../fakes/github-api/index.js'
import { REPO_ROOT, runBundledAction } from '../support/action-runner.js'

const fixture = (name: string) => readFileSync(path.join(REPO_ROOT, 'fixtures', name), 'utf8')

/** A fresh workspace holding `files`, as a job's checkout would after the benchmark step. */
function workspaceWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-ws-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

let fake: FakeGitHub
beforeEach(async () => {
  fake = await startFakeGitHub()
})
afterEach(async () => {
  await fake.close()
})

describe('the bundled Action on a pull request', () => {
  it('compares with the base run at the PR base SHA, posts one comment, and fails on real regressions', async () => {
    const scenario = seedScenario(fake, {
      baseFiles: { 'base.json': fixture('google-benchmark/base.json') },
    })
    const run = (head: string) =>
      runBundledAction({
        inputs: { results: 'out/*.json', 'github-token': scenario.token, history: '0' },
        env: scenario.env,
        event: scenario.event,
        eventName: 'pull_request',
        workspace: workspaceWith({ 'out/head.json': fixture(head) }),
      })
    const first = await run('google-benchmark/head.json')
    expect(first.stderr).toBe('')
    expect(first.exitCode).toBe(1)
    expect(first.outputs.verdict).toBe('fail')
    expect(JSON.parse(first.outputs.rerun ?? '')).toEqual(['BM_Crc32/1024', 'BM_Crc32/16384'])
    const [comment] = fake.comments('octo-org', 'bench-demo', scenario.pullRequest.number)
    expect(comment?.body?.split('\n')[0]).toBe('<!-- bench-verdict:bench.yml/bench -->')
    expect(comment?.body).toContain('### ❌ Benchmarks: fail')
    expect(comment?.body).toMatch(
      /\| `BM_Crc32\/1024` \| real\\_time \| .* \| 🔺 regression \(strong\) \|/,
    )
    expect(comment?.body).toMatch(
      /\| `BM_Checksum` \| real\\_time \| .* \| 🟢 improvement \(strong\) \|/,
    )
    expect(first.outputs['comment-id']).toBe(String(comment?.id))
    expect(first.summary).toContain('### ❌ Benchmarks: fail')

    // A new push to the PR whose numbers now equal the base's: same comment, new verdict.
    const second = await run('google-benchmark/base-aa.json')
    expect(second.outputs.verdict).not.toBe('fail')
    expect(second.exitCode).toBe(0)
    const comments = fake.comments('octo-org', 'bench-demo', scenario.pullRequest.number)
    expect(comments).toHaveLength(1)
    expect(second.outputs['comment-id']).toBe(String(comment?.id))
    const writes = fake.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`)
    expect(writes).toEqual([
      `POST /repos/octo-org/bench-demo/issues/${scenario.pullRequest.number}/comments`,
      `PATCH /repos/octo-org/bench-demo/issues/comments/${comment?.id ?? 0}`,
    ])
  })

  it('is a neutral no-baseline outcome showing the head numbers when the base branch has no results', async () => {
    const scenario = seedScenario(fake, {
      baseFiles: { 'base.json': fixture('google-benchmark/base.json') },
      artifactName: 'other-name',
    })
    const result = await runBundledAction({
      inputs: { results: 'out/*.json', 'github-token': scenario.token },
      env: scenario.env,
      event: scenario.event,
      eventName: 'pull_request',
      workspace: workspaceWith({ 'out/head.json': fixture('google-benchmark/head.json') }),
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('no-baseline')
    const [comment] = fake.comments('octo-org', 'bench-demo', scenario.pullRequest.number)
    expect(comment?.body).toContain(
      'no baseline: no successful push run on main has a live artifact named "bench-results"',
    )
  })

  it('never prints the token or a signed URL', async () => {
    const scenario = seedScenario(fake, {
      baseFiles: { 'base.json': fixture('google-benchmark/base.json') },
    })
    const result = await runBundledAction({
      inputs: { results: 'out/*.json', 'github-token': scenario.token },
      env: scenario.env,
      event: scenario.event,
      eventName: 'pull_request',
      workspace: workspaceWith({ 'out/head.json': fixture('google-benchmark/head.json') }),
    })
    // `::add-mask::` is how the runner learns what to mask; it never shows in the log.
    const logged = result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
    const printed = [...logged, result.stderr, result.summary, JSON.stringify(result.outputs)].join(
      '\n',
    )
    for (const secret of fake.secrets()) expect(printed).not.toContain(secret)
  })
})

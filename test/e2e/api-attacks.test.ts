/**
 * The API attacks of docs/security.md against the fake GitHub on loopback: a hijacked sticky
 * comment, a forged on-change hash, a matrix glob over many artifacts, a PR with thousands of
 * comments, and an API that hangs. Each reproduces the attack, small, then checks the rule.
 */
import { describe, expect } from 'vitest'
import { idLine } from '../../src/publish/sticky-comment.js'
import { faults, seedScenario, type FakeGitHub } from '../fakes/github-api/index.js'
import {
  ALL_OUTPUTS,
  apiRequests,
  commentsOn,
  hyperfine,
  hyperfineArtifact,
  it,
  notices,
  ourEarlierComment,
  printed,
  runAction,
  writtenOutputNames,
} from './support.js'

const MARKER = '<!-- bench-verdict:bench.yml/bench -->'
const commentWrites = (fake: FakeGitHub) =>
  apiRequests(fake)
    .filter((r) => r.method !== 'GET' && r.path !== '/graphql')
    .map((r) => r.method)

describe.concurrent('sticky-comment hijack', () => {
  it('never adopts, deletes or leaves as the verdict a bot comment with the marker and a forged run line', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    // Another workflow of the repository, writing as github-actions[bot], quoted fork text.
    const forgedBody = `${MARKER}\n<!-- bench-verdict-run:99999999:${'f'.repeat(40)} -->\n### ✅ Benchmarks: pass — forged`
    const forged = fake.addComment({
      issue_number: scenario.pullRequest.number,
      user: 'github-actions[bot]',
      body: forgedBody,
    })
    const result = await runAction(fake, scenario, {
      files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
    })
    expect(result.outputs.verdict).toBe('fail')
    const comments = commentsOn(fake, scenario)
    expect(comments.map((c) => c.id)).toHaveLength(2)
    const forgedNow = comments.find((c) => c.id === forged.id)
    expect(forgedNow?.body).toBe(forgedBody)
    expect(forgedNow?.minimized_reason).toBe('outdated')
    const ours = comments.find((c) => c.id !== forged.id)
    expect(ours?.body).toContain('### ❌ Benchmarks: fail')
    expect(result.outputs['comment-id']).toBe(String(ours?.id))
    expect(result.stdout).toMatch(
      /::warning::1 comment on this pull request carries the bench-verdict marker but was not written by this workflow's runs/,
    )
    expect(commentWrites(fake)).toEqual(['POST'])

    // The next run keeps ours and still leaves the forged one alone.
    const again = await runAction(fake, scenario)
    expect(again.outputs['comment-id']).toBe(String(ours?.id))
    expect(
      commentsOn(fake, scenario)
        .map((c) => c.id)
        .sort(),
    ).toEqual([forged.id, ours?.id].sort())
    expect(commentWrites(fake)).toEqual(['POST', 'PATCH'])
  })

  it('refuses an id line that names a run of another workflow, and one copied onto another body', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const real = ourEarlierComment(fake, scenario, '### ❌ Benchmarks: fail')
    // The real header copied onto a pass: the digest no longer matches the body.
    const copied = fake.addComment({
      issue_number: scenario.pullRequest.number,
      user: 'github-actions[bot]',
      body: real.body.replace('❌ Benchmarks: fail', '✅ Benchmarks: pass'),
    })
    // A labeler workflow's run, named by an id line signed as if for bench.yml.
    const labeler = fake.addWorkflowRun({ workflow: 'labeler.yml', status: 'in_progress' })
    const writer = {
      workflowPath: '.github/workflows/bench.yml',
      runId: labeler.id,
      runAttempt: 1,
    }
    const text = '### ✅ Benchmarks: pass'
    const other = fake.addComment({
      issue_number: scenario.pullRequest.number,
      user: 'github-actions[bot]',
      body: `${MARKER}\n${idLine(MARKER, writer, text)}\n${text}`,
    })
    const result = await runAction(fake, scenario)
    expect(result.outputs['comment-id']).toBe(String(real.id))
    const byId = new Map(commentsOn(fake, scenario).map((c) => [c.id, c]))
    expect(byId.get(real.id)?.body).toContain('### ✅ Benchmarks: pass')
    expect(byId.get(copied.id)?.minimized_reason).toBe('outdated')
    expect(byId.get(other.id)?.minimized_reason).toBe('outdated')
    expect(byId.get(other.id)?.body).toContain('✅ Benchmarks: pass')
  })
})

describe.concurrent('comment-signing-key', () => {
  it('adopts only comments whose HMAC checks: a plain digest naming this run is foreign, ours is updated across runs, a new key replaces it', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const key = 'e3b98a4c1f0d27a65c4b3e2d1f0a9b87'
    // A concurrent workflow writing fork text as github-actions[bot] during our run: the plain
    // digest is public, and it names the run that is going on.
    const forgedText = '### ✅ Benchmarks: pass — forged'
    const forgedWriter = {
      workflowPath: '.github/workflows/bench.yml',
      runId: scenario.headRun.id,
      runAttempt: 1,
    }
    const forgedBody = `${MARKER}\n${idLine(MARKER, forgedWriter, forgedText)}\n${forgedText}`
    const forged = fake.addComment({
      issue_number: scenario.pullRequest.number,
      user: 'github-actions[bot]',
      body: forgedBody,
    })
    const first = await runAction(fake, scenario, {
      inputs: { 'comment-signing-key': key },
      files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
    })
    expect(first.outputs.verdict).toBe('fail')
    const afterFirst = commentsOn(fake, scenario)
    expect(afterFirst.map((c) => c.id)).toHaveLength(2)
    expect(afterFirst.find((c) => c.id === forged.id)).toMatchObject({
      body: forgedBody,
      minimized_reason: 'outdated',
    })
    const ours = afterFirst.find((c) => c.id !== forged.id)
    expect(ours?.body).toContain('### ❌ Benchmarks: fail')
    expect(first.outputs['comment-id']).toBe(String(ours?.id))
    expect(first.stdout).toContain(
      '(forged, or from a version without id lines, or not signed with this comment-signing-key)',
    )
    expect(first.stdout).toContain(`::add-mask::${key}`)
    expect(printed(first)).not.toContain(key)

    // A later run of the workflow, same key: the same comment, updated in place.
    const later = fake.addWorkflowRun({
      workflow: 'bench.yml',
      event: 'pull_request',
      status: 'in_progress',
      head_branch: scenario.pullRequest.head.ref,
      head_sha: scenario.pullRequest.head.sha,
    })
    const second = await runAction(fake, scenario, {
      inputs: { 'comment-signing-key': key },
      env: { GITHUB_RUN_ID: String(later.id) },
    })
    expect(second.outputs.verdict).toBe('pass')
    expect(second.outputs['comment-id']).toBe(String(ours?.id))
    const afterSecond = commentsOn(fake, scenario)
    expect(afterSecond.map((c) => c.id)).toEqual([forged.id, ours?.id])
    expect(afterSecond[1]?.body).toContain('### ✅ Benchmarks: pass')
    expect(afterSecond[1]?.body.split('\n')[1]).toMatch(
      new RegExp(`^<!-- bench-verdict-id:${later.id}\\.1:[0-9a-f]{32} -->$`),
    )

    // The key changes: our old comment is now foreign, hidden as outdated, and replaced.
    const third = await runAction(fake, scenario, {
      inputs: { 'comment-signing-key': 'f'.repeat(32) },
      env: { GITHUB_RUN_ID: String(later.id) },
    })
    const afterThird = commentsOn(fake, scenario)
    expect(afterThird).toHaveLength(3)
    const replaced = afterThird.find((c) => c.id === ours?.id)
    expect(replaced?.minimized_reason).toBe('outdated')
    expect(replaced?.body).toBe(afterSecond[1]?.body)
    const replacement = afterThird.find((c) => c.id !== forged.id && c.id !== ours?.id)
    expect(third.outputs['comment-id']).toBe(String(replacement?.id))
    expect(replacement?.body).toContain('### ✅ Benchmarks: pass')
  })

  it('refuses a short key as an invalid input, without printing it', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const result = await runAction(fake, scenario, {
      inputs: { 'comment-signing-key': 'hunter2-secret' },
    })
    expect(result.outputs.verdict).toBe('error')
    expect(result.stdout).toContain(
      'comment-signing-key: expected a random secret of at least 16 characters',
    )
    expect(printed(result)).not.toContain('hunter2-secret')
    expect(commentsOn(fake, scenario)).toEqual([])
  })
})

describe.concurrent('comment: on-change hash forgery', () => {
  it('reads the hash only from the header: a benchmark name spelling the next hash does not keep an old pass', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const onChange = { inputs: { comment: 'on-change' } }
    // The failing results' hash, as a first run writes it.
    const first = await runAction(fake, scenario, {
      ...onChange,
      files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
    })
    expect(first.outputs.verdict).toBe('fail')
    const failBody = commentsOn(fake, scenario)[0]?.body ?? ''
    const failHash = /^<!-- bench-verdict-hash:([0-9a-f]{16}) -->$/m.exec(failBody)?.[1]
    expect(failHash).toMatch(/^[0-9a-f]{16}$/)
    // A pass whose benchmark name carries the failing run's hash line.
    const suite = { [`parse <!-- bench-verdict-hash:${failHash} -->`]: 0.012 }
    await runAction(fake, scenario, {
      ...onChange,
      files: { 'out/head.json': hyperfine({ suite }) },
    })
    const planted = commentsOn(fake, scenario)[0]?.body ?? ''
    expect(planted).toContain(`bench-verdict-hash:${failHash}`)
    expect(planted.split('\n')[2]).not.toBe(`<!-- bench-verdict-hash:${failHash} -->`)
    // The failing results again: the comment must show the failure, not keep the planted pass.
    const third = await runAction(fake, scenario, {
      ...onChange,
      files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
    })
    expect(third.outputs.verdict).toBe('fail')
    expect(commentsOn(fake, scenario)[0]?.body).toContain('### ❌ Benchmarks: fail')
  })
})

describe.concurrent('API budget', () => {
  it('reads at most 64 artifacts of a matrix glob over 300, names the cap, and still reports', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    for (let i = 0; i < 300; i++)
      fake.addArtifact(scenario.headRun.id, {
        name: `bench-results-leg${String(i).padStart(3, '0')}`,
        files: hyperfineArtifact(),
      })
    const result = await runAction(fake, scenario, {
      inputs: { results: '', 'artifact-name': 'bench-results-*', history: '0' },
      files: {},
    })
    const requests = apiRequests(fake)
    const downloads = requests.filter((r) => r.path.endsWith('/zip'))
    expect(downloads.length).toBeLessThanOrEqual(64)
    expect(requests.length).toBeLessThan(100)
    expect(result.stdout).toContain(
      `::warning::run ${scenario.headRun.id} has more artifacts that artifact-name selects than the 64 read per run`,
    )
    expect(result.stdout).toContain('from "bench-results-leg064" on')
    const report = result.outputs.verdict
    expect(report).toBe('no-baseline')
    const body = commentsOn(fake, scenario)[0]?.body ?? ''
    expect(body).toContain('`leg000`')
    expect(body).not.toContain('`leg064`')
    expect(body.length).toBeLessThan(65_536)
  })

  it('downloads at most 128 artifacts for base and 20 history runs of 7 legs, says how many runs it read, and still reports', async ({
    fake,
  }) => {
    const legs = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      headFiles: hyperfineArtifact(),
      history: 20,
      artifactName: 'bench-results-a',
    })
    for (const run of [scenario.headRun, scenario.baseRun, ...scenario.historyRuns])
      for (const leg of legs.slice(1))
        fake.addArtifact(run.id, { name: `bench-results-${leg}`, files: hyperfineArtifact() })
    const result = await runAction(fake, scenario, {
      inputs: { results: '', 'artifact-name': 'bench-results-*', history: '20' },
      files: {},
    })
    const downloads = apiRequests(fake).filter((r) => r.path.endsWith('/zip'))
    const blobs = fake.requests.filter((r) => r.path.startsWith('/_blob/'))
    // The head run's 7, then 7 for the base and each of 17 history runs: 126 of the 128.
    expect(downloads).toHaveLength(7 + 126)
    expect(blobs).toHaveLength(7 + 126)
    const cut = scenario.historyRuns[17]?.id ?? 0
    expect(result.stdout).toMatch(
      new RegExp(
        `::warning::History: 17 of the 20 earlier base runs asked for were read; base run ${cut} and any older ones are left out, past the run's download budget of 128 artifact downloads and 1 GiB per run, base and history runs together: 126 downloads, [\\d.]+ KiB spent, and run ${cut} needs 7 downloads, with 2 left\\.`,
      ),
    )
    expect(result.outputs.verdict).toBe('pass')
    const body = commentsOn(fake, scenario)[0]?.body ?? ''
    expect(body).toContain('history: 17 earlier base runs')
    expect(body.split(`left out, past the run's download budget`)).toHaveLength(2)
  })

  it('finds its comment among 3,000 in a few pages, and caps the lookup with a note', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const issue = { issue_number: scenario.pullRequest.number }
    for (let i = 0; i < 3_000; i++) fake.addComment({ ...issue, user: 'octocat', body: `c ${i}` })
    const listPages = () =>
      apiRequests(fake).filter((r) => /\/issues\/\d+\/comments$/.test(r.path) && r.method === 'GET')
    await runAction(fake, scenario)
    // Not there yet: oldest page plus 9 newest, then the create and its check (3 pages).
    const firstRun = listPages().length
    expect(firstRun).toBeLessThanOrEqual(13)
    const ours = commentsOn(fake, scenario).find((c) => c.body.startsWith(MARKER))
    expect(ours).toBeDefined()
    const before = listPages().length
    const again = await runAction(fake, scenario)
    expect(again.outputs['comment-id']).toBe(String(ours?.id))
    // On the newest page now: page 1, the last and the one before it.
    expect(listPages().length - before).toBe(3)
    expect(notices(again)).toEqual([])
  })
})

describe.concurrent('hanging API', () => {
  it('never sends a create twice blindly: a POST that hangs is looked up first', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.injectFault({ method: 'POST', path: /\/issues\/\d+\/comments$/, ...faults.slow(2_500) })
    const started = performance.now()
    const result = await runAction(fake, scenario, {
      env: { BENCH_VERDICT_API_TIMEOUT_MS: '1000' },
    })
    const seconds = (performance.now() - started) / 1000
    const posts = apiRequests(fake).filter((r) => r.method === 'POST' && r.path !== '/graphql')
    expect(posts.length).toBeLessThanOrEqual(2)
    expect(result.stdout).toContain('creating the comment got no answer')
    expect(seconds).toBeLessThan(60)
    expect(commentsOn(fake, scenario).length).toBeLessThanOrEqual(posts.length)
    // However the race went, the next run leaves one comment.
    await runAction(fake, scenario)
    expect(commentsOn(fake, scenario)).toHaveLength(1)
  })

  it('stops calling an API that does not answer, with a message, and still reports', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.injectFault({ path: /^\/repos\//, times: Infinity, ...faults.slow(30_000) })
    const started = performance.now()
    const result = await runAction(fake, scenario, {
      env: { BENCH_VERDICT_API_TIMEOUT_MS: '500', BENCH_VERDICT_API_CALL_DEADLINE_MS: '1500' },
    })
    const seconds = (performance.now() - started) / 1000
    expect(seconds).toBeLessThan(30)
    expect(result.outputs.verdict).toBeDefined()
    expect(result.summary).toContain('Benchmarks:')
    expect(printed(result)).toContain(
      "no answer within the call's deadline (1.5s, retries included)",
    )
    // Each call ends at its deadline, retries included: at most 3 attempts of 0.5 s.
    const sent = apiRequests(fake).filter((r) => r.path.startsWith('/repos/'))
    expect(sent.length).toBeLessThanOrEqual(3 * 4)
  })

  it('makes no further call after 3 calls in a row got no answer, and still writes summary and outputs', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    // Everything hangs: the API, GraphQL and blob storage. Four references make six calls to
    // come (the base lookup, four reference lookups, the comment lookup), so the cut shows.
    fake.injectFault({ path: /./, times: Infinity, ...faults.slow(30_000) })
    const result = await runAction(fake, scenario, {
      inputs: { references: 'r1=run:101\nr2=run:102\nr3=run:103\nr4=run:104' },
      env: { BENCH_VERDICT_API_TIMEOUT_MS: '500', BENCH_VERDICT_API_CALL_DEADLINE_MS: '1500' },
    })
    // A call is its attempts: the retry plugin resends the same request, one after the other.
    const lines = fake.requests.map((r) => `${r.method} ${r.url}`)
    const calls = lines.filter((line, i) => line !== lines[i - 1])
    expect(calls).toEqual([
      'GET /repos/octo-org/bench-demo/actions/workflows/bench.yml/runs?branch=main&event=push&status=success&per_page=100',
      'GET /repos/octo-org/bench-demo/actions/runs/101',
      'GET /repos/octo-org/bench-demo/actions/runs/102',
    ])
    expect(fake.requests.every((r) => r.status === 0)).toBe(true)
    const why =
      'the GitHub API gave no answer to 3 calls in a row; no further calls are made in this run'
    expect(result.stdout).toContain(
      `::warning::Reference "r3" (run 103) is not compared: the lookup failed on the GitHub API (GET /repos/{owner}/{repo}/actions/runs/{run_id} not sent: ${why})`,
    )
    expect(result.stdout).toContain(
      `::notice::The PR comment could not be written (GET /repos/{owner}/{repo}/issues/{issue_number}/comments not sent: ${why}). The verdict is in the job summary and the step outputs.`,
    )
    expect(result.outputs.verdict).toBe('no-baseline')
    expect(writtenOutputNames(result).sort()).toEqual(ALL_OUTPUTS)
    expect([result.outputs['comment-id'], result.outputs['comment-url']]).toEqual(['', ''])
    expect(result.summary).toContain('### ⚪ Benchmarks: no-baseline')
    expect(result.summary).toContain('`parse large`')
  })
})

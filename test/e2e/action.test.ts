import { describe, expect } from 'vitest'
import { seedScenario } from '../fakes/github-api/index.js'
import {
  ALL_OUTPUTS,
  apiRequests,
  commentsOn,
  fixture,
  hyperfine,
  hyperfineArtifact,
  onlyComment,
  requestLines,
  runAction,
  it,
  writtenOutputNames,
} from './support.js'

describe.concurrent('the bundled Action on a pull request', () => {
  it('passes a warn verdict with one ::warning:: annotation that says the headline', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact() })
    const result = await runAction(fake, scenario, {
      inputs: { history: '0', 'fail-on': 'never' },
      files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('warn')
    expect(result.outputs.headline).toMatch(/^3 regressions beyond the noise floor \(worst: /)
    expect(result.stdout.split('\n').filter((l) => /^::(error|warning)/.test(l))).toEqual([
      // `%` is escaped as `%25` in a workflow command; the runner shows it as `%`.
      `::warning title=bench-verdict::bench-verdict: warn: ${(result.outputs.headline ?? '').replaceAll('%', '%25')}`,
    ])
  })

  it('compares with the base run at the PR base SHA, posts one comment, and fails on real regressions', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact() })
    const run = (scale: number) =>
      runAction(fake, scenario, {
        inputs: { history: '0' },
        files: { 'out/head.json': hyperfine({ scale }) },
      })
    const first = await run(1.3)
    expect(first.stderr).toBe('')
    expect(first.exitCode).toBe(1)
    expect(first.outputs.verdict).toBe('fail')
    expect(first.outputs.regressions).toBe('3')
    // One annotation, the headline first: what the run page shows.
    expect(first.stdout.split('\n').filter((l) => /^::(error|warning)/.test(l))).toEqual([
      expect.stringMatching(
        /^::error::bench-verdict: fail: 3 regressions beyond the noise floor \(worst: /,
      ),
    ])
    expect((JSON.parse(first.outputs.rerun ?? '') as string[]).sort()).toEqual([
      'parse large',
      'parse small',
      'render',
    ])
    const comment = onlyComment(fake, scenario)
    expect(comment.body.split('\n').slice(0, 4)).toEqual([
      '<!-- bench-verdict:bench.yml/bench -->',
      expect.stringMatching(
        new RegExp(`^<!-- bench-verdict-id:${scenario.headRun.id}\\.1:[0-9a-f]{32} -->$`),
      ),
      expect.stringMatching(/^<!-- bench-verdict-hash:[0-9a-f]{16} -->$/),
      `<!-- bench-verdict-run:${scenario.headRun.id}:${scenario.shas.head} -->`,
    ])
    expect(comment.body).toContain('### ❌ Benchmarks: fail')
    expect(comment.body).toMatch(/\| `render` \| wall time \| .* regression/)
    expect(comment.body).toContain(`[run ${scenario.baseRun.id}](`)
    expect(first.outputs['comment-id']).toBe(String(comment.id))
    expect(first.outputs['comment-url']).toBe(comment.html_url)
    // Each output once, with its final value: no empty comment-id before the filled one.
    expect(writtenOutputNames(first).sort()).toEqual(ALL_OUTPUTS)
    expect(first.summary).toContain('### ❌ Benchmarks: fail')

    // A new push to the PR whose numbers now equal the base's: same comment, new verdict.
    const second = await run(1)
    expect(second.outputs.verdict).toBe('pass')
    expect(second.exitCode).toBe(0)
    expect(onlyComment(fake, scenario).body).toContain('### ✅ Benchmarks: pass')
    expect(second.outputs['comment-id']).toBe(String(comment.id))
    expect(writtenOutputNames(second).sort()).toEqual(ALL_OUTPUTS)
    const writes = fake.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`)
    expect(writes).toEqual([
      `POST /repos/octo-org/bench-demo/issues/${scenario.pullRequest.number}/comments`,
      `PATCH /repos/octo-org/bench-demo/issues/comments/${comment.id}`,
    ])
  })

  it('reads real harness files (pytest-benchmark) from the workspace and the base artifact', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, {
      baseFiles: { 'with-data.json': fixture('pytest-benchmark-json/with-data.json') },
      history: 1,
    })
    const result = await runAction(fake, scenario, {
      files: { 'out/with-data.json': fixture('pytest-benchmark-json/with-data.json') },
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('pass')
    expect(JSON.parse(result.outputs.counts ?? '{}')).toMatchObject({ regression: 0 })
    expect(onlyComment(fake, scenario).body).toContain('history: 1 earlier base run')
  })

  it('is a neutral no-baseline outcome showing the head numbers when the base branch has no results', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      artifactName: 'other-name',
    })
    const result = await runAction(fake, scenario)
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('no-baseline')
    expect(onlyComment(fake, scenario).body).toContain(
      'no-baseline — no successful push run of bench.yml on main has a live artifact named "bench-results" (expired, or never uploaded)',
    )
  })

  it(`keeps a steady-state run within 4 + L·(K + 1) API requests: 10 with K = 5 history runs and L = 1`, async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 5 })
    await runAction(fake, scenario)
    fake.clearRequests()
    const steady = await runAction(fake, scenario, {
      files: { 'out/head.json': hyperfine({ seed: 7 }) },
    })
    expect(steady.outputs.verdict).toBe('pass')
    const lines = requestLines(fake).map((line) => line.replace(/\/\d+(\/zip)?$/, '/{id}$1'))
    expect(lines).toEqual([
      'GET /repos/octo-org/bench-demo/actions/workflows/bench.yml/runs',
      'GET /repos/octo-org/bench-demo/actions/artifacts',
      ...Array<string>(6).fill('GET /repos/octo-org/bench-demo/actions/artifacts/{id}/zip'),
      `GET /repos/octo-org/bench-demo/issues/${scenario.pullRequest.number}/comments`,
      'PATCH /repos/octo-org/bench-demo/issues/comments/{id}',
    ])
    expect(apiRequests(fake)).toHaveLength(4 + 1 * (5 + 1))
    expect(apiRequests(fake).find((r) => r.path.endsWith('/runs'))?.query).toMatchObject({
      branch: 'main',
      event: 'push',
      status: 'success',
      per_page: '100',
    })
    expect(commentsOn(fake, scenario)[0]?.body).toContain('history: 5 earlier base runs')
  })

  it('reads an A/A control from an artifact of this run, leg by leg like the head', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.addArtifact(scenario.headRun.id, {
      name: 'bench-control',
      files: hyperfineArtifact({ seed: 9 }),
    })
    const result = await runAction(fake, scenario, {
      inputs: { 'control-artifact-name': 'bench-control' },
    })
    expect(result.outputs.verdict).toBe('pass')
    expect(onlyComment(fake, scenario).body).toContain('A/A control: 1 run')
    expect(requestLines(fake)).toContain(
      `GET /repos/octo-org/bench-demo/actions/runs/${scenario.headRun.id}/artifacts`,
    )
  })

  it('links to GITHUB_SERVER_URL (GitHub Enterprise Server) and calls GITHUB_API_URL', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    await runAction(fake, scenario)
    const body = onlyComment(fake, scenario).body
    const links = [...body.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1] ?? '')
    const ours = links.filter((link) => !link.startsWith('https://github.com/bench-verdict/'))
    expect(ours.length).toBeGreaterThanOrEqual(2)
    for (const link of ours)
      expect(link.startsWith(`${fake.serverUrl}/octo-org/bench-demo/`)).toBe(true)
    expect(body).not.toContain(fake.url)
    expect(
      apiRequests(fake).every((r) => r.headers['user-agent']?.startsWith('bench-verdict')),
    ).toBe(true)
  })
})

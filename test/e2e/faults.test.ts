import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it as plainIt } from 'vitest'
import { REPO_ROOT } from '../support/fixtures.js'
import { faults, seedScenario, type FakeGitHub } from '../fakes/github-api/index.js'
import {
  apiRequests,
  commentsOn,
  hyperfine,
  hyperfineArtifact,
  notices,
  onlyComment,
  runAction,
  it,
} from './support.js'

const RUNS = '/repos/octo-org/bench-demo/actions/workflows/bench.yml/runs'
const ARTIFACTS = '/repos/octo-org/bench-demo/actions/artifacts'
const statusesOf = (fake: FakeGitHub, path: string) =>
  fake.requests.filter((r) => r.path === path).map((r) => r.status)
const regressed = { 'out/head.json': hyperfine({ scale: 1.3 }) }

describe.concurrent('transient server errors', () => {
  it('retries 500, 502 and 503 with backoff, then compares as usual', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    for (const status of [500, 502, 503] as const)
      fake.injectFault({ path: RUNS, ...faults.serverError(status) })
    const result = await runAction(fake, scenario, { files: regressed })
    expect(statusesOf(fake, RUNS)).toEqual([500, 502, 503, 200])
    expect(result.outputs.verdict).toBe('fail')
    expect(result.exitCode).toBe(1)
    expect(onlyComment(fake, scenario).body).toContain('### ❌ Benchmarks: fail')
  })

  it('retries a reset connection', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.injectFault({ path: ARTIFACTS, ...faults.networkReset() })
    const result = await runAction(fake, scenario, { files: regressed })
    expect(statusesOf(fake, ARTIFACTS)).toEqual([0, 200])
    expect(result.outputs.verdict).toBe('fail')
  })

  it('retries an answer slower than the request timeout', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.injectFault({ path: RUNS, ...faults.slow(3_000) })
    const result = await runAction(fake, scenario, {
      files: regressed,
      env: { BENCH_VERDICT_API_TIMEOUT_MS: '1000' },
    })
    expect(statusesOf(fake, RUNS)[0]).toBe(0)
    expect(fake.requests.filter((r) => r.path === RUNS).length).toBeGreaterThanOrEqual(2)
    expect(result.outputs.verdict).toBe('fail')
  })

  it('fetches a fresh signed URL when blob storage fails once', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.injectFault({ path: /^\/_blob\//, ...faults.serverError(503) })
    const result = await runAction(fake, scenario, { files: regressed })
    expect(apiRequests(fake).filter((r) => r.path.endsWith('/zip'))).toHaveLength(2)
    expect(result.outputs.verdict).toBe('fail')
  })

  it('gives a neutral no-baseline that names the error when the errors persist; a re-run converges to the same comment', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.injectFault({ path: RUNS, times: Infinity, ...faults.serverError(503) })
    const failed = await runAction(fake, scenario, { files: regressed })
    expect(failed.exitCode).toBe(0)
    expect(failed.outputs.verdict).toBe('no-baseline')
    expect(statusesOf(fake, RUNS)).toEqual([503, 503, 503, 503])
    const comment = onlyComment(fake, scenario)
    expect(comment.body).toContain(
      'no-baseline — the baseline lookup failed on the GitHub API (HTTP 503: Service Unavailable)',
    )
    fake.clearFaults()
    const again = await runAction(fake, scenario, { files: regressed })
    expect(again.outputs.verdict).toBe('fail')
    expect(commentsOn(fake, scenario).map((c) => c.id)).toEqual([comment.id])
    expect(onlyComment(fake, scenario).body).toContain('### ❌ Benchmarks: fail')
  })
})

describe.concurrent('permissions and vanished runs', () => {
  it('names the missing `actions: read` permission when listing runs is refused (403)', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      permissions: { contents: 'read', 'pull-requests': 'write' },
    })
    const result = await runAction(fake, scenario)
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('no-baseline')
    expect(onlyComment(fake, scenario).body).toContain(
      'Resource not accessible by integration); the job needs \\`actions: read\\`',
    )
  })

  it('fails the step with an error, not a neutral no-baseline, on bad credentials (401)', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact() })
    const result = await runAction(fake, scenario, { inputs: { 'github-token': 'ghs_bogus' } })
    expect(result.exitCode).toBe(1)
    expect(result.outputs.verdict).toBe('error')
    expect(result.stdout).toContain(
      '::error::bench-verdict failed: GitHub API answered HTTP 401: Bad credentials; check the github-token input',
    )
    expect(commentsOn(fake, scenario)).toEqual([])
  })

  it('warns, naming the path, when base-results matches no file', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact() })
    const result = await runAction(fake, scenario, { inputs: { 'base-results': 'base/nope.json' } })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('no-baseline')
    expect(result.stdout).toContain(
      '::warning::base-results matched no file (base/nope.json): no baseline. Check the path unless this is the first run.',
    )
  })

  it('is an error verdict, with the summary written, when the head run is gone (404)', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact() })
    const result = await runAction(fake, scenario, {
      inputs: { results: '', 'head-run-id': '999' },
      files: {},
    })
    expect(result.exitCode).toBe(1)
    expect(result.outputs.verdict).toBe('error')
    expect(result.summary).toContain(
      "the head run's artifacts could not be read (HTTP 404: Not Found)",
    )
    expect(onlyComment(fake, scenario).body).toContain('### ⛔ Benchmarks: error')
  })

  it('names the cause in the ::error:: annotation when no head results could be read', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const result = await runAction(fake, scenario, { inputs: { results: 'bench-out/nope.json' } })
    expect(result.exitCode).toBe(1)
    expect(result.outputs.verdict).toBe('error')
    const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::error'))
    // One annotation; its lines are %0A-escaped as workflow commands require.
    expect(annotations).toEqual([
      '::error::bench-verdict: error: no head results could be read%0A- bench-out/nope.json: no file matches this path or pattern',
    ])
  })
})

describe('run outside a workflow', () => {
  plainIt(
    'names the runner variables that are missing instead of crashing (node dist/index.js)',
    () => {
      const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'dist/index.js')], {
        cwd: mkdtempSync(path.join(tmpdir(), 'bv-no-workflow-')),
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
      })
      expect(run.status).toBe(1)
      const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'))
      expect(errors).toEqual([
        '::error::bench-verdict failed: GITHUB_REPOSITORY, GITHUB_EVENT_NAME, GITHUB_SHA are not set: the Actions runner sets them in a workflow step. Run this Action from a workflow; to compare result files on your own machine, use the CLI (`npx bench-verdict compare --base … --head …`)',
      ])
      expect(run.stdout).not.toContain('This is a bug')
      expect(run.stdout).toContain('::set-output name=verdict::error')
    },
  )

  plainIt('works without GITHUB_REF, which GitHub leaves unset for some events', () => {
    // In a folder of its own: with neither RUNNER_TEMP nor GITHUB_WORKSPACE set, the Action
    // writes its comment file into the working directory, which must not be this repository.
    const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'dist/index.js')], {
      cwd: mkdtempSync(path.join(tmpdir(), 'bv-no-workflow-')),
      env: {
        PATH: process.env.PATH ?? '',
        GITHUB_REPOSITORY: 'octo-org/bench-demo',
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        GITHUB_SHA: '4f9d2c7e1b3a58d6e0f1a2b3c4d5e6f708192a3b',
        GITHUB_API_URL: 'http://127.0.0.1:9',
        'INPUT_GITHUB-TOKEN': 'x',
        INPUT_RESULTS: 'nope/*.json',
        BENCH_VERDICT_API_TIMEOUT_MS: '200',
        BENCH_VERDICT_API_RETRY_BASE_MS: '1',
      },
      encoding: 'utf8',
    })
    expect(run.stdout).not.toContain('startsWith')
    expect(run.stdout).not.toContain('This is a bug')
  })
})

describe.concurrent('rate limits', () => {
  it('waits out a 429 with a short retry-after', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.injectFault({ path: ARTIFACTS, ...faults.tooManyRequests(1) })
    const result = await runAction(fake, scenario, { files: regressed })
    expect(statusesOf(fake, ARTIFACTS)).toEqual([429, 200])
    expect(result.stdout).toContain(
      'GitHub API answered 429 on GET /repos/{owner}/{repo}/actions/artifacts; retrying in 1s',
    )
    expect(result.outputs.verdict).toBe('fail')
  })

  it('waits out a secondary rate limit (403 with retry-after)', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.injectFault({ path: RUNS, ...faults.secondaryRateLimit(1) })
    const result = await runAction(fake, scenario, { files: regressed })
    expect(statusesOf(fake, RUNS)).toEqual([403, 200])
    expect(result.stdout).toContain('GitHub API secondary rate limit on GET')
    expect(result.outputs.verdict).toBe('fail')
  })

  it('skips the comparison with a neutral verdict when the reset is far away (F26)', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    fake.injectFault({ path: RUNS, ...faults.primaryRateLimit(20 * 60) })
    const result = await runAction(fake, scenario, { files: regressed })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('no-baseline')
    expect(statusesOf(fake, RUNS)).toEqual([403])
    expect(onlyComment(fake, scenario).body).toContain(
      'no-baseline — baseline lookup hit the API rate limit; comparison skipped',
    )
  })

  it('loses no verdict when the token runs out of requests mid-run (F26)', async ({ fake }) => {
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      history: 0,
      rateLimit: { remaining: 2 },
    })
    const result = await runAction(fake, scenario, { files: regressed })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('no-baseline')
    expect(result.summary).toContain('baseline lookup hit the API rate limit; comparison skipped')
    expect(notices(result)).toContainEqual(
      expect.stringContaining(
        'The PR comment could not be written (HTTP 403: API rate limit exceeded',
      ),
    )
    expect(commentsOn(fake, scenario)).toEqual([])
  })
})

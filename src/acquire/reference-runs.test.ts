/** Which runs may serve as a named reference (docs/architecture.md §7), against the loopback fake GitHub. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  seedScenario,
  startFakeGitHub,
  type FakeGitHub,
} from '../../test/fakes/github-api/index.js'
import { createOctokit } from '../github/octokit-client.js'
import { runScratch } from './scratch-directory.js'
import { artifactSelector } from './artifact-selector.js'
import { acquireReferenceRun, type ReferenceQuery } from './reference-runs.js'

let fake: FakeGitHub
let token: string

beforeEach(async () => {
  fake = await startFakeGitHub()
  token = seedScenario(fake, { baseFiles: { 'results.json': '{"base": true}' } }).token
})

afterEach(async () => {
  runScratch.remove()
  await fake.close()
})

const SHA = (c: string) => c.repeat(40)
const files = { 'results.json': '{"reference": true}' }

/** A run of `bench.yml` (unless said otherwise) at commit `sha`, with a `bench-results` artifact. */
function addRun(sha: string, input: Parameters<FakeGitHub['addWorkflowRun']>[0] = {}) {
  fake.addCommit({ sha, parents: [] })
  const run = fake.addWorkflowRun({
    event: 'push',
    head_branch: 'release',
    head_sha: sha,
    ...input,
  })
  fake.addArtifact(run.id, { name: 'bench-results', files })
  return run
}

async function lookUp(target: ReferenceQuery['target'], workflow: string | number = 'bench.yml') {
  const octokit = createOctokit(token, fake.url, () => undefined, {
    requestTimeoutMs: 5000,
    retryBaseMs: 10,
    maxRateLimitWaitSeconds: 0,
    callDeadlineMs: 20_000,
    runDeadlineMs: 60_000,
    downloadDeadlineMs: 20_000,
  })
  return acquireReferenceRun(
    octokit,
    {
      owner: 'octo-org',
      repo: 'bench-demo',
      workflow,
      selector: artifactSelector('bench-results'),
      target,
    },
    fetch,
  )
}

const reasonOf = (outcome: Awaited<ReturnType<typeof lookUp>>) =>
  outcome.found ? 'found' : outcome.reason

describe('a reference named by run id', () => {
  it('is the successful push run of this workflow, on any branch, with its files by leg', async () => {
    const run = addRun(SHA('a'), { head_branch: 'release/1.4' })
    const outcome = await lookUp({ kind: 'run', value: String(run.id) })
    expect(outcome.found && outcome.run).toEqual({
      id: run.id,
      headSha: SHA('a'),
      createdAt: run.created_at,
      url: run.html_url,
    })
    expect(outcome.found && outcome.legs.get('')?.files.map((f) => f.name)).toEqual([
      'bench-results/results.json',
    ])
  })

  it.each([
    [
      'a pull_request run',
      { event: 'pull_request' },
      'is a pull_request run; references come only from successful push runs, never from pull requests or other events',
    ],
    [
      'a failed push run',
      { conclusion: 'failure' },
      'has not completed successfully (failure); references come only from successful push runs',
    ],
    [
      'another workflow’s run',
      { workflow: 'ci.yml' },
      'belongs to another workflow (.github/workflows/ci.yml), not bench.yml',
    ],
    [
      'a run of a fork’s code',
      { head_repository: 'mallory/bench-demo' },
      "ran code from another repository (mallory/bench-demo); references come only from this repository's push runs",
    ],
  ] as const)('is refused when it is %s', async (_, input, why) => {
    const run = addRun(SHA('b'), input)
    expect(reasonOf(await lookUp({ kind: 'run', value: String(run.id) }))).toBe(
      `run ${run.id} ${why}`,
    )
  })

  it('matches the workflow by id as well as by file name', async () => {
    const run = addRun(SHA('c'))
    expect((await lookUp({ kind: 'run', value: String(run.id) }, run.workflow_id)).found).toBe(true)
  })

  it('says when the run does not exist, or has no artifact of that name', async () => {
    expect(reasonOf(await lookUp({ kind: 'run', value: '99' }))).toBe(
      'run 99 was not found in octo-org/bench-demo',
    )
    fake.addCommit({ sha: SHA('d'), parents: [] })
    const bare = fake.addWorkflowRun({ event: 'push', head_branch: 'main', head_sha: SHA('d') })
    expect(reasonOf(await lookUp({ kind: 'run', value: String(bare.id) }))).toBe(
      `run ${bare.id} has no artifact named "bench-results"`,
    )
  })
})

describe('a reference named by commit or tag', () => {
  it('is the newest eligible run at the commit; a short SHA is completed first', async () => {
    addRun(SHA('e'), { event: 'pull_request', head_branch: 'feature' })
    const push = addRun(SHA('e'))
    const outcome = await lookUp({ kind: 'sha', value: 'eeeeeee' })
    expect(outcome.found && outcome.run.id).toBe(push.id)
  })

  it('lists why the runs at the commit are not used', async () => {
    const pr = addRun(SHA('f'), { event: 'pull_request', head_branch: 'feature' })
    expect(reasonOf(await lookUp({ kind: 'sha', value: SHA('f') }))).toBe(
      `no successful push run of bench.yml at ffffffffffff (run ${pr.id} is a pull_request run; references come only from successful push runs, never from pull requests or other events)`,
    )
    expect(reasonOf(await lookUp({ kind: 'sha', value: '1234567' }))).toBe(
      'commit 1234567 was not found in octo-org/bench-demo',
    )
  })

  it('resolves lightweight and annotated tags to their commit', async () => {
    const light = addRun(SHA('1'))
    const annotated = addRun(SHA('2'))
    fake.setTag('v1.3.0', SHA('1'))
    fake.setTag('v1.4.0', SHA('2'), undefined, { annotated: true })
    const first = await lookUp({ kind: 'tag', value: 'v1.3.0' })
    const second = await lookUp({ kind: 'tag', value: 'v1.4.0' })
    expect(first.found && first.run.id).toBe(light.id)
    expect(second.found && second.run.id).toBe(annotated.id)
    const tagObjects = fake.requests.filter((r) => r.path.includes('/git/tags/'))
    expect(tagObjects).toHaveLength(1)
    expect(reasonOf(await lookUp({ kind: 'tag', value: 'v9' }))).toBe(
      'tag "v9" was not found in octo-org/bench-demo',
    )
    addRun(SHA('3'), { workflow: 'nightly.yml' })
    expect(reasonOf(await lookUp({ kind: 'tag', value: 'v1.3.0' }, 'nightly.yml'))).toBe(
      'no successful push run of nightly.yml at tag "v1.3.0" (111111111111)',
    )
  })
})

import { describe, expect } from 'vitest'
import {
  faults,
  pullRequestEvent,
  seedScenario,
  startFakeGitHub,
  type FakeGitHub,
} from '../fakes/github-api/index.js'
import {
  apiRequests,
  commentsOn,
  hyperfine,
  hyperfineArtifact,
  onlyComment,
  runAction,
  it,
} from './support.js'

/** Which run uploaded each downloaded artifact, read back through the API (every page). */
async function downloadedRuns(fake: FakeGitHub, token: string): Promise<number[]> {
  const runOf = new Map<number, number>()
  for (let page = 1; ; page++) {
    const response = await fetch(
      `${fake.url}/repos/octo-org/bench-demo/actions/artifacts?per_page=100&page=${page}`,
      { headers: { authorization: `token ${token}`, 'user-agent': 'bench-verdict-test' } },
    )
    const { artifacts } = (await response.json()) as {
      artifacts: { id: number; workflow_run: { id: number } }[]
    }
    for (const a of artifacts) runOf.set(a.id, a.workflow_run.id)
    if (artifacts.length < 100) break
  }
  return apiRequests(fake)
    .map((r) => /\/actions\/artifacts\/(\d+)\/zip$/.exec(r.path)?.[1])
    .filter((id) => id !== undefined)
    .map((id) => runOf.get(Number(id)) ?? -1)
}

const zipPath = (artifactId: number) =>
  `/repos/octo-org/bench-demo/actions/artifacts/${artifactId}/zip`

describe.concurrent('where the baseline comes from', () => {
  it('uses the push run at the PR base SHA and never a distractor: another workflow, a failed run, a fork’s main (F24)', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      history: 2,
      distractors: true,
    })
    const result = await runAction(fake, scenario, {
      files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
    })
    expect(result.outputs.verdict).toBe('fail')
    expect(result.exitCode).toBe(1)
    const body = onlyComment(fake, scenario).body
    expect(body).toContain(`base \`${scenario.shas.base.slice(0, 12)}\``)
    expect(body).toContain(`[run ${scenario.baseRun.id}](`)
    expect(body).toContain('history: 2 earlier base runs')
    expect(await downloadedRuns(fake, scenario.token)).toEqual([
      scenario.baseRun.id,
      ...scenario.historyRuns.map((r) => r.id),
    ])
  })

  it('states how many commits the PR’s base is ahead of an older base run (compare API)', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), baseRunBehind: 3 })
    const result = await runAction(fake, scenario)
    expect(result.outputs.verdict).toBe('pass')
    const body = onlyComment(fake, scenario).body
    expect(body).toContain(`base \`${scenario.shas.baseRun.slice(0, 12)}\``)
    expect(body).toContain('3 commits behind')
    expect(apiRequests(fake).map((r) => r.path)).toContain(
      `/repos/octo-org/bench-demo/compare/${scenario.shas.baseRun}...${scenario.shas.base}`,
    )
  })

  it('gives no-baseline when the newest base run is more than max-base-behind commits behind', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), baseRunBehind: 5 })
    const result = await runAction(fake, scenario, { inputs: { 'max-base-behind': '2' } })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('no-baseline')
    expect(onlyComment(fake, scenario).body).toContain(
      `is 5 commits behind \`${scenario.shas.base.slice(0, 12)}\`, more than max-base-behind (2)`,
    )
  })

  it('orders base runs by run creation time in UTC, never by commit dates (F28)', async () => {
    const old = await startFakeGitHub({ startTime: '2023-09-01T00:00:00Z' })
    try {
      const scenario = seedScenario(old, { baseFiles: hyperfineArtifact() })
      const [a, b, c] = ['a', 'b', 'c'].map((x) => x.repeat(40)) as [string, string, string]
      old.addCommit({ sha: a, parents: [scenario.shas.base], date: '2023-09-11T10:00:00+08:00' })
      old.addCommit({ sha: b, parents: [a], date: '2022-12-07T09:00:00-05:00' })
      old.addCommit({ sha: c, parents: [b], date: '2023-09-13T09:00:00Z' })
      // B is created first (smaller id) but at a later time; its commit date is the oldest.
      const push = (sha: string, createdAt: string, scale: number) => {
        const run = old.addWorkflowRun({
          event: 'push',
          head_branch: 'main',
          head_sha: sha,
          created_at: createdAt,
        })
        old.addArtifact(run.id, { name: 'bench-results', files: hyperfineArtifact({ scale }) })
        return run
      }
      const runB = push(b, '2023-09-13T08:00:00Z', 1)
      push(a, '2023-09-12T01:00:00Z', 1.3)
      const pr = old.updatePullRequest(scenario.pullRequest.number, { base_sha: c })
      const result = await runAction(old, scenario, {
        inputs: { history: '0' },
        event: pullRequestEvent(old, pr),
      })
      expect(result.outputs.verdict).toBe('pass')
      const [comment] = old.comments('octo-org', 'bench-demo', scenario.pullRequest.number)
      expect(comment?.body).toContain(`[run ${runB.id}](`)
      expect(comment?.body).toContain('(2023-09-13 08:00 UTC)')
      expect(comment?.body).toContain('1 commit behind')
    } finally {
      await old.close()
    }
  })

  it('finds a base run that is older than the first page of runs with server-side filters', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 2 })
    // The base branch moved on by 130 runs since the PR branched off.
    let parent = scenario.shas.base
    for (let i = 0; i < 130; i++) {
      const sha = (i + 1).toString(16).padStart(40, 'd')
      fake.addCommit({ sha, parents: [parent] })
      parent = sha
      const run = fake.addWorkflowRun({ event: 'push', head_branch: 'main', head_sha: sha })
      fake.addArtifact(run.id, { name: 'bench-results', files: hyperfineArtifact({ scale: 2 }) })
    }
    const result = await runAction(fake, scenario, {
      files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
    })
    expect(result.outputs.verdict).toBe('fail')
    const body = onlyComment(fake, scenario).body
    expect(body).toContain(`[run ${scenario.baseRun.id}](`)
    expect(body).toContain('history: 2 earlier base runs')
    const runQueries = apiRequests(fake)
      .filter((r) => r.path.endsWith('/actions/workflows/bench.yml/runs'))
      .map((r) => r.query)
    expect(runQueries).toEqual([
      expect.not.objectContaining({ head_sha: expect.anything() }),
      expect.objectContaining({ head_sha: scenario.shas.base }),
      expect.objectContaining({ created: `<${scenario.baseRun.created_at}` }),
    ])
    expect(await downloadedRuns(fake, scenario.token)).toEqual([
      scenario.baseRun.id,
      ...scenario.historyRuns.map((r) => r.id),
    ])
  })
})

describe.concurrent('baselines that can no longer be downloaded', () => {
  it('skips a newer run whose artifact the listing marks expired', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const rerun = fake.addWorkflowRun({
      event: 'push',
      head_branch: 'main',
      head_sha: scenario.shas.base,
    })
    const expired = fake.addArtifact(rerun.id, {
      name: 'bench-results',
      files: hyperfineArtifact(),
      expired: true,
    })
    const result = await runAction(fake, scenario)
    expect(result.outputs.verdict).toBe('pass')
    expect(onlyComment(fake, scenario).body).toContain(`[run ${scenario.baseRun.id}](`)
    expect(apiRequests(fake).map((r) => r.path)).not.toContain(zipPath(expired.id))
  })

  it.for([
    ['410 Gone (expired)', faults.gone()],
    ['404 Not Found (deleted)', faults.notFound()],
  ] as const)(
    'falls back to the next older run when the download answers %s, and measures it against the base',
    async ([, fault], { fake }) => {
      const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 1 })
      fake.injectFault({ path: zipPath(scenario.baseArtifact.id), ...fault })
      const result = await runAction(fake, scenario)
      expect(result.exitCode).toBe(0)
      expect(result.outputs.verdict).toBe('pass')
      const body = onlyComment(fake, scenario).body
      const older = scenario.historyRuns[0]!
      expect(body).toContain(`[run ${older.id}](`)
      expect(body).toContain('1 commit behind')
      expect(result.stdout).toContain(
        `the artifacts of base run ${scenario.baseRun.id} could not be downloaded`,
      )
    },
  )

  it('gives a neutral no-baseline naming the runs when every download is gone', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 4 })
    fake.injectFault({ path: /\/actions\/artifacts\/\d+\/zip$/, times: Infinity, ...faults.gone() })
    const result = await runAction(fake, scenario)
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('no-baseline')
    const tried = [scenario.baseRun, ...scenario.historyRuns.slice(0, 2)].map((r) => `\`${r.id}\``)
    expect(onlyComment(fake, scenario).body).toContain(
      `no-baseline — the artifacts of base runs ${tried.join(', ')} could no longer be downloaded (expired or deleted)`,
    )
    expect(apiRequests(fake).filter((r) => r.path.endsWith('/zip'))).toHaveLength(3)
  })

  it('says the artifacts expired when the listing marks every one expired', async ({ fake }) => {
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      history: 1,
      artifactName: 'renamed-since',
    })
    for (const run of [scenario.baseRun, ...scenario.historyRuns])
      fake.addArtifact(run.id, { name: 'bench-results', files: hyperfineArtifact(), expired: true })
    const result = await runAction(fake, scenario)
    expect(result.outputs.verdict).toBe('no-baseline')
    expect(onlyComment(fake, scenario).body).toContain(
      'no-baseline — the artifacts named "bench-results" of the newest successful push runs of bench.yml on main have expired',
    )
  })
})

describe.concurrent('events other than pull_request', () => {
  const shaOf = (n: number) => n.toString(16).padStart(40, 'e')

  it.for(['push', 'merge_group', 'schedule', 'workflow_dispatch'])(
    'on %s compares with the previous base run, writes the summary and outputs, and never comments',
    async (eventName, { fake }) => {
      const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 1 })
      const sha = shaOf(1)
      fake.addCommit({ sha, parents: [scenario.shas.base] })
      const run = fake.addWorkflowRun({
        event: eventName,
        head_branch: 'main',
        head_sha: sha,
        status: 'in_progress',
      })
      const ref =
        eventName === 'merge_group'
          ? 'refs/heads/gh-readonly-queue/main/pr-42-x'
          : 'refs/heads/main'
      const payload = {
        repository: scenario.repository,
        ...(eventName === 'push' ? { ref, before: scenario.shas.base, after: sha } : {}),
        ...(eventName === 'merge_group'
          ? {
              merge_group: {
                head_sha: sha,
                head_ref: ref,
                base_sha: scenario.shas.base,
                base_ref: 'refs/heads/main',
              },
            }
          : {}),
      }
      const result = await runAction(fake, scenario, {
        event: payload,
        eventName,
        env: {
          GITHUB_EVENT_NAME: eventName,
          GITHUB_REF: ref,
          GITHUB_SHA: sha,
          GITHUB_RUN_ID: String(run.id),
          GITHUB_WORKFLOW_REF: `octo-org/bench-demo/.github/workflows/bench.yml@${ref}`,
          GITHUB_HEAD_REF: '',
          GITHUB_BASE_REF: '',
        },
        files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
      })
      expect(result.outputs.verdict).toBe('fail')
      expect(result.exitCode).toBe(1)
      expect(result.summary).toContain('### ❌ Benchmarks: fail')
      expect(result.summary).toContain(`[run ${scenario.baseRun.id}](`)
      expect(result.outputs['comment-id']).toBe('')
      expect(commentsOn(fake, scenario)).toEqual([])
      expect(apiRequests(fake).some((r) => r.path.includes('/issues/'))).toBe(false)
    },
  )
})

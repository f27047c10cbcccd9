import { describe, expect } from 'vitest'
import {
  seedScenario,
  workflowRunEvent,
  type FakeGitHub,
  type Scenario,
} from '../fakes/github-api/index.js'
import {
  apiRequests,
  commentsOn,
  hyperfine,
  hyperfineArtifact,
  notices,
  onlyComment,
  requestLines,
  runAction,
  it,
} from './support.js'

const PUBLISHER_TOKEN = `ghs_${'P'.repeat(36)}`

/** The second workflow's run, on `workflow_run`, with the README's permissions. */
function runPublisher(
  fake: FakeGitHub,
  scenario: Scenario,
  options: { event?: unknown; inputs?: Record<string, string> } = {},
) {
  fake.addToken(PUBLISHER_TOKEN, {
    login: 'github-actions[bot]',
    permissions: { contents: 'read', actions: 'read', 'pull-requests': 'write' },
  })
  return runAction(fake, scenario, {
    inputs: { results: '', 'github-token': PUBLISHER_TOKEN, ...options.inputs },
    env: scenario.workflowRunEnv(),
    event: options.event ?? scenario.workflowRunEvent(),
    eventName: 'workflow_run',
    files: {},
  })
}

describe.concurrent('a pull request from a fork (F23)', () => {
  it('computes the verdict into the summary and outputs, skips the comment with a notice, and exits on the benchmarks only', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), pr: { fork: true } })
    const result = await runAction(fake, scenario, {
      files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
    })
    expect(result.exitCode).toBe(1)
    expect(result.outputs.verdict).toBe('fail')
    expect(result.outputs['comment-id']).toBe('')
    expect(result.summary).toContain('### ❌ Benchmarks: fail')
    expect(notices(result)).toContainEqual(
      expect.stringContaining('comes from a fork, whose token cannot comment'),
    )
    expect(notices(result).join('\n')).toContain('`workflow_run`')
    expect(notices(result).join('\n')).not.toContain('pull_request_target')
    expect(commentsOn(fake, scenario)).toEqual([])
    expect(apiRequests(fake).some((r) => r.path.includes('/issues/'))).toBe(false)
  })

  it('reports a refused comment (403, no pull-requests: write) as a notice; a passing verdict still passes', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      permissions: { contents: 'read', actions: 'read', 'pull-requests': 'read' },
    })
    const result = await runAction(fake, scenario)
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('pass')
    expect(result.summary).toContain('### ✅ Benchmarks: pass')
    expect(notices(result)).toContainEqual(
      expect.stringContaining(
        'The PR comment could not be written (HTTP 403: Resource not accessible by integration); the token needs `pull-requests: write`',
      ),
    )
    expect(commentsOn(fake, scenario)).toEqual([])
  })
})

describe.concurrent('fork-safe publishing on workflow_run', () => {
  it.for([
    ['a fork', true],
    ['the same repository', false],
  ] as const)(
    'reads the head from the triggering run’s artifacts and comments on the PR from %s found by head SHA and repository',
    async ([, fork], { fake }) => {
      const scenario = seedScenario(fake, {
        baseFiles: hyperfineArtifact(),
        pr: { fork },
        headFiles: hyperfineArtifact({ scale: 1.3 }),
      })
      const result = await runPublisher(fake, scenario)
      expect(result.exitCode).toBe(1)
      expect(result.outputs.verdict).toBe('fail')
      const comment = onlyComment(fake, scenario)
      expect(comment.user?.login).toBe('github-actions[bot]')
      expect(comment.body).toContain('### ❌ Benchmarks: fail')
      expect(comment.body).toContain(`head \`${scenario.shas.head.slice(0, 12)}\``)
      expect(comment.body).toContain(
        `<!-- bench-verdict-run:${scenario.headRun.id}:${scenario.shas.head} -->`,
      )
      if (fork) expect(comment.body).toContain('**From a fork:**')
      const headOwner = fork ? 'contributor' : 'octo-org'
      expect(requestLines(fake, true)).toEqual(
        expect.arrayContaining([
          `GET /repos/octo-org/bench-demo/pulls?state=open&head=${encodeURIComponent(`${headOwner}:feature/faster-parser`)}&per_page=100`,
          `GET /repos/octo-org/bench-demo/actions/runs/${scenario.headRun.id}/artifacts?per_page=100&page=1&name=bench-results`,
          `GET /repos/octo-org/bench-demo/pulls/${scenario.pullRequest.number}`,
        ]),
      )
      expect(apiRequests(fake).some((r) => /\/commits\/[^/]+\/pulls$/.test(r.path))).toBe(false)
    },
  )

  it('skips writing, and says so, when the PR’s head has moved on since the triggering run', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      pr: { fork: true },
      headFiles: hyperfineArtifact({ scale: 1.3 }),
    })
    const newer = 'f'.repeat(40)
    fake.updatePullRequest(scenario.pullRequest.number, { head_sha: newer }, 'octo-org/bench-demo')
    const result = await runPublisher(fake, scenario)
    expect(result.exitCode).toBe(1)
    expect(result.outputs.verdict).toBe('fail')
    expect(result.summary).toContain('### ❌ Benchmarks: fail')
    expect(notices(result)).toContainEqual(
      expect.stringContaining(
        `has moved on to ${newer.slice(0, 12)} since run ${scenario.headRun.id}`,
      ),
    )
    expect(commentsOn(fake, scenario)).toEqual([])
  })

  it('re-checks the head right before writing, and leaves the comment to a push that landed meanwhile', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      pr: { fork: true },
      headFiles: hyperfineArtifact(),
    })
    const newer = 'e'.repeat(40)
    fake.injectFault({
      method: 'GET',
      path: `/repos/octo-org/bench-demo/pulls/${scenario.pullRequest.number}`,
      status: 200,
      body: { number: scenario.pullRequest.number, state: 'open', head: { sha: newer } },
    })
    const result = await runPublisher(fake, scenario)
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('pass')
    expect(notices(result)).toContainEqual(
      expect.stringContaining(`moved on to ${newer.slice(0, 12)} after the run reported here`),
    )
    expect(commentsOn(fake, scenario)).toEqual([])
  })

  it('writes only the summary when the triggering run was a push', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 1 })
    const result = await runPublisher(fake, scenario, {
      event: workflowRunEvent(fake, scenario.baseRun, 'completed'),
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('pass')
    expect(result.summary).toContain(`[run ${scenario.historyRuns[0]!.id}](`)
    expect(
      apiRequests(fake).some((r) => r.path.includes('/pulls') || r.path.includes('/issues/')),
    ).toBe(false)
  })
})

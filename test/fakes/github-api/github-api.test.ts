import { retry } from '@octokit/plugin-retry'
import { Octokit } from '@octokit/rest'
import { strFromU8, unzipSync } from 'fflate'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { faults, seedScenario, startFakeGitHub, type FakeGitHub, type Scenario } from './index.js'

const OWNER = 'octo-org'
const REPO = 'bench-demo'
const repo = { owner: OWNER, repo: REPO }
const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
}
const RetryingOctokit = Octokit.plugin(retry)

const BASE_FILES = { 'bench/results.json': '{"benchmarks":[{"name":"parse","real_time":12.5}]}' }

function octokitFor(fake: FakeGitHub, token: string): Octokit {
  return new Octokit({ auth: token, baseUrl: fake.url, log: silent })
}

/** Status of a rejected octokit call (RequestError), or 0 when it resolved. */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 0
  } catch (error) {
    return (error as { status: number }).status
  }
}

let fake: FakeGitHub
let scene: Scenario
let octokit: Octokit

beforeEach(async () => {
  fake = await startFakeGitHub()
  scene = seedScenario(fake, { baseFiles: BASE_FILES, history: 3 })
  octokit = octokitFor(fake, scene.token)
})

afterEach(async () => {
  await fake.close()
})

describe('pagination', () => {
  beforeEach(() => {
    for (let i = 1; i <= 75; i += 1) {
      fake.addComment({
        issue_number: 42,
        body: `comment ${i}`,
        user: i % 2 === 0 ? 'octocat' : 'hubot',
      })
    }
  })

  it('sends Link headers with next and last on the first page, prev and first on the last', async () => {
    const first = await octokit.rest.issues.listComments({
      ...repo,
      issue_number: 42,
      per_page: 30,
    })
    expect(first.data).toHaveLength(30)
    const id = scene.repository.id
    expect(first.headers.link).toBe(
      `<${fake.url}/repositories/${id}/issues/42/comments?per_page=30&page=2>; rel="next", ` +
        `<${fake.url}/repositories/${id}/issues/42/comments?per_page=30&page=3>; rel="last"`,
    )
    const middle = await octokit.rest.issues.listComments({
      ...repo,
      issue_number: 42,
      per_page: 30,
      page: 2,
    })
    expect(middle.headers.link).toMatch(
      /page=1>; rel="prev", .*page=3>; rel="next", .*page=3>; rel="last", .*page=1>; rel="first"$/,
    )
    const last = await octokit.rest.issues.listComments({
      ...repo,
      issue_number: 42,
      per_page: 30,
      page: 3,
    })
    expect(last.data.map((c) => c.body)).toEqual(
      Array.from({ length: 15 }, (_, i) => `comment ${i + 61}`),
    )
    expect(last.headers.link).not.toMatch(/rel="next"/)
  })

  it('lets octokit.paginate walk every page, oldest first', async () => {
    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      ...repo,
      issue_number: 42,
      per_page: 20,
    })
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 75 }, (_, i) => `comment ${i + 1}`))
    const pages = fake.requests.filter((r) => r.path.endsWith('/comments'))
    expect(pages.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3', '4'])
  })

  it('defaults per_page to 30 and caps it at 100', async () => {
    const byDefault = await octokit.rest.issues.listComments({ ...repo, issue_number: 42 })
    expect(byDefault.data).toHaveLength(30)
    const capped = await octokit.rest.issues.listComments({
      ...repo,
      issue_number: 42,
      per_page: 500,
    })
    expect(capped.data).toHaveLength(75)
    expect(capped.headers.link).toBeUndefined()
  })

  it('paginates workflow runs wrapped in { total_count, workflow_runs }', async () => {
    for (let i = 0; i < 40; i += 1) fake.addWorkflowRun({ event: 'push', head_branch: 'main' })
    const runs = await octokit.paginate(octokit.rest.actions.listWorkflowRunsForRepo, {
      ...repo,
      per_page: 25,
    })
    expect(runs).toHaveLength(40 + 4 + 1)
  })
})

describe('artifact download', () => {
  it('redirects to a signed URL on another origin that serves the zip only without Authorization', async () => {
    const response = await fetch(
      `${fake.url}/repos/${OWNER}/${REPO}/actions/artifacts/${scene.baseArtifact.id}/zip`,
      {
        headers: { authorization: `Bearer ${scene.token}`, 'user-agent': 'test' },
        redirect: 'manual',
      },
    )
    expect(response.status).toBe(302)
    const location = response.headers.get('location') ?? ''
    const signed = new URL(location)
    expect(signed.origin).toBe(fake.blobUrl)
    expect(signed.origin).not.toBe(new URL(fake.url).origin)
    expect(signed.pathname).toMatch(/^\/_blob\/[0-9a-f]+$/)
    expect(signed.searchParams.get('sig')).toBeTruthy()
    expect(signed.searchParams.get('se')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)

    const download = await fetch(location)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()))
    expect(Object.keys(files)).toEqual(['bench/results.json'])
    expect(strFromU8(files['bench/results.json']!)).toBe(BASE_FILES['bench/results.json'])

    const withToken = await fetch(location, { headers: { authorization: `token ${scene.token}` } })
    expect(withToken.status).toBe(400)
    expect(withToken.headers.get('x-ms-error-code')).toBe('InvalidAuthenticationInfo')
    expect(await withToken.text()).toMatch(/^<\?xml/)
  })

  it('serves octokit downloadArtifact, which follows the redirect and drops the token across origins', async () => {
    const { data } = await octokit.rest.actions.downloadArtifact({
      ...repo,
      artifact_id: scene.baseArtifact.id,
      archive_format: 'zip',
    })
    const files = unzipSync(new Uint8Array(data as ArrayBuffer))
    expect(strFromU8(files['bench/results.json']!)).toBe(BASE_FILES['bench/results.json'])
    const blobRequest = fake.requests.find((r) => r.path.startsWith('/_blob/'))
    expect(blobRequest?.headers.authorization).toBeUndefined()
    expect(blobRequest?.status).toBe(200)
  })

  it('refuses a tampered or expired signature', async () => {
    const { headers } = await octokit.request(
      'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
      {
        ...repo,
        artifact_id: scene.baseArtifact.id,
        archive_format: 'zip',
        request: { redirect: 'manual' },
      },
    )
    const tampered = new URL(headers.location ?? '')
    tampered.searchParams.set('se', '2099-01-01T00:00:00Z')
    expect((await fetch(tampered)).status).toBe(403)

    const shortLived = await startFakeGitHub({ signedUrlTtlMs: -1000 })
    try {
      const other = seedScenario(shortLived, { baseFiles: BASE_FILES })
      const redirect = await fetch(
        `${shortLived.url}/repos/${OWNER}/${REPO}/actions/artifacts/${other.baseArtifact.id}/zip`,
        {
          headers: { authorization: `token ${other.token}`, 'user-agent': 'test' },
          redirect: 'manual',
        },
      )
      const expired = await fetch(redirect.headers.get('location') ?? '')
      expect(expired.status).toBe(403)
      expect(await expired.text()).toMatch(/Signature not valid in the specified time frame/)
    } finally {
      await shortLived.close()
    }
  })

  it('answers 410 with GitHub’s error body for an expired artifact, which the listing marks expired', async () => {
    const expired = fake.addArtifact(scene.historyRuns[2]!.id, {
      name: 'old-results',
      files: BASE_FILES,
      expired: true,
    })
    const listed = await octokit.rest.actions.listArtifactsForRepo({ ...repo, name: 'old-results' })
    expect(listed.data.artifacts.map((a) => [a.id, a.expired])).toEqual([[expired.id, true]])
    const response = await fetch(
      `${fake.url}/repos/${OWNER}/${REPO}/actions/artifacts/${expired.id}/zip`,
      {
        headers: { authorization: `token ${scene.token}`, 'user-agent': 'test' },
        redirect: 'manual',
      },
    )
    expect(response.status).toBe(410)
    expect(await response.json()).toEqual({
      message: 'Artifact has expired',
      documentation_url: 'https://docs.github.com/rest/actions/artifacts#download-an-artifact',
      status: '410',
    })
  })

  it('keeps raw zip bytes as given, for hostile archives', async () => {
    const garbage = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])
    const artifact = fake.addArtifact(scene.baseRun.id, { name: 'broken', zip: garbage })
    const { data } = await octokit.rest.actions.downloadArtifact({
      ...repo,
      artifact_id: artifact.id,
      archive_format: 'zip',
    })
    expect(new Uint8Array(data as ArrayBuffer)).toEqual(garbage)
    expect(artifact.size_in_bytes).toBe(7)
  })

  it('lists a run’s artifacts filtered by name, with the fields GitHub gives', async () => {
    fake.addArtifact(scene.baseRun.id, { name: 'logs', files: { 'log.txt': 'x' } })
    const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
      ...repo,
      run_id: scene.baseRun.id,
      name: 'bench-results',
    })
    expect(data.total_count).toBe(1)
    expect(data.artifacts[0]).toMatchObject({
      id: scene.baseArtifact.id,
      name: 'bench-results',
      expired: false,
      archive_download_url: `${fake.url}/repos/${OWNER}/${REPO}/actions/artifacts/${scene.baseArtifact.id}/zip`,
      workflow_run: {
        id: scene.baseRun.id,
        repository_id: scene.repository.id,
        head_repository_id: scene.repository.id,
        head_branch: 'main',
        head_sha: scene.shas.baseRun,
      },
    })
  })
})

describe('issue comments', () => {
  it('creates, lists, updates and deletes comments as the token’s identity', async () => {
    const created = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: 42,
      body: '<!-- bench-verdict:bench -->\nfirst',
    })
    expect(created.status).toBe(201)
    expect(created.headers.location).toBe(created.data.url)
    expect(created.data.user).toMatchObject({
      login: 'github-actions[bot]',
      id: 41898282,
      type: 'Bot',
    })
    expect(created.data.html_url).toBe(
      `${fake.serverUrl}/${OWNER}/${REPO}/pull/42#issuecomment-${created.data.id}`,
    )

    const updated = await octokit.rest.issues.updateComment({
      ...repo,
      comment_id: created.data.id,
      body: 'second',
    })
    expect(updated.data.body).toBe('second')
    expect(Date.parse(updated.data.updated_at)).toBeGreaterThan(Date.parse(updated.data.created_at))
    expect(fake.comments(OWNER, REPO, 42).map((c) => c.body)).toEqual(['second'])

    const deleted = await octokit.rest.issues.deleteComment({
      ...repo,
      comment_id: created.data.id,
    })
    expect(deleted.status).toBe(204)
    expect(
      await statusOf(octokit.rest.issues.getComment({ ...repo, comment_id: created.data.id })),
    ).toBe(404)
    expect(fake.comments(OWNER, REPO, 42)).toEqual([])
  })

  it('refuses to edit or delete another user’s comment unless told GitHub’s write-access behaviour', async () => {
    const foreign = fake.addComment({
      issue_number: 42,
      body: '<!-- bench-verdict:bench --> spoof',
      user: 'mallory',
    })
    expect(
      await statusOf(
        octokit.rest.issues.updateComment({ ...repo, comment_id: foreign.id, body: 'x' }),
      ),
    ).toBe(403)
    expect(
      await statusOf(octokit.rest.issues.deleteComment({ ...repo, comment_id: foreign.id })),
    ).toBe(403)
    expect(fake.comments(OWNER, REPO, 42)[0]?.body).toBe('<!-- bench-verdict:bench --> spoof')

    const permissive = await startFakeGitHub({ foreignCommentEdits: 'allow' })
    try {
      const other = seedScenario(permissive, { baseFiles: BASE_FILES })
      const comment = permissive.addComment({ issue_number: 42, body: 'theirs', user: 'mallory' })
      await octokitFor(permissive, other.token).rest.issues.updateComment({
        ...repo,
        comment_id: comment.id,
        body: 'ours',
      })
      expect(permissive.comments(OWNER, REPO, 42)[0]?.body).toBe('ours')
    } finally {
      await permissive.close()
    }
  })

  it('gives a read-only fork token 403 “Resource not accessible by integration” on writes, but lets it read', async () => {
    fake.addToken('ghs_forkreadonly', { login: 'github-actions[bot]', permissions: 'read' })
    const fork = octokitFor(fake, 'ghs_forkreadonly')
    const error = await fork.rest.issues
      .createComment({ ...repo, issue_number: 42, body: 'x' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 403,
      message: expect.stringContaining('Resource not accessible by integration'),
    })
    expect(
      (error as { response: { headers: Record<string, string> } }).response.headers[
        'x-accepted-github-permissions'
      ],
    ).toBe('pull_requests=write; issues=write')
    expect((await fork.rest.issues.listComments({ ...repo, issue_number: 42 })).status).toBe(200)
  })

  it('refuses empty bodies and bodies over 65,536 characters with 422 Validation Failed', async () => {
    const tooLong = await octokit.rest.issues
      .createComment({ ...repo, issue_number: 42, body: 'é'.repeat(65_537) })
      .catch((e: unknown) => e)
    expect(tooLong).toMatchObject({ status: 422 })
    expect((tooLong as { response: { data: unknown } }).response.data).toMatchObject({
      message: 'Validation Failed',
      errors: [
        {
          resource: 'IssueComment',
          field: 'body',
          message: 'body is too long (maximum is 65536 characters)',
        },
      ],
      status: '422',
    })
    expect(
      await statusOf(
        octokit.rest.issues.createComment({ ...repo, issue_number: 42, body: 'é'.repeat(65_536) }),
      ),
    ).toBe(0)
    expect(
      await statusOf(octokit.rest.issues.createComment({ ...repo, issue_number: 42, body: '' })),
    ).toBe(422)
    expect(
      await statusOf(octokit.rest.issues.createComment({ ...repo, issue_number: 7, body: 'x' })),
    ).toBe(404)
  })

  it('minimizes a comment through GraphQL and reports the viewer', async () => {
    const { data } = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: 42,
      body: 'old',
    })
    const viewer = await octokit.graphql<{ viewer: { login: string } }>(
      'query { viewer { login } }',
    )
    expect(viewer).toEqual({ viewer: { login: 'github-actions[bot]' } })
    const result = await octokit.graphql(
      `mutation Hide($id: ID!) {
        minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) {
          minimizedComment { isMinimized minimizedReason }
        }
      }`,
      { id: data.node_id },
    )
    expect(result).toEqual({
      minimizeComment: { minimizedComment: { isMinimized: true, minimizedReason: 'outdated' } },
    })
    expect(fake.comments(OWNER, REPO, 42)[0]?.minimized_reason).toBe('outdated')
    await expect(
      octokit.graphql(
        'mutation { minimizeComment(input: { subjectId: "nope", classifier: SPAM }) { clientMutationId } }',
      ),
    ).rejects.toThrow(/Could not resolve to a node with the global id of 'nope'/)
  })
})

describe('authentication and identity', () => {
  it('answers 401 without a token and for an unknown one', async () => {
    const anonymous = new Octokit({ baseUrl: fake.url, log: silent })
    const missing = await anonymous.rest.repos.get(repo).catch((e: unknown) => e)
    expect(missing).toMatchObject({
      status: 401,
      response: { data: { message: 'Requires authentication', status: '401' } },
    })
    const unknown = await octokitFor(fake, 'ghp_unknown')
      .rest.repos.get(repo)
      .catch((e: unknown) => e)
    expect(unknown).toMatchObject({
      status: 401,
      response: { data: { message: 'Bad credentials' } },
    })
  })

  it('answers GET /user with 403 for installation tokens and with the login for user tokens', async () => {
    expect(await statusOf(octokit.rest.users.getAuthenticated())).toBe(403)
    fake.addToken('ghp_personal', { login: 'octocat' })
    const { data } = await octokitFor(fake, 'ghp_personal').rest.users.getAuthenticated()
    expect(data).toMatchObject({ login: 'octocat', id: 583231, type: 'User' })
  })

  it('sends rate-limit headers that count down per token', async () => {
    const first = await octokit.rest.repos.get(repo)
    const second = await octokit.rest.repos.get(repo)
    expect(first.headers['x-ratelimit-limit']).toBe('1000')
    expect(
      Number(first.headers['x-ratelimit-remaining']) -
        Number(second.headers['x-ratelimit-remaining']),
    ).toBe(1)
    expect(Number(second.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000)
    expect(second.headers['x-ratelimit-resource']).toBe('core')
  })

  it('enforces the workflow’s permissions block per scope', async () => {
    fake.addToken('ghs_nocontents', {
      login: 'github-actions[bot]',
      permissions: { actions: 'read' },
    })
    const limited = octokitFor(fake, 'ghs_nocontents')
    expect(
      await statusOf(limited.rest.actions.getWorkflowRun({ ...repo, run_id: scene.baseRun.id })),
    ).toBe(0)
    expect(
      await statusOf(
        limited.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: 'main...main' }),
      ),
    ).toBe(403)
    expect(await statusOf(limited.rest.pulls.get({ ...repo, pull_number: 42 }))).toBe(403)
    expect(await statusOf(limited.rest.repos.get(repo))).toBe(0)
  })

  it('answers unknown routes with 404 Not Found', async () => {
    const response = await octokit
      .request('GET /repos/{owner}/{repo}/nothing-here', repo)
      .catch((e: unknown) => e)
    expect(response).toMatchObject({
      status: 404,
      response: {
        data: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
      },
    })
  })
})

describe('workflow runs', () => {
  it('lists a workflow’s runs newest first, by file name or id, with GitHub’s run fields', async () => {
    const byFile = await octokit.rest.actions.listWorkflowRuns({
      ...repo,
      workflow_id: 'bench.yml',
      event: 'push',
    })
    const byId = await octokit.rest.actions.listWorkflowRuns({
      ...repo,
      workflow_id: scene.baseRun.workflow_id,
      event: 'push',
    })
    expect(byId.data).toEqual(byFile.data)
    expect(byFile.data.workflow_runs.map((r) => r.id)).toEqual([
      scene.baseRun.id,
      ...scene.historyRuns.map((r) => r.id),
    ])
    expect(byFile.data.workflow_runs[0]).toMatchObject({
      name: 'Benchmarks',
      head_branch: 'main',
      head_sha: scene.shas.baseRun,
      event: 'push',
      status: 'completed',
      conclusion: 'success',
      path: '.github/workflows/bench.yml',
      run_attempt: 1,
      html_url: `${fake.serverUrl}/${OWNER}/${REPO}/actions/runs/${scene.baseRun.id}`,
      head_repository: { full_name: `${OWNER}/${REPO}`, id: scene.repository.id },
      repository: { full_name: `${OWNER}/${REPO}` },
    })
  })

  it('filters by branch, event, status or conclusion, head_sha and created', async () => {
    const later = { event: 'push', head_branch: 'main', head_sha: 'c'.repeat(40) }
    fake.addWorkflowRun({ ...later, conclusion: 'failure', created_at: '2025-04-01T10:00:00Z' })
    fake.addWorkflowRun({ ...later, status: 'in_progress', created_at: '2025-04-02T10:00:00Z' })
    const list = async (query: Record<string, string>) =>
      (
        await octokit.rest.actions.listWorkflowRuns({ ...repo, workflow_id: 'bench.yml', ...query })
      ).data.workflow_runs.map((r) => r.id)
    expect(await list({ branch: 'main', event: 'push', status: 'success' })).toHaveLength(4)
    expect(await list({ branch: 'main', event: 'push', status: 'completed' })).toHaveLength(5)
    expect(await list({ status: 'failure' })).toHaveLength(1)
    expect(await list({ status: 'in_progress' })).toHaveLength(2)
    expect(await list({ head_sha: scene.shas.baseRun })).toEqual([scene.baseRun.id])
    expect(await list({ event: 'pull_request' })).toEqual([scene.headRun.id])
    expect(await list({ created: '2025-04-01' })).toHaveLength(1)
    expect(await list({ created: '>=2025-04-01' })).toHaveLength(2)
    expect(await list({ created: '2025-01-01..2025-03-31' })).toHaveLength(5)
  })

  it('fills pull_requests for same-repository PR runs, unless exclude_pull_requests is set', async () => {
    const { data } = await octokit.rest.actions.getWorkflowRun({
      ...repo,
      run_id: scene.headRun.id,
    })
    expect(data.pull_requests?.map((p) => [p.number, p.head.sha])).toEqual([[42, scene.shas.head]])
    const excluded = await octokit.rest.actions.listWorkflowRunsForRepo({
      ...repo,
      event: 'pull_request',
      exclude_pull_requests: true,
    })
    expect(excluded.data.workflow_runs[0]?.pull_requests).toEqual([])
    expect(await statusOf(octokit.rest.actions.getWorkflowRun({ ...repo, run_id: 1 }))).toBe(404)
  })
})

describe('fault injection', () => {
  it('answers a 503 once, then the real response, which plugin-retry rides out', async () => {
    const fault = fake.injectFault({
      path: `/repos/${OWNER}/${REPO}/actions/runs/${scene.baseRun.id}`,
      ...faults.serverError(503),
    })
    expect(
      await statusOf(octokit.rest.actions.getWorkflowRun({ ...repo, run_id: scene.baseRun.id })),
    ).toBe(503)
    expect(
      await statusOf(octokit.rest.actions.getWorkflowRun({ ...repo, run_id: scene.baseRun.id })),
    ).toBe(0)
    expect(fault.hits).toBe(1)

    fake.injectFault({ path: /\/actions\/runs\/\d+$/, times: 2, ...faults.serverError(502) })
    const retrying = new RetryingOctokit({
      auth: scene.token,
      baseUrl: fake.url,
      log: silent,
      retry: { retryAfterBaseValue: 1 },
    })
    const { data } = await retrying.rest.actions.getWorkflowRun({
      ...repo,
      run_id: scene.baseRun.id,
    })
    expect(data.id).toBe(scene.baseRun.id)
    expect(fake.requests.slice(-3).map((r) => [r.status, r.fault])).toEqual([
      [502, true],
      [502, true],
      [200, false],
    ])
  })

  it('resets the socket, and the next request succeeds', async () => {
    fake.injectFault({
      method: 'GET',
      path: `/repos/${OWNER}/${REPO}/pulls/42`,
      ...faults.networkReset(),
    })
    const error = await octokit.rest.pulls
      .get({ ...repo, pull_number: 42 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(fake.requests.at(-1)).toMatchObject({ status: 0, fault: true })
    expect((await octokit.rest.pulls.get({ ...repo, pull_number: 42 })).data.number).toBe(42)
  })

  it('matches a RegExp against path and query, e.g. only the second page', async () => {
    fake.injectFault({ path: /\/issues\/42\/comments\?.*page=2/, ...faults.notFound() })
    for (let i = 0; i < 3; i += 1)
      fake.addComment({ issue_number: 42, body: `c${i}`, user: 'octocat' })
    expect(
      await statusOf(octokit.rest.issues.listComments({ ...repo, issue_number: 42, per_page: 1 })),
    ).toBe(0)
    expect(
      await statusOf(
        octokit.rest.issues.listComments({ ...repo, issue_number: 42, per_page: 1, page: 2 }),
      ),
    ).toBe(404)
  })

  it.each([
    [
      'secondary rate limit',
      faults.secondaryRateLimit(7),
      403,
      { 'retry-after': '7' },
      /secondary rate limit/,
    ],
    [
      'primary rate limit',
      faults.primaryRateLimit(30),
      403,
      { 'x-ratelimit-remaining': '0' },
      /API rate limit exceeded/,
    ],
    [
      'too many requests',
      faults.tooManyRequests(3),
      429,
      { 'retry-after': '3' },
      /Too Many Requests/,
    ],
    ['not accessible', faults.notAccessible(), 403, {}, /Resource not accessible by integration/],
    ['gone', faults.gone(), 410, {}, /Gone/],
    ['validation failed', faults.validationFailed(), 422, {}, /Validation Failed/],
  ])(
    'answers a %s fault with GitHub’s status, headers and message',
    async (_name, preset, status, headers, message) => {
      fake.injectFault({ path: `/repos/${OWNER}/${REPO}`, ...preset })
      const error = await octokit.rest.repos.get(repo).catch((e: unknown) => e)
      expect(error).toMatchObject({ status, response: { headers } })
      expect((error as Error).message).toMatch(message)
    },
  )

  it('delays a response without changing it', async () => {
    fake.injectFault({ path: `/repos/${OWNER}/${REPO}`, ...faults.slow(300) })
    const started = Date.now()
    const { data } = await octokit.rest.repos.get(repo)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(data.full_name).toBe(`${OWNER}/${REPO}`)
    expect(fake.requests.at(-1)?.fault).toBe(false)
  })
})

describe('request recording', () => {
  it('records every request with the token redacted, parsed bodies and statuses', async () => {
    fake.clearRequests()
    await octokit.rest.issues.createComment({ ...repo, issue_number: 42, body: 'hello' })
    await octokit.rest.actions.downloadArtifact({
      ...repo,
      artifact_id: scene.baseArtifact.id,
      archive_format: 'zip',
    })
    expect(
      fake.requests.map((r) => [
        r.method,
        r.path.replace(/[0-9a-f]{24}$/, '<blob>'),
        r.status,
        r.login,
      ]),
    ).toEqual([
      ['POST', `/repos/${OWNER}/${REPO}/issues/42/comments`, 201, 'github-actions[bot]'],
      [
        'GET',
        `/repos/${OWNER}/${REPO}/actions/artifacts/${scene.baseArtifact.id}/zip`,
        302,
        'github-actions[bot]',
      ],
      ['GET', '/_blob/<blob>', 200, null],
    ])
    expect(fake.requests[0]?.headers.authorization).toBe('token [REDACTED]')
    expect(fake.requests[0]?.body).toEqual({ body: 'hello' })
    expect(fake.requests[2]?.query.sig).toBe('[REDACTED]')
    const recorded = JSON.stringify(fake.requests)
    expect(fake.secrets().length).toBeGreaterThanOrEqual(2)
    for (const secret of fake.secrets()) expect(recorded).not.toContain(secret)
  })
})

describe('pull requests, commits and compare', () => {
  it('finds PRs by head owner:branch, and ignores a bare branch as GitHub does', async () => {
    fake.addPullRequest({
      number: 43,
      head: { sha: 'a'.repeat(40), ref: 'other' },
      base: { sha: scene.shas.base, ref: 'main' },
    })
    const byHead = await octokit.rest.pulls.list({
      ...repo,
      head: `${OWNER}:feature/faster-parser`,
    })
    expect(byHead.data.map((p) => p.number)).toEqual([42])
    const bare = await octokit.rest.pulls.list({ ...repo, head: 'feature/faster-parser' })
    expect(bare.data.map((p) => p.number)).toEqual([43, 42])
    const single = await octokit.rest.pulls.get({ ...repo, pull_number: 42 })
    expect(single.data).toMatchObject({
      number: 42,
      head: {
        sha: scene.shas.head,
        ref: 'feature/faster-parser',
        repo: { full_name: `${OWNER}/${REPO}` },
      },
      base: { sha: scene.shas.base, ref: 'main', repo: { full_name: `${OWNER}/${REPO}` } },
      labels: [],
    })
  })

  it('computes ahead_by and behind_by from the commit graph, and from setAheadBy', async () => {
    const behind = await startFakeGitHub()
    try {
      const other = seedScenario(behind, { baseFiles: BASE_FILES, baseRunBehind: 3 })
      const client = octokitFor(behind, other.token)
      const { data } = await client.rest.repos.compareCommitsWithBasehead({
        ...repo,
        basehead: `${other.shas.baseRun}...${other.shas.base}`,
      })
      expect(data).toMatchObject({ status: 'ahead', ahead_by: 3, behind_by: 0, total_commits: 3 })
      expect(data.commits).toHaveLength(3)
      expect(data.merge_base_commit.sha).toBe(other.shas.baseRun)
      const reverse = await client.rest.repos.compareCommitsWithBasehead({
        ...repo,
        basehead: `${other.shas.head}...${other.shas.baseRun}`,
      })
      expect(reverse.data).toMatchObject({ status: 'behind', ahead_by: 0, behind_by: 5 })
    } finally {
      await behind.close()
    }
    fake.setAheadBy('v1.0', 'main', 120)
    const fromTable = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: 'v1.0...main',
    })
    expect(fromTable.data).toMatchObject({ status: 'ahead', ahead_by: 120 })
    expect(
      await statusOf(
        octokit.rest.repos.compareCommitsWithBasehead({
          ...repo,
          basehead: `main...${'f'.repeat(40)}`,
        }),
      ),
    ).toBe(404)
  })
})

describe('fork pull requests', () => {
  it('builds a fork scene whose run has no pull_requests and whose commit is unknown to the base repository', async () => {
    const forked = await startFakeGitHub()
    try {
      const other = seedScenario(forked, {
        baseFiles: BASE_FILES,
        headFiles: BASE_FILES,
        pr: { fork: 'alice' },
      })
      expect(other.event.pull_request.head.repo.fork).toBe(true)
      expect(other.event.pull_request.head.repo.full_name).toBe(`alice/${REPO}`)
      const event = other.workflowRunEvent()
      expect(event.workflow_run.pull_requests).toEqual([])
      expect(event.workflow_run.head_repository.full_name).toBe(`alice/${REPO}`)
      const client = octokitFor(forked, other.token)
      const inBase = await client.rest.repos.listPullRequestsAssociatedWithCommit({
        ...repo,
        commit_sha: other.shas.head,
      })
      expect(inBase.data).toEqual([])
      const inFork = await client.rest.repos.listPullRequestsAssociatedWithCommit({
        owner: 'alice',
        repo: REPO,
        commit_sha: other.shas.head,
      })
      expect(inFork.data.map((p) => p.number)).toEqual([42])
      expect(
        await statusOf(client.rest.issues.createComment({ ...repo, issue_number: 42, body: 'x' })),
      ).toBe(403)
    } finally {
      await forked.close()
    }
  })
})

import type { Octokit } from '@octokit/rest'
import { RequestError } from '@octokit/request-error'
import { describe, expect, it } from 'vitest'
import type { ActionTarget } from '../github/action-target.js'
import type { ActionsEnvironment } from '../github/actions-environment.js'
import type { ActionSettings } from '../settings/settings.js'
import { acquireBase } from './action-sources.js'

/** An Octokit every call of which fails with `error` (deep: `octokit.rest.actions.x(…)`). */
function failingOctokit(error: Error): Octokit {
  const handler: ProxyHandler<() => void> = {
    get: () => new Proxy(() => undefined, handler),
    apply: () => Promise.reject(error),
  }
  return new Proxy(() => undefined, handler) as unknown as Octokit
}

async function baseWith(error: Error) {
  const lines: string[] = []
  const outcome = await acquireBase({
    settings: {
      baseResults: [],
      artifactName: 'bench-results',
      history: 0,
      maxBaseBehind: 50,
    } as unknown as ActionSettings,
    run: { owner: 'o', repo: 'r', workspace: '/tmp' } as unknown as ActionsEnvironment,
    target: {
      baseBranch: 'main',
      workflow: 'bench.yml',
      baseSha: '1'.repeat(40),
      producerRunId: 123,
      earlierOnly: false,
    } as unknown as ActionTarget,
    octokit: failingOctokit(error),
    fetchBlob: () => Promise.reject(new Error('no blob here')),
    log: {
      info: (m) => lines.push(`info: ${m}`),
      notice: (m) => lines.push(`notice: ${m}`),
      warning: (m) => lines.push(`warning: ${m}`),
      group: (_name, run) => run(),
    },
  })
  return { outcome, lines }
}

describe('acquireBase when the GitHub API fails', () => {
  it('warns that the API could not be reached, not "HTTP 500", when no answer came', async () => {
    // What @octokit/request throws when fetch fails (GITHUB_API_URL on a port fetch refuses).
    const unreachable = new RequestError('bad port', 500, {
      request: { method: 'GET', url: 'http://127.0.0.1:9/repos/o/r/actions/runs', headers: {} },
    })
    const { outcome, lines } = await baseWith(unreachable)
    const reason =
      "the baseline lookup could not reach the GitHub API (no answer: bad port); check GITHUB_API_URL and the runner's network"
    expect(outcome).toEqual({ kind: 'missing', reason })
    expect(lines).toEqual([`warning: No baseline: ${reason}`])
  })

  it('warns when the API answered with an error, with its status', async () => {
    const error = Object.assign(new Error('Service Unavailable'), {
      status: 503,
      response: { headers: {} },
    })
    const { lines } = await baseWith(error)
    expect(lines).toEqual([
      'warning: No baseline: the baseline lookup failed on the GitHub API (HTTP 503: Service Unavailable)',
    ])
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Octokit } from '@octokit/rest'
import { afterEach, describe, expect, it } from 'vitest'
import type { ActionTarget } from '../github/action-target.js'
import type { ActionsEnvironment } from '../github/actions-environment.js'
import { INPUT_NAMES, parseActionSettings, type RawInputs } from '../settings/settings.js'
import { acquireForAction } from './acquisition.js'

/** An Octokit no call may reach: everything here is read from disk. */
const noApi = new Proxy(
  {},
  {
    get: () => {
      throw new Error('no API call expected')
    },
  },
) as unknown as Octokit

describe('acquireForAction with base-results on disk', () => {
  let workspace = ''
  afterEach(() => {
    if (workspace !== '') rmSync(workspace, { recursive: true, force: true })
    workspace = ''
  })

  it('names the files as the base, and no branch they did not come from', async () => {
    workspace = mkdtempSync(path.join(tmpdir(), 'bv-acquire-'))
    mkdirSync(path.join(workspace, 'gb'))
    writeFileSync(path.join(workspace, 'gb', 'head.json'), '{}')
    writeFileSync(path.join(workspace, 'gb', 'base.json'), '{}')
    const raw = {
      ...(Object.fromEntries(INPUT_NAMES.map((name) => [name, ''])) as RawInputs),
      results: 'gb/head.json',
      'base-results': 'gb/base.json',
      'github-token': 'ghs_x',
    }
    const parsed = parseActionSettings(raw)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
    const run = {
      owner: 'o',
      repo: 'r',
      workspace,
      serverUrl: 'https://github.com',
      runId: 123,
      patience: { requestTimeoutMs: 1000 },
    } as unknown as ActionsEnvironment
    const target = { baseBranch: 'main', headSha: '3'.repeat(40) } as unknown as ActionTarget
    const log = { info: () => undefined, notice: () => undefined, warning: () => undefined }
    const [leg] = await acquireForAction(parsed.settings, run, target, noApi, {
      ...log,
      group: (_name, body) => body(),
    })
    expect(leg?.acquisition.context.baseSource).toBe('gb/base.json')
    expect(leg?.acquisition.context).not.toHaveProperty('baseBranch')
  })
})

/**
 * The Action's downloaded zips live in a private directory of RUNNER_TEMP while the run reads
 * them, and nothing of it is left when the run ends, whether it passed or failed
 * (docs/security.md "Reading is bounded"). Runs the Action bundled from the current sources
 * (scripts/bundle.mjs, into a scratch directory), not dist/, so the test holds before dist/ is
 * rebuilt.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
// @ts-expect-error -- plain JavaScript build script without types
import { bundle } from '../../scripts/bundle.mjs'
import { faults, seedScenario } from '../fakes/github-api/index.js'
import { runBundledAction } from '../support/action-runner.js'
import { FAST_RETRIES, hyperfine, hyperfineArtifact, it, workspaceWith } from './support.js'

let out: string

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'bench-verdict-scratch-e2e-'))
  await (bundle as (outdir: string) => Promise<void>)(out)
})

afterAll(() => {
  rmSync(out, { recursive: true, force: true })
})

const SCRATCH = /^bench-verdict-artifacts-/

/** Every 20 ms, the zips in RUNNER_TEMP's scratch directories, until `done` settles. */
async function watchScratch(runnerTemp: () => string | undefined, done: Promise<unknown>) {
  const seen = new Set<string>()
  const state = { finished: false }
  void done.finally(() => (state.finished = true))
  while (!state.finished) {
    const dir = runnerTemp()
    if (dir !== undefined && existsSync(dir))
      for (const name of readdirSync(dir).filter((n) => SCRATCH.test(n)))
        for (const zip of readdirSync(path.join(dir, name))) seen.add(`${name}/${zip}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return seen
}

describe('the scratch directory of downloaded artifacts', () => {
  it('holds the zips while the run reads them and is gone when it ends', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 3 })
    // Publishing waits 1.5 s: the zips are still there (parse may read them until the report).
    fake.injectFault({ path: /\/issues\/\d+\/comments$/, times: 1, ...faults.slow(1500) })
    const workspace = workspaceWith({ 'out/head.json': hyperfine() })
    let runnerTemp: string | undefined
    const before = new Set(readdirSync(tmpdir()))
    const run = runBundledAction({
      inputs: { results: 'out/*.json', 'github-token': scenario.token, history: '3' },
      env: { ...scenario.env, ...FAST_RETRIES },
      event: scenario.event,
      eventName: 'pull_request',
      workspace,
      entry: [path.join(out, 'index.js')],
    })
    // RUNNER_TEMP is the new bench-verdict-run-* directory holding this run's event.
    const event = JSON.stringify(scenario.event)
    const finder = () =>
      (runnerTemp ??= readdirSync(tmpdir())
        .filter((n) => n.startsWith('bench-verdict-run-') && !before.has(n))
        .map((n) => path.join(tmpdir(), n))
        .find((dir) => {
          try {
            return readFileSync(path.join(dir, 'event.json'), 'utf8') === event
          } catch {
            return false
          }
        }))
    const seen = await watchScratch(finder, run)
    const result = await run
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('pass')
    expect(result.runnerTemp).toBe(runnerTemp)
    // The base run and three history runs: one zip each, in one directory.
    expect(new Set([...seen].map((s) => s.split('/')[0])).size).toBe(1)
    expect([...seen].map((s) => s.split('/')[1]).filter((n) => n?.endsWith('.zip'))).toHaveLength(4)
    expect(readdirSync(result.runnerTemp).filter((n) => SCRATCH.test(n))).toEqual([])
  })

  it('is gone too when publishing fails after the downloads', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 2 })
    // Every comment request fails, after the zips were downloaded and read.
    fake.injectFault({
      path: /\/issues\/\d+\/comments$/,
      times: Infinity,
      ...faults.serverError(500),
    })
    const result = await runBundledAction({
      inputs: { results: 'out/*.json', 'github-token': scenario.token, history: '2' },
      env: { ...scenario.env, ...FAST_RETRIES },
      event: scenario.event,
      eventName: 'pull_request',
      workspace: workspaceWith({ 'out/head.json': hyperfine() }),
      entry: [path.join(out, 'index.js')],
    })
    expect(readdirSync(result.runnerTemp).filter((n) => SCRATCH.test(n))).toEqual([])
    expect(fake.requests.filter((r) => r.path.startsWith('/_blob/'))).toHaveLength(3)
  })
})

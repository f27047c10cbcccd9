/**
 * The download budget of the base and history runs (docs/security.md, "The API budget is
 * bounded"), against the loopback fake GitHub: many history runs with many or big artifacts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  seedScenario,
  startFakeGitHub,
  type FakeGitHub,
  type Scenario,
} from '../../test/fakes/github-api/index.js'
import { buildZip } from '../../test/hostile/zip-bytes.js'
import { createOctokit } from '../github/octokit-client.js'
import { runScratch } from './scratch-directory.js'
import { artifactSelector } from './artifact-selector.js'
import { DEFAULT_DOWNLOAD_LIMITS, formatBytes, type DownloadLimits } from './download-budget.js'
import { acquireBaseAndHistory } from './github-results.js'

let fake: FakeGitHub

beforeEach(async () => {
  fake = await startFakeGitHub()
})

afterEach(async () => {
  runScratch.remove()
  await fake.close()
})

const RESULTS = { 'results.json': '{"benchmarks": []}' }
const LEGS = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

/** Base run and 20 history runs, each with artifacts `bench-results-a` … `-g` (7 legs). */
function sevenLegs(): Scenario {
  const scenario = seedScenario(fake, {
    baseFiles: RESULTS,
    history: 20,
    artifactName: 'bench-results-a',
  })
  for (const run of [scenario.baseRun, ...scenario.historyRuns])
    for (const leg of LEGS.slice(1))
      fake.addArtifact(run.id, { name: `bench-results-${leg}`, files: RESULTS })
  return scenario
}

async function acquire(
  scenario: Scenario,
  pattern: string,
  limits: DownloadLimits = DEFAULT_DOWNLOAD_LIMITS,
  history = 20,
) {
  const octokit = createOctokit(scenario.token, fake.url, () => undefined, {
    requestTimeoutMs: 5000,
    retryBaseMs: 10,
    maxRateLimitWaitSeconds: 0,
    callDeadlineMs: 20_000,
    runDeadlineMs: 60_000,
    downloadDeadlineMs: 20_000,
  })
  return await acquireBaseAndHistory(
    octokit,
    {
      owner: 'octo-org',
      repo: 'bench-demo',
      workflow: 'bench.yml',
      branch: 'main',
      baseSha: scenario.shas.base,
      selector: artifactSelector(pattern),
      history,
      maxBehind: 50,
      currentRunId: scenario.headRun.id,
      earlierOnly: false,
    },
    fetch,
    limits,
  )
}

const downloads = () => fake.requests.filter((r) => r.path.endsWith('/zip')).length
const blobs = () => fake.requests.filter((r) => r.path.startsWith('/_blob/')).length

describe('the download budget of base and history runs', () => {
  it('stops at 128 artifact downloads with 20 history runs of 7 legs, and keeps what it read', async () => {
    const scenario = sevenLegs()
    const outcome = await acquire(scenario, 'bench-results-*')
    if (!outcome.found) throw new Error(outcome.reason)
    // 7 for the base, 7 for each of 17 history runs: 126; an 18th would make 133.
    expect(downloads()).toBe(126)
    expect(blobs()).toBe(126)
    expect(outcome.history.map((r) => r.run.id)).toEqual(
      scenario.historyRuns.slice(0, 17).map((r) => r.id),
    )
    expect(outcome.history.every((r) => r.legs.size === 7)).toBe(true)
    expect(outcome.warnings).toEqual([
      `History: 17 of the 20 earlier base runs asked for were read; base run ${scenario.historyRuns[17]?.id} and any older ones are left out, past the run's download budget of 128 artifact downloads and 1 GiB per run, base and history runs together: 126 downloads, ${formatBytes(126 * scenario.baseArtifact.size_in_bytes)} spent, and run ${scenario.historyRuns[17]?.id} needs 7 downloads, with 2 left. The runs read are compared as usual.`,
    ])
    // The same note once in the report: in the first leg the comment shows.
    expect([...outcome.base.legs].map(([leg, files]) => [leg, files.diagnostics])).toEqual(
      LEGS.map((leg) => [
        leg,
        leg === 'a'
          ? [{ severity: 'warning', file: '', location: '', message: outcome.warnings[0] }]
          : [],
      ]),
    )
  })

  it('reads every run and says nothing when the runs fit', async () => {
    const scenario = sevenLegs()
    const outcome = await acquire(scenario, 'bench-results-*', DEFAULT_DOWNLOAD_LIMITS, 5)
    if (!outcome.found) throw new Error(outcome.reason)
    expect(outcome.history).toHaveLength(5)
    expect(downloads()).toBe(42)
    expect(outcome.warnings).toEqual([])
    expect([...outcome.base.legs.values()].flatMap((l) => l.diagnostics)).toEqual([])
  })

  it('stops before the bytes budget by the sizes the listing gives, downloading nothing past it', async () => {
    const big = bigZip(64 * 1024)
    const scenario = seedScenario(fake, { baseFiles: RESULTS, history: 0 })
    const runs = [scenario.baseRun]
    for (let i = 0; i < 10; i++) {
      const run = fake.addWorkflowRun({
        event: 'push',
        head_branch: 'main',
        head_sha: scenario.shas.baseRun,
      })
      runs.push(run)
    }
    for (const run of runs) fake.addArtifact(run.id, { name: 'bench-results-big', zip: big })
    // Room for 4.5 big zips: the baseline (the newest run) and the three history runs after it.
    const limits = { maxDownloads: 128, maxBytes: 4.5 * big.byteLength }
    const outcome = await acquire(scenario, 'bench-results*', limits, 20)
    if (!outcome.found) throw new Error(outcome.reason)
    // Runs are newest first: the ten added runs, then the base run.
    expect(outcome.base.run.id).toBe(runs[10]?.id)
    expect(outcome.history.map((r) => r.run.id)).toEqual([runs[9]?.id, runs[8]?.id, runs[7]?.id])
    expect(blobs()).toBe(4)
    expect(downloads()).toBe(4)
    expect(blobs() * big.byteLength).toBeLessThanOrEqual(limits.maxBytes)
    expect(outcome.warnings).toHaveLength(1)
    expect(outcome.warnings[0]).toMatch(
      /^History: 3 of the 20 earlier base runs asked for were read; base run \d+ and any older ones are left out, past the run's download budget of 128 artifact downloads and [\d.]+ KiB per run, base and history runs together: 4 downloads, 256\.\d KiB spent, and run \d+ needs 64\.\d KiB, with [\d.]+ KiB left\./,
    )
  })

  it('stops a download that is bigger than its listed size at the end of the budget', async () => {
    const big = bigZip(64 * 1024)
    const scenario = seedScenario(fake, { baseFiles: RESULTS, history: 3 })
    for (const run of scenario.historyRuns)
      fake.addArtifact(run.id, { name: 'bench-results-big', zip: big, size_in_bytes: 100 })
    const limits = { maxDownloads: 128, maxBytes: 1.5 * big.byteLength }
    const outcome = await acquire(scenario, 'bench-results*', limits, 3)
    if (!outcome.found) throw new Error(outcome.reason)
    // The first history run's big zip fits; the second passes the budget while downloading.
    expect(outcome.history.map((r) => r.run.id)).toEqual([scenario.historyRuns[0]?.id])
    expect(outcome.warnings[0]).toContain(
      `base run ${scenario.historyRuns[1]?.id} and any older ones are left out`,
    )
    expect(outcome.warnings[0]).toMatch(
      /run \d+ was cut short \(artifact \d+ is larger than the [\d.]+ KiB left of the run's download budget\)/,
    )
    expect(blobs()).toBeLessThanOrEqual(1 + 2 * 2)
  })

  it('gives no baseline, with the reason, when the base run alone does not fit', async () => {
    const scenario = sevenLegs()
    const outcome = await acquire(scenario, 'bench-results-*', { maxDownloads: 5, maxBytes: 1e9 })
    expect(outcome).toMatchObject({
      found: false,
      reason: `the artifacts of base run ${scenario.baseRun.id} do not fit in the run's download budget (5 artifact downloads and 953.7 MiB per run, base and history runs together): it needs 7 downloads, with 5 left`,
    })
    expect(downloads()).toBe(0)
  })
})

/** A zip of a small result file and `padding` stored bytes of a member never decompressed. */
const bigZip = (padding: number): Uint8Array =>
  buildZip({
    'results.json': RESULTS['results.json'],
    'padding.bin': { data: new Uint8Array(padding).fill(7), level: 0 },
  })

import { readFileSync } from 'node:fs'
import { describe, expect } from 'vitest'
import { seedScenario } from '../fakes/github-api/index.js'
import { apiRequests, hyperfineArtifact, it, onlyComment, runAction } from './support.js'

describe.concurrent('matrix legs (F25)', () => {
  it('compares each leg only with the same leg on base, in one comment with a section per leg', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, {
      baseFiles: hyperfineArtifact(),
      artifactName: 'bench-results',
      history: 1,
    })
    // The base runs hold three legs; Windows is twice as slow as Linux, so pooling would show.
    const baseLegs = { 'ubuntu-stable': 1, 'ubuntu-nightly': 1, 'windows-stable': 2 }
    for (const run of [scenario.baseRun, ...scenario.historyRuns])
      for (const [leg, scale] of Object.entries(baseLegs))
        fake.addArtifact(run.id, {
          name: `bench-results-${leg}`,
          files: hyperfineArtifact({ scale }),
        })
    // This run's legs, uploaded by the matrix jobs before the job that runs bench-verdict.
    const headLegs = {
      'ubuntu-stable': 1,
      'ubuntu-nightly': 1.3,
      'windows-stable': 2,
      'windows-nightly': 2,
    }
    for (const [leg, scale] of Object.entries(headLegs))
      fake.addArtifact(scenario.headRun.id, {
        name: `bench-results-${leg}`,
        files: hyperfineArtifact({ scale, seed: 3 }),
      })

    const result = await runAction(fake, scenario, {
      inputs: { results: '', 'artifact-name': 'bench-results-*' },
      files: {},
    })
    expect(result.exitCode).toBe(1)
    expect(result.outputs.verdict).toBe('fail')
    expect(JSON.parse(result.outputs.counts ?? '{}')).toMatchObject({
      regression: 3,
      'no-change': 6,
    })
    const body = onlyComment(fake, scenario).body
    expect(body.split('\n')[0]).toBe('<!-- bench-verdict:bench.yml/bench/bench-results-_ -->')
    expect(body).toContain(
      '### ❌ Benchmarks: fail — 1 of 4 legs fails (ubuntu-nightly); no baseline for windows-nightly',
    )
    expect(body).toContain('- ✅ `ubuntu-stable`: pass')
    expect(body).toContain('- ❌ `ubuntu-nightly`: fail')
    expect(body).toContain('- ✅ `windows-stable`: pass')
    expect(body).toContain(
      `- ⚪ \`windows-nightly\`: no-baseline — base run \`${scenario.baseRun.id}\` has no artifact for this leg (new in this change?)`,
    )
    for (const leg of Object.keys(headLegs)) expect(body).toContain(`\`${leg}\`: `)
    expect(body.match(/^#### .* `[a-z-]+`: /gm)).toHaveLength(4)
    expect(body).toContain('history: 1 earlier base run')
    // Each base and history artifact was downloaded once, the head legs once each.
    expect(apiRequests(fake).filter((r) => r.path.endsWith('/zip'))).toHaveLength(3 + 3 + 4)
    const report = JSON.parse(readFileSync(result.outputs['report-file']!, 'utf8')) as {
      verdict: { level: string }
      legs: { leg: string; verdict: { level: string } }[]
    }
    expect(report.verdict.level).toBe('fail')
    expect(report.legs.map((l) => [l.leg, l.verdict.level])).toEqual([
      ['ubuntu-nightly', 'fail'],
      ['ubuntu-stable', 'pass'],
      ['windows-nightly', 'no-baseline'],
      ['windows-stable', 'pass'],
    ])
  })

  it('names the legs a glob with several wildcards matched, and passes when every leg passes', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    for (const run of [scenario.baseRun, scenario.headRun])
      for (const leg of ['linux_x64', 'macos_arm64'])
        fake.addArtifact(run.id, { name: `perf-${leg}`, files: hyperfineArtifact() })
    // A busy repository: the newest 100 artifacts (another workflow's) do not reach the base run.
    const other = fake.addWorkflowRun({ workflow: 'docs.yml', event: 'push', head_branch: 'main' })
    for (let i = 0; i < 120; i++)
      fake.addArtifact(other.id, { name: `page-${i}`, files: { 'index.html': '<p>docs</p>' } })
    const result = await runAction(fake, scenario, {
      inputs: { results: '', 'artifact-name': 'perf-*_*', 'comment-key': 'perf' },
      files: {},
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('pass')
    const body = onlyComment(fake, scenario).body
    expect(body.split('\n')[0]).toBe('<!-- bench-verdict:perf -->')
    expect(body).toContain('- ✅ `linux/x64`: pass')
    expect(body).toContain('- ✅ `macos/arm64`: pass')
    expect(apiRequests(fake).map((r) => r.path)).toContain(
      `/repos/octo-org/bench-demo/actions/runs/${scenario.baseRun.id}/artifacts`,
    )
  })

  it('reports a leg the base run has and the head run lacks, and fails on it by default', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    for (const leg of ['linux', 'windows'])
      fake.addArtifact(scenario.baseRun.id, {
        name: `bench-results-${leg}`,
        files: hyperfineArtifact(),
      })
    // The windows job crashed before uploading: the head run has the linux leg only.
    fake.addArtifact(scenario.headRun.id, {
      name: 'bench-results-linux',
      files: hyperfineArtifact({ seed: 3 }),
    })
    const result = await runAction(fake, scenario, {
      inputs: { results: '', 'artifact-name': 'bench-results-*' },
      files: {},
    })
    expect(result.exitCode).toBe(1)
    expect(result.outputs.verdict).toBe('fail')
    expect(result.outputs.headline).toBe(
      '1 of 2 legs fails (windows); 1 leg missing on the PR (windows)',
    )
    const body = onlyComment(fake, scenario).body
    expect(body).toContain('- ✅ `linux`: pass')
    expect(body).toContain(
      '- ❌ `windows`: fail — no results on the PR; the base run has 3 benchmarks there',
    )
    expect(body).toContain(
      '- the head run has no artifact for this leg: its job may have failed before uploading, or been skipped\n- a leg with no results on the PR fails like a benchmark that failed on the PR (on-failure: warn for its benchmarks makes it warn)',
    )
    // The removed rows of a leg that compared nothing are not "no change".
    const windows = body.slice(body.indexOf('#### ❌ `windows`'))
    expect(windows).toContain('3 removed')
    expect(windows).not.toContain('No gated benchmark changed')
    const report = JSON.parse(readFileSync(result.outputs['report-file']!, 'utf8')) as {
      legs: { leg: string; verdict: { level: string; headline: string } }[]
    }
    expect(report.legs.map((l) => [l.leg, l.verdict.level, l.verdict.headline])).toEqual([
      ['linux', 'pass', 'no regression beyond the thresholds in 3 gated comparisons'],
      ['windows', 'fail', 'no results on the PR; the base run has 3 benchmarks there'],
    ])
  })

  it('says a leg is missing in this push, not on the PR, on a push event', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    for (const leg of ['linux', 'windows'])
      fake.addArtifact(scenario.baseRun.id, {
        name: `bench-results-${leg}`,
        files: hyperfineArtifact(),
      })
    const sha = 'e'.repeat(40)
    fake.addCommit({ sha, parents: [scenario.shas.base] })
    const run = fake.addWorkflowRun({
      event: 'push',
      head_branch: 'main',
      head_sha: sha,
      status: 'in_progress',
    })
    fake.addArtifact(run.id, { name: 'bench-results-linux', files: hyperfineArtifact({ seed: 3 }) })
    const ref = 'refs/heads/main'
    const result = await runAction(fake, scenario, {
      inputs: { results: '', 'artifact-name': 'bench-results-*' },
      files: {},
      event: { repository: scenario.repository, ref, before: scenario.shas.base, after: sha },
      eventName: 'push',
      env: {
        GITHUB_EVENT_NAME: 'push',
        GITHUB_REF: ref,
        GITHUB_SHA: sha,
        GITHUB_RUN_ID: String(run.id),
        GITHUB_WORKFLOW_REF: `octo-org/bench-demo/.github/workflows/bench.yml@${ref}`,
        GITHUB_HEAD_REF: '',
        GITHUB_BASE_REF: '',
      },
    })
    expect(result.outputs.headline).toBe(
      '1 of 2 legs fails (windows); 1 leg missing in this push (windows)',
    )
    expect(result.summary).toContain(
      '- ❌ `windows`: fail — no results in this push; the base run has 3 benchmarks there',
    )
    expect(result.summary).not.toContain('on the PR')
  })

  it('counts a missing leg among three, and only warns on it under `on-failure: warn`', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    for (const leg of ['linux', 'mac', 'windows'])
      fake.addArtifact(scenario.baseRun.id, {
        name: `bench-results-${leg}`,
        files: hyperfineArtifact(),
      })
    fake.addArtifact(scenario.headRun.id, {
      name: 'bench-results-linux',
      files: hyperfineArtifact({ seed: 3 }),
    })
    fake.addArtifact(scenario.headRun.id, {
      name: 'bench-results-mac',
      files: hyperfineArtifact({ seed: 3, scale: 1.3 }),
    })
    // A leg that crashes on the PR is like a benchmark whose run failed: the same knob.
    const policy = "benchmarks:\n  - benchmark: '*'\n    on-failure: warn\n"
    const result = await runAction(fake, scenario, {
      inputs: { results: '', 'artifact-name': 'bench-results-*', policy: 'bench-policy.yml' },
      files: { 'bench-policy.yml': policy },
    })
    expect(result.exitCode).toBe(1)
    expect(result.outputs.headline).toBe(
      '1 of 3 legs fails (mac); 1 leg missing on the PR (windows)',
    )
    const body = onlyComment(fake, scenario).body
    expect(body).toContain(
      '- 🟡 `windows`: warn — no results on the PR; the base run has 3 benchmarks there',
    )
    expect(body).toContain(
      'the policy only warns when these benchmarks fail on the PR (on-failure: warn, gate: warn or fail-on: never), so it warns',
    )
  })

  it('keeps a leg only the head run has informational (new), beside a leg missing on the PR', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    for (const leg of ['linux', 'windows'])
      fake.addArtifact(scenario.baseRun.id, {
        name: `bench-results-${leg}`,
        files: hyperfineArtifact(),
      })
    for (const leg of ['linux', 'arm'])
      fake.addArtifact(scenario.headRun.id, {
        name: `bench-results-${leg}`,
        files: hyperfineArtifact({ seed: 3 }),
      })
    const result = await runAction(fake, scenario, {
      inputs: { results: '', 'artifact-name': 'bench-results-*', 'fail-on': 'never' },
      files: {},
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.headline).toBe(
      '1 of 3 legs warns (windows); 1 leg missing on the PR (windows); no baseline for arm',
    )
    const body = onlyComment(fake, scenario).body
    expect(body).toContain('- ⚪ `arm`: no-baseline')
    expect(body).toContain('- 🟡 `windows`: warn — no results on the PR')
  })
})

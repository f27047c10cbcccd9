import { describe, expect } from 'vitest'
import { faults, seedScenario, type FakeGitHub } from '../fakes/github-api/index.js'
import {
  ALL_OUTPUTS,
  apiRequests,
  commentsOn,
  hyperfine,
  hyperfineArtifact,
  notices,
  onlyComment,
  runAction,
  it,
  ourEarlierComment,
  writtenOutputNames,
} from './support.js'

const writes = (fake: FakeGitHub) =>
  apiRequests(fake)
    .filter((r) => r.method !== 'GET' && r.path !== '/graphql')
    .map((r) => r.method)

describe.concurrent('comment modes', () => {
  it('on-change: leaves the comment alone when the verdict and table did not change', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const run = () => runAction(fake, scenario, { inputs: { comment: 'on-change' } })
    await run()
    const first = onlyComment(fake, scenario)
    const second = await run()
    expect(second.outputs['comment-id']).toBe(String(first.id))
    expect(writes(fake)).toEqual(['POST'])
    await runAction(fake, scenario, {
      inputs: { comment: 'on-change' },
      files: { 'out/head.json': hyperfine({ scale: 1.3 }) },
    })
    expect(writes(fake)).toEqual(['POST', 'PATCH'])
  })

  it('on-regression: comments only once something regressed, then keeps the comment current', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const run = (scale: number) =>
      runAction(fake, scenario, {
        inputs: { comment: 'on-regression' },
        files: { 'out/head.json': hyperfine({ scale }) },
      })
    await run(1)
    expect(commentsOn(fake, scenario)).toEqual([])
    await run(1.3)
    expect(onlyComment(fake, scenario).body).toContain('### ❌ Benchmarks: fail')
    const fixed = await run(1)
    expect(fixed.exitCode).toBe(0)
    expect(onlyComment(fake, scenario).body).toContain('### ✅ Benchmarks: pass')
  })

  it('never: writes the summary and outputs and no comment', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const result = await runAction(fake, scenario, { inputs: { comment: 'never' } })
    expect(result.outputs.verdict).toBe('pass')
    expect(result.summary).toContain('### ✅ Benchmarks: pass')
    expect(apiRequests(fake).some((r) => r.path.includes('/issues/'))).toBe(false)
  })
})

describe.concurrent('the comment body and refusals', () => {
  it('stays under 65,536 characters for 3,000 benchmarks, and the job summary under 1 MiB (F21)', async ({
    fake,
  }) => {
    const suite = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [
        `tokenizer/scenario-${String(i).padStart(4, '0')}/${'nested-fixture-name-'.repeat(4)}`,
        0.001 + i * 1e-6,
      ]),
    )
    const scenario = seedScenario(fake, {
      baseFiles: { 'big.json': hyperfine({ suite, runs: 10 }) },
      history: 0,
    })
    const result = await runAction(fake, scenario, {
      files: { 'out/head.json': hyperfine({ suite, runs: 10, scale: 1.3 }) },
    })
    expect(result.outputs.verdict).toBe('fail')
    const body = onlyComment(fake, scenario).body
    expect(body.length).toBeLessThan(65_536)
    expect(body).toMatch(/… [\d,]+ more rows .*omitted; .* in the job summary and the JSON report/)
    expect(Buffer.byteLength(result.summary, 'utf8')).toBeLessThan(1024 * 1024)
  })

  it('points the comment to the JSON report, not the job summary, when the summary is cut too (5,000 benchmarks)', async ({
    fake,
  }) => {
    // The tester's synthetic suite (5,000 benchmarks, long names): the summary itself said
    // "… 4,576 more rows omitted" while the comment sent readers to it for the full table.
    const suite = Object.fromEntries(
      Array.from({ length: 5000 }, (_, i) => [
        `tokenizer/scenario-${String(i).padStart(4, '0')}/${'nested-fixture-name-'.repeat(4)}`,
        0.001 + i * 1e-6,
      ]),
    )
    const scenario = seedScenario(fake, {
      baseFiles: { 'big.json': hyperfine({ suite, runs: 10 }) },
      history: 0,
    })
    const result = await runAction(fake, scenario, {
      files: { 'out/head.json': hyperfine({ suite, runs: 10, scale: 1.3 }) },
    })
    expect(result.summary).toMatch(
      /… [\d,]+ more rows .*omitted; full (table|report) in the JSON report \(the file of the `report-file` output\)\./,
    )
    const body = onlyComment(fake, scenario).body
    expect(body).toMatch(
      /… [\d,]+ more rows .*omitted; full (table|report) in the JSON report \(the file of the `report-file` output\)\./,
    )
    expect(body).not.toMatch(/omitted; .* in the job summary/)
    expect(body).toMatch(
      /Full report: the JSON report file \(\[job summary\]\([^)]+\), shortened\)/,
    )
  })

  it('posts a short version when GitHub refuses the update once with 422', async ({ fake }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const ours = ourEarlierComment(fake, scenario, 'old')
    fake.injectFault({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      ...faults.validationFailed(),
    })
    const result = await runAction(fake, scenario)
    expect(result.exitCode).toBe(0)
    expect(notices(result)).toContainEqual(
      expect.stringContaining('GitHub refused the comment (HTTP 422: Validation Failed'),
    )
    expect(result.outputs['comment-id']).toBe(String(ours.id))
    expect(onlyComment(fake, scenario).body).toContain('### ✅ Benchmarks: pass')
  })

  it('never fails the job silently when every comment write is refused with 422', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: hyperfineArtifact(), history: 0 })
    const old = ourEarlierComment(fake, scenario, 'old')
    fake.injectFault({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      times: Infinity,
      ...faults.validationFailed(),
    })
    const result = await runAction(fake, scenario)
    expect(result.exitCode).toBe(0)
    expect(result.outputs.verdict).toBe('pass')
    expect(result.outputs['comment-id']).toBe('')
    expect(writtenOutputNames(result).sort()).toEqual(ALL_OUTPUTS)
    expect(result.summary).toContain('### ✅ Benchmarks: pass')
    expect(notices(result)).toContainEqual(
      expect.stringContaining('The PR comment could not be written (HTTP 422: Validation Failed'),
    )
    expect(onlyComment(fake, scenario).body).toBe(old.body)
  })
})

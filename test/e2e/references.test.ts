import { readFileSync } from 'node:fs'
import { describe, expect } from 'vitest'
import { seedScenario, type ArtifactFiles, type FakeGitHub } from '../fakes/github-api/index.js'
import { fixture, onlyComment, printed, requestLines, runAction, it } from './support.js'

/**
 * Three real Google Benchmark trees (fixtures/google-benchmark/reference-runs/PROVENANCE.md): a
 * reference where BM_Checksum is fast, a base that regressed it by ~40 %, and a head that fixes
 * it (back to the reference) but slows BM_Crc32/* by ~30 %.
 */
const tree = (name: 'reference' | 'base' | 'head'): string =>
  fixture(`google-benchmark/reference-runs/${name}.json`)
const artifact = (name: 'reference' | 'base' | 'head'): ArtifactFiles => ({
  'results.json': tree(name),
})

interface ReportFile {
  verdict: { level: string; headline: string }
  comparisons: { against: string; key: string; qValue: number | null; class: string }[]
  references?: {
    name: string
    missing?: string
    gate: string
    reading: string
    run?: { id: number }
    benchmarks: { benchmark: string; kind: string; recovery: { fraction: number } | null }[]
  }[]
}

const reportOf = (outputs: Record<string, string>): ReportFile =>
  JSON.parse(readFileSync(outputs['report-file'] ?? '', 'utf8')) as ReportFile

/** A successful push run of bench.yml at a new commit on `branch`, with `files` as its artifact. */
function pushRun(
  fake: FakeGitHub,
  branch: string,
  files: ArtifactFiles,
  options: { parent?: string; expired?: boolean; event?: string } = {},
) {
  const sha = `${branch}-${options.event ?? 'push'}-${String(options.expired ?? false)}`
  const hex = Buffer.from(sha).toString('hex').padEnd(40, '0').slice(0, 40)
  fake.addCommit({ sha: hex, parents: options.parent ? [options.parent] : [], message: sha })
  const run = fake.addWorkflowRun({
    event: options.event ?? 'push',
    head_branch: branch,
    head_sha: hex,
  })
  fake.addArtifact(run.id, {
    name: 'bench-results',
    files,
    ...(options.expired ? { expired: true } : {}),
  })
  return { run, sha: hex }
}

describe.concurrent('named references', () => {
  it('compares head with a tagged release and a run id beside the base, and says why a pull_request run and an expired artifact are not used', async ({
    fake,
  }) => {
    const scenario = seedScenario(fake, { baseFiles: artifact('base') })
    const release = pushRun(fake, 'release/1.4', artifact('reference'), {
      parent: scenario.shas.baseRun,
    })
    fake.setTag('v1.4.0', release.sha, undefined, { annotated: true })
    const before = pushRun(fake, 'hotfix', artifact('reference'), { parent: release.sha })
    const pullRequestRun = pushRun(fake, 'feature/faster', artifact('reference'), {
      event: 'pull_request',
    })
    const expired = pushRun(fake, 'release/1.3', artifact('reference'), { expired: true })
    const files = { 'out/head.json': tree('head') }
    const references = [
      'v1.4.0=v1.4.0',
      `before-regression=${before.run.id}`,
      `pr-run=${pullRequestRun.run.id}`,
      `release-1.3=${expired.run.id}`,
    ].join('\n')

    const result = await runAction(fake, scenario, {
      inputs: { history: '0', references },
      files,
    })
    expect(result.exitCode).toBe(1)
    expect(result.outputs.verdict).toBe('fail')
    const body = onlyComment(fake, scenario).body.replace(/\u00a0/g, ' ')
    expect(body).toContain('#### Against references')
    expect(body).toContain(
      `- **\`v1.4.0\`** (tag v1.4.0, [run ${release.run.id}](${fake.serverUrl}/octo-org/bench-demo/actions/runs/${release.run.id}) at \`${release.sha.slice(0, 12)}\``,
    )
    expect(body).toMatch(
      /: head is 25\.4 % slower than `v1\.4\.0` on `BM_Crc32\/1024` and 29\.5 % slower on `BM_Crc32\/16384`; recovers 100 % of the regression introduced since `v1\.4\.0` on `BM_Checksum` \(approx\. 95 % CI 99 % to 103 %\); is within the noise of `v1\.4\.0` on the other 2 benchmarks\./,
    )
    expect(body).toContain(`- **\`before-regression\`** ([run ${before.run.id}](`)
    // Run ids are long digit runs: code spans keep GitHub from linking them as commits.
    const id = (run: { id: number }) => `\`${run.id}\``
    expect(body).toContain(
      `- **\`pr-run\`** (run ${id(pullRequestRun.run)}): not compared: run ${id(pullRequestRun.run)} is a pull\\_request run; references come only from successful push runs, never from pull requests or other events.`,
    )
    expect(body).toContain(
      `- **\`release-1.3\`** (run ${id(expired.run)}): not compared: the artifact "bench-results" of run ${id(expired.run)} has expired (or was deleted); re-run that workflow run or choose a newer reference.`,
    )
    expect(body).toContain(
      '| Benchmark | Metric | `v1.4.0` | `before-regression` | Base | Head | Head vs `v1.4.0` | Head vs `before-regression` | Head vs base |',
    )
    expect(body).toMatch(
      /\| `BM_Checksum` \| real\\_time \| 9\.027 µs ± 0\.056 µs \(n=10\) \| 9\.027 µs ± 0\.056 µs \(n=10\) \| 12\.61 µs ± 0\.083 µs \(n=10\) \| 8\.983 µs ± 0\.011 µs \(n=10\) \| −0\.2 % \[−1\.1 %, \+0\.2 %\] ⚪ no change \(equivalent\) \| −0\.2 % \[−1\.1 %, \+0\.2 %\] ⚪ no change \(equivalent\) \| −28\.5 % \[−29\.2 %, −27\.8 %\] 🟢 improvement \(strong\) \|/,
    )
    const log = printed(result)
    expect(log).toContain(
      `::warning::Reference "pr-run" (run ${pullRequestRun.run.id}) is not compared: run ${pullRequestRun.run.id} is a pull_request run`,
    )
    expect(log).toContain(
      `::warning::Reference "release-1.3" (run ${expired.run.id}) is not compared`,
    )

    // The tag is dereferenced through the git refs API; refused and expired runs are never downloaded.
    const requests = requestLines(fake)
    expect(requests.filter((r) => /\/git\/ref\/tags(\/|%2F)v1\.4\.0$/.test(r))).toHaveLength(1)
    expect(
      requests.filter((r) => r.startsWith('GET /repos/octo-org/bench-demo/git/tags/')),
    ).toHaveLength(1)
    expect(requests).toContain(
      `GET /repos/octo-org/bench-demo/actions/runs/${pullRequestRun.run.id}`,
    )
    const downloads = requests.filter((r) => r.endsWith('/zip'))
    expect(downloads).toHaveLength(3)

    const report = reportOf(result.outputs)
    expect(report.references?.map((r) => [r.name, r.run?.id, r.missing === undefined])).toEqual([
      ['v1.4.0', release.run.id, true],
      ['before-regression', before.run.id, true],
      ['pr-run', undefined, false],
      ['release-1.3', undefined, false],
    ])
    const against = (name: string) => report.comparisons.filter((c) => c.against === name)
    expect(against('v1.4.0')).toHaveLength(against('base').length)
    expect(against('v1.4.0').map((c) => c.class)).toEqual(
      against('before-regression').map((c) => c.class),
    )
    const checksum = report.references?.[0]?.benchmarks.find((b) => b.benchmark === 'BM_Checksum')
    expect(checksum?.kind).toBe('recovered')
    expect(checksum?.recovery?.fraction).toBeCloseTo(1.0047, 4)

    // Without the references, head against the base reads the same: same q-values, same verdict.
    const plain = await runAction(fake, scenario, { inputs: { history: '0' }, files })
    const without = reportOf(plain.outputs)
    expect(without.verdict).toEqual(report.verdict)
    expect(without.comparisons).toEqual(against('base'))
    expect(without.references).toBeUndefined()
  })

  it('gates the verdict on a reference named by commit SHA when the policy says so', async ({
    fake,
  }) => {
    // The PR changes nothing against its base (head = base), but both are slower than v1.4.0.
    const scenario = seedScenario(fake, { baseFiles: artifact('head') })
    const release = pushRun(fake, 'release/1.4', artifact('reference'), {
      parent: scenario.shas.baseRun,
    })
    const inputs = { history: '0', references: `v1.4.0=${release.sha.slice(0, 10)}` }
    const files = { 'out/head.json': tree('head') }

    const ungated = await runAction(fake, scenario, { inputs, files })
    expect(ungated.outputs.verdict).toBe('pass')
    expect(onlyComment(fake, scenario).body.replace(/\u00a0/g, ' ')).toMatch(
      /head is still 25\.4 % slower than `v1\.4\.0` on `BM_Crc32\/1024` and 29\.5 % slower on `BM_Crc32\/16384`; is within the noise of `v1\.4\.0` on the other 3 benchmarks\./,
    )

    const policy = 'references:\n  v1.4.0: { gate: fail }\n'
    const gated = await runAction(fake, scenario, {
      inputs,
      files: { ...files, '.github/bench-verdict.yml': policy },
    })
    expect(gated.exitCode).toBe(1)
    expect(gated.outputs.verdict).toBe('fail')
    const body = onlyComment(fake, scenario).body.replace(/\u00a0/g, ' ')
    expect(body).toContain(
      '### ❌ Benchmarks: fail — against v1.4.0: 2 regressions beyond the noise floor (worst: BM\\_Crc32/16384 real\\_time +29.5 %)',
    )
    expect(body).toContain(`(commit \`${release.sha.slice(0, 10)}\`, [run ${release.run.id}](`)
    expect(body).toContain('gate: fail)')
    expect(reportOf(gated.outputs).references?.[0]?.gate).toBe('fail')
  })
})

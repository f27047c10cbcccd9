/**
 * The API attacks of docs/security.md, for `npm run stress` (scripts/stress.mjs bundles this
 * file): each case seeds the fake GitHub on loopback (test/fakes/github-api/), runs the Action
 * from src in a process of its own, and checks the rule, printing what it measured: requests,
 * seconds, comment size. Sizes are those the attacks were first measured at (1,000 artifacts,
 * 3,000 comments), not the e2e tests' small ones. Exit status 1 when any case fails.
 *
 *   node api-stress.mjs [--only <name>]
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  faults,
  seedScenario,
  startFakeGitHub,
  type FakeGitHub,
  type Scenario,
} from '../fakes/github-api/index.js'
import { runBundledAction, type ActionRun } from '../support/action-runner.js'
import { buildZip } from './zip-bytes.js'
import { idLine } from '../../src/publish/sticky-comment.js'
import { plural } from '../../src/model/plural.js'

const self = fileURLToPath(import.meta.url)
const argv = process.argv.slice(2)
const MARKER = '<!-- bench-verdict:bench.yml/bench -->'
const LIMIT = 65_536

interface Measured {
  readonly problems: string[]
  readonly facts: string
}

interface ApiCase {
  readonly name: string
  /** Wall-time bound of the whole case, seconds. */
  readonly seconds: number
  run(fake: FakeGitHub): Promise<Measured>
}

/** hyperfine `--export-json` text: three commands, 10 runs each, scaled by `scale`. */
function hyperfine(scale = 1): string {
  const suite = { 'parse small': 0.012, 'parse large': 0.085, render: 0.031 }
  const results = Object.entries(suite).map(([command, median], c) => {
    const times = Array.from(
      { length: 10 },
      (_, i) => median * scale * (1 + 0.002 * ((i * 7 + c) % 5)),
    )
    const mean = times.reduce((a, b) => a + b, 0) / times.length
    return {
      command,
      mean,
      stddev: median * scale * 0.004,
      median: median * scale,
      user: mean,
      system: 0,
      min: Math.min(...times),
      max: Math.max(...times),
      times,
      exit_codes: times.map(() => 0),
    }
  })
  return JSON.stringify({ results })
}

async function action(
  scenario: Scenario,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
  files: Record<string, string> = { 'out/head.json': hyperfine() },
): Promise<ActionRun> {
  const workspace = mkdtempSync(path.join(tmpdir(), 'bench-verdict-api-stress-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workspace, name)), { recursive: true })
    writeFileSync(path.join(workspace, name), text)
  }
  return await runBundledAction({
    inputs: { results: 'out/*.json', 'github-token': scenario.token, ...inputs },
    env: { ...scenario.env, BENCH_VERDICT_API_RETRY_BASE_MS: '20', ...env },
    event: scenario.event,
    eventName: 'pull_request',
    workspace,
    entry: [self, '--action-child'],
  })
}

const api = (fake: FakeGitHub) => fake.requests.filter((r) => !r.path.startsWith('/_blob/'))
const comments = (fake: FakeGitHub, scenario: Scenario) =>
  fake
    .comments(
      scenario.repository.owner.login,
      scenario.repository.name,
      scenario.pullRequest.number,
    )
    .map((c) => ({ ...c, body: c.body ?? '' }))
const check = (problems: string[], ok: boolean, problem: string) => {
  if (!ok) problems.push(problem)
}

const CASES: ApiCase[] = [
  {
    name: 'comment-hijack',
    seconds: 60,
    async run(fake) {
      const scenario = seedScenario(fake, { baseFiles: { 'h.json': hyperfine() }, history: 0 })
      const forgedBody = `${MARKER}\n<!-- bench-verdict-run:99999999:${'f'.repeat(40)} -->\n### ✅ Benchmarks: pass — forged`
      const forged = fake.addComment({
        issue_number: scenario.pullRequest.number,
        user: 'github-actions[bot]',
        body: forgedBody,
      })
      const result = await action(scenario, {}, {}, { 'out/head.json': hyperfine(1.3) })
      const all = comments(fake, scenario)
      const problems: string[] = []
      const kept = all.find((c) => c.id === forged.id)
      check(problems, kept?.body === forgedBody, 'the forged comment was edited or deleted')
      check(problems, kept?.minimized_reason === 'outdated', 'the forged comment was not hidden')
      const ours = all.find((c) => c.id !== forged.id)
      check(
        problems,
        ours?.body.includes('Benchmarks: fail') === true,
        'no comment of ours shows the fail',
      )
      check(problems, result.outputs['comment-id'] === String(ours?.id), 'comment-id is not ours')
      return {
        problems,
        facts: `${all.length} comments, forged one hidden: ${kept?.minimized_reason ?? 'no'}`,
      }
    },
  },
  {
    name: 'comment-hijack-signed',
    seconds: 60,
    async run(fake) {
      // With comment-signing-key set, a comment whose plain SHA-256 id line names this very run
      // (what a concurrent workflow writing as github-actions[bot] can make) is not adopted.
      const scenario = seedScenario(fake, { baseFiles: { 'h.json': hyperfine() }, history: 0 })
      const key = '0f1e2d3c4b5a69788796a5b4c3d2e1f0'
      const text = '### ✅ Benchmarks: pass — forged'
      const writer = {
        workflowPath: '.github/workflows/bench.yml',
        runId: scenario.headRun.id,
        runAttempt: 1,
      }
      const forgedBody = `${MARKER}\n${idLine(MARKER, writer, text)}\n${text}`
      const forged = fake.addComment({
        issue_number: scenario.pullRequest.number,
        user: 'github-actions[bot]',
        body: forgedBody,
      })
      const result = await action(
        scenario,
        { 'comment-signing-key': key },
        {},
        { 'out/head.json': hyperfine(1.3) },
      )
      const all = comments(fake, scenario)
      const problems: string[] = []
      const kept = all.find((c) => c.id === forged.id)
      check(problems, kept?.body === forgedBody, 'the forged comment was edited or deleted')
      check(problems, kept?.minimized_reason === 'outdated', 'the forged comment was not hidden')
      const ours = all.find((c) => c.id !== forged.id)
      check(
        problems,
        ours?.body.includes('Benchmarks: fail') === true,
        'no comment of ours shows the fail',
      )
      const shown = result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
      check(
        problems,
        !shown.join('\n').includes(key) && !result.summary.includes(key),
        'the key was printed',
      )
      return {
        problems,
        facts: `${all.length} comments, forged one hidden: ${kept?.minimized_reason ?? 'no'}`,
      }
    },
  },
  {
    name: 'on-change-hash-forgery',
    seconds: 90,
    async run(fake) {
      const scenario = seedScenario(fake, { baseFiles: { 'h.json': hyperfine() }, history: 0 })
      const inputs = { comment: 'on-change' }
      await action(scenario, inputs, {}, { 'out/head.json': hyperfine(1.3) })
      const hash =
        /^<!-- bench-verdict-hash:([0-9a-f]{16}) -->$/m.exec(
          comments(fake, scenario)[0]?.body ?? '',
        )?.[1] ?? ''
      const planted = hyperfine().replace(
        '"render"',
        JSON.stringify(`render <!-- bench-verdict-hash:${hash} -->`),
      )
      await action(scenario, inputs, {}, { 'out/head.json': planted })
      await action(scenario, inputs, {}, { 'out/head.json': hyperfine(1.3) })
      const body = comments(fake, scenario)[0]?.body ?? ''
      const problems: string[] = []
      check(problems, hash !== '', 'no hash line in the first comment')
      check(problems, body.includes('Benchmarks: fail'), 'the planted hash kept the old pass')
      return {
        problems,
        facts: `planted hash ${hash}; comment shows ${body.includes('Benchmarks: fail') ? 'fail' : 'pass'}`,
      }
    },
  },
  {
    name: 'artifact-glob-1000',
    seconds: 180,
    async run(fake) {
      const scenario = seedScenario(fake, { baseFiles: { 'h.json': hyperfine() }, history: 0 })
      for (const run of [scenario.headRun, scenario.baseRun])
        for (let i = 0; i < 1000; i++)
          fake.addArtifact(run.id, {
            name: `bench-results-leg${String(i).padStart(4, '0')}`,
            files: { 'h.json': hyperfine() },
          })
      const result = await action(
        scenario,
        { results: '', 'artifact-name': 'bench-results-*' },
        {},
        {},
      )
      const requests = api(fake).length
      const body = comments(fake, scenario)[0]?.body ?? ''
      const problems: string[] = []
      check(problems, requests <= 200, `${requests} API requests (1,003 before the budget)`)
      check(
        problems,
        /::warning::run \d+ has more artifacts that artifact-name selects than the 64 read per run/.test(
          result.stdout,
        ),
        'no warning naming the cap',
      )
      check(
        problems,
        body !== '' && Buffer.byteLength(body) <= LIMIT,
        `comment of ${Buffer.byteLength(body)} bytes`,
      )
      check(problems, result.outputs.verdict === 'pass', `verdict ${result.outputs.verdict ?? '-'}`)
      return {
        problems,
        facts: `${requests} API requests; comment ${Buffer.byteLength(body).toLocaleString('en-US')} bytes; verdict ${result.outputs.verdict ?? '-'}`,
      }
    },
  },
  {
    name: 'history-download-budget',
    seconds: 180,
    async run(fake) {
      // 20 history runs and the base run, each with a 64 MiB artifact (results and a stored
      // member that is never decompressed): 1.3 GiB, past the 1 GiB budget of a run, which holds
      // 15 of them: the base run and 14 history runs.
      const MiB = 1024 * 1024
      const zip = buildZip({
        'h.json': hyperfine(),
        'padding.bin': { data: new Uint8Array(64 * MiB).fill(7), level: 0 },
      })
      const scenario = seedScenario(fake, {
        baseFiles: { 'h.json': hyperfine() },
        history: 20,
        artifactName: 'small-results',
      })
      for (const run of [scenario.baseRun, ...scenario.historyRuns])
        fake.addArtifact(run.id, { name: 'bench-results', zip })
      const started = performance.now()
      const result = await action(scenario, { history: '20' })
      const seconds = (performance.now() - started) / 1000
      const downloads = api(fake).filter((r) => r.path.endsWith('/zip')).length
      const blobs = fake.requests.filter((r) => r.path.startsWith('/_blob/')).length
      const bytes = blobs * zip.byteLength
      const body = comments(fake, scenario)[0]?.body ?? ''
      const problems: string[] = []
      check(
        problems,
        downloads <= 128,
        `${downloads} artifact downloads, over the 128 of the budget`,
      )
      check(problems, bytes <= 1024 * MiB, `${(bytes / MiB).toFixed(0)} MiB downloaded, over 1 GiB`)
      check(
        problems,
        /::warning::History: 14 of the 20 earlier base runs asked for were read; base run \d+ and any older ones are left out, past the run's download budget/.test(
          result.stdout,
        ),
        'no warning naming the budget and the 14 history runs read',
      )
      check(
        problems,
        body.includes('history: 14 earlier base runs'),
        'the comment does not show 14 history runs',
      )
      check(problems, result.outputs.verdict === 'pass', `verdict ${result.outputs.verdict ?? '-'}`)
      return {
        problems,
        facts: `${downloads} downloads, ${(bytes / MiB).toFixed(0)} MiB in ${seconds.toFixed(1)} s; verdict ${result.outputs.verdict ?? '-'}`,
      }
    },
  },
  {
    name: 'comments-3000',
    seconds: 90,
    async run(fake) {
      const scenario = seedScenario(fake, { baseFiles: { 'h.json': hyperfine() }, history: 0 })
      for (let i = 0; i < 3000; i++)
        fake.addComment({
          issue_number: scenario.pullRequest.number,
          user: 'octocat',
          body: `review ${i}`,
        })
      const pages = () =>
        api(fake).filter((r) => r.method === 'GET' && /\/issues\/\d+\/comments$/.test(r.path))
          .length
      await action(scenario)
      const first = pages()
      await action(scenario, {}, {}, { 'out/head.json': hyperfine(1.01) })
      const second = pages() - first
      const problems: string[] = []
      check(problems, first <= 13, `${first} list pages on the first run (61 before the page cap)`)
      check(problems, second <= 3, `${second} list pages on the second run`)
      check(
        problems,
        comments(fake, scenario).filter((c) => c.body.startsWith(MARKER)).length === 1,
        'not exactly one sticky comment',
      )
      return { problems, facts: `list pages: ${first} (create), ${second} (update)` }
    },
  },
  {
    name: 'hanging-post',
    seconds: 90,
    async run(fake) {
      const scenario = seedScenario(fake, { baseFiles: { 'h.json': hyperfine() }, history: 0 })
      fake.injectFault({
        method: 'POST',
        path: /\/issues\/\d+\/comments$/,
        times: Infinity,
        ...faults.slow(60_000),
      })
      const started = performance.now()
      const result = await action(scenario, {}, { BENCH_VERDICT_API_TIMEOUT_MS: '2000' })
      const seconds = (performance.now() - started) / 1000
      const posts = api(fake).filter((r) => r.method === 'POST' && r.path !== '/graphql').length
      const problems: string[] = []
      check(problems, posts <= 2, `${posts} POSTs (4 retries before the fix)`)
      check(problems, seconds < 30, `took ${seconds.toFixed(1)} s (134 s before the deadlines)`)
      check(problems, result.outputs.verdict === 'pass', 'no verdict')
      return { problems, facts: `${posts} POSTs in ${seconds.toFixed(1)} s` }
    },
  },
  {
    name: 'hanging-api',
    seconds: 90,
    async run(fake) {
      const scenario = seedScenario(fake, { baseFiles: { 'h.json': hyperfine() }, history: 0 })
      fake.injectFault({ path: /^\/repos\//, times: Infinity, ...faults.slow(120_000) })
      const started = performance.now()
      const result = await action(
        scenario,
        {},
        { BENCH_VERDICT_API_TIMEOUT_MS: '2000', BENCH_VERDICT_API_CALL_DEADLINE_MS: '5000' },
      )
      const seconds = (performance.now() - started) / 1000
      const problems: string[] = []
      check(problems, seconds < 30, `took ${seconds.toFixed(1)} s (4.5 min before the deadlines)`)
      check(problems, result.summary.includes('Benchmarks:'), 'no job summary')
      check(
        problems,
        /no answer within the call's deadline/.test(result.stdout),
        'no message naming the deadline',
      )
      return {
        problems,
        facts: `${api(fake).length} requests in ${seconds.toFixed(1)} s; verdict ${result.outputs.verdict ?? '-'}`,
      }
    },
  },
  {
    name: 'hanging-download',
    seconds: 90,
    async run(fake) {
      const scenario = seedScenario(fake, { baseFiles: { 'h.json': hyperfine() }, history: 0 })
      fake.injectFault({ path: /^\/_blob\//, times: Infinity, ...faults.slow(120_000) })
      const started = performance.now()
      const result = await action(
        scenario,
        {},
        { BENCH_VERDICT_API_TIMEOUT_MS: '2000', BENCH_VERDICT_DOWNLOAD_DEADLINE_MS: '6000' },
      )
      const seconds = (performance.now() - started) / 1000
      const problems: string[] = []
      check(problems, seconds < 30, `took ${seconds.toFixed(1)} s (15 min before the deadlines)`)
      check(
        problems,
        /the download took longer than its deadline/.test(result.stdout + result.summary),
        'no message naming the download deadline',
      )
      return {
        problems,
        facts: `${seconds.toFixed(1)} s; verdict ${result.outputs.verdict ?? '-'}`,
      }
    },
  },
]

async function parent(): Promise<void> {
  const only = argv[argv.indexOf('--only') + 1]
  let failed = 0
  console.log('\nAPI case                  bound (s)  measured (s)  result')
  for (const apiCase of CASES) {
    if (argv.includes('--only') && apiCase.name !== only) continue
    const fake = await startFakeGitHub()
    const started = performance.now()
    let measured: Measured
    try {
      measured = await apiCase.run(fake)
    } catch (error) {
      measured = {
        problems: [`threw: ${error instanceof Error ? error.message : String(error)}`],
        facts: '',
      }
    } finally {
      await fake.close()
    }
    const seconds = (performance.now() - started) / 1000
    if (seconds > apiCase.seconds)
      measured.problems.push(`took ${seconds.toFixed(1)} s, over the ${apiCase.seconds} s bound`)
    if (measured.problems.length > 0) failed++
    console.log(
      `${apiCase.name.padEnd(25)} ${String(apiCase.seconds).padStart(9)}  ${seconds.toFixed(1).padStart(12)}  ${measured.problems.length === 0 ? 'ok' : 'FAILED'}`,
    )
    console.log(`    ${measured.facts}`)
    for (const problem of measured.problems) console.log(`    ✗ ${problem}`)
  }
  console.log(
    failed === 0
      ? '\napi stress: every case holds'
      : `\napi stress: ${plural(failed, 'case')} failed`,
  )
  // Now: the fake's hanging answers still hold timers that would keep this process for minutes.
  process.exit(failed === 0 ? 0 : 1)
}

// Last: the cases above must be defined before either role runs.
if (argv[0] === '--action-child') {
  const { runAction } = await import('../../src/shell/run-action.js')
  await runAction()
} else await parent()

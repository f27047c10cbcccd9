// `npm run demo`: the committed Action bundle (dist/index.js), run as the GitHub runner runs it, on real
// benchmark results in fixtures/ (Google Benchmark, go test -bench and hyperfine runs of a base and a
// head build: two benchmarks made slower, one faster, the rest unchanged), against a GitHub API served
// on loopback. The base branch's results travel the real way: as a zipped artifact of the base run,
// found through the API and downloaded through a signed URL. Four earlier base-branch runs (real
// re-runs of the base build) are the history that measures each benchmark's run-to-run noise.
// No network, no token.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seedScenario, startFakeGitHub } from '../test/fakes/github-api/index.js'
import { REPO_ROOT, runBundledAction } from '../test/support/action-runner.js'

const HARNESSES = [
  {
    folder: 'google-benchmark',
    base: 'base.json',
    head: 'head.json',
    rerun: (n) => `rounds/base-${n}.json`,
    aa: 'base-aa.json',
  },
  {
    folder: 'go-test',
    base: 'base.txt',
    head: 'head.txt',
    rerun: (n) => `rounds/base-${n}.txt`,
    aa: 'base-aa.txt',
  },
  {
    folder: 'hyperfine',
    base: 'base.json',
    head: 'head.json',
    rerun: (n) => `rounds/base-${n}.json`,
    aa: 'base-aa.json',
  },
]
/** Newest first: the A/A re-run of the base build, then three earlier runs of it from the ABBA session. */
const HISTORY_RUNS = [(h) => h.aa, (h) => h.rerun(1), (h) => h.rerun(2), (h) => h.rerun(3)]

const fixture = (name) => readFileSync(path.join(REPO_ROOT, 'fixtures', name), 'utf8')
/** One artifact: the harness folder names the file, so the three formats sit side by side. */
const artifact = (pick) =>
  Object.fromEntries(
    HARNESSES.map((h) => [`${h.folder}${path.extname(h.base)}`, fixture(`${h.folder}/${pick(h)}`)]),
  )

const fake = await startFakeGitHub()
try {
  const scenario = seedScenario(fake, {
    baseFiles: artifact((h) => h.base),
    history: HISTORY_RUNS.map((pick) => artifact(pick)),
  })
  const workspace = mkdtempSync(path.join(tmpdir(), 'bench-verdict-demo-'))
  for (const h of HARNESSES)
    cpSync(
      path.join(REPO_ROOT, 'fixtures', h.folder, h.head),
      path.join(workspace, 'bench-out', `${h.folder}${path.extname(h.head)}`),
    )

  console.log(
    `A pull request (#${scenario.pullRequest.number}) on a GitHub API served at ${fake.url}.`,
  )
  console.log(
    `Base results: the "bench-results" artifact of push run ${scenario.baseRun.id} on main (${HARNESSES.map((h) => `${h.folder}/${h.base}`).join(', ')}), plus ${HISTORY_RUNS.length} earlier base runs as history.`,
  )
  console.log(
    `Head results: bench-out/* in the job's workspace (${HARNESSES.map((h) => `${h.folder}/${h.head}`).join(', ')}).\n`,
  )
  const result = await runBundledAction({
    inputs: {
      results: 'bench-out/*',
      'github-token': scenario.token,
      'report-file': 'bench-verdict-report.json',
    },
    env: scenario.env,
    event: scenario.event,
    eventName: 'pull_request',
    workspace,
  })
  const comments = fake.comments(
    scenario.repository.owner.login,
    scenario.repository.name,
    scenario.pullRequest.number,
  )
  console.log('──── The comment bench-verdict posted on the pull request ────\n')
  for (const comment of comments) console.log(comment.body)
  console.log('──── Step result ────')
  console.log(`verdict: ${result.outputs.verdict}`)
  console.log(`counts: ${result.outputs.counts}`)
  console.log(
    `exit code: ${result.exitCode} (a failing verdict fails the step, as it would gate the merge)`,
  )
  const api = fake.requests.filter((r) => !r.path.startsWith('/_blob/')).length
  const blobs = fake.requests.filter((r) => r.path.startsWith('/_blob/')).length
  console.log(
    `API requests: ${api}, plus ${blobs} signed-URL downloads (a first run: the steady-state budget is 4 + L·(K + 1) = ${4 + 1 * (HISTORY_RUNS.length + 1)}, and creating the comment adds one re-listing)`,
  )
  if (result.stderr.trim()) console.log(`stderr:\n${result.stderr}`)
  if (!result.outputs.verdict) process.exitCode = 1
} finally {
  await fake.close()
}

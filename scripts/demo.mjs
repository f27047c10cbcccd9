// `npm run demo`: the committed Action bundle (dist/index.js), run as the GitHub runner runs it, on real
// benchmark results in fixtures/ (Benchmark.js console output and valgrind callgrind profiles), against
// a GitHub API served on loopback. The base branch's results travel the real way: as a zipped artifact
// of the base run (and of two earlier runs, the history), found through the API and downloaded through
// a signed URL. No network, no token.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seedScenario, startFakeGitHub } from '../test/fakes/github-api/index.js'
import { REPO_ROOT, runBundledAction } from '../test/support/action-runner.js'

const SIDES = {
  base: ['benchmarkjs-text/base.txt', 'callgrind-text/base/callgrind.out.4946'],
  head: ['benchmarkjs-text/head.txt', 'callgrind-text/head/callgrind.out.4950'],
}
const HISTORY = 2
const fixture = (name) => readFileSync(path.join(REPO_ROOT, 'fixtures', name), 'utf8')
/** `benchmarkjs-text/base.txt` → `benchmarkjs-base.txt`; callgrind keeps its `callgrind.out.<pid>`. */
const fileName = (name) =>
  path.basename(name).startsWith('callgrind.out.')
    ? path.basename(name)
    : `${name.split('/')[0].replace(/-text$/, '')}-${path.basename(name)}`
const artifactFiles = (names) =>
  Object.fromEntries(names.map((name) => [fileName(name), fixture(name)]))

const fake = await startFakeGitHub()
try {
  const scenario = seedScenario(fake, { baseFiles: artifactFiles(SIDES.base), history: HISTORY })
  const workspace = mkdtempSync(path.join(tmpdir(), 'bench-verdict-demo-'))
  for (const name of SIDES.head)
    cpSync(
      path.join(REPO_ROOT, 'fixtures', name),
      path.join(workspace, 'bench-out', fileName(name)),
    )

  console.log(
    `A pull request (#${scenario.pullRequest.number}) on a GitHub API served at ${fake.url}.`,
  )
  console.log(
    `Base results: the "bench-results" artifact of push run ${scenario.baseRun.id} on main (${SIDES.base.join(', ')}), plus ${HISTORY} earlier runs as history.`,
  )
  console.log(`Head results: bench-out/* in the job's workspace (${SIDES.head.join(', ')}).\n`)
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
    `API requests: ${api}, plus ${blobs} signed-URL downloads (a first run: the steady-state budget is 4 + L·(K + 1) = ${4 + 1 * (HISTORY + 1)}, and creating the comment adds one re-listing)`,
  )
  if (result.stderr.trim()) console.log(`stderr:\n${result.stderr}`)
  if (!result.outputs.verdict) process.exitCode = 1
} finally {
  await fake.close()
}

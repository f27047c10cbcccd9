// `npm run demo`: the committed Action bundle (dist/index.js), run as the GitHub runner runs it, on real
// benchmark results in fixtures/ (Google Benchmark, Go, hyperfine), against a GitHub API served on
// loopback. The base branch's results travel the real way: as a zipped artifact of the base run,
// found through the API and downloaded through a signed URL. No network, no token.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seedScenario, startFakeGitHub } from '../test/fakes/github-api/index.js'
import { REPO_ROOT, runBundledAction } from '../test/support/action-runner.js'

const SIDES = {
  base: ['google-benchmark/base.json', 'go-test/base.txt'],
  head: ['google-benchmark/head.json', 'go-test/head.txt'],
}
const fixture = (name) => readFileSync(path.join(REPO_ROOT, 'fixtures', name), 'utf8')
const artifactFiles = (names) =>
  Object.fromEntries(names.map((name) => [name.replace('/', '-'), fixture(name)]))

const fake = await startFakeGitHub()
try {
  const scenario = seedScenario(fake, { baseFiles: artifactFiles(SIDES.base) })
  const workspace = mkdtempSync(path.join(tmpdir(), 'bench-verdict-demo-'))
  for (const name of SIDES.head)
    cpSync(
      path.join(REPO_ROOT, 'fixtures', name),
      path.join(workspace, 'bench-out', name.replace('/', '-')),
    )

  console.log(
    `A pull request (#${scenario.pullRequest.number}) on a GitHub API served at ${fake.url}.`,
  )
  console.log(
    `Base results: the "bench-results" artifact of push run ${scenario.baseRun.id} on main (${SIDES.base.join(', ')}).`,
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
  console.log(
    `API requests: ${fake.requests.filter((r) => !r.path.startsWith('/_blob/')).length} (plus ${fake.requests.filter((r) => r.path.startsWith('/_blob/')).length} signed-URL download)`,
  )
  if (result.stderr.trim()) console.log(`stderr:\n${result.stderr}`)
  if (!result.outputs.verdict) process.exitCode = 1
} finally {
  await fake.close()
}

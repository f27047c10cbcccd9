import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  startFakeGitHub,
  type ArtifactFiles,
  type FakeGitHub,
  type RecordedRequest,
  type Scenario,
  type StoredComment,
} from '../fakes/github-api/index.js'
import { idLine } from '../../src/publish/sticky-comment.js'
import { REPO_ROOT, runBundledAction, type ActionRun } from '../support/action-runner.js'

/**
 * `it` with a fresh fake GitHub per test (`async ({ fake }) => …`), so tests can run concurrently:
 * most of an end-to-end test is waiting for the Action's process.
 */
export const it = test.extend<{ fake: FakeGitHub }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a test uses from this pattern
  fake: async ({}, use) => {
    const fake = await startFakeGitHub()
    await use(fake)
    await fake.close()
  },
})

/** A committed fixture's text (never fixtures/hyperfine, google-benchmark or go-test: in flux). */
export const fixture = (name: string): string =>
  readFileSync(path.join(REPO_ROOT, 'fixtures', name), 'utf8')

/** Median wall time in seconds of a small hand-made hyperfine suite. */
export const SUITE: Readonly<Record<string, number>> = {
  'parse small': 0.012,
  'parse large': 0.085,
  render: 0.031,
}

/**
 * hyperfine `--export-json` text with 20 runs per command: each run is the median × `scale`,
 * spread ±1 % by a deterministic generator (`seed`). Same scale and seed, same numbers; a scale
 * of 1.3 is a 30 % slowdown the statistics call a strong regression.
 */
export function hyperfine(
  options: {
    scale?: number
    seed?: number
    suite?: Readonly<Record<string, number>>
    runs?: number
  } = {},
): string {
  const { scale = 1, seed = 1, suite = SUITE, runs = 20 } = options
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return (state / 2_147_483_648) * 2 - 1
  }
  const results = Object.entries(suite).map(([command, median]) => {
    const times = Array.from({ length: runs }, () => median * scale * (1 + 0.01 * next()))
    const mean = times.reduce((a, b) => a + b, 0) / times.length
    return {
      command,
      mean,
      stddev: median * scale * 0.006,
      median: median * scale,
      user: mean * 0.9,
      system: mean * 0.05,
      min: Math.min(...times),
      max: Math.max(...times),
      times,
      exit_codes: times.map(() => 0),
    }
  })
  return `${JSON.stringify({ results }, null, 2)}\n`
}

/** An artifact holding one hyperfine file. */
export const hyperfineArtifact = (
  options: Parameters<typeof hyperfine>[0] = {},
): ArtifactFiles => ({
  'hyperfine.json': hyperfine(options),
})

/** A fresh workspace holding `files`, as a job's checkout would after the benchmark step. */
export function workspaceWith(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-ws-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

/** Fast retries for tests: the backoff of 5xx retries is 20 ms instead of 1 s. */
export const FAST_RETRIES = { BENCH_VERDICT_API_RETRY_BASE_MS: '20' }

export interface RunOptions {
  readonly inputs?: Readonly<Record<string, string>>
  /** Files in the workspace; default: the head results `out/head.json` = `hyperfine()`. */
  readonly files?: Readonly<Record<string, string>>
  readonly event?: unknown
  readonly eventName?: string
  readonly env?: Readonly<Record<string, string>>
}

/**
 * Runs the bundled Action for the scenario's pull request (or `options.event`), with the head's
 * results in `out/*.json`, the scenario's token and fast retries; checks that nothing printed
 * holds a secret the fake knows.
 */
export async function runAction(
  fake: FakeGitHub,
  scenario: Scenario,
  options: RunOptions = {},
): Promise<ActionRun> {
  const result = await runBundledAction({
    inputs: { results: 'out/*.json', 'github-token': scenario.token, ...options.inputs },
    env: { ...scenario.env, ...FAST_RETRIES, ...options.env },
    event: options.event ?? scenario.event,
    eventName: options.eventName ?? 'pull_request',
    workspace: workspaceWith(options.files ?? { 'out/head.json': hyperfine() }),
  })
  expectNoSecrets(fake, result)
  return result
}

/** Every output of action.yml, sorted: what one run writes to GITHUB_OUTPUT, each exactly once. */
export const ALL_OUTPUTS = [
  'comment-id',
  'comment-url',
  'counts',
  'headline',
  'markdown-file',
  'regressions',
  'regressions-text',
  'report-file',
  'rerun',
  'verdict',
] as const

/** The output names in the order the run wrote them to GITHUB_OUTPUT, repeats included. */
export function writtenOutputNames(result: ActionRun): string[] {
  return result.outputFile.split('\n').flatMap((line) => /^([^<=]+)<<.+$/.exec(line)?.[1] ?? [])
}

/** Everything a user could read: the log (minus the runner's mask commands), summary, outputs. */
export function printed(result: ActionRun): string {
  const logged = result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
  return [...logged, result.stderr, result.summary, JSON.stringify(result.outputs)].join('\n')
}

export function expectNoSecrets(fake: FakeGitHub, result: ActionRun): void {
  const text = printed(result)
  for (const secret of fake.secrets()) expect(text).not.toContain(secret)
  const reportFile = result.outputs['report-file']
  if (reportFile) {
    const report = readFileSync(reportFile, 'utf8')
    for (const secret of fake.secrets()) expect(report).not.toContain(secret)
  }
}

/** `::notice::` lines of the log, without the command prefix. */
export function notices(result: ActionRun): string[] {
  return result.stdout
    .split('\n')
    .filter((line) => line.startsWith('::notice::'))
    .map((line) => line.slice('::notice::'.length))
}

/** API requests (the blob storage's signed-URL downloads left out, as the budget counts them). */
export function apiRequests(fake: FakeGitHub): RecordedRequest[] {
  return fake.requests.filter((r) => !r.path.startsWith('/_blob/'))
}

/** `METHOD path` of each API request, with the query when `withQuery`. */
export function requestLines(fake: FakeGitHub, withQuery = false): string[] {
  return apiRequests(fake).map((r) => `${r.method} ${withQuery ? r.url : r.path}`)
}

/** The comments on the scenario's PR, oldest first, with `body` always a string. */
export function commentsOn(
  fake: FakeGitHub,
  scenario: Scenario,
): (StoredComment & { body: string })[] {
  return fake
    .comments(
      scenario.repository.owner.login,
      scenario.repository.name,
      scenario.pullRequest.number,
    )
    .map((c) => ({ ...c, body: c.body ?? '' }))
}

/** The single comment on the scenario's PR; fails the test when there is not exactly one. */
export function onlyComment(
  fake: FakeGitHub,
  scenario: Scenario,
): StoredComment & { body: string } {
  const comments = commentsOn(fake, scenario)
  expect(comments).toHaveLength(1)
  return comments[0]!
}

export const OWNER = 'octo-org'
export const REPO = 'bench-demo'

/**
 * A comment as an earlier run of the scenario's workflow wrote it: the marker, the id line naming
 * that run (a run of `.github/workflows/bench.yml`, still going when the comment was written),
 * then `text`. Comments without a valid id line are not the Action's (docs/security.md).
 */
export function ourEarlierComment(
  fake: FakeGitHub,
  scenario: Scenario,
  text: string,
  options: { marker?: string; user?: string } = {},
): { id: number; body: string } {
  const marker = options.marker ?? '<!-- bench-verdict:bench.yml/bench -->'
  const run = fake.addWorkflowRun({
    workflow: 'bench.yml',
    event: 'pull_request',
    status: 'in_progress',
    head_branch: scenario.pullRequest.head.ref,
    head_sha: scenario.pullRequest.head.sha,
  })
  const writer = { workflowPath: '.github/workflows/bench.yml', runId: run.id, runAttempt: 1 }
  const body = `${marker}\n${idLine(marker, writer, text)}\n${text}`
  const comment = fake.addComment({
    issue_number: scenario.pullRequest.number,
    user: options.user ?? 'github-actions[bot]',
    body,
  })
  return { id: comment.id, body }
}

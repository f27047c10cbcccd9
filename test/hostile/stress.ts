/**
 * `npm run stress` (scripts/stress.mjs bundles this file): writes the hostile corpus
 * (test/hostile/corpus.ts), runs every case in a fresh Node process and asserts, per case, that
 * the run ends in the expected diagnostic naming the hostile input, that the good files beside it
 * are still compared, that nothing prints a stack trace, and that the process stays within the
 * case's bounds on wall time and peak resident memory. Exit status 1 when any case fails.
 *
 *   node stress.mjs [--only <name>] [--corpus <dir>]   run (and keep the corpus in <dir>)
 *   node stress.mjs --write-corpus <dir>               only write the corpus
 */
import { spawn } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  ftruncateSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readLocalFiles } from '../../src/acquire/local-files.js'
import { unzipResults } from '../../src/acquire/unzip-results.js'
import { ZipFile } from '../../src/acquire/zip-file.js'
import type { Diagnostic } from '../../src/model/diagnostic.js'
import { plural } from '../../src/model/plural.js'
import { runPipeline } from '../../src/pipeline/run-pipeline.js'
import { renderJson } from '../../src/report/json/render-json.js'
import { parseCliArgs } from '../../src/settings/cli-args.js'
import { parseCompareCommand } from '../../src/settings/cli-settings.js'
import { runCli } from '../../src/shell/run-cli.js'
import { GOOD_FILES, HOSTILE_CASES, type Content, type HostileCase } from './corpus.js'

interface Outcome {
  /** Problems with the run itself (missing diagnostic, stack trace, good file not compared …). */
  readonly problems: string[]
  readonly seconds: number
  readonly mebibytes: number
  readonly verdict: string
  readonly hostileDiagnostics: string[]
}

const self = fileURLToPath(import.meta.url)
/** A token that must appear nowhere in what the Action prints. */
const TOKEN = 'ghs_stressTokenThatMustNeverBePrinted0000'
const argv = process.argv.slice(2)
const option = (name: string) => {
  const at = argv.indexOf(name)
  return at >= 0 ? argv[at + 1] : undefined
}

if (option('--child') !== undefined) await child(option('--child') ?? '', option('--corpus') ?? '')
else if (option('--write-corpus') !== undefined) writeCorpus(option('--write-corpus') ?? '')
else await parent()

function writeCorpus(root: string): void {
  const only = option('--only')
  const cases = HOSTILE_CASES.filter((c) => only === undefined || c.name === only)
  for (const hostile of cases) writeCase(hostile, path.join(root, hostile.name))
  console.log(`wrote ${plural(cases.length, 'case')} to ${root}`)
}

/** Writes the case's files, and their names for its process (which must not build them again). */
function writeCase(hostile: HostileCase, dir: string): void {
  const files = hostile.files()
  for (const [name, content] of Object.entries({ ...GOOD_FILES, ...files }))
    writeContent(path.join(dir, name), content)
  const names = [...Object.keys(files), ...(hostile.missing ?? [])]
  writeFileSync(path.join(dir, 'case.json'), JSON.stringify(names))
}

function writeContent(file: string, content: Content): void {
  mkdirSync(path.dirname(file), { recursive: true })
  if (typeof content === 'string' || content instanceof Uint8Array) {
    writeFileSync(file, content)
    return
  }
  const fd = openSync(file, 'w')
  ftruncateSync(fd, content.sparseBytes)
  closeSync(fd)
}

async function parent(): Promise<void> {
  const only = option('--only')
  const kept = option('--corpus')
  const root = kept ?? mkdtempSync(path.join(tmpdir(), 'bench-verdict-hostile-'))
  // Written by a process of its own: Linux counts a parent's peak memory into every process it
  // starts (ru_maxrss survives fork and exec), so this one must stay small.
  const writer = await spawnNode([
    '--write-corpus',
    root,
    ...(only === undefined ? [] : ['--only', only]),
  ])
  if (writer !== 0) throw new Error('writing the corpus failed')
  let failed = 0
  console.log('case                      bound (s / MiB)   measured (s / MiB)   verdict    result')
  for (const hostile of HOSTILE_CASES) {
    if (only !== undefined && hostile.name !== only) continue
    const dir = path.join(root, hostile.name)
    // A case that hangs (a quadratic regex on 50 MB) is stopped well after its bound.
    const outcome = await runChild(hostile.name, dir, 4 * hostile.bounds.seconds + 10)
    const problems = [...outcome.problems]
    if (outcome.seconds > hostile.bounds.seconds)
      problems.push(
        `took ${outcome.seconds.toFixed(2)} s, over the ${hostile.bounds.seconds} s bound`,
      )
    if (outcome.mebibytes > hostile.bounds.mebibytes)
      problems.push(
        `peaked at ${outcome.mebibytes} MiB, over the ${hostile.bounds.mebibytes} MiB bound`,
      )
    if (problems.length > 0) failed++
    console.log(
      [
        hostile.name.padEnd(25),
        `${String(hostile.bounds.seconds).padStart(4)} / ${String(hostile.bounds.mebibytes).padEnd(9)}`,
        `${outcome.seconds.toFixed(2).padStart(6)} / ${String(outcome.mebibytes).padEnd(11)}`,
        outcome.verdict.padEnd(10),
        problems.length === 0 ? 'ok' : 'FAILED',
      ].join(' '),
    )
    for (const line of outcome.hostileDiagnostics.slice(0, 3))
      console.log(`    ${line.slice(0, 150)}`)
    for (const problem of problems) console.log(`    ✗ ${problem}`)
    if (kept === undefined) rmSync(dir, { recursive: true, force: true })
  }
  if (kept === undefined) rmSync(root, { recursive: true, force: true })
  console.log(
    failed === 0
      ? '\nstress: every case within its bounds'
      : `\nstress: ${plural(failed, 'case')} failed`,
  )
  process.exitCode = failed === 0 ? 0 : 1
}

/** Runs one case in a fresh process, which writes its outcome as JSON to a file. */
async function runChild(name: string, dir: string, killAfter: number): Promise<Outcome> {
  const resultFile = path.join(dir, 'outcome.json')
  const started = performance.now()
  const exitCode = await spawnNode(['--child', name, '--corpus', dir], 'ignore', killAfter)
  const wall = (performance.now() - started) / 1000
  try {
    return JSON.parse(readFileSync(resultFile, 'utf8')) as Outcome
  } catch {
    return {
      problems: [
        `the case's process ended with status ${exitCode} and no outcome (a crash, out of memory, or stopped after hanging)`,
      ],
      seconds: wall,
      mebibytes: 0,
      verdict: '-',
      hostileDiagnostics: [],
    }
  }
}

/** Runs this script in a new process; stops it (by its pid) after `killAfter` seconds if given. */
function spawnNode(
  args: readonly string[],
  stdout: 'ignore' | 'inherit' = 'inherit',
  killAfter?: number,
): Promise<number> {
  return new Promise((resolve) => {
    const started = spawn(process.execPath, [self, ...args], {
      stdio: ['ignore', stdout, 'inherit'],
    })
    const timer =
      killAfter === undefined
        ? undefined
        : setTimeout(() => started.kill('SIGKILL'), killAfter * 1000)
    started.on('close', (code) => {
      clearTimeout(timer)
      resolve(code ?? -1)
    })
  })
}

/**
 * Peak resident memory of this process in MiB: Linux's VmHWM (this process's own high-water
 * mark), else ru_maxrss (which, on Linux, would include the parent's peak).
 */
function peakMebibytes(): number {
  try {
    const status = readFileSync('/proc/self/status', 'utf8')
    const kib = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]
    if (kib !== undefined) return Math.round(Number(kib) / 1024)
  } catch {
    // Not Linux.
  }
  return Math.round(process.resourceUsage().maxRSS / 1024)
}

async function child(name: string, dir: string): Promise<void> {
  const hostile = HOSTILE_CASES.find((c) => c.name === name)
  if (!hostile) throw new Error(`no case ${name}`)
  const hostileNames = JSON.parse(readFileSync(path.join(dir, 'case.json'), 'utf8')) as string[]
  const started = performance.now()
  const run =
    hostile.path === 'zip'
      ? await runZip(dir)
      : hostile.path === 'action'
        ? await runActionCase(dir, hostileNames)
        : await runCliCase(dir, hostileNames)
  const seconds = (performance.now() - started) / 1000
  const outcome: Outcome = {
    ...judge(hostile, run, hostile.path === 'zip' ? ['bench-results'] : hostileNames),
    seconds,
    mebibytes: peakMebibytes(),
  }
  writeFileSync(path.join(dir, 'outcome.json'), JSON.stringify(outcome))
}

interface Run {
  readonly verdict: string
  readonly compared: readonly string[]
  readonly diagnostics: readonly Diagnostic[]
  /** Everything printed for people: stderr, log lines, the summary. */
  readonly printed: string
  readonly exitCode: number
}

function judge(
  hostile: HostileCase,
  run: Run,
  hostileNames: readonly string[],
): Omit<Outcome, 'seconds' | 'mebibytes'> {
  const problems: string[] = []
  const isHostile = (file: string) =>
    hostileNames.some((name) => file === name || file.startsWith(`${name}/`))
  const onHostile = run.diagnostics.filter((d) => isHostile(d.file))
  if (
    hostile.expect !== 'read' &&
    !onHostile.some((d) => (hostile.expect as RegExp).test(d.message))
  )
    problems.push(`no diagnostic on the hostile input matches ${String(hostile.expect)}`)
  if (run.diagnostics.some((d) => d.file === '')) problems.push('a diagnostic names no file')
  if (!run.compared.includes('good'))
    problems.push('the good benchmark beside the hostile input was not compared')
  if (run.verdict === 'error')
    problems.push('the verdict is error although a good head file was read')
  if (/\n\s+at .+:\d+:\d+\)?\n/.test(run.printed)) problems.push('a stack trace was printed')
  if (
    /bug in bench-verdict/.test(run.printed) ||
    run.diagnostics.some((d) => /bug in bench-verdict/.test(d.message))
  )
    problems.push('a reader threw (reported as a bug)')
  if (run.exitCode > 1) problems.push(`exit status ${run.exitCode}`)
  if (run.printed.includes(TOKEN)) problems.push('the token was printed')
  return {
    problems,
    verdict: run.verdict,
    hostileDiagnostics: onHostile.map(
      (d) => `${d.file}${d.location ? ` (${d.location})` : ''}: ${d.message}`,
    ),
  }
}

interface JsonReport {
  readonly verdict: { readonly level: string }
  readonly comparisons: readonly { readonly benchmark: string }[]
  readonly diagnostics: readonly Diagnostic[]
}

function fromReport(text: string, printed: string, exitCode: number): Run {
  const report = JSON.parse(text) as JsonReport
  return {
    verdict: report.verdict.level,
    compared: report.comparisons.map((c) => c.benchmark),
    diagnostics: report.diagnostics,
    printed,
    exitCode,
  }
}

/** Local files through the CLI, in this process: `compare --base good --head <hostile…> good`. */
async function runCliCase(dir: string, hostileNames: readonly string[]): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const exitCode = await runCli(
    [
      'compare',
      '--base',
      'good/base.json',
      '--head',
      // The good file first: a cap reached in a hostile file leaves out what comes after it.
      'good/head.json',
      ...hostileNames,
      '--output',
      'json',
    ],
    { cwd: dir, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false },
  )
  return fromReport(stdout, stderr, exitCode)
}

/** An artifact zip through the unzip path and the pipeline, as the Action reads a download. */
async function runZip(dir: string): Promise<Run> {
  const request = parseCliArgs(['compare', '--base', 'good/base.json', '--head', 'good/head.json'])
  if (!request.ok) throw new Error('bad arguments')
  const command = parseCompareCommand(request.request)
  if (!command.ok) throw new Error('bad arguments')
  // Read by offset from the file, as a download in the run's scratch directory is.
  const zipPath = path.join(dir, 'artifact.zip')
  const unzipped = unzipResults(new ZipFile(zipPath, statSync(zipPath).size), 'bench-results')
  const [head, base] = await Promise.all([
    readLocalFiles(['good/head.json'], dir),
    readLocalFiles(['good/base.json'], dir),
  ])
  let json = ''
  await runPipeline(command.command.analysis, {
    acquire: () =>
      Promise.resolve({
        head: {
          files: [...head.files, ...unzipped.files],
          diagnostics: [...head.diagnostics, ...unzipped.diagnostics],
        },
        base,
        history: [],
        control: null,
        context: {
          historyRuns: 0,
          controlRuns: 0,
          headSource: 'bench-results',
          baseSource: 'good',
        },
      }),
    publish: (report) => {
      json = renderJson(report)
      return Promise.resolve()
    },
  })
  return fromReport(json, '', 0)
}

/**
 * Local head files through the Action itself, in this process: a `push` event with `base-results`
 * on disk, so no GitHub API is involved, and everything it prints is captured.
 */
async function runActionCase(dir: string, hostileNames: readonly string[]): Promise<Run> {
  const output = path.join(dir, 'github-output.txt')
  const summary = path.join(dir, 'summary.md')
  const report = path.join(dir, 'report.json')
  const event = path.join(dir, 'event.json')
  writeFileSync(output, '')
  writeFileSync(summary, '')
  writeFileSync(event, JSON.stringify({ ref: 'refs/heads/main', after: 'a'.repeat(40) }))
  const inputs: Record<string, string> = {
    results: [...hostileNames, 'good/head.json'].join('\n'),
    'base-results': 'good/base.json',
    history: '0',
    comment: 'never',
    'report-file': report,
    'github-token': TOKEN,
  }
  for (const [name, value] of Object.entries(inputs))
    process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  Object.assign(process.env, {
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: event,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_WORKSPACE: dir,
    GITHUB_REPOSITORY: 'octo-org/bench-demo',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_RUN_ID: '1',
    GITHUB_API_URL: 'http://127.0.0.1:9',
  })
  let printed = ''
  const write = process.stdout.write.bind(process.stdout)
  const capture = (chunk: string | Uint8Array): boolean => {
    printed += String(chunk)
    return true
  }
  process.stdout.write = capture
  try {
    const { runAction } = await import('../../src/shell/run-action.js')
    process.chdir(dir)
    await runAction()
  } finally {
    process.stdout.write = write
  }
  // `::add-mask::` is how the runner learns what to mask; every other line is shown to people.
  printed = printed
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
  printed += readFileSync(summary, 'utf8')
  let text: string
  try {
    text = readFileSync(report, 'utf8')
  } catch {
    return { verdict: 'no report', compared: [], diagnostics: [], printed, exitCode: 2 }
  }
  const parsed = JSON.parse(text) as JsonReport | { legs?: JsonReport[] }
  const single = 'verdict' in parsed ? parsed : (parsed.legs?.[0] as JsonReport)
  return fromReport(JSON.stringify(single), printed, Number(process.exitCode ?? 0))
}

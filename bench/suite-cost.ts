/**
 * `npm run bench suite`: what a whole run costs next to merely reading its input.
 * For generated suites in three formats (Google Benchmark JSON, `go test` text, pytest-benchmark
 * JSON) at 10,000 × 20, 100 × 1,000 and 50,000 × 5 samples per side, plus a 195 MiB file per side,
 * a file over the 200 MiB limit and embedded 40 MB parameters (test/field-cases.md F27), it measures in one run:
 *
 * - the floor: a bare `JSON.parse` (text formats: a line split) of the same texts, in a fresh node;
 * - our parse, compare and report stages in-process (best of three), each also as a ratio to it;
 *   parse both in turn and as the CLI does it, on two threads (the worker from BENCH_DIST);
 * - the whole CLI compare (`cli.js compare --base … --head …` in a child process, wall time from
 *   spawn to exit) and its peak RSS (`process.resourceUsage().maxRSS`, read in the child at exit);
 * - the cold start of the bundled Action and CLI on a tiny input, next to `node -e 0`.
 *
 * Floor and CLI runs alternate, and the best of each counts, so a busy machine slows both alike;
 * CPU times (user + system) are recorded beside wall times for the same reason. The bundles come
 * from BENCH_DIST (scripts/bench.mjs builds the current sources there). BENCH_CASES=<text> runs
 * only the cases whose name contains it. Results go to bench-results/suite-cost.json. No
 * assertions: targets are read off the table and the file, never enforced by timed unit tests.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compareRuns } from '../src/compare/compare-runs.js'
import type { Comparison } from '../src/model/comparison.js'
import { analyze } from '../src/pipeline/analyze.js'
import { type AnalysisSettings } from '../src/settings/settings.js'
import { parseResultFiles } from '../src/parse/parse-files.js'
import { classifyChange } from '../src/policy/classify-change.js'
import { decideVerdict } from '../src/policy/decide-verdict.js'
import { defaultGating } from '../src/policy/default-gating.js'
import { COMMENT_MAX_LENGTH, renderComment } from '../src/report/markdown/render-comment.js'
import { renderJson } from '../src/report/json/render-json.js'
import { renderTerminal } from '../src/report/terminal/render-terminal.js'
import { parseCliArgs } from '../src/settings/cli-args.js'
import { parseCompareCommand } from '../src/settings/cli-settings.js'
import { threadedSidesParser } from '../src/parse/threads/threaded-parse.js'
import {
  generateGoogleBenchmark,
  generateGoTestText,
  generatePytestBenchmark,
  knownChanges,
  type GeneratorOptions,
} from './generate-inputs.js'

type Generator = 'google-benchmark' | 'go-test' | 'pytest'

interface Case {
  readonly id: string
  readonly generator: Generator
  readonly benchmarks: number
  readonly samples: number
  /** Characters of an embedded parameter per benchmark (F27). */
  readonly embeddedParam?: number
  /** In-process stage timings; off for the cases that are about memory. */
  readonly stages: boolean
}

const MiB = 2 ** 20
const SIZES = [
  [10_000, 20],
  [100, 1_000],
  [50_000, 5],
] as const
const CASES: readonly Case[] = [
  ...(['google-benchmark', 'go-test', 'pytest'] as const).flatMap((generator) =>
    SIZES.map(([benchmarks, samples]) => ({
      id: `${generator} ${benchmarks.toLocaleString('en')} × ${samples.toLocaleString('en')}`,
      generator,
      benchmarks,
      samples,
      stages: true,
    })),
  ),
  // Just under the 200 MiB limit for one result file: about 195 MiB per side.
  {
    id: 'google-benchmark 195 MiB',
    generator: 'google-benchmark',
    benchmarks: 31_200,
    samples: 20,
    stages: false,
  },
  // F27: three benchmarks per side, each with a 40 MB string in `params` (120 MB per side).
  {
    id: 'pytest F27 3 × 40 MB params',
    generator: 'pytest',
    benchmarks: 3,
    samples: 20,
    embeddedParam: 40e6,
    stages: false,
  },
]

/** The whole-CLI target applies to this case. */
const TARGET_CASE = 'google-benchmark 10,000 × 20'
const TARGETS = { totalToFloor: 2.0, rssFactor: 3, rssExtraMiB: 100, coldStartToNode: 3 }

const dist = process.env.BENCH_DIST ?? path.resolve('dist')
const work = mkdtempSync(path.join(tmpdir(), 'bench-verdict-suite-'))
/**
 * Loaded first in every child: writes its peak RSS (bytes) and CPU time (ms) at exit. On Linux the
 * peak is VmHWM from /proc/self/status: `resourceUsage().maxRSS` (getrusage) carries over, through
 * exec, the RSS this big parent had when it forked the child, so a child spawned from a 800 MiB
 * process reports 800 MiB however little it used.
 */
const probe = `data:text/javascript,${encodeURIComponent(
  'import{readFileSync,writeFileSync}from"node:fs";process.on("exit",()=>{const u=process.resourceUsage();let p=u.maxRSS*1024;try{p=Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync("/proc/self/status","utf8"))[1])*1024}catch{}writeFileSync(process.env.BENCH_PROBE_FILE,JSON.stringify([p,(u.userCPUTime+u.systemCPUTime)/1000]))})',
)}`

interface ChildRun {
  readonly ms: number
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
  readonly maxRssBytes: number
  /** User + system CPU time of the child: steadier than wall time on a busy machine. */
  readonly cpuMs: number
}

/** Runs `node args…` with the probe; wall time from spawn to exit. */
function runNode(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): ChildRun {
  const probeFile = path.join(work, 'probe.json')
  writeFileSync(probeFile, '[0,0]')
  const start = performance.now()
  const child = spawnSync(process.execPath, ['--import', probe, ...args], {
    cwd: options.cwd ?? work,
    env: { ...process.env, ...options.env, BENCH_PROBE_FILE: probeFile },
    encoding: 'utf8',
    maxBuffer: 256 * MiB,
  })
  const ms = performance.now() - start
  const [maxRssBytes = 0, cpuMs = 0] = JSON.parse(readFileSync(probeFile, 'utf8')) as number[]
  return {
    ms,
    status: child.status,
    stdout: child.stdout,
    stderr: child.stderr,
    maxRssBytes,
    cpuMs,
  }
}

/** Fastest of several runs (wall and CPU each at its minimum) and the highest peak RSS seen. */
function bestOf(runs: readonly ChildRun[]): ChildRun {
  const [first] = runs
  if (!first) throw new Error('no runs')
  const fastest = runs.reduce((a, b) => (b.ms < a.ms ? b : a), first)
  return {
    ...fastest,
    cpuMs: Math.min(...runs.map((r) => r.cpuMs)),
    maxRssBytes: Math.max(...runs.map((r) => r.maxRssBytes)),
  }
}

/** Best of `rounds` in-process runs: the least disturbed measurement on a shared machine. */
function best<T>(rounds: number, run: () => T): { value: T; ms: number } {
  let result: { value: T; ms: number } | undefined
  for (let i = 0; i < rounds; i++) {
    const start = performance.now()
    const value = run()
    const ms = performance.now() - start
    if (!result || ms < result.ms) result = { value, ms }
  }
  return result as { value: T; ms: number }
}

function generate(c: Case, side: 'base' | 'head'): string {
  const options: GeneratorOptions = {
    benchmarks: c.benchmarks,
    samples: c.samples,
    seed: side === 'base' ? 1 : 2,
    changes: side === 'base' ? {} : knownChanges(c.benchmarks),
  }
  if (c.generator === 'google-benchmark') return generateGoogleBenchmark(options)
  if (c.generator === 'go-test') return generateGoTestText(options)
  return generatePytestBenchmark(
    c.embeddedParam === undefined ? options : { ...options, embeddedParam: c.embeddedParam },
  )
}

/** The floor in a fresh node: JSON.parse (or a line split) of both texts, timed in the child. */
function floorRun(files: readonly string[], kind: 'json' | 'lines'): { ms: number; cpuMs: number } {
  const script = `
    const { readFileSync } = await import('node:fs')
    const texts = ${JSON.stringify(files)}.map((f) => readFileSync(f, 'utf8'))
    const cpu = process.cpuUsage()
    const start = performance.now()
    for (const text of texts) ${kind === 'json' ? 'JSON.parse(text)' : "text.split('\\n')"}
    const ms = performance.now() - start
    const { user, system } = process.cpuUsage(cpu)
    console.log(JSON.stringify([ms, (user + system) / 1000]))`
  const [ms = NaN, cpuMs = NaN] = JSON.parse(
    runNode(['--input-type=module', '-e', script]).stdout,
  ) as number[]
  return { ms, cpuMs }
}

const cliRequest = parseCliArgs(['compare', '--base', 'base', '--head', 'head'])
if (!cliRequest.ok) throw new Error('the CLI refused its own defaults')
const cliCommand = parseCompareCommand(cliRequest.request)
if (!cliCommand.ok) throw new Error('the CLI refused its own defaults')
const settings: AnalysisSettings = cliCommand.command.analysis
const rules = {
  classify: (e: Parameters<typeof classifyChange>[0]) => classifyChange(e, settings.statistics),
  isGated: defaultGating,
}

/** Index of the generated benchmark a comparison is about (`/7`, `case=7`, `[7]`). */
function benchmarkIndex(c: Comparison): number | undefined {
  const match = /(?:Generated\/|case=|\[)(\d+)/.exec(c.label)
  return match ? Number(match[1]) : undefined
}

interface ChangesFound {
  /** Known changes whose gated time metric moved the right way (the generators move time only). */
  readonly found: number
  readonly known: number
  /** Gated regressions or improvements of benchmarks that did not change. */
  readonly falseAlarms: number
}

function changesFound(c: Case, comparisons: readonly Comparison[]): ChangesFound {
  const expected = new Map(
    Object.entries(knownChanges(c.benchmarks)).map(([b, factor]) => [
      Number(b),
      factor > 1 ? 'regression' : 'improvement',
    ]),
  )
  const missed = new Set<number>()
  let falseAlarms = 0
  for (const comparison of comparisons) {
    if (!comparison.gated) continue
    const index = benchmarkIndex(comparison)
    if (index === undefined) continue
    const want = expected.get(index)
    if (want === undefined) {
      if (comparison.class === 'regression' || comparison.class === 'improvement') falseAlarms++
    } else if (comparison.metric === 'wall-time' && comparison.class !== want) missed.add(index)
  }
  return { found: expected.size - missed.size, known: expected.size, falseAlarms }
}

interface Stages {
  /** Both sides in turn, in this thread. */
  readonly parseMs: number
  /** Both sides as the CLI parses them: on two threads (parse/threads/threaded-parse.ts). */
  readonly parseThreadsMs: number
  readonly compareMs: number
  /** The CLI's default output, a terminal table. */
  readonly reportMs: number
  /** The Action's outputs: the PR comment and the JSON report. */
  readonly commentMs: number
  readonly jsonReportMs: number
  readonly comparisons: number
  readonly verdict: string
  readonly changes: ChangesFound
}

interface Row {
  readonly case: string
  readonly inputBytes: number
  readonly floorKind: 'json' | 'lines'
  readonly floorMs: number
  readonly floorCpuMs: number
  readonly stages: Stages | null
  readonly totalMs: number
  readonly totalCpuMs: number
  readonly exitCode: number | null
  readonly peakRssBytes: number
  readonly rssLimitBytes: number
  readonly outputBytes: number
}

async function measureStages(
  c: Case,
  files: readonly string[],
  bytes: readonly Uint8Array[],
): Promise<Stages> {
  const sides = files.map((file, i) => ({
    name: path.basename(file),
    bytes: bytes[i] ?? new Uint8Array(),
  }))
  const parsed = best(3, () => sides.map((file) => parseResultFiles([file], settings.format)))
  const threaded = threadedSidesParser(pathToFileURL(path.join(dist, 'parse-worker.js')))
  let parseThreadsMs = Infinity
  for (let round = 0; round < 3; round++) {
    // Fresh copies: the parser takes its files over (and moves their bytes to the worker).
    const owned = sides.map((file) => [{ name: file.name, bytes: file.bytes.slice() }])
    const start = performance.now()
    await threaded(owned, settings.format)
    parseThreadsMs = Math.min(parseThreadsMs, performance.now() - start)
  }
  const [base, head] = parsed.value
  const compared = best(3, () => {
    const run = compareRuns(
      { base: base?.results ?? [], head: head?.results ?? [] },
      settings.statistics,
      rules,
    )
    return decideVerdict(run.comparisons, run.geomean, settings.verdict, run.findings)
  })
  const data = analyze(
    {
      head: { files: sides.slice(1), diagnostics: [] },
      base: { files: sides.slice(0, 1), diagnostics: [] },
      history: [],
      control: null,
      context: {
        historyRuns: 0,
        controlRuns: 0,
        headSource: files[1] ?? '',
        baseSource: files[0] ?? '',
      },
    },
    settings,
  )
  const terminal = best(3, () => renderTerminal(data, { color: false }))
  const comment = best(3, () =>
    renderComment(data, { maxLength: COMMENT_MAX_LENGTH, fullReportName: 'the JSON report' }),
  )
  const json = best(3, () => renderJson(data))
  return {
    parseMs: parsed.ms,
    parseThreadsMs,
    compareMs: compared.ms,
    reportMs: terminal.ms,
    commentMs: comment.ms,
    jsonReportMs: json.ms,
    comparisons: data.comparisons.length,
    verdict: compared.value.level,
    changes: changesFound(c, data.comparisons),
  }
}

/** A stage that throws is a finding, not the end of the benchmark. */
async function stagesOrProblem(c: Case, files: readonly string[], bytes: readonly Uint8Array[]) {
  try {
    return await measureStages(c, files, bytes)
  } catch (error) {
    console.log(
      `  ${c.id}: a stage threw ${error instanceof Error ? error.message : String(error)}`,
    )
    return null
  }
}

async function measureCase(c: Case): Promise<Row> {
  const files = (['base', 'head'] as const).map((side) => {
    const file = path.join(work, `${side}.${c.generator === 'go-test' ? 'txt' : 'json'}`)
    writeFileSync(file, generate(c, side))
    return file
  })
  const bytes = files.map((f) => new Uint8Array(readFileSync(f)))
  const inputBytes = bytes.reduce((sum, b) => sum + b.length, 0)
  const floorKind = c.generator === 'go-test' ? 'lines' : 'json'
  const stages = c.stages ? await stagesOrProblem(c, files, bytes) : null
  const floors: { ms: number; cpuMs: number }[] = []
  const totals: ChildRun[] = []
  for (let round = 0; round < (c.stages ? 3 : 2); round++) {
    floors.push(floorRun(files, floorKind))
    totals.push(
      runNode([
        path.join(dist, 'cli.js'),
        'compare',
        '--base',
        files[0] ?? '',
        '--head',
        files[1] ?? '',
      ]),
    )
  }
  const total = bestOf(totals)
  if (total.status !== 0 && total.status !== 1)
    console.log(`  ${c.id}: the CLI exited with ${total.status}: ${total.stderr.slice(0, 500)}`)
  if (c.embeddedParam !== undefined && total.stdout.includes('x'.repeat(100)))
    console.log(`  ${c.id}: the embedded parameter reached the output`)
  return {
    case: c.id,
    inputBytes,
    floorKind,
    floorMs: Math.min(...floors.map((f) => f.ms)),
    floorCpuMs: Math.min(...floors.map((f) => f.cpuMs)),
    stages,
    totalMs: total.ms,
    totalCpuMs: total.cpuMs,
    exitCode: total.status,
    peakRssBytes: total.maxRssBytes,
    rssLimitBytes: TARGETS.rssFactor * inputBytes + TARGETS.rssExtraMiB * MiB,
    outputBytes: total.stdout.length,
  }
}

/** A result file over the 200 MiB limit (sparse: nothing is written) must be refused early. */
function measureRefusal(): {
  ms: number
  peakRssBytes: number
  exitCode: number | null
  message: string
} {
  const big = path.join(work, 'too-big.json')
  writeFileSync(big, '')
  truncateSync(big, 210 * MiB)
  const small = path.join(work, 'small.json')
  writeFileSync(small, generateGoogleBenchmark({ benchmarks: 3, samples: 5, seed: 1, changes: {} }))
  const run = bestOf(
    [0, 1, 2].map(() =>
      runNode([path.join(dist, 'cli.js'), 'compare', '--base', big, '--head', small]),
    ),
  )
  const message =
    /too-big\.json[^\n]*limit[^\n]*/.exec(run.stdout + run.stderr)?.[0] ?? '(no message)'
  return { ms: run.ms, peakRssBytes: run.maxRssBytes, exitCode: run.status, message }
}

interface ColdStart {
  readonly nodeMs: number
  readonly actionMs: number
  readonly actionExit: number | null
  readonly cliMs: number
}

/** Wall time of `node args…` from spawn to exit, without the probe (it would slow every start). */
function startTime(args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string }) {
  const start = performance.now()
  const child = spawnSync(process.execPath, args, {
    cwd: options.cwd ?? work,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
  })
  return { ms: performance.now() - start, status: child.status }
}

/** Cold start on a tiny input: `node -e 0`, the Action and the CLI bundles, best of ten each. */
function measureColdStart(): ColdStart {
  const dir = path.join(work, 'tiny')
  mkdirSync(dir, { recursive: true })
  const tiny = (seed: number, changes: Record<number, number>) =>
    generateGoogleBenchmark({ benchmarks: 3, samples: 10, seed, changes })
  writeFileSync(path.join(dir, 'base.json'), tiny(1, {}))
  writeFileSync(path.join(dir, 'head.json'), tiny(2, { 0: 1.3 }))
  writeFileSync(path.join(dir, 'event.json'), '{}')
  // A push run comparing with base results on disk: no token use, no API.
  const env = {
    GITHUB_REPOSITORY: 'octo/bench',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_RUN_ID: '1',
    GITHUB_WORKFLOW: 'bench',
    GITHUB_JOB: 'bench',
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
    INPUT_RESULTS: 'head.json',
    'INPUT_BASE-RESULTS': 'base.json',
    'INPUT_REPORT-FILE': 'report.json',
  }
  const node: number[] = []
  const action: { ms: number; status: number | null }[] = []
  const cli: number[] = []
  for (let round = 0; round < 10; round++) {
    node.push(startTime(['-e', '0'], {}).ms)
    writeFileSync(env.GITHUB_OUTPUT, '')
    writeFileSync(env.GITHUB_STEP_SUMMARY, '')
    action.push(startTime([path.join(dist, 'index.js')], { env, cwd: dir }))
    const args = [
      path.join(dist, 'cli.js'),
      'compare',
      '--base',
      'base.json',
      '--head',
      'head.json',
    ]
    cli.push(startTime(args, { cwd: dir }).ms)
  }
  return {
    nodeMs: Math.min(...node),
    actionMs: Math.min(...action.map((a) => a.ms)),
    actionExit: action[0]?.status ?? null,
    cliMs: Math.min(...cli),
  }
}

const only = process.env.BENCH_CASES
const rows: Row[] = []
const ms = (v: number | undefined) => (v === undefined ? '—' : v.toFixed(0)).padStart(6)
const ratio = (v: number | undefined, floor: number) =>
  (v === undefined ? '' : `${(v / floor).toFixed(2)}×`).padStart(7)
const mib = (v: number) => (v / MiB).toFixed(0).padStart(5)

console.log(
  `node ${process.version}, ${cpus().length} CPU(s). Times in ms, best of 3; × = ratio to the floor (a bare JSON.parse, for go-test a line split, of the same texts in a fresh node).`,
)
console.log(
  'case                            input MiB   floor    parse            parse 2 threads  compare          report (text)    total CLI        CLI cpu    peak RSS / limit MiB  changes found   verdict',
)
for (const c of CASES) {
  if (only && !c.id.includes(only)) continue
  const r = await measureCase(c)
  rows.push(r)
  const s = r.stages
  const changes = s ? `${s.changes.found}/${s.changes.known}, ${s.changes.falseAlarms} false` : ''
  console.log(
    `${r.case.padEnd(31)} ${mib(r.inputBytes)}      ${ms(r.floorMs)} ${ms(s?.parseMs)}${ratio(s?.parseMs, r.floorMs)}   ${ms(s?.parseThreadsMs)}${ratio(s?.parseThreadsMs, r.floorMs)}   ${ms(s?.compareMs)}${ratio(s?.compareMs, r.floorMs)}   ${ms(s?.reportMs)}${ratio(s?.reportMs, r.floorMs)}   ${ms(r.totalMs)}${ratio(r.totalMs, r.floorMs)}   ${ms(r.totalCpuMs)}    ${mib(r.peakRssBytes)} / ${mib(r.rssLimitBytes)}          ${changes.padEnd(15)} ${s?.verdict ?? `exit ${r.exitCode}`}`,
  )
}
const refusal = only ? null : measureRefusal()
if (refusal)
  console.log(
    `refused 210 MiB file: ${refusal.ms.toFixed(0)} ms, peak RSS ${mib(refusal.peakRssBytes).trim()} MiB, exit ${refusal.exitCode}: ${refusal.message}`,
  )
const cold = only ? null : measureColdStart()
if (cold)
  console.log(
    `cold start (tiny input, best of 10): node -e 0 ${cold.nodeMs.toFixed(0)} ms; Action ${cold.actionMs.toFixed(0)} ms = ${(cold.actionMs / cold.nodeMs).toFixed(2)}× (exit ${cold.actionExit}, a failing verdict); CLI compare ${cold.cliMs.toFixed(0)} ms = ${(cold.cliMs / cold.nodeMs).toFixed(2)}×`,
  )

const target = rows.find((r) => r.case === TARGET_CASE)
const targets = {
  totalToFloor: target
    ? { limit: TARGETS.totalToFloor, value: target.totalMs / target.floorMs }
    : null,
  peakRssWithinLimit: rows.map((r) => ({ case: r.case, met: r.peakRssBytes <= r.rssLimitBytes })),
  coldStartToNode: cold
    ? { limit: TARGETS.coldStartToNode, value: cold.actionMs / cold.nodeMs }
    : null,
}
const summary = [
  targets.totalToFloor &&
    `${TARGET_CASE}: total ${targets.totalToFloor.value.toFixed(2)}× the floor (target ≤ ${TARGETS.totalToFloor}×)`,
  `peak RSS within 3 × input + 100 MiB in ${targets.peakRssWithinLimit.filter((t) => t.met).length} of ${rows.length} cases`,
  targets.coldStartToNode &&
    `Action cold start ${targets.coldStartToNode.value.toFixed(2)}× node -e 0 (target ≤ ${TARGETS.coldStartToNode}×)`,
].filter(Boolean)
console.log(`targets: ${summary.join('; ')}`)
mkdirSync('bench-results', { recursive: true })
writeFileSync(
  'bench-results/suite-cost.json',
  `${JSON.stringify(
    {
      node: process.version,
      cpus: cpus().length,
      date: new Date().toISOString(),
      rows,
      refusal,
      coldStart: cold,
      targets,
    },
    null,
    2,
  )}\n`,
)
rmSync(work, { recursive: true, force: true })

/**
 * `npm run bench memory`: peak resident memory of the bundled CLI (BENCH_DIST/cli.js, built from
 * the current sources by scripts/bench.mjs) on the worst inputs the caps of docs/security.md
 * ("Reading is bounded") admit, and on the attacks they answer, each in a child process:
 *
 * - base and head at the benchmark cap (15,000 hyperfine benchmarks each), Markdown and JSON;
 * - 300,000 benchmarks on each side (the 0.85 MB zip of the attack, as three files), JSON;
 * - a million benchmarks packed into one 60 MB head file, JSON;
 * - 9,999 head files of 50 KiB (the file-count cap × a modest size; the side's 200 MiB stop it);
 * - 9,999 files of 20 KiB on each side (every file read: the side's 200 MiB, the file count);
 * - one file at the size parse reads whole (16 MiB) on each side: dense JSON, raw samples
 *   (pytest-benchmark `stats.data`), `go test` text, and empty objects (the costliest JSON tree);
 * - 12 such files of raw samples on each side (about 9 million samples a side, under its cap);
 * - a dense JSON file at acquire's 200 MiB limit;
 * - an Action-shaped run: head, base, 5 history runs, the A/A control and 5 references, every
 *   side at the benchmark cap (15,000 hyperfine benchmarks) or the results cap (`go test
 *   -benchmem` text, 15,000 benchmarks × 3 metrics), through the CLI; and the same with 3 matrix
 *   legs, through the Action's pipeline (`runLegsPipeline`) in a child that runs this bundle with
 *   BENCH_LEGS set (the CLI has no legs): the run's budget (src/parse/sides/run-budget.ts).
 * - the Action (BENCH_DIST/index.js) against the loopback fake GitHub (test/fakes/github-api), its
 *   base run and 5 history runs each with an artifact zip of about 140 MiB (120 MiB of a profile
 *   no harness writes, 28 MiB of logs, one hyperfine file): 850 MiB of downloads, within the
 *   1 GiB budget. After the run, RUNNER_TEMP must hold no scratch directory of downloads (a
 *   leak is reported in the table and fails the bench).
 *
 * BENCH_FILE_MIB=<n> sets the size of the at-the-limit files (to measure other limits).
 *
 * The peak is VmHWM from /proc/self/status, read in the child at exit (getrusage's maxRSS carries
 * the parent's peak over fork and exec). Each case runs twice: with Node's default heap, and with
 * `--max-old-space-size=400`, which shows how much of the peak is garbage the collector had no
 * reason to collect yet. No assertions: the 512 MB target is read off the table and
 * bench-results/memory-caps.json. BENCH_CASES=<text> runs only the cases whose name holds it.
 */
import { spawnSync } from 'node:child_process'
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readLocalFiles, type Acquisition } from '../src/acquire/acquisition.js'
import { threadedSidesParser } from '../src/parse/threads/threaded-parse.js'
import { runLegsPipeline } from '../src/pipeline/run-pipeline.js'
import { COMMENT_MAX_LENGTH, renderJsonChunks, renderLegs } from '../src/report/report.js'
import { parseCliArgs, parseCompareCommand } from '../src/settings/settings.js'
import { zipSync } from 'fflate'
import { seedScenario, startFakeGitHub } from '../test/fakes/github-api/index.js'
import { runBundledAction } from '../test/support/action-runner.js'

const MiB = 2 ** 20
const TARGET_MIB = 512

/** The sides of one leg, as paths relative to the working directory (the legs child's input). */
interface LegSides {
  readonly head: string
  readonly base: string
  readonly history: readonly string[]
  readonly control: string
  readonly references: readonly string[]
}

/**
 * The legs child: `legs` matrix legs of the same sides through the Action's pipeline (parsed as
 * the Action parses, on two threads when large), the comment and each leg's JSON report written
 * to BENCH_OUT.
 */
async function runLegs(legs: number, sides: LegSides, out: string): Promise<void> {
  const cwd = process.cwd()
  const parsed = parseCliArgs(['compare', '--base', sides.base, '--head', sides.head])
  if (!parsed.ok || parsed.request.command !== 'compare') throw new Error('bad legs arguments')
  const compare = parseCompareCommand(parsed.request)
  if (!compare.ok) throw new Error('bad legs settings')
  const acquire = async (): Promise<Acquisition> => ({
    head: await readLocalFiles([sides.head], cwd),
    base: await readLocalFiles([sides.base], cwd),
    history: await Promise.all(sides.history.map((h) => readLocalFiles([h], cwd))),
    control: await readLocalFiles([sides.control], cwd),
    references: await Promise.all(
      sides.references.map(async (r, i) => ({
        name: `ref${i}`,
        source: r,
        files: await readLocalFiles([r], cwd),
      })),
    ),
    context: {
      historyRuns: sides.history.length,
      controlRuns: 1,
      headSource: sides.head,
      baseSource: sides.base,
    },
  })
  const worker = new URL(
    './parse-worker.js',
    `file://${path.resolve(process.env.BENCH_DIST ?? 'dist')}/`,
  )
  await runLegsPipeline(compare.command.analysis, {
    acquire: async () =>
      Promise.all(
        Array.from({ length: legs }, async (_, i) => ({
          leg: `leg-${i}`,
          acquisition: await acquire(),
        })),
      ),
    publish: (reports) => {
      writeFileSync(
        `${out}.md`,
        renderLegs(reports, { maxLength: COMMENT_MAX_LENGTH, fullReportName: 'the JSON report' }),
      )
      for (const { leg, report } of reports)
        writeFileSync(`${out}-${leg}.json`, [...renderJsonChunks(report)].join(''))
      return Promise.resolve()
    },
    parseSides: threadedSidesParser(worker),
  })
}

if (process.env.BENCH_LEGS !== undefined) {
  const { legs, sides } = JSON.parse(process.env.BENCH_LEGS) as { legs: number; sides: LegSides }
  await runLegs(legs, sides, path.join(process.cwd(), 'out'))
  process.exit(0)
}
const dist = process.env.BENCH_DIST ?? path.resolve('dist')
const work = mkdtempSync(path.join(tmpdir(), 'bench-verdict-memory-'))
const probe = `data:text/javascript,${encodeURIComponent(
  'import{readFileSync,writeFileSync}from"node:fs";process.on("exit",()=>{let p=process.resourceUsage().maxRSS*1024;try{p=Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync("/proc/self/status","utf8"))[1])*1024}catch{}writeFileSync(process.env.BENCH_PROBE_FILE,String(p))})',
)}`

/** hyperfine JSON of `count` commands `<prefix><i>`, three runs each (the densest common shape). */
function hyperfine(prefix: string, count: number, from = 0): string {
  const parts: string[] = []
  for (let i = from; i < from + count; i++)
    parts.push(`{"command":"${prefix}${i}","times":[0.00100${i % 10},0.00101,0.00102]}`)
  return `{"results":[${parts.join(',')}]}`
}

function write(name: string, text: string): string {
  const file = path.join(work, name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  return name
}

/**
 * Each input once, built when the first case that needs it runs (BENCH_CASES skips the rest):
 * `make` returns the file's text, or undefined when it wrote the file (or files) itself.
 */
const made = new Set<string>()
function once(name: string, make: () => string | undefined): string {
  if (!made.has(name)) {
    const text = make()
    if (text !== undefined) write(name, text)
    made.add(name)
  }
  return name
}

/** A file of about `bytes` bytes: `head`, `piece(i)` for i = 0, 1, … joined by `,`, then `tail`. */
function sized(
  name: string,
  bytes: number,
  head: string,
  piece: (i: number) => string,
  tail: string,
  separator = ',',
): string {
  return once(name, () => {
    const file = path.join(work, name)
    mkdirSync(path.dirname(file), { recursive: true })
    const fd = openSync(file, 'w')
    let written = writeSync(fd, head)
    const budget = bytes - tail.length
    let chunk: string[] = []
    let chunkLength = 0
    for (let i = 0; ; i++) {
      const next = (i === 0 ? '' : separator) + piece(i)
      if (written + chunkLength + next.length > budget) break
      chunk.push(next)
      chunkLength += next.length
      if (chunkLength > 4 * MiB) {
        written += writeSync(fd, chunk.join(''))
        chunk = []
        chunkLength = 0
      }
    }
    writeSync(fd, `${chunk.join('')}${tail}`)
    closeSync(fd)
    return undefined
  })
}

/** The largest file parse reads whole (MAX_PARSED_FILE_BYTES, src/parse/sides/side-caps.ts), less a little. */
const AT_LIMIT = Number(process.env.BENCH_FILE_MIB ?? 16) * MiB - 4096

/** Dense hyperfine JSON of about `bytes` bytes (a million benchmarks in 60 MB). */
const denseJson = (name: string, bytes: number) =>
  sized(
    name,
    bytes,
    '{"results":[',
    (i) => `{"command":"bench_${i}","times":[0.00100${i % 10},0.00101,0.00102]}`,
    ']}',
  )

/** pytest-benchmark JSON with `stats.data`: 1,000 benchmarks' raw samples, about `bytes`. */
function pytestSamples(name: string, bytes: number, prefix = ''): string {
  const perBenchmark = Math.floor(bytes / 1_000 / 22)
  const random = (i: number) => (5.529663636190724e-7 * (1 + ((i * 7919) % 1000) / 1e4)).toString()
  return sized(
    name,
    bytes,
    '{"benchmarks":[',
    (b) => {
      const data: string[] = []
      for (let i = 0; i < perBenchmark; i++) data.push(random(b * perBenchmark + i))
      return `{"group":null,"name":"test_x${prefix}[${b}]","fullname":"t.py::test_x${prefix}[${b}]","params":{"n":${b}},"param":"${b}","extra_info":{},"options":{"timer":"perf_counter"},"stats":{"min":5.5e-7,"max":6.1e-7,"mean":5.8e-7,"stddev":1e-8,"rounds":${perBenchmark},"median":5.8e-7,"iqr":1e-8,"q1":5.7e-7,"q3":5.9e-7,"iqr_outliers":0,"stddev_outliers":0,"outliers":"0;0","ld15iqr":5.5e-7,"hd15iqr":6.1e-7,"ops":1700000,"total":0.01,"iterations":1000,"data":[${data.join(',')}]}}`
    },
    '],"datetime":"2026-01-01T00:00:00","version":"4.0.0"}',
  )
}

/** `go test -bench -count N` text: 40,000 benchmarks in 20 packages, repeated to about `bytes`. */
const goText = (name: string, bytes: number) =>
  sized(
    name,
    bytes,
    'goos: linux\ngoarch: amd64\npkg: example.com/m\ncpu: AMD EPYC\n',
    (i) =>
      `BenchmarkChecksum${i % 40_000}-2   \t    6476\t      ${9000 + (i % 997)} ns/op\t       0 B/op\t       0 allocs/op`,
    '\nPASS\nok  \texample.com/m\t12.3s\n',
    '\n',
  )

/** The costliest JSON per byte: empty objects, in a document hyperfine's sniffer takes. */
const emptyObjects = (name: string, bytes: number) =>
  sized(name, bytes, '{"results":[', () => '{}', ']}')

interface Case {
  readonly id: string
  readonly args: () => string[]
  /** Run through the legs child (this bundle, BENCH_LEGS) instead of the CLI. */
  readonly legs?: () => { legs: number; sides: LegSides }
}

/** An Action-shaped run of one leg: every side the same file, at a cap. */
function actionShaped(file: string): LegSides {
  return {
    head: file,
    base: file,
    history: Array.from({ length: 5 }, () => file),
    control: file,
    references: Array.from({ length: 5 }, () => file),
  }
}

const actionArgs = (sides: LegSides): string[] => [
  '--base',
  sides.base,
  '--head',
  sides.head,
  ...sides.history.flatMap((h) => ['--history', h]),
  '--control',
  sides.control,
  ...sides.references.flatMap((r, i) => ['--reference', `ref${i}=${r}`]),
  '--output',
  'json',
]

/** `go test -benchmem` text of 15,000 benchmarks, one line each: 45,000 results, the results cap. */
const goAtResultsCap = () =>
  once('go-cap.txt', () => {
    const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/m', 'cpu: AMD EPYC']
    for (let i = 0; i < 15_000; i++)
      lines.push(
        `BenchmarkChecksum${i}-2   \t    6476\t      ${9000 + (i % 997)} ns/op\t      ${64 + (i % 7)} B/op\t       ${1 + (i % 3)} allocs/op`,
      )
    return `${lines.join('\n')}\nPASS\nok  \texample.com/m\t12.3s\n`
  })
const capFile = () => once('cap.json', () => hyperfine('bench_', 15_000))

const good = () => once('good.json', () => hyperfine('good', 1))
const at = (id: string, file: () => string, output = 'json'): Case => ({
  id,
  args: () => ['--base', file(), '--head', file(), '--output', output],
})
const mib = (bytes: number) => `${Math.round(bytes / MiB)} MiB`
const CASES: readonly Case[] = [
  at(
    'at the cap: 15,000 × 2 sides, markdown',
    () => once('cap.json', () => hyperfine('bench_', 15_000)),
    'markdown',
  ),
  at('at the cap: 15,000 × 2 sides, json', () =>
    once('cap.json', () => hyperfine('bench_', 15_000)),
  ),
  {
    // In three files of 100,000: each under the limit of a file read whole.
    id: 'attack: 300,000 × 2 sides, json',
    args: () => {
      once('300k', () => {
        for (let f = 0; f < 3; f++) write(`300k/d${f}.json`, hyperfine(`bench_${f}_`, 100_000))
        return undefined
      })
      return ['--base', '300k/*.json', '--head', '300k/*.json', '--output', 'json']
    },
  },
  {
    id: 'attack: 1,000,000 in one head file, json',
    args: () => [
      '--base',
      good(),
      '--head',
      once('1m.json', () => hyperfine('bench_', 1_000_000)),
      '--output',
      'json',
    ],
  },
  {
    id: 'attack: 9,999 head files of 50 KiB, markdown',
    args: () => {
      // About 700 benchmarks of 73 bytes per 50 KiB file.
      once('many', () => {
        for (let f = 0; f < 9_999; f++) write(`many/r${f}.json`, hyperfine(`f${f}_`, 700))
        return undefined
      })
      return ['--base', good(), '--head', 'many/*.json', '--output', 'markdown']
    },
  },
  {
    id: 'at the limit: 9,999 files of 20 KiB × 2 sides',
    args: () => {
      // 9,999 × 20 KiB is just under the 200 MiB of a side: every file is read, on both sides.
      once('many20', () => {
        for (let f = 0; f < 9_999; f++) write(`many20/r${f}.json`, hyperfine(`f${f}_`, 280))
        return undefined
      })
      return ['--base', 'many20/*.json', '--head', 'many20/*.json', '--output', 'json']
    },
  },
  at(`at the limit: dense JSON, one ${mib(AT_LIMIT)} file × 2 sides`, () =>
    denseJson('dense-limit.json', AT_LIMIT),
  ),
  at(`at the limit: raw samples, one ${mib(AT_LIMIT)} pytest file × 2 sides`, () =>
    pytestSamples('samples-limit.json', AT_LIMIT),
  ),
  {
    // 12 files of 16 MiB fit in the 200 MiB of a side: about 9 million raw samples a side,
    // just under the 10 million samples a side may keep.
    id: `at the limit: raw samples, 12 pytest files of ${mib(AT_LIMIT)} × 2 sides`,
    args: () => {
      once('samples-many', () => {
        for (let f = 0; f < 12; f++) pytestSamples(`samples-many/s${f}.json`, AT_LIMIT, `_${f}`)
        return undefined
      })
      return ['--base', 'samples-many/*.json', '--head', 'samples-many/*.json', '--output', 'json']
    },
  },
  at(`at the limit: go test text, one ${mib(AT_LIMIT)} file × 2 sides`, () =>
    goText('go-limit.txt', AT_LIMIT),
  ),
  at(`attack: empty objects, one ${mib(AT_LIMIT)} file × 2 sides`, () =>
    emptyObjects('empty-limit.json', AT_LIMIT),
  ),
  // The run's budget: 13 sides at the caps, of which head and base fill it (the rest left out).
  {
    id: 'run budget: 13 sides (5 history, control, 5 refs) at 15,000',
    args: () => actionArgs(actionShaped(capFile())),
  },
  {
    id: 'run budget: 13 sides at 45,000 go test results',
    args: () => actionArgs(actionShaped(goAtResultsCap())),
  },
  {
    id: 'run budget: 3 legs × 13 sides at 15,000, Action pipeline',
    args: () => [],
    legs: () => ({ legs: 3, sides: actionShaped(capFile()) }),
  },
  {
    // The budget spent over many sides that each fit: 3,000 benchmarks a side, 10 of 39 kept.
    id: 'run budget: 3 legs × 13 sides at 3,000 (10 kept)',
    args: () => [],
    legs: () => ({
      legs: 3,
      sides: actionShaped(once('cap3k.json', () => hyperfine('bench_', 3_000))),
    }),
  },
  // Acquire admits files up to 200 MiB; parse refuses those past its limit before decoding them.
  {
    id: 'attack: dense JSON, one 199 MiB head file',
    args: () => [
      '--base',
      good(),
      '--head',
      denseJson('dense-199.json', 199 * MiB),
      '--output',
      'json',
    ],
  },
]

interface Row {
  readonly id: string
  readonly exit: number | null
  readonly seconds: number
  readonly peakMiB: number
  readonly peakMiBHeap400: number
}

function run(
  args: readonly string[],
  heapFlag: readonly string[],
  legs?: { legs: number; sides: LegSides },
): { exit: number | null; seconds: number; peakMiB: number } {
  const probeFile = path.join(work, 'probe.txt')
  writeFileSync(probeFile, '0')
  const started = performance.now()
  const child = spawnSync(
    process.execPath,
    legs
      ? [...heapFlag, '--import', probe, fileURLToPath(import.meta.url)]
      : [
          ...heapFlag,
          '--import',
          probe,
          path.join(dist, 'cli.js'),
          'compare',
          ...args,
          '--out',
          path.join(work, 'out'),
        ],
    {
      cwd: work,
      env: {
        ...process.env,
        BENCH_PROBE_FILE: probeFile,
        ...(legs ? { BENCH_LEGS: JSON.stringify(legs), BENCH_DIST: dist } : {}),
      },
      stdio: 'ignore',
    },
  )
  return {
    exit: child.status,
    seconds: (performance.now() - started) / 1000,
    peakMiB: Math.round(Number(readFileSync(probeFile, 'utf8')) / MiB),
  }
}

const only = process.env.BENCH_CASES
const rows: Row[] = []
console.log(
  `case                                                           exit   seconds   peak MiB   peak MiB (heap 400)   target ${TARGET_MIB}`,
)
for (const c of CASES) {
  if (only !== undefined && !c.id.includes(only)) continue
  const args = c.args()
  const legs = c.legs?.()
  const plain = run(args, [], legs)
  const capped = run(args, ['--max-old-space-size=400'], legs)
  const row = {
    id: c.id,
    exit: plain.exit,
    seconds: plain.seconds,
    peakMiB: plain.peakMiB,
    peakMiBHeap400: capped.peakMiB,
  }
  rows.push(row)
  console.log(
    `${c.id.padEnd(62)} ${String(row.exit).padStart(4)} ${row.seconds.toFixed(1).padStart(9)} ${String(row.peakMiB).padStart(10)} ${String(row.peakMiBHeap400).padStart(21)}   ${row.peakMiB <= TARGET_MIB ? 'within' : 'OVER'}`,
  )
}
/**
 * An artifact zip of about 140 MiB: a 120 MiB profile stored (never decompressed: not a result
 * file name), 28 MiB of log text that a harness could have written (`.log`, read as a result
 * file: checked at acquisition, then refused by parse for its size) and a hyperfine file.
 */
function bigArtifact(): Uint8Array {
  const log = Buffer.from(randomBytes(21 * MiB).toString('base64'))
  return zipSync(
    {
      'trace/profile.bin': [randomBytes(120 * MiB), { level: 0 }],
      'logs/bench.log': [log, { level: 6 }],
      'hyperfine.json': [Buffer.from(hyperfine('parse_', 50)), { level: 6 }],
    },
    { mtime: new Date('2026-01-01T00:00:00Z') },
  )
}

/** The Action with base + 5 history runs of `zip` each from the fake GitHub; peak RSS and leaks. */
async function runActionDownloads(
  zip: Uint8Array,
  heapFlag: readonly string[],
): Promise<{ exit: number | null; seconds: number; peakMiB: number; leaked: string[] }> {
  const fake = await startFakeGitHub()
  try {
    // The scenario's own small artifacts go by another name: the Action reads the big ones.
    const scenario = seedScenario(fake, {
      baseFiles: { 'small.json': hyperfine('small_', 1) },
      artifactName: 'small-results',
      history: 5,
    })
    for (const run of [scenario.baseRun, ...scenario.historyRuns])
      fake.addArtifact(run.id, { name: 'bench-results', zip })
    const workspace = mkdtempSync(path.join(work, 'ws-'))
    mkdirSync(path.join(workspace, 'out'))
    writeFileSync(path.join(workspace, 'out/head.json'), hyperfine('parse_', 50))
    const probeFile = path.join(work, 'probe.txt')
    writeFileSync(probeFile, '0')
    const started = performance.now()
    const result = await runBundledAction({
      inputs: { results: 'out/*.json', 'github-token': scenario.token, history: '5' },
      env: { ...scenario.env, BENCH_PROBE_FILE: probeFile },
      event: scenario.event,
      eventName: 'pull_request',
      workspace,
      entry: [...heapFlag, '--import', probe, path.join(dist, 'index.js')],
    })
    return {
      exit: result.exitCode,
      seconds: (performance.now() - started) / 1000,
      peakMiB: Math.round(Number(readFileSync(probeFile, 'utf8')) / MiB),
      leaked: readdirSync(result.runnerTemp).filter((n) =>
        n.startsWith('bench-verdict-artifacts-'),
      ),
    }
  } finally {
    await fake.close()
  }
}

const ACTION_CASE = 'action: base + 5 history runs, an artifact zip each'
let leaks = 0
if (only === undefined || ACTION_CASE.includes(only)) {
  const zip = bigArtifact()
  const plain = await runActionDownloads(zip, [])
  const capped = await runActionDownloads(zip, ['--max-old-space-size=400'])
  leaks = plain.leaked.length + capped.leaked.length
  const row = {
    id: `${ACTION_CASE} (${mib(zip.byteLength)})`,
    exit: plain.exit,
    seconds: plain.seconds,
    peakMiB: plain.peakMiB,
    peakMiBHeap400: capped.peakMiB,
  }
  rows.push(row)
  console.log(
    `${row.id.padEnd(62)} ${String(row.exit).padStart(4)} ${row.seconds.toFixed(1).padStart(9)} ${String(row.peakMiB).padStart(10)} ${String(row.peakMiBHeap400).padStart(21)}   ${row.peakMiB <= TARGET_MIB ? 'within' : 'OVER'}${leaks > 0 ? `   LEAKED ${[...plain.leaked, ...capped.leaked].join(', ')}` : ''}`,
  )
}
mkdirSync('bench-results', { recursive: true })
writeFileSync(
  'bench-results/memory-caps.json',
  `${JSON.stringify({ node: process.version, date: new Date().toISOString(), targetMiB: TARGET_MIB, rows }, null, 2)}\n`,
)
rmSync(work, { recursive: true, force: true })
if (leaks > 0) {
  console.error('the Action left its scratch directory of downloads in RUNNER_TEMP')
  process.exitCode = 1
}

/**
 * `npm run bench memory`: peak resident memory of the bundled CLI (BENCH_DIST/cli.js, built from
 * the current sources by scripts/bench.mjs) on the worst inputs the caps of docs/security.md
 * ("Reading is bounded") admit, and on the attacks they answer, each in a child process:
 *
 * - base and head at the benchmark cap (50,000 hyperfine benchmarks each), Markdown and JSON;
 * - 300,000 benchmarks on each side (the 0.85 MB zip of the attack, as files), JSON;
 * - a million benchmarks packed into one 60 MB head file, JSON;
 * - 9,999 head files of 50 KiB (the file-count cap × a modest size; the side's 200 MiB stop it).
 *
 * The peak is VmHWM from /proc/self/status, read in the child at exit (getrusage's maxRSS carries
 * the parent's peak over fork and exec). Each case runs twice: with Node's default heap, and with
 * `--max-old-space-size=400`, which shows how much of the peak is garbage the collector had no
 * reason to collect yet. No assertions: the 512 MB target is read off the table and
 * bench-results/memory-caps.json. BENCH_CASES=<text> runs only the cases whose name holds it.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const MiB = 2 ** 20
const TARGET_MIB = 512
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

interface Case {
  readonly id: string
  readonly args: () => string[]
}

const good = () => write('good.json', hyperfine('good', 1))
const CASES: readonly Case[] = [
  {
    id: 'at the cap: 50,000 × 2 sides, markdown',
    args: () => {
      const file = write('cap.json', hyperfine('bench_', 50_000))
      return ['--base', file, '--head', file, '--output', 'markdown']
    },
  },
  {
    id: 'at the cap: 50,000 × 2 sides, json',
    args: () => ['--base', 'cap.json', '--head', 'cap.json', '--output', 'json'],
  },
  {
    id: 'attack: 300,000 × 2 sides, json',
    args: () => {
      const file = write('300k.json', hyperfine('bench_', 300_000))
      return ['--base', file, '--head', file, '--output', 'json']
    },
  },
  {
    id: 'attack: 1,000,000 in one head file, json',
    args: () => [
      '--base',
      good(),
      '--head',
      write('1m.json', hyperfine('bench_', 1_000_000)),
      '--output',
      'json',
    ],
  },
  {
    id: 'attack: 9,999 head files of 50 KiB, markdown',
    args: () => {
      // About 700 benchmarks of 73 bytes per 50 KiB file.
      for (let f = 0; f < 9_999; f++) write(`many/r${f}.json`, hyperfine(`f${f}_`, 700))
      return ['--base', good(), '--head', 'many/*.json', '--output', 'markdown']
    },
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
): { exit: number | null; seconds: number; peakMiB: number } {
  const probeFile = path.join(work, 'probe.txt')
  writeFileSync(probeFile, '0')
  const started = performance.now()
  const child = spawnSync(
    process.execPath,
    [
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
      env: { ...process.env, BENCH_PROBE_FILE: probeFile },
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
  `case                                           exit   seconds   peak MiB   peak MiB (heap 400)   target ${TARGET_MIB}`,
)
for (const c of CASES) {
  const args = c.args()
  if (only !== undefined && !c.id.includes(only)) continue
  const plain = run(args, [])
  const capped = run(args, ['--max-old-space-size=400'])
  const row = {
    id: c.id,
    exit: plain.exit,
    seconds: plain.seconds,
    peakMiB: plain.peakMiB,
    peakMiBHeap400: capped.peakMiB,
  }
  rows.push(row)
  console.log(
    `${c.id.padEnd(46)} ${String(row.exit).padStart(4)} ${row.seconds.toFixed(1).padStart(9)} ${String(row.peakMiB).padStart(10)} ${String(row.peakMiBHeap400).padStart(21)}   ${row.peakMiB <= TARGET_MIB ? 'within' : 'OVER'}`,
  )
}
mkdirSync('bench-results', { recursive: true })
writeFileSync(
  'bench-results/memory-caps.json',
  `${JSON.stringify({ node: process.version, date: new Date().toISOString(), targetMiB: TARGET_MIB, rows }, null, 2)}\n`,
)
rmSync(work, { recursive: true, force: true })

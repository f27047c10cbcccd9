/**
 * `npm run bench verdict`: verdict quality on simulated suites, judged by the product's core as
 * the CLI runs it, and on the same suites by benchstat's rule and the fixed 110 % ratio rule.
 *
 * Noise models (test/support/noise-models.ts): **sim** (σ_b ~ U(0.5 %, 3 %) within a run, 3 %
 * outliers, a run drift of sd 1 % shared by all benchmarks) and **realistic** (the same within a
 * run, drift sd 2.8 %, and each benchmark's own run-to-run effect with sd ~ U(0.5 %, 3.5 %)),
 * 100 benchmarks × 10 repetitions. Designs: no history, 5 history runs, an A/A control (base +
 * control + head), and single-value suites (one value per benchmark and run, as custom JSON)
 * with 5 history runs. Scenarios: A/A; one benchmark +5/+10/+20 %; every benchmark +2/+5 %;
 * 30 of 100 +10 %; with the control also one +30 %. Threshold 3 %. The cells and the rules:
 * bench/verdict/cells.ts; the targets: bench/verdict/targets.ts (docs/verdict-quality.md, which
 * holds the figures of method revision 1).
 *
 * Prints two tables — every cell's shares, and the targets with pass/miss — and writes
 * bench-results/verdict-quality.json. Options (after `--`): `--suites N` per cell (default
 * 1,000; VERDICT_QUALITY_SUITES also sets it), `--workers N` worker threads (default: the cores,
 * at most 4). Seeds are fixed per cell, so the figures do not depend on the worker count.
 * Example: `npm run bench verdict -- --suites 100` for a quick look.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { allCells, runCell, THRESHOLD, type Cell, type CellCounts } from './verdict/cells.js'
import { checkTargets } from './verdict/targets.js'
import { plural } from '../src/model/plural.js'

const SEED = 20_261_201

interface Job {
  readonly suites: number
}

function option(name: string): number | undefined {
  const args = process.argv
  const at = args.indexOf(name)
  if (at < 0) return undefined
  const value = Number(args[at + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a positive integer`)
  return value
}

async function main(): Promise<void> {
  const suites = option('--suites') ?? Number(process.env.VERDICT_QUALITY_SUITES ?? 1000)
  const workers = Math.max(1, option('--workers') ?? Math.min(4, availableParallelism()))
  const cells = allCells()
  const started = performance.now()
  const counts = new Map<number, CellCounts>()
  // A queue: each worker takes the next cell when it has posted the last, so that slow cells
  // (5 history runs cost up to 4 times a cell without) never leave the other workers idle.
  const queue = cells.map((cell) => cell.index)
  const file = fileURLToPath(import.meta.url)
  await Promise.all(
    Array.from(
      { length: Math.min(workers, cells.length) },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(file, { workerData: { suites } satisfies Job })
          const next = (): void => {
            const index = queue.shift()
            if (index === undefined) {
              void worker.terminate().then(() => {
                resolve()
              }, reject)
            } else worker.postMessage(index)
          }
          worker.on('message', (c: CellCounts) => {
            counts.set(c.index, c)
            if (process.stderr.isTTY) process.stderr.write(`\r${counts.size}/${cells.length} cells`)
            next()
          })
          worker.on('error', reject)
          next()
        }),
    ),
  )
  if (process.stderr.isTTY) process.stderr.write('\n')
  const seconds = (performance.now() - started) / 1000
  printCells(cells, counts, suites, workers, seconds)
  const checks = checkTargets(cells, counts)
  printTargets(checks)
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    'bench-results/verdict-quality.json',
    `${JSON.stringify(
      {
        node: process.version,
        date: new Date().toISOString(),
        suites,
        seed: SEED,
        threshold: THRESHOLD,
        seconds,
        cells: cells.map((cell) => ({
          model: cell.model.name,
          design: cell.design.id,
          scenario: cell.scenario.id,
          ...counts.get(cell.index),
        })),
        targets: checks.map((c) => ({
          ...c.target,
          model: c.model,
          measured: c.measured,
          met: c.met,
        })),
      },
      null,
      2,
    )}\n`,
  )
}

const percent = (x: number): string => `${(100 * x).toFixed(1)} %`

function printTable(rows: readonly (readonly string[])[]): void {
  const widths = (rows[0] ?? []).map((_, j) => Math.max(...rows.map((r) => (r[j] ?? '').length)))
  for (const row of rows)
    console.log(
      row
        .map((cell, j) => (j < 3 ? cell.padEnd(widths[j] ?? 0) : cell.padStart(widths[j] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
}

function printCells(
  cells: readonly Cell[],
  counts: ReadonlyMap<number, CellCounts>,
  suites: number,
  workers: number,
  seconds: number,
): void {
  const margin = 1.96 * Math.sqrt((0.05 * 0.95) / suites)
  const totalMs = [...counts.values()].reduce((s, c) => s + c.ms, 0)
  console.log(
    `${suites} suites per cell (±${percent(margin)} at a 5 % share, 95 %), 100 benchmarks, threshold ${percent(THRESHOLD)}, seed ${SEED}; ` +
      `${cells.length} cells in ${seconds.toFixed(0)} s on ${plural(workers, 'worker')}, ${(totalMs / (suites * cells.length)).toFixed(1)} ms per suite`,
  )
  const rows: string[][] = [
    [
      'noise',
      'design',
      'scenario',
      'pass',
      'warn',
      'fail',
      'inconcl.',
      'found',
      'hidden',
      'false regr./suite',
      'benchstat: alarm',
      'found',
      'ratio>1.1: alarm',
      'found',
      'ms/suite',
    ],
  ]
  for (const cell of cells) {
    const c = counts.get(cell.index)
    if (!c) continue
    const share = (x: number): string => percent(x / c.suites)
    const changed = cell.scenario.changed !== 0
    const other = c.verdicts['no-baseline'] + c.verdicts.error
    rows.push([
      cell.model.name,
      cell.design.label,
      cell.scenario.label,
      share(c.verdicts.pass),
      share(c.verdicts.warn),
      share(c.verdicts.fail),
      share(c.verdicts.inconclusive) + (other > 0 ? ` (+${other} other)` : ''),
      changed ? share(c.found) : '–',
      // Only a change beyond the threshold can be hidden; below it "no change" is right.
      cell.scenario.factor - 1 > THRESHOLD ? share(c.hidden) : '–',
      (c.falseRegressions / c.suites).toFixed(2),
      share(c.benchstatAlarm),
      changed ? share(c.benchstatFound) : '–',
      share(c.ratioAlarm),
      changed ? share(c.ratioFound) : '–',
      (c.ms / c.suites).toFixed(1),
    ])
  }
  printTable(rows)
  console.log(
    'found: share of the changed benchmarks classed a regression (any strength), averaged over suites; hidden: suites where a changed benchmark (a change beyond the threshold) was classed "no change"; ' +
      'alarm: suites with any benchmark flagged slower (benchstat: Mann–Whitney p < 0.05 per benchmark, no correction; ratio: head mean / base mean > 1.10). ' +
      'benchstat and the ratio rule see base and head only, never history or control.',
  )
}

function printTargets(checks: ReturnType<typeof checkTargets>): void {
  console.log('\nTargets (docs/verdict-quality.md, Targets):')
  const rows: string[][] = [['noise', 'design', 'scenario', 'target', 'measured', '']]
  for (const c of checks) {
    const t = c.target
    const by = Math.abs(c.measured - t.value)
    rows.push([
      c.model,
      t.design,
      t.scenario,
      `${t.measure} ${t.op} ${percent(t.value)}`,
      percent(c.measured),
      c.met ? 'pass' : `MISS by ${(100 * by).toFixed(1)} points`,
    ])
  }
  printTable(rows)
  const met = checks.filter((c) => c.met).length
  console.log(`${met} of ${checks.length} targets met.`)
}

// Last, so that every declaration above is initialised before it runs.
if (!isMainThread) {
  // A worker: one cell per message, its counts back.
  const { suites } = workerData as Job
  const all = allCells()
  parentPort?.on('message', (index: number) => {
    parentPort?.postMessage(runCell(all[index] as Cell, suites, SEED))
  })
} else {
  await main()
}

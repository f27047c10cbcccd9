/**
 * `npm run bench verdict`: verdict quality on simulated suites, with many more suites
 * than the fixed-seed check in src/compare/verdict-quality.test.ts. Model and rules:
 * test/support/simulated-suites.ts. Prints one table (ours, benchstat's rule, the peer Action's
 * fixed 110 % ratio on one value) and writes bench-results/verdict-quality.json. Targets at
 * τ = 3 %: A/A ends in `fail` ≤ 2 % with and without history; a +20 % benchmark is a regression
 * ≥ 95 % without history, a +10 % one with 5 earlier base runs. VERDICT_QUALITY_SUITES sets the
 * number of suites per scenario (default 2,000).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import {
  ISSUE_SCENARIOS,
  scenarioRates,
  type ScenarioRates,
} from '../test/support/simulated-suites.js'

const SUITES = Number(process.env.VERDICT_QUALITY_SUITES ?? 2000)
const SEED = 20_261_129
const THRESHOLD = 0.03

const rows: ScenarioRates[] = ISSUE_SCENARIOS.map((scenario, i) =>
  scenarioRates(scenario, SUITES, SEED + i, THRESHOLD),
)

const percent = (x: number): string => `${(100 * x).toFixed(1)} %`
const columns: readonly [string, (r: ScenarioRates) => string][] = [
  ['scenario', (r) => r.scenario.name],
  ['ours: fail', (r) => percent(r.verdicts.fail)],
  ['warn', (r) => percent(r.verdicts.warn)],
  ['inconcl.', (r) => percent(r.verdicts.inconclusive)],
  ['BM_0 regression', (r) => percent(r.oursFlagged)],
  ['strong', (r) => percent(r.oursStrong)],
  ['or possible', (r) => percent(r.oursNamed)],
  ['false regr./suite', (r) => r.oursFalseRegressionsPerSuite.toFixed(2)],
  ['benchstat: alarm', (r) => percent(r.benchstatAlarm)],
  ['BM_0', (r) => percent(r.benchstatFlagged)],
  ['ratio > 1.1: alarm', (r) => percent(r.ratioAlarm)],
  ['BM_0', (r) => percent(r.ratioFlagged)],
]
const cells = [columns.map(([title]) => title), ...rows.map((r) => columns.map(([, f]) => f(r)))]
const widths = columns.map((_, j) => Math.max(...cells.map((row) => (row[j] ?? '').length)))
const margin = 1.96 * Math.sqrt((0.05 * 0.95) / SUITES)

console.log(
  `${SUITES} suites per scenario (±${percent(margin)} at a 5 % rate, 95 %), 100 benchmarks × 10 repetitions per side, τ = 3 %, seed ${SEED}`,
)
for (const row of cells)
  console.log(
    row
      .map((cell, j) => (j === 0 ? cell.padEnd(widths[j] ?? 0) : cell.padStart(widths[j] ?? 0)))
      .join('  '),
  )
console.log(
  "alarm: the suite has at least one benchmark flagged slower; BM_0: the slowed benchmark (A/A: an unchanged one) is flagged. 'or possible': ours names BM_0 as a regression or as an inconclusive possible regression (rows 12–13).",
)
mkdirSync('bench-results', { recursive: true })
writeFileSync(
  'bench-results/verdict-quality.json',
  `${JSON.stringify({ node: process.version, date: new Date().toISOString(), suites: SUITES, seed: SEED, threshold: THRESHOLD, rows }, null, 2)}\n`,
)

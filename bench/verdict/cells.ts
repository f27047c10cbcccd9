/**
 * The cells of the verdict-quality benchmark: noise model × design (history runs, A/A control,
 * one value per run) × scenario (which benchmarks the head slows, by how much), and one cell's
 * suites judged three ways on the same simulated runs:
 *
 * - **ours**: the product's core as the CLI runs it (`analyzeParsed`: read sides → compare →
 *   judge), settings from `bench-verdict compare --threshold 3%` with the cell's `--history` and
 *   `--control` runs; single-value runs go in as custom JSON through the real parser;
 * - **benchstat's rule**: a Mann–Whitney U test per benchmark, flagged when p < 0.05 and the
 *   head's median is slower (no correction for the 100 tests);
 * - **the fixed ratio rule** (the peer Action's default alert): head mean / base mean > 1.10.
 *
 * "found" is the share of the changed benchmarks flagged regressed (ours: class `regression`, any
 * strength), averaged over suites; "alarm" is a suite with any benchmark flagged.
 */
import { seededRandom } from '../generate-inputs.js'
import type { Acquisition, SideFiles } from '../../src/acquire/acquisition.js'
import { medianOfSorted, sortedCopy } from '../../src/compare/order-statistics/descriptive.js'
import { mannWhitney } from '../../src/compare/tests/mann-whitney.js'
import type { BenchmarkResult } from '../../src/model/benchmark-result.js'
import type { VerdictLevel } from '../../src/model/verdict.js'
import type { ParsedSide } from '../../src/parse/parse-files.js'
import { analyzeParsed } from '../../src/pipeline/analyze.js'
import type { AnalysisSettings } from '../../src/settings/settings.js'
import { parseCliArgs, parseCompareCommand } from '../../src/settings/settings.js'
import {
  customJsonText,
  drawSuite,
  REALISTIC_MODEL,
  runResults,
  SIM_MODEL,
  simulateRun,
  type NoiseModel,
  type SimulatedBenchmark,
  type SimulatedRun,
} from '../../test/support/noise-models.js'

export const THRESHOLD = 0.03

/** How the base side is measured: history runs, an A/A control, one value per run. */
export interface Design {
  readonly id: string
  readonly label: string
  readonly historyRuns: number
  readonly control: boolean
  readonly singleValue: boolean
}

export const DESIGNS: readonly Design[] = [
  { id: 'H0', label: 'no history', historyRuns: 0, control: false, singleValue: false },
  { id: 'H5', label: '5 history runs', historyRuns: 5, control: false, singleValue: false },
  { id: 'AA', label: 'A/A control', historyRuns: 0, control: true, singleValue: false },
  { id: '1v', label: 'one value, 5 history', historyRuns: 5, control: false, singleValue: true },
]

/** Which benchmarks the head slows and by what factor. */
export interface Scenario {
  readonly id: string
  readonly label: string
  readonly factor: number
  /** How many benchmarks (the first ones) change; 0 for A/A. */
  readonly changed: number | 'all'
}

export const SCENARIOS: readonly Scenario[] = [
  { id: 'aa', label: 'A/A', factor: 1, changed: 0 },
  { id: 'one+5', label: 'one +5 %', factor: 1.05, changed: 1 },
  { id: 'one+10', label: 'one +10 %', factor: 1.1, changed: 1 },
  { id: 'one+20', label: 'one +20 %', factor: 1.2, changed: 1 },
  { id: 'all+2', label: 'all +2 %', factor: 1.02, changed: 'all' },
  { id: 'all+5', label: 'all +5 %', factor: 1.05, changed: 'all' },
  { id: '30of100+10', label: '30 of 100 +10 %', factor: 1.1, changed: 30 },
]

/** Only with the A/A control: the change the control must never hide. */
export const CONTROL_ONLY: readonly Scenario[] = [
  { id: 'one+30', label: 'one +30 %', factor: 1.3, changed: 1 },
]

export const MODELS: readonly NoiseModel[] = [SIM_MODEL, REALISTIC_MODEL]

export interface Cell {
  readonly index: number
  readonly model: NoiseModel
  readonly design: Design
  readonly scenario: Scenario
}

/** Every cell, in table order: model, then design, then scenario. */
export function allCells(): Cell[] {
  const cells: Cell[] = []
  for (const model of MODELS)
    for (const design of DESIGNS)
      for (const scenario of design.control ? [...SCENARIOS, ...CONTROL_ONLY] : SCENARIOS)
        cells.push({ index: cells.length, model, design, scenario })
  return cells
}

/** Counts over one cell's suites (sums; divide by `suites` for shares). */
export interface CellCounts {
  readonly index: number
  readonly suites: number
  readonly verdicts: Record<VerdictLevel, number>
  /** Sum over suites of the share of changed benchmarks ours classed a regression. */
  found: number
  /** Suites in which a changed benchmark was classed `no-change` (the change hidden). */
  hidden: number
  /** Regressions among the unchanged benchmarks, summed over suites. */
  falseRegressions: number
  benchstatAlarm: number
  benchstatFound: number
  ratioAlarm: number
  ratioFound: number
  /** Wall time of the cell, ms (ours and the two rules, simulation included). */
  ms: number
}

const settingsCache = new Map<string, AnalysisSettings>()

/** The CLI's settings for a design: `compare --threshold 3%` with its history and control runs. */
function settingsFor(design: Design): AnalysisSettings {
  const cached = settingsCache.get(design.id)
  if (cached) return cached
  const argv = ['compare', '--base', 'base.json', '--head', 'head.json', '--threshold', '3%']
  for (let k = 1; k <= design.historyRuns; k++) argv.push('--history', `history-${k}.json`)
  if (design.control) argv.push('--control', 'control.json')
  const parsed = parseCliArgs(argv)
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('; '))
  const command = parseCompareCommand(parsed.request)
  if (!command.ok) throw new Error(command.problems.map((p) => p.message).join('; '))
  settingsCache.set(design.id, command.command.analysis)
  return command.command.analysis
}

const encoder = new TextEncoder()

interface SideInput {
  readonly files: SideFiles
  readonly parsed: ParsedSide | null
}

/** One side as acquire would hand it: a file, pre-parsed results (samples) or real JSON (one value). */
function side(
  name: string,
  suite: readonly SimulatedBenchmark[],
  run: SimulatedRun,
  singleValue: boolean,
): SideInput {
  if (singleValue)
    return {
      files: {
        files: [{ name, bytes: encoder.encode(customJsonText(suite, run)) }],
        diagnostics: [],
      },
      parsed: null,
    }
  const results: BenchmarkResult[] = runResults(suite, run)
  return {
    files: { files: [{ name, bytes: new Uint8Array(0) }], diagnostics: [] },
    parsed: {
      results,
      diagnostics: [],
      environments: new Map(),
      filesRead: 1,
      // One result a benchmark (runResults): what the run's budget would count.
      kept: {
        benchmarks: results.length,
        results: results.length,
        samples: results.reduce((sum, r) => sum + r.samples.length, 0),
      },
    },
  }
}

function changedCount(scenario: Scenario, benchmarks: number): number {
  return scenario.changed === 'all' ? benchmarks : scenario.changed
}

/** benchstat's rule on one benchmark: Mann–Whitney p < 0.05 with a slower head median. */
function benchstatFlags(base: readonly number[], head: readonly number[]): boolean {
  const b = sortedCopy(base)
  const h = sortedCopy(head)
  return mannWhitney(b, h).pValue < 0.05 && medianOfSorted(h) > medianOfSorted(b)
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length

/**
 * Simulates and judges `suites` suites of one cell. The cell's seed is `seed + cell.index`, so a
 * cell gives the same figures whichever worker runs it and whatever else runs.
 */
export function runCell(cell: Cell, suites: number, seed: number): CellCounts {
  const started = performance.now()
  const random = seededRandom(seed + cell.index)
  const { model, design, scenario } = cell
  const settings = settingsFor(design)
  const changed = changedCount(scenario, model.benchmarks)
  const factor = (i: number): number => (i < changed ? scenario.factor : 1)
  const counts: CellCounts = {
    index: cell.index,
    suites,
    verdicts: { pass: 0, warn: 0, fail: 0, inconclusive: 0, 'no-baseline': 0, error: 0 },
    found: 0,
    hidden: 0,
    falseRegressions: 0,
    benchstatAlarm: 0,
    benchstatFound: 0,
    ratioAlarm: 0,
    ratioFound: 0,
    ms: 0,
  }
  for (let s = 0; s < suites; s++) {
    const suite = drawSuite(random, model)
    const run = (f?: (i: number) => number) => simulateRun(random, suite, model, f)
    const history = Array.from({ length: design.historyRuns }, () => run())
    const base = run()
    const control = design.control ? run() : null
    const head = run(factor)
    const sides = {
      head: side('head.json', suite, head, design.singleValue),
      base: side('base.json', suite, base, design.singleValue),
      history: history.map((r, k) => side(`history-${k + 1}.json`, suite, r, design.singleValue)),
      control: control ? side('control.json', suite, control, design.singleValue) : null,
    }
    const acquisition: Acquisition = {
      head: sides.head.files,
      base: sides.base.files,
      history: sides.history.map((h) => h.files),
      control: sides.control?.files ?? null,
      context: {
        historyRuns: design.historyRuns,
        controlRuns: design.control ? 1 : 0,
        headSource: 'head.json',
        baseSource: 'base.json',
      },
    }
    const parsed = new Map<SideFiles, ParsedSide>()
    for (const input of [sides.head, sides.base, ...sides.history, sides.control])
      if (input?.parsed) parsed.set(input.files, input.parsed)
    const report = analyzeParsed(acquisition, parsed, settings)
    counts.verdicts[report.verdict.level]++
    const classes = new Map(report.comparisons.map((c) => [c.label, c.class]))
    let found = 0
    let hidden = false
    for (let i = 0; i < model.benchmarks; i++) {
      const cls = classes.get(suite[i]?.name ?? '')
      if (i < changed) {
        if (cls === 'regression') found++
        if (cls === 'no-change') hidden = true
      } else if (cls === 'regression') counts.falseRegressions++
    }
    if (changed > 0) counts.found += found / changed
    if (hidden) counts.hidden++
    let bsAlarm = false
    let bsFound = 0
    let ratioAlarm = false
    let ratioFound = 0
    for (let i = 0; i < model.benchmarks; i++) {
      const b = base.values[i] ?? []
      const h = head.values[i] ?? []
      if (benchstatFlags(b, h)) {
        bsAlarm = true
        if (i < changed) bsFound++
      }
      if (mean(h) / mean(b) > 1.1) {
        ratioAlarm = true
        if (i < changed) ratioFound++
      }
    }
    counts.benchstatAlarm += Number(bsAlarm)
    counts.ratioAlarm += Number(ratioAlarm)
    if (changed > 0) {
      counts.benchstatFound += bsFound / changed
      counts.ratioFound += ratioFound / changed
    }
  }
  counts.ms = performance.now() - started
  return counts
}

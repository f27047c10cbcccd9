/**
 * compare/floors: the between-run noise floor φ_b: from history, an A/A control (aa-shifts,
 * calibration) or the assumed prior (noise-floor), measured once per run here.
 */
/** Measured between-run floors from history and an A/A control, per benchmark and for the suite. */
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { aaShifts, runLogCenters } from './aa-shifts.js'
import { checkCalibration } from './calibration.js'
import { meanOf } from '../order-statistics/descriptive.js'
import type { Finding } from '../suite/finding.js'
import { aaFloor, aaMultiplier, historyFloor } from './noise-floor.js'

/** Measured floors (log scale); null where the evidence is missing. */
export interface RunFloors {
  readonly history: ReadonlyMap<string, number>
  readonly control: ReadonlyMap<string, number>
  /** Geomeans of the ln run centres over the gated keys in every run, baseline first. */
  readonly geomeanHistory: readonly number[] | null
  /** Mean A/A shift over the gated keys. */
  readonly geomeanControlShift: number | null
  readonly findings: readonly Finding[]
}

export interface FloorSettings {
  readonly alpha: number
  readonly fdr: number
  readonly threshold: number
  readonly geomeanThreshold: number
}

/**
 * §10.3: per key, the history floor from the ln medians of the baseline and the earlier runs
 * that measured it (K ≥ 2); the suite's from the runs' geomeans over the gated keys all runs
 * share. §10.4: per key, φ = max(c·σ̂_b, |δ_AA|) with c from the gated benchmarks' z. Both A/A
 * pairs (control against base, newest history run against base) get the calibration check,
 * against the history floors when there are any (K ≥ 2), else against τ and τ_geo.
 *
 * @param runs the base run, earlier base runs newest first, and an optional A/A control
 * @param gatedKeys keys of the gated comparisons
 * @param dispersions the base's robust log dispersion per key
 */
export function measureFloors(
  runs: {
    readonly base: readonly BenchmarkResult[]
    readonly history: readonly (readonly BenchmarkResult[])[]
    readonly control: readonly BenchmarkResult[] | null
  },
  gatedKeys: ReadonlySet<string>,
  dispersions: ReadonlyMap<string, number | null>,
  settings: FloorSettings,
): RunFloors {
  const findings: Finding[] = []
  const history = new Map<string, number>()
  let geomeanHistory: number[] | null = null
  if (runs.history.length >= 2) {
    const centers = [runs.base, ...runs.history].map(runLogCenters)
    for (const [key, center] of centers[0] ?? []) {
      const earlier = centers.slice(1).flatMap((run) => run.get(key) ?? [])
      const floor = historyFloor([center, ...earlier], settings.alpha)
      if (floor !== null) history.set(key, floor)
    }
    const shared = [...gatedKeys].filter((key) => centers.every((run) => run.has(key)))
    if (shared.length > 0)
      geomeanHistory = centers.map((run) => meanOf(shared.map((key) => run.get(key) ?? 0)))
  }
  const measured = {
    history,
    geomean: geomeanHistory === null ? null : historyFloor(geomeanHistory, settings.alpha),
  }
  const newest = runs.history[0]
  if (newest !== undefined) {
    const pair = aaShifts(newest, runs.base, gatedKeys, settings.alpha)
    const finding = checkCalibration(pair, 'the two newest base runs', settings, measured)
    if (finding) findings.push(finding)
  }
  const control = new Map<string, number>()
  let geomeanControlShift: number | null = null
  if (runs.control !== null) {
    const shifts = aaShifts(runs.base, runs.control, new Set(dispersions.keys()), settings.alpha)
    const gatedShifts = new Map([...shifts].filter(([key]) => gatedKeys.has(key)))
    const basis = gatedShifts.size > 0 ? gatedShifts : shifts
    const z = [...basis].flatMap(([key, s]) => {
      const sigma = dispersions.get(key) ?? null
      return sigma !== null && sigma > 0 ? [Math.abs(s.shift) / sigma] : []
    })
    const c = aaMultiplier(z)
    for (const [key, s] of shifts)
      control.set(key, aaFloor(s.shift, dispersions.get(key) ?? null, c))
    if (gatedShifts.size > 0)
      geomeanControlShift = meanOf([...gatedShifts.values()].map((s) => s.shift))
    const finding = checkCalibration(gatedShifts, 'the A/A control run', settings, measured)
    if (finding) findings.push(finding)
  }
  return { history, control, geomeanHistory, geomeanControlShift, findings }
}

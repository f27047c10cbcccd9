/**
 * Every comparison of a run put on its path and tested there (docs/method.md §10.0–10.6): the
 * suite drift D removed per metric, the history path's between-run variance inside a t, the A/A
 * and assumed bands, and the minimum-effect p-values p↑, p↓ of §9.2 at each comparison's θ_b.
 */
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import type { Interval, RunToRun } from '../../model/comparison.js'
import type { SuiteRule } from '../../model/verdict.js'
import type { EvidencePath } from '../evidence/change-evidence.js'
import { aaShifts, type AaShift } from '../floors/aa-shifts.js'
import { checkCalibration } from '../floors/calibration.js'
import { aaBand, type LogFloor } from '../floors/noise-floor.js'
import { decisionBand } from './decision-band.js'
import type { Measurement } from '../measure/measurement.js'
import { normalQuantile, studentTUpperTail } from '../nulls/distributions.js'
import type { Finding } from '../suite/finding.js'
import { suiteRule, type SuiteMember } from '../suite/suite-rule.js'
import { suiteHistoryTest } from '../suite/suite-t-test.js'
import { mannWhitney } from '../tests/mann-whitney.js'
import { minimumEffectStratified } from '../tests/stratified-minimum-effect.js'
import {
  minimumEffectPaired,
  minimumEffectT,
  minimumEffectUnpaired,
} from '../tests/minimum-effect.js'
import { runCentres, type RunCentre } from './base-runs.js'
import { metricDrift, type MetricDrift } from './drift-normalisation.js'
import { historyPath, type HistoryMember, type WithinVariance } from './history-path.js'

/**
 * The base branch's runs as between-run evidence: the centres of the baseline run and of each
 * earlier base run (an A/A control last), and the A/A shifts of the control against the base.
 * Comparisons against a named reference reuse them: the reference shares the runner's
 * run-to-run noise, which the base runs measured (docs/architecture.md §7).
 */
export interface RunFloors {
  /**
   * Centres per key: the baseline run first, then the earlier base runs (newest first), the A/A
   * control last (`controlCentres`).
   */
  readonly centres: readonly ReadonlyMap<string, RunCentre>[]
  /** A/A shifts (control against base) by key; null without a control. */
  readonly control: ReadonlyMap<string, AaShift> | null
  /** Calibration notes (§10.4): they name benchmarks, and change no level. */
  readonly findings: readonly Finding[]
}

/** One comparison as the suite step sees it. */
export interface PathInput {
  readonly key: string
  /** Drift normalisation and moderation are per metric (§10.0, §10.3 H4). */
  readonly metricName: string
  readonly gated: boolean
  readonly higherIsBetter: boolean
  readonly measurement: Measurement | null
  /** τ of the comparison (relative), as the policy resolves it. */
  readonly threshold: number
}

/** What the comparison is judged on (metric orientation: ln head/base; p↑ = head larger). */
export interface JudgedPath {
  readonly path: EvidencePath
  /** δ̃ = δ − D; the history path's δ̃ too. */
  readonly logRatio: number
  readonly logCi: Interval | null
  readonly pValue: number | null
  readonly pUp: number | null
  readonly pDown: number | null
  readonly floor: LogFloor
  /** 5·S_D on the assumed band path with B ≥ 20 (§10.5), else 0. */
  readonly guard: number
  /**
   * θ_b of §10.6 (log, `decisionBand`): where p↑ and p↓ were tested, and what the decision
   * measures δ̃ against; computed here once and handed on to the evidence.
   */
  readonly theta: number
  /** History path: s̃_b, the runs that measured it, and whether the A/A control is one of them. */
  readonly runToRun: RunToRun | null
  /** D subtracted (0 when none). */
  readonly driftShift: number
  /** The comparison's part in suite rule S (worse-positive δ and se), or null. */
  readonly suiteMember: { readonly delta: number; readonly se: number } | null
}

export interface JudgedRun {
  readonly judged: (JudgedPath | null)[]
  readonly drift: ReadonlyMap<string, MetricDrift>
  readonly suite: SuiteRule | null
  /**
   * φ_geo as the report shows it: t_{0.975,K}·√2·s_geo with history (also band_D), 0 when every
   * member is paired or exact, else the case-N floor (§12.2).
   */
  readonly geomeanFloor: LogFloor
  readonly floors: RunFloors
}

export interface PathSettings {
  readonly alpha: number
  readonly fdr: number
  readonly noiseFloor: number
  readonly geomeanNoiseFloor: number
  readonly geomeanThreshold: number
  readonly threshold: number
  readonly withinVariance: WithinVariance
}

/**
 * The base runs' centres and the A/A shifts, measured once per run (docs/method.md §10.3–10.4),
 * with the calibration notes of both A/A pairs (control against base, newest earlier run
 * against base): a note names the benchmarks, never changes a level.
 *
 * @param keys the comparison keys of the run (A/A shifts are taken for these)
 * @param gatedKeys the gated ones (the calibration notes look at these)
 */
export function measureFloors(
  runs: {
    readonly base: readonly BenchmarkResult[]
    readonly history: readonly (readonly BenchmarkResult[])[]
    readonly control: readonly BenchmarkResult[] | null
  },
  keys: ReadonlySet<string>,
  gatedKeys: ReadonlySet<string>,
  settings: Pick<PathSettings, 'alpha' | 'fdr' | 'threshold' | 'geomeanThreshold'>,
): RunFloors {
  if (runs.history.length === 0 && runs.control === null)
    return { centres: [], control: null, findings: [] }
  const earlier = runs.control === null ? runs.history : [...runs.history, runs.control]
  // The control goes last: `controlCentres` reads it there.
  const centres = [runs.base, ...earlier].map(runCentres)
  const findings: Finding[] = []
  const none = { history: new Map<string, number>(), geomean: null }
  const newest = runs.history[0]
  if (newest !== undefined) {
    const pair = aaShifts(newest, runs.base, gatedKeys, settings.alpha)
    const finding = checkCalibration(pair, 'the two newest base runs', settings, none)
    if (finding) findings.push(finding)
  }
  let control: Map<string, AaShift> | null = null
  if (runs.control !== null) {
    control = aaShifts(runs.base, runs.control, keys, settings.alpha)
    const gated = new Map([...control].filter(([key]) => gatedKeys.has(key)))
    const finding = checkCalibration(gated, 'the A/A control run', settings, none)
    if (finding) findings.push(finding)
  }
  return { centres, control, findings }
}

type Route = 'skip' | 'exact' | 'paired' | 'candidate' | 'band'

/** The history path's floor as `decisionBand` reads it: θ_b = τ_log (its sd is inside the test). */
const HISTORY_FLOOR: LogFloor = { log: 0, source: 'history' }

/**
 * Puts each comparison on its path and tests it there (docs/method.md §10.6):
 * 1. history candidates are the unpaired raw-sample comparisons that are testable or have n = 1
 *    on a side, and the summaries of n = 1; one takes the history path when K_b ≥ 2 earlier base
 *    runs measured it, or K_b = 1 with B_h ≥ 3 such candidates of its metric (§10.3, §7);
 * 2. suite rule S over the gated comparisons with a standard error (§12.2), whose history case
 *    also gives the drift gate's band (t_{0.975,K}·√2·s_geo; else φ_geo);
 * 3. per metric, D from the B ≥ 20 testable unpaired raw-sample and tested summary shifts, gated
 *    (§10.0, §16);
 * 4. the history path (H1–H9) per metric; the A/A band φ_b = max(ln(1+noise_floor), |δ_AA,b|)
 *    for the other comparisons when a control was given (§10.4), else the assumed band (§10.5);
 * 5. on the band paths: δ̃ = δ − D and [L − D, U − D] for unpaired and summary comparisons, p0
 *    of the rank-sum test on (ln head − D) vs ln base, and p↑, p↓ at θ_b = max(τ_log, φ_b, 5·S_D)
 *    (assumed) or max(τ_log, φ_b) (A/A) (§9.2).
 * Paired rounds keep their own test (φ_b = 0, no drift).
 *
 * @param inputs one per comparison, in pair order
 * @param floors the base runs (from `measureFloors`, or the base's for a named reference)
 */
export function judgePaths(
  inputs: readonly PathInput[],
  floors: RunFloors,
  settings: PathSettings,
): JudgedRun {
  const z = normalQuantile(1 - settings.alpha / 2)
  const assumedLog = Math.log1p(settings.noiseFloor)
  const centres = floors.centres
  const earlierCount = (key: string): number => {
    if (!(centres[0]?.has(key) ?? false)) return 0
    let count = 0
    for (let r = 1; r < centres.length; r++) if (centres[r]?.has(key) === true) count++
    return count
  }
  const routes: Route[] = inputs.map((input) => routeOf(input.measurement))
  // 1. The history path, per metric: B_h counts the candidates in at least two base runs.
  const kb = inputs.map((input, i) => (routes[i] === 'candidate' ? earlierCount(input.key) : 0))
  const bh = new Map<string, number>()
  inputs.forEach((input, i) => {
    if ((kb[i] ?? 0) >= 1) bh.set(input.metricName, (bh.get(input.metricName) ?? 0) + 1)
  })
  const onHistory = inputs.map((input, i) => {
    const k = kb[i] ?? 0
    return k >= 2 || (k === 1 && (bh.get(input.metricName) ?? 0) >= 3)
  })
  // The band each other comparison gets (§10.4–10.5).
  const bandFloor = inputs.map((input, i): LogFloor => {
    const route = routes[i]
    if (route === 'exact') return { log: 0, source: 'deterministic' }
    if (route === 'paired') return { log: 0, source: 'paired' }
    const shift = floors.control?.get(input.key)
    if (shift !== undefined && !onHistory[i])
      return { log: aaBand(shift.shift, settings.noiseFloor), source: 'aa-control' }
    if (floors.control !== null && !onHistory[i])
      return { log: assumedLog, source: 'assumed', controlUnused: true }
    return { log: assumedLog, source: 'assumed' }
  })
  // Each shift's standard error, derived once: se_M of its interval (§12.1), and the same with 0
  // for a single value, whose whole move is between-run (§10.3, §10.5); null without an interval.
  const intervalSe = inputs.map((input) => mosesSe(input.measurement?.logCi ?? null, z))
  const shiftSe = inputs.map((input, i) =>
    input.measurement !== null && isSingle(input.measurement) ? 0 : (intervalSe[i] ?? null),
  )
  // 2. Suite rule S and the drift gate's band.
  const members: SuiteMember[] = []
  const memberOf: ({ delta: number; se: number } | null)[] = inputs.map(() => null)
  const memberKeys: string[] = []
  inputs.forEach((input, i) => {
    const m = input.measurement
    if (!input.gated || m === null || !Number.isFinite(m.logRatio)) return
    const flip = input.higherIsBetter ? -1 : 1
    const route = routes[i]
    let se: number | null = null
    if (route === 'exact') se = 0
    else if (onHistory[i]) se = shiftSe[i] ?? null
    else if (m.path === 'tested') se = intervalSe[i] ?? null
    if (se === null) return
    const delta = flip * m.logRatio
    memberOf[i] = { delta, se }
    memberKeys.push(input.key)
    members.push({
      delta,
      se,
      pairedOrExact: route === 'exact' || route === 'paired',
      floor: onHistory[i] ? 0 : (bandFloor[i]?.log ?? 0),
    })
  })
  const flips = new Map(inputs.map((input) => [input.key, input.higherIsBetter ? -1 : 1]))
  const historyGeomeans = suiteHistory(memberKeys, centres, flips, members.length)
  const controlShift =
    floors.control === null || historyGeomeans !== null
      ? null
      : meanControlShift(inputs, floors.control)
  const context = {
    historyGeomeans,
    controlShift,
    geomeanThreshold: settings.geomeanThreshold,
    geomeanNoiseFloor: settings.geomeanNoiseFloor,
    alpha: settings.alpha,
  }
  const suite = suiteRule(members, context)
  const driftBand =
    historyGeomeans !== null
      ? suiteHistoryTest({
          historyGeomeans,
          gbar: suite?.mean ?? 0,
          seFe: suite?.standardError ?? 0,
          tauGeo: settings.geomeanThreshold,
        }).driftGateBand
      : Math.max(
          Math.log1p(settings.geomeanNoiseFloor),
          controlShift === null ? 0 : Math.abs(controlShift),
          memberFloor(members),
        )
  // 3. D per metric, over its gated tested unpaired comparisons: the raw-sample ones testable on
  // their own, those the history path tests (single values included, docs/method.md §7), and
  // tested summaries (our deviation, §16: an aggregates-only suite has the same between-run spread
  // as its raw form, and without S_D's guard it read 200 A/A benchmarks as 18 regressions) whose
  // own standard error is within the assumed band: a summary whose mean moves by more than the
  // assumed run-to-run variation within its own run says nothing of a few per cent of drift, and
  // a suite of such neighbours set D and S_D for the clean ones (§10.0, §16).
  const shiftsByMetric = new Map<string, { shifts: number[]; ses: number[] }>()
  inputs.forEach((input, i) => {
    const m = input.measurement
    if (!input.gated || m === null) return
    const summary = routes[i] === 'band' && m.path === 'tested' && m.shifted?.kind === 't'
    if (summary && !(m.shifted.se <= assumedLog)) return
    if (!summary && routes[i] !== 'candidate') return
    if (!summary && !(onHistory[i] === true || m.path === 'tested')) return
    const list = shiftsByMetric.get(input.metricName) ?? { shifts: [], ses: [] }
    list.shifts.push(m.logRatio)
    list.ses.push(m.shifted?.kind === 't' ? m.shifted.se : (shiftSe[i] ?? 0))
    shiftsByMetric.set(input.metricName, list)
  })
  const drift = new Map<string, MetricDrift>()
  for (const input of inputs) {
    if (drift.has(input.metricName)) continue
    const set = shiftsByMetric.get(input.metricName)
    drift.set(input.metricName, metricDrift(set?.shifts ?? [], driftBand, set?.ses ?? []))
  }
  const driftOf = (i: number): MetricDrift | undefined => drift.get(inputs[i]?.metricName ?? '')
  // 4. The history path, per metric.
  const judged: (JudgedPath | null)[] = inputs.map(() => null)
  const byMetric = new Map<string, number[]>()
  inputs.forEach((input, i) => {
    if (!onHistory[i]) return
    const list = byMetric.get(input.metricName) ?? []
    list.push(i)
    byMetric.set(input.metricName, list)
  })
  for (const [metric, indices] of byMetric) {
    const d = drift.get(metric)
    const historyMembers = indices.map((i): HistoryMember => {
      const input = inputs[i] as PathInput
      const m = input.measurement as Measurement
      const single = isSingle(m)
      return {
        key: input.key,
        gated: input.gated,
        single,
        delta: m.logRatio,
        mosesSe: single ? null : mosesSe(m.logCi, z),
        headN: m.sampleSizes.head,
        baseN: m.sampleSizes.base,
        headSigma: headSigmaOf(m),
        theta: decisionBand(HISTORY_FLOOR, 0, input.threshold),
      }
    })
    const results = historyPath(historyMembers, centres, {
      alpha: settings.alpha,
      withinVariance: settings.withinVariance,
      drift: d?.shift ?? 0,
      normalised: d?.measured ?? false,
      gateClosed: d !== undefined && d.measured && !d.gateOpen,
    })
    indices.forEach((i, j) => {
      const r = results[j]
      if (r === undefined) return
      // The reasons name the A/A control when it is one of the runs that measured the variation.
      const control = controlCentres(floors)?.has(inputs[i]?.key ?? '') === true
      const runToRun = control
        ? { sd: r.runToRunSd, runs: r.runs, control }
        : { sd: r.runToRunSd, runs: r.runs }
      judged[i] = {
        path: r.pValue === null ? 'untestable' : 'tested',
        logRatio: r.delta,
        logCi: r.ci,
        pValue: r.pValue,
        pUp: r.pUp,
        pDown: r.pDown,
        floor: { log: r.runToRunSd, source: 'history' },
        guard: 0,
        theta: (historyMembers[j] as HistoryMember).theta,
        runToRun,
        driftShift: d?.shift ?? 0,
        suiteMember: memberOf[i] ?? null,
      }
    })
  }
  // 5. The band paths.
  inputs.forEach((input, i) => {
    const m = input.measurement
    if (m === null || judged[i] !== null) return
    const route = routes[i]
    const floor = bandFloor[i] as LogFloor
    const d = driftOf(i)
    const unpaired = route === 'candidate' || route === 'band'
    const shift = unpaired ? (d?.shift ?? 0) : 0
    // A tested summary's guard is 5·ω̂, the suite's between-run spread beyond its members' own
    // intervals: its neighbours' within-run noise is in their intervals, not in its (§10.5).
    const spread = m.shifted?.kind === 't' ? (d?.betweenRun ?? 0) : (d?.scale ?? 0)
    const guard = floor.source === 'assumed' && d?.measured === true ? 5 * spread : 0
    const theta = decisionBand(floor, guard, input.threshold)
    const logRatio = m.logRatio - shift
    const logCi =
      m.logCi === null || shift === 0
        ? m.logCi
        : { lower: m.logCi.lower - shift, upper: m.logCi.upper - shift, level: m.logCi.level }
    let pValue = m.pValue
    let pUp: number | null = null
    let pDown: number | null = null
    const shifted = m.shifted
    if (m.path === 'tested' && shifted !== null) {
      if (shifted.kind === 'rank-sum') {
        if (shift !== 0) {
          const head = new Float64Array(shifted.headLogs.length)
          for (let j = 0; j < head.length; j++) head[j] = (shifted.headLogs[j] as number) - shift
          pValue = mannWhitney(shifted.baseLogs, head).pValue
        }
        const minimum = minimumEffectUnpaired(shifted.baseLogs, shifted.headLogs, shift, theta)
        pUp = minimum.pUp
        pDown = minimum.pDown
      } else if (shifted.kind === 'signed-rank') {
        const minimum = minimumEffectPaired(shifted.differences, theta)
        pUp = minimum.pUp
        pDown = minimum.pDown
      } else if (shifted.kind === 'strata') {
        const minimum = minimumEffectStratified(shifted.rounds, theta)
        pUp = minimum.pUp
        pDown = minimum.pDown
      } else {
        if (shift !== 0)
          pValue = Math.min(1, 2 * studentTUpperTail(Math.abs(logRatio) / shifted.se, shifted.df))
        const minimum = minimumEffectT(logRatio, shifted.se, shifted.df, theta)
        pUp = minimum.pUp
        pDown = minimum.pDown
      }
    }
    judged[i] = {
      path: m.path,
      logRatio,
      logCi,
      pValue,
      pUp,
      pDown,
      floor,
      guard,
      theta,
      runToRun: null,
      driftShift: shift,
      suiteMember: memberOf[i] ?? null,
    }
  })
  const geomeanFloor: LogFloor =
    historyGeomeans !== null
      ? { log: driftBand, source: 'history' }
      : suite?.case === 'paired'
        ? {
            log: 0,
            source: inputs.every((_, i) => routes[i] !== 'paired') ? 'deterministic' : 'paired',
          }
        : { log: driftBand, source: controlShift === null ? 'assumed' : 'aa-control' }
  return { judged, drift, suite, geomeanFloor, floors }
}

/**
 * The A/A control's centres, or null without a control. `measureFloors` puts the control last in
 * `RunFloors.centres`, after the baseline and the earlier base runs: it is one more run of the base
 * build (§10.4), which the history path counts among the base runs (§10.3) and the reasons name
 * (`RunToRun.control`). A named reference reuses the base's floors, and so this order.
 */
function controlCentres(floors: RunFloors): ReadonlyMap<string, RunCentre> | null {
  return floors.control === null ? null : (floors.centres.at(-1) ?? null)
}

/** Which path family a measurement can take (§10.6). */
function routeOf(m: Measurement | null): Route {
  if (m === null) return 'skip'
  if (m.path === 'invalid') return 'skip'
  if (m.path === 'deterministic') return 'exact'
  if (m.paired) return 'paired'
  if (!Number.isFinite(m.logRatio)) return 'band'
  if (m.path === 'tested' && m.shifted?.kind === 'rank-sum') return 'candidate'
  // n = 1 on a side (raw samples or a summary without n): tested on the history path (§7).
  if (m.path === 'untestable' && isSingle(m) && m.untestableReason === null) return 'candidate'
  return 'band'
}

function isSingle(m: Measurement): boolean {
  return Math.min(m.sampleSizes.base, m.sampleSizes.head) === 1
}

/** se_M = (U − L)/(2·z_{1−α/2}) of a comparison's interval (§10.3 H6, §12.1); null without one. */
function mosesSe(ci: Interval | null, z: number): number | null {
  return ci === null ? null : (ci.upper - ci.lower) / (2 * z)
}

function headSigmaOf(m: Measurement): number {
  const head = m.head
  if (head === null || head.n <= 1) return 0
  const sigma = head.logDispersion ?? 0
  if (sigma > 0) return sigma
  const logs = m.shifted?.kind === 'rank-sum' ? m.shifted.headLogs : null
  if (logs === null || logs.length < 2) return 0
  let mean = 0
  for (let i = 0; i < logs.length; i++) mean += logs[i] as number
  mean /= logs.length
  let squares = 0
  for (let i = 0; i < logs.length; i++) squares += ((logs[i] as number) - mean) ** 2
  return Math.sqrt(squares / (logs.length - 1))
}

/**
 * g_0..g_K of §12.2 case H: the mean worse-positive y_{r,b} of the members common to every
 * base run, when K ≥ 2 with at least 2 of them, or K = 1 with B_g ≥ 3 and at least 3; else null.
 */
function suiteHistory(
  memberKeys: readonly string[],
  centres: readonly ReadonlyMap<string, RunCentre>[],
  flips: ReadonlyMap<string, number>,
  count: number,
): number[] | null {
  const k = centres.length - 1
  if (k < 1) return null
  const common = memberKeys.filter((key) => centres.every((run) => run.has(key)))
  const enough = k >= 2 ? common.length >= 2 : count >= 3 && common.length >= 3
  if (!enough) return null
  return centres.map((run) => {
    let sum = 0
    for (const key of common) sum += (flips.get(key) ?? 1) * (run.get(key)?.y ?? 0)
    return sum / common.length
  })
}

/** The A/A geomean shift: the mean worse-positive A/A shift of the gated comparisons. */
function meanControlShift(
  inputs: readonly PathInput[],
  control: ReadonlyMap<string, AaShift>,
): number | null {
  let sum = 0
  let count = 0
  for (const input of inputs) {
    const shift = control.get(input.key)
    if (!input.gated || shift === undefined) continue
    sum += (input.higherIsBetter ? -1 : 1) * shift.shift
    count++
  }
  return count === 0 ? null : sum / count
}

function memberFloor(members: readonly SuiteMember[]): number {
  if (members.length === 0) return 0
  let squares = 0
  for (const member of members) squares += member.floor * member.floor
  return Math.sqrt(squares) / members.length
}

/** The A/A calibration check of docs/method.md §10.4. */
import type { AaShift } from './aa-shifts.js'
import { benjaminiHochberg } from '../tests/false-discovery.js'
import type { Finding } from '../suite/finding.js'
import { geomeanOf } from '../suite/geomean.js'
import { percentBand, percentChange, ratioChange } from '../evidence/percent-text.js'

/**
 * Two runs of the same build should show nothing: any benchmark with q ≤ fdr beyond its band θ
 * (BH over the testable A/A pairs), or an A/A geomean CI entirely beyond the geomean band, means
 * the environment varies more than the statistics in force assume. The benchmarks are named.
 * θ is max(ln(1+τ), φ_b) with φ_b the history floor when earlier base runs measured one (§10.3:
 * then the check asks whether the pair moved beyond the measured run-to-run variation), else
 * ln(1+τ): an A/A floor cannot serve, as it is built from these same shifts. The geomean band is
 * likewise max(ln(1+τ_geo), φ_geo from history). With history the check seldom fires: for K ≤ 6
 * two of K + 1 medians cannot differ by more than t_{0.975,K}·√2·s of all of them, so only a
 * Hodges–Lehmann shift well beyond the medians' difference can. Against τ alone it fired on about
 * half of simulated A/A suites with a 1 % run drift (bench/verdict-quality.ts).
 *
 * @param shifts A/A shifts of the gated benchmarks, by comparison key
 * @param pairName what was compared, e.g. "the A/A control run"
 * @param floors history floors (log) per key and of the geomean; empty / null without history
 * @returns a `calibration` finding, or null when the pair looks calm
 */
export function checkCalibration(
  shifts: ReadonlyMap<string, AaShift>,
  pairName: string,
  settings: {
    readonly fdr: number
    readonly threshold: number
    readonly geomeanThreshold: number
    readonly alpha: number
  },
  floors: {
    readonly history: ReadonlyMap<string, number>
    readonly geomean: number | null
  } = { history: new Map(), geomean: null },
): Finding | null {
  const all = [...shifts.values()]
  const tau = Math.log1p(settings.threshold)
  const testable = [...shifts].filter(([, s]) => s.testable)
  const q = benjaminiHochberg(testable.map(([, s]) => s.pValue))
  const moved = testable.flatMap(([key, s], i) => {
    const band = Math.max(tau, floors.history.get(key) ?? 0)
    return (q[i] as number) <= settings.fdr && Math.abs(s.shift) > band ? [s] : []
  })
  const geomean = geomeanOf(
    all.map((s) => ({ delta: s.shift, ci: s.ci })),
    { log: 0, source: 'assumed' },
    settings.alpha,
  )
  const geomeanBand = Math.max(Math.log1p(settings.geomeanThreshold), floors.geomean ?? 0)
  const ci = geomean?.ci ?? null
  const suiteMoved =
    ci !== null && (Math.log(ci.lower) > geomeanBand || Math.log(ci.upper) < -geomeanBand)
  if (moved.length === 0 && !suiteMoved) return null
  const measured = floors.history.size > 0 || floors.geomean !== null
  const parts: string[] = []
  if (moved.length > 0) {
    const bands = measured ? 'their measured run-to-run variation' : percentBand(tau)
    const listed = moved.map((s) => `${s.label} ${percentChange(s.shift, s.ci)}`).join(', ')
    parts.push(
      `${moved.length} ${moved.length === 1 ? 'benchmark' : 'benchmarks'} changed beyond ${bands} (q ≤ ${settings.fdr}): ${listed}`,
    )
  }
  if (suiteMoved) {
    parts.push(
      `the suite geomean moved ${geomeanChange(geomean)}, its CI beyond ${percentBand(geomeanBand)}`,
    )
  }
  const assumption = measured
    ? 'the variation measured from earlier base runs'
    : 'the within-run statistics assume'
  // What the reviewer must know comes first: how far apart two runs of one build are, and that
  // this environment cannot judge the PR's changes; the benchmarks and the suite follow.
  const largest = moved.reduce<AaShift | null>(
    (worst, s) => (worst === null || Math.abs(s.shift) > Math.abs(worst.shift) ? s : worst),
    null,
  )
  // The figure the list below quotes, rounded as it is there (at its own interval's step).
  const apart = largest !== null ? percentChange(largest.shift, largest.ci) : geomeanChange(geomean)
  const differ = pairName.endsWith('runs') ? 'differ from each other' : 'differs from the base'
  return {
    kind: 'calibration',
    message: `${pairName}, of the same build, ${differ} by up to ${apart}: this environment is too unstable to compare (it varies more than ${assumption}); ${parts.join('; ')}`,
    benchmarks: moved.map((s) => s.label),
  }
}

/**
 * The A/A geomean's change as the report prints a geomean (report/words/geomean-scope.ts): at the
 * step its interval sets, or alone, as a change without one, when the interval covers only some
 * members (its centre is then another geomean's).
 */
function geomeanChange(geomean: ReturnType<typeof geomeanOf>): string {
  if (geomean === null) return percentChange(0)
  return ratioChange(geomean.ratio, geomean.partial ? null : geomean.ci)
}

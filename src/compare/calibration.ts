/** The A/A calibration check of METHOD.md §10.4. */
import type { AaShift } from './aa-shifts.js'
import { benjaminiHochberg } from './false-discovery.js'
import type { Finding } from './finding.js'
import { geomeanOf } from './geomean.js'
import { percentBand, percentChange } from './percent-text.js'

/**
 * Two runs of the same build should show nothing: any benchmark with q ≤ fdr beyond the
 * threshold τ (BH over the testable A/A pairs), or an A/A geomean CI entirely beyond the
 * geomean band ±ln(1+τ_geo), means the environment varies more than the within-run statistics
 * assume. The benchmarks are named. (The per-benchmark floor cannot serve as θ here: it is
 * built from these same shifts.)
 *
 * @param shifts A/A shifts of the gated benchmarks
 * @param pairName what was compared, e.g. "the A/A control run"
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
): Finding | null {
  const all = [...shifts.values()]
  const testable = all.filter((s) => s.testable)
  const q = benjaminiHochberg(testable.map((s) => s.pValue))
  const band = Math.log1p(settings.threshold)
  const moved = testable.filter(
    (s, i) => (q[i] as number) <= settings.fdr && Math.abs(s.shift) > band,
  )
  const geomean = geomeanOf(
    all.map((s) => ({ delta: s.shift, ci: s.ci })),
    { log: 0, source: 'assumed' },
    settings.alpha,
  )
  const geomeanBand = Math.log1p(settings.geomeanThreshold)
  const ci = geomean?.ci ?? null
  const suiteMoved =
    ci !== null && (Math.log(ci.lower) > geomeanBand || Math.log(ci.upper) < -geomeanBand)
  if (moved.length === 0 && !suiteMoved) return null
  const parts: string[] = []
  if (moved.length > 0) {
    parts.push(
      `${moved.length} benchmark(s) changed beyond ${percentBand(band)} (q ≤ ${settings.fdr}): ${moved.map((s) => `${s.label} ${percentChange(s.shift)}`).join(', ')}`,
    )
  }
  if (suiteMoved) {
    parts.push(
      `the suite geomean moved ${percentChange(Math.log(geomean?.ratio ?? 1))}, its CI beyond ${percentBand(geomeanBand)}`,
    )
  }
  return {
    kind: 'calibration',
    message: `${pairName} of the same build shows ${parts.join('; ')}: this environment varies more than the within-run statistics assume`,
    benchmarks: moved.map((s) => s.label),
  }
}

/** Findings about the suite as a whole: detectability under BH (§9) and a whole-suite shift. */
import type { Comparison } from '../model/comparison.js'
import { worseLogChange } from './comparison-record.js'
import { medianOfSorted, sortedCopy } from './descriptive.js'
import { samplesNeededForIsolatedChange } from './false-discovery.js'
import type { Finding } from './finding.js'
import { percentChange } from './percent-text.js'

/** A member of the gated test family. */
export interface FamilyMember {
  readonly label: string
  readonly pMin: number | null
  /** The smaller sample size (or the number of rounds when paired). */
  readonly n: number
  readonly paired: boolean
}

/**
 * METHOD.md §9: an isolated change survives BH only if p_min ≤ fdr/M. When the typical (median)
 * member cannot reach that, the run's design is too small: a `detectability` finding (it warns)
 * with the repetitions needed. When only some members cannot, a `sample-size` note names them.
 *
 * @param family the gated, testable comparisons (M = family size)
 * @param fdr FDR level
 */
export function detectabilityFindings(family: readonly FamilyMember[], fdr: number): Finding[] {
  const tests = family.length
  if (tests === 0) return []
  const level = fdr / tests
  const short = family.filter((m) => m.pMin !== null && m.pMin > level)
  if (short.length === 0) return []
  const design = family.every((m) => m.paired) ? 'signed-rank' : 'rank-sum'
  const needed = samplesNeededForIsolatedChange(tests, fdr, design)
  const unit = design === 'rank-sum' ? 'repetitions per side' : 'interleaved rounds'
  const typicalPMin = medianOfSorted(sortedCopy(family.map((m) => m.pMin ?? 0)))
  if (typicalPMin > level) {
    const n = medianOfSorted(sortedCopy(family.map((m) => m.n)))
    const message = `with ${tests} tests and ${n} samples an isolated change cannot reach FDR ${fdr}; use ≥ ${needed} ${unit}`
    return [{ kind: 'detectability', message, benchmarks: [] }]
  }
  const message = `${short.length} of ${tests} gated comparisons have too few samples for an isolated change to reach FDR ${fdr} among ${tests} tests; they need ≥ ${needed} ${unit}`
  return [{ kind: 'sample-size', message, benchmarks: short.map((m) => m.label) }]
}

/**
 * A whole-suite shift: at least four gated comparisons with an estimate, a median worse-positive
 * δ beyond the geomean band, and at least three quarters of them within half that median of it.
 * Such moves usually come from the machine or the build, so they are reported once instead of
 * benchmark by benchmark.
 *
 * @param comparisons all classified comparisons of the run
 * @param geomeanThreshold τ_geo (0.02)
 */
export function suiteShiftFinding(
  comparisons: readonly Comparison[],
  geomeanThreshold: number,
): Finding | null {
  const deltas = comparisons.flatMap((c) => {
    const delta = c.gated ? worseLogChange(c) : null
    return delta !== null && Number.isFinite(delta) ? [delta] : []
  })
  if (deltas.length < 4) return null
  const center = medianOfSorted(sortedCopy(deltas))
  if (Math.abs(center) <= Math.log1p(geomeanThreshold)) return null
  const together = deltas.filter((delta) => Math.abs(delta - center) <= Math.abs(center) / 2)
  if (4 * together.length < 3 * deltas.length) return null
  const direction = center > 0 ? 'worse' : 'better'
  const message = `${together.length} of ${deltas.length} gated benchmarks moved together by about ${percentChange(center)} (${direction}, median): a whole-suite shift like this usually comes from the machine, the toolchain or a shared dependency; compare the environments, or add an A/A control or interleaved rounds`
  return { kind: 'suite-shift', message, benchmarks: [] }
}

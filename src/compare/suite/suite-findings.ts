/**
 * compare/suite: what is said about the suite as a whole: the gated geomean (suite-geomean,
 * geomean), time cross-checked against counters (counter-cross-check), and findings (finding,
 * suite-findings).
 */
/** Findings about the suite as a whole: detectability under BH (§9) and a whole-suite shift. */
import type { Comparison } from '../../model/comparison.js'
import { plural } from '../../model/plural.js'
import { worseLogChange } from '../evidence/comparison-record.js'
import { medianOfSorted, sortedCopy } from '../order-statistics/descriptive.js'
import { samplesNeededForIsolatedChange } from '../tests/false-discovery.js'
import type { Finding } from './finding.js'
import { percentBand, percentChange } from '../evidence/percent-text.js'

/** A member of the gated test family. */
export interface FamilyMember {
  readonly label: string
  readonly pMin: number | null
  /** The smaller sample size (or the number of rounds when paired). */
  readonly n: number
  readonly paired: boolean
  /** Adapter id of its results (`perf-stat-csv`), when known: says what more samples would take. */
  readonly format?: string
}

/**
 * Formats that give one value per benchmark and metric whatever the run's repetitions were, so
 * "use more repetitions" would be wrong advice: what to read instead (docs/harnesses/perf-stat.md).
 */
const ONE_VALUE_FORMATS = new Map<string, string>([
  [
    'perf-stat-csv',
    "perf stat's CSV output (-x,) gives one value per event: the mean of its -r repetitions, but not how many there were; perf's text output (perf stat -r N without -x, read as format perf-stat-text) carries their number and spread",
  ],
])

/**
 * docs/method.md §9: an isolated change survives BH only if p_min ≤ fdr/M. When the typical (median)
 * member cannot reach that, the run's design is too small: a `detectability` finding (it warns)
 * with the repetitions needed. When only some members cannot, a `sample-size` note names them.
 * Gated comparisons that could not be tested at all (§7: p_min > α or n = 1) are outside the
 * family, so they get their own `sample-size` note with the figure for the family they would
 * join (M = testable + untestable): otherwise a run too small for any test would not hear it.
 *
 * @param family the gated, testable comparisons (M = family size)
 * @param fdr FDR level
 * @param untestable the gated comparisons on the untestable path
 */
export function detectabilityFindings(
  family: readonly FamilyMember[],
  fdr: number,
  untestable: readonly FamilyMember[] = [],
): Finding[] {
  const findings = familyFindings(family, fdr)
  if (untestable.length === 0) return findings
  const tests = family.length + untestable.length
  const { needed, unit } = design([...family, ...untestable], tests, fdr)
  const n = medianOfSorted(sortedCopy(untestable.map((m) => m.n)))
  const format = untestable[0]?.format
  const oneValue = format === undefined ? undefined : ONE_VALUE_FORMATS.get(format)
  if (oneValue !== undefined && untestable.every((m) => m.format === format)) {
    const which =
      untestable.length === 1
        ? '1 gated comparison could not be tested'
        : `${untestable.length} of ${tests} gated comparisons could not be tested`
    const message = `${which}: ${oneValue}`
    return [
      ...findings,
      { kind: 'sample-size', message, benchmarks: untestable.map((m) => m.label) },
    ]
  }
  const which =
    tests === 1
      ? `1 gated comparison could not be tested at its sample size (n = ${n})`
      : `${untestable.length} of ${tests} gated comparisons could not be tested at their sample sizes (median n = ${n})`
  const message = `${which}; for an isolated change to reach FDR ${fdr} ${amongTests(tests)}, use ≥ ${needed} ${unit}`
  return [...findings, { kind: 'sample-size', message, benchmarks: untestable.map((m) => m.label) }]
}

function familyFindings(family: readonly FamilyMember[], fdr: number): Finding[] {
  const tests = family.length
  if (tests === 0) return []
  const level = fdr / tests
  const short = family.filter((m) => m.pMin !== null && m.pMin > level)
  if (short.length === 0) return []
  const { needed, unit } = design(family, tests, fdr)
  const typicalPMin = medianOfSorted(sortedCopy(family.map((m) => m.pMin ?? 0)))
  if (typicalPMin > level) {
    const n = medianOfSorted(sortedCopy(family.map((m) => m.n)))
    const message = `with ${plural(tests, 'test')} and ${plural(n, 'sample')} an isolated change cannot reach FDR ${fdr}; use ≥ ${needed} ${unit}`
    return [{ kind: 'detectability', message, benchmarks: [] }]
  }
  const [have, they] = short.length === 1 ? ['has', 'it needs'] : ['have', 'they need']
  const message = `${short.length} of ${tests} gated comparisons ${have} too few samples for an isolated change to reach FDR ${fdr} ${amongTests(tests)}; ${they} ≥ ${needed} ${unit}`
  return [{ kind: 'sample-size', message, benchmarks: short.map((m) => m.label) }]
}

/** "among 20 tests", or "as the only test": what the FDR level is shared among. */
function amongTests(tests: number): string {
  return tests === 1 ? 'as the only test' : `among ${tests} tests`
}

/** Samples needed among `tests` tests, in the members' design (pairs only when all are paired). */
function design(
  members: readonly FamilyMember[],
  tests: number,
  fdr: number,
): { needed: number; unit: string } {
  const paired = members.every((m) => m.paired)
  return {
    needed: samplesNeededForIsolatedChange(tests, fdr, paired ? 'signed-rank' : 'rank-sum'),
    unit: paired ? 'interleaved rounds' : 'repetitions per side',
  }
}

/**
 * A whole-suite shift: at least four gated comparisons with an estimate, a median worse-positive
 * δ beyond the geomean band, and at least three quarters of them within half that median of it.
 * Reported once, with its size, before the rows. What it means depends on the geomean's floor:
 * interleaved rounds and counters rule the machine out; a measured floor (history, A/A) says
 * whether the machine alone could have done it; an assumed floor cannot tell, so the finding names
 * the evidence that would (earlier base runs, an A/A control on the same runner, interleaved
 * rounds, the environments).
 *
 * @param comparisons all classified comparisons of the run
 * @param geomeanThreshold τ_geo (0.02)
 * @param floor the suite geomean's between-run floor (relative) and its source; null if none
 */
export function suiteShiftFinding(
  comparisons: readonly Comparison[],
  geomeanThreshold: number,
  floor: { readonly value: number; readonly source: string } | null = null,
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
  const size = `${together.length} of ${deltas.length} gated benchmarks moved together by about ${percentChange(center)} (${direction}, median)`
  return { kind: 'suite-shift', message: `${size}: ${shiftMeaning(center, floor)}`, benchmarks: [] }
}

/** What a whole-suite shift of `center` (log) can be attributed to, given the geomean's floor. */
function shiftMeaning(
  center: number,
  floor: { readonly value: number; readonly source: string } | null,
): string {
  if (floor?.source === 'paired' || floor?.source === 'deterministic') {
    const design = floor.source === 'paired' ? 'interleaved rounds cancel' : 'counters do not see'
    return `${design} machine differences, so this is a real change of the whole suite (the code, the toolchain or a shared dependency)`
  }
  if (floor !== null && (floor.source === 'history' || floor.source === 'aa-control')) {
    const band = percentBand(Math.log1p(floor.value))
    const evidence = floor.source === 'history' ? 'earlier base runs' : 'an A/A control run'
    return Math.abs(center) > Math.log1p(floor.value)
      ? `beyond the suite's run-to-run variation of ${band} measured from ${evidence}, so more than the machine alone moved it: the code, the toolchain or a shared dependency`
      : `within the suite's run-to-run variation of ${band} measured from ${evidence}: the machine alone can move a whole suite this much`
  }
  return 'a whole-suite shift like this usually comes from the machine, the toolchain or a shared dependency; the run-to-run floor is assumed, so nothing here tells a machine difference from a real global change: compare the environments, or add earlier base runs (history), an A/A control on the same runner or interleaved rounds'
}

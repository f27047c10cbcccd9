/** All comparisons, the geomean and suite findings → the overall verdict (METHOD.md §12.2). */
import type { Finding } from '../compare/finding.js'
import { percentBand, percentChange } from '../compare/percent-text.js'
import type { Comparison, Strength } from '../model/comparison.js'
import type { Geomean, Verdict, VerdictLevel } from '../model/verdict.js'

export const FAIL_ON = ['strong', 'likely', 'unverified', 'never'] as const
/** The weakest regression strength that fails the verdict (`exact` always counts as strong). */
export type FailOn = (typeof FAIL_ON)[number]

export interface VerdictPolicy {
  readonly failOn: FailOn
  /** Strict mode: an inconclusive verdict also fails the step. */
  readonly failOnInconclusive: boolean
  /** Above this share of inconclusive gated comparisons the verdict is inconclusive (0.5). */
  readonly maxInconclusiveFraction: number
  /** τ_geo, the geomean band (0.02). */
  readonly geomeanThreshold: number
}

/** METHOD.md §12.2 and §13 defaults. */
export const DEFAULT_VERDICT_POLICY: VerdictPolicy = {
  failOn: 'strong',
  failOnInconclusive: false,
  maxInconclusiveFraction: 0.5,
  geomeanThreshold: 0.02,
}

/** Regression strengths from strongest; `failOn` fails everything up to its own position. */
const STRENGTH_ORDER: readonly (Strength | null)[] = ['exact', 'strong', 'likely', 'unverified']
const INFORMATIONAL = new Set<Comparison['class']>(['added', 'removed', 'not-compared'])
const TESTED_ROWS = new Set(['1', '2', '5', '6', '7', '8', '9', '10', '11', '12', '13'])

/**
 * METHOD.md §12.2, top to bottom over the gated comparisons: fail (a regression whose strength
 * `failOn` counts, or a geomean CI lower bound above max(ln(1+τ_geo), φ_geo)); warn (any other
 * regression, a geomean δ̄ above the band with CI above 0, a calibration or detectability finding);
 * inconclusive (a row-12/13 possible regression, more than `maxInconclusiveFraction`
 * inconclusive, or nothing testable); pass. With `failOn: never` fail conditions warn instead.
 * Improvements never fail or warn.
 *
 * @param comparisons every comparison; added, removed and not-compared are left out of the rules
 * @param geomean the suite geomean (worse-positive ratio), or null
 * @param findings suite findings from compare (and any the caller adds)
 * @returns level, a one-sentence headline and the reasons behind it, most important first
 */
export function decideVerdict(
  comparisons: readonly Comparison[],
  geomean: Geomean | null,
  policy: VerdictPolicy,
  findings: readonly Finding[],
): Verdict {
  const gated = comparisons.filter((c) => c.gated && !INFORMATIONAL.has(c.class))
  const regressions = gated
    .filter((c) => c.class === 'regression')
    .sort((a, b) => worse(b) - worse(a))
  const failsUpTo = policy.failOn === 'never' ? -1 : STRENGTH_ORDER.indexOf(policy.failOn)
  const failing = regressions.filter((c) => STRENGTH_ORDER.indexOf(c.strength) <= failsUpTo)
  const warning = regressions.filter((c) => !failing.includes(c)).map(describe)
  const suite = geomeanSignal(geomean, policy.geomeanThreshold)
  const diffuse = suite?.level === 'fail' && policy.failOn !== 'never' ? [suite.reason] : []
  if (failing.length > 0 || diffuse.length > 0) {
    const reasons = [...failing.map(describe), ...diffuse, ...warning]
    return { level: 'fail', headline: headline(reasons, failing.length), reasons }
  }
  const alarms = findings.filter((f) => f.kind === 'detectability' || f.kind === 'calibration')
  const warnings = [...warning, ...(suite ? [suite.reason] : []), ...alarms.map((f) => f.message)]
  if (warnings.length > 0)
    return { level: 'warn', headline: headline(warnings, warning.length), reasons: warnings }
  const inconclusive = gated.filter((c) => c.class === 'inconclusive')
  const possible = inconclusive.filter(
    (c) => (c.decisionRow === '12' || c.decisionRow === '13') && worse(c) > 0,
  )
  const testable = gated.some((c) =>
    c.decisionRow === undefined ? c.pValue !== null : TESTED_ROWS.has(c.decisionRow),
  )
  const crowded =
    gated.length > 0 && inconclusive.length / gated.length > policy.maxInconclusiveFraction
  const reasons = [
    ...possible.map(describe),
    ...(crowded
      ? [`${inconclusive.length} of ${gated.length} gated comparisons are inconclusive`]
      : []),
    ...(testable ? [] : ['none of the gated comparisons could be tested or compared exactly']),
  ]
  const strict = policy.failOnInconclusive
    ? ['fail-on-inconclusive: this verdict fails the step']
    : []
  const closerLook = `needs a closer look: ${reasons[0] ?? ''}`
  if (reasons.length > 0)
    return { level: 'inconclusive', headline: closerLook, reasons: [...reasons, ...strict] }
  const improved = gated.filter((c) => c.class === 'improvement').length
  const text = `no regression beyond the thresholds in ${gated.length} gated comparison(s)${improved > 0 ? `; ${improved} improved` : ''}`
  return { level: 'pass', headline: text, reasons: [text] }
}

/**
 * Whether the step fails (DESIGN.md §4): on `fail` (never produced with `failOn: never`) and
 * `error`, and on `inconclusive` in strict mode. `warn` and `no-baseline` never fail the step.
 */
export function verdictFailsStep(level: VerdictLevel, policy: VerdictPolicy): boolean {
  return (
    level === 'error' ||
    (level === 'fail' && policy.failOn !== 'never') ||
    (level === 'inconclusive' && policy.failOnInconclusive)
  )
}

/** The geomean rules of §12.2: `fail` beyond the band and its floor, `warn` above the band. */
function geomeanSignal(
  geomean: Geomean | null,
  threshold: number,
): { level: 'fail' | 'warn'; reason: string } | null {
  if (geomean?.ci == null) return null
  const band = Math.log1p(threshold)
  const floor = Math.log1p(geomean.floor.value)
  const lower = Math.log(geomean.ci.lower)
  const center = Math.log(geomean.ratio)
  const interval = `${percentChange(center)} [${percentChange(lower)}, ${percentChange(Math.log(geomean.ci.upper))}]`
  const bands = `the ${percentBand(band)} band and its ${percentBand(floor)} run-to-run floor`
  if (lower > Math.max(band, floor)) {
    return {
      level: 'fail',
      reason: `the suite geomean moved ${interval}, beyond ${bands}: a diffuse regression`,
    }
  }
  const reason = `the suite geomean moved ${interval}: above the band, but not beyond ${bands} (${geomean.floor.source})`
  return center > band && lower > 0 ? { level: 'warn', reason } : null
}

/** δ of the comparison, worse-positive (METHOD.md §0); 0 without a ratio. */
function worse(c: Comparison): number {
  const delta = c.ratio === null ? 0 : Math.log(c.ratio)
  return c.direction === 'higher-is-better' ? -delta : delta
}

function describe(c: Comparison): string {
  return `${c.label} (${c.metricName}): ${c.reasons[0] ?? c.class}`
}

/** The first reason, plus how many more regressions stand behind it. */
function headline(reasons: readonly string[], regressions: number): string {
  const more = regressions > 1 ? ` (and ${regressions - 1} more regression(s))` : ''
  return `${reasons[0] ?? ''}${more}`
}

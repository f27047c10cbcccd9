/**
 * Named references in the verdict: by default they are shown and never gate; the
 * policy's `references.<name>.gate` makes head's regressions against one count.
 */
import type { Comparison } from '../model/comparison.js'
import type { Geomean, Verdict, VerdictLevel } from '../model/verdict.js'
import { decideVerdict, type Standing, type VerdictPolicy } from './decide-verdict.js'
import type { Gate, Policy } from './policy.js'
import type { PolicyRules } from './policy-rules.js'
import { reviewWaivers } from './waivers.js'

/** What the verdict needs of one reference. */
export interface GatingReference {
  readonly name: string
  readonly gate: Gate
  /** Head against the reference. */
  readonly comparisons: readonly Comparison[]
  readonly geomean: Geomean | null
  /** Why nothing was compared, when nothing was. */
  readonly missing?: string
}

export interface ReferenceGateRules {
  readonly policy: VerdictPolicy
  /** How a comparison against the reference counts (waivers, `gate: warn` rules), per reference. */
  readonly standing: (comparisons: readonly Comparison[]) => (comparison: Comparison) => Standing
  /** The acknowledgement label's reason, or null: it turns a reference's fail into warn as well. */
  readonly acknowledgement: string | null
}

/** Levels a reference can raise the verdict to, weakest first; `no-baseline` is below them all. */
const RANK: readonly VerdictLevel[] = ['no-baseline', 'pass', 'inconclusive', 'warn', 'fail']
const WARN_ONLY: Standing = { kind: 'warn-only' }

/**
 * The head-vs-base verdict with the gating references folded in. Each reference whose gate is
 * not `off` gets its own verdict from `decideVerdict` over head against it (docs/method.md §12.2,
 * with the policy's waivers and per-benchmark gates; `gate: warn` makes every regression
 * warn-only). A reference verdict of `fail`, `warn` or `inconclusive` that is worse than the
 * verdict so far takes its place, its headline prefixed `against <name>:`; otherwise it is added
 * as a reason. A gating reference that could not be compared makes the verdict at least `warn`:
 * the comparison the policy asks for did not happen. `error` is never changed; with every
 * reference `off` the verdict is returned as it is.
 *
 * @param verdict head against the base
 * @param references every reference, in the order given
 */
export function gateOnReferences(
  verdict: Verdict,
  references: readonly GatingReference[],
  rules: ReferenceGateRules,
): Verdict {
  if (verdict.level === 'error') return verdict
  let result = verdict
  for (const reference of references) {
    if (reference.gate === 'off') continue
    const own = referenceVerdict(reference, rules)
    if (own.level === 'pass') continue
    const against = `against ${reference.name}`
    const reasons = own.reasons.map((r) => `${against}: ${r}`)
    result =
      RANK.indexOf(own.level) > RANK.indexOf(result.level)
        ? {
            // The base's waived comparisons stay named: every count over them is the base's.
            ...result,
            level: own.level,
            headline: `${against}: ${own.headline}`,
            reasons: [...reasons, ...result.reasons],
          }
        : {
            ...result,
            reasons: [...result.reasons, `${against}: ${own.level}, ${own.headline}`],
          }
  }
  return result
}

function referenceVerdict(reference: GatingReference, rules: ReferenceGateRules): Verdict {
  if (reference.missing !== undefined) {
    const text = `the reference gates the verdict (gate: ${reference.gate}) but was not compared: ${reference.missing}`
    return { level: 'warn', headline: text, reasons: [text] }
  }
  const standing = rules.standing(reference.comparisons)
  return decideVerdict(reference.comparisons, reference.geomean, rules.policy, [], {
    standing:
      reference.gate === 'warn'
        ? (c) => {
            const s = standing(c)
            return s.kind === 'waived' ? s : WARN_ONLY
          }
        : standing,
    acknowledgement: rules.acknowledgement,
  })
}

/**
 * How a comparison against a reference counts in the verdict: the policy's active waivers for
 * it, else its benchmark's or metric's gate (`warn` rules stay warn-only).
 *
 * @param today YYYY-MM-DD (UTC) the waivers expire against
 */
export function referenceStanding(
  policy: Policy,
  rules: PolicyRules,
  today: string,
): (comparisons: readonly Comparison[]) => (comparison: Comparison) => Standing {
  return (comparisons) => {
    const waivers = reviewWaivers(policy.waivers, comparisons, today)
    return (c) =>
      waivers.standingOf(c) ?? (rules.gateOf(c) === 'warn' ? { kind: 'warn-only' } : COUNTS)
  }
}

const COUNTS: Standing = { kind: 'counts' }

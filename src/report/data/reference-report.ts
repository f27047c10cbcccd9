/**
 * Named references: head compared with an earlier tree (the last release, the tree
 * before a regression) beside the base, and what that comparison says per benchmark.
 */
import type { Comparison, Interval, RevisionStats } from '../../model/comparison.js'
import type { Geomean } from '../../model/verdict.js'

/** Where a reference's results came from. */
export interface ReferenceOrigin {
  /** The name given in the `references` input or `--reference` (untrusted text). */
  readonly name: string
  /** How it was found, e.g. `tag v1.4.0` or the paths given (untrusted text). */
  readonly source: string
  /** The successful `push` run whose artifacts held the results, when they came from GitHub. */
  readonly run?: {
    readonly id: number
    readonly url: string
    readonly createdAt: string
    readonly headSha: string
  }
  /** Why nothing was compared: expired artifacts, a refused run, no results (a sentence). */
  readonly missing?: string
}

/**
 * How head against a reference reads for one gated benchmark × metric:
 * - `within-noise`: no change against the reference, and the base was not worse than it;
 * - `recovered`: the base regressed against the reference; head is back in its noise, or better;
 * - `partly-recovered`: the base regressed; head undoes part of it and is still worse;
 * - `still-worse`: the base regressed and head is worse than the reference, no better than base;
 * - `worse`: head is worse than the reference, and the base was not;
 * - `better`: head is better than the reference, and the base was not worse;
 * - `inconclusive`: head against the reference is inconclusive.
 */
export const READING_KINDS = [
  'worse',
  'still-worse',
  'partly-recovered',
  'inconclusive',
  'recovered',
  'better',
  'within-noise',
] as const
export type ReadingKind = (typeof READING_KINDS)[number]

/** The fraction of a regression head undoes, with an approximate CI (see `recoveryOf`). */
export interface Recovery {
  /** 1 = back to the reference, 0 = no better than the base, > 1 = better than the reference. */
  readonly fraction: number
  /** Approximate, with the base-vs-reference change held fixed; null when not derivable. */
  readonly ci: Interval | null
}

export interface BenchmarkReading {
  /** `Comparison.key` of the benchmark × metric. */
  readonly key: string
  readonly kind: ReadingKind
  /** Head against the reference. */
  readonly change: Comparison
  /** The base against the reference (base as "head"), or null when not compared. */
  readonly sinceReference: Pick<Comparison, 'class' | 'strength' | 'ratio' | 'ci'> | null
  /** Set when the base regressed against the reference and head has an estimate. */
  readonly recovery: Recovery | null
}

/** Everything the report shows about one reference. */
export interface ReferenceReport extends ReferenceOrigin {
  /** The policy's gate for this reference (`references.<name>.gate`); `off` by default. */
  readonly gate: 'fail' | 'warn' | 'off'
  /** Head against the reference (`against` = the name), its own FDR family; head order. */
  readonly comparisons: readonly Comparison[]
  readonly geomean: Geomean | null
  /** One per gated, compared benchmark × metric, worst first. */
  readonly readings: readonly BenchmarkReading[]
}

const COMPARED = new Set<Comparison['class']>([
  'regression',
  'improvement',
  'no-change',
  'inconclusive',
])

/**
 * The reading of every gated, compared benchmark × metric of head against a reference, worst
 * first (in `READING_KINDS` order, then by label). `sinceReference` are the base's
 * comparisons against the same reference; a regression there is "introduced since" it.
 *
 * @param change head against the reference
 * @param sinceReference the base against the reference (the reference as base, the base as head)
 */
export function readReference(
  change: readonly Comparison[],
  sinceReference: readonly Comparison[],
): BenchmarkReading[] {
  const since = new Map(sinceReference.map((c) => [c.key, c]))
  return change
    .filter((c) => c.gated && COMPARED.has(c.class))
    .map((c) => readingOf(c, since.get(c.key) ?? null))
    .sort(
      (a, b) =>
        READING_KINDS.indexOf(a.kind) - READING_KINDS.indexOf(b.kind) ||
        a.change.label.localeCompare(b.change.label),
    )
}

function readingOf(change: Comparison, since: Comparison | null): BenchmarkReading {
  const regressed = since?.class === 'regression'
  const recovery =
    regressed && since.ratio !== null ? recoveryOf(since.ratio, change.ratio, change.ci) : null
  const kind: ReadingKind =
    change.class === 'inconclusive'
      ? 'inconclusive'
      : change.class === 'regression'
        ? !regressed
          ? 'worse'
          : recovery !== null && recovery.fraction > 0
            ? 'partly-recovered'
            : 'still-worse'
        : regressed
          ? 'recovered'
          : change.class === 'improvement'
            ? 'better'
            : 'within-noise'
  return {
    key: change.key,
    kind,
    change,
    sinceReference: since && {
      class: since.class,
      strength: since.strength,
      ratio: since.ratio,
      ci: since.ci,
    },
    recovery,
  }
}

/**
 * How much of a regression since a reference head undoes, on the log scale:
 *
 *   recovery = (ln(base/ref) − ln(head/ref)) / ln(base/ref)
 *
 * 1 (100 %) is back to the reference, 0 is no better than the base, above 1 better than the
 * reference, below 0 worse than the base. The ratio is orientation-free (for a higher-is-better
 * metric numerator and denominator change sign together). ln(base/ref) and ln(head/ref) are the
 * Hodges–Lehmann log shifts of two separate comparisons (docs/method.md §4).
 *
 * The CI maps head-vs-reference's CI [l, u] through the same formula with ln(base/ref) held
 * fixed: [(ln(base/ref) − ln u) / ln(base/ref), (ln(base/ref) − ln l) / ln(base/ref)], sorted.
 * It is approximate: it ignores the uncertainty of ln(base/ref), so the true interval is wider.
 * (A ratio of two estimates has no simple exact interval, and ln(base/ref) is only used when the
 * base-vs-reference comparison is a regression, so it is away from zero.)
 *
 * @param baseRatio base/ref (Hodges–Lehmann ratio of the base against the reference)
 * @param headRatio head/ref, or null when head has no estimate
 * @param headCi head/ref's CI (ratio scale), or null
 * @returns null when a ratio is missing, not positive and finite, or base/ref is 1
 */
export function recoveryOf(
  baseRatio: number,
  headRatio: number | null,
  headCi: Interval | null,
): Recovery | null {
  const positive = (x: number | null): x is number => x !== null && Number.isFinite(x) && x > 0
  if (!positive(headRatio) || !positive(baseRatio)) return null
  const since = Math.log(baseRatio)
  if (since === 0) return null
  const recovered = (ratio: number) => (since - Math.log(ratio)) / since
  if (headCi === null || !positive(headCi.lower) || !positive(headCi.upper))
    return { fraction: recovered(headRatio), ci: null }
  const [lower, upper] = [recovered(headCi.upper), recovered(headCi.lower)].sort((a, b) => a - b)
  return {
    fraction: recovered(headRatio),
    ci: { lower: lower ?? Number.NaN, upper: upper ?? Number.NaN, level: headCi.level },
  }
}

/** One benchmark × metric across the trees: head against the base and against each reference. */
export interface SideBySideRow {
  readonly key: string
  /** Head against the base; null when there is no baseline or the base lacks the benchmark. */
  readonly base: Comparison | null
  /** Head against each reference, in the order of `references`; null where it lacks it. */
  readonly references: readonly (Comparison | null)[]
}

const MOVED = new Set<Comparison['class']>(['regression', 'improvement', 'inconclusive'])

/**
 * The benchmarks that matter beside the references: every gated benchmark × metric that moved or
 * is inconclusive against the base, or that reads other than `within-noise` against a reference
 * (so a regression since a reference shows even when the PR did not touch it). Worst first: by
 * the worst class over the base and the references (`CLASS_ORDER`), then by label.
 *
 * @param comparisons head against the base
 * @param references the references compared (those without results add nothing)
 */
export function sideBySide(
  comparisons: readonly Comparison[],
  references: readonly ReferenceReport[],
): SideBySideRow[] {
  const byKey = (list: readonly Comparison[]) =>
    new Map(list.filter((c) => c.gated).map((c) => [c.key, c]))
  const base = byKey(comparisons)
  const against = references.map((r) => byKey(r.comparisons))
  const keys = new Set<string>()
  for (const c of base.values()) if (MOVED.has(c.class)) keys.add(c.key)
  for (const r of references)
    for (const reading of r.readings) if (reading.kind !== 'within-noise') keys.add(reading.key)
  const rows = [...keys].map((key) => ({
    key,
    base: base.get(key) ?? null,
    references: against.map((map) => map.get(key) ?? null),
  }))
  const rank = (row: SideBySideRow) =>
    Math.min(
      ...[row.base, ...row.references].map((c) => (c ? ROW_ORDER.indexOf(c.class) : Infinity)),
    )
  const label = (row: SideBySideRow) =>
    (row.base ?? row.references.find((c) => c !== null))?.label ?? row.key
  return rows.sort((a, b) => rank(a) - rank(b) || label(a).localeCompare(label(b)))
}

/**
 * A row's trees in column order, each reference, then base and head (null where a tree lacks the
 * benchmark), and a comparison that names the benchmark, metric and unit.
 */
export function treesOf(row: SideBySideRow): {
  readonly named: Comparison
  readonly trees: readonly (RevisionStats | null)[]
} {
  const first = row.references.find((c) => c !== null) ?? null
  // sideBySide only makes rows from comparisons, so one of them is there.
  const named = (row.base ?? first) as Comparison
  return {
    named,
    trees: [
      ...row.references.map((c) => c?.base ?? null),
      row.base?.base ?? null,
      row.base?.head ?? first?.head ?? null,
    ],
  }
}

const ROW_ORDER: readonly Comparison['class'][] = [
  'regression',
  'inconclusive',
  'improvement',
  'no-change',
]

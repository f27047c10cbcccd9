/**
 * The history path of docs/method.md §10.3 (H1–H9): each comparison is tested against its own
 * run-to-run variance, measured over the base runs that measured it (the baseline, the earlier
 * base runs and an A/A control) and moderated across the benchmarks of its group.
 */
import { studentTQuantile, studentTUpperTail } from '../nulls/distributions.js'
import { meanOf, medianOfSorted, sortedCopy } from '../order-statistics/descriptive.js'
import { moderateVariances } from '../history/moderated-variance.js'
import { satterthwaiteDf } from '../history/satterthwaite.js'
import { medianVarianceFactor } from '../special/median-variance.js'
import { minimumEffectT } from '../tests/minimum-effect.js'
import type { RunCentre } from './base-runs.js'

/** `within_variance` (docs/method.md §10.3 H6, §13): how se_b² of a sampled comparison is taken. */
export const WITHIN_VARIANCES = ['calibrated', 'moses', 'pooled'] as const
export type WithinVariance = (typeof WITHIN_VARIANCES)[number]

/** One comparison that takes the history path. */
export interface HistoryMember {
  readonly key: string
  /** In the family: only these set the run drifts η_r (H1). */
  readonly gated: boolean
  /** n = 1 on a side: v_b = 0, se_b² = 0, moderated in its own group (H3–H6). */
  readonly single: boolean
  /** δ_b, ln(head/base) (the Hodges–Lehmann shift), before drift normalisation. */
  readonly delta: number
  /** The Moses standard error (U − L)/(2·z_{1−α/2}); null for single values. */
  readonly mosesSe: number | null
  /** m_b, n_b: head and base sample sizes. */
  readonly headN: number
  readonly baseN: number
  /** σ̂ of the head samples (§3). */
  readonly headSigma: number
  /** τ_log of this comparison: its θ on the history path (§10.6). */
  readonly theta: number
}

export interface HistoryOptions {
  readonly alpha: number
  readonly withinVariance: WithinVariance
  /** D of the member's metric, subtracted from δ_b (§10.0); 0 when not normalised. */
  readonly drift: number
  /** B ≥ 20 testable unpaired comparisons in the metric: run drifts η_r are estimated (H1). */
  readonly normalised: boolean
  /** The drift gate closed with B ≥ 20: the drift variance g enters V_b (H7). */
  readonly gateClosed: boolean
}

/** What the history path found for one member. */
export interface HistoryResult {
  /** δ̃_b = δ_b − D. */
  readonly delta: number
  /** V_b and ν_b; V_b = 0 → untestable (row 4). */
  readonly variance: number
  readonly df: number
  /** CI δ̃ ± t_{1−α/2, ν}·√V; null when V = 0. */
  readonly ci: { readonly lower: number; readonly upper: number; readonly level: number } | null
  /** p0 = 2·F̄_t(|δ̃|/√V; ν); p↑, p↓ of §9.2 at θ = τ_log; null when V = 0. */
  readonly pValue: number | null
  readonly pUp: number | null
  readonly pDown: number | null
  /** s̃_b: the moderated run-to-run sd (log scale), for the reasons. */
  readonly runToRunSd: number
  /** K_b + 1: base runs that measured the benchmark. */
  readonly runs: number
}

/**
 * H1–H9 of docs/method.md §10.3 over the members of one metric's history path. `runs[0]` is
 * the baseline run (r = 0), the rest the earlier base runs and an A/A control (r = 1..K).
 * H1: with B ≥ 20, η_r = median_b(y_{r,b} − y_{0,b}) over the gated members in run r (< 20 → 0),
 * x = y − η. H2: s_b² = sample variance of x over the K_b + 1 runs. H3: v_b = mean_r
 * κ(n)·σ̂²/n (κ(n) = n·Var(median), 0 for single values; v = 0 → the smallest positive v; all 0 →
 * single values). H4: moderation (Smyth 2004; limma squeezeVar, `moderateVariances`) of s²/v for
 * sampled and of s² for single-value members, separately; one member: none. H5: ω̃² = max(0,
 * s̃² − v). H6: se_b² by `within_variance` (calibrated: w_b·median(se_M²/w), w_b = (1/m + 1/n)·mean
 * σ̂² over base, head and the history runs; moses: se_M²; pooled: (π/3)·w_b). H7: g = 2·var(η)
 * when the drift gate closed. H8: V = se² + 2ω̃² + g with Satterthwaite ν (1946). H9: p0, p↑, p↓
 * and the t interval.
 *
 * @param members the comparisons of one metric on the history path
 * @param runs centres per key of the baseline run and then each earlier base run
 * @returns one result per member, in order
 */
export function historyPath(
  members: readonly HistoryMember[],
  runs: readonly ReadonlyMap<string, RunCentre>[],
  options: HistoryOptions,
): HistoryResult[] {
  const eta = runDrifts(members, runs, options.normalised)
  const perMember = members.map((member) => {
    const present: RunCentre[] = []
    const x: number[] = []
    for (let r = 0; r < runs.length; r++) {
      const centre = runs[r]?.get(member.key)
      if (centre === undefined) continue
      present.push(centre)
      x.push(centre.y - (eta[r] ?? 0))
    }
    const k = x.length - 1
    const s2 = sampleVariance(x)
    const v = member.single
      ? 0
      : meanOf(present.map((c) => (medianVarianceFactor(c.n) * c.sigma ** 2) / c.n))
    return { member, present, k, s2, v }
  })
  // H3: a sampled member without within-run spread borrows the smallest positive one; if none
  // has any, the sampled members are read as single values.
  const positive = perMember.filter((p) => !p.member.single && p.v > 0).map((p) => p.v)
  const smallest = positive.length > 0 ? Math.min(...positive) : 0
  const single = perMember.map((p) => p.member.single || smallest === 0)
  const v = perMember.map((p, i) => (single[i] ? 0 : p.v > 0 ? p.v : smallest))
  const posterior = new Array<number>(members.length).fill(0)
  const posteriorDf = new Array<number>(members.length).fill(0)
  for (const group of [true, false]) {
    const idx = perMember.flatMap((_, i) => (single[i] === group ? [i] : []))
    if (idx.length === 0) continue
    if (idx.length === 1) {
      const i = idx[0] as number
      posterior[i] = perMember[i]?.s2 ?? 0
      posteriorDf[i] = perMember[i]?.k ?? 0
      continue
    }
    const s2 = idx.map((i) => perMember[i]?.s2 ?? 0)
    const df = idx.map((i) => perMember[i]?.k ?? 0)
    const moderated = moderateVariances(s2, df, group ? undefined : idx.map((i) => v[i] ?? 0))
    idx.forEach((i, j) => {
      posterior[i] = moderated.posterior[j] ?? 0
      posteriorDf[i] = moderated.posteriorDf[j] ?? 0
    })
  }
  const se2 = withinVariances(perMember, single, options)
  const g = options.gateClosed && options.normalised ? 2 * sampleVariance(eta) : 0
  const gDf = eta.length - 1
  const z = options.alpha
  return perMember.map((p, i): HistoryResult => {
    const member = p.member
    const delta = member.delta - options.drift
    const omega2 = single[i] ? (posterior[i] ?? 0) : Math.max(0, (posterior[i] ?? 0) - (v[i] ?? 0))
    const seTerm = se2[i] ?? 0
    const variance = seTerm + 2 * omega2 + g
    const runToRunSd = Math.sqrt(posterior[i] ?? 0)
    const runs = p.k + 1
    if (!(variance > 0))
      return {
        delta,
        variance: 0,
        df: NaN,
        ci: null,
        pValue: null,
        pUp: null,
        pDown: null,
        runToRunSd,
        runs,
      }
    const seDf =
      options.withinVariance === 'moses'
        ? member.headN + member.baseN - 2
        : (member.headN + member.baseN - 2) * (p.k + 2)
    const df = satterthwaiteDf([
      { variance: seTerm, df: seDf },
      { variance: 2 * omega2, df: posteriorDf[i] ?? Infinity },
      { variance: g, df: gDf },
    ])
    const se = Math.sqrt(variance)
    const half = studentTQuantile(1 - z / 2, df) * se
    const minimum = minimumEffectT(delta, se, df, member.theta)
    return {
      delta,
      variance,
      df,
      ci: { lower: delta - half, upper: delta + half, level: 1 - z },
      pValue: Math.min(1, 2 * studentTUpperTail(Math.abs(delta) / se, df)),
      pUp: minimum.pUp,
      pDown: minimum.pDown,
      runToRunSd,
      runs,
    }
  })
}

/**
 * H1: η_0 = 0; for r ≥ 1 the median over the gated members measured in run r of y_{r,b} − y_{0,b},
 * when there are at least 20 of them and the metric has B ≥ 20; else 0.
 */
function runDrifts(
  members: readonly HistoryMember[],
  runs: readonly ReadonlyMap<string, RunCentre>[],
  normalised: boolean,
): number[] {
  const baseline = runs[0]
  return runs.map((run, r) => {
    if (r === 0 || !normalised || baseline === undefined) return 0
    const shifts: number[] = []
    for (const member of members) {
      if (!member.gated) continue
      const here = run.get(member.key)
      const there = baseline.get(member.key)
      if (here !== undefined && there !== undefined) shifts.push(here.y - there.y)
    }
    return shifts.length >= 20 ? medianOfSorted(sortedCopy(shifts)) : 0
  })
}

/** H6: se_b² of each member (0 for single values). */
function withinVariances(
  perMember: readonly {
    readonly member: HistoryMember
    readonly present: readonly RunCentre[]
  }[],
  single: readonly boolean[],
  options: HistoryOptions,
): number[] {
  const moses = perMember.map((p) => (p.member.mosesSe ?? 0) ** 2)
  const pooledDispersion = perMember.map((p) => {
    const sigmas = [p.member.headSigma, ...p.present.map((c) => c.sigma)]
    const meanSquare = meanOf(sigmas.map((s) => s * s))
    return (1 / p.member.headN + 1 / p.member.baseN) * meanSquare
  })
  if (options.withinVariance === 'moses') return moses.map((m, i) => (single[i] ? 0 : m))
  if (options.withinVariance === 'pooled')
    return pooledDispersion.map((w, i) => (single[i] ? 0 : (Math.PI / 3) * w))
  const ratios: number[] = []
  for (let i = 0; i < perMember.length; i++) {
    const w = pooledDispersion[i] ?? 0
    if (!single[i] && w > 0) ratios.push((moses[i] ?? 0) / w)
  }
  const factor = ratios.length > 0 ? medianOfSorted(sortedCopy(ratios)) : 0
  return pooledDispersion.map((w, i) => (single[i] ? 0 : w > 0 ? w * factor : (moses[i] ?? 0)))
}

/** Sample variance (n − 1); 0 for fewer than two values. */
function sampleVariance(values: readonly number[]): number {
  const n = values.length
  if (n < 2) return 0
  const mean = meanOf(values)
  let squares = 0
  for (let i = 0; i < n; i++) squares += ((values[i] as number) - mean) ** 2
  return squares / (n - 1)
}

/** Raw samples on both sides: exact, paired or unpaired, chosen by the data's design (§4, §6, §8). */
import type { RevisionStats } from '../../model/comparison.js'
import { plural, wasWere } from '../../model/plural.js'
import { samplesNeededForIsolatedChange } from '../tests/false-discovery.js'
import { exactOutcome, testOutcome, type TestOutcome } from './measurement.js'
import { measureRounds } from './measure-rounds.js'
import { measureUnpaired } from './measure-unpaired.js'
import { type PooledSide } from '../pairing/pool-results.js'
import { resolutionBound, resolutionQuantum } from './resolution.js'

/**
 * Zero range on both sides (n ≥ 2 each) or a declared counter without spread → the exact path
 * (§8; a declared counter that varies is noted and tested). With `paired` and round ids on both
 * sides → §6/§6.1; otherwise → §4. Untestable (§7) when p_min > α or a side (or the number of
 * rounds) is one; then `samplesNeeded` says what would make it testable.
 *
 * @param stats per-side statistics of the same samples
 */
export function measureSamples(
  base: PooledSide,
  head: PooledSide,
  stats: { readonly base: RevisionStats | null; readonly head: RevisionStats | null },
  options: { readonly alpha: number; readonly paired: boolean },
): TestOutcome {
  const { alpha } = options
  const sampleSizes = { base: base.samples.length, head: head.samples.length }
  const declared = base.deterministic && head.deterministic
  const zeroRange = isConstant(stats.base) && isConstant(stats.head)
  if (zeroRange && (declared || (sampleSizes.base >= 2 && sampleSizes.head >= 2))) {
    return exactOutcome(
      Math.log((head.samples[0] as number) / (base.samples[0] as number)),
      sampleSizes,
    )
  }
  const notes: string[] = []
  if (declared) notes.push('declared deterministic, but the values vary: tested as noisy samples')
  const quantum = resolutionQuantum(
    { values: base.samples, quantum: base.quantum },
    { values: head.samples, quantum: head.quantum },
  )
  const belowResolution = quantum > 0
  const bound = belowResolution ? resolutionBound(quantum, stats.base, stats.head) : null
  if (options.paired && base.rounds !== null && head.rounds !== null) {
    const paired = measureRounds(
      { samples: base.samples, rounds: base.rounds },
      { samples: head.samples, rounds: head.rounds },
      alpha,
    )
    if (paired !== null) {
      if (paired.unmatchedRounds > 0) {
        notes.push(
          `${plural(paired.unmatchedRounds, 'round')} present on one side only ${wasWere(paired.unmatchedRounds)} left out`,
        )
      }
      const untestable = paired.pMin > alpha || paired.rounds === 1
      const shifted = paired.method.startsWith('signed-rank')
        ? ({
            kind: 'signed-rank',
            differences: roundDifferences(base.samples, base.rounds, head.samples, head.rounds),
          } as const)
        : paired.method === 'stratified-rank-sum'
          ? ({
              kind: 'strata',
              rounds: roundLogs(base.samples, base.rounds, head.samples, head.rounds),
            } as const)
          : paired.heterogeneity?.branch === 'random-effects'
            ? // HKSJ: p↑, p↓ are F̄_t((μ̂ ∓ θ)/se_HK; R − 1) (docs/method.md §9.2).
              ({ kind: 't', se: paired.heterogeneity.se, df: paired.heterogeneity.df } as const)
            : null
      return testOutcome(
        untestable ? 'untestable' : 'tested',
        paired,
        {
          paired: true,
          belowResolution,
          resolutionBound: bound,
          sampleSizes: { base: paired.rounds, head: paired.rounds },
          samplesNeeded: untestable
            ? samplesNeededForIsolatedChange(1, alpha, 'signed-rank')
            : null,
          untestableReason: null,
          centre: 'median',
          notes,
        },
        shifted,
      )
    }
    notes.push('paired design, but no round appears on both sides: compared unpaired')
  } else if (options.paired) {
    notes.push('paired design, but the results carry no round ids: compared unpaired')
  }
  const unpaired = measureUnpaired(base, head, alpha)
  const untestable = unpaired.pMin > alpha || Math.min(sampleSizes.base, sampleSizes.head) === 1
  // Copied: the sides live in scratch room the next pair reuses.
  const shifted = {
    kind: 'rank-sum',
    baseLogs: base.sortedLogs.slice(),
    headLogs: head.sortedLogs.slice(),
  } as const
  return testOutcome(
    untestable ? 'untestable' : 'tested',
    unpaired,
    {
      paired: false,
      belowResolution,
      resolutionBound: bound,
      sampleSizes,
      samplesNeeded: untestable ? samplesNeededForIsolatedChange(1, alpha, 'rank-sum') : null,
      untestableReason: null,
      centre: 'median',
      notes,
    },
    shifted,
  )
}

/**
 * d_i = ln head_i − ln base_i over the rounds both sides measured once, for the paired
 * minimum-effect test of docs/method.md §9.2 (the same pairs the signed-rank test used).
 */
function roundDifferences(
  base: readonly number[],
  baseRounds: readonly string[],
  head: readonly number[],
  headRounds: readonly string[],
): Float64Array {
  const byRound = new Map<string, number>()
  for (let i = 0; i < base.length; i++) byRound.set(baseRounds[i] ?? '', base[i] as number)
  const out: number[] = []
  for (let j = 0; j < head.length; j++) {
    const b = byRound.get(headRounds[j] ?? '')
    if (b !== undefined) out.push(Math.log(head[j] as number) - Math.log(b))
  }
  return Float64Array.from(out)
}

/** Each round both sides measured: its base and head log samples (§6.1). */
function roundLogs(
  base: readonly number[],
  baseRounds: readonly string[],
  head: readonly number[],
  headRounds: readonly string[],
): { base: Float64Array; head: Float64Array }[] {
  const group = (values: readonly number[], ids: readonly string[]) => {
    const byRound = new Map<string, number[]>()
    for (let i = 0; i < values.length; i++) {
      const id = ids[i] ?? ''
      const list = byRound.get(id) ?? []
      list.push(Math.log(values[i] as number))
      byRound.set(id, list)
    }
    return byRound
  }
  const b = group(base, baseRounds)
  const h = group(head, headRounds)
  const out: { base: Float64Array; head: Float64Array }[] = []
  for (const [id, logs] of b) {
    const other = h.get(id)
    if (other !== undefined)
      out.push({ base: Float64Array.from(logs), head: Float64Array.from(other) })
  }
  return out
}

function isConstant(stats: RevisionStats | null): boolean {
  return stats !== null && stats.max === stats.min
}

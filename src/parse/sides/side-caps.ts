/**
 * Caps on what one side (base, head, a history run …) may hand to compare, so that memory is
 * bounded by the input limits and not by how densely a file packs benchmarks: a 0.85 MB zip held
 * 300,000 benchmarks and a 60 MB file a million (docs/security.md "Reading is bounded"). Results
 * past a cap are left out, file by file as they are parsed, with one diagnostic naming the file
 * where the cap was reached; the results kept are compared and reported as usual.
 */
import { benchmarkKey, type BenchmarkId } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { plural, wasWere } from '../../model/plural.js'
import type { FreshResult } from '../formats/format-adapter.js'
// Types only: run-budget.ts takes its defaults from the caps here.
import type { KeptCounts, RunBudgetLimits, RunRoom } from './run-budget.js'

/**
 * Distinct benchmarks (suite, name, parameters, procs) per side. Measured with `npm run bench
 * memory` (docs/security.md "Reading is bounded"): 300,000 benchmarks on each side peaked at
 * 618–626 MB keeping 50,000 a side, 542 MB at 25,000 and 437 MB at 15,000, within the 512 MB
 * the run may take. The adapter still reads every record of a file; what the default heap lets
 * linger grows with what the sides keep, so the cap bounds it. 15,000 admits the large suites
 * we know of (Google Benchmark and Go suites of a few thousand benchmarks).
 */
export const MAX_BENCHMARKS_PER_SIDE = 15_000
/**
 * Results per side, all benchmarks and metrics together: three metrics a benchmark at the cap
 * (`go test -benchmem` gives time, bytes and allocations a line). Also the room an adapter has
 * while it reads a file (formats/result-room.ts), so a file packing a million benchmarks never
 * holds more results than this.
 */
export const MAX_RESULTS_PER_SIDE = 45_000
/** Results of one benchmark on one side (its metrics, and repeats pooled from several files). */
export const MAX_RESULTS_PER_BENCHMARK = 1_000
/**
 * Samples of one side, all results together. Measured with `npm run bench memory`: 12
 * pytest-benchmark files of raw samples on each side (9 million samples a side, under the
 * 10 million allowed before) peaked at 581 MB; 5 million a side is 1,000 benchmarks × 5,000
 * rounds.
 */
export const MAX_SAMPLES_PER_SIDE = 5_000_000

/**
 * The largest file a side reads whole (acquire admits up to 200 MiB per file): decoding holds
 * the bytes and the text at once, and parsing holds the text beside what the adapter builds.
 * Measured with `npm run bench memory` (docs/security.md "Reading is bounded"): `go test` text
 * on both sides, the costliest per byte (the adapter pools every benchmark of the file before
 * the room sees a result), peaked at 843 MB at 64 MiB, 535 at 32 MiB, 495 at 24 MiB and 424 at
 * 16 MiB. 16 MiB holds `go test` text of 20,000 benchmarks × `-count=10`, Google Benchmark JSON
 * of 2,500 benchmarks × 20 repetitions, or pytest-benchmark JSON with 750,000 raw samples;
 * larger suites are split over files (the message says so).
 */
export const MAX_PARSED_FILE_BYTES = 16 * 1024 * 1024

/** What every message of a run-wide limit adds: the order the budget is spent in, what to do. */
const RUN_BUDGET_ADVICE =
  'the run keeps that many over all its sides, every leg\'s head and base first, then A/A controls, references and history runs (docs/security.md "Reading is bounded"); compare fewer matrix legs or references in one run, or split the suite'

/** The caps, overridable for tests (small numbers reproduce the attack with small fixtures). */
export interface SideCapLimits {
  readonly benchmarks: number
  readonly results: number
  readonly resultsPerBenchmark: number
  readonly samples: number
}

export const DEFAULT_SIDE_CAPS: SideCapLimits = {
  benchmarks: MAX_BENCHMARKS_PER_SIDE,
  results: MAX_RESULTS_PER_SIDE,
  resultsPerBenchmark: MAX_RESULTS_PER_BENCHMARK,
  samples: MAX_SAMPLES_PER_SIDE,
}

type Dropped = Record<keyof SideCapLimits, number> & { run: Record<keyof RunBudgetLimits, number> }

/**
 * Counts a side's benchmarks, results and samples over its files, in the order they are parsed,
 * and keeps a result only while every cap allows it: the side's own, then, when `run` is given,
 * what the run's budget has left for this side (sides/run-budget.ts). One per side; not
 * thread-safe (each thread parses whole sides).
 */
export class SideCaps {
  private readonly perBenchmark = new Map<string, number>()
  private samples = 0
  private results = 0
  private lastId: BenchmarkId | undefined
  private lastKey = ''
  /** Which caps were reached, so each is reported once per side. */
  private readonly reported = new Set<string>()
  /** The first of the run's limits this side reached, if any. */
  private runReached: keyof RunBudgetLimits | undefined

  constructor(
    private readonly limits: SideCapLimits = DEFAULT_SIDE_CAPS,
    private readonly run?: RunRoom,
  ) {}

  /** The first run-wide limit a result of this side was left out by; undefined if none. */
  reachedRunLimit(): keyof RunBudgetLimits | undefined {
    return this.runReached
  }

  /**
   * The results of one file (or file set) that fit, in order; a diagnostic naming `file` for
   * each cap first reached in it. Results left out are not counted.
   */
  keep(
    results: readonly FreshResult[],
    file: string,
    refused = 0,
  ): { kept: FreshResult[]; diagnostics: Diagnostic[] } {
    const kept: FreshResult[] = []
    const left = this.run?.left
    // The room the file was read with (`room`) was the run's when that was the smaller.
    const refusedByRun = left !== undefined && left.results < this.limits.results
    const dropped: Dropped = {
      benchmarks: 0,
      results: 0,
      resultsPerBenchmark: 0,
      samples: 0,
      run: { benchmarks: 0, results: 0, samples: 0 },
    }
    for (const result of results) {
      if (this.results >= this.limits.results) {
        dropped.results++
        continue
      }
      if (left && this.results >= left.results) {
        dropped.run.results++
        continue
      }
      const key = this.keyOf(result.benchmark)
      const count = this.perBenchmark.get(key)
      if (count === undefined && this.perBenchmark.size >= this.limits.benchmarks) {
        dropped.benchmarks++
        continue
      }
      if (count === undefined && left && this.perBenchmark.size >= left.benchmarks) {
        dropped.run.benchmarks++
        continue
      }
      if ((count ?? 0) >= this.limits.resultsPerBenchmark) {
        dropped.resultsPerBenchmark++
        continue
      }
      const samples = Math.max(result.samples.length, result.rounds?.length ?? 0)
      if (this.samples + samples > this.limits.samples) {
        dropped.samples++
        continue
      }
      if (left && this.samples + samples > left.samples) {
        dropped.run.samples++
        continue
      }
      this.samples += samples
      this.results++
      this.perBenchmark.set(key, (count ?? 0) + 1)
      kept.push(result)
    }
    if (refusedByRun) dropped.run.results += refused
    else dropped[this.refusedBy(dropped)] += refused
    return { kept, diagnostics: this.report(dropped, file) }
  }

  /**
   * The side cap that stopped the results the adapter refused for want of room: the results cap
   * only when the side holds that many. When another cap left results out first, the side is
   * below the results cap and that cap is what stopped them (a file of 300,000 benchmarks keeps
   * 15,000 results at the benchmark cap, never 45,000).
   */
  private refusedBy(dropped: Dropped): keyof SideCapLimits {
    if (this.results >= this.limits.results) return 'results'
    // An adapter that holds no more benchmarks than the side may keep refuses the rest itself.
    if (this.perBenchmark.size >= this.limits.benchmarks) return 'benchmarks'
    const stopper = (['benchmarks', 'samples', 'resultsPerBenchmark'] as const).find(
      (cap) => dropped[cap] > 0,
    )
    return stopper ?? 'results'
  }

  /** What the side has kept so far, as the run's budget counts it (sides/run-budget.ts). */
  kept(): KeptCounts {
    return { benchmarks: this.perBenchmark.size, results: this.results, samples: this.samples }
  }

  /**
   * The most distinct benchmarks of one file the side can keep: all the side may hold, since any
   * it keeps of the file are among them. An adapter that makes its results at the end of the file
   * holds no more than this many while it reads (formats/result-room.ts).
   */
  benchmarkRoom(): number {
    return Math.min(this.limits.benchmarks, this.run?.left.benchmarks ?? Infinity)
  }

  /** Results the side may still take: the room of the next file's adapter. */
  room(): number {
    const limit = Math.min(this.limits.results, this.run?.left.results ?? Infinity)
    return Math.max(0, limit - this.results)
  }

  private keyOf(id: BenchmarkId): string {
    // The results of one benchmark share (or repeat) its id: serialise once per run of them.
    if (id !== this.lastId) {
      this.lastKey = benchmarkKey(id)
      this.lastId = id
    }
    return this.lastKey
  }

  private report(dropped: Dropped, file: string): Diagnostic[] {
    const out: Diagnostic[] = []
    const say = (cap: keyof SideCapLimits, message: string) => {
      if (dropped[cap] === 0 || this.reported.has(cap)) return
      this.reported.add(cap)
      out.push(diagnostic('error', file, '', message))
    }
    const n = (value: number) => value.toLocaleString('en-US')
    const sayRun = (cap: keyof RunBudgetLimits, message: string) => {
      if (dropped.run[cap] === 0) return
      this.runReached ??= cap
      if (this.reported.has(`run ${cap}`)) return
      this.reported.add(`run ${cap}`)
      out.push(diagnostic('error', file, '', `${message}; ${RUN_BUDGET_ADVICE}`))
    }
    const limits = this.run?.limits
    if (limits) {
      sayRun(
        'results',
        `reaches the limit of ${n(limits.results)} results across all sides of the run: ${plural(dropped.run.results, 'more result')} in this file and all results in later files of this side were left out`,
      )
      sayRun(
        'benchmarks',
        `reaches the limit of ${n(limits.benchmarks)} distinct benchmarks across all sides of the run: ${plural(dropped.run.benchmarks, 'result')} of benchmarks past the limit in this file, and those in later files of this side, were left out`,
      )
      sayRun(
        'samples',
        `reaches the limit of ${n(limits.samples)} samples across all sides of the run: ${plural(dropped.run.samples, 'result')} from here on ${wasWere(dropped.run.samples)} left out`,
      )
    }
    say(
      'benchmarks',
      `reaches the limit of ${n(this.limits.benchmarks)} distinct benchmarks per side, with ${plural(this.results, 'result')} kept: ${plural(dropped.benchmarks, 'further result')} in this file, and those of further benchmarks in later files, ${wasWere(dropped.benchmarks)} left out; split the suite over several jobs or artifacts`,
    )
    say(
      'results',
      `reaches the limit of ${plural(this.limits.results, 'result')} per side: ${plural(dropped.results, 'further result')} in this file, and all in later files, ${wasWere(dropped.results)} left out; split the suite over several jobs or artifacts`,
    )
    say(
      'resultsPerBenchmark',
      `reaches the limit of ${plural(this.limits.resultsPerBenchmark, 'result')} per benchmark on one side: ${plural(dropped.resultsPerBenchmark, 'further result')} ${wasWere(dropped.resultsPerBenchmark)} left out`,
    )
    say(
      'samples',
      `reaches the limit of ${plural(this.limits.samples, 'sample')} per side, with ${plural(this.samples, 'sample')} kept: ${plural(dropped.samples, 'result')} in this file, and any later ones that do not fit, ${wasWere(dropped.samples)} left out; record fewer repetitions or split the suite`,
    )
    return out
  }
}

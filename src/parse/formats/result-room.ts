/**
 * Room for results while a file is parsed: adapters hand each result they make to `keepResult`,
 * which keeps it only while the side has room (sides/side-caps.ts sets it per file). A result
 * past the room is dropped as soon as it is made, so a file that packs a million benchmarks into
 * 60 MB never holds a million results (docs/security.md "Reading is bounded"). The room counts
 * results and distinct benchmarks: once the side's benchmark cap is reached, results of further
 * benchmarks are dropped as they are made, not after the file is parsed. Adapters read the rest
 * of the file as usual, so its problems are still reported.
 */
import { benchmarkKey, type BenchmarkId } from '../../model/benchmark-result.js'
import type { FreshResult } from './format-adapter.js'

/**
 * What a side still takes from one file: `results` results, and results of at most `benchmarks`
 * benchmarks it has not kept yet (`known` answers whether it has, by `benchmarkKey`).
 */
export interface ResultRoom {
  readonly results: number
  readonly benchmarks: number
  readonly known: (key: string) => boolean
}

/** How many results one file's parse refused, by the room that was missing. */
export interface Refused {
  /** For want of room for results. */
  readonly results: number
  /** For want of room for new benchmarks. */
  readonly benchmarks: number
}

const UNBOUNDED: ResultRoom = {
  results: Number.POSITIVE_INFINITY,
  benchmarks: Number.POSITIVE_INFINITY,
  known: () => false,
}

let limit: ResultRoom = UNBOUNDED
let results = limit.results
/** Benchmarks the side did not know, made by the current adapter (their keys). */
let fresh = new Set<string>()
let refusedResults = 0
let refusedBenchmarks = 0
let lastId: BenchmarkId | undefined
let lastKey = ''

/**
 * Runs `read` (one file's parse) with `room`; answers its value and how many results were
 * refused for want of room. Not re-entrant across threads (each thread has its own module
 * state); nested calls restore the outer room.
 */
export function withResultRoom<T>(room: ResultRoom, read: () => T): { value: T; refused: Refused } {
  const outer = [limit, results, fresh, refusedResults, refusedBenchmarks] as const
  limit = room
  results = room.results
  fresh = new Set()
  refusedResults = 0
  refusedBenchmarks = 0
  try {
    const value = read()
    return { value, refused: { results: refusedResults, benchmarks: refusedBenchmarks } }
  } finally {
    ;[limit, results, fresh, refusedResults, refusedBenchmarks] = outer
    lastId = undefined
  }
}

/**
 * Runs one adapter's parse with the whole room of the file: when detection tries several
 * adapters on one file, each gets the same room (each refused count is the largest of them).
 */
export function inFreshRoom<T>(parse: () => T): T {
  results = limit.results
  fresh = new Set()
  const before = [refusedResults, refusedBenchmarks] as const
  refusedResults = 0
  refusedBenchmarks = 0
  try {
    return parse()
  } finally {
    refusedResults = Math.max(before[0], refusedResults)
    refusedBenchmarks = Math.max(before[1], refusedBenchmarks)
  }
}

/** Appends `result` to `results` while there is room; counts it as refused otherwise. */
export function keepResult(kept: FreshResult[], result: FreshResult): void {
  if (results <= 0) {
    refusedResults++
    return
  }
  if (limit.benchmarks !== Number.POSITIVE_INFINITY) {
    // The results of one benchmark share (or repeat) its id: serialise once per run of them.
    if (result.benchmark !== lastId) {
      lastKey = benchmarkKey(result.benchmark)
      lastId = result.benchmark
    }
    if (!fresh.has(lastKey) && !limit.known(lastKey)) {
      if (fresh.size >= limit.benchmarks) {
        refusedBenchmarks++
        return
      }
      fresh.add(lastKey)
    }
  }
  results--
  kept.push(result)
}

/** `keepResult` for each of `items`, in order. */
export function keepResults(kept: FreshResult[], items: readonly FreshResult[]): void {
  for (const item of items) keepResult(kept, item)
}

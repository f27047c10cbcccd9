/**
 * Room for results while a file is parsed: adapters hand each result they make to `keepResult`,
 * which keeps it only while the side has room (sides/side-caps.ts sets it per file). A result
 * past the room is dropped as soon as it is made, so a file that packs a million benchmarks into
 * 60 MB never holds a million results (docs/security.md "Reading is bounded"). Adapters read the
 * rest of the file as usual, so its problems are still reported.
 */
import type { FreshResult } from './format-adapter.js'

let limit = Number.POSITIVE_INFINITY
let room = Number.POSITIVE_INFINITY
let refused = 0
let benchmarkLimit = Number.POSITIVE_INFINITY

/**
 * Runs `read` (one file's parse) with room for `limit` results and, for adapters that hold a
 * file's benchmarks until its end, `benchmarks` distinct ones; answers its value and how many
 * results were refused for want of room. Not re-entrant across threads (each thread has its own
 * module state); nested calls restore the outer room.
 */
export function withResultRoom<T>(
  results: number,
  read: () => T,
  benchmarks = Number.POSITIVE_INFINITY,
): { value: T; refused: number } {
  const outer = [limit, room, refused, benchmarkLimit] as const
  limit = results
  room = results
  refused = 0
  benchmarkLimit = benchmarks
  try {
    const value = read()
    return { value, refused }
  } finally {
    ;[limit, room, refused, benchmarkLimit] = outer
  }
}

/**
 * Runs one adapter's parse with the whole room of the file: when detection tries several
 * adapters on one file, each gets the same room (the refused count is the largest of them).
 */
export function inFreshRoom<T>(parse: () => T): T {
  room = limit
  const before = refused
  refused = 0
  try {
    return parse()
  } finally {
    refused = Math.max(before, refused)
  }
}

/**
 * How many distinct benchmarks of the current file are worth holding, for an adapter that makes
 * its results at the end of the file: no more than it may keep results (each makes at least one),
 * nor than the side may keep benchmarks.
 */
export function benchmarksWorthHolding(): number {
  return Math.min(room, benchmarkLimit)
}

/** Counts `count` results as refused for want of room, without making them. */
export function refuseResults(count: number): void {
  refused += count
}

/** Appends `result` to `results` while there is room; counts it as refused otherwise. */
export function keepResult(results: FreshResult[], result: FreshResult): void {
  if (room <= 0) {
    refused++
    return
  }
  room--
  results.push(result)
}

/** `keepResult` for each of `items`, in order. */
export function keepResults(results: FreshResult[], items: readonly FreshResult[]): void {
  for (const item of items) keepResult(results, item)
}

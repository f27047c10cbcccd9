/**
 * What github-action-benchmark's extracted entries (`{ name, value, unit, range?, extra? }`, in
 * its custom JSON and in every commit of its `data.js` history) mean beyond their value: Go rows
 * whose unit carries the rest of the line, and the `range` each of its tools writes. See
 * docs/migrating-from-github-action-benchmark.md and test/field-cases.md F47, F48.
 */
import type { SummaryStats } from '../../model/benchmark-result.js'
import { cvFromRme } from './benchmarkjs-text.js'
import { nanosecondsPer } from './units.js'

/** One value and its printed unit, as one entry of the peer holds it after splitting. */
export interface PeerValue {
  readonly value: number
  readonly unit: string
  /** The value as printed inside a combined unit (`21616`), for the printed resolution. */
  readonly printed?: string
}

const COMBINED_TAIL = /^\s+(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s+(\S+)/

/**
 * The peer's Go extractor (before v1.18) kept everything after the first value in the unit:
 * `"ns/op\t 21616 B/op\t 45 allocs/op"`. Split into one value per metric, so that a change in
 * allocations changes a value, not the key (which would make one benchmark removed and another
 * added). A plain unit is returned as the only value.
 */
export function splitCombinedUnit(value: number, unit: string): PeerValue[] {
  const [first = unit, ...restParts] = unit.split('\t')
  if (restParts.length === 0) return [{ value, unit }]
  const values: PeerValue[] = [{ value, unit: first.trim() }]
  for (const part of restParts) {
    const match = COMBINED_TAIL.exec(` ${part}`)
    if (!match?.[1] || !match[2]) return [{ value, unit }]
    values.push({ value: Number(match[1]), unit: match[2], printed: match[1] })
  }
  return values
}

/**
 * The peer's Go extractor since v1.18 writes each metric of a line as its own entry named
 * `"<benchmark> - <unit>"`; the name without that suffix is the benchmark, so that a history of
 * combined rows and one of split rows pair up.
 */
export function benchmarkNameOf(name: string, unit: string): string {
  const suffix = ` - ${unit}`
  return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name
}

/** The peer's `tool` names whose `range` has a stated meaning, and how it is read. */
const RANGE_READERS: Readonly<
  Record<string, (value: number, range: string, extra: string) => SummaryStats | undefined>
> = {
  // Benchmark.js: `±0.74%` is the relative margin of error at 95 %; extra says `93 samples`.
  benchmarkjs: (value, range, extra) => {
    const rme = /^±\s*([\d.]+)%$/.exec(range.trim())?.[1]
    const n = Number(/(\d+) samples/.exec(extra)?.[1])
    const cv = rme === undefined ? undefined : cvFromRme(Number(rme), n)
    return cv === undefined ? undefined : { n, mean: value, sd: cv * value }
  },
  // pytest-benchmark: `stddev: 0.0000062` in seconds beside extra `mean: 24.09 usec\nrounds: 38523`;
  // the value is the rate 1 / mean, whose first-order sd is rate · sd / mean (delta method).
  pytest: (value, range, extra) => {
    const sd = Number(/^stddev:\s*(\S+)$/.exec(range.trim())?.[1])
    const mean = /mean:\s*([\d.eE+-]+)\s*(\S+)/.exec(extra)
    const n = Number(/rounds:\s*(\d+)/.exec(extra)?.[1])
    const perUnit = mean?.[2] === undefined ? undefined : nanosecondsPer(mean[2])
    if (!mean?.[1] || perUnit === undefined || !(n > 1) || !(sd >= 0)) return undefined
    const meanSeconds = (Number(mean[1]) * perUnit) / 1e9
    return meanSeconds > 0 ? { n, mean: value, sd: (value * sd) / meanSeconds } : undefined
  },
}

/**
 * The summary an entry's `range` gives, where the tool that wrote it is known and its range has a
 * stated meaning with a sample count (benchmarkjs, pytest); otherwise undefined and the value is
 * one value (n = 1). Not read: `cargo` (libtest's max − min and Criterion's bencher output cannot
 * be told apart), `catch2` (the peer drops the spread's unit), `benchmarkdotnet` and
 * `benchmarkluau` (a standard deviation without n), the custom tools (free text).
 *
 * @param value the entry's value in its printed unit
 */
export function rangeSummary(
  tool: string | undefined,
  value: number,
  range: string | number | undefined,
  extra: string | undefined,
): SummaryStats | undefined {
  if (tool === undefined || typeof range !== 'string') return undefined
  return RANGE_READERS[tool]?.(value, range, extra ?? '')
}

/** Base and head environments compared: did they run on the same kind of machine and build? */
import type { BenchmarkResult, Environment } from '../model/benchmark-result.js'

/** One side's results and the environment each file printed (`parseResultFiles().environments`). */
export interface SideEnvironment {
  readonly results: readonly BenchmarkResult[]
  readonly environments: ReadonlyMap<string, Environment>
}

export interface EnvironmentMismatch {
  readonly key: string
  /** The distinct values on each side, sorted. */
  readonly base: readonly string[]
  readonly head: readonly string[]
}

/**
 * Keys whose values differ between base and head. Files are compared with files of the same
 * harness format, because two harnesses on one machine print the same fact differently (Go's
 * `cpu:` line names the model, Google Benchmark gives none); a key only one side printed is not a
 * difference. Files that yielded no results are ignored.
 *
 * @param keys the environment keys to compare (policy `environment.keys`)
 */
export function environmentMismatches(
  base: SideEnvironment,
  head: SideEnvironment,
  keys: readonly string[],
): EnvironmentMismatch[] {
  const baseValues = valuesByFormat(base, keys)
  const headValues = valuesByFormat(head, keys)
  const differences = new Map<string, { base: Set<string>; head: Set<string> }>()
  for (const [format, baseKeys] of baseValues) {
    const headKeys = headValues.get(format)
    if (!headKeys) continue
    for (const [key, b] of baseKeys) {
      const h = headKeys.get(key)
      if (!h || sameSet(b, h)) continue
      const seen = differences.get(key) ?? { base: new Set<string>(), head: new Set<string>() }
      for (const value of b) seen.base.add(value)
      for (const value of h) seen.head.add(value)
      differences.set(key, seen)
    }
  }
  return keys.flatMap((key) => {
    const d = differences.get(key)
    return d ? [{ key, base: [...d.base].sort(), head: [...d.head].sort() }] : []
  })
}

/** `cpu "AMD EPYC 7763" on base, "Intel Xeon 8370C" on head; cores 4 on base, 2 on head`. */
export function describeMismatches(mismatches: readonly EnvironmentMismatch[]): string {
  const values = (list: readonly string[]) =>
    list.map((v) => (/^\d+$/.test(v) ? v : JSON.stringify(v))).join(' and ')
  return mismatches
    .map((m) => `${m.key} ${values(m.base)} on base, ${values(m.head)} on head`)
    .join('; ')
}

function valuesByFormat(
  side: SideEnvironment,
  keys: readonly string[],
): Map<string, Map<string, Set<string>>> {
  // The format of each file, from its first result. A file's results come one after another and
  // a side has a few files: stop once every file with an environment has its format (
  // this looked up every result of a large suite).
  const formatOf = new Map<string, string>()
  const { results, environments } = side
  let lastFile: string | undefined
  let found = 0
  for (let i = 0; i < results.length && found < environments.size; i++) {
    const result = results[i] as BenchmarkResult
    const file = result.source.file
    if (file === lastFile || formatOf.has(file)) continue
    lastFile = file
    formatOf.set(file, result.format)
    if (environments.has(file)) found++
  }
  const byFormat = new Map<string, Map<string, Set<string>>>()
  for (const [file, environment] of environments) {
    const format = formatOf.get(file)
    if (format === undefined) continue
    const values = byFormat.get(format) ?? new Map<string, Set<string>>()
    byFormat.set(format, values)
    for (const key of keys) {
      const value = environment[key]
      if (value === undefined) continue
      const set = values.get(key) ?? new Set<string>()
      values.set(key, set.add(value))
    }
  }
  return byFormat
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value))
}

/** Base and head environments: merged per side, and the keys that differ (test/field-cases.md F04). */
import type { Environment } from '../../model/benchmark-result.js'

/** Keys that identify the machine: when one differs, the runners differed. */
const RUNNER_KEYS = new Set(['cpu', 'cores', 'os', 'arch'])

/**
 * One environment for a side from the environment of each of its files. A key whose files
 * disagree keeps every distinct value, joined with ` / ` in first-seen order.
 */
export function mergeEnvironments(environments: Iterable<Environment>): Environment {
  const values = new Map<string, string[]>()
  for (const environment of environments)
    for (const [key, value] of Object.entries(environment)) {
      const seen = values.get(key)
      if (!seen) values.set(key, [value])
      else if (!seen.includes(value)) seen.push(value)
    }
  return Object.fromEntries([...values].map(([key, list]) => [key, list.join(' / ')]))
}

export interface EnvironmentDifference {
  readonly key: string
  readonly base: string
  readonly head: string
  /** The key identifies the machine (cpu, cores, os, arch). */
  readonly runner: boolean
}

/**
 * Keys both sides reported with different values, sorted by key. A key only one side printed is
 * not a difference: another harness (or version) may simply not print it.
 */
export function environmentDifferences(
  base: Environment,
  head: Environment,
): EnvironmentDifference[] {
  return Object.keys(base)
    .filter((key) => key in head && base[key] !== head[key])
    .sort()
    .map((key) => ({
      key,
      base: base[key] ?? '',
      head: head[key] ?? '',
      runner: RUNNER_KEYS.has(key),
    }))
}

/**
 * One benchmark key on one side from files of different runs (docs/architecture.md §3,
 * test/field-cases.md F51). Repetitions split over files pool as more samples; files whose harness
 * recorded the invocation (`BenchmarkResult.run`: Google Benchmark's `context`, pytest-benchmark's
 * `machine_info`, `commit_info` and `datetime`) pool only when they are one run: the same facts
 * (host, executable, library build, commit …) and started within `ONE_RUN_SPAN_MS` of the run's
 * first file. Otherwise the key is a duplicate:
 * - the runs differ in a fact (another machine, another program or build): nothing says which is
 *   meant, so the key is marked `duplicate` (compare leaves the pair out), naming both files and
 *   what differs;
 * - the runs differ only in when they started (a results file of an earlier run left in the
 *   folder): the newest run is kept, the older run's files are left out whole (all of a leftover
 *   is stale), and a warning names both files with their start times.
 * Results without a run identity (hyperfine, Go, most harnesses) pool as before. Paired sides are
 * not checked: there each file is a round, a run of its own by design (`assignRounds`).
 */
import {
  benchmarkKey,
  benchmarkLabel,
  type BenchmarkResult,
  type RunIdentity,
} from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'

/**
 * Files of one run start at most this long after its first file: 6 hours, the longest a
 * GitHub-hosted job runs, so files further apart cannot come from one job.
 */
export const ONE_RUN_SPAN_MS = 6 * 60 * 60 * 1000

const LISTED = 5

interface Run {
  readonly facts: RunIdentity['facts']
  readonly factsKey: string
  readonly started: number | undefined
  readonly files: string[]
}

/**
 * The side's results with results of different runs marked or left out, and one warning per pair
 * of files and kind naming the benchmarks.
 *
 * @param results one side's results, as parsed (unpaired)
 * @returns the results (the same array when nothing was found) and the warnings
 */
export function separateRuns(results: readonly BenchmarkResult[]): {
  results: readonly BenchmarkResult[]
  diagnostics: Diagnostic[]
} {
  const runOfFile = runsOf(results)
  if (new Set(runOfFile.values()).size < 2) return { results, diagnostics: [] }
  // Per format, benchmark and metric: the runs holding it, in first-seen order.
  const holders = new Map<string, { label: string; runs: Run[] }>()
  for (const result of results) {
    const run = runOfFile.get(result.source.file)
    if (run === undefined) continue
    const key = JSON.stringify([result.format, benchmarkKey(result.benchmark), result.metricName])
    const entry = holders.get(key) ?? { label: benchmarkLabel(result.benchmark), runs: [] }
    if (!entry.runs.includes(run)) entry.runs.push(run)
    holders.set(key, entry)
  }
  const warnings = new Map<string, { message: (names: string) => string; names: string[] }>()
  const warn = (id: string, label: string, message: (names: string) => string) => {
    const entry = warnings.get(id) ?? { message, names: [] }
    if (!entry.names.includes(label)) entry.names.push(label)
    warnings.set(id, entry)
  }
  // First the leftovers: a run older than another run of the same facts that shares a benchmark
  // with it. It is left out whole: all of a leftover is stale, not only what the new run repeats.
  const stale = new Set<Run>()
  for (const { label, runs } of holders.values()) {
    for (const run of runs) {
      const newest = runs
        .filter((other) => other.factsKey === run.factsKey)
        .reduce((n, other) => ((other.started ?? 0) > (n.started ?? 0) ? other : n))
      if (newest === run) continue
      stale.add(run)
      const old = run.files[0] ?? ''
      const kept = newest.files[0] ?? ''
      const hours = ((newest.started ?? 0) - (run.started ?? 0)) / 3_600_000
      warn(
        JSON.stringify(['stale', old, kept]),
        label,
        (names) =>
          `${names} in ${old} (started ${iso(run.started)}) and in ${kept} (started ${iso(newest.started)}), ${hoursText(hours)} apart, longer than one run lasts (${ONE_RUN_SPAN_MS / 3_600_000} hours): ${old} is taken as a leftover of an earlier run and left out`,
      )
    }
  }
  // Then runs that differ in a fact: nothing says which is meant.
  const marked = new Map<string, string>()
  for (const [key, { label, runs }] of holders) {
    const live = runs.filter((run) => !stale.has(run))
    const first = live[0]
    const other = live.find((run) => run.factsKey !== first?.factsKey)
    if (first === undefined || other === undefined) continue
    const a = first.files[0] ?? ''
    const b = other.files[0] ?? ''
    const differs = differences(first.facts, other.facts)
    marked.set(
      key,
      `"${label}" is in ${a} and ${b}, files of different runs (${differs}); not compared until one is removed`,
    )
    warn(
      JSON.stringify(['facts', a, b]),
      label,
      (names) =>
        `${names} in ${a} and in ${b}, files of different runs (${differs}); not compared until one is removed`,
    )
  }
  if (marked.size === 0 && stale.size === 0) return { results, diagnostics: [] }
  const kept: BenchmarkResult[] = []
  for (const result of results) {
    const run = runOfFile.get(result.source.file)
    if (run !== undefined && stale.has(run)) continue
    const duplicate =
      marked.size === 0
        ? undefined
        : marked.get(
            JSON.stringify([result.format, benchmarkKey(result.benchmark), result.metricName]),
          )
    kept.push(duplicate === undefined ? result : { ...result, duplicate })
  }
  const diagnostics = [...warnings].map(([id, { message, names }]) => {
    const file = (JSON.parse(id) as string[])[1] ?? ''
    return diagnostic('warning', file, '', message(namesText(names)))
  })
  return { results: kept, diagnostics }
}

/**
 * Each file with a run identity, mapped to its run: files of equal facts, sorted by start, join
 * the run whose first file started at most `ONE_RUN_SPAN_MS` before them; a file without a start
 * joins the first run of its facts.
 */
function runsOf(results: readonly BenchmarkResult[]): Map<string, Run> {
  const identities = new Map<string, { format: string; identity: RunIdentity }>()
  for (const result of results)
    if (result.run !== undefined && !identities.has(result.source.file))
      identities.set(result.source.file, { format: result.format, identity: result.run })
  const byFacts = new Map<string, [string, RunIdentity][]>()
  for (const [file, { format, identity }] of identities) {
    const factsKey = JSON.stringify([
      format,
      ...Object.entries(identity.facts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ])
    byFacts.set(factsKey, [...(byFacts.get(factsKey) ?? []), [file, identity]])
  }
  const runOfFile = new Map<string, Run>()
  for (const [factsKey, files] of byFacts) {
    const timed = files
      .filter(([, identity]) => identity.started !== undefined)
      .sort(([, a], [, b]) => (a.started ?? 0) - (b.started ?? 0))
    const runs: Run[] = []
    for (const [file, identity] of timed) {
      const last = runs.at(-1)
      if (last !== undefined && (identity.started ?? 0) - (last.started ?? 0) <= ONE_RUN_SPAN_MS) {
        last.files.push(file)
        runOfFile.set(file, last)
        continue
      }
      const run = { facts: identity.facts, factsKey, started: identity.started, files: [file] }
      runs.push(run)
      runOfFile.set(file, run)
    }
    for (const [file, identity] of files) {
      if (identity.started !== undefined) continue
      let run = runs[0]
      if (run === undefined) {
        run = { facts: identity.facts, factsKey, started: undefined, files: [] }
        runs.push(run)
      }
      run.files.push(file)
      runOfFile.set(file, run)
    }
  }
  return runOfFile
}

/** The facts that differ, as the harness names them: `host_name "a" vs "b"`, at most three. */
function differences(a: RunIdentity['facts'], b: RunIdentity['facts']): string {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k])
  const shown = keys
    .slice(0, 3)
    .map((k) => `${k} ${quoted(a[k])} vs ${quoted(b[k])}`)
    .join(', ')
  return keys.length > 3 ? `${shown} and ${keys.length - 3} more` : shown
}

function quoted(value: string | undefined): string {
  if (value === undefined) return 'not recorded'
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 79)}…` : value)
}

function namesText(names: readonly string[]): string {
  const shown = names
    .slice(0, LISTED)
    .map((n) => `"${n}"`)
    .join(', ')
  const more = names.length > LISTED ? ` and ${names.length - LISTED} more` : ''
  return names.length === 1 ? `${shown} is` : `${names.length} benchmarks (${shown}${more}) are`
}

function iso(ms: number | undefined): string {
  return ms === undefined ? 'at an unknown time' : new Date(ms).toISOString().replace('.000Z', 'Z')
}

function hoursText(hours: number): string {
  return hours >= 48 ? `${Math.round(hours / 24)} days` : `${Math.round(hours)} hours`
}

/**
 * Which `-N` ending of a Go benchmark name is GOMAXPROCS (docs/harnesses/go-test.md, "GOMAXPROCS").
 *
 * Go prints `name-N` when the benchmark ran with GOMAXPROCS N ≠ 1 and the bare name when it ran
 * with 1 (`testing.benchmarkName`), for every value of `-cpu` (default: the number of CPUs) and
 * every benchmark of the run alike. A sub-benchmark's own name may end in `-N` too
 * (`BenchmarkSize/len-4` with `-cpu 1`), so one line cannot tell; the run's names together can.
 * The run's GOMAXPROCS list L is read as:
 * 1. the endings of its top-level benchmarks, when it has any (`BenchmarkX-8`: a Go function name
 *    holds no `-`, so its ending is GOMAXPROCS);
 * 2. otherwise the list that explains every name as a true name printed once per value of L, every
 *    true name with all of them: one value that ends every name (the default run), or several,
 *    when that makes two or more true names or one of them is 1 (`len-4`, `len-4-2`: `-cpu 1,2`);
 * 3. otherwise no suffix (`-cpu 1`): `len-4` and `len-8` of one run are two sub-benchmarks, not one
 *    at GOMAXPROCS 4 and 8 (this reading is chosen when both are possible).
 */

/** A benchmark's name without its GOMAXPROCS suffix, and its GOMAXPROCS. */
export interface ProcsName {
  readonly name: string
  readonly procs: number
}

/** The `-N` ending Go could have appended (N ≥ 2, printed with %d): its base and N, or undefined. */
function ending(fullName: string): ProcsName | undefined {
  const match = /^(.+)-([1-9]\d*)$/.exec(fullName)
  if (match === null || match[2] === '1') return undefined
  return { name: match[1] ?? '', procs: Number(match[2]) }
}

/** Subsets of candidate lists tried in step 2: enough for any `-cpu` list a run uses. */
const MAX_ENDINGS = 6
const MAX_LIST = 4

/**
 * Reads the names of one run (`fullNames`, as printed, distinct or not): a function from a full
 * name of that run to its name and GOMAXPROCS. Deterministic; no name is read twice as the same
 * (name, procs) (Go's printing is one to one, and so is this reading).
 */
export function procsReader(fullNames: Iterable<string>): (fullName: string) => ProcsName {
  const names = new Set(fullNames)
  const list = procsList(names)
  const singles = trueNames(names, list)
  return (fullName) => {
    if (list.has(1) && singles.has(fullName)) return { name: fullName, procs: 1 }
    const end = ending(fullName)
    if (end !== undefined && list.has(end.procs)) return end
    return { name: fullName, procs: 1 }
  }
}

function procsList(names: ReadonlySet<string>): ReadonlySet<number> {
  const topLevel = new Set<number>()
  const endings = new Set<number>()
  for (const name of names) {
    const end = ending(name)
    if (end !== undefined) endings.add(end.procs)
    if (!name.includes('/')) topLevel.add(end?.procs ?? 1)
  }
  if (topLevel.size > 0) return topLevel
  if (endings.size === 0) return NO_SUFFIX
  let best: ReadonlySet<number> | undefined
  for (const list of candidateLists([...endings].sort((a, b) => a - b))) {
    if (best !== undefined && list.size <= best.size) continue
    const count = explainedCount(names, list)
    if (count === 0) continue
    if (list.size === 1 || list.has(1) || count >= 2) best = list
  }
  return best ?? NO_SUFFIX
}

const NO_SUFFIX: ReadonlySet<number> = new Set([1])

/** Every single ending, and (for a few endings) every list of 2 to MAX_LIST values, 1 included. */
function candidateLists(endings: readonly number[]): ReadonlySet<number>[] {
  const lists = endings.map((p) => new Set([p]))
  if (endings.length > MAX_ENDINGS) return lists
  const values = [1, ...endings]
  for (let mask = 1; mask < 1 << values.length; mask++) {
    const list = values.filter((_, i) => (mask & (1 << i)) !== 0)
    if (list.length >= 2 && list.length <= MAX_LIST) lists.push(new Set(list))
  }
  return lists
}

/** A benchmark's name as Go prints it: with its GOMAXPROCS suffix unless that is 1 (or unknown). */
export function printedName(name: string, procs: number | undefined): string {
  return procs === undefined || procs === 1 ? name : `${name}-${procs}`
}

/** The true names under `list`: those printed once per value of it. */
function trueNames(names: ReadonlySet<string>, list: ReadonlySet<number>): ReadonlySet<string> {
  const singles = new Set<string>()
  for (const name of names)
    for (const procs of list) {
      const base =
        procs === 1 ? name : ending(name)?.procs === procs ? ending(name)?.name : undefined
      if (base === undefined) continue
      let all = true
      for (const other of list) if (!names.has(printedName(base, other))) all = false
      if (all) singles.add(base)
    }
  return singles
}

/**
 * How many true names `list` reads when it explains every name (each is a true name printed with
 * one of its values, every true name with all of them); 0 when it does not.
 */
function explainedCount(names: ReadonlySet<string>, list: ReadonlySet<number>): number {
  const singles = trueNames(names, list)
  if (singles.size * list.size !== names.size) return 0
  return singles.size
}

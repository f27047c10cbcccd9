/**
 * What to re-run: the gated benchmarks whose run failed on the PR, then those that regressed or
 * are inconclusive, and for the harnesses that can select benchmarks, a filter that selects
 * exactly those (or a small superset).
 */
import type { BenchmarkId } from '../../model/benchmark-result.js'
import type { Comparison } from '../../model/comparison.js'
import type { RunContext } from '../data/report-data.js'
import { isGoImportPath, quoteRegex, shellQuote } from './shell-words.js'

export interface RerunFilter {
  /** Adapter id of the results, e.g. `google-benchmark-json`. */
  readonly format: string
  /** The harness as users know it. */
  readonly harness: string
  /** Display labels of the benchmarks it selects (untrusted text). */
  readonly benchmarks: readonly string[]
  /** The selection as the harness takes it: a regex, a `-k` expression, or a command list. */
  readonly filter: string
  /** A shell command that re-runs them with more repetitions; `<…>` marks what to fill in. */
  readonly command: string
}

/**
 * Benchmarks worth re-running, unique labels: the gated ones whose run failed on the PR first
 * (does it fail again?), then the gated regressions and inconclusive comparisons, in report order.
 */
export function rerunList(comparisons: readonly Comparison[]): string[] {
  return [...new Set(rerunComparisons(comparisons).map((c) => c.label))]
}

/** The trust the report's context gives the head's results (a fork's results are foreign). */
export function rerunTrust(context: RunContext): RerunTrust {
  return { foreignHead: context.fork !== undefined }
}

/** Who wrote the head's results, as far as the commands built from them are concerned. */
export interface RerunTrust {
  /**
   * The head results come from another repository than the base's (a fork's pull request): a
   * hyperfine benchmark's name is the fork's own shell command, so none is offered to run.
   */
  readonly foreignHead: boolean
}

/**
 * One filter per harness format among the re-run list, in first-seen order. Formats whose
 * harness has no way to select benchmarks get none (the list still names them), and neither do
 * formats whose filter would be a command chosen by a fork (see {@link RerunTrust}). Every word
 * built from a name is quoted as data (see shell-words.ts): no name becomes a flag or a command.
 */
export function rerunFilters(comparisons: readonly Comparison[], trust: RerunTrust): RerunFilter[] {
  const byFormat = new Map<string, Comparison[]>()
  for (const c of rerunComparisons(comparisons)) {
    if (c.format === undefined || !(c.format in BUILDERS)) continue
    if (trust.foreignHead && COMMANDS_FROM_DATA.has(c.format)) continue
    const list = byFormat.get(c.format)
    if (list) list.push(c)
    else byFormat.set(c.format, [c])
  }
  return [...byFormat].flatMap(([format, list]) => {
    const build = BUILDERS[format]
    if (!build) return []
    const ids = uniqueBy(list, (c) => c.label)
    return [{ format, benchmarks: ids.map((c) => c.label), ...build(ids.map((c) => c.benchmark)) }]
  })
}

function rerunComparisons(comparisons: readonly Comparison[]): Comparison[] {
  const failed = comparisons.filter((c) => c.gated && failedOnThePr(c))
  const changed = comparisons.filter(
    (c) => c.gated && (c.class === 'regression' || c.class === 'inconclusive'),
  )
  return [...failed, ...changed]
}

/**
 * Whether the run failed on the PR (`head` or `both` sides). A run that failed on base only is
 * left out: re-running the PR cannot repair the base's numbers.
 */
export function failedOnThePr(c: Comparison): boolean {
  return c.class === 'failed' && c.failure !== undefined && c.failure.head !== null
}

type Builder = (ids: readonly BenchmarkId[]) => Omit<RerunFilter, 'format' | 'benchmarks'>

const googleBenchmark: Builder = (ids) => {
  const filter = `^(${unique(ids.map((id) => quoteRegex(id.name))).join('|')})$`
  return {
    harness: 'Google Benchmark',
    filter,
    command: `<benchmark binary> --benchmark_filter=${shellQuote(filter)} --benchmark_repetitions=20`,
  }
}

/**
 * `go test -bench` splits its pattern at unbracketed slashes and matches each level of a
 * sub-benchmark name separately, so the filter is one alternation per level: it selects the
 * wanted benchmarks and at most other combinations of the same names.
 */
const goTest: Builder = (ids) => {
  const levels: string[][] = []
  for (const id of ids)
    id.name.split('/').forEach((part, depth) => (levels[depth] ??= []).push(quoteRegex(part)))
  const filter = levels.map((parts) => `^(${unique(parts).join('|')})$`).join('/')
  const packages = unique(ids.flatMap((id) => (id.suite === undefined ? [] : [id.suite])))
  const procs = unique(ids.flatMap((id) => (id.procs === undefined ? [] : [String(id.procs)])))
  const cpu = procs.length > 0 ? ` -cpu=${procs.join(',')}` : ''
  // A path that is not an import path may be a flag (`-toolexec=…`): all packages instead.
  const where =
    packages.length > 0 && packages.every(isGoImportPath)
      ? packages.map(shellQuote).join(' ')
      : './...'
  return {
    harness: 'go test',
    filter,
    command: `go test -run='^$' -bench=${shellQuote(filter)}${cpu} -count=20 ${where}`,
  }
}

/**
 * pytest `-k` matches substrings of test names; its words may hold letters, digits and
 * `_ : + - . [ ] \ /`. A name with other characters becomes the conjunction of its pieces, which
 * still selects it.
 */
const pytest: Builder = (ids) => {
  const terms = unique(
    ids.flatMap((id) => {
      const name = id.name.split('::').pop() ?? id.name
      const pieces = name
        .split(/[^\w:+\-.[\]\\/]+/u)
        .filter((p) => p !== '' && !['and', 'or', 'not'].includes(p))
      if (pieces.length === 0) return []
      return [pieces.length === 1 ? (pieces[0] ?? '') : `(${pieces.join(' and ')})`]
    }),
  )
  const filter = terms.join(' or ')
  return {
    harness: 'pytest-benchmark',
    filter,
    command: `pytest --benchmark-only --benchmark-min-rounds=20 -k ${shellQuote(filter)}`,
  }
}

/** hyperfine runs the commands it is given; parameter placeholders are filled in. */
const hyperfine: Builder = (ids) => {
  const commands = unique(
    ids.map((id) =>
      Object.entries(id.params ?? {}).reduce(
        (command, [key, value]) => command.split(`{${key}}`).join(value),
        id.name,
      ),
    ),
  )
  const filter = commands.map(shellQuote).join(' ')
  return { harness: 'hyperfine', filter, command: `hyperfine --runs 30 ${filter}` }
}

/** Formats whose benchmark names are the commands the harness ran. */
const COMMANDS_FROM_DATA: ReadonlySet<string> = new Set(['hyperfine-json'])

const BUILDERS: Readonly<Record<string, Builder>> = {
  'google-benchmark-json': googleBenchmark,
  'google-benchmark-csv': googleBenchmark,
  'go-test-text': goTest,
  'go-test-json': goTest,
  'pytest-benchmark-json': pytest,
  'hyperfine-json': hyperfine,
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(key(item)) && (seen.add(key(item)), true))
}

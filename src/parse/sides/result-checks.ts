/**
 * The last word on what parse hands to compare, whatever an adapter did. Adapters check
 * their own values; these checks catch what slips past them (1e300 s is Infinity in ns, a hostile
 * file, a bug), so that no NaN or Infinity reaches the model, negative values are reported, every
 * diagnostic names its file, harness strings stay short, and a broken file costs only itself.
 */
import type { BenchmarkId, BenchmarkResult, SummaryStats } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { plural } from '../../model/plural.js'
import { boundedName, NAME_LIMIT, PARAM_VALUE_LIMIT } from '../formats/bounded-text.js'
import type { ParsedFile } from '../formats/format-adapter.js'

/** The warning on a single file that yields no result and says nothing. */
export const NO_RESULTS = 'holds no benchmark results'

/** Problems listed per file; the rest are counted in one line. */
export const MAX_DIAGNOSTICS_PER_FILE = 50

/** Problems listed per side (base, head, …): a report lists problems, it is not a log. */
export const MAX_DIAGNOSTICS_PER_SIDE = 1000

/**
 * Runs `read` (one file's or one file set's parse) and checks its output. An exception, which no
 * adapter should ever throw, becomes one diagnostic naming `file`, so the other files of the run
 * are still read and compared. A single file (not a set, whose report files hold no results by
 * design) that yields nothing and says nothing is reported as holding no results.
 */
export function readChecked(read: () => ParsedFile, file: string, single: boolean): ParsedFile {
  let parsed: ParsedFile
  try {
    parsed = read()
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return {
      results: [],
      diagnostics: [
        diagnostic(
          'error',
          file,
          '',
          `could not be read because of a bug in bench-verdict (${reason.slice(0, 200)}); please report it. The other files were read.`,
        ),
      ],
      environment: {},
    }
  }
  const checked = checkParsedFile(parsed, file)
  if (
    !single ||
    checked.results.length > 0 ||
    checked.diagnostics.some((d) => d.severity !== 'info')
  )
    return checked
  return {
    ...checked,
    diagnostics: [...checked.diagnostics, diagnostic('warning', file, '', NO_RESULTS)],
  }
}

/** See the module comment; `file` names diagnostics that name none. */
export function checkParsedFile(parsed: ParsedFile, file: string): ParsedFile {
  const diagnostics = parsed.diagnostics.map((d) => (d.file === '' ? { ...d, file } : d))
  const results = parsed.results.map((result) => checkResult(result, file, diagnostics))
  const environment = Object.fromEntries(
    Object.entries(parsed.environment).map(([key, value]) => [key, boundedName(value)]),
  )
  return {
    results,
    diagnostics: capDiagnostics(diagnostics, MAX_DIAGNOSTICS_PER_FILE, 'in this file'),
    environment,
  }
}

/**
 * The first `max` diagnostics, then one line counting the others (with the worst severity among
 * them, naming the file of the first one left out).
 */
export function capDiagnostics(
  diagnostics: readonly Diagnostic[],
  max: number,
  scope: string,
): Diagnostic[] {
  if (diagnostics.length <= max) return [...diagnostics]
  const omitted = diagnostics.slice(max)
  const severity = omitted.some((d) => d.severity === 'error')
    ? 'error'
    : omitted.some((d) => d.severity === 'warning')
      ? 'warning'
      : 'info'
  return [
    ...diagnostics.slice(0, max),
    diagnostic(
      severity,
      omitted[0]?.file ?? '',
      '',
      `${plural(omitted.length, 'more problem')} ${scope} ${omitted.length === 1 ? 'is' : 'are'} not listed`,
    ),
  ]
}

function checkResult(
  result: BenchmarkResult,
  fallbackFile: string,
  diagnostics: Diagnostic[],
): BenchmarkResult {
  const file = result.source.file || fallbackFile
  const { source } = result
  const location =
    source.jsonPath ?? (source.line === undefined ? '' : `line ${String(source.line)}`)
  const report = (severity: Diagnostic['severity'], message: string) =>
    diagnostics.push(diagnostic(severity, file, location, message))
  const benchmark = boundedId(result.benchmark)
  let checked: BenchmarkResult = benchmark === result.benchmark ? result : { ...result, benchmark }
  if (!result.samples.every(Number.isFinite)) {
    const keep = result.samples.map(Number.isFinite)
    const samples = result.samples.filter((_, i) => keep[i])
    report(
      'warning',
      `${plural(result.samples.length - samples.length, 'value')} out of range dropped`,
    )
    checked = {
      ...checked,
      samples,
      ...(result.rounds ? { rounds: result.rounds.filter((_, i) => keep[i]) } : {}),
    }
  }
  if (result.summary) {
    const { summary, problem } = checkSummary(result.summary)
    if (problem) report('warning', problem)
    checked = summary ? { ...checked, summary } : omit(checked, 'summary')
  }
  if (result.quantum !== undefined && !(Number.isFinite(result.quantum) && result.quantum > 0)) {
    checked = omit(checked, 'quantum')
  }
  if (isNegative(checked) && !reported(diagnostics, file, location))
    report('error', 'a negative value: a time, count or rate cannot be negative')
  return checked
}

/** Figures that are not finite are dropped; n must be a whole number of at least 1. */
function checkSummary(summary: SummaryStats): {
  summary: SummaryStats | undefined
  problem: string | undefined
} {
  const problems: string[] = []
  const { n, ...figures } = summary
  const finite = Object.fromEntries(
    Object.entries(figures).filter(([key, value]) => {
      const ok = typeof value === 'number' && Number.isFinite(value)
      if (!ok) problems.push(`${key} out of range`)
      return ok
    }),
  )
  const count = Number.isSafeInteger(n) && n >= 1 ? n : 1
  if (count !== n)
    problems.push(`sample count ${String(n)} is not a positive whole number (read as 1)`)
  const problem = problems.length > 0 ? `summary: ${problems.join(', ')}` : undefined
  if (finite.mean === undefined && finite.median === undefined)
    return { summary: undefined, problem }
  return { summary: { n: count, ...finite }, problem }
}

/** Custom units may be signed (a score, a difference); times, counts and rates may not. */
function isNegative(result: BenchmarkResult): boolean {
  if (result.metric === 'custom') return false
  const { summary } = result
  return (
    result.samples.some((x) => x < 0) ||
    [summary?.mean, summary?.median, summary?.min, summary?.max].some(
      (x) => x !== undefined && x < 0,
    )
  )
}

/** An adapter that reported the negative value itself (`toSamples`) is not repeated. */
function reported(diagnostics: readonly Diagnostic[], file: string, location: string): boolean {
  return diagnostics.some(
    (d) =>
      d.file === file &&
      d.severity === 'error' &&
      /negative/i.test(d.message) &&
      d.location.startsWith(location),
  )
}

/** Names and parameters as harnesses print them can be whole inputs (test/field-cases.md F27): keep keys short. */
function boundedId(id: BenchmarkId): BenchmarkId {
  const long = (text: string | undefined, limit: number) =>
    text !== undefined && text.length > limit
  const params = Object.entries(id.params ?? {})
  if (
    !long(id.name, NAME_LIMIT) &&
    !long(id.suite, NAME_LIMIT) &&
    !params.some(([key, value]) => long(key, NAME_LIMIT) || long(value, PARAM_VALUE_LIMIT))
  )
    return id
  return {
    ...id,
    ...(id.suite === undefined ? {} : { suite: boundedName(id.suite) }),
    name: boundedName(id.name),
    ...(id.params
      ? {
          params: Object.fromEntries(
            params.map(([key, value]) => [
              boundedName(key),
              value.length <= PARAM_VALUE_LIMIT ? value : boundedName(value),
            ]),
          ),
        }
      : {}),
  }
}

/** `value` without `key` (an optional property must be absent, not undefined). */
function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value }
  Reflect.deleteProperty(copy, key)
  return copy
}

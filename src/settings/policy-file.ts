/**
 * Policy file text (YAML) → Policy, or every problem at once, each with the file, the YAML path
 * and the line, what was expected, what was found and, for unknown keys, the closest valid one.
 * Pure: the shells read the file (policy-read.ts).
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import { z } from 'zod'
import {
  closestName,
  DEFAULT_POLICY,
  type BenchmarkPattern,
  type Policy,
  type PolicyDefaults,
  type PolicyLocation,
  type PolicyProblem,
} from '../policy/judge.js'
import { expectations, found, PolicySchema, type PolicyInput } from './policy-schema.js'

type PathSegment = string | number

/**
 * Parses and validates a policy file. YAML 1.2 core schema: `off` and `no` stay strings and
 * dates stay text, so `gate: off` and `expires: 2026-03-31` mean what they say.
 *
 * @param text the file's content
 * @param file the name shown in messages (as the user wrote it, e.g. `.github/bench-verdict.yml`)
 * @returns the policy; when invalid, DEFAULT_POLICY's rules with `problems` listing what is wrong
 */
export function parsePolicyText(text: string, file: string): Policy {
  const counter = new LineCounter()
  const document = parseDocument(text, {
    lineCounter: counter,
    version: '1.2',
    schema: 'core',
    uniqueKeys: true,
    prettyErrors: true,
  })
  const located = new Locator(document, counter)
  if (document.errors.length > 0) {
    const problems = document.errors.map((error) => ({
      file,
      path: '',
      line: error.linePos?.[0].line ?? null,
      // The first line without its " at line L, column C:" suffix: the problem carries the line.
      message: `not valid YAML: ${(error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')}`,
    }))
    return invalid(file, problems)
  }
  let data: unknown
  try {
    data = document.toJS({ maxAliasCount: 100 }) ?? {}
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return invalid(file, [{ file, path: '', line: null, message: `not valid YAML: ${why}` }])
  }
  const parsed = PolicySchema.safeParse(data)
  if (!parsed.success) {
    // One problem per place: a union reports each branch's complaint about the same value.
    const seen = new Set<string>()
    const problems = parsed.error.issues
      .flatMap((issue) => describeIssue(issue, data, located, file))
      .filter((problem) => !seen.has(problem.path) && Boolean(seen.add(problem.path)))
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
    return invalid(file, problems)
  }
  return toPolicy(parsed.data, data, file, located)
}

/** The defaults' rules with the problems that make the verdict `error`. */
export function invalid(file: string, problems: readonly PolicyProblem[]): Policy {
  return { ...DEFAULT_POLICY, file, problems }
}

function toPolicy(input: PolicyInput, raw: unknown, file: string, located: Locator): Policy {
  const d = input.defaults ?? {}
  const defaults: PolicyDefaults = {
    threshold: d.threshold,
    thresholdDeterministic: d['threshold-deterministic'],
    noiseFloor: d['noise-floor'],
    geomeanThreshold: d['geomean-threshold'],
    geomeanNoiseFloor: d['geomean-noise-floor'],
    fdr: d.fdr,
    alpha: d.alpha,
    minSamples: d['min-samples'],
    maxInconclusiveFraction: d['max-inconclusive-fraction'],
    history: d.history,
    failOn: d['fail-on'],
    failOnInconclusive: d['fail-on-inconclusive'],
    withinVariance: d['within-variance'],
  }
  const at = (path: readonly PathSegment[]): PolicyLocation => ({
    path: formatPath(path),
    line: located.line(path),
  })
  // File order, not the schema's: the method section lists rules as the file has them.
  const metricNames = Object.keys(valueAt(raw, ['metrics']) ?? {})
  const metrics = metricNames.flatMap((metric) => {
    const rule = input.metrics?.[metric]
    return rule ? [{ metric, ...rule, at: at(['metrics', metric]) }] : []
  })
  return {
    file,
    problems: [],
    defaults,
    overrides: [],
    metrics,
    benchmarks: (input.benchmarks ?? []).map((rule, i) => ({
      pattern: patternOf(rule),
      metric: rule.metric,
      gate: rule.gate,
      direction: rule.direction,
      threshold: rule.threshold,
      onFailure: rule['on-failure'],
      at: at(['benchmarks', i]),
    })),
    required: (input.required ?? []).map((text, i) => ({
      pattern: { kind: 'glob', text },
      at: at(['required', i]),
    })),
    corroborate: input.corroborate,
    wallTimeOnly: input['wall-time-only'],
    environment: {
      onMismatch: input.environment?.['on-mismatch'] ?? DEFAULT_POLICY.environment.onMismatch,
      keys: input.environment?.keys ?? DEFAULT_POLICY.environment.keys,
    },
    waivers: (input.waivers ?? []).map((waiver, i) => ({
      pattern: patternOf(waiver),
      metric: waiver.metric,
      maxRegression: waiver['max-regression'],
      reason: waiver.reason,
      expires: waiver.expires,
      at: at(['waivers', i]),
    })),
    acknowledgeLabel: input['acknowledge-label'] ?? null,
    ...(input.references
      ? {
          references: Object.entries(input.references).map(([name, rule]) => ({
            name,
            gate: rule.gate,
            at: at(['references', name]),
          })),
        }
      : {}),
  }
}

function patternOf(entry: {
  benchmark?: string | undefined
  'benchmark-regex'?: string | undefined
}): BenchmarkPattern {
  return entry.benchmark !== undefined
    ? { kind: 'glob', text: entry.benchmark }
    : { kind: 'regex', text: entry['benchmark-regex'] ?? '' }
}

function describeIssue(
  issue: z.core.$ZodIssue,
  data: unknown,
  located: Locator,
  file: string,
): PolicyProblem[] {
  const path = issue.path.filter((s): s is PathSegment => typeof s !== 'symbol')
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({
      file,
      path: formatPath([...path, key]),
      line: located.line([...path, key]),
      message: unknownKeyMessage(key, path),
    }))
  return [
    { file, path: formatPath(path), line: located.line(path), message: message(issue, path, data) },
  ]
}

function message(issue: z.core.$ZodIssue, path: readonly PathSegment[], data: unknown): string {
  if (issue.code === 'custom') return issue.message
  const value = valueAt(data, path)
  const schema = schemaAt(path)
  const registered = schema && expectations.get(schema)
  const explained = registered?.explain?.(value)
  if (explained !== undefined) return explained
  const expected = registered?.expected ?? (schema ? describeSchema(schema) : 'a valid value')
  if (path.length === 0)
    return `expected a mapping of policy sections (${knownKeys([]).join(', ')}); found ${found(value)}`
  if (value === undefined) return `missing; expected ${expected}`
  return `expected ${expected}; found ${found(value)}`
}

/** The schema node at a path, stopping at the first node that says what it expects. */
function schemaAt(path: readonly PathSegment[]): z.ZodType | undefined {
  let node: z.ZodType | undefined = unwrap(PolicySchema)
  for (const segment of path) {
    if (node instanceof z.ZodObject) {
      const shape = node.shape as Record<string, z.ZodType | undefined>
      const catchall = node.def.catchall as z.ZodType | undefined
      node = shape[String(segment)] ?? (catchall instanceof z.ZodNever ? undefined : catchall)
    } else if (node instanceof z.ZodArray) node = node.element as z.ZodType
    else return undefined
    node = node && unwrap(node)
  }
  return node
}

/** Through optional wrappers and unions' inner branches, to a node that says what it expects. */
function unwrap(schema: z.ZodType): z.ZodType {
  let node = schema
  while (!expectations.has(node)) {
    if (node instanceof z.ZodOptional) node = node.unwrap() as z.ZodType
    else if (node instanceof z.ZodPipe) node = node.in as z.ZodType
    else break
  }
  return node
}

function describeSchema(schema: z.ZodType): string {
  if (schema instanceof z.ZodEnum) return `one of ${schema.options.join(', ')}`
  if (schema instanceof z.ZodBoolean) return 'true or false'
  if (schema instanceof z.ZodObject) return 'a mapping'
  if (schema instanceof z.ZodArray) return 'a list'
  if (schema instanceof z.ZodUnion) {
    const choices = schema.options.flatMap((option) =>
      option instanceof z.ZodEnum ? (option.options as string[]) : [],
    )
    if (choices.length > 0) return `one of ${choices.join(', ')}, or another name`
  }
  return 'a valid value'
}

function knownKeys(path: readonly PathSegment[]): string[] {
  const node = schemaAt(path)
  return node instanceof z.ZodObject ? Object.keys(node.shape) : []
}

function unknownKeyMessage(key: string, path: readonly PathSegment[]): string {
  const known = knownKeys(path)
  const closest = closestName(key, known)
  const hint = closest
    ? `; did you mean "${closest}"?`
    : path.length === 0 && knownKeys(['defaults']).includes(key)
      ? '; it belongs under "defaults:".'
      : '.'
  return `unknown key "${key}"${hint} Valid keys here: ${known.join(', ')}`
}

/** `benchmarks[2].threshold`, `metrics["B/op"].gate`: the path as users find it in the file. */
export function formatPath(path: readonly PathSegment[]): string {
  return path
    .map((segment, i) => {
      if (typeof segment === 'number') return `[${segment}]`
      if (/^[A-Za-z_][\w-]*$/.test(segment)) return i === 0 ? segment : `.${segment}`
      return `[${JSON.stringify(segment)}]`
    })
    .join('')
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let value = data
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PathSegment, unknown>)[segment]
  }
  return value
}

/** Maps YAML paths to 1-based lines: a map entry's key line, a list item's first line. */
class Locator {
  constructor(
    private readonly document: Document,
    private readonly counter: LineCounter,
  ) {}

  /** The line of the deepest node along the path that exists (a missing key: its parent's). */
  line(path: readonly PathSegment[]): number | null {
    let node: unknown = this.document.contents
    let line = this.lineOfNode(node)
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment)
        if (!pair) break
        line = this.lineOfNode(pair.key) ?? line
        node = pair.value
      } else if (isSeq(node) && typeof segment === 'number') {
        const item: unknown = node.items[segment]
        if (item === undefined) break
        line = this.lineOfNode(item) ?? line
        node = item
      } else break
    }
    return line
  }

  private lineOfNode(node: unknown): number | null {
    const offset = (node as Node | null | undefined)?.range?.[0]
    return offset === undefined ? null : this.counter.linePos(offset).line
  }
}

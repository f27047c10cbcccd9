/**
 * github-action-benchmark's custom JSON (`tool: customSmallerIsBetter | customBiggerIsBetter`, v1.x):
 * `[{ "name", "unit", "value", "range"?, "extra"? }]`, one value per benchmark. The file does not say
 * which way is better: the format id carries it (docs/architecture.md §3). Auto-detection reads it as
 * `custom-json`, which takes the direction from the unit where the unit tells (times lower, rates
 * higher) and otherwise asks for one of the two explicit ids. The peer's own entry of one commit,
 * `{ "tool", "benches": [...] }` (what its `data.js` history holds per commit and suite), is read
 * too: `tool` then names the direction (a custom tool) or the harness whose units say it, and the
 * meaning of `range` (peer-entries.ts). Go rows with a combined unit are split into their metrics.
 */
import { keepResult } from './result-room.js'
import { parseTree, findNodeAtLocation } from 'jsonc-parser'
import { z } from 'zod'
import type { BenchmarkResult, Direction } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { plural } from '../../model/plural.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { isJsonArrayDocument } from '../json/json-document.js'
import { childPath, readRecord } from '../json/json-records.js'
import { normalizeUnit, printedQuantum, nanosecondsPer, type NormalizedUnit } from './units.js'
import { readJsonRoot } from '../json/json-root.js'
import { benchmarkNameOf, rangeSummary, splitCombinedUnit } from './peer-entries.js'

const Entry = z.object({
  name: z.string(),
  unit: z.string(),
  value: z.number(),
  // Free text in the peer (`"5%"`, `"± 0.3"`, `3`): read only where the entry's tool fixes it.
  range: z.union([z.string(), z.number()]).optional(),
  extra: z.string().optional(),
})

type Mode = 'custom-smaller-is-better' | 'custom-bigger-is-better' | 'custom-json'

/** The peer's entry of one commit and suite: its tool and extracted benches. */
const PeerEntry = z.looseObject({ tool: z.string(), benches: z.array(z.unknown()) })

/** A peer tool's own name for the custom formats; any other tool is a harness with known units. */
const CUSTOM_TOOLS: Readonly<Record<string, Mode>> = {
  customSmallerIsBetter: 'custom-smaller-is-better',
  customBiggerIsBetter: 'custom-bigger-is-better',
}

const detect = ({ text }: SourceText): boolean =>
  /"name"\s*:/.test(text) &&
  /"unit"\s*:/.test(text) &&
  /"value"\s*:/.test(text) &&
  (isJsonArrayDocument(text, 'object') ||
    /^\s*\{\s*"tool"\s*:\s*"[^"]*"\s*,\s*"benches"\s*:/.test(text))

export const customSmallerIsBetter: FormatAdapter<'custom-smaller-is-better'> = {
  id: 'custom-smaller-is-better',
  harness: 'github-action-benchmark custom JSON (smaller is better)',
  aliases: ['customSmallerIsBetter'],
  detect: () => false,
  parse: (source) => parse(source, 'custom-smaller-is-better'),
}

export const customBiggerIsBetter: FormatAdapter<'custom-bigger-is-better'> = {
  id: 'custom-bigger-is-better',
  harness: 'github-action-benchmark custom JSON (bigger is better)',
  aliases: ['customBiggerIsBetter'],
  detect: () => false,
  parse: (source) => parse(source, 'custom-bigger-is-better'),
}

export const customJson: FormatAdapter<'custom-json'> = {
  id: 'custom-json',
  harness: 'github-action-benchmark custom JSON (direction from the unit)',
  detect,
  parse: (source) => parse(source, 'custom-json'),
}

function parse(source: SourceText, named: Mode): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, z.union([z.array(z.unknown()), PeerEntry]), diagnostics)
  const entries = Array.isArray(root) ? root : root?.benches
  const tool = Array.isArray(root) ? undefined : root?.tool
  // A custom tool's entry carries its direction; a harness tool's units carry theirs.
  const mode = tool === undefined ? named : (CUSTOM_TOOLS[tool] ?? named)
  const fromHarness = tool !== undefined && CUSTOM_TOOLS[tool] === undefined
  const entriesPath = Array.isArray(root) ? '$' : '$.benches'
  const printed = Array.isArray(root) ? printedValues(source.text) : []
  const results: BenchmarkResult[] = []
  const undecided: string[] = []
  entries?.forEach((raw, index) => {
    const path = childPath(entriesPath, index)
    const read = readRecord(Entry, raw, source.name, path, diagnostics)
    if (!read) return
    const values = splitCombinedUnit(read.value, read.unit)
    values.forEach((part, i) => {
      const entry = {
        ...read,
        name: benchmarkNameOf(read.name, part.unit),
        value: part.value,
        unit: part.unit,
      }
      const at = values.length > 1 ? `${path}.unit` : path
      const text = part.printed ?? (i === 0 ? printed[index] : undefined)
      keepResult(
        results,
        toResult(
          entry,
          { mode, fromHarness, tool, source, path: at, printed: text },
          diagnostics,
          undecided,
        ),
      )
    })
  })
  if (undecided.length > 0)
    diagnostics.push(
      diagnostic(
        'warning',
        source.name,
        '',
        `the unit does not tell whether smaller or bigger is better for ${plural(undecided.length, 'benchmark')} (${[...new Set(undecided)].join(', ')}); set the format to custom-smaller-is-better or custom-bigger-is-better`,
      ),
    )
  return { results, diagnostics, environment: {} }
}

interface EntryContext {
  readonly mode: Mode
  /** The entry's tool is a harness (go, cargo, …): its units say the direction. */
  readonly fromHarness: boolean
  readonly tool: string | undefined
  readonly source: SourceText
  readonly path: string
  readonly printed: string | undefined
}

/**
 * One value of an entry as a result: a summary of n = 1, or of the sample count and spread the
 * entry's `range` gives when its tool fixes what the range means (peer-entries.ts).
 */
function toResult(
  entry: z.infer<typeof Entry>,
  context: EntryContext,
  diagnostics: Diagnostic[],
  undecided: string[],
): BenchmarkResult {
  const { mode, source, path } = context
  const unit = unitOf(entry.unit)
  const direction = context.fromHarness ? unit.direction : directionFor(mode, unit)
  if (direction === 'unknown') undecided.push(entry.unit)
  if (mode !== 'custom-json' && conflicts(unit, direction))
    diagnostics.push(
      diagnostic(
        'warning',
        source.name,
        path,
        `"${entry.unit}" is declared ${direction} by the format`,
      ),
    )
  const value = entry.value * unit.factor
  if (value < 0 && unit.metric !== 'custom')
    diagnostics.push(
      diagnostic('error', source.name, `${path}.value`, 'a negative value is invalid'),
    )
  const quantum = printedQuantum(context.printed || String(entry.value), unit.factor)
  const spread = rangeSummary(context.tool, entry.value, entry.range, entry.extra)
  return {
    benchmark: { name: entry.name },
    metric: unit.metric,
    metricName: entry.unit,
    unit: unit.unit,
    direction,
    samples: [],
    summary: spread
      ? {
          n: spread.n,
          mean: value,
          ...(spread.sd === undefined ? {} : { sd: spread.sd * unit.factor }),
        }
      : { n: 1, mean: value },
    ...(quantum === undefined ? {} : { quantum }),
    format: mode,
    source: { file: source.name, jsonPath: path },
  }
}

/** Known units are converted; any other `<thing>/<time>` (req/s, frames/min) is a rate. */
function unitOf(printed: string): NormalizedUnit {
  const known = normalizeUnit(printed)
  if (known.metric !== 'custom') return known
  const rate = /^\s*([A-Za-z]+)\s*\/\s*([a-zµμ]+)\s*$/.exec(printed)
  const perTime = rate?.[2] === undefined ? undefined : nanosecondsPer(rate[2])
  if (rate?.[1] === undefined || perTime === undefined) return known
  return {
    metric: 'throughput',
    unit: `${rate[1]}/s`,
    factor: 1e9 / perTime,
    direction: 'higher-is-better',
  }
}

function directionFor(mode: Mode, unit: NormalizedUnit): Direction {
  if (mode === 'custom-smaller-is-better') return 'lower-is-better'
  if (mode === 'custom-bigger-is-better') return 'higher-is-better'
  // Memory can go either way (the peer's own example is "Free Memory", bigger is better).
  return unit.metric === 'wall-time' || unit.metric === 'throughput' ? unit.direction : 'unknown'
}

function conflicts(unit: NormalizedUnit, declared: Direction): boolean {
  return (
    (unit.metric === 'wall-time' || unit.metric === 'throughput') && unit.direction !== declared
  )
}

/**
 * The `value` of each entry as printed (`0.030` stays three decimals), for the printed resolution
 * (docs/method.md §7, test/field-cases.md F16). Empty when the text is not one plain JSON array.
 */
function printedValues(text: string): string[] {
  const start = text.indexOf('[')
  const root = start < 0 ? undefined : parseTreeOrUndefined(text.slice(start))
  if (root?.type !== 'array') return []
  return (root.children ?? []).map((child) => {
    const node = findNodeAtLocation(child, ['value'])
    return node?.type === 'number'
      ? text.slice(start + node.offset, start + node.offset + node.length)
      : ''
  })
}

/**
 * jsonc-parser's tree, or undefined for a document nested too deeply for its recursive parser
 * (JSON.parse read it; a hostile file nests 100,000 deep): the printed values are then unknown.
 */
function parseTreeOrUndefined(text: string): ReturnType<typeof parseTree> {
  try {
    return parseTree(text)
  } catch (error) {
    if (error instanceof RangeError) return undefined
    throw error
  }
}

/**
 * github-action-benchmark's custom JSON (`tool: customSmallerIsBetter | customBiggerIsBetter`, v1.x):
 * `[{ "name", "unit", "value", "range"?, "extra"? }]`, one value per benchmark. The file does not say
 * which way is better: the format id carries it (docs/architecture.md §3). Auto-detection reads it as
 * `custom-json`, which takes the direction from the unit where the unit tells (times lower, rates
 * higher) and otherwise asks for one of the two explicit ids.
 */
import { keepResult } from './result-room.js'
import { parseTree, findNodeAtLocation } from 'jsonc-parser'
import { z } from 'zod'
import type { BenchmarkResult, Direction } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { isJsonArrayDocument } from '../json/json-document.js'
import { childPath, readRecord } from '../json/json-records.js'
import { normalizeUnit, printedQuantum, nanosecondsPer, type NormalizedUnit } from './units.js'
import { readJsonRoot } from '../json/json-root.js'

const Entry = z.object({
  name: z.string(),
  unit: z.string(),
  value: z.number(),
  // Free text in the peer (`"5%"`, `"± 0.3"`, `3`): its meaning is not fixed, so it is not used.
  range: z.union([z.string(), z.number()]).optional(),
  extra: z.string().optional(),
})

type Mode = 'custom-smaller-is-better' | 'custom-bigger-is-better' | 'custom-json'

const detect = ({ text }: SourceText): boolean =>
  /"name"\s*:/.test(text) &&
  /"unit"\s*:/.test(text) &&
  /"value"\s*:/.test(text) &&
  isJsonArrayDocument(text, 'object')

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

function parse(source: SourceText, mode: Mode): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const entries = readJsonRoot(source, z.array(z.unknown()), diagnostics)
  const printed = printedValues(source.text)
  const results: BenchmarkResult[] = []
  const undecided: string[] = []
  entries?.forEach((raw, index) => {
    const path = childPath('$', index)
    const entry = readRecord(Entry, raw, source.name, path, diagnostics)
    if (!entry) return
    const unit = unitOf(entry.unit)
    const direction = directionFor(mode, unit)
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
    const quantum = printedQuantum(printed[index] || String(entry.value), unit.factor)
    keepResult(results, {
      benchmark: { name: entry.name },
      metric: unit.metric,
      metricName: entry.unit,
      unit: unit.unit,
      direction,
      samples: [],
      summary: { n: 1, mean: value },
      ...(quantum === undefined ? {} : { quantum }),
      format: mode,
      source: { file: source.name, jsonPath: path },
    })
  })
  if (undecided.length > 0)
    diagnostics.push(
      diagnostic(
        'warning',
        source.name,
        '',
        `the unit does not tell whether smaller or bigger is better for ${undecided.length} benchmark(s) (${[...new Set(undecided)].join(', ')}); set the format to custom-smaller-is-better or custom-bigger-is-better`,
      ),
    )
  return { results, diagnostics, environment: {} }
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

import type { BenchmarkId, BenchmarkResult, SourceLocation } from '../../model/benchmark-result.js'
import type { ParsedSide } from '../parse-files.js'

/**
 * Results in a form that crosses a thread boundary cheaply. Structured cloning of 20,000
 * Google Benchmark results (an object, a benchmark id, a source and a sample array each) costs
 * the sending thread ~50 ms and the receiving one ~110 ms, on the run's critical path. Packed,
 * what results share (metric, unit, format, file, environment…) is sent once per distinct value,
 * the samples travel as one Float64Array (moved, not copied), and the receiver rebuilds plain
 * objects. `unpackResults(pack(r))` deep-equals `r` (tested on every fixture format).
 */
export interface PackedResults {
  /** The fields results share, one entry per distinct combination; `file` is the source's. */
  readonly shared: readonly SharedPart[]
  /** Per result: its index in `shared`. */
  readonly sharedIndex: Int32Array
  readonly benchmarks: readonly BenchmarkId[]
  /** Per result: the source's JSON path, or undefined. */
  readonly jsonPaths: readonly (string | undefined)[]
  /** Per result: the source's line, or NaN when it has none. */
  readonly lines: Float64Array
  /** Per result: how many of `samples` are its own, in order. */
  readonly sampleCounts: Int32Array
  readonly samples: Float64Array
  /** Fields that differ from result to result beyond the above (summary, rounds…), by index. */
  readonly own: ReadonlyMap<number, OwnPart | Whole>
}

type SharedPart = Omit<BenchmarkResult, 'benchmark' | 'samples' | 'source' | OwnKey> & {
  readonly file: string
}
type OwnKey = 'summary' | 'rounds'
type OwnPart = Pick<BenchmarkResult, OwnKey>

/** Fields of `BenchmarkResult` kept in `shared`, in the order the model declares them. */
const SHARED_KEYS = [
  'metric',
  'metricName',
  'unit',
  'direction',
  'quantum',
  'deterministic',
  'error',
  'format',
  'environment',
  'run',
] as const satisfies readonly (keyof BenchmarkResult)[]

const KNOWN = new Set<string>([
  ...SHARED_KEYS,
  'benchmark',
  'samples',
  'source',
  'summary',
  'rounds',
])
const SOURCE_KEYS = new Set(['file', 'line', 'jsonPath'])

/**
 * Packs `results` (any adapter's). A result with a field this packing does not know is carried
 * whole in `own` under the key `whole`, so a field added to the model later is never lost.
 *
 * @returns the pack, and the buffers to move with it (its typed arrays')
 */
export function packResults(results: readonly BenchmarkResult[]): {
  pack: PackedResults
  transfer: ArrayBuffer[]
} {
  const n = results.length
  const sharedIndex = new Int32Array(n)
  const lines = new Float64Array(n)
  const sampleCounts = new Int32Array(n)
  const benchmarks: BenchmarkId[] = []
  const jsonPaths: (string | undefined)[] = []
  const own = new Map<number, OwnPart | Whole>()
  const shared: SharedPart[] = []
  const sharedKeys = new Map<string, number>()
  const objectIds = new Map<object, number>()
  const recent: number[] = []
  let total = 0
  for (const r of results) total += r.samples.length
  const samples = new Float64Array(total)
  let at = 0
  results.forEach((r, i) => {
    benchmarks.push(r.benchmark)
    jsonPaths.push(r.source.jsonPath)
    lines[i] = r.source.line ?? Number.NaN
    sampleCounts[i] = r.samples.length
    for (const value of r.samples) samples[at++] = value
    if (!isPackable(r)) {
      own.set(i, { whole: r })
      return
    }
    if (r.summary !== undefined || r.rounds !== undefined)
      own.set(i, {
        ...(r.summary !== undefined ? { summary: r.summary } : {}),
        ...(r.rounds !== undefined ? { rounds: r.rounds } : {}),
      })
    // A file's results cycle through a few metrics: the recent parts answer without a key.
    let index = recent.find((j) => isSharedBy(r, shared[j] as SharedPart))
    if (index === undefined) {
      const key = sharedKey(r, objectIds)
      index = sharedKeys.get(key)
      if (index === undefined) {
        index = shared.length
        sharedKeys.set(key, index)
        shared.push(sharedPart(r))
      }
      recent.unshift(index)
      if (recent.length > RECENT) recent.pop()
    }
    sharedIndex[i] = index
  })
  const pack = { shared, sharedIndex, benchmarks, jsonPaths, lines, sampleCounts, samples, own }
  return {
    pack,
    transfer: [sharedIndex.buffer, lines.buffer, sampleCounts.buffer, samples.buffer],
  }
}

interface Whole {
  readonly whole: BenchmarkResult
}

/** The results `packResults` packed, as plain objects with their own sample arrays. */
export function unpackResults(pack: PackedResults): BenchmarkResult[] {
  const { shared, sharedIndex, benchmarks, jsonPaths, lines, sampleCounts, samples } = pack
  const results: BenchmarkResult[] = []
  let at = 0
  for (let i = 0; i < sharedIndex.length; i++) {
    const count = sampleCounts[i] ?? 0
    const values = new Array<number>(count)
    for (let k = 0; k < count; k++) values[k] = samples[at++] ?? Number.NaN
    const own = pack.own.get(i)
    if (own && 'whole' in own) {
      results.push(own.whole)
      continue
    }
    const { file, ...fields } = shared[sharedIndex[i] ?? 0] as SharedPart
    const line = lines[i] ?? Number.NaN
    const jsonPath = jsonPaths[i]
    const source: SourceLocation = {
      file,
      ...(Number.isNaN(line) ? {} : { line }),
      ...(jsonPath === undefined ? {} : { jsonPath }),
    }
    results.push({
      benchmark: benchmarks[i] as BenchmarkId,
      ...fields,
      samples: values,
      ...own,
      source,
    })
  }
  return results
}

function isPackable(r: BenchmarkResult): boolean {
  for (const key in r) if (!KNOWN.has(key)) return false
  for (const key in r.source) if (!SOURCE_KEYS.has(key)) return false
  return true
}

/**
 * What tells one shared part from another: each field's type and value, objects by identity (one
 * environment object per file), strings JSON-quoted so no value can pass for a separator.
 */
function sharedKey(r: BenchmarkResult, objectIds: Map<object, number>): string {
  let key = JSON.stringify(r.source.file)
  for (const name of SHARED_KEYS) {
    if (!(name in r)) {
      key += '|-'
      continue
    }
    const value: unknown = r[name]
    key += `|${typeof value}:`
    if (typeof value === 'string') key += JSON.stringify(value)
    else if (typeof value === 'object' && value !== null) {
      let id = objectIds.get(value)
      if (id === undefined) objectIds.set(value, (id = objectIds.size))
      key += String(id)
    } else if (Object.is(value, -0)) key += '-0'
    else key += String(value)
  }
  return key
}

const RECENT = 8

/** Whether `part` holds exactly `r`'s shared fields: present alike, each the same value. */
function isSharedBy(r: BenchmarkResult, part: SharedPart): boolean {
  if (part.file !== r.source.file) return false
  for (const name of SHARED_KEYS)
    if (name in r !== name in part || !Object.is(r[name], part[name])) return false
  return true
}

function sharedPart(r: BenchmarkResult): SharedPart {
  const part: Record<string, unknown> = { file: r.source.file }
  for (const name of SHARED_KEYS) if (name in r) part[name] = r[name]
  return part as SharedPart
}

/** One side's parse, its results packed (`packResults`). */
export interface PackedSide extends Omit<ParsedSide, 'results'> {
  readonly packed: PackedResults
}

/** Packs each side's results; returns them with every buffer to move along. */
export function packSides(sides: readonly ParsedSide[]): {
  sides: PackedSide[]
  transfer: ArrayBuffer[]
} {
  const transfer: ArrayBuffer[] = []
  const packed = sides.map(({ results, ...rest }) => {
    const { pack, transfer: buffers } = packResults(results)
    transfer.push(...buffers)
    return { ...rest, packed: pack }
  })
  return { sides: packed, transfer }
}

/** The sides `packSides` packed. */
export function unpackSide({ packed, ...rest }: PackedSide): ParsedSide {
  return { ...rest, results: unpackResults(packed) }
}

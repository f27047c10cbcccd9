/**
 * Canonical units (docs/architecture.md §3): time in ns, bytes in B, rates per second, counts.
 * Every harness spelling is converted here, once, at parse time.
 */
import type { Direction, MetricKind } from '../../model/benchmark-result.js'

/** Nanoseconds per unit. `us`, `µs` (U+00B5) and `μs` (U+03BC) all mean micro. */
const TIME_UNITS: Readonly<Record<string, number>> = {
  ps: 1e-3,
  ns: 1,
  us: 1e3,
  µs: 1e3,
  μs: 1e3,
  ms: 1e6,
  s: 1e9,
  sec: 1e9,
  secs: 1e9,
  second: 1e9,
  seconds: 1e9,
  min: 60e9,
  h: 3600e9,
  hr: 3600e9,
  day: 86_400e9,
}

/** Bytes per unit; decimal (kB, MB) and binary (KiB, MiB) prefixes are distinct. */
const BYTE_UNITS: Readonly<Record<string, number>> = {
  b: 1,
  B: 1,
  byte: 1,
  bytes: 1,
  kB: 1e3,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
}

/** Operation counts in a rate numerator: `ops`, `op`, `iter`, `runs`, `calls`, … */
const OPERATION_WORDS = new Set(['ops', 'op', 'iter', 'iters', 'iterations', 'runs', 'calls', 'hz'])

/** Criterion's element rates: `elem/s`, `Kelem/s`, `Melem/s`, `Gelem/s` (decimal prefixes). */
const ELEMENT_COUNT = /^([kKMG]?)elem(?:s|ents?)?$/
const DECIMAL_PREFIX: Readonly<Record<string, number>> = { '': 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9 }

/** Operations per numerator unit (`ops` → 1, `Melem` → 1e6), or undefined. */
function operationsPer(numerator: string): number | undefined {
  if (OPERATION_WORDS.has(numerator.toLowerCase()) || numerator === '') return 1
  const element = ELEMENT_COUNT.exec(numerator)
  return element ? DECIMAL_PREFIX[element[1] ?? ''] : undefined
}

/** ns per unit of time, or undefined for an unknown spelling. */
export function nanosecondsPer(unit: string): number | undefined {
  return TIME_UNITS[unit.trim()]
}

/** Bytes per unit, or undefined for an unknown spelling. */
export function bytesPer(unit: string): number | undefined {
  return BYTE_UNITS[unit.trim()]
}

export interface NormalizedUnit {
  readonly metric: MetricKind
  readonly unit: string
  /** Multiply a value in the printed unit by this to get the canonical unit. */
  readonly factor: number
  readonly direction: Direction
}

/**
 * Interprets a printed unit such as `ms`, `µs/op`, `ns/iter`, `MB/s`, `ops/ms`, `B/op`,
 * `allocs/op`, `GiB`. Time per operation is wall time (lower is better); rates are throughput
 * (higher is better); bytes are memory; allocation counts are allocations. Anything else is a
 * custom unit kept as printed, with unknown direction until policy names it.
 */
export function normalizeUnit(printed: string): NormalizedUnit {
  const unit = printed.trim()
  const lower = unit.toLowerCase()
  const time = nanosecondsPer(unit)
  if (time !== undefined)
    return { metric: 'wall-time', unit: 'ns', factor: time, direction: 'lower-is-better' }
  const bytes = bytesPer(unit)
  if (bytes !== undefined)
    return { metric: 'memory', unit: 'B', factor: bytes, direction: 'lower-is-better' }
  const [numerator = '', denominator, ...rest] = unit.split('/')
  if (denominator !== undefined && rest.length === 0) {
    const perTime = nanosecondsPer(denominator)
    if (perTime !== undefined) {
      const perSecond = 1e9 / perTime
      const numeratorBytes = bytesPer(numerator)
      if (numeratorBytes !== undefined)
        return {
          metric: 'throughput',
          unit: 'B/s',
          factor: numeratorBytes * perSecond,
          direction: 'higher-is-better',
        }
      const operations = operationsPer(numerator)
      if (operations !== undefined)
        return {
          metric: 'throughput',
          unit: 'ops/s',
          factor: operations * perSecond,
          direction: 'higher-is-better',
        }
    }
    if (isPerOperation(denominator)) {
      const numeratorTime = nanosecondsPer(numerator)
      if (numeratorTime !== undefined)
        return {
          metric: 'wall-time',
          unit: 'ns',
          factor: numeratorTime,
          direction: 'lower-is-better',
        }
      const numeratorBytes = bytesPer(numerator)
      if (numeratorBytes !== undefined)
        return { metric: 'memory', unit: 'B', factor: numeratorBytes, direction: 'lower-is-better' }
      if (/^allocs?$/i.test(numerator))
        return { metric: 'allocations', unit: 'count', factor: 1, direction: 'lower-is-better' }
    }
  }
  if (lower === 'ops/sec' || lower === 'hz' || lower === 'ops')
    return { metric: 'throughput', unit: 'ops/s', factor: 1, direction: 'higher-is-better' }
  return { metric: 'custom', unit, factor: 1, direction: 'unknown' }
}

function isPerOperation(denominator: string): boolean {
  return /^(op|ops|iter|iteration|call|run)$/i.test(denominator)
}

/**
 * The value of one unit in the last printed digit of `text` (docs/method.md §7 printed resolution),
 * times `factor`. `"0.03"` → 0.01·factor; `"9876"` → 1·factor; `"1.5e-3"` → 1e-4·factor.
 * Undefined when `text` is not a plain decimal number.
 */
export function printedQuantum(text: string, factor: number): number | undefined {
  const match = /^[+-]?(\d[\d,]*)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text.trim())
  if (!match) return undefined
  const decimals = match[2]?.length ?? 0
  const exponent = match[3] === undefined ? 0 : Number(match[3])
  return 10 ** (exponent - decimals) * factor
}

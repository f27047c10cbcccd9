/**
 * Canonical units (docs/architecture.md §3): time in ns, bytes in B, rates per second, counts.
 * Every harness spelling is converted here, once, at parse time.
 */
import type { Direction, MetricKind } from '../../model/benchmark-result.js'

/**
 * Nanoseconds per unit. `us`, `µs` (U+00B5) and `μs` (U+03BC) all mean micro. The long and
 * `…sec` spellings are those users give github-action-benchmark's custom JSON (`milliseconds`,
 * `usec`) and pytest-benchmark prints (`nsec`, `msec`): a time unit misread as custom would never
 * gate (test/field-cases.md F46).
 */
const TIME_UNITS: Readonly<Record<string, number>> = {
  ps: 1e-3,
  psec: 1e-3,
  picosecond: 1e-3,
  picoseconds: 1e-3,
  ns: 1,
  nsec: 1,
  nsecs: 1,
  nanosecond: 1,
  nanoseconds: 1,
  us: 1e3,
  µs: 1e3,
  μs: 1e3,
  usec: 1e3,
  usecs: 1e3,
  µsec: 1e3,
  μsec: 1e3,
  microsecond: 1e3,
  microseconds: 1e3,
  ms: 1e6,
  msec: 1e6,
  msecs: 1e6,
  millisecond: 1e6,
  milliseconds: 1e6,
  s: 1e9,
  sec: 1e9,
  secs: 1e9,
  second: 1e9,
  seconds: 1e9,
  min: 60e9,
  mins: 60e9,
  minute: 60e9,
  minutes: 60e9,
  h: 3600e9,
  hr: 3600e9,
  hrs: 3600e9,
  hour: 3600e9,
  hours: 3600e9,
  day: 86_400e9,
  days: 86_400e9,
}

/** Spellings are matched as printed, then in lower case (`Milliseconds`, `MSEC`); `MS` stays mega-samples. */
function timeFactor(unit: string): number | undefined {
  return TIME_UNITS[unit] ?? (unit.length > 2 ? TIME_UNITS[unit.toLowerCase()] : undefined)
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
  kilobyte: 1e3,
  kilobytes: 1e3,
  megabyte: 1e6,
  megabytes: 1e6,
  gigabyte: 1e9,
  gigabytes: 1e9,
}

/** Operation counts in a rate numerator: `ops`, `op`, `iter`, `runs`, `calls`, … */
const OPERATION_WORDS = new Set(['ops', 'op', 'iter', 'iters', 'iterations', 'runs', 'calls', 'hz'])

/**
 * Work done, counted, in a rate numerator with an optional decimal prefix: Criterion's element
 * rates (`elem/s`, `Melem/s`) and samples (`MS/s`, a custom libtest measurement in the peer
 * Action's `cargo_output_units.txt`). More of these per second is better. Other `<thing>/<time>`
 * rates of the custom JSON keep their unit (custom-json.ts).
 */
const WORK_COUNT = /^([kKMG]?)(?:elem(?:s|ents?)?|S|samples?)$/
const DECIMAL_PREFIX: Readonly<Record<string, number>> = { '': 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9 }

/** Operations per numerator unit (`ops` → 1, `Melem` → 1e6), or undefined. */
function operationsPer(numerator: string): number | undefined {
  if (OPERATION_WORDS.has(numerator.toLowerCase()) || numerator === '') return 1
  const work = WORK_COUNT.exec(numerator)
  return work ? DECIMAL_PREFIX[work[1] ?? ''] : undefined
}

/** CPU cycles and retired instructions, alone or per iteration (`cycles/iter`, `instructions`). */
const CYCLES = /^(?:cpu[-_ ]?)?cycles?$/i
const INSTRUCTIONS = /^(?:instructions?|instrs?|insns?|Ir)$/i

/** ns per unit of time, or undefined for an unknown spelling. */
export function nanosecondsPer(unit: string): number | undefined {
  return timeFactor(unit.trim())
}

/** Bytes per unit, or undefined for an unknown spelling. */
export function bytesPer(unit: string): number | undefined {
  const trimmed = unit.trim()
  // `Megabytes` as users write it for the peer Action; short spellings are case-sensitive (Mb ≠ MB).
  return BYTE_UNITS[trimmed] ?? (trimmed.length > 5 ? BYTE_UNITS[trimmed.toLowerCase()] : undefined)
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
 * `allocs/op`, `GiB`, `cycles/iter`. Time per operation is wall time (lower is better); rates of
 * operations or bytes are throughput (higher is better); bytes are memory; allocation, cycle and
 * instruction counts are their own metrics (lower is better). Anything else is a custom unit kept
 * as printed, with unknown direction until the policy's `metrics.<name>.direction` names it
 * (docs/policy.md); the comment says so (test/field-cases.md F40).
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
  const counter = counterOf(numerator, denominator, rest.length)
  if (counter) return counter
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
    }
  }
  if (lower === 'ops/sec' || lower === 'hz' || lower === 'ops')
    return { metric: 'throughput', unit: 'ops/s', factor: 1, direction: 'higher-is-better' }
  return { metric: 'custom', unit, factor: 1, direction: 'unknown' }
}

/** `cycles`, `cycles/iter`, `instructions/op`, `allocs`: counts, fewer is better. */
function counterOf(
  numerator: string,
  denominator: string | undefined,
  extra: number,
): NormalizedUnit | undefined {
  if (extra > 0 || (denominator !== undefined && !isPerOperation(denominator))) return undefined
  if (CYCLES.test(numerator))
    return { metric: 'cycles', unit: 'count', factor: 1, direction: 'lower-is-better' }
  if (INSTRUCTIONS.test(numerator))
    return { metric: 'instructions', unit: 'count', factor: 1, direction: 'lower-is-better' }
  if (/^alloc(?:s|ations?)?$/i.test(numerator))
    return { metric: 'allocations', unit: 'count', factor: 1, direction: 'lower-is-better' }
  return undefined
}

function isPerOperation(denominator: string): boolean {
  return /^(op|ops|iter|iters|iteration|call|run)$/i.test(denominator)
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

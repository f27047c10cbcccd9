/**
 * The reading of head against a named reference in words, one sentence per reference:
 * "head is within the noise of v1.4.0", "head recovers 80 % of the regression introduced since
 * v1.4.0 on X (approx. 95 % CI …)", "head is still 12 % slower than v1.4.0 on Y".
 */
import type { MetricKind } from '../../model/benchmark-result.js'
import type { BenchmarkReading, ReferenceReport } from '../data/reference-report.js'

/** How untrusted text is made safe for the output at hand (Markdown, terminal, JSON). */
export interface Quoting {
  /** A reference name. */
  readonly name: (text: string) => string
  /** A benchmark label. */
  readonly label: (text: string) => string
  /** Prose that may hold untrusted parts (a reason, a tag name). */
  readonly text: (text: string) => string
}

/** As is: for the JSON report, whose readers escape for themselves. */
export const PLAIN: Quoting = { name: (t) => t, label: (t) => t, text: (t) => t }

const NBSP = '\u00a0'
/** Items named per group before "and N more": a sentence, not a table. */
const MAX_ITEMS = 3
const TIME_KINDS = new Set<MetricKind>(['wall-time', 'cpu-time'])

/**
 * One sentence about head against `reference`, over its gated benchmarks (`readings`): within its
 * noise everywhere, or clauses per reading kind, worst first. Without results, why not.
 */
export function referenceSentence(reference: ReferenceReport, quote: Quoting): string {
  const name = quote.name(reference.name)
  if (reference.missing !== undefined) return `not compared: ${quote.text(reference.missing)}`
  const { readings } = reference
  if (readings.length === 0)
    return `head and ${name} have no gated benchmark in common: nothing to read`
  const on = (r: BenchmarkReading) =>
    readings.length === 1 ? '' : ` on ${quote.label(r.change.label)}`
  const only = (kind: BenchmarkReading['kind']) => readings.filter((r) => r.kind === kind)
  const recovered = only('recovered')
  const quiet = (r: BenchmarkReading) =>
    r.kind === 'within-noise' || (r.kind === 'recovered' && r.change.class === 'no-change')
  if (readings.every(quiet)) {
    const recovers =
      recovered.length === 0
        ? ''
        : `: it recovers ${listed(recovered, (r, first) => recoveryItem(r, name, first, on(r)))}`
    return `head is within the noise of ${name}${recovers}`
  }
  const clauses = [
    group(only('worse'), (r, first) => changeItem(r, '', name, first, on(r))),
    group(only('still-worse'), (r, first) => changeItem(r, 'still ', name, first, on(r))),
    ...only('partly-recovered').map(
      (r) =>
        `recovers ${recoveryItem(r, name, true, on(r))} but is still ${amount(r)} ${adjective(r)} than ${name}`,
    ),
    group(only('inconclusive'), (r, first) =>
      first ? `is inconclusive against ${name}${on(r)}` : quote.label(r.change.label),
    ),
    recovered.length > 0
      ? `recovers ${listed(recovered, (r, first) => recoveryItem(r, name, first, on(r)))}`
      : '',
    group(only('better'), (r, first) => changeItem(r, '', name, first, on(r))),
    withinNoise(only('within-noise').length, name),
  ].filter((clause) => clause !== '')
  return `head ${clauses.join('; ')}`
}

function group(
  readings: readonly BenchmarkReading[],
  item: (reading: BenchmarkReading, first: boolean) => string,
): string {
  return readings.length === 0 ? '' : listed(readings, item)
}

/** `a`, `a and b`, `a, b and c`, `a, b, c and 2 more`. */
function listed(
  readings: readonly BenchmarkReading[],
  item: (reading: BenchmarkReading, first: boolean) => string,
): string {
  const items = readings.slice(0, MAX_ITEMS).map((r, i) => item(r, i === 0))
  const more = readings.length - items.length
  if (more > 0) items.push(`${more} more`)
  return items.length === 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`
}

/** `is 25.4 % slower than R on A` first, then `29.5 % slower on B`. */
function changeItem(
  r: BenchmarkReading,
  still: string,
  name: string,
  first: boolean,
  on: string,
): string {
  return first
    ? `is ${still}${amount(r)} ${adjective(r)} than ${name}${on}`
    : `${amount(r)} ${adjective(r)}${on}`
}

/** `101 % of the regression introduced since R on A (approx. 95 % CI 99 % to 103 %)`. */
function recoveryItem(r: BenchmarkReading, name: string, first: boolean, on: string): string {
  const recovery = r.recovery
  if (recovery === null) return `the regression introduced since ${name}${on}`
  const ci =
    recovery.ci === null
      ? ''
      : ` (approx. ${Math.floor(recovery.ci.level * 100)}${NBSP}% CI ${percent(recovery.ci.lower)} to ${percent(recovery.ci.upper)})`
  const what = first ? ` of the regression introduced since ${name}` : ''
  return `${percent(recovery.fraction)}${what}${on}${ci}`
}

/** The quiet rest, when other clauses come first (all quiet reads "within the noise of R"). */
function withinNoise(count: number, name: string): string {
  if (count === 0) return ''
  return `is within the noise of ${name} on ${count === 1 ? 'the other benchmark' : `the other ${count} benchmarks`}`
}

/** `12.3 %`: the size of head's change against the reference, without a sign. */
function amount(r: BenchmarkReading): string {
  const ratio = r.change.ratio
  if (ratio === null || !Number.isFinite(ratio) || ratio <= 0) return 'an unmeasurable amount'
  const size = Math.abs(ratio - 1) * 100
  return `${size >= 100 ? size.toFixed(0) : size.toFixed(1)}${NBSP}%`
}

/** slower or faster for times, worse or better otherwise; by the metric's direction. */
function adjective(r: BenchmarkReading): string {
  const { ratio, direction, metric } = r.change
  const grew = ratio !== null && ratio > 1
  const worse = direction === 'higher-is-better' ? !grew : grew
  if (TIME_KINDS.has(metric)) return worse ? 'slower' : 'faster'
  return worse ? 'worse' : 'better'
}

function percent(fraction: number): string {
  return Number.isFinite(fraction) ? `${Math.round(fraction * 100)}${NBSP}%` : 'n/a'
}

/**
 * When an invocation started, from the ISO 8601 time its harness wrote (`BenchmarkResult.run`,
 * docs/architecture.md §3 "One run or several"): `2026-12-02T02:17:20+00:00`, `…Z`, `… 02:17:20`.
 */

const ISO_TIME = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(Z|[+-]\d\d:?\d\d)?$/

/**
 * `text` as ms since the Unix epoch, or undefined when it is no ISO 8601 time.
 *
 * @param zoneless what a time without a zone is: `utc` where the harness writes UTC without
 *   saying so (pytest-benchmark 3.x, `datetime.utcnow().isoformat()`), `unknown` where it writes
 *   local time (then the time is not used: hosts may be in different zones)
 */
export function runStart(text: unknown, zoneless: 'utc' | 'unknown'): number | undefined {
  if (typeof text !== 'string') return undefined
  const match = ISO_TIME.exec(text)
  if (!match) return undefined
  const [, date = '', time = '', zone] = match
  if (zone === undefined && zoneless === 'unknown') return undefined
  const offset = zone === undefined ? 'Z' : zone.replace(/^([+-]\d\d)(\d\d)$/, '$1:$2')
  const ms = Date.parse(`${date}T${time}${offset}`)
  return Number.isFinite(ms) ? ms : undefined
}

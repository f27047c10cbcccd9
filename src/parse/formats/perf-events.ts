/**
 * What a Linux `perf stat` event measures, shared by its CSV (`perf-stat-csv.ts`) and its
 * human-readable output (`perf-stat-text.ts`): one event, one metric, unit and direction.
 */
import type { BenchmarkResult, MetricKind } from '../../model/benchmark-result.js'
import { nanosecondsPer } from './units.js'

export interface PerfEventKind {
  readonly metric: MetricKind
  readonly unit: string
  /** Multiply the printed value by this to get `unit`. */
  readonly factor: number
  readonly direction: BenchmarkResult['direction']
}

/**
 * The metric of a perf event as printed (`task-clock` with unit `msec`, `cycles:u`,
 * `cpu/instructions/`, `page-faults`). Hardware counters count interrupts and the kernel's work
 * too, so unlike callgrind's Ir they vary a little between runs: never marked deterministic.
 *
 * @param event the event name as perf prints it, modifiers and PMU prefix included
 * @param unitText the unit column (`msec`, `ns`, or empty for counts)
 */
export function perfEventKind(event: string, unitText: string): PerfEventKind {
  const base = event
    .replace(/ \[[^\]]*\]$/, '')
    .replace(/^[\w-]+\/|\/$/g, '')
    .replace(/:\w+$/, '')
  // perf before 4.x printed task-clock and cpu-clock in msec without a unit.
  const clock = base === 'task-clock' || base === 'cpu-clock'
  const time = nanosecondsPer(unitText === 'msec' || (clock && unitText === '') ? 'ms' : unitText)
  if (base === 'instructions')
    return { metric: 'instructions', unit: 'count', factor: 1, direction: 'lower-is-better' }
  if (base === 'cycles' || base === 'cpu-cycles')
    return { metric: 'cycles', unit: 'count', factor: 1, direction: 'lower-is-better' }
  if ((clock || base.endsWith('_time')) && time !== undefined)
    return {
      metric: base === 'duration_time' ? 'wall-time' : 'cpu-time',
      unit: 'ns',
      factor: time,
      direction: 'lower-is-better',
    }
  // Every other perf event counts occurrences (page faults, context switches, branch or cache
  // misses, raw PMU events): fewer is better; informational until the policy gates it.
  return {
    metric: 'custom',
    unit: unitText === '' ? 'count' : unitText,
    factor: 1,
    direction: 'lower-is-better',
  }
}

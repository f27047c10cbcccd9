/**
 * A tinybench task result, the shape shared by tinybench itself and vitest bench: tinybench 2.x
 * (`hz`, `mean`, `sd`, `samples` … in ms) and tinybench ≥ 3 (`latency` and `throughput` statistics,
 * ms). Times are per iteration; `samples` may be absent or emptied (retainSamples, vitest).
 */
import { z } from 'zod'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import type { Diagnostic } from '../../model/diagnostic.js'
import { toSamples } from './sample-values.js'
import { summaryStats } from './summary-stats.js'
import { failureMessage } from './bounded-text.js'

const MILLISECOND = 1e6
const figure = z.number().nullable().optional()

/** Flat statistics: tinybench 2.x `result`, vitest's benchmark entries, tinybench ≥ 3 `latency`. */
export const LatencyStatistics = z.looseObject({
  samples: z.array(z.number().nullable()).nullable().optional(),
  sampleCount: figure,
  samplesCount: figure,
  mean: figure,
  sd: figure,
  median: figure,
  p50: figure,
  mad: figure,
  min: figure,
  max: figure,
})
export type LatencyStatistics = z.infer<typeof LatencyStatistics>

export const TaskResult = LatencyStatistics.extend({
  latency: LatencyStatistics.optional(),
  state: z.string().optional(),
  error: z.unknown().optional(),
  runtime: z.string().optional(),
  runtimeVersion: z.string().optional(),
})
export type TaskResult = z.infer<typeof TaskResult>

/** Samples when the file kept them, else the printed summary; times converted from ms to ns. */
export function latencyValues(
  stats: LatencyStatistics,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): Pick<BenchmarkResult, 'samples' | 'summary'> {
  const samples = toSamples(stats.samples ?? [], MILLISECOND, file, `${path}.samples`, diagnostics)
  if (samples.length > 0) return { samples }
  const scaled = (v: number | null | undefined) =>
    typeof v === 'number' ? v * MILLISECOND : undefined
  const n = stats.sampleCount ?? stats.samplesCount ?? 1
  const summary = summaryStats(n, {
    mean: scaled(stats.mean),
    sd: scaled(stats.sd),
    median: scaled(stats.median ?? stats.p50),
    mad: scaled(stats.mad),
    min: scaled(stats.min),
    max: scaled(stats.max),
  })
  return summary ? { samples: [], summary } : { samples: [] }
}

/**
 * Why a task has no timing: an `error` (an Error stringifies to `{}`) or tinybench ≥ 5's state
 * `errored` is a failed run; another state than `completed` (aborted, not started) is not.
 */
export function failureOf(
  result: TaskResult,
): { readonly failed: boolean; readonly message: string } | undefined {
  if (result.error !== undefined || result.state === 'errored') {
    const withMessage = z.object({ message: z.string() }).safeParse(result.error)
    const message = withMessage.success ? withMessage.data.message : undefined
    const fallback =
      result.state === 'errored' ? 'tinybench task state "errored"' : 'the task threw an error'
    return { failed: true, message: failureMessage(message, fallback) }
  }
  if (result.state !== undefined && result.state !== 'completed')
    return { failed: false, message: `tinybench task state "${result.state}"` }
  return undefined
}

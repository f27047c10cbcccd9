/** Required benchmarks: the head run must have results for each. */
import type { BenchmarkResult } from '../model/benchmark-result.js'
import { compilePattern } from './benchmark-pattern.js'
import type { RequiredBenchmark } from './policy.js'

/**
 * The required entries no usable head result matches: none at all, or only results the harness
 * reported as errors, or results with neither samples nor a summary.
 *
 * @param required the policy's required benchmarks (names or globs)
 * @param head the head run's results
 */
export function missingRequired(
  required: readonly RequiredBenchmark[],
  head: readonly BenchmarkResult[],
): RequiredBenchmark[] {
  if (required.length === 0) return []
  const usable = head.filter(
    (r) => r.error === undefined && (r.samples.length > 0 || r.summary !== undefined),
  )
  const benchmarks = [...new Set(usable.map((r) => r.benchmark))]
  return required.filter((entry) => {
    const matches = compilePattern(entry.pattern)
    return !benchmarks.some(matches)
  })
}

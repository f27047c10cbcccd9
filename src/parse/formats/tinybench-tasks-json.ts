/**
 * tinybench task results serialised as JSON, e.g.
 * `JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result })))`, for tinybench 2.x
 * (flat `result`) and ≥ 3 (`result.latency`). Latencies are milliseconds per iteration. The bench's
 * own shape, `{ name: bench.name, tasks: [{ name, result }] }`, is read too; the bench's name is
 * the benchmarks' suite (test/field-cases.md F43).
 */
import { keepResult } from './result-room.js'
import { z } from 'zod'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { isJsonArrayDocument } from '../json/json-document.js'
import { childPath, readRecord } from '../json/json-records.js'
import { failureOf, latencyValues, TaskResult } from './tinybench-result.js'
import { readJsonRoot } from '../json/json-root.js'

const Task = z.object({ name: z.string(), result: TaskResult.nullable().optional() })
const BenchDocument = z.looseObject({ name: z.string().optional(), tasks: z.array(z.unknown()) })

export const tinybenchTasksJson: FormatAdapter<'tinybench-tasks-json'> = {
  id: 'tinybench-tasks-json',
  harness: 'tinybench',
  detect: ({ text }) =>
    /"result"\s*:\s*\{/.test(text) &&
    /"(?:latency|period|hz)"\s*:/.test(text) &&
    (isJsonArrayDocument(text) || /"tasks"\s*:\s*\[/.test(text)),
  parse,
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const root = readJsonRoot(source, z.union([z.array(z.unknown()), BenchDocument]), diagnostics)
  const tasks = Array.isArray(root) ? root : root?.tasks
  const tasksPath = Array.isArray(root) ? '$' : '$.tasks'
  const suite = Array.isArray(root) || !root?.name ? undefined : root.name
  const results: BenchmarkResult[] = []
  let environment: Record<string, string> = {}
  tasks?.forEach((raw, index) => {
    const path = childPath(tasksPath, index)
    const task = readRecord(Task, raw, source.name, path, diagnostics)
    if (!task) return
    if (!task.result) {
      diagnostics.push(
        diagnostic(
          'warning',
          source.name,
          `${path}.result`,
          `"${task.name}" has no result (not run)`,
        ),
      )
      return
    }
    if (task.result.runtime !== undefined)
      environment = {
        runtime: [task.result.runtime, task.result.runtimeVersion].filter(Boolean).join(' '),
      }
    keepResult(results, toResult(task.name, suite, task.result, source.name, path, diagnostics))
  })
  return { results, diagnostics, environment }
}

function toResult(
  name: string,
  suite: string | undefined,
  result: TaskResult,
  file: string,
  path: string,
  diagnostics: Diagnostic[],
): BenchmarkResult {
  const failure = failureOf(result)
  const latency = result.latency
  const values = failure
    ? { samples: [] }
    : latency
      ? latencyValues(latency, file, `${path}.result.latency`, diagnostics)
      : latencyValues(result, file, `${path}.result`, diagnostics)
  return {
    benchmark: suite === undefined ? { name } : { suite, name },
    metric: 'wall-time',
    metricName: 'latency',
    unit: 'ns',
    direction: 'lower-is-better',
    ...values,
    ...(failure === undefined
      ? {}
      : failure.failed
        ? { failure: { message: failure.message } }
        : { error: failure.message }),
    format: 'tinybench-tasks-json',
    source: { file, jsonPath: path },
  }
}

import type { FormatAdapter } from './format-adapter.js'
import { asvJson } from './formats/asv-json.js'
import { bencherBmfJson } from './formats/bencher-bmf-json.js'
import { benchmarkjsText } from './formats/benchmarkjs-text.js'
import { cachegrindText } from './formats/cachegrind-text.js'
import { callgrindText } from './formats/callgrind-text.js'
import { customBiggerIsBetter, customJson, customSmallerIsBetter } from './formats/custom-json.js'
import { gnuTimeText } from './formats/gnu-time-text.js'
import { juliaBenchmarkToolsJson } from './formats/julia-benchmarktools-json.js'
import { luauBenchText } from './formats/luau-bench-text.js'
import { mitataJson } from './formats/mitata-json.js'
import { perfStatCsv } from './formats/perf-stat-csv.js'
import { pyperfJson } from './formats/pyperf-json.js'
import { tinybenchTableJson } from './formats/tinybench-table-json.js'
import { tinybenchTasksJson } from './formats/tinybench-tasks-json.js'
import { vitestBenchJson } from './formats/vitest-bench-json.js'
import { benchmarkDotNetJson } from './formats/benchmarkdotnet-json.js'
import { cargoCriterionJson } from './formats/cargo-criterion-json.js'
import { catch2Text } from './formats/catch2-text.js'
import { catch2Xml } from './formats/catch2-xml.js'
import { criterionJson } from './formats/criterion-json.js'
import { criterionText } from './formats/criterion-text.js'
import { goTestJson } from './formats/go-test-json.js'
import { googleBenchmarkCsv } from './formats/google-benchmark-csv.js'
import { jmhJson } from './formats/jmh-json.js'
import { pytestBenchmarkJson } from './formats/pytest-benchmark-json.js'
import { rustLibtestJson } from './formats/rust-libtest-json.js'
import { rustLibtestText } from './formats/rust-libtest-text.js'
import { goTestText } from './formats/go-test-text.js'
import { googleBenchmarkJson } from './formats/google-benchmark-json.js'
import { hyperfineJson } from './formats/hyperfine-json.js'

/** Every harness format, in detection priority order (STYLE.md §3.5). */
export const formatAdapters = [
  hyperfineJson,
  googleBenchmarkJson,
  goTestText,
  goTestJson,
  googleBenchmarkCsv,
  pytestBenchmarkJson,
  catch2Text,
  catch2Xml,
  rustLibtestText,
  rustLibtestJson,
  criterionText,
  criterionJson,
  cargoCriterionJson,
  jmhJson,
  benchmarkDotNetJson,
  vitestBenchJson,
  tinybenchTasksJson,
  tinybenchTableJson,
  mitataJson,
  juliaBenchmarkToolsJson,
  asvJson,
  pyperfJson,
  bencherBmfJson,
  customJson,
  customSmallerIsBetter,
  customBiggerIsBetter,
  benchmarkjsText,
  luauBenchText,
  callgrindText,
  cachegrindText,
  perfStatCsv,
  gnuTimeText,
] as const satisfies readonly FormatAdapter[]

export type FormatId = (typeof formatAdapters)[number]['id']

export const FORMAT_IDS: readonly string[] = formatAdapters.map((adapter) => adapter.id)

export function findAdapter(id: string): FormatAdapter | undefined {
  return formatAdapters.find(
    (adapter: FormatAdapter) => adapter.id === id || (adapter.aliases?.includes(id) ?? false),
  )
}

import type { FormatAdapter } from './format-adapter.js'
import { asvJson } from './asv-json.js'
import { bencherBmfJson } from './bencher-bmf-json.js'
import { benchmarkjsText } from './benchmarkjs-text.js'
import { cachegrindText } from './cachegrind-text.js'
import { callgrindText } from './callgrind-text.js'
import { customBiggerIsBetter, customJson, customSmallerIsBetter } from './custom-json.js'
import { gnuTimeText } from './gnu-time-text.js'
import { juliaBenchmarkToolsJson } from './julia-benchmarktools-json.js'
import { luauBenchText } from './luau-bench-text.js'
import { mitataJson } from './mitata-json.js'
import { perfStatCsv } from './perf-stat-csv.js'
import { perfStatText } from './perf-stat-text.js'
import { pyperfJson } from './pyperf-json.js'
import { tinybenchTableJson } from './tinybench-table-json.js'
import { tinybenchTasksJson } from './tinybench-tasks-json.js'
import { vitestBenchJson } from './vitest-bench-json.js'
import { benchmarkDotNetJson } from './benchmarkdotnet-json.js'
import { cargoCriterionJson } from './cargo-criterion-json.js'
import { catch2Text } from './catch2-text.js'
import { catch2Xml } from './catch2-xml.js'
import { criterionJson } from './criterion-json.js'
import { criterionText } from './criterion-text.js'
import { goTestJson } from './go-test-json.js'
import { googleBenchmarkCsv } from './google-benchmark-csv.js'
import { jmhJson } from './jmh-json.js'
import { pytestBenchmarkJson } from './pytest-benchmark-json.js'
import { rustLibtestJson } from './rust-libtest-json.js'
import { rustLibtestText } from './rust-libtest-text.js'
import { goTestText } from './go-test-text.js'
import { googleBenchmarkJson } from './google-benchmark-json.js'
import { hyperfineJson } from './hyperfine-json.js'

/** Every harness format, in detection priority order (docs/architecture.md §5). */
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
  perfStatText,
  perfStatCsv,
  gnuTimeText,
] as const satisfies readonly FormatAdapter[]

export const FORMAT_IDS: readonly string[] = formatAdapters.map((adapter) => adapter.id)

export function findAdapter(id: string): FormatAdapter | undefined {
  return formatAdapters.find(
    (adapter: FormatAdapter) => adapter.id === id || (adapter.aliases?.includes(id) ?? false),
  )
}
